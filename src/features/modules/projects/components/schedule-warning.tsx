import { TriangleAlert } from 'lucide-react';
import { formatDate } from '@/lib/format';
import type { ScheduleConflict } from '../lib/progress';

/** Tasks scheduled to start before a task they wait for ends, said plainly (a warning, not a refusal). */
export function ConflictWarning({ conflicts }: { conflicts: readonly ScheduleConflict[] }) {
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <ul className="flex flex-col gap-1">
        {conflicts.map((c) => (
          <li key={`${c.task.id}-${c.prerequisite.id}`}>
            «{c.task.titulo}» empieza el {formatDate(c.task.fecha_inicio)}, antes de que termine «
            {c.prerequisite.titulo}» (vence el {formatDate(c.prerequisite.fecha_vencimiento)}), de la que depende.
          </li>
        ))}
      </ul>
    </div>
  );
}
