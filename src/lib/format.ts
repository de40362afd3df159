/**
 * es-CL formats through Intl, one formatter per kind (building an Intl formatter is the costly
 * part, so each is made once). Dates stored as `YYYY-MM-DD` are calendar days, not instants: they
 * are formatted in UTC so a day never shifts with the browser's time zone.
 */
const LOCALE = 'es-CL';

const numberFormat = new Intl.NumberFormat(LOCALE);
const decimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const clpFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeStyle: 'short' });

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 12.345 (integers) or 12.345,67 (up to two decimals). Empty for null. */
export function formatNumber(value: Numeric): string {
  const n = toNumber(value);
  if (n === null) return '';
  return Number.isInteger(n) ? numberFormat.format(n) : decimalFormat.format(n);
}

/** $12.345 (Chilean pesos have no decimals). */
export function formatClp(value: Numeric): string {
  const n = toNumber(value);
  return n === null ? '' : clpFormat.format(n);
}

/** 0.25 → 25 %. */
export function formatPercent(value: Numeric): string {
  const n = toNumber(value);
  return n === null ? '' : percentFormat.format(n);
}

/** A calendar day (`2026-03-05` or a Date) as 05-03-2026. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** An instant in the browser's time zone, e.g. 05-03-2026, 14:30. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
