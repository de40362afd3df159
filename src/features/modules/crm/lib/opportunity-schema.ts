import { z } from 'zod';
import * as field from '@/kit/schema';
import { STAGE_LABEL, STAGES } from './labels';

/** The opportunity form (new and edit): Spanish messages, amounts in whole pesos. */
export const opportunitySchema = z
  .object({
    nombre: field.requiredText(200),
    tercero_id: field.requiredText(100),
    etapa: field.choice(STAGES, { labels: STAGE_LABEL }),
    // Whole pesos as people write them ('1.500.000', '$ 1.500.000'): the one es-CL parser.
    monto: field.number({ min: 0, max: 9_999_999_999_999, integer: true }),
    probabilidad: field.number({ min: 0, max: 100, integer: true }),
    fecha_cierre_estimada: field.day(),
    responsable_id: field.optionalText(),
    contacto_id: field.optionalText(),
    motivo_perdida: field.optionalText(500),
    descripcion: field.optionalText(4000),
  })
  .refine((v) => v.etapa !== 'perdida' || !!v.motivo_perdida, {
    path: ['motivo_perdida'],
    message: 'Indica el motivo de la pérdida',
  });

export type OpportunityValues = z.output<typeof opportunitySchema>;
