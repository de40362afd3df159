import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateSkills } from './keys';
import type { AttemptResult } from './course-types';

/** Marks a lesson seen by the caller; completes the course when it is the last thing missing. */
export async function markLesson(lessonId: string) {
  const r = unwrap(await supabase.rpc('skills_marcar_leccion', { p_leccion: lessonId })) as {
    certificado_id: string | null;
  };
  return r;
}
export function useMarkLesson(options: MutationConfig<typeof markLesson> = {}) {
  return useApiMutation(
    {
      mutationFn: markLesson,
      invalidate: invalidateSkills,
      notifySuccess: (r) =>
        toast.success(r.certificado_id ? 'Curso completado: tu certificado está listo' : 'Lección marcada como vista'),
      notifyError: errorToast('No se pudo marcar la lección'),
    },
    options,
  );
}

/** Sends the quiz's answers ({question id: option index}); Postgres grades them. */
export async function submitQuiz({ courseId, answers }: { courseId: string; answers: Record<string, number> }) {
  return unwrap(
    await supabase.rpc('skills_responder_cuestionario', { p_curso: courseId, p_respuestas: answers }),
  ) as unknown as AttemptResult;
}
export function useSubmitQuiz(options: MutationConfig<typeof submitQuiz> = {}) {
  return useApiMutation(
    {
      mutationFn: submitQuiz,
      invalidate: invalidateSkills,
      notifyError: errorToast('No se pudo enviar el cuestionario'),
    },
    options,
  );
}

/** Records a session's attendance (admin or the session's instructor). */
export async function recordAttendance({
  sessionId,
  rows,
}: {
  sessionId: string;
  rows: Array<{ inscripcion_id: string; presente: boolean }>;
}) {
  return unwrap(await supabase.rpc('skills_registrar_asistencia', { p_sesion: sessionId, p_asistencias: rows }));
}
export function useRecordAttendance(options: MutationConfig<typeof recordAttendance> = {}) {
  return useApiMutation(
    {
      mutationFn: recordAttendance,
      invalidate: invalidateSkills,
      notifySuccess: (issued) =>
        toast.success(
          issued > 0
            ? `Asistencia guardada: ${issued} ${issued === 1 ? 'certificado emitido' : 'certificados emitidos'}`
            : 'Asistencia guardada',
        ),
      notifyError: errorToast('No se pudo guardar la asistencia'),
    },
    options,
  );
}
