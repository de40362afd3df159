import { AttachmentCount, useAttachmentCounts } from '@/components/attachments/attachment-count';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { formatCLP, formatDate } from '@/lib/format';
import {
  applyListParams,
  DataList,
  EmptyState,
  ExportCsvButton,
  ListToolbar,
  onDemand,
  QueryState,
  useListParams,
  useOnDemandPrefetch,
  type ClientFilterSpec,
  type ListColumn,
} from '@/kit';
import { useCreateProject } from '../api/create-project';
import { useProgress } from '../api/get-progress';
import { useProjectUsers } from '../api/get-project-users';
import { useProjects } from '../api/get-projects';
import type { Project } from '../api/types';
import { PROJECT_STATE_LABEL, PROJECT_STATES, type ProjectState } from '../lib/labels';
import { projectPath } from '../lib/paths';
import { ProgressBar, ProjectStateBadge } from './project-badges';

/** 'Nuevo proyecto''s form (and zod) is not part of the list's first load (issue 33). */
const ProjectForm = onDemand(() => import('./project-form').then((m) => m.ProjectForm), 'Cargando el formulario...');

/** The company's projects: search, filter by state, sort, export, and 'Nuevo proyecto'. */
export function ProjectsPage() {
  const query = useProjects();
  const progress = useProgress();
  const users = useProjectUsers();
  const create = useCreateProject();
  useOnDemandPrefetch(true, ProjectForm);
  const navigate = useNavigate();
  const list = useListParams(['estado'], { key: 'fecha_inicio', dir: 'desc' });
  const [creating, setCreating] = useState(false);
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nombre])), [users.data]);
  const pct = useMemo(
    () =>
      new Map(
        (progress.data ?? []).map((p) => [
          p.proyecto_id,
          p.tareas ? Math.round(((p.tareas_hechas ?? 0) / p.tareas) * 100) : 0,
        ]),
      ),
    [progress.data],
  );
  const spec = useMemo<ClientFilterSpec<Project>>(
    () => ({
      searchText: (p) =>
        `${p.nombre} ${p.cliente_nombre ?? ''} ${p.gerente_id ? (userName.get(p.gerente_id) ?? '') : ''}`,
      filterValue: { estado: (p) => p.estado },
      sortValue: {
        nombre: (p) => p.nombre,
        fecha_inicio: (p) => p.fecha_inicio,
        fecha_fin: (p) => p.fecha_fin,
        presupuesto: (p) => Number(p.presupuesto),
        avance: (p) => pct.get(p.id) ?? 0,
      },
    }),
    [userName, pct],
  );
  const projects = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => applyListParams(projects, list, spec), [projects, list, spec]);
  const attachments = useAttachmentCounts(
    'proy_proyectos',
    projects.map((p) => p.id),
    { whole: true },
  );
  const columns: ListColumn<Project>[] = [
    {
      key: 'nombre',
      header: 'Proyecto',
      cell: (p) => (
        <span className="inline-flex items-center gap-1.5">
          <span className="font-medium">{p.nombre}</span>
          <AttachmentCount count={attachments[p.id]} />
        </span>
      ),
      csv: (p) => p.nombre,
      sortable: true,
    },
    { key: 'cliente', header: 'Cliente', cell: (p) => p.cliente_nombre ?? '—', csv: (p) => p.cliente_nombre ?? '' },
    {
      key: 'gerente',
      header: 'Jefe de proyecto',
      cell: (p) => (p.gerente_id ? (userName.get(p.gerente_id) ?? '—') : '—'),
      csv: (p) => (p.gerente_id ? (userName.get(p.gerente_id) ?? '') : ''),
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (p) => <ProjectStateBadge estado={p.estado} />,
      csv: (p) => PROJECT_STATE_LABEL[p.estado as ProjectState],
    },
    {
      key: 'fecha_inicio',
      header: 'Inicio',
      cell: (p) => <span className="whitespace-nowrap">{formatDate(p.fecha_inicio)}</span>,
      csv: (p) => p.fecha_inicio,
      sortable: true,
    },
    {
      key: 'fecha_fin',
      header: 'Término',
      cell: (p) => <span className="whitespace-nowrap">{formatDate(p.fecha_fin)}</span>,
      csv: (p) => p.fecha_fin,
      sortable: true,
    },
    {
      key: 'presupuesto',
      header: 'Presupuesto',
      cell: (p) => <span className="whitespace-nowrap tabular-nums">{formatCLP(p.presupuesto)}</span>,
      csv: (p) => Number(p.presupuesto),
      sortable: true,
    },
    {
      key: 'avance',
      header: 'Avance',
      cell: (p) => <ProgressBar value={pct.get(p.id) ?? 0} label={`Avance de ${p.nombre}: ${pct.get(p.id) ?? 0} %`} />,
      csv: (p) => pct.get(p.id) ?? 0,
      sortable: true,
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        searchLabel="Buscar proyectos"
        filters={[
          {
            name: 'estado',
            label: 'Estado',
            options: PROJECT_STATES.map((s) => ({ value: s, label: PROJECT_STATE_LABEL[s] })),
          },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      >
        <ExportCsvButton rows={rows} columns={columns} fileName="proyectos.csv" />
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Nuevo proyecto
        </Button>
      </ListToolbar>
      {creating && (
        <ProjectForm
          pending={create.isPending}
          onDone={() => setCreating(false)}
          onSave={async (v) => {
            const created = await create.mutateAsync(v);
            toast.success(`Proyecto «${created.nombre}» creado`);
            void navigate(projectPath(created.id));
          }}
        />
      )}
      <QueryState query={query} loadingLabel="Cargando proyectos..." errorTitle="No se pudieron cargar los proyectos">
        {() => (
          <DataList
            label="Proyectos"
            rows={rows}
            total={projects.length}
            columns={columns}
            rowKey={(p) => p.id}
            sort={list.sort}
            onSort={list.toggleSort}
            onRowOpen={(p) => void navigate(projectPath(p.id))}
            empty={
              <EmptyState title={projects.length ? 'Ningún proyecto coincide con la búsqueda' : 'Aún no hay proyectos'}>
                {projects.length ? undefined : 'Crea el primero con «Nuevo proyecto».'}
              </EmptyState>
            }
          />
        )}
      </QueryState>
    </div>
  );
}
