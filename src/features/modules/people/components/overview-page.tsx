import { todayInChile } from '@/lib/dates';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChartCard, FigureCard, OverviewGrid, QueryState } from '@/kit';
import { formatDate, formatNumber } from '@/lib/format';
import { useDirectory } from '../api/get-directory';
import { useMarks } from '../api/get-marks';
import { useRequests } from '../api/get-requests';
import { fullName, type EmployeeRow, type RequestRow } from '../api/types';
import { peoplePaths } from '../lib/paths';
import { LEAVE_LABELS, label } from '../lib/texts';

export interface PeopleFigures {
  headcount: number;
  byArea: Array<{ area: string; personas: number }>;
  absentToday: RequestRow[];
  pending: number;
}

/** The overview's figures from what the caller may read (the directory; requests by privacy). */
export function peopleFigures(
  directory: readonly EmployeeRow[],
  requests: readonly RequestRow[],
  today: string,
): PeopleFigures {
  const active = directory.filter((e) => e.estado === 'activo');
  const counts = new Map<string, number>();
  for (const e of active) counts.set(e.area || 'Sin área', (counts.get(e.area || 'Sin área') ?? 0) + 1);
  return {
    headcount: active.length,
    byArea: [...counts]
      .map(([area, personas]) => ({ area, personas }))
      .sort((a, b) => b.personas - a.personas || a.area.localeCompare(b.area, 'es')),
    absentToday: requests.filter((r) => r.estado === 'aprobada' && r.fecha_inicio <= today && r.fecha_fin >= today),
    pending: requests.filter((r) => r.estado === 'pendiente').length,
  };
}

export default function OverviewPage() {
  const directory = useDirectory();
  const requests = useRequests();
  const today = todayInChile();
  const marks = useMarks(today);
  const figures = useMemo(
    () => peopleFigures(directory.data ?? [], requests.data ?? [], today),
    [directory.data, requests.data, today],
  );

  return (
    <QueryState query={directory} loadingLabel="Cargando resumen...">
      {() => (
        <div className="flex flex-col gap-4">
          <OverviewGrid>
            <FigureCard
              label="Dotación activa"
              value={formatNumber(figures.headcount)}
              hint={`${formatNumber(figures.byArea.length)} áreas`}
            />
            <FigureCard
              label="Ausentes hoy"
              value={requests.isPending ? '…' : formatNumber(figures.absentToday.length)}
              hint="Con ausencia aprobada que puedes ver"
            />
            <FigureCard
              label="Solicitudes pendientes"
              value={requests.isPending ? '…' : formatNumber(figures.pending)}
              tone={figures.pending > 0 ? 'warning' : 'default'}
              hint={<Link to={`${peoplePaths.requests}?estado=pendiente`}>Ver solicitudes</Link>}
            />
            <FigureCard
              label="Marcaron entrada hoy"
              value={marks.isPending ? '…' : formatNumber(marks.data?.length ?? 0)}
              hint="De las marcas que puedes ver"
            />
          </OverviewGrid>
          <div className="grid gap-4 lg:grid-cols-2">
            <ChartCard
              title="Dotación por área"
              kind="bar"
              data={figures.byArea}
              xKey="area"
              xLabel="Área"
              series={[{ key: 'personas', label: 'Personas' }]}
            />
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Ausentes hoy</CardTitle>
              </CardHeader>
              <CardContent>
                {figures.absentToday.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nadie con ausencia aprobada hoy.</p>
                ) : (
                  <ul className="flex flex-col gap-1 text-sm">
                    {figures.absentToday.map((r) => (
                      <li key={r.id}>
                        <span className="font-medium">{fullName(r.colaboradores)}</span>: {label(LEAVE_LABELS, r.tipo)}{' '}
                        hasta el {formatDate(r.fecha_fin)}
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      )}
    </QueryState>
  );
}
