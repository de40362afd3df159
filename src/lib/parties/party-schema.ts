import { z } from 'zod';
import { isValidRut, normalizeRut } from '@/lib/rut';

const blank = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

/**
 * A party's RUT as People checks an employee's (private.rut_valido in the database): any usual
 * spelling, refused with a wrong check digit, sent normalised ('12345678-5'). Optional: a foreign
 * supplier has none.
 */
export const partyRut = z.preprocess(
  blank,
  z
    .string()
    .refine(isValidRut, 'RUT inválido: revisa el dígito verificador')
    .transform((v) => normalizeRut(v)!)
    .optional(),
);
