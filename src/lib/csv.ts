/**
 * CSV files people open in a spreadsheet (RFC 4180 with the choices docs/design.md §4 makes):
 * UTF-8 with a byte-order mark (so Excel reads accents correctly), every value quoted (a quote
 * inside a value is doubled), CRLF line ends, and formula-like cells neutralised.
 *
 * Large files are built in chunks that yield to the browser between them, into a Blob made of the
 * chunks' strings, so exporting tens of thousands of rows never freezes the page.
 */

import { CSV_MIME, csvHead, rowLine, type CsvColumn } from '../../supabase/functions/_shared/csv';

export {
  CSV_BOM,
  CSV_EOL,
  CSV_MIME,
  csvCell,
  csvHead,
  csvLine,
  neutraliseFormula,
  restoreNeutralised,
  toCsv,
  type CsvColumn,
  type CsvValue,
} from '../../supabase/functions/_shared/csv';

/** Gives the browser a turn (input, paint) before going on. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export interface CsvBlobOptions {
  /** Rows per chunk; the builder yields to the browser after each. */
  chunkSize?: number;
  signal?: AbortSignal;
  /** Called after each chunk with the rows written so far. */
  onProgress?: (rowsDone: number) => void;
  /** How to give the browser a turn between chunks (tests pass their own). */
  yieldFn?: () => Promise<void>;
  /** Start with the BOM and the header line (default); false: the rows alone, a later part of a file. */
  header?: boolean;
}

/**
 * Builds the file as a Blob of parts (BOM and header, then one string per chunk of rows),
 * yielding between chunks so a large export keeps the page responsive.
 */
export async function buildCsvBlob<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  { chunkSize = 2_000, signal, onProgress, yieldFn = yieldToBrowser, header = true }: CsvBlobOptions = {},
): Promise<Blob> {
  const size = Math.max(1, Math.floor(chunkSize));
  const parts: string[] = header ? [csvHead(columns)] : [];
  for (let start = 0; start < rows.length; start += size) {
    signal?.throwIfAborted();
    const end = Math.min(rows.length, start + size);
    let chunk = '';
    for (let i = start; i < end; i++) chunk += rowLine(rows[i], columns);
    parts.push(chunk);
    onProgress?.(end);
    if (end < rows.length) await yieldFn();
  }
  signal?.throwIfAborted();
  return new Blob(parts, { type: CSV_MIME });
}

/** Saves a Blob as a file through a temporary object URL and a download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started by now; give the browser a moment before releasing the data.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
