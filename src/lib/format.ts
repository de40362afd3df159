/**
 * The one es-CL formatting module (issue 16 "one voice"): every date, date-time, number and amount a
 * user reads goes through here, so the whole suite writes '22 abr 2025', '24 nov 2026, 00:21',
 * '2.000' and '$1.199' the same way.
 *
 * Dates are written with the month's short name, never as '22-04-2025' (ambiguous next to other
 * locales' month-first order); times use the 24-hour clock, as Chilean offices write them.
 */
export const LOCALE = 'es-CL';

const DATE = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat(LOCALE);
const DECIMAL = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const CLP = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

function dateTimeFormat(timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
}
const DATE_TIME = dateTimeFormat();

/** Drops the full stop some ICU versions put after a short month ('abr.' → 'abr'). */
const tidy = (text: string) => text.replace(/(\p{L})\./gu, '$1');

/** A Postgres `date` ('2025-04-22', or a Date's calendar day in UTC) as '22 abr 2025', with no
 * time-zone shift; '—' when absent. */
export function formatDate(isoDate: string | Date | null | undefined): string {
  if (!isoDate) return '—';
  const d = isoDate instanceof Date ? isoDate : new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? String(isoDate) : tidy(DATE.format(d));
}

/** A Postgres `date` without its year, for a chart's axis: '22 abr'; '—' when absent. */
export function formatDayMonth(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : tidy(DAY_MONTH.format(d));
}

/** A timestamptz as '24 nov 2026, 00:21' in the user's time zone (or the one given); '—' when absent. */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return tidy((timeZone ? dateTimeFormat(timeZone) : DATE_TIME).format(d));
}

/** What the database sends for a number: numeric columns arrive as text. */
type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A count or quantity: '2.000', '12.345,67' (at most two decimals); '' when absent. */
export function formatNumber(value: Numeric): string {
  const n = toNumber(value);
  return n === null ? '' : Number.isInteger(n) ? NUMBER.format(n) : DECIMAL.format(n);
}

/** A chart axis's tick, short enough for a narrow axis: '950', '150 mil', '1,5 M', '60 M'. */
export function formatAxisNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${ONE_DECIMAL.format(value / 1_000_000)} M`;
  if (abs >= 1_000) return `${ONE_DECIMAL.format(value / 1_000)} mil`;
  return ONE_DECIMAL.format(value);
}

/**
 * An amount in Chilean pesos: '$1.199' (no decimals); '' when absent. Whole pesos given as text
 * (numeric sums from Postgres) are formatted exactly, past 2^53 too.
 */
export function formatCLP(value: Numeric): string {
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return CLP.format(BigInt(value.trim()));
  const n = toNumber(value);
  return n === null ? '' : CLP.format(n);
}

/** Today's date in the user's calendar as a Postgres `date` ('2026-11-24'); `now` may be any moment. */
export function todayIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
