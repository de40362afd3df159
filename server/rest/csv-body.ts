/**
 * `Content-Type: text/csv` request bodies (PostgREST's csvToJson): a header line of column names,
 * then one line per row; every value a string, `NULL` unquoted or quoted a SQL null. RFC 4180
 * quoting (`"a,b"`, `""` for a quote), CRLF or LF line ends. Pure.
 */
import { ApiError } from './errors.ts';

function invalid(message: string): ApiError {
  return new ApiError(400, 'PGRST102', message);
}

/** Splits CSV text into records of fields. Throws PGRST102 on an unclosed quote. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let i = 0;
  let quoted = false;
  let fieldStarted = false;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i++;
      } else {
        field += ch;
        i++;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      i++;
    } else if (ch === ',') {
      record.push(field);
      field = '';
      fieldStarted = false;
      i++;
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      fieldStarted = false;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      fieldStarted = true;
      i++;
    }
  }
  if (quoted) throw invalid('Unclosed double quote in the CSV body');
  if (fieldStarted || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The rows of a CSV body as JSON objects keyed by the header line's names. */
export function csvToRows(text: string): Record<string, string | null>[] {
  const [header, ...lines] = csvRecords(text);
  if (!header) return [];
  return lines.map((fields) => {
    if (fields.length !== header.length) throw invalid('All lines must have same number of fields');
    return Object.fromEntries(header.map((name, k) => [name, fields[k] === 'NULL' ? null : fields[k]]));
  });
}
