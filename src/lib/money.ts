import { formatCLP } from './format';
import { parsePesos } from './parse';

/**
 * Whole Chilean pesos in the browser, exactly (issue 17: never sum floats). The database sends
 * numeric amounts as text or as JSON numbers; both become BigInt here, sums are BigInt sums, and
 * only the final figure is formatted.
 */
export type Pesos = bigint;

/** '119000', 119000 or '-5' → 119000n. Anything that is not a whole number of pesos is refused. */
export function toPesos(value: string | number | bigint | null | undefined): Pesos {
  if (value === null || value === undefined || value === '') return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`monto no entero o fuera de rango: ${value}`);
    return BigInt(value);
  }
  const text = value.trim().replace(/\.0+$/, '');
  if (!/^-?\d+$/.test(text)) throw new RangeError(`monto no entero: ${value}`);
  return BigInt(text);
}

export function sumPesos<T>(
  rows: readonly T[],
  amount: (row: T) => string | number | bigint | null | undefined,
): Pesos {
  let total = 0n;
  for (const r of rows) total += toPesos(amount(r));
  return total;
}

/** '$1.234.567', '-$5.000' (formatCLP of src/lib/format.ts, exact at any size). */
export function formatPesos(value: Pesos | string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return formatCLP(toPesos(value));
}

/**
 * What a person types as an amount in pesos, read by the one es-CL parser (lib/parse.ts):
 * '1.234.567', '$ 1.234.567', '1234567' → '1234567'. Returns null when it is not a whole, positive
 * number of pesos (decimals are refused: CLP has none).
 */
export function parsePesosInput(text: string): string | null {
  const pesos = parsePesos(text);
  return pesos !== null && BigInt(pesos) > 0n ? pesos : null;
}

/** IVA 19 % rounded half away from zero, in whole pesos, as Postgres computes it (preview only). */
export function previewIva(neto: Pesos): Pesos {
  const x = neto * 19n;
  const q = x / 100n;
  return x % 100n >= 50n ? q + 1n : q;
}
