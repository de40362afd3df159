import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];
type Functions = Database['public']['Functions'];

export type Course = Tables['skills_cursos']['Row'];
export type Lesson = Tables['skills_lecciones']['Row'];
export type Question = Tables['skills_preguntas']['Row'];
export type Session = Tables['skills_sesiones']['Row'];
export type CoursePosition = Tables['skills_cursos_cargos']['Row'];
export type Enrolment = Tables['skills_inscripciones']['Row'];
export type Attempt = Tables['skills_intentos']['Row'];
export type Certificate = Tables['skills_certificados']['Row'];

export type CourseInput = Pick<
  Tables['skills_cursos']['Insert'],
  | 'nombre'
  | 'descripcion'
  | 'modalidad'
  | 'es_induccion'
  | 'horas'
  | 'competencia_id'
  | 'nivel_otorgado'
  | 'nota_aprobacion'
  | 'max_intentos'
  | 'anio'
  | 'presupuesto'
  | 'gasto'
  | 'activo'
>;
export type LessonInput = Pick<
  Tables['skills_lecciones']['Insert'],
  'curso_id' | 'orden' | 'titulo' | 'tipo' | 'contenido' | 'url'
>;
export type QuestionInput = Pick<
  Tables['skills_preguntas']['Insert'],
  'curso_id' | 'orden' | 'enunciado' | 'opciones' | 'correcta'
>;
export type SessionInput = Pick<
  Tables['skills_sesiones']['Insert'],
  'curso_id' | 'fecha' | 'hora_inicio' | 'lugar' | 'instructor' | 'instructor_id'
>;

/** A question as a learner receives it (never its right answer). */
export type QuizQuestion = Functions['skills_cuestionario']['Returns'][number];
export type RollRow = Functions['skills_lista_asistencia']['Returns'][number];
export type PlanRow = Functions['skills_plan_capacitacion']['Returns'][number];

/** What grading an attempt answers (public.skills_responder_cuestionario). */
export interface AttemptResult {
  intento: number;
  correctas: number;
  total: number;
  puntaje: number;
  aprobado: boolean;
  intentos_restantes: number;
  certificado_id: string | null;
}

/** One person's enrolment with what they have done. */
export interface EnrolmentProgress extends Enrolment {
  lessonsSeen: string[];
  attempts: Attempt[];
  certificate: Certificate | null;
}
