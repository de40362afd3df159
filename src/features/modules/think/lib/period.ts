import { todayInChile } from '@/lib/dates';

/** Periods as the database writes them: '2026' (a year) or '2026-T1' (a quarter). */
export const PERIOD_PATTERN = /^\d{4}(-T[1-4])?$/;

export function periodLabel(periodo: string): string {
  const m = /^(\d{4})-T([1-4])$/.exec(periodo);
  return m ? `T${m[2]} ${m[1]}` : `Año ${periodo}`;
}

/** This year, its quarters, and next year, the current quarter first (the form's choices). */
export function periodChoices(today: string = todayInChile()): Array<{ value: string; label: string }> {
  const year = Number(today.slice(0, 4));
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  const values = [`${year}-T${quarter}`, String(year)];
  for (let q = 1; q <= 4; q++) if (q !== quarter) values.push(`${year}-T${q}`);
  values.push(String(year + 1), `${year + 1}-T1`);
  return values.map((value) => ({ value, label: periodLabel(value) }));
}

/** Whether a period covers a day (both as the database writes them). */
export function isCurrentPeriod(periodo: string, today: string): boolean {
  const year = today.slice(0, 4);
  if (periodo === year) return true;
  const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return periodo === `${year}-T${quarter}`;
}
