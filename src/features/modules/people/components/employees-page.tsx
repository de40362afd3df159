import { FileUp, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  applyListParams,
  bothQueries,
  DataList,
  EmptyState,
  ExportCsvButton,
  ListToolbar,
  QueryState,
  onDemand,
  useListParams,
  useOnDemandPrefetch,
  type ListColumn,
  type ListFilter,
} from '@/kit';
import { formatDate } from '@/lib/format';
import { useDirectory } from '../api/get-directory';
import { useRecords } from '../api/get-records';
import { useImportEmployees, type ImportOutcome } from '../api/import-employees';
import { fullName } from '../api/types';
import { buildRows, EMPLOYEE_EXPORT_COLUMNS, type EmployeeListRow } from '../lib/employee-csv';
import type { EmployeeImportRow } from '../lib/employee-schema';
import { peoplePaths } from '../lib/paths';
import { formatRut } from '@/lib/rut';
import { CONTRACT_LABELS, CONTRACT_TYPES, EMPLOYEE_STATE_LABELS, label } from '../lib/texts';
import { useViewer } from '../lib/use-viewer';

const FILTERS = ['area', 'estado', 'contrato'] as const;
const DEFAULT_SORT = { key: 'nombre', dir: 'asc' } as const;

const columns: ListColumn<EmployeeListRow>[] = [
  {
    key: 'nombre',
    header: 'Nombre',
    sortable: true,
    cell: (r) => (
      <Link
        to={peoplePaths.employee(r.id)}
        className="font-medium text-primary underline-offset-4 hover:underline"
        onClick={(e) => e.stopPropagation()}
      >
        {fullName(r)}
      </Link>
    ),
  },
  { key: 'cargo', header: 'Cargo', sortable: true, cell: (r) => r.cargo },
  { key: 'area', header: 'Área', sortable: true, cell: (r) => r.area },
  { key: 'jefatura', header: 'Jefatura', cell: (r) => fullName(r.manager) },
  {
    key: 'contacto',
    header: 'Contacto',
    cell: (r) => (
      <span className="flex flex-col text-xs">
        {r.correo && <a href={`mailto:${r.correo}`}>{r.correo}</a>}
        {r.telefono && <span>{r.telefono}</span>}
      </span>
    ),
  },
  { key: 'ingreso', header: 'Ingreso', sortable: true, cell: (r) => formatDate(r.record?.fecha_ingreso) },
  {
    key: 'estado',
    header: 'Estado',
    cell: (r) => (
      <Badge variant={r.estado === 'activo' ? 'success' : 'secondary'}>{label(EMPLOYEE_STATE_LABELS, r.estado)}</Badge>
    ),
  },
];

/** The export (lib/employee-csv.ts: it imports back through 'Importar CSV'). */
const exportColumns: ListColumn<EmployeeListRow>[] = EMPLOYEE_EXPORT_COLUMNS.map((c) => ({
  key: c.header,
  header: c.header,
  cell: () => null,
  csv: c.value,
}));

/** 'Importar CSV''s panel (and zod) is not part of the list's first load (issue 33). */
const EmployeeImportPanel = onDemand(
  () => import('./employee-import-panel').then((m) => m.EmployeeImportPanel),
  'Cargando la importación...',
);

export default function EmployeesPage() {
  const { isAdmin } = useViewer();
  const directory = useDirectory();
  const records = useRecords();
  const navigate = useNavigate();
  const importRows = useImportEmployees();
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const [importing, setImporting] = useState(false);
  useOnDemandPrefetch(isAdmin, EmployeeImportPanel);
  const [refused, setRefused] = useState<ImportOutcome['errors']>([]);

  // A row's RUT, contract and start date are in its record: the list, its filters and the export
  // wait for both (an export made before the records arrived would lose them silently).
  const loaded = bothQueries(directory, records);
  const all = useMemo(
    () => (directory.data && records.data ? buildRows(directory.data, records.data) : []),
    [directory.data, records.data],
  );
  const rows = useMemo(
    () =>
      applyListParams(
        all,
        {
          search: params.search,
          filters: { area: params.filters.area, estado: params.filters.estado, contrato: params.filters.contrato },
          sort: params.sort,
        },
        {
          searchText: (r) =>
            `${r.nombres} ${r.apellidos} ${r.cargo} ${r.area} ${r.correo ?? ''} ${r.record?.rut ?? ''} ${formatRut(r.record?.rut)}`,
          filterValue: { area: (r) => r.area, estado: (r) => r.estado, contrato: (r) => r.record?.tipo_contrato },
          sortValue: {
            nombre: (r) => `${r.apellidos} ${r.nombres}`,
            cargo: (r) => r.cargo,
            area: (r) => r.area,
            ingreso: (r) => r.record?.fecha_ingreso,
          },
        },
      ),
    [all, params.search, params.filters.area, params.filters.estado, params.filters.contrato, params.sort],
  );

  const areas = useMemo(
    () => [...new Set(all.map((r) => r.area).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'es')),
    [all],
  );
  const filters: ListFilter[] = [
    { name: 'area', label: 'Área', options: areas.map((a) => ({ value: a, label: a })) },
    {
      name: 'estado',
      label: 'Estado',
      options: Object.entries(EMPLOYEE_STATE_LABELS).map(([value, l]) => ({ value, label: l })),
    },
    {
      name: 'contrato',
      label: 'Contrato',
      options: CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_LABELS[value] })),
    },
  ];

  async function onImport(valid: EmployeeImportRow[]) {
    const outcome = await importRows.mutateAsync(valid);
    setRefused(outcome.errors);
    if (outcome.created === 0 && outcome.errors.length > 0)
      throw new Error(`${outcome.errors[0].message} (y ${outcome.errors.length - 1} más)`);
  }

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={params.search}
        onSearch={params.setSearch}
        searchLabel="Buscar por nombre, cargo, área o RUT"
        filters={filters}
        filterValues={params.filters}
        onFilter={params.setFilter}
      >
        <ExportCsvButton rows={rows} columns={exportColumns} fileName="colaboradores.csv" />
        {isAdmin && (
          <>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <FileUp aria-hidden="true" />
              Importar CSV
            </Button>
            <Button asChild>
              <Link to={peoplePaths.newEmployee}>
                <UserPlus aria-hidden="true" />
                Nuevo colaborador
              </Link>
            </Button>
          </>
        )}
      </ListToolbar>
      {importing && <EmployeeImportPanel onImport={onImport} onClose={() => setImporting(false)} />}
      {refused.length > 0 && (
        <Alert variant="destructive">
          <AlertTitle>
            {refused.length === 1 ? 'Una fila no se guardó' : `${refused.length} filas no se guardaron`}
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {refused.slice(0, 50).map((e, i) => (
                <li key={i}>
                  {e.row.nombres} {e.row.apellidos} ({formatRut(e.row.rut)}): {e.message}
                </li>
              ))}
            </ul>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => setRefused([])}>
              Entendido
            </Button>
          </AlertDescription>
        </Alert>
      )}
      <QueryState query={loaded} loadingLabel="Cargando colaboradores...">
        {() => (
          <DataList
            label="Colaboradores"
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            sort={params.sort}
            onSort={params.toggleSort}
            onRowOpen={(r) => navigate(peoplePaths.employee(r.id))}
            total={all.length}
            empty={
              <EmptyState
                title={all.length === 0 ? 'Aún no hay colaboradores' : 'Ningún colaborador coincide con la búsqueda'}
              >
                {all.length === 0
                  ? isAdmin
                    ? 'Crea el primero o importa un archivo CSV.'
                    : 'El administrador de tu empresa aún no registra colaboradores.'
                  : 'Prueba con otros filtros.'}
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
