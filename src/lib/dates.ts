/**
 * The calendar of the companies using the suite: Chile's (America/Santiago), the zone in which the
 * database counts attendance days and due dates. "Today" is computed here and nowhere else, so a
 * browser set to another zone (or a laptop abroad) never disagrees with the database about the day.
 */
export const CHILE_TIME_ZONE = 'America/Santiago';

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHILE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Chile as a Postgres `date` ('2026-11-24'); `now` may be any moment. */
export function todayInChile(now: Date = new Date()): string {
  return DAY.format(now);
}

const DAY_MS = 86_400_000;

/** The day number of a 'YYYY-MM-DD' (days since 1970-01-01), for differences between days. */
export function dayNumber(isoDate: string): number {
  return Math.round(Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10)) / DAY_MS);
}

/** A 'YYYY-MM-DD' moved by `days` (negative goes back). */
export function addDays(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
