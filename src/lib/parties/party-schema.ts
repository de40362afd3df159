import { z } from 'zod';
import { isValidRut, normalizeRut } from '@/lib/rut';
import { PARTY_TYPE_LABEL, PARTY_TYPES } from './types';

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

const optional = (max: number) => z.preprocess(blank, z.string().max(max, `Máximo ${max} caracteres`).optional());

/** The fields of a party's form (CRM's account, Finance's quick add), with Spanish messages. */
export const partySchema = z.object({
  nombre: z.preprocess(blank, z.string({ error: 'Es obligatorio' }).max(200, 'Máximo 200 caracteres')),
  tipo: z.enum(PARTY_TYPES, { error: `Debe ser uno de: ${Object.values(PARTY_TYPE_LABEL).join(', ')}` }),
  rut: partyRut,
  correo: z.preprocess(blank, z.email('Correo inválido').max(200, 'Máximo 200 caracteres').optional()),
  telefono: optional(50),
  direccion: optional(300),
  notas: optional(2000),
});
