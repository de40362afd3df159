/**
 * The SII's purchase and sales register (Registro de Compras y Ventas, RCV) read in (issue 32): the
 * CSV the SII offers for each month ('Descargar detalles'), semicolon-separated, one document per
 * row. The register of purchases (RUT Proveedor) gives received documents, the one of sales (Rut
 * cliente) issued ones. Each row is validated with zod and its figures checked (IVA 19 % of the net,
 * total = net + exempt + IVA); a row that repeats the type, folio and RUT of an earlier one is
 * skipped, not doubled. The register has no lines: each document gets one affected line of its net
 * and one exempt line of its exempt amount, and a due date 30 days after its date (the register
 * does not say it).
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { isValidRut, normalizeRut } from '@/lib/rut';
import { isSiiCode, NOTE_CODES, SII_TYPES } from './amounts';
import { documentLabel, type ImportDocument, type ImportLine } from './import-document';

export type RcvKind = 'compras' | 'ventas';

export type RcvRow =
  | { line: number; label: string; status: 'ok'; document: ImportDocument }
  | { line: number; label: string; status: 'error'; errors: string[] }
  | { line: number; label: string; status: 'duplicado'; message: string };

export interface RcvFile {
  kind?: RcvKind;
  /** A problem of the whole file (not the SII's register, columns missing); then no rows. */
  error?: string;
  rows: RcvRow[];
}

/** Header as written in any case, with or without accents and dots. */
const norm = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The columns read, by the register (headers as the SII writes them). */
const COLUMNS = {
  compras: {
    tipo: 'Tipo Doc',
    rut: 'RUT Proveedor',
    nombre: 'Razon Social',
    folio: 'Folio',
    fecha: 'Fecha Docto',
    exento: 'Monto Exento',
    neto: 'Monto Neto',
    iva: 'Monto IVA Recuperable',
    ivaNoRecuperable: 'Monto Iva No Recuperable',
    total: 'Monto Total',
  },
  ventas: {
    tipo: 'Tipo Doc',
    rut: 'Rut cliente',
    nombre: 'Razon Social',
    folio: 'Folio',
    fecha: 'Fecha Docto',
    exento: 'Monto Exento',
    neto: 'Monto Neto',
    iva: 'Monto IVA',
    total: 'Monto total',
    tipoReferencia: 'Tipo Docto. Referencia',
    folioReferencia: 'Folio Docto. Referencia',
  },
} as const;
const REQUIRED = ['tipo', 'rut', 'nombre', 'folio', 'fecha', 'exento', 'neto', 'iva', 'total'] as const;

const amount = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' || v === '-' ? '0' : v))
    .pipe(z.string().regex(/^\d{1,15}$/, { error: `${label} debe ser un monto entero, sin puntos ni signo.` }))
    .transform((v) => BigInt(v));
const rowSchema = z.object({
  tipo: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: 'El tipo de documento (Tipo Doc) debe ser un código del SII.' })
    .transform(Number),
  rut: z
    .string()
    .trim()
    .refine(isValidRut, { error: (i) => `El RUT ${String(i.input) || 'vacío'} no es válido.` })
    .transform((v) => normalizeRut(v)!),
  nombre: z.string().trim().min(1, { error: 'Falta la razón social.' }),
  folio: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, { error: 'El folio debe ser un número.' })
    .transform(Number)
    .refine((n) => n > 0, { error: 'El folio debe ser mayor que cero.' }),
  fecha: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
      const iso = m ? `${m[3]}-${m[2]}-${m[1]}` : '';
      const d = new Date(`${iso}T00:00:00Z`);
      if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
        ctx.addIssue({ code: 'custom', message: `La fecha del documento (${v || 'vacía'}) debe ser DD/MM/AAAA.` });
        return z.NEVER;
      }
      return iso;
    }),
  exento: amount('El monto exento'),
  neto: amount('El monto neto'),
  iva: amount('El IVA'),
  ivaNoRecuperable: amount('El IVA no recuperable').optional(),
  total: amount('El monto total'),
  tipoReferencia: z.string().trim().optional(),
  folioReferencia: z.string().trim().optional(),
});

const plus30 = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
const roundDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** Text of a register: UTF-8 when it is, else Latin-1 (as older downloads are). */
function decodeCsv(input: string | Uint8Array): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input);
    } catch {
      text = new TextDecoder('windows-1252').decode(input);
    }
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Reads a register of purchases or sales: one result per data row, by its line in the file. */
export function parseRcvCsv(input: string | Uint8Array): RcvFile {
  const parsed = Papa.parse<string[]>(decodeCsv(input), { delimiter: ';', skipEmptyLines: 'greedy' });
  const [header, ...data] = parsed.data;
  const names = (header ?? []).map(norm);
  const kind: RcvKind | undefined = names.includes(norm(COLUMNS.compras.rut))
    ? 'compras'
    : names.includes(norm(COLUMNS.ventas.rut))
      ? 'ventas'
      : undefined;
  if (!kind)
    return {
      error:
        'El archivo no es el Registro de Compras y Ventas del SII: falta la columna «RUT Proveedor» (compras) o «Rut cliente» (ventas). Descárguelo desde el RCV con «Descargar detalles».',
      rows: [],
    };
  const columns: Record<string, string> = COLUMNS[kind];
  const index = Object.fromEntries(Object.entries(columns).map(([field, h]) => [field, names.indexOf(norm(h))]));
  const missing = REQUIRED.filter((f) => index[f] < 0).map((f) => `«${columns[f]}»`);
  if (missing.length) return { kind, error: `Faltan columnas del registro: ${missing.join(', ')}.`, rows: [] };

  const seen = new Map<string, number>();
  const rows: RcvRow[] = data.map((cells, i) => {
    const line = i + 2;
    const record = Object.fromEntries(
      Object.entries(index)
        .filter(([, at]) => at >= 0)
        .map(([field, at]) => [field, cells[at] ?? '']),
    );
    const result = rowSchema.safeParse(record);
    const label = /^\d+$/.test(record.tipo?.trim() ?? '')
      ? documentLabel(Number(record.tipo), record.folio?.trim())
      : `Fila ${line}`;
    if (!result.success)
      return { line, label, status: 'error', errors: [...new Set(result.error.issues.map((x) => x.message))] };
    const r = result.data;
    if (!isSiiCode(r.tipo))
      return {
        line,
        label,
        status: 'error',
        errors: [
          `El tipo de documento ${r.tipo} aún no se registra en Axel Finance (se registran 33, 34, 39, 41, 52, 56 y 61).`,
        ],
      };
    const key = `${r.tipo}|${r.folio}|${r.rut}`;
    const first = seen.get(key);
    if (first !== undefined)
      return {
        line,
        label,
        status: 'duplicado',
        message: `Repite el documento de la línea ${first} (mismo tipo, folio y RUT): se omite.`,
      };
    seen.set(key, line);

    const errors: string[] = [];
    const type = SII_TYPES[r.tipo];
    const iva = r.iva + (r.ivaNoRecuperable ?? 0n);
    if (type.exempt && (r.neto > 0n || iva > 0n))
      errors.push(`Un documento exento no lleva monto neto ni IVA (trae neto $${r.neto} e IVA $${iva}).`);
    if (!type.gross && iva !== roundDiv(r.neto * 19n, 100n))
      errors.push(`El IVA ($${iva}) no es el 19 % del monto neto ($${r.neto}).`);
    if (r.neto + r.exento + iva !== r.total)
      errors.push(
        `El total ($${r.total}) no es neto + exento + IVA ($${r.neto + r.exento + iva}): la fila trae otros impuestos, que Axel Finance aún no registra.`,
      );
    if (r.total === 0n) errors.push('La fila no trae montos.');
    const references =
      r.tipoReferencia && /^\d+$/.test(r.tipoReferencia) && r.folioReferencia && /^\d+$/.test(r.folioReferencia)
        ? [{ tipo: r.tipoReferencia, folio: r.folioReferencia }]
        : [];
    if (NOTE_CODES.includes(r.tipo) && references.length === 0)
      errors.push(
        kind === 'compras'
          ? 'El registro de compras no indica qué documento corrige esta nota: impórtela desde su XML.'
          : 'La fila no indica qué documento corrige esta nota (Tipo y Folio Docto. Referencia).',
      );
    if (errors.length) return { line, label, status: 'error', errors };

    const lines: ImportLine[] = [];
    const base = { cantidad: '1', descuento_pct: null, descuento_monto: 0 };
    const affected = type.gross ? r.neto + iva : r.neto;
    if (affected > 0n)
      lines.push({
        ...base,
        descripcion: 'Según el Registro de Compras y Ventas del SII',
        precio_unitario: String(affected),
        exento: false,
      });
    if (r.exento > 0n)
      lines.push({
        ...base,
        descripcion: 'Monto exento según el Registro de Compras y Ventas del SII',
        precio_unitario: String(r.exento),
        exento: true,
      });
    return {
      line,
      label,
      status: 'ok',
      document: {
        direccion: kind === 'compras' ? 'recibido' : 'emitido',
        tipo_sii: r.tipo,
        folio: r.folio,
        fecha_emision: r.fecha,
        fecha_vencimiento: plus30(r.fecha),
        origen: 'rcv',
        tercero: { rut: r.rut, nombre: r.nombre.slice(0, 200) },
        lineas: lines,
        referencias: references,
        totales: { neto: Number(r.neto), exento: Number(r.exento), iva: Number(iva), total: Number(r.total) },
      },
    };
  });
  return { kind, rows };
}
