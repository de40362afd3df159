import * as z from 'zod/mini';
import { PLAN_TIER_IDS } from '@/config/plan-tiers';
import { MODULE_KEYS } from '@/config/product';

/** A trimmed text between min and max characters. */
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.pipe(z.string().check(z.trim()), z.string().check(z.minLength(min, tooShort), z.maxLength(max, tooLong)));

/** Digits, spaces, '+', '(', ')', '.', '-' (what the table accepts), with at least six digits. */
const PHONE = /^(?=(?:\D*\d){6})[0-9+() .-]{6,40}$/;

/**
 * One of `values`, or '' for "not chosen". (z.custom rather than z.union/z.enum: zod's shared core
 * lands in the entry chunk, and these few bytes count against the first-paint budget of `/`.)
 */
const optionalChoice = <const T extends readonly string[]>(values: T, message: string) =>
  z.custom<T[number] | ''>((v) => v === '' || (typeof v === 'string' && values.includes(v)), message);

export const contactSchema = z.object({
  nombre: text(2, 120, 'Escribe tu nombre', 'El nombre es demasiado largo'),
  correo: z.pipe(
    z.string().check(z.trim()),
    z.email('Escribe un correo electrónico válido').check(z.maxLength(254, 'El correo es demasiado largo')),
  ),
  empresa: text(2, 160, 'Escribe el nombre de tu empresa', 'El nombre es demasiado largo'),
  telefono: z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.refine(
          (v) => v === '' || PHONE.test(v),
          'Escribe un teléfono válido: al menos 6 dígitos; puedes usar +, espacios y guiones',
        ),
      ),
  ),
  modulo: optionalChoice(MODULE_KEYS, 'Elige un módulo de la lista'),
  plan: optionalChoice(PLAN_TIER_IDS, 'Elige un plan de la lista'),
  mensaje: text(
    10,
    2000,
    'Escribe un mensaje de al menos 10 caracteres',
    'El mensaje no puede superar 2000 caracteres',
  ),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
