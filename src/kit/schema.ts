import { z } from 'zod';

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

function toNumber(v: unknown) {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  // es-CL writes 1.234,5; plain 1234.5 is accepted too.
  const normalized = /,\d*$/.test(b) ? b.replace(/\./g, '').replace(',', '.') : b;
  const n = Number(normalized);
  return Number.isNaN(n) ? b : n;
}

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

function numberSchema({ min, max, integer = false }: NumberOptions) {
  let n = z.number({ error: (issue) => (issue.input === undefined ? 'Es obligatorio' : 'Debe ser un número') });
  if (integer) n = n.int('Debe ser un número entero');
  if (min !== undefined) n = n.min(min, `Debe ser mayor o igual a ${min}`);
  if (max !== undefined) n = n.max(max, `Debe ser menor o igual a ${max}`);
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
  const m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(b);
  return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : b;
};

function daySchema() {
  return z
    .string({ error: 'Es obligatorio' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (usa AAAA-MM-DD o DD-MM-AAAA)')
    .refine(
      (s) =>
        !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      'Fecha inválida',
    );
}

/** An optional calendar day, YYYY-MM-DD (also accepts DD-MM-YYYY and DD/MM/YYYY, the way people type it here). */
export function day() {
  return z.preprocess(parseDay, daySchema().optional());
}

export function requiredDay() {
  return z.preprocess(parseDay, daySchema());
}

/** One of a fixed list; accepts the label or the value, any case and accents ('En mantención'). */
function choiceParts<const V extends string>(values: readonly V[], labels?: Record<V, string>) {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toLowerCase();
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
