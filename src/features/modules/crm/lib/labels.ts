/** Axel CRM's stored keys and what a person reads for them (migration 20261125100000_crm.sql). */
export const STAGES = ['prospecto', 'calificado', 'propuesta', 'negociacion', 'ganada', 'perdida'] as const;
export type Stage = (typeof STAGES)[number];
export const OPEN_STAGES: readonly Stage[] = ['prospecto', 'calificado', 'propuesta', 'negociacion'];
export const STAGE_LABEL: Record<Stage, string> = {
  prospecto: 'Prospecto',
  calificado: 'Calificado',
  propuesta: 'Propuesta',
  negociacion: 'Negociación',
  ganada: 'Ganada',
  perdida: 'Perdida',
};
/** The usual probability of a stage: the same table as private.crm_probabilidad_etapa. */
export const STAGE_PROBABILITY: Record<Stage, number> = {
  prospecto: 10,
  calificado: 25,
  propuesta: 50,
  negociacion: 75,
  ganada: 100,
  perdida: 0,
};
export const isOpenStage = (s: string) => (OPEN_STAGES as readonly string[]).includes(s);
export const isStage = (s: string): s is Stage => (STAGES as readonly string[]).includes(s);

export const ACTIVITY_TYPES = ['llamada', 'reunion', 'correo', 'tarea'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_LABEL: Record<ActivityType, string> = {
  llamada: 'Llamada',
  reunion: 'Reunión',
  correo: 'Correo',
  tarea: 'Tarea',
};

export const LEAD_STATES = ['nuevo', 'contactado', 'descartado', 'convertido'] as const;
export type LeadState = (typeof LEAD_STATES)[number];
export const LEAD_LABEL: Record<LeadState, string> = {
  nuevo: 'Nuevo',
  contactado: 'Contactado',
  descartado: 'Descartado',
  convertido: 'Convertido',
};

export const opts = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));
