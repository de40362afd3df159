import type { Database } from '@/lib/database.types';

/** One corrective order behind an asset's failure-risk numbers. */
export interface FailureOrder {
  id: string;
  number: number;
  /** When it was reported (ISO). */
  at: string;
  /** Hours from the report to its completion; null while not completed. */
  repairHours: number | null;
}

type Tables = Database['public']['Tables'];

export type Reading = Pick<
  Tables['predictive_lecturas']['Row'],
  'id' | 'activo_id' | 'variable' | 'unidad' | 'valor' | 'medido_en' | 'origen'
>;
export type ReadingInsert = Tables['predictive_lecturas']['Insert'];
export type MachineKey = Pick<
  Tables['predictive_llaves']['Row'],
  'id' | 'nombre' | 'prefijo' | 'revocada_en' | 'ultimo_uso' | 'creado_en'
>;
export type StoredAlert = Tables['predictive_alertas']['Row'];
/** The company's last run of the anomaly rules (public.predictive_revisiones). */
export type AlertsReview = Pick<
  Tables['predictive_revisiones']['Row'],
  'revisado_en' | 'origen' | 'series' | 'lecturas' | 'alertas_nuevas'
>;
