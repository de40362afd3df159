import type { z } from 'zod';
import type { ParsedCsv } from './csv-parse';

/**
 * Parses a CSV file in a Web Worker (papaparse); where no Worker exists (tests in jsdom, very old
 * browsers) it parses on the main thread instead, loading papaparse then (not with every list).
 */
export function parseCsvFile(file: Blob): Promise<ParsedCsv> {
  if (typeof Worker === 'undefined')
    return Promise.all([file.text(), import('./csv-parse')]).then(([text, { parseCsvText }]) => parseCsvText(text));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ ok: true; result: ParsedCsv } | { ok: false; message: string }>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'No se pudo leer el archivo'));
    };
    worker.postMessage(file);
  });
}

export interface CsvImportColumn {
  /** The header in the file (the same as the export's, so an exported file imports back). */
  header: string;
  /** The field of the validated record. */
  field: string;
  required?: boolean;
}

export interface RowError {
  /** Line in the file (the header is line 1). */
  line: number;
  messages: string[];
}

export interface CsvValidation<T> {
  valid: Array<{ line: number; value: T }>;
  errors: RowError[];
  /** Required headers the file lacks: nothing is imported then. */
  missingHeaders: string[];
}

/**
 * Validates each row with a zod schema, after renaming the file's headers to fields. Empty cells
 * become undefined (so optional fields stay optional). `uniqueField` catches a key repeated inside
 * the file, which the database would otherwise refuse for the whole batch.
 */
export function validateCsvRows<S extends z.ZodType>(
  parsed: ParsedCsv,
  columns: readonly CsvImportColumn[],
  schema: S,
  { uniqueField }: { uniqueField?: string } = {},
): CsvValidation<z.output<S>> {
  const norm = (h: string) => h.trim().toLowerCase();
  const present = new Set(parsed.fields.map(norm));
  const missingHeaders = columns.filter((c) => c.required && !present.has(norm(c.header))).map((c) => c.header);
  if (missingHeaders.length) return { valid: [], errors: [], missingHeaders };

  const headerOf = new Map(parsed.fields.map((f) => [norm(f), f]));
  const structural = new Map<number, string[]>();
  for (const e of parsed.errors) structural.set(e.line, [...(structural.get(e.line) ?? []), e.message]);

  const valid: Array<{ line: number; value: z.output<S> }> = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  parsed.rows.forEach((raw, index) => {
    const line = index + 2;
    const record: Record<string, string | undefined> = {};
    for (const c of columns) {
      const source = headerOf.get(norm(c.header));
      const cell = source === undefined ? undefined : raw[source]?.trim();
      record[c.field] = cell === '' ? undefined : cell;
    }
    const messages = [...(structural.get(line) ?? [])];
    const result = schema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = columns.find((c) => c.field === issue.path[0]);
        messages.push(column ? `${column.header}: ${issue.message}` : issue.message);
      }
    }
    if (uniqueField && record[uniqueField]) {
      const key = record[uniqueField]!.toLowerCase();
      const first = seen.get(key);
      const column = columns.find((c) => c.field === uniqueField);
      if (first !== undefined)
        messages.push(`${column?.header ?? uniqueField}: repetido en la fila ${first} del archivo`);
      else seen.set(key, line);
    }
    if (messages.length) errors.push({ line, messages });
    else if (result.success) valid.push({ line, value: result.data });
  });
  return { valid, errors, missingHeaders };
}
