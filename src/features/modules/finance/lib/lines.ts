/**
 * The line editor's model: what a person types in each line (es-CL text, read by src/lib/parse.ts),
 * checked line by line in Spanish, and the amounts previewed exactly as Postgres will derive them
 * (lib/sii/amounts.ts: BigInt, the SII's rounding; never a float sum).
 */
import { parseDecimalText } from '@/lib/parse';
import type { LineInput, LineRow, ProductRow } from '../api/types';
import { DOC_TYPE_CODE, type DocType } from './labels';
import { documentAmounts, lineAmount, toMicro, type DocumentAmounts } from './sii/amounts';

export interface LineDraft {
  /** A stable key for React (not sent). */
  key: string;
  /** The catalogue's product, or '' for free text. */
  producto_id: string;
  descripcion: string;
  cantidad: string;
  unidad: string;
  precio: string;
  /** Discount percentage, '' for none. */
  descuento: string;
  exento: boolean;
}

export type LineField = 'descripcion' | 'cantidad' | 'unidad' | 'precio' | 'descuento';
export type LineErrors = Partial<Record<LineField, string>>;

let nextKey = 0;
const newKey = () => `l${++nextKey}`;

export const emptyLine = (exempt = false): LineDraft => ({
  key: newKey(),
  producto_id: '',
  descripcion: '',
  cantidad: '1',
  unidad: '',
  precio: '',
  descuento: '',
  exento: exempt,
});

/** '17990.5' → '17990,5': a stored decimal as a person types it back (es-CL decimal comma). */
export const decimalInput = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/\.0+$/, '')
        .replace(/(\.\d*?)0+$/, '$1')
        .replace('.', ',');

/** A stored line, editable again (a draft's lines). */
export const lineFromRow = (row: LineRow): LineDraft => ({
  key: newKey(),
  producto_id: row.producto_id ?? '',
  descripcion: row.descripcion,
  cantidad: decimalInput(row.cantidad),
  unidad: row.unidad ?? '',
  precio: decimalInput(row.precio_unitario),
  descuento: row.descuento_pct === null ? '' : decimalInput(row.descuento_pct),
  exento: row.exento,
});

/** Types whose lines are all exempt (the SII's 34 and 41). */
export const exemptType = (tipo: string) => tipo === 'factura_exenta' || tipo === 'boleta_exenta';
/** Types whose prices include IVA (the boleta, 39). */
export const grossType = (tipo: string) => tipo === 'boleta';

/** Whole pesos of a catalogue price (× 1.19 in a boleta, whose prices include IVA), as typed text. */
export function productPrice(product: Pick<ProductRow, 'precio'>, tipo: string): string {
  const micro = toMicro(String(product.precio));
  if (micro === null) return '';
  if (!grossType(tipo)) return decimalInput(String(product.precio));
  const scaled = micro * 119n; // × 10⁶ × 100
  const div = 100_000_000n;
  return ((2n * scaled + div) / (2n * div)).toString();
}

/** A line filled from a catalogue product (what it does not say stays as typed). */
export const withProduct = (line: LineDraft, product: ProductRow, tipo: string): LineDraft => ({
  ...line,
  producto_id: product.id,
  descripcion: product.nombre,
  unidad: product.unidad,
  precio: productPrice(product, tipo),
  exento: exemptType(tipo) || product.exento,
});

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

/** One line read: its values for Postgres, or its errors in Spanish. */
export function readLine(line: LineDraft, tipo: string): { input: LineInput | null; errors: LineErrors } {
  const errors: LineErrors = {};
  const descripcion = line.descripcion.trim();
  if (!descripcion) errors.descripcion = 'Describa el producto o servicio';
  else if (descripcion.length > 1000) errors.descripcion = 'Hasta 1.000 caracteres';
  const cantidad = parseDecimalText(line.cantidad);
  if (cantidad === null || cantidad.startsWith('-') || Number(cantidad) <= 0)
    errors.cantidad = 'Cantidad mayor que cero (ej.: 2 o 1,5)';
  else if (decimals(cantidad) > 6 || Number(cantidad) >= 1e9) errors.cantidad = 'Hasta 6 decimales';
  const precio = parseDecimalText(line.precio);
  if (precio === null || precio.startsWith('-')) errors.precio = 'Precio en pesos, cero o más (ej.: 12.500)';
  else if (decimals(precio) > 6) errors.precio = 'Hasta 6 decimales';
  else if (Number(precio) >= 1e12) errors.precio = 'Precio demasiado grande';
  let descuento: string | null = null;
  if (line.descuento.trim() !== '') {
    descuento = parseDecimalText(line.descuento.replace('%', ''));
    if (descuento === null || descuento.startsWith('-') || Number(descuento) > 100 || decimals(descuento) > 2)
      errors.descuento = 'Descuento entre 0 y 100 %, hasta 2 decimales';
  }
  const unidad = line.unidad.trim();
  if (unidad.length > 4) errors.unidad = 'Hasta 4 caracteres (UN, HR, KG)';
  if (Object.keys(errors).length > 0 || cantidad === null || precio === null) return { input: null, errors };
  return {
    input: {
      producto_id: line.producto_id || null,
      descripcion,
      cantidad,
      unidad: unidad ? unidad.toUpperCase() : null,
      precio_unitario: precio,
      descuento_pct: descuento,
      exento: exemptType(tipo) || line.exento,
    },
    errors,
  };
}

/** Every line read: the inputs when all are valid (and there is at least one), else the errors by line key. */
export function readLines(lines: readonly LineDraft[], tipo: string) {
  const errors: Record<string, LineErrors> = {};
  const inputs: LineInput[] = [];
  for (const line of lines) {
    const read = readLine(line, tipo);
    if (read.input) inputs.push(read.input);
    else errors[line.key] = read.errors;
  }
  const valid = Object.keys(errors).length === 0 && inputs.length > 0;
  return { inputs: valid ? inputs : null, errors };
}

/** A line's amount as Postgres derives it (whole pesos), or null while it is not valid. */
export function previewLine(line: LineDraft, tipo: string): bigint | null {
  const { input } = readLine(line, tipo);
  if (!input) return null;
  return (
    lineAmount({
      quantity: input.cantidad,
      unitPrice: input.precio_unitario,
      discountPercent: input.descuento_pct,
      exempt: input.exento,
    })?.amount ?? null
  );
}

/** The document's neto, exento, IVA and total from its valid lines, by its type's rules (exactly Postgres's). */
export function previewDocument(lines: readonly LineDraft[], tipo: string): DocumentAmounts {
  const amounts: Array<{ amount: bigint; exempt: boolean }> = [];
  for (const line of lines) {
    const amount = previewLine(line, tipo);
    if (amount !== null) amounts.push({ amount, exempt: exemptType(tipo) || line.exento });
  }
  return documentAmounts(DOC_TYPE_CODE[tipo as DocType] ?? 33, amounts);
}
