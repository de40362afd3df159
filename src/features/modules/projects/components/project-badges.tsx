import { Badge } from '@/components/ui/badge';
import { formatNumber } from '@/lib/format';
import { PROJECT_STATE_LABEL, type ProjectState } from '../lib/labels';

/** A project's state. */
export function ProjectStateBadge({ estado }: { estado: string }) {
  const variant =
    estado === 'terminado'
      ? 'success'
      : estado === 'en_curso'
        ? 'default'
        : estado === 'cancelado'
          ? 'outline'
          : 'secondary';
  return <Badge variant={variant}>{PROJECT_STATE_LABEL[estado as ProjectState] ?? estado}</Badge>;
}

/** A progress bar with its figure in words (the bar itself is decoration). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex min-w-28 items-center gap-2">
      <span className="h-2 w-16 overflow-hidden rounded bg-muted" aria-hidden="true">
        <span className="block h-full bg-primary" style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </span>
      <span className="text-xs tabular-nums" aria-label={label}>
        {formatNumber(value)} %
      </span>
    </span>
  );
}
