import { todayInChile } from '@/lib/dates';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import {
  applyListParams,
  DataList,
  EmptyState,
  errorMessage,
  ExportCsvButton,
  FormField,
  ListToolbar,
  QueryState,
  useListParams,
  useZodForm,
  type ListColumn,
} from '@/kit';
import { formatDate, formatNumber } from '@/lib/format';
import { useCreateLeaveRequest } from '../api/create-leave-request';
import { useBalances } from '../api/get-balances';
import { useHolidays } from '../api/get-holidays';
import { useRequests } from '../api/get-requests';
import { useWorkingDays } from '../api/get-working-days';
import { useAddHoliday, useDeleteHoliday } from '../api/holidays';
import { useCancelRequest, useResolveRequest } from '../api/resolve-request';
import { fullName, type EmployeeRow, type RequestRow } from '../api/types';
import { leaveRequestSchema } from '../lib/employee-schema';
import { LEAVE_LABELS, LEAVE_TYPES, label, REQUEST_STATE_LABELS, REQUEST_STATES } from '../lib/texts';
import { useViewer } from '../lib/use-viewer';

const STATE_VARIANT = {
  pendiente: 'outline',
  aprobada: 'success',
  rechazada: 'destructive',
  cancelada: 'secondary',
} as const;

/** May the viewer approve or reject this request? The database decides; this only hides buttons that would be refused. */
export function canResolve(
  r: RequestRow,
  viewer: { isAdmin: boolean; userId?: string; me: EmployeeRow | null },
): boolean {
  if (r.estado !== 'pendiente' || r.colaboradores?.usuario_id === viewer.userId) return false;
  return viewer.isAdmin || (!!viewer.me && r.colaboradores?.jefe_id === viewer.me.id);
}

function NewRequestForm({ employee }: { employee: EmployeeRow }) {
  const form = useZodForm(leaveRequestSchema, { tipo: 'vacaciones', fecha_inicio: '', fecha_fin: '', motivo: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const days = useWorkingDays(form.values.fecha_inicio, form.values.fecha_fin);
  // The refusal (no balance, overlapping dates...) shows in the form, next to what was typed.
  const create = useCreateLeaveRequest({
    onSuccess: () => {
      toast.success('Solicitud enviada');
      form.setValues({ tipo: 'vacaciones', fecha_inicio: '', fecha_fin: '', motivo: '' });
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const sending = create.isPending;

  const onSubmit = form.handleSubmit((input) => {
    setFailure(null);
    create.mutate({ employeeId: employee.id, input });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Nueva solicitud" className="grid gap-3 sm:grid-cols-2">
      <FormField
        form={form}
        name="tipo"
        label="Tipo"
        required
        options={LEAVE_TYPES.map((v) => ({ value: v, label: LEAVE_LABELS[v] }))}
      />
      <div />
      <FormField form={form} name="fecha_inicio" label="Desde" type="date" required />
      <FormField form={form} name="fecha_fin" label="Hasta" type="date" required />
      <div className="sm:col-span-2">
        <FormField form={form} name="motivo" label="Motivo" multiline />
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        {days.data !== undefined && days.data !== null
          ? `${formatNumber(days.data)} días hábiles (sin fines de semana ni feriados de la empresa)`
          : ''}
      </p>
      {failure && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? 'Enviando...' : 'Enviar solicitud'}
        </Button>
      </div>
    </form>
  );
}

export function ResolvePanel({ request, onDone }: { request: RequestRow; onDone: () => void }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useResolveRequest();
  function resolve(estado: 'aprobada' | 'rechazada') {
    if (estado === 'rechazada' && comment.trim() === '') {
      setError('Indica el motivo del rechazo');
      return;
    }
    mutation.mutate({ id: request.id, estado, comentario: comment.trim() || undefined });
    onDone();
  }
  return (
    <section aria-label="Resolver solicitud" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h3 className="font-semibold">
        {fullName(request.colaboradores)}: {label(LEAVE_LABELS, request.tipo)} del {formatDate(request.fecha_inicio)} al{' '}
        {formatDate(request.fecha_fin)} ({formatNumber(request.dias_habiles)} días hábiles)
      </h3>
      {request.motivo && <p className="text-sm">Motivo: {request.motivo}</p>}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="comentario-resolucion">Comentario</Label>
        <Textarea
          id="comentario-resolucion"
          value={comment}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button onClick={() => resolve('aprobada')}>Aprobar</Button>
        <Button variant="destructive" onClick={() => resolve('rechazada')}>
          Rechazar
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cerrar
        </Button>
      </div>
    </section>
  );
}

function HolidaysCard() {
  const holidays = useHolidays();
  const [fecha, setFecha] = useState('');
  const [nombre, setNombre] = useState('');
  const [error, setError] = useState<string | null>(null);
  const addOne = useAddHoliday({
    onSuccess: () => {
      setFecha('');
      setNombre('');
      toast.success('Feriado agregado');
    },
    onError: (e) =>
      setError(errorMessage(e).replace('Ya existe un registro con ese código.', 'Ya hay un feriado en esa fecha.')),
  });
  const removeOne = useDeleteHoliday();
  function add() {
    setError(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || nombre.trim() === '') {
      setError('Indica la fecha y el nombre del feriado');
      return;
    }
    addOne.mutate({ fecha, nombre: nombre.trim() });
  }
  const remove = (id: string) => removeOne.mutate(id);
  const upcoming = (holidays.data ?? []).filter((h) => h.fecha >= todayInChile());
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Feriados de la empresa</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <ul className="flex flex-col gap-1">
          {upcoming.map((h) => (
            <li key={h.id} className="flex items-center justify-between gap-2">
              <span>
                {formatDate(h.fecha)}: {h.nombre}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Eliminar feriado ${h.nombre} del ${formatDate(h.fecha)}`}
                onClick={() => remove(h.id)}
              >
                Eliminar
              </Button>
            </li>
          ))}
          {upcoming.length === 0 && <li className="text-muted-foreground">No hay feriados próximos registrados.</li>}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            Fecha
            <Input type="date" value={fecha} onChange={(e) => setFecha(e.target.value)} />
          </label>
          <label className="flex flex-col gap-1">
            Nombre
            <Input value={nombre} onChange={(e) => setNombre(e.target.value)} />
          </label>
          <Button variant="outline" onClick={() => add()}>
            Agregar feriado
          </Button>
        </div>
        {error && (
          <p className="text-destructive" role="alert">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export default function RequestsPage() {
  const viewer = useViewer();
  const { me, isAdmin, userId } = viewer;
  const requests = useRequests();
  const balances = useBalances();
  const params = useListParams(['estado', 'tipo'], { key: 'desde', dir: 'desc' });
  const [resolving, setResolving] = useState<RequestRow | null>(null);
  const cancel = useCancelRequest();

  const myBalance = balances.data?.find((b) => b.colaborador_id === me?.id);
  const all = useMemo(() => requests.data ?? [], [requests.data]);
  const rows = useMemo(
    () =>
      applyListParams(all, params, {
        searchText: (r) => `${fullName(r.colaboradores)} ${r.motivo ?? ''} ${r.colaboradores?.area ?? ''}`,
        filterValue: { estado: (r) => r.estado, tipo: (r) => r.tipo },
        sortValue: {
          desde: (r) => r.fecha_inicio,
          colaborador: (r) => fullName(r.colaboradores),
          dias: (r) => Number(r.dias_habiles),
        },
      }),
    [all, params],
  );

  const columns: ListColumn<RequestRow>[] = [
    {
      key: 'colaborador',
      header: 'Colaborador',
      sortable: true,
      cell: (r) => fullName(r.colaboradores),
      csv: (r) => fullName(r.colaboradores),
    },
    { key: 'tipo', header: 'Tipo', cell: (r) => label(LEAVE_LABELS, r.tipo), csv: (r) => label(LEAVE_LABELS, r.tipo) },
    {
      key: 'desde',
      header: 'Desde',
      sortable: true,
      cell: (r) => formatDate(r.fecha_inicio),
      csv: (r) => formatDate(r.fecha_inicio),
    },
    { key: 'hasta', header: 'Hasta', cell: (r) => formatDate(r.fecha_fin), csv: (r) => formatDate(r.fecha_fin) },
    {
      key: 'dias',
      header: 'Días hábiles',
      sortable: true,
      className: 'text-right tabular-nums',
      cell: (r) => formatNumber(r.dias_habiles),
      csv: (r) => Number(r.dias_habiles),
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (r) => (
        <Badge variant={STATE_VARIANT[r.estado as keyof typeof STATE_VARIANT] ?? 'outline'}>
          {label(REQUEST_STATE_LABELS, r.estado)}
        </Badge>
      ),
      csv: (r) => label(REQUEST_STATE_LABELS, r.estado),
    },
    {
      key: 'comentario',
      header: 'Comentario',
      cell: (r) => r.comentario_resolucion ?? '',
      csv: (r) => r.comentario_resolucion,
    },
    {
      key: 'acciones',
      header: 'Acciones',
      cell: (r) =>
        canResolve(r, viewer) ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setResolving(r)}
            aria-label={`Resolver solicitud de ${fullName(r.colaboradores)} del ${formatDate(r.fecha_inicio)}`}
          >
            Resolver
          </Button>
        ) : r.estado === 'pendiente' && r.colaboradores?.usuario_id === userId ? (
          <Button size="sm" variant="ghost" onClick={() => cancel.mutate({ id: r.id, estado: 'cancelada' })}>
            Cancelar
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      {me && me.estado === 'activo' && (
        <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
          <Card>
            <CardHeader className="pb-1">
              <CardTitle className="text-base">Mi saldo de vacaciones</CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              {myBalance ? (
                <>
                  <p className="text-3xl font-semibold tabular-nums" data-testid="mi-saldo">
                    {formatNumber(myBalance.disponible)}
                  </p>
                  <p className="text-muted-foreground">
                    días hábiles disponibles: {formatNumber(myBalance.acumulado)} acumulados (15 al año, 1,25 por mes),{' '}
                    {formatNumber(myBalance.tomados)} tomados y {formatNumber(myBalance.pendientes)} en solicitudes
                    pendientes.
                  </p>
                </>
              ) : (
                <p className="text-muted-foreground">Sin ficha registrada.</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-1">
              <CardTitle className="text-base">Pedir vacaciones o un permiso</CardTitle>
            </CardHeader>
            <CardContent>
              <NewRequestForm employee={me} />
            </CardContent>
          </Card>
        </div>
      )}
      {resolving && <ResolvePanel request={resolving} onDone={() => setResolving(null)} />}
      <section aria-label="Solicitudes" className="flex flex-col gap-3">
        <ListToolbar
          search={params.search}
          onSearch={params.setSearch}
          searchLabel="Buscar por colaborador o motivo"
          filters={[
            {
              name: 'estado',
              label: 'Estado',
              options: REQUEST_STATES.map((v) => ({ value: v, label: REQUEST_STATE_LABELS[v] })),
            },
            { name: 'tipo', label: 'Tipo', options: LEAVE_TYPES.map((v) => ({ value: v, label: LEAVE_LABELS[v] })) },
          ]}
          filterValues={params.filters}
          onFilter={params.setFilter}
        >
          <ExportCsvButton rows={rows} columns={columns} fileName="solicitudes.csv" />
        </ListToolbar>
        <QueryState query={requests} loadingLabel="Cargando solicitudes...">
          {() => (
            <DataList
              label="Solicitudes de ausencia"
              rows={rows}
              columns={columns}
              rowKey={(r) => r.id}
              sort={params.sort}
              onSort={params.toggleSort}
              total={all.length}
              empty={
                <EmptyState
                  title={all.length === 0 ? 'No hay solicitudes' : 'Ninguna solicitud coincide con los filtros'}
                >
                  Las tuyas y las de tu equipo aparecen aquí.
                </EmptyState>
              }
            />
          )}
        </QueryState>
      </section>
      {isAdmin && <HolidaysCard />}
    </div>
  );
}
