import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
export type Project = Tables['proy_proyectos']['Row'];
export type Task = Tables['proy_tareas']['Row'];
export type Dependency = Tables['proy_dependencias']['Row'];
export type TimeEntry = Tables['proy_horas']['Row'];
/** What a form sends: the company, the authorship and the client's name are the database's. */
export type ProjectInput = Pick<
  Tables['proy_proyectos']['Insert'],
  'nombre' | 'descripcion' | 'tercero_id' | 'gerente_id' | 'fecha_inicio' | 'fecha_fin' | 'presupuesto' | 'estado'
>;
export type TaskInput = Pick<
  Tables['proy_tareas']['Insert'],
  | 'titulo'
  | 'descripcion'
  | 'responsable_id'
  | 'fecha_inicio'
  | 'fecha_vencimiento'
  | 'estimacion_horas'
  | 'estado'
  | 'orden_id'
  | 'posicion'
>;
export type TimeEntryInput = Pick<Tables['proy_horas']['Insert'], 'tarea_id' | 'fecha' | 'horas' | 'nota'>;

export interface ProjectsSummary {
  por_estado: Record<string, number>;
  presupuesto_activo: number;
  tareas_abiertas: number;
  tareas_vencidas: number;
  horas_mes: number;
  por_mes: Array<{ mes: string; horas: number; hechas: number }>;
}
