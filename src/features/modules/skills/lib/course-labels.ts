/** Spanish labels of Axel Skills' courses (docs/skills.md "Cursos"). */
export const MODALITY_LABELS = { online: 'Online', presencial: 'Presencial' } as const;
export const LESSON_TYPE_LABELS = { texto: 'Texto', video: 'Video (enlace)', archivo: 'Archivo' } as const;
export const ENROLMENT_ORIGIN_LABELS = { admin: 'Inscrito por el administrador', cargo: 'Por cargo' } as const;
export const ENROLMENT_STATE_LABELS = { inscrito: 'En curso', completado: 'Completado' } as const;

/** Hours as people write them: '4', '1,5'. */
export function formatHours(value: number | string): string {
  return `${Number(value).toLocaleString('es-CL', { maximumFractionDigits: 1 })} h`;
}
