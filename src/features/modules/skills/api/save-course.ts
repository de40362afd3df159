import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateSkills } from './keys';
import type { CourseInput, LessonInput, QuestionInput, SessionInput } from './course-types';

/** Creates (no id) or edits (id) a course (admin_empresa). */
export async function saveCourse({ id, values }: { id?: string; values: CourseInput }) {
  if (id) return unwrap(await supabase.from('skills_cursos').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('skills_cursos').insert(values).select('id').single());
}
export function useSaveCourse(options: MutationConfig<typeof saveCourse> = {}) {
  return useApiMutation(
    {
      mutationFn: saveCourse,
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(v.id ? 'Curso actualizado' : `Curso «${v.values.nombre}» creado`),
      notifyError: errorToast('No se pudo guardar el curso'),
    },
    options,
  );
}

/** Deletes a course with its lessons, quiz, sessions, enrolments and certificates (admin_empresa). */
export async function deleteCourse(id: string) {
  unwrap(await supabase.from('skills_cursos').delete().eq('id', id).select('id').single());
}
export function useDeleteCourse(options: MutationConfig<typeof deleteCourse> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteCourse,
      invalidate: invalidateSkills,
      notifySuccess: () => toast.success('Curso eliminado'),
      notifyError: errorToast('No se pudo eliminar el curso'),
    },
    options,
  );
}

/** Creates or edits a lesson. */
export async function saveLesson({ id, values }: { id?: string; values: LessonInput }) {
  if (id) return unwrap(await supabase.from('skills_lecciones').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('skills_lecciones').insert(values).select('id').single());
}
export function useSaveLesson(options: MutationConfig<typeof saveLesson> = {}) {
  return useApiMutation(
    {
      mutationFn: saveLesson,
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(v.id ? 'Lección actualizada' : 'Lección agregada'),
      notifyError: errorToast('No se pudo guardar la lección'),
    },
    options,
  );
}

/** Creates or edits a quiz question. */
export async function saveQuestion({ id, values }: { id?: string; values: QuestionInput }) {
  if (id) return unwrap(await supabase.from('skills_preguntas').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('skills_preguntas').insert(values).select('id').single());
}
export function useSaveQuestion(options: MutationConfig<typeof saveQuestion> = {}) {
  return useApiMutation(
    {
      mutationFn: saveQuestion,
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(v.id ? 'Pregunta actualizada' : 'Pregunta agregada'),
      notifyError: errorToast('No se pudo guardar la pregunta'),
    },
    options,
  );
}

/** Creates a classroom session. */
export async function saveSession({ values }: { values: SessionInput }) {
  return unwrap(await supabase.from('skills_sesiones').insert(values).select('id').single());
}
export function useSaveSession(options: MutationConfig<typeof saveSession> = {}) {
  return useApiMutation(
    {
      mutationFn: saveSession,
      invalidate: invalidateSkills,
      notifySuccess: () => toast.success('Sesión agregada'),
      notifyError: errorToast('No se pudo guardar la sesión'),
    },
    options,
  );
}

type ContentTable =
  'skills_lecciones' | 'skills_preguntas' | 'skills_sesiones' | 'skills_cursos_cargos' | 'skills_inscripciones';
const CONTENT_NAMES: Record<ContentTable, string> = {
  skills_lecciones: 'la lección',
  skills_preguntas: 'la pregunta',
  skills_sesiones: 'la sesión',
  skills_cursos_cargos: 'el cargo',
  skills_inscripciones: 'la inscripción',
};

/** Removes a lesson, question, session, position or enrolment of a course (admin_empresa). */
export async function deleteCourseItem({ table, id }: { table: ContentTable; id: string }) {
  unwrap(await supabase.from(table).delete().eq('id', id).select('id').single());
}
export function useDeleteCourseItem(options: MutationConfig<typeof deleteCourseItem> = {}) {
  return useApiMutation(
    {
      mutationFn: deleteCourseItem,
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(`Se quitó ${CONTENT_NAMES[v.table]}`),
      notifyError: errorToast('No se pudo quitar'),
    },
    options,
  );
}

/** Enrols one person (admin_empresa). */
export async function enrol({ courseId, employeeId }: { courseId: string; employeeId: string }) {
  return unwrap(
    await supabase
      .from('skills_inscripciones')
      .insert({ curso_id: courseId, colaborador_id: employeeId })
      .select('id')
      .single(),
  );
}
export function useEnrol(options: MutationConfig<typeof enrol> = {}) {
  return useApiMutation(
    {
      mutationFn: enrol,
      invalidate: invalidateSkills,
      notifySuccess: () => toast.success('Persona inscrita'),
      notifyError: errorToast('No se pudo inscribir'),
    },
    options,
  );
}

/** Assigns a course to a position: everyone in it is enrolled now, and every new hire later. */
export async function linkPosition({ courseId, position }: { courseId: string; position: string }) {
  return unwrap(
    await supabase.from('skills_cursos_cargos').insert({ curso_id: courseId, cargo: position }).select('id').single(),
  );
}
export function useLinkPosition(options: MutationConfig<typeof linkPosition> = {}) {
  return useApiMutation(
    {
      mutationFn: linkPosition,
      invalidate: invalidateSkills,
      notifySuccess: (_d, v) => toast.success(`Curso asignado al cargo «${v.position}»`),
      notifyError: errorToast('No se pudo asignar el cargo'),
    },
    options,
  );
}
