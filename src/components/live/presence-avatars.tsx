import type { PresenceMeta } from '@/lib/live-presence';
import { cn } from '@/lib/utils';

/** Up to two initials of a name ('Ana Torres' → 'AT'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return (first + last).toLocaleUpperCase('es-CL');
}

const MAX_SHOWN = 5;

/**
 * The others looking at the same screen (usePresence): their initials in circles, each named for
 * the pointer (title) and for a screen reader (the group's label lists them). Nothing when alone.
 */
export function PresenceAvatars({ others, className }: { others: readonly PresenceMeta[]; className?: string }) {
  if (others.length === 0) return null;
  const names = others.map((o) => o.name || 'Otra persona');
  const label = names.length === 1 ? `También está mirando: ${names[0]}` : `También están mirando: ${names.join(', ')}`;
  const shown = others.slice(0, MAX_SHOWN);
  return (
    <div role="group" aria-label={label} className={cn('flex items-center gap-2', className)} data-testid="presencia">
      <span className="text-xs text-muted-foreground" aria-hidden="true">
        También mirando
      </span>
      <ul className="flex -space-x-2" aria-hidden="true">
        {shown.map((o, i) => (
          <li
            key={o.userId}
            title={names[i]}
            className="flex size-7 items-center justify-center rounded-full border-2 border-background bg-primary text-[0.65rem] font-semibold text-primary-foreground"
          >
            {initials(o.name)}
          </li>
        ))}
        {others.length > MAX_SHOWN && (
          <li className="flex size-7 items-center justify-center rounded-full border-2 border-background bg-muted text-[0.65rem] font-semibold">
            +{others.length - MAX_SHOWN}
          </li>
        )}
      </ul>
    </div>
  );
}
