/**
 * The one es-CL input parser: what people type (or a spreadsheet writes) as a number, an amount or
 * a date, read the same way in every form and every CSV import (docs/design.md §9).
 *
 * Numbers: the dot groups thousands and the comma is the decimal mark, as Chile writes them:
 * '12.500' is twelve thousand five hundred, '2,5' two and a half, '12.500,5', '1.234.567',
 * '$ 1.200', '-1.000', '-$1.000'. A dot that cannot be a thousands mark ('2.5', '12500.75', what a
 * numeric keypad or a program writes) is read as the decimal mark. Anything else is refused (null),
 * never guessed: '1,2,3', '12.50.0', '1.2345,6'.
 *
 * Dates: '2026-03-05', '05-03-2026', '5/3/2026', '05.03.2026' (day first) and '8 ene 2024',
 * '8 de enero de 2024' (the short month names lib/format.ts writes, so an export imports back).
 */

/** A number as text in the canonical form ('-12500.5', '0.25'), or null when it is not one. */
export function parseDecimalText(input: string): string | null {
  let text = input.replace(/[\s\u00a0\u202f]/g, '');
  let negative = false;
  // Sign and currency in either order: '-$1.000', '$-1.000', '$1.000'.
  for (;;) {
    if (text.startsWith('-') && !negative) {
      negative = true;
      text = text.slice(1);
    } else if (text.startsWith('+')) {
      text = text.slice(1);
    } else if (text.startsWith('$')) {
      text = text.slice(1);
    } else break;
  }
  let whole: string;
  let fraction = '';
  if (text.includes(',')) {
    // The comma is the decimal mark; dots before it can only group thousands.
    const m = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d+)$/.exec(text);
    if (!m) return null;
    whole = m[1].replace(/\./g, '');
    fraction = m[2];
  } else if (/^[1-9]\d{0,2}(?:\.\d{3})+$/.test(text)) {
    whole = text.replace(/\./g, '');
  } else {
    const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
    if (!m) return null;
    whole = m[1];
    fraction = m[2] ?? '';
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const body = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** A number people type, or null: parseNumber('12.500') === 12500, parseNumber('2,5') === 2.5. */
export function parseNumber(input: string): number | null {
  const text = parseDecimalText(input);
  if (text === null) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * An amount in whole Chilean pesos, exactly (digits as text, BigInt-safe): '$ 1.200' → '1200',
 * '-1.000' → '-1000'. CLP has no decimals: '1.200,5' is refused (null).
 */
export function parsePesos(input: string): string | null {
  const text = parseDecimalText(input);
  return text !== null && /^-?\d+$/.test(text) ? text : null;
}

const MONTHS: Record<string, number> = {
  ene: 1,
  enero: 1,
  feb: 2,
  febrero: 2,
  mar: 3,
  marzo: 3,
  abr: 4,
  abril: 4,
  may: 5,
  mayo: 5,
  jun: 6,
  junio: 6,
  jul: 7,
  julio: 7,
  ago: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  set: 9,
  septiembre: 9,
  setiembre: 9,
  oct: 10,
  octubre: 10,
  nov: 11,
  noviembre: 11,
  dic: 12,
  diciembre: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A real calendar day as 'YYYY-MM-DD', or null ('2026-02-30' is not one). */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar day people type, as a Postgres `date` ('YYYY-MM-DD'), or null. */
export function parseDay(input: string): string | null {
  const text = input.trim().toLowerCase();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (m) return isoDay(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (m) return isoDay(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})(?:\s+de)?[\s-]+([a-zñ]+)\.?(?:\s+de)?[\s-]+(\d{4})$/.exec(text);
  if (m && MONTHS[m[2]]) return isoDay(+m[3], MONTHS[m[2]], +m[1]);
  return null;
}
