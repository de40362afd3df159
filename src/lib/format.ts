/**
 * The one es-CL formatting module (issue 16 "one voice"): every date, date-time, number and amount a
 * user reads goes through here, so the whole suite writes '22 abr 2025', '24 nov 2026, 00:21',
 * '2.000' and '$1.199' the same way.
 *
 * Dates are written with the month's short name, never as '22-04-2025' (ambiguous next to other
 * locales' month-first order); times use the 24-hour clock, as Chilean offices write them.
 */
import { CHILE_TIME_ZONE } from './dates';

export const LOCALE = 'es-CL';

const DATE = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DAY_MONTH = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: CHILE_TIME_ZONE,
});
const NUMBER = new Intl.NumberFormat(LOCALE);
const DECIMAL = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const ONE_DECIMAL = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const CLP = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
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
const DATE_TIME = dateTimeFormat(CHILE_TIME_ZONE);

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

/** A Postgres `date`'s month: 'nov 2026' (a chart's axis, a cash-flow row). */
export function formatMonth(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : tidy(MONTH.format(d));
}

/**
 * A timestamptz as '24 nov 2026, 00:21' on Chile's clock (the companies' clock, the one "today"
 * is read on: lib/dates.ts), or in the zone given; '—' when absent.
 */
export function formatDateTime(iso: string | Date | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return tidy((timeZone ? dateTimeFormat(timeZone) : DATE_TIME).format(d));
}

/** A timestamptz's time of day on Chile's clock, 24-hour: '15:09' (never '03:09 p. m.'); '—' when absent. */
export function formatTime(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const d = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(d.getTime()) ? String(iso) : TIME.format(d);
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
 * An amount in Chilean pesos: '$1.199' (no decimals), a negative one '-$1.000.000' (the sign before
 * the symbol, as Chile writes it; ICU writes '$-1.000.000'); '' when absent. Whole pesos given as
 * text (numeric sums from Postgres) are formatted exactly, past 2^53 too.
 */
export function formatCLP(value: Numeric | bigint): string {
  let amount: bigint | number;
  if (typeof value === 'bigint') amount = value;
  else if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) amount = BigInt(value.trim());
  else {
    const n = toNumber(value);
    if (n === null) return '';
    amount = Math.round(n);
  }
  const negative = amount < 0;
  const text = CLP.format(negative ? -amount : amount);
  return negative ? `-${text}` : text;
}

/**
 * A server's message in the suite's voice: the numbers Postgres writes into a refusal ('pides 63.00
 * días', 'el monto ($150000)') as a person reads them ('63', '$150.000').
 */
export function localizeNumbers(message: string): string {
  return message
    .replace(/\$\s?(-?\d+(?:\.\d+)?)(?![\d.,])/g, (_, n: string) => formatCLP(Number(n)))
    .replace(/(?<![\d.,$])(\d+)\.(\d+)(?![\d.,])/g, (_, whole: string, fraction: string) =>
      formatNumber(`${whole}.${fraction}`),
    );
}
