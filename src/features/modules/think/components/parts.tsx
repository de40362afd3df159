import { formatNumber } from '@/lib/format';
import type { ObjectiveWithProgress } from '../api/types';
import { objectiveStateLabel, objectiveStateTone } from '../lib/labels';

/** Progress as a bar with its figure; the bar is a progressbar for assistive technology. */
export function Progress({ value, label }: { value: number; label: string }) {
  const pct = Math.min(100, Math.max(0, value));
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-20 overflow-hidden rounded bg-muted"
      >
        <span className="block h-full bg-primary" style={{ width: `${pct}%` }} />
      </span>
      <span className="text-xs tabular-nums">{formatNumber(value)} %</span>
    </span>
  );
}

export function StateBadge({ estado }: { estado: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-medium ${objectiveStateTone(estado)}`}>
      {objectiveStateLabel(estado)}
    </span>
  );
}

/** Objectives as a forest: each with its depth, parents before their children, siblings by title. */
export function asTree(
  objectives: ObjectiveWithProgress[],
): Array<{ objective: ObjectiveWithProgress; depth: number }> {
  const ids = new Set(objectives.map((o) => o.id));
  const children = new Map<string | null, ObjectiveWithProgress[]>();
  for (const o of objectives) {
    // A parent the list does not hold (another period filtered out) makes the objective a root here.
    const parent = o.padre_id && ids.has(o.padre_id) ? o.padre_id : null;
    children.set(parent, [...(children.get(parent) ?? []), o]);
  }
  const out: Array<{ objective: ObjectiveWithProgress; depth: number }> = [];
  const walk = (parent: string | null, depth: number) => {
    for (const o of (children.get(parent) ?? []).sort((a, b) => a.titulo.localeCompare(b.titulo, 'es'))) {
      out.push({ objective: o, depth });
      walk(o.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
