/** Axel Think's words (Spanish: what users read) and the choices of its forms. */

export const KR_TYPES = ['numerico', 'porcentaje', 'binario'] as const;
export type KeyResultType = (typeof KR_TYPES)[number];
export const KR_TYPE_LABEL: Record<KeyResultType, string> = {
  numerico: 'Numérico (inicio, meta, actual)',
  porcentaje: 'Porcentaje (0 a 100 %)',
  binario: 'Sí / no (logrado o pendiente)',
};

export const CONFIDENCES = ['alta', 'media', 'baja'] as const;
export type Confidence = (typeof CONFIDENCES)[number];
export const CONFIDENCE_LABEL: Record<Confidence, string> = { alta: 'Alta', media: 'Media', baja: 'Baja' };

export const OBJECTIVE_STATES = ['encaminado', 'en_riesgo', 'logrado', 'sin_resultados'] as const;
export type ObjectiveState = (typeof OBJECTIVE_STATES)[number];
export const OBJECTIVE_STATE_LABEL: Record<ObjectiveState, string> = {
  encaminado: 'Encaminado',
  en_riesgo: 'En riesgo',
  logrado: 'Logrado',
  sin_resultados: 'Sin resultados clave',
};
export const OBJECTIVE_STATE_TONE: Record<ObjectiveState, string> = {
  encaminado: 'bg-emerald-100 text-emerald-900',
  en_riesgo: 'bg-red-100 text-red-900',
  logrado: 'bg-sky-100 text-sky-900',
  sin_resultados: 'bg-muted text-muted-foreground',
};
export const objectiveStateLabel = (s: string) => OBJECTIVE_STATE_LABEL[s as ObjectiveState] ?? s;
export const objectiveStateTone = (s: string) => OBJECTIVE_STATE_TONE[s as ObjectiveState] ?? '';

/** An OKR has between two and five key results (the database refuses a sixth). */
export const MIN_KEY_RESULTS = 2;
export const MAX_KEY_RESULTS = 5;

/** The balanced scorecard's four perspectives, offered to a company that has none. */
export const DEFAULT_PERSPECTIVES = [
  { nombre: 'Financiera', descripcion: 'Rentabilidad y crecimiento', orden: 1 },
  { nombre: 'Clientes', descripcion: 'Lo que los clientes valoran', orden: 2 },
  { nombre: 'Procesos internos', descripcion: 'Los procesos en que debemos destacar', orden: 3 },
  { nombre: 'Aprendizaje y crecimiento', descripcion: 'Personas, competencias y sistemas', orden: 4 },
] as const;

export const krTypeLabel = (t: string) => KR_TYPE_LABEL[t as KeyResultType] ?? t;
export const confidenceLabel = (c: string) => CONFIDENCE_LABEL[c as Confidence] ?? c;

export const INITIATIVE_STATES = ['planificada', 'en_curso', 'en_pausa', 'completada', 'cancelada'] as const;
export type InitiativeState = (typeof INITIATIVE_STATES)[number];
export const INITIATIVE_STATE_LABEL: Record<InitiativeState, string> = {
  planificada: 'Planificada',
  en_curso: 'En curso',
  en_pausa: 'En pausa',
  completada: 'Completada',
  cancelada: 'Cancelada',
};
export const initiativeStateLabel = (s: string) => INITIATIVE_STATE_LABEL[s as InitiativeState] ?? s;

export const REVIEW_KINDS = ['mensual', 'trimestral'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_KIND_LABEL: Record<ReviewKind, string> = { mensual: 'Mensual', trimestral: 'Trimestral' };
export const reviewKindLabel = (k: string) => REVIEW_KIND_LABEL[k as ReviewKind] ?? k;
export const REVIEW_STATE_LABEL: Record<string, string> = { preparada: 'Preparada', realizada: 'Realizada' };
