import Papa from 'papaparse';
import { restoreNeutralised } from '@/lib/csv';

/** A parsed CSV: the header row's names (trimmed) and one record per data row, by header. */
export interface ParsedCsv {
  fields: string[];
  rows: Record<string, string>[];
  /** Structural problems papaparse reports (a row with too few or too many cells), by file line. */
  errors: Array<{ line: number; message: string }>;
}

/** Parses CSV text with papaparse: header row, empty lines skipped, a leading BOM dropped, cells as exported. */
export function parseCsvText(text: string): ParsedCsv {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
    // A cell the export protected from formula injection ('+56...) reads back as it was.
    transform: (value) => restoreNeutralised(value),
  });
  const errors = result.errors
    // papaparse's "could not guess the delimiter" on a one-column file is not a problem.
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({
      // Data row index + 2 = the line in the file (line 1 is the header).
      line: (e.row ?? 0) + 2,
      message:
        e.code === 'TooFewFields'
          ? 'La fila tiene menos columnas que el encabezado'
          : e.code === 'TooManyFields'
            ? 'La fila tiene más columnas que el encabezado'
            : 'La fila no se pudo leer (revisa las comillas)',
    }));
  return { fields: (result.meta.fields ?? []).filter(Boolean), rows: result.data, errors };
}
