import { z } from 'zod';

/**
 * zod fields with Spanish messages, for forms and CSV rows alike. Values arrive as strings (an
 * input or a CSV cell) and come out typed; an empty value is undefined.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v);

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

export function number({ min, max, integer = false, required = true }: { min?: number; max?: number; integer?: boolean; required?: boolean } = {}) {
  let n = z.number({ error: (issue) => (issue.input === undefined ? 'Es obligatorio' : 'Debe ser un número') });
  if (integer) n = n.int('Debe ser un número entero');
  if (min !== undefined) n = n.min(min, `Debe ser mayor o igual a ${min}`);
  if (max !== undefined) n = n.max(max, `Debe ser menor o igual a ${max}`);
  return required ? z.preprocess(toNumber, n) : z.preprocess(toNumber, n.optional());
}

/** A calendar day, YYYY-MM-DD (also accepts DD-MM-YYYY and DD/MM/YYYY, the way people type it here). */
export function day({ required = false }: { required?: boolean } = {}) {
  const parse = (v: unknown) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    const m = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(b);
    return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : b;
  };
  const d = z
    .string({ error: 'Es obligatorio' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (usa AAAA-MM-DD o DD-MM-AAAA)')
    .refine((s) => !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime()) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Fecha inválida');
  return required ? z.preprocess(parse, d) : z.preprocess(parse, d.optional());
}

/** One of a fixed list; accepts the label or the value, any case and accents ('En mantención'). */
export function choice<const V extends string>(values: readonly V[], { required = true, labels }: { required?: boolean; labels?: Record<V, string> } = {}) {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
  const parse = (v: unknown) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    return values.find((x) => norm(x) === norm(b) || (labels && norm(labels[x]) === norm(b))) ?? b;
  };
  const e = z.enum(values as unknown as [V, ...V[]], { error: (issue) => (issue.input === undefined ? 'Es obligatorio' : `Debe ser uno de: ${values.map((v) => labels?.[v] ?? v).join(', ')}`) });
  return required ? z.preprocess(parse, e) : z.preprocess(parse, e.optional());
}
