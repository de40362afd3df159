/**
 * CSV text as the suite writes it (RFC 4180 with the choices docs/design.md §4 makes): UTF-8 with a
 * byte-order mark (so Excel reads accents correctly), every value quoted (a quote inside a value is
 * doubled), CRLF line ends, and formula-like cells neutralised. Runtime-neutral (no DOM, no Node):
 * the SPA's files (src/lib/csv.ts) and the functions that stream a CSV from the server
 * (export-effective-access) write the same bytes.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** U+FEFF, written first: it tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';
export const CSV_MIME = 'text/csv;charset=utf-8';

/**
 * Characters that make a spreadsheet read a cell as a formula (or that some strip before doing so):
 * `=`, `+`, `-`, `@`, tab and carriage return (OWASP's "CSV injection" list).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Formula injection: a cell such as `=HYPERLINK(...)` or `@SUM(...)` would run as a formula when
 * the file is opened. A text value that starts with one of those characters is prefixed with a
 * single quote ('), which spreadsheets read as "this is text" and do not show. Numbers and booleans
 * are never formulas and are written as they are (so -5 stays a number).
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * What an import reads back from a cell this module wrote: a text the export neutralised ('+56 9...
 * written as \'+56 9...) loses its quote again, so an exported file imports unchanged.
 */
export function restoreNeutralised(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * A number as es-CL writes it in a file a Chilean spreadsheet and our imports both read the same:
 * the decimal mark is a comma ('2,5'), no thousands mark ('12500'; lib/parse.ts reads both).
 */
function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** One cell: neutralised if formula-like, quotes doubled, always quoted. null/undefined are empty. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text =
    typeof value === 'string' ? neutraliseFormula(value) : typeof value === 'number' ? csvNumber(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',') + CSV_EOL;
}

/** One row's line (CRLF-terminated). */
export function rowLine<T>(row: T, columns: readonly CsvColumn<T>[]): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    if (i > 0) line += ',';
    line += csvCell(columns[i].value(row));
  }
  return line + CSV_EOL;
}

/** What a file starts with: the BOM and the header line. */
export function csvHead<T>(columns: readonly CsvColumn<T>[]): string {
  return CSV_BOM + csvLine(columns.map((c) => c.header));
}

/** The whole file as one string (BOM, header, rows): for small sets and tests. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  let out = csvHead(columns);
  for (const row of rows) out += rowLine(row, columns);
  return out;
}
