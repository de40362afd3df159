import type { MatrixRow, MatrixValue, Plan } from '../types';

export interface PlanHighlights {
  /** null for the first plan ('Incluye'); 'Todo lo de Starter, más:' for the others. */
  basedOn: string | null;
  items: string[];
}

function describe(row: MatrixRow, value: MatrixValue): string {
  return value === true ? row.nombre : `${row.nombre}: ${value}`;
}

/**
 * What a plan card lists, derived from the feature matrix so the two never disagree: the first plan
 * lists what it includes; each next plan lists what it adds or improves over the previous one.
 */
export function planHighlights(
  plans: readonly Plan[],
  matrix: readonly MatrixRow[],
  index: number,
  max = 4,
): PlanHighlights {
  const plan = plans[index];
  if (!plan) throw new RangeError(`No hay plan en la posición ${index}`);
  const previous = index > 0 ? plans[index - 1] : undefined;
  const items = matrix
    .filter((row) => {
      const value = row[plan.id];
      if (value === false) return false;
      return previous ? value !== row[previous.id] : true;
    })
    .map((row) => describe(row, row[plan.id]))
    .slice(0, max);
  return { basedOn: previous ? previous.nombre : null, items };
}
