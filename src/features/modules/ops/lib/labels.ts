export const ORDER_STATES = ['abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** The states work moves through (the board loads them whole); cerrada and cancelada are final. */
export const OPEN_STATES = ['abierta', 'asignada', 'en_curso', 'completada'] as const satisfies readonly OrderState[];
export const STATE_LABEL: Record<OrderState, string> = {
  abierta: 'Abierta',
  asignada: 'Asignada',
  en_curso: 'En curso',
  completada: 'Completada',
  cerrada: 'Cerrada',
  cancelada: 'Cancelada',
};
/** The same transitions as private.ops_transicion_permitida (Postgres has the last word). */
export const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  abierta: ['asignada', 'cancelada'],
  asignada: ['abierta', 'en_curso', 'cancelada'],
  en_curso: ['asignada', 'completada', 'cancelada'],
  completada: ['en_curso', 'cerrada'],
  cerrada: [],
  cancelada: [],
};
export const TYPES = ['correctiva', 'preventiva', 'instalacion', 'garantia'] as const;
export const TYPE_LABEL: Record<(typeof TYPES)[number], string> = {
  correctiva: 'Correctiva',
  preventiva: 'Preventiva',
  instalacion: 'Instalación',
  garantia: 'Garantía',
};
export const PRIORITIES = ['baja', 'media', 'alta', 'critica'] as const;
export const PRIORITY_LABEL: Record<(typeof PRIORITIES)[number], string> = {
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
  critica: 'Crítica',
};

/** A select's options from a list of values and their labels. */
export const labelOptions = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((v) => ({ value: v, label: labels[v] }));
