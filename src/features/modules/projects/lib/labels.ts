export const PROJECT_STATES = ['planificado', 'en_curso', 'en_pausa', 'terminado', 'cancelado'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];
export const PROJECT_STATE_LABEL: Record<ProjectState, string> = {
  planificado: 'Planificado',
  en_curso: 'En curso',
  en_pausa: 'En pausa',
  terminado: 'Terminado',
  cancelado: 'Cancelado',
};
/** States of a project whose tasks still count as pending work. */
export const ACTIVE_PROJECT_STATES: readonly string[] = ['planificado', 'en_curso', 'en_pausa'];

export const TASK_STATES = ['por_hacer', 'en_curso', 'en_revision', 'hecha'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABEL: Record<TaskState, string> = {
  por_hacer: 'Por hacer',
  en_curso: 'En curso',
  en_revision: 'En revisión',
  hecha: 'Hecha',
};
