import { z } from 'zod';
import * as field from '@/kit/schema';
import { isValidRut, normalizeRut } from '@/lib/rut';
import { CONTRACT_LABELS, CONTRACT_TYPES, EMPLOYEE_STATE_LABELS, EMPLOYEE_STATES } from './texts';

/** A RUT field: the spellings people type, checked by its check digit, sent normalised. */
export function rutField() {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: 'Es obligatorio' })
      .refine(isValidRut, 'RUT inválido: revisa el dígito verificador')
      .transform((v) => normalizeRut(v)!),
  );
}

const phone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'Teléfono inválido (ej.: +56 9 1234 5678)')
    .optional(),
);

const email = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email('Correo inválido').max(254, 'Máximo 254 caracteres').optional(),
);

/** The employee form and the CSV import validate with the same fields (Spanish messages). */
export const employeeFields = {
  nombres: field.requiredText(100),
  apellidos: field.requiredText(100),
  rut: rutField(),
  cargo: field.optionalText(100),
  area: field.optionalText(100),
  fecha_ingreso: field.requiredDay(),
  tipo_contrato: field.choice(CONTRACT_TYPES, { labels: CONTRACT_LABELS }),
  correo: email,
  telefono: phone,
  contacto_emergencia_nombre: field.optionalText(100),
  contacto_emergencia_telefono: phone,
};

export const employeeSchema = z
  .object({
    ...employeeFields,
    estado: field.choice(EMPLOYEE_STATES, { labels: EMPLOYEE_STATE_LABELS }),
    jefe_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Jefatura inválida').optional()),
    // The linked platform account; empty is 'Sin cuenta'.
    usuario_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Cuenta de usuario inválida').optional()),
    fecha_desvinculacion: field.day(),
    saldo_vacaciones_inicial: field.optionalNumber({ min: -60, max: 400 }),
    fecha_saldo_inicial: field.day(),
  })
  .superRefine((v, ctx) => {
    if (v.fecha_desvinculacion && v.fecha_ingreso && v.fecha_desvinculacion < v.fecha_ingreso)
      ctx.addIssue({
        code: 'custom',
        path: ['fecha_desvinculacion'],
        message: 'No puede ser anterior a la fecha de ingreso',
      });
    if (v.estado === 'desvinculado' && !v.fecha_desvinculacion)
      ctx.addIssue({ code: 'custom', path: ['fecha_desvinculacion'], message: 'Indica la fecha de desvinculación' });
  });
export type EmployeeInput = z.output<typeof employeeSchema>;

/** One CSV row of the import (the same headers as the export). */
export const employeeImportSchema = z.object({
  ...employeeFields,
  tipo_contrato: field.optionalChoice(CONTRACT_TYPES, { labels: CONTRACT_LABELS }),
  jefe_rut: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .refine(isValidRut, 'RUT de la jefatura inválido')
      .transform((v) => normalizeRut(v)!)
      .optional(),
  ),
});
export type EmployeeImportRow = z.output<typeof employeeImportSchema>;

export const EMPLOYEE_IMPORT_COLUMNS = [
  { header: 'Nombres', field: 'nombres', required: true },
  { header: 'Apellidos', field: 'apellidos', required: true },
  { header: 'RUT', field: 'rut', required: true },
  { header: 'Cargo', field: 'cargo' },
  { header: 'Área', field: 'area' },
  { header: 'Fecha de ingreso', field: 'fecha_ingreso', required: true },
  { header: 'Tipo de contrato', field: 'tipo_contrato' },
  { header: 'Correo', field: 'correo' },
  { header: 'Teléfono', field: 'telefono' },
  { header: 'RUT jefatura', field: 'jefe_rut' },
  { header: 'Contacto de emergencia', field: 'contacto_emergencia_nombre' },
  { header: 'Teléfono de emergencia', field: 'contacto_emergencia_telefono' },
] as const;

export const leaveRequestSchema = z
  .object({
    tipo: field.choice(['vacaciones', 'permiso_con_goce', 'permiso_sin_goce', 'licencia_medica'] as const),
    fecha_inicio: field.requiredDay(),
    fecha_fin: field.requiredDay(),
    motivo: field.optionalText(500),
  })
  .refine((v) => !v.fecha_fin || !v.fecha_inicio || v.fecha_fin >= v.fecha_inicio, {
    path: ['fecha_fin'],
    message: 'Debe ser igual o posterior a la fecha de inicio',
  });
export type LeaveRequestInput = z.output<typeof leaveRequestSchema>;
