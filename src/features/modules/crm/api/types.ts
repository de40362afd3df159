import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
/** What a form writes: the company, the authorship, the dates and the id are the database's. */
type Writable<T> = Omit<T, 'empresa_id' | 'creado_por' | 'actualizado_por' | 'creado_en' | 'actualizado_en' | 'id'>;

export type Opportunity = Tables['crm_oportunidades']['Row'];
/** An opportunity as the list and the board read it (OPPORTUNITY_SUMMARY_SELECT). */
export type OpportunitySummary = Pick<
  Opportunity,
  | 'id'
  | 'nombre'
  | 'etapa'
  | 'monto'
  | 'probabilidad'
  | 'fecha_cierre_estimada'
  | 'tercero_id'
  | 'responsable_id'
  | 'motivo_perdida'
  | 'cerrada_en'
  | 'creado_en'
>;
export type OpportunityInsert = Writable<Tables['crm_oportunidades']['Insert']>;
export type Activity = Tables['crm_actividades']['Row'];
export type ActivityInsert = Writable<Tables['crm_actividades']['Insert']>;
export type Contact = Tables['crm_contactos']['Row'];
export type ContactInsert = Writable<Tables['crm_contactos']['Insert']>;
export type Lead = Tables['crm_leads']['Row'];
/** A lead typed in or imported: who, from where, and what they want (the rest is the database's). */
export type LeadInsert = Pick<
  Tables['crm_leads']['Insert'],
  'nombre' | 'organizacion' | 'correo' | 'telefono' | 'mensaje' | 'plan_interes' | 'modulo_interes'
>;

export interface CrmSummary {
  abiertas: number;
  pipeline_total: string;
  pipeline_ponderado: string;
  ganadas_12m: number;
  perdidas_12m: number;
  por_etapa: Record<string, { n: number; monto: string }>;
  ganado_por_mes: Array<{ mes: string; monto: string; n: number }>;
  actividades_vencidas: number;
  leads_nuevos: number;
}
