/**
 * A document read from the SII (a DTE's XML or a row of the purchase and sales register) as
 * public.fin_importar_documentos takes it (supabase/migrations/20261127212830_fin_importar_y_lineas.sql),
 * and what it answers per document. Database names, since these objects go to Postgres unchanged.
 */
import { SII_TYPES, isSiiCode } from './amounts';

export interface ImportLine {
  descripcion: string;
  detalle?: string;
  codigo?: string;
  /** Decimal text, up to 6 decimals. */
  cantidad: string;
  unidad?: string;
  precio_unitario: string;
  descuento_pct: string | null;
  /** Whole pesos. */
  descuento_monto: number;
  exento: boolean;
}

export interface ImportParty {
  rut: string;
  nombre: string;
  giro?: string;
  direccion?: string;
  comuna?: string;
}

/** The SII's Referencia: tipo is an SII code ('33', '801' a purchase order, 'HES' ...). */
export interface ImportReference {
  tipo: string;
  folio: string;
  fecha?: string;
  /** 1 annuls the document, 2 corrects its text, 3 corrects its amounts. */
  codigo?: number;
  razon?: string;
}

export interface ImportDocument {
  /** emitido: the company's sale (the party is the buyer); recibido: a purchase (the party is the issuer). */
  direccion: 'emitido' | 'recibido';
  tipo_sii: number;
  folio: number;
  fecha_emision: string;
  fecha_vencimiento?: string;
  origen: 'xml' | 'rcv';
  descripcion?: string;
  tercero: ImportParty;
  lineas: ImportLine[];
  referencias: ImportReference[];
  /** The file's own figures, checked again by Postgres against what it derives from the lines. */
  totales: { neto: number; exento: number; iva: number; total: number };
}

/** fin_importar_documentos' answer for one document (indice: its position in the batch sent). */
export interface ImportResult {
  indice: number;
  resultado: 'importado' | 'duplicado' | 'error';
  documento_id?: string;
  mensaje: string;
}

/** How many documents one call sends: the function takes up to 500, and a call stays short. */
export const IMPORT_BATCH_SIZE = 100;

/**
 * Sends the documents in batches through `send` (the RPC call, phase B's api/ function) and returns
 * one result per document, in the order given; `onProgress` after each batch.
 */
export async function importInBatches(
  documents: readonly ImportDocument[],
  send: (batch: ImportDocument[]) => Promise<ImportResult[]>,
  onProgress?: (done: number, total: number) => void,
  size = IMPORT_BATCH_SIZE,
): Promise<ImportResult[]> {
  const results: ImportResult[] = [];
  for (let start = 0; start < documents.length; start += size) {
    const batch = documents.slice(start, start + size);
    const answered = await send(batch);
    for (const r of answered) results.push({ ...r, indice: start + r.indice });
    onProgress?.(Math.min(start + size, documents.length), documents.length);
  }
  return results;
}

/** 'Factura electrónica N° 60' (the SII's name of the type), or 'Documento tipo 46 N° 60'. */
export function documentLabel(code: number, folio: number | string | null | undefined): string {
  const name = isSiiCode(code) ? SII_TYPES[code].name : `Documento tipo ${code}`;
  return folio === null || folio === undefined || folio === '' ? name : `${name} N° ${folio}`;
}
