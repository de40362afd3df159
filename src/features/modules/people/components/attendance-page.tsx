import { todayInChile } from '@/lib/dates';
import { LogIn, LogOut } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { DataList, EmptyState, ExportCsvButton, QueryState, type ListColumn } from '@/kit';
import { formatDate, formatTime } from '@/lib/format';
import { useClock } from '../api/clock';
import { useDirectory } from '../api/get-directory';
import { useMarks } from '../api/get-marks';
import { useMyMarks } from '../api/get-my-marks';
import { useRecords } from '../api/get-records';
import { useRequests } from '../api/get-requests';
import { fullName, type EmployeeRow, type MarkRow, type RequestRow } from '../api/types';
import { LEAVE_LABELS, label } from '../lib/texts';
import { useViewer } from '../lib/use-viewer';

export interface DayRow {
  employee: EmployeeRow;
  mark: MarkRow | null;
  leave: RequestRow | null;
}

/** The day of a team: each person with their mark, or the approved leave that explains its absence. */
export function buildDay(
  team: readonly EmployeeRow[],
  marks: readonly MarkRow[],
  requests: readonly RequestRow[],
  day: string,
): DayRow[] {
  const markOf = new Map(marks.map((m) => [m.colaborador_id, m]));
  return team.map((employee) => ({
    employee,
    mark: markOf.get(employee.id) ?? null,
    leave:
      requests.find(
        (r) =>
          r.colaborador_id === employee.id && r.estado === 'aprobada' && r.fecha_inicio <= day && r.fecha_fin >= day,
      ) ?? null,
  }));
}

function status(r: DayRow): { text: string; variant: 'success' | 'secondary' | 'outline' | 'destructive' } {
  if (r.mark)
    return r.mark.salida
      ? { text: 'Jornada completa', variant: 'secondary' }
      : { text: 'Presente', variant: 'success' };
  if (r.leave) return { text: `Ausente: ${label(LEAVE_LABELS, r.leave.tipo)}`, variant: 'outline' };
  return { text: 'Sin marca', variant: 'destructive' };
}

const dayColumns: ListColumn<DayRow>[] = [
  { key: 'nombre', header: 'Colaborador', cell: (r) => fullName(r.employee), csv: (r) => fullName(r.employee) },
  { key: 'area', header: 'Área', cell: (r) => r.employee.area, csv: (r) => r.employee.area },
  {
    key: 'entrada',
    header: 'Entrada',
    cell: (r) => formatTime(r.mark?.entrada),
    csv: (r) => (r.mark?.entrada ? formatTime(r.mark.entrada) : ''),
  },
  {
    key: 'salida',
    header: 'Salida',
    cell: (r) => formatTime(r.mark?.salida),
    csv: (r) => (r.mark?.salida ? formatTime(r.mark.salida) : ''),
  },
  {
    key: 'estado',
    header: 'Estado',
    cell: (r) => {
      const s = status(r);
      return <Badge variant={s.variant}>{s.text}</Badge>;
    },
    csv: (r) => status(r).text,
  },
];

function MyAttendance({ me }: { me: EmployeeRow }) {
  const marks = useMyMarks(me.id);
  const clock = useClock({
    onSuccess: (_mark, what) => toast.success(what === 'in' ? 'Entrada registrada' : 'Salida registrada'),
  });
  const busy = clock.isPending;
  const today = todayInChile();
  const todayMark = marks.data?.find((m) => m.fecha === today);

  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="text-base">Mi asistencia de hoy ({formatDate(today)})</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <QueryState query={marks} loadingLabel="Cargando tus marcas...">
          {(list) => (
            <>
              <p aria-live="polite">
                {todayMark
                  ? todayMark.salida
                    ? `Entrada ${formatTime(todayMark.entrada)}, salida ${formatTime(todayMark.salida)}.`
                    : `Entrada marcada a las ${formatTime(todayMark.entrada)}.`
                  : 'Aún no marcas tu entrada.'}
              </p>
              <div className="flex gap-2">
                <Button disabled={busy || !!todayMark || me.estado !== 'activo'} onClick={() => clock.mutate('in')}>
                  <LogIn aria-hidden="true" /> Marcar entrada
                </Button>
                <Button
                  variant="outline"
                  disabled={busy || !todayMark || !!todayMark.salida}
                  onClick={() => clock.mutate('out')}
                >
                  <LogOut aria-hidden="true" /> Marcar salida
                </Button>
              </div>
              {list.length > 0 && (
                <details>
                  <summary className="cursor-pointer">Mis últimas marcas</summary>
                  <ul className="mt-2 flex flex-col gap-1">
                    {list.map((m) => (
                      <li key={m.id} className="tabular-nums">
                        {formatDate(m.fecha)}: {formatTime(m.entrada)} a {m.salida ? formatTime(m.salida) : '—'}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

export default function AttendancePage() {
  const { me, isAdmin } = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const day = searchParams.get('dia') ?? todayInChile();
  const directory = useDirectory();
  const records = useRecords();
  const marks = useMarks(day);
  const requests = useRequests();

  // The team whose marks the caller may read: everyone for an admin, else the reports (the
  // records the database lets them read, minus their own).
  const team = useMemo(() => {
    const visible = new Set((records.data ?? []).map((r) => r.colaborador_id));
    return (directory.data ?? []).filter(
      (e) => e.estado === 'activo' && (isAdmin || (visible.has(e.id) && e.id !== me?.id)),
    );
  }, [directory.data, records.data, isAdmin, me?.id]);
  const rows = useMemo(
    () => buildDay(team, marks.data ?? [], requests.data ?? [], day),
    [team, marks.data, requests.data, day],
  );
  const isManager = isAdmin || team.length > 0;

  return (
    <div className="flex flex-col gap-6">
      {me ? (
        <MyAttendance me={me} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Tu cuenta no está vinculada a una ficha de colaborador, así que no marcas asistencia.
        </p>
      )}
      {isManager && (
        <section aria-label="Asistencia del equipo" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <h2 className="text-lg font-semibold">Asistencia del equipo</h2>
            <label className="flex flex-col gap-1 text-xs text-muted-foreground">
              Día
              <Input
                type="date"
                value={day}
                onChange={(e) => setSearchParams(e.target.value ? { dia: e.target.value } : {}, { replace: true })}
              />
            </label>
            <div className="ml-auto">
              <ExportCsvButton rows={rows} columns={dayColumns} fileName={`asistencia-${day}.csv`} />
            </div>
          </div>
          <QueryState query={marks} loadingLabel="Cargando asistencia...">
            {() => (
              <DataList
                label={`Asistencia del ${formatDate(day)}`}
                rows={rows}
                columns={dayColumns}
                rowKey={(r) => r.employee.id}
                empty={
                  <EmptyState title="No hay personas en tu equipo">
                    La vista del día muestra a quienes te reportan.
                  </EmptyState>
                }
              />
            )}
          </QueryState>
        </section>
      )}
    </div>
  );
}
