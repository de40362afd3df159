import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { courseKeys } from './course-keys';
import type {
  Certificate,
  Course,
  CoursePosition,
  Enrolment,
  EnrolmentProgress,
  Lesson,
  PlanRow,
  Question,
  QuizQuestion,
  RollRow,
  Session,
} from './course-types';

/** The company's courses (every user with Skills reads the catalogue of courses). */
export function useCourses() {
  return useQuery({
    queryKey: courseKeys.list(),
    queryFn: async ({ signal }): Promise<Course[]> =>
      unwrap(
        await supabase
          .from('skills_cursos')
          .select('*')
          .order('anio', { ascending: false })
          .order('nombre')
          .abortSignal(signal),
      ),
  });
}

export interface CourseDetail {
  course: Course;
  lessons: Lesson[];
  sessions: Session[];
  positions: CoursePosition[];
}

/** A course with its lessons, sessions and the positions it is assigned to. */
export function useCourse(id: string) {
  return useQuery({
    queryKey: courseKeys.detail(id),
    queryFn: async ({ signal }): Promise<CourseDetail | null> => {
      const [course, lessons, sessions, positions] = await Promise.all([
        supabase.from('skills_cursos').select('*').eq('id', id).abortSignal(signal).maybeSingle(),
        supabase
          .from('skills_lecciones')
          .select('*')
          .eq('curso_id', id)
          .order('orden')
          .order('creado_en')
          .abortSignal(signal),
        supabase
          .from('skills_sesiones')
          .select('*')
          .eq('curso_id', id)
          .order('fecha')
          .order('hora_inicio')
          .abortSignal(signal),
        supabase.from('skills_cursos_cargos').select('*').eq('curso_id', id).order('cargo').abortSignal(signal),
      ]);
      const c = unwrap(course);
      if (!c) return null;
      return { course: c, lessons: unwrap(lessons), sessions: unwrap(sessions), positions: unwrap(positions) };
    },
  });
}

/** The quiz with its right answers: admin_empresa only (others read no rows). */
export function useQuestions(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.questions(courseId),
    enabled,
    queryFn: async ({ signal }): Promise<Question[]> =>
      unwrap(
        await supabase.from('skills_preguntas').select('*').eq('curso_id', courseId).order('orden').abortSignal(signal),
      ),
  });
}

/** The quiz as a learner sees it: questions and options, never the right answer. */
export function useQuiz(courseId: string, enabled = true) {
  return useQuery({
    queryKey: courseKeys.quiz(courseId),
    enabled,
    queryFn: async ({ signal }): Promise<QuizQuestion[]> =>
      unwrap(await supabase.rpc('skills_cuestionario', { p_curso: courseId }).abortSignal(signal)),
  });
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

async function withProgress(enrolments: Enrolment[], signal: AbortSignal): Promise<EnrolmentProgress[]> {
  const ids = enrolments.map((e) => e.id);
  if (ids.length === 0) return [];
  const [seen, attempts, certificates] = await Promise.all([
    supabase
      .from('skills_lecciones_vistas')
      .select('inscripcion_id, leccion_id')
      .in('inscripcion_id', ids)
      .abortSignal(signal),
    supabase.from('skills_intentos').select('*').in('inscripcion_id', ids).order('numero').abortSignal(signal),
    supabase.from('skills_certificados').select('*').in('inscripcion_id', ids).abortSignal(signal),
  ]);
  const seenBy = groupBy(unwrap(seen), (s) => s.inscripcion_id);
  const attemptsBy = groupBy(unwrap(attempts), (a) => a.inscripcion_id);
  const certBy = new Map(unwrap(certificates).map((c) => [c.inscripcion_id, c]));
  return enrolments.map((e) => ({
    ...e,
    lessonsSeen: (seenBy.get(e.id) ?? []).map((s) => s.leccion_id),
    attempts: attemptsBy.get(e.id) ?? [],
    certificate: certBy.get(e.id) ?? null,
  }));
}

/** A course's enrolments the caller may see (theirs, their reports', all for the admin), with progress. */
export function useCourseEnrolments(courseId: string) {
  return useQuery({
    queryKey: courseKeys.enrolments(courseId),
    queryFn: async ({ signal }) =>
      withProgress(
        unwrap(
          await supabase
            .from('skills_inscripciones')
            .select('*')
            .eq('curso_id', courseId)
            .order('creado_en')
            .abortSignal(signal),
        ),
        signal,
      ),
  });
}

/** The caller's own enrolments (through their employee record), with progress. */
export function useMyEnrolments(employeeId: string | null | undefined) {
  return useQuery({
    queryKey: [...courseKeys.mine(), employeeId ?? null],
    enabled: employeeId !== undefined,
    queryFn: async ({ signal }) => {
      if (!employeeId) return [];
      return withProgress(
        unwrap(
          await supabase
            .from('skills_inscripciones')
            .select('*')
            .eq('colaborador_id', employeeId)
            .order('creado_en')
            .abortSignal(signal),
        ),
        signal,
      );
    },
  });
}

/** The certificates the caller may see, newest first. */
export function useCertificates() {
  return useQuery({
    queryKey: courseKeys.certificates(),
    queryFn: async ({ signal }): Promise<Certificate[]> =>
      unwrap(
        await supabase
          .from('skills_certificados')
          .select('*')
          .order('fecha', { ascending: false })
          .order('creado_en', { ascending: false })
          .abortSignal(signal),
      ),
  });
}

/** A session's roll (admin or the session's instructor). */
export function useRoll(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.roll(sessionId),
    enabled,
    queryFn: async ({ signal }): Promise<RollRow[]> =>
      unwrap(await supabase.rpc('skills_lista_asistencia', { p_sesion: sessionId }).abortSignal(signal)),
  });
}

/** The annual training plan: budget, spend, enrolled and completed per course of the year. */
export function usePlan(year: number) {
  return useQuery({
    queryKey: courseKeys.plan(year),
    queryFn: async ({ signal }): Promise<PlanRow[]> =>
      unwrap(await supabase.rpc('skills_plan_capacitacion', { p_anio: year }).abortSignal(signal)),
  });
}

/** Training hours of a year (the certified courses' hours), certificates and people. */
export function useTrainingHours(year: number) {
  return useQuery({
    queryKey: courseKeys.hours(year),
    queryFn: async ({ signal }) => {
      const rows = unwrap(await supabase.rpc('skills_horas_capacitacion', { p_anio: year }).abortSignal(signal));
      const r = rows[0];
      return {
        horas: Number(r?.horas ?? 0),
        certificados: Number(r?.certificados ?? 0),
        personas: Number(r?.personas ?? 0),
      };
    },
  });
}
