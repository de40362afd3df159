import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/kit';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { AttemptResult, Certificate, Course, EnrolmentProgress } from '../api/course-types';
import { useRecordAttendance, useSubmitQuiz } from '../api/course-learning';
import { useQuiz, useRoll } from '../api/get-courses';

/** 'Descargar certificado': the PDF drawn in the browser from the certificate row (jsPDF on demand). */
export function CertificateButton({
  certificate,
  label = 'Descargar certificado',
}: {
  certificate: Certificate;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const [{ buildCertificatePdf, certificateFileName }, { downloadPdf }] = await Promise.all([
            import('../lib/course-certificate'),
            import('@/lib/pdf/download'),
          ]);
          downloadPdf(await buildCertificatePdf(certificate), certificateFileName(certificate));
        } catch (e) {
          toast.error('No se pudo generar el certificado', { description: errorMessage(e) });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Generando PDF...' : label}
    </Button>
  );
}

/** The learner's quiz: one choice per question, sent to Postgres to be graded; the attempts left. */
export function QuizPanel({ course, enrolment }: { course: Course; enrolment: EnrolmentProgress }) {
  const quiz = useQuiz(course.id);
  const submit = useSubmitQuiz();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [missing, setMissing] = useState(false);
  const passed = enrolment.attempts.some((a) => a.aprobado);
  const used = enrolment.attempts.length;
  const left = course.max_intentos - used;
  const best = enrolment.attempts.reduce((m, a) => Math.max(m, a.puntaje), 0);
  return (
    <section aria-labelledby="cuestionario" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h3 id="cuestionario" className="font-semibold">
        Cuestionario
      </h3>
      <p className="text-sm text-muted-foreground">
        Nota de aprobación {course.nota_aprobacion} % · {used} de {course.max_intentos}{' '}
        {course.max_intentos === 1 ? 'intento usado' : 'intentos usados'}
        {used > 0 ? ` · mejor puntaje ${best} %` : ''}
      </p>
      {result && (
        <p role="status" className={result.aprobado ? 'font-medium text-emerald-700' : 'font-medium text-destructive'}>
          {result.aprobado ? 'Aprobado' : 'No aprobado'}: {result.puntaje} % ({result.correctas} de {result.total}{' '}
          correctas).
          {!result.aprobado &&
            result.intentos_restantes > 0 &&
            (result.intentos_restantes === 1
              ? ' Te queda 1 intento.'
              : ` Te quedan ${result.intentos_restantes} intentos.`)}
          {result.certificado_id && ' Completaste el curso: tu certificado está listo.'}
        </p>
      )}
      {passed ? (
        !result && <p className="text-sm font-medium text-emerald-700">Cuestionario aprobado.</p>
      ) : left <= 0 ? (
        <p className="text-sm text-destructive">
          Usaste todos los intentos. Pide al administrador que te inscriba de nuevo.
        </p>
      ) : (
        <QueryState
          query={quiz}
          loadingLabel="Cargando cuestionario..."
          errorTitle="No se pudo cargar el cuestionario"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="text-sm text-muted-foreground">Este curso aún no tiene preguntas.</p>}
        >
          {(questions) => (
            <form
              aria-label="Responder cuestionario"
              className="flex flex-col gap-4"
              onSubmit={async (e) => {
                e.preventDefault();
                if (questions.some((q) => answers[q.id] === undefined)) {
                  setMissing(true);
                  return;
                }
                setMissing(false);
                try {
                  setResult(await submit.mutateAsync({ courseId: course.id, answers }));
                  setAnswers({});
                } catch {
                  // The toast says why (attempts used, not enrolled); the answers stay.
                }
              }}
            >
              {questions.map((q, i) => (
                <fieldset key={q.id} className="flex flex-col gap-1">
                  <legend className="text-sm font-medium">
                    {i + 1}. {q.enunciado}
                  </legend>
                  {q.opciones.map((o, j) => (
                    <label key={j} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={q.id}
                        checked={answers[q.id] === j}
                        onChange={() => setAnswers((a) => ({ ...a, [q.id]: j }))}
                      />
                      {o}
                    </label>
                  ))}
                </fieldset>
              ))}
              {missing && (
                <p role="alert" className="text-sm text-destructive">
                  Responde todas las preguntas antes de enviar.
                </p>
              )}
              <div>
                <Button type="submit" disabled={submit.isPending}>
                  {submit.isPending ? 'Enviando...' : 'Enviar respuestas'}
                </Button>
              </div>
            </form>
          )}
        </QueryState>
      )}
    </section>
  );
}

/** A session's roll with a checkbox per enrolled person (admin or the session's instructor). */
export function AttendancePanel({ sessionId, onDone }: { sessionId: string; onDone: () => void }) {
  const roll = useRoll(sessionId, true);
  const save = useRecordAttendance();
  const [marks, setMarks] = useState<Record<string, boolean>>({});
  return (
    <QueryState
      query={roll}
      loadingLabel="Cargando lista..."
      errorTitle="No se pudo cargar la lista de asistencia"
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="text-sm text-muted-foreground">No hay personas inscritas en el curso.</p>}
    >
      {(rows) => (
        <form
          aria-label="Tomar asistencia"
          className="flex flex-col gap-2 rounded-md border p-3"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await save.mutateAsync({
                sessionId,
                rows: rows.map((r) => ({
                  inscripcion_id: r.inscripcion_id,
                  presente: marks[r.inscripcion_id] ?? r.presente ?? false,
                })),
              });
              onDone();
            } catch {
              // The toast says why; the marks stay.
            }
          }}
        >
          {rows.map((r) => (
            <label key={r.inscripcion_id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={marks[r.inscripcion_id] ?? r.presente ?? false}
                onChange={(e) => setMarks((m) => ({ ...m, [r.inscripcion_id]: e.target.checked }))}
              />
              {r.nombre}
            </label>
          ))}
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? 'Guardando...' : 'Guardar asistencia'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={onDone}>
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </QueryState>
  );
}
