import { z } from 'zod';
import { formatNumber } from '@/lib/format';
import { parseDay as parseDayText, parseNumber, parsePesos } from '@/lib/parse';
import { normalizeText } from '@/lib/text';

/**
 * zod fields with Spanish messages, for forms and CSV rows alike. Values arrive as strings (an
 * input or a CSV cell) and come out typed; an empty value is undefined.
 */
const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

export function requiredText(max = 200) {
  return z.preprocess(blankToUndefined, z.string({ error: 'Es obligatorio' }).max(max, `Máximo ${max} caracteres`));
}

export function optionalText(max = 500) {
  return z.preprocess(blankToUndefined, z.string().max(max, `Máximo ${max} caracteres`).optional());
}

/** es-CL through the one parser (lib/parse.ts): '12.500' is 12500, '2,5' is 2.5. */
function toNumber(v: unknown) {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  return parseNumber(b) ?? b;
}

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

function numberSchema({ min, max, integer = false }: NumberOptions) {
  let n = z.number({ error: (issue) => (issue.input === undefined ? 'Es obligatorio' : 'Debe ser un número') });
  if (integer) n = n.int('Debe ser un número entero');
  if (min !== undefined) n = n.min(min, `Debe ser mayor o igual a ${formatNumber(min)}`);
  if (max !== undefined) n = n.max(max, `Debe ser menor o igual a ${formatNumber(max)}`);
  return n;
}

export function number(options: NumberOptions = {}) {
  return z.preprocess(toNumber, numberSchema(options));
}

export function optionalNumber(options: NumberOptions = {}) {
  return z.preprocess(toNumber, numberSchema(options).optional());
}

const parseDay = (v: unknown) => {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  return parseDayText(b) ?? b;
};

function daySchema() {
  return z
    .string({ error: 'Es obligatorio' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (usa DD-MM-AAAA o AAAA-MM-DD)')
    .refine(
      (s) =>
        !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'Fecha inválida',
    );
}

/** An optional calendar day as YYYY-MM-DD, from what people type (DD-MM-AAAA, '8 ene 2024'...: lib/parse.ts). */
export function day() {
  return z.preprocess(parseDay, daySchema().optional());
}

export function requiredDay() {
  return z.preprocess(parseDay, daySchema());
}

/**
 * An amount in whole pesos, exact, as digits (a BigInt-safe string): '$ 12.500.000' → '12500000'.
 * CLP has no decimals; `allowZero` accepts 0 (a budget), else the amount must be positive.
 */
function pesosSchema({ allowZero = false, maxDigits = 15 }: { allowZero?: boolean; maxDigits?: number }) {
  const message = allowZero ? 'Monto en pesos enteros, sin decimales' : 'Monto en pesos enteros, mayor que cero';
  return z
    .string({ error: 'Es obligatorio' })
    .regex(allowZero ? /^\d+$/ : /^[1-9]\d*$/, message)
    .max(maxDigits, 'Monto demasiado grande');
}
const toPesos = (v: unknown) => {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  return parsePesos(b) ?? b;
};

export function pesos(options: { allowZero?: boolean; maxDigits?: number } = {}) {
  return z.preprocess(toPesos, pesosSchema(options));
}

/** One of a fixed list; accepts the label or the value, any case and accents ('En mantención'). */
function choiceParts<const V extends string>(values: readonly V[], labels?: Record<V, string>) {
  const norm = (s: string) => normalizeText(s.trim());
  const parse = (v: unknown) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    return values.find((x) => norm(x) === norm(b) || (labels && norm(labels[x]) === norm(b))) ?? b;
  };
  const e = z.enum(values as unknown as [V, ...V[]], {
    error: (issue) =>
      issue.input === undefined
        ? 'Es obligatorio'
        : `Debe ser uno de: ${values.map((v) => labels?.[v] ?? v).join(', ')}`,
  });
  return { parse, e };
}

export function choice<const V extends string>(values: readonly V[], { labels }: { labels?: Record<V, string> } = {}) {
  const { parse, e } = choiceParts(values, labels);
  return z.preprocess(parse, e);
}

export function optionalChoice<const V extends string>(
  values: readonly V[],
  { labels }: { labels?: Record<V, string> } = {},
) {
  const { parse, e } = choiceParts(values, labels);
  return z.preprocess(parse, e.optional());
}
