import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
export type Perspective = Tables['think_perspectivas']['Row'];
export type Objective = Tables['think_objetivos']['Row'];
export type KeyResult = Tables['think_resultados_clave']['Row'];
export type CheckIn = Tables['think_checkins']['Row'];

export type PerspectiveInput = Pick<Tables['think_perspectivas']['Insert'], 'nombre' | 'descripcion' | 'orden'>;
export type ObjectiveInput = Pick<
  Tables['think_objetivos']['Insert'],
  'titulo' | 'descripcion' | 'perspectiva_id' | 'padre_id' | 'responsable_id' | 'periodo' | 'area'
>;
export type KeyResultInput = Pick<
  Tables['think_resultados_clave']['Insert'],
  'objetivo_id' | 'titulo' | 'tipo' | 'inicio' | 'meta' | 'actual' | 'unidad' | 'responsable_id'
>;
export type CheckInInput = Pick<
  Tables['think_checkins']['Insert'],
  'resultado_id' | 'valor' | 'confianza' | 'comentario'
>;

/** An objective with its progress (the view think_avance_objetivos: one rule, docs/think.md). */
export interface ObjectiveWithProgress extends Objective {
  progreso: number;
  resultados: number;
  en_riesgo: number;
  estado: string;
}
/** A key result with its progress, risk and whether its weekly check-in is due. */
export interface KeyResultWithProgress extends KeyResult {
  progreso: number;
  en_riesgo: boolean;
  checkin_pendiente: boolean;
  ultimo_checkin: string | null;
}

export type Kpi = Tables['think_kpis']['Row'];
export type KpiInput = Pick<
  Tables['think_kpis']['Insert'],
  | 'nombre'
  | 'descripcion'
  | 'unidad'
  | 'frecuencia'
  | 'sentido'
  | 'meta'
  | 'umbral_verde'
  | 'umbral_rojo'
  | 'fuente'
  | 'responsable_id'
>;
export type KpiValueInput = Pick<Tables['think_kpi_valores']['Insert'], 'kpi_id' | 'fecha' | 'valor' | 'comentario'>;
/** A KPI with its current value and light (view think_kpis_actual; null when there is none, or the source is not readable). */
export interface KpiWithValue extends Kpi {
  valor: number | null;
  fecha: string | null;
  semaforo: string | null;
}

export type Strategy = Tables['think_estrategia']['Row'];
export type StrategyInput = Pick<Tables['think_estrategia']['Insert'], 'mision' | 'vision'>;

export type Initiative = Tables['think_iniciativas']['Row'];
export type InitiativeInput = Pick<
  Tables['think_iniciativas']['Insert'],
  | 'nombre'
  | 'descripcion'
  | 'objetivo_id'
  | 'responsable_id'
  | 'fecha_inicio'
  | 'fecha_fin'
  | 'estado'
  | 'presupuesto'
  | 'gasto'
  | 'avance'
  | 'proyecto_id'
>;
/** An initiative with its progress: the linked project's (tasks done, hours) or the hand one (view think_iniciativas_avance). */
export interface InitiativeWithProgress extends Initiative {
  progreso: number | null;
  proyecto: {
    visible: boolean;
    nombre: string | null;
    estado: string | null;
    tareas: number | null;
    tareas_hechas: number | null;
    horas_registradas: number | null;
    horas_estimadas: number | null;
  } | null;
}

export type Review = Tables['think_revisiones']['Row'];
export type ReviewInput = Pick<Tables['think_revisiones']['Insert'], 'titulo' | 'tipo' | 'fecha' | 'notas' | 'estado'>;
export type ReviewPoint = Tables['think_revision_puntos']['Row'];
export type ReviewPointInput = Pick<
  Tables['think_revision_puntos']['Insert'],
  'revision_id' | 'tipo' | 'texto' | 'responsable_id' | 'fecha_compromiso' | 'cumplido'
>;
/** The agenda the database built when the review was prepared. */
export interface ReviewAgenda {
  kpis: Array<{
    id: string;
    nombre: string;
    valor: number | null;
    unidad: string;
    meta: number;
    sentido: string;
    fecha: string | null;
  }>;
  resultados: Array<{
    id: string;
    titulo: string;
    objetivo_id: string;
    objetivo: string;
    progreso: number;
    confianza: string;
    periodo: string;
  }>;
}
export interface ReviewWithPoints extends Omit<Review, 'agenda'> {
  agenda: ReviewAgenda;
  puntos: ReviewPoint[];
}
export type KpiHistoryPoint = { fecha: string; valor: number; origen: 'manual' | 'lectura' };
