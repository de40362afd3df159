import { todayInChile } from '@/lib/dates';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/format';
import { QueryState, useModuleUser } from '@/kit';
import { useParties } from '@/lib/parties/get-parties';
import { useActivities } from '../api/get-activities';
import { useOpportunities } from '../api/get-opportunities';
import type { Activity } from '../api/types';
import { ActivityList } from './activity-list';

/** Splits the signed-in user's pending activities into overdue, due today and upcoming. */
export function groupPending(activities: readonly Activity[], userId: string | undefined, today: string) {
  const mine = activities
    .filter((a) => !a.completada && a.responsable_id === userId)
    .sort((a, b) =>
      a.fecha_vencimiento < b.fecha_vencimiento
        ? -1
        : a.fecha_vencimiento > b.fecha_vencimiento
          ? 1
          : a.asunto.localeCompare(b.asunto, 'es-CL'),
    );
  return {
    overdue: mine.filter((a) => a.fecha_vencimiento < today),
    today: mine.filter((a) => a.fecha_vencimiento === today),
    upcoming: mine.filter((a) => a.fecha_vencimiento > today),
  };
}

/** 'Mis pendientes': the signed-in user's calls, meetings, e-mails and tasks not done yet. */
export default function ActivitiesPage() {
  const query = useActivities();
  const opportunities = useOpportunities();
  const accounts = useParties();
  const { userId } = useModuleUser();
  const today = todayInChile();
  const oppName = useMemo(() => new Map((opportunities.data ?? []).map((o) => [o.id, o.nombre])), [opportunities.data]);
  const accountName = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.id, a.nombre])), [accounts.data]);
  const describe = (a: Activity) =>
    [a.oportunidad_id ? oppName.get(a.oportunidad_id) : null, a.tercero_id ? accountName.get(a.tercero_id) : null]
      .filter(Boolean)
      .join(' · ');
  return (
    <QueryState query={query} loadingLabel="Cargando pendientes..." errorTitle="No se pudieron cargar tus pendientes">
      {(all) => {
        const groups = groupPending(all, userId, today);
        return (
          <div className="flex flex-col gap-6">
            {(
              [
                ['Vencidas', groups.overdue, 'No tienes actividades vencidas'],
                ['Para hoy', groups.today, 'Nada para hoy'],
                ['Próximas', groups.upcoming, 'No tienes actividades próximas'],
              ] as const
            ).map(([title, rows, empty]) => (
              <section key={title} className="flex flex-col gap-2" aria-label={title}>
                <h2 className="font-semibold">
                  {title}{' '}
                  <span className="text-sm font-normal text-muted-foreground">({formatNumber(rows.length)})</span>
                </h2>
                <ActivityList activities={rows} empty={empty} describe={describe} />
              </section>
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
