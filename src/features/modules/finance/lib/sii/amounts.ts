/**
 * The SII's arithmetic of a document, exactly as Postgres derives it
 * (private.fin_montos_lineas and fin_documento_lineas.monto in
 * supabase/migrations/20261127212829_fin_lineas_tipos_sii.sql), in exact integers (BigInt), never
 * floats:
 *
 * - a line's amount (MontoItem) = round(quantity × unit price) − discount, the discount being
 *   round(quantity × unit price × % / 100) or an amount; whole pesos, halves rounded up;
 * - neto = the affected lines' sum, exento = the exempt lines' sum (every line of an exempt type),
 *   IVA = round(neto × 19 / 100) on the whole base; in a boleta (39) prices include IVA, so
 *   neto = round(affected / 1.19) and IVA = affected − neto; total = neto + exento + IVA.
 *
 * The import checks a file's figures with it, and the line editor can preview what Postgres will
 * store.
 */

/** The SII's codes of the types Axel Finance keeps, with their keys and names. */
export const SII_TYPES = {
  33: { key: 'factura', name: 'Factura electrónica', exempt: false, gross: false },
  34: { key: 'factura_exenta', name: 'Factura no afecta o exenta electrónica', exempt: true, gross: false },
  39: { key: 'boleta', name: 'Boleta electrónica', exempt: false, gross: true },
  41: { key: 'boleta_exenta', name: 'Boleta exenta electrónica', exempt: true, gross: false },
  52: { key: 'guia_despacho', name: 'Guía de despacho electrónica', exempt: false, gross: false },
  56: { key: 'nota_debito', name: 'Nota de débito electrónica', exempt: false, gross: false },
  61: { key: 'nota_credito', name: 'Nota de crédito electrónica', exempt: false, gross: false },
} as const;
export type SiiCode = keyof typeof SII_TYPES;
export const isSiiCode = (code: number): code is SiiCode => Object.hasOwn(SII_TYPES, code);
export const NOTE_CODES: readonly number[] = [56, 61];

const SCALE = 1_000_000n; // quantities and prices: up to 6 decimals

/** '17990.5' → 17990500000n (× 10⁶); null when it is not a plain decimal with up to 6 decimals. */
export function toMicro(value: string | number): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!m) return null;
  return BigInt(m[1]) * SCALE + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** a / b rounded to the nearest integer, halves up (a ≥ 0, b > 0): Postgres's round() for positives. */
const roundDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

export interface AmountLine {
  /** Decimal text or number, up to 6 decimals. */
  quantity: string | number;
  unitPrice: string | number;
  /** Percentage with up to 2 decimals, or null for an amount discount. */
  discountPercent?: string | number | null;
  /** Whole pesos (used when discountPercent is null). */
  discountAmount?: bigint | number;
  exempt: boolean;
}

/** A line's discount and amount in whole pesos; null when quantity or price is not a valid decimal. */
export function lineAmount(line: AmountLine): { discount: bigint; amount: bigint } | null {
  const q = toMicro(line.quantity);
  const p = toMicro(line.unitPrice);
  if (q === null || p === null) return null;
  const qp = q * p; // × 10¹²
  const gross = roundDiv(qp, SCALE * SCALE);
  let discount = BigInt(line.discountAmount ?? 0);
  if (line.discountPercent !== null && line.discountPercent !== undefined && line.discountPercent !== '') {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(line.discountPercent).trim());
    if (!m) return null;
    const pct = BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')); // × 10²
    discount = roundDiv(qp * pct, SCALE * SCALE * 100n * 100n);
  }
  return { discount, amount: gross - discount };
}

export interface DocumentAmounts {
  neto: bigint;
  exento: bigint;
  iva: bigint;
  total: bigint;
}

/** The document's neto, exento, IVA and total from its lines' amounts, by its type's rules. */
export function documentAmounts(
  code: SiiCode,
  lines: ReadonlyArray<{ amount: bigint; exempt: boolean }>,
): DocumentAmounts {
  const type = SII_TYPES[code];
  let affected = 0n;
  let exento = 0n;
  for (const l of lines) {
    if (l.exempt || type.exempt) exento += l.amount;
    else affected += l.amount;
  }
  const neto = type.gross ? roundDiv(affected * 100n, 119n) : affected;
  const iva = type.gross ? affected - neto : roundDiv(affected * 19n, 100n);
  return { neto, exento, iva, total: neto + exento + iva };
}
