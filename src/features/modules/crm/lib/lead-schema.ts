import { z } from 'zod';
import * as field from '@/kit/schema';

const email = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.email('Correo inválido').max(254, 'Máximo 254 caracteres').optional(),
);

/** A lead as 'Nuevo lead' and the CSV import validate it (the limits of crm_leads' checks). */
export const leadSchema = z.object({
  nombre: field.requiredText(200),
  organizacion: field.optionalText(200),
  correo: email,
  telefono: field.optionalText(50),
  mensaje: field.optionalText(4000),
});
export type LeadValues = z.output<typeof leadSchema>;

/** The import's columns: the headers 'Exportar CSV' writes, so an exported file imports back. */
export const LEAD_IMPORT_COLUMNS = [
  { header: 'Nombre', field: 'nombre', required: true },
  { header: 'Empresa', field: 'organizacion' },
  { header: 'Correo', field: 'correo' },
  { header: 'Teléfono', field: 'telefono' },
  { header: 'Mensaje', field: 'mensaje' },
];

/** A validated lead as the database takes it (empty fields are null). */
export const leadInsert = (v: LeadValues) => ({
  nombre: v.nombre,
  organizacion: v.organizacion ?? null,
  correo: v.correo ?? null,
  telefono: v.telefono ?? null,
  mensaje: v.mensaje ?? null,
});
