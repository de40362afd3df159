import { todayInChile } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { EmptyState } from '@/kit';
import { useToggleActivity } from '../api/toggle-activity';
import type { Activity } from '../api/types';
import { ACTIVITY_LABEL, type ActivityType } from '../lib/labels';

export function DueBadge({
  activity,
  today,
}: {
  activity: Pick<Activity, 'completada' | 'fecha_vencimiento'>;
  today: string;
}) {
  if (activity.completada) return <Badge variant="success">Hecha</Badge>;
  if (activity.fecha_vencimiento < today) return <Badge variant="destructive">Vencida</Badge>;
  if (activity.fecha_vencimiento === today) return <Badge>Hoy</Badge>;
  return null;
}

/** Activities with a checkbox to mark each done (shown at once, rolled back if refused). */
export function ActivityList({
  activities,
  empty,
  describe,
}: {
  activities: readonly Activity[];
  empty: string;
  describe?: (a: Activity) => string;
}) {
  const toggle = useToggleActivity();
  const today = todayInChile();
  if (activities.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="flex flex-col divide-y rounded-md border" aria-label="Actividades">
      {activities.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={a.completada}
            aria-label={`${a.completada ? 'Marcar pendiente' : 'Marcar hecha'}: ${a.asunto}`}
            onChange={(e) => toggle.mutate({ id: a.id, completada: e.target.checked })}
          />
          <span className="w-20 text-xs text-muted-foreground">{ACTIVITY_LABEL[a.tipo as ActivityType] ?? a.tipo}</span>
          <span className={a.completada ? 'flex-1 text-muted-foreground line-through' : 'flex-1 font-medium'}>
            {a.asunto}
            {describe && <span className="block text-xs font-normal text-muted-foreground">{describe(a)}</span>}
          </span>
          <span className="whitespace-nowrap text-xs">{formatDate(a.fecha_vencimiento)}</span>
          <DueBadge activity={a} today={today} />
        </li>
      ))}
    </ul>
  );
}
