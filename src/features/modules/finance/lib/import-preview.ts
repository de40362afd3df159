/**
 * The 'Importar del SII' preview: one row per document of the file, ready to import, with its
 * errors (each reason in Spanish), or a duplicate of an earlier row of the same file; then each
 * row's result from Postgres. Kept apart from the screen so it is tested on the fixtures.
 */
import { dteToImport } from './sii/dte-xml';
import type { ImportDocument, ImportResult } from './sii/import-document';
import type { SiiParsed } from './sii/sii-parse';

export type Side = 'emitido' | 'recibido';

export interface PreviewRow {
  /** Where it is in the file: 'Documento 2' (XML) or 'Fila 5' (the CSV's line). */
  where: string;
  label: string;
  status: 'listo' | 'error' | 'duplicado';
  messages: string[];
  document?: ImportDocument;
  /** Postgres's answer, once imported. */
  result?: ImportResult;
}

export interface ImportPreview {
  /** A problem of the whole file (nothing in it can be read). */
  error?: string;
  /** The register's kind, when the file is one ('compras' or 'ventas'). */
  register?: 'compras' | 'ventas';
  rows: PreviewRow[];
}

const docKey = (d: ImportDocument) => `${d.direccion}|${d.tipo_sii}|${d.folio}|${d.tercero.rut}`;

/** The preview of a parsed file; an XML's side from the company's RUT when known, else the one chosen. */
export function buildPreview(parsed: SiiParsed, side: { companyRut?: string | null; direction?: Side }): ImportPreview {
  if (parsed.kind === 'rcv') {
    const f = parsed.file;
    if (f.error) return { error: f.error, rows: [] };
    return {
      register: f.kind,
      rows: f.rows.map((r): PreviewRow => {
        const where = `Fila ${r.line}`;
        if (r.status === 'ok') return { where, label: r.label, status: 'listo', messages: [], document: r.document };
        if (r.status === 'duplicado') return { where, label: r.label, status: 'duplicado', messages: [r.message] };
        return { where, label: r.label, status: 'error', messages: r.errors };
      }),
    };
  }
  const f = parsed.file;
  if (f.error) return { error: f.error, rows: [] };
  const seen = new Map<string, string>();
  return {
    rows: f.documents.map((d): PreviewRow => {
      const where = `Documento ${d.index + 1}`;
      if (!d.ok) return { where, label: d.label, status: 'error', messages: d.errors };
      const sided = dteToImport(d.dte, side);
      if (!sided.ok) return { where, label: d.label, status: 'error', messages: [sided.error] };
      const key = docKey(sided.document);
      const first = seen.get(key);
      if (first)
        return {
          where,
          label: d.label,
          status: 'duplicado',
          messages: [`Repite ${first} del archivo: se importa una vez.`],
        };
      seen.set(key, where);
      return { where, label: d.label, status: 'listo', messages: [], document: sided.document };
    }),
  };
}

/** The documents to send, in the order of the rows that are ready. */
export const readyDocuments = (preview: ImportPreview) =>
  preview.rows.filter((r) => r.status === 'listo' && r.document).map((r) => r.document as ImportDocument);

/** Each ready row with its result (results come in the order of readyDocuments). */
export function withResults(preview: ImportPreview, results: readonly ImportResult[]): ImportPreview {
  const byIndex = new Map(results.map((r) => [r.indice, r]));
  let i = 0;
  return {
    ...preview,
    rows: preview.rows.map((r) => (r.status === 'listo' && r.document ? { ...r, result: byIndex.get(i++) } : r)),
  };
}

/** How many rows are in each state (before importing) or got each result (after). */
export function countRows(preview: ImportPreview) {
  const count = { listo: 0, error: 0, duplicado: 0, importado: 0, rechazado: 0, yaExistia: 0 };
  for (const r of preview.rows) {
    count[r.status]++;
    if (r.result?.resultado === 'importado') count.importado++;
    else if (r.result?.resultado === 'duplicado') count.yaExistia++;
    else if (r.result?.resultado === 'error') count.rechazado++;
  }
  return count;
}
