import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AttachmentsPanel } from '@/components/attachments/attachments-panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { formatCLP, formatDate } from '@/lib/format';
import { useMarkLesson } from '../api/course-learning';
import type { CourseDetail } from '../api/get-courses';
import { useCourse, useCourseEnrolments, useQuestions } from '../api/get-courses';
import { useCourseEmployees } from '../api/get-course-options';
import {
  useDeleteCourse,
  useDeleteCourseItem,
  useEnrol,
  useLinkPosition,
  useSaveCourse,
  useSaveLesson,
  useSaveQuestion,
  useSaveSession,
} from '../api/save-course';
import type { EnrolmentProgress, Lesson } from '../api/course-types';
import { ENROLMENT_ORIGIN_LABELS, formatHours, LESSON_TYPE_LABELS, MODALITY_LABELS } from '../lib/course-labels';
import { skillsPaths } from '../lib/paths';
import { LessonForm, QuestionForm, SessionForm } from './courses-content-forms';
import { CourseForm } from './courses-form';
import { AttendancePanel, CertificateButton, QuizPanel } from './courses-learning';

/** A course's page: its content, the learner's progress and quiz, sessions and attendance, enrolments. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  return (
    <QueryState
      query={course}
      loadingLabel="Cargando curso..."
      errorTitle="No se pudo cargar el curso"
      isEmpty={(c) => c === null}
      empty={
        <EmptyState title="Curso no encontrado" action={<Link to={skillsPaths.courses}>Volver a los cursos</Link>}>
          El curso no existe o no tienes acceso a él.
        </EmptyState>
      }
    >
      {(detail) => <CourseView detail={detail as CourseDetail} />}
    </QueryState>
  );
}

function CourseView({ detail }: { detail: CourseDetail }) {
  const { course, lessons, sessions, positions } = detail;
  const user = useModuleUser();
  const admin = user.isCompanyAdmin;
  const employees = useCourseEmployees();
  const enrolments = useCourseEnrolments(course.id);
  const save = useSaveCourse();
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const me = (employees.data ?? []).find((e) => e.usuario_id && e.usuario_id === user.userId);
  const mine = (enrolments.data ?? []).find((e) => me && e.colaborador_id === me.id);
  const names = new Map((employees.data ?? []).map((e) => [e.id, e.nombre]));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto flex flex-col gap-1">
          <Link to={skillsPaths.courses} className="text-sm text-primary hover:underline">
            ← Cursos
          </Link>
          <h2 className="text-lg font-semibold">{course.nombre}</h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">{MODALITY_LABELS[course.modalidad as keyof typeof MODALITY_LABELS]}</Badge>
            {course.es_induccion && <Badge variant="secondary">Inducción</Badge>}
            {formatHours(course.horas)} · Plan {course.anio}
            {admin && ` · Presupuesto ${formatCLP(course.presupuesto)} · Gasto ${formatCLP(course.gasto)}`}
          </p>
          {course.descripcion && <p className="max-w-prose text-sm">{course.descripcion}</p>}
        </div>
        {admin && !editing && (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Editar curso
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              Eliminar curso
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <CourseForm
          course={course}
          pending={save.isPending}
          onSave={(values) => save.mutateAsync({ id: course.id, values })}
          onDone={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onCancel={() => setDeleting(false)}
        title="Eliminar curso"
        description={`Se eliminará «${course.nombre}» con sus lecciones, cuestionario, sesiones, inscripciones y certificados. Las evaluaciones de competencias que otorgó se mantienen.`}
        confirmLabel="Eliminar"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(course.id, {
            onSuccess: () => void navigate(skillsPaths.courses),
            onSettled: () => setDeleting(false),
          })
        }
      />
      {mine && <MyProgress detail={detail} enrolment={mine} />}
      {course.modalidad === 'online' ? (
        <>
          <LessonsSection detail={detail} admin={admin} enrolment={mine} />
          {mine && lessons.length > 0 && <QuizPanel course={course} enrolment={mine} />}
          {admin && <QuestionsSection courseId={course.id} />}
        </>
      ) : (
        <SessionsSection detail={detail} admin={admin} userId={user.userId} />
      )}
      <EnrolmentsSection
        detail={detail}
        admin={admin}
        enrolments={enrolments.data}
        loading={enrolments.isPending}
        error={enrolments.isError}
        names={names}
        employees={(employees.data ?? []).filter((e) => e.estado === 'activo')}
        positions={positions.map((p) => ({ id: p.id, cargo: p.cargo }))}
        lessons={lessons.length}
        sessions={sessions.length}
      />
    </div>
  );
}

function MyProgress({ detail, enrolment }: { detail: CourseDetail; enrolment: EnrolmentProgress }) {
  const total = detail.course.modalidad === 'online' ? detail.lessons.length : detail.sessions.length;
  return (
    <section aria-label="Mi avance" className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 text-sm">
      <span className="font-medium">Mi avance:</span>
      {enrolment.certificate ? (
        <>
          <span className="text-emerald-700">
            Completado el {formatDate(enrolment.certificate.fecha)} · código {enrolment.certificate.codigo}
          </span>
          <CertificateButton certificate={enrolment.certificate} />
        </>
      ) : detail.course.modalidad === 'online' ? (
        <span>
          {enrolment.lessonsSeen.length} de {total} lecciones vistas
          {enrolment.attempts.some((a) => a.aprobado) ? ' · cuestionario aprobado' : ''}
        </span>
      ) : (
        <span>La asistencia la registra el instructor en cada sesión ({total} en total).</span>
      )}
    </section>
  );
}

function LessonsSection({
  detail,
  admin,
  enrolment,
}: {
  detail: CourseDetail;
  admin: boolean;
  enrolment?: EnrolmentProgress;
}) {
  const { course, lessons } = detail;
  const saveLesson = useSaveLesson();
  const removeItem = useDeleteCourseItem();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Lesson | null>(null);
  return (
    <section aria-labelledby="lecciones" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h3 id="lecciones" className="mr-auto font-semibold">
          Lecciones
        </h3>
        {admin && !adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Agregar lección
          </Button>
        )}
      </div>
      {adding && (
        <LessonForm
          courseId={course.id}
          nextOrder={lessons.reduce((m, l) => Math.max(m, l.orden), 0) + 1}
          pending={saveLesson.isPending}
          onSave={(values) => saveLesson.mutateAsync({ values })}
          onDone={() => setAdding(false)}
        />
      )}
      {lessons.length === 0 ? (
        <p className="text-sm text-muted-foreground">Este curso aún no tiene lecciones.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {lessons.map((l) => (
            <LessonItem
              key={l.id}
              lesson={l}
              admin={admin}
              companyId={course.empresa_id}
              enrolment={enrolment}
              onRemove={() => setRemoving(l)}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        title="Quitar lección"
        description={`Se quitará la lección «${removing?.titulo ?? ''}» y el registro de quienes la vieron.`}
        confirmLabel="Quitar"
        destructive
        pending={removeItem.isPending}
        onConfirm={() =>
          removing &&
          removeItem.mutate({ table: 'skills_lecciones', id: removing.id }, { onSettled: () => setRemoving(null) })
        }
      />
    </section>
  );
}

function LessonItem({
  lesson,
  admin,
  companyId,
  enrolment,
  onRemove,
}: {
  lesson: Lesson;
  admin: boolean;
  companyId: string;
  enrolment?: EnrolmentProgress;
  onRemove: () => void;
}) {
  const mark = useMarkLesson();
  const seen = enrolment?.lessonsSeen.includes(lesson.id) ?? false;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card p-4"
      aria-label={`Lección ${lesson.orden}: ${lesson.titulo}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-medium">
          {lesson.orden}. {lesson.titulo}{' '}
          <span className="text-xs text-muted-foreground">
            ({LESSON_TYPE_LABELS[lesson.tipo as keyof typeof LESSON_TYPE_LABELS]})
          </span>
        </span>
        {enrolment &&
          (seen ? (
            <span className="text-sm text-emerald-700">Vista ✓</span>
          ) : (
            <Button
              size="sm"
              disabled={mark.isPending || enrolment.estado === 'completado'}
              onClick={() => mark.mutate(lesson.id)}
            >
              Marcar como vista
            </Button>
          ))}
        {admin && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Quitar
          </Button>
        )}
      </div>
      {lesson.contenido && <p className="whitespace-pre-line text-sm">{lesson.contenido}</p>}
      {lesson.url && (
        <a href={lesson.url} target="_blank" rel="noreferrer noopener" className="text-sm text-primary hover:underline">
          Ver video
        </a>
      )}
      {lesson.tipo === 'archivo' && (
        <AttachmentsPanel
          title="Archivo de la lección"
          target={{ companyId, table: 'skills_lecciones', recordId: lesson.id }}
          canAttach={admin}
          canDelete={admin}
        />
      )}
    </li>
  );
}

function QuestionsSection({ courseId }: { courseId: string }) {
  const questions = useQuestions(courseId, true);
  const saveQuestion = useSaveQuestion();
  const removeItem = useDeleteCourseItem();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="preguntas" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h3 id="preguntas" className="mr-auto font-semibold">
          Preguntas del cuestionario
        </h3>
        {!adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Agregar pregunta
          </Button>
        )}
      </div>
      {adding && (
        <QuestionForm
          courseId={courseId}
          nextOrder={(questions.data ?? []).reduce((m, q) => Math.max(m, q.orden), 0) + 1}
          pending={saveQuestion.isPending}
          onSave={(values) => saveQuestion.mutateAsync({ values })}
          onDone={() => setAdding(false)}
        />
      )}
      <QueryState
        query={questions}
        loadingLabel="Cargando preguntas..."
        errorTitle="No se pudieron cargar las preguntas"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <p className="text-sm text-muted-foreground">Sin preguntas: el curso se completa viendo las lecciones.</p>
        }
      >
        {(rows) => (
          <ol className="flex flex-col gap-2">
            {rows.map((q) => (
              <li key={q.id} className="flex flex-wrap items-start gap-2 rounded-md border bg-card p-3 text-sm">
                <div className="mr-auto">
                  <p className="font-medium">
                    {q.orden}. {q.enunciado}
                  </p>
                  <ul className="ml-4 list-disc">
                    {q.opciones.map((o, j) => (
                      <li key={j} className={j === q.correcta ? 'font-medium text-emerald-700' : ''}>
                        {o}
                        {j === q.correcta ? ' (correcta)' : ''}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => removeItem.mutate({ table: 'skills_preguntas', id: q.id })}
                >
                  Quitar
                </Button>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

function SessionsSection({ detail, admin, userId }: { detail: CourseDetail; admin: boolean; userId?: string }) {
  const { course, sessions } = detail;
  const saveSession = useSaveSession();
  const removeItem = useDeleteCourseItem();
  const [adding, setAdding] = useState(false);
  const [taking, setTaking] = useState<string | null>(null);
  return (
    <section aria-labelledby="sesiones" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h3 id="sesiones" className="mr-auto font-semibold">
          Sesiones
        </h3>
        {admin && !adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Agregar sesión
          </Button>
        )}
      </div>
      {adding && (
        <SessionForm
          courseId={course.id}
          pending={saveSession.isPending}
          onSave={(values) => saveSession.mutateAsync({ values })}
          onDone={() => setAdding(false)}
        />
      )}
      {sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Este curso aún no tiene sesiones.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 rounded-md border bg-card p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="mr-auto">
                  <span className="font-medium">{formatDate(s.fecha)}</span>
                  {s.hora_inicio ? ` · ${s.hora_inicio.slice(0, 5)}` : ''}
                  {s.lugar ? ` · ${s.lugar}` : ''} · Instructor: {s.instructor}
                </span>
                {(admin || (userId && s.instructor_id === userId)) && taking !== s.id && (
                  <Button size="sm" variant="outline" onClick={() => setTaking(s.id)}>
                    Tomar asistencia
                  </Button>
                )}
                {admin && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => removeItem.mutate({ table: 'skills_sesiones', id: s.id })}
                  >
                    Quitar
                  </Button>
                )}
              </div>
              {taking === s.id && <AttendancePanel sessionId={s.id} onDone={() => setTaking(null)} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EnrolmentsSection({
  detail,
  admin,
  enrolments,
  loading,
  error,
  names,
  employees,
  positions,
  lessons,
  sessions,
}: {
  detail: CourseDetail;
  admin: boolean;
  enrolments: EnrolmentProgress[] | undefined;
  loading: boolean;
  error: boolean;
  names: Map<string, string>;
  employees: Array<{ id: string; nombre: string; cargo: string | null }>;
  positions: Array<{ id: string; cargo: string }>;
  lessons: number;
  sessions: number;
}) {
  const { course } = detail;
  const enrol = useEnrol();
  const link = useLinkPosition();
  const removeItem = useDeleteCourseItem();
  const [person, setPerson] = useState('');
  const [position, setPosition] = useState('');
  const enrolled = new Set((enrolments ?? []).map((e) => e.colaborador_id));
  const cargos = [...new Set(employees.map((e) => e.cargo).filter((c): c is string => !!c))].sort();
  const progress = (e: EnrolmentProgress) =>
    e.estado === 'completado'
      ? 'Completado'
      : course.modalidad === 'online'
        ? `${e.lessonsSeen.length}/${lessons} lecciones · ${e.attempts.length} ${e.attempts.length === 1 ? 'intento' : 'intentos'}`
        : `${sessions} ${sessions === 1 ? 'sesión' : 'sesiones'}`;
  return (
    <section aria-labelledby="inscripciones" className="flex flex-col gap-3">
      <h3 id="inscripciones" className="font-semibold">
        Inscripciones
      </h3>
      {admin && (
        <div className="flex flex-wrap items-end gap-4 rounded-lg border bg-card p-4 text-sm">
          <form
            className="flex items-end gap-2"
            aria-label="Inscribir persona"
            onSubmit={(e) => {
              e.preventDefault();
              if (person) enrol.mutate({ courseId: course.id, employeeId: person }, { onSuccess: () => setPerson('') });
            }}
          >
            <label className="flex flex-col gap-1">
              Persona
              <select
                className="h-9 rounded-md border border-input bg-card px-2"
                value={person}
                onChange={(e) => setPerson(e.target.value)}
              >
                <option value="">Selecciona...</option>
                {employees
                  .filter((e) => !enrolled.has(e.id))
                  .map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.nombre}
                    </option>
                  ))}
              </select>
            </label>
            <Button type="submit" size="sm" disabled={!person || enrol.isPending}>
              Inscribir
            </Button>
          </form>
          <form
            className="flex items-end gap-2"
            aria-label="Asignar a un cargo"
            onSubmit={(e) => {
              e.preventDefault();
              if (position.trim())
                link.mutate({ courseId: course.id, position: position.trim() }, { onSuccess: () => setPosition('') });
            }}
          >
            <label className="flex flex-col gap-1">
              Cargo
              <input
                className="h-9 rounded-md border border-input bg-card px-2"
                list="cargos-curso"
                value={position}
                onChange={(e) => setPosition(e.target.value)}
              />
              <datalist id="cargos-curso">
                {cargos.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </label>
            <Button type="submit" size="sm" disabled={!position.trim() || link.isPending}>
              Asignar al cargo
            </Button>
          </form>
          {positions.length > 0 && (
            <ul aria-label="Cargos asignados" className="flex flex-wrap gap-2">
              {positions.map((p) => (
                <li key={p.id} className="flex items-center gap-1 rounded-full border px-2 py-0.5">
                  {p.cargo}
                  <button
                    type="button"
                    className="text-muted-foreground hover:text-foreground"
                    aria-label={`Quitar el cargo ${p.cargo}`}
                    onClick={() => removeItem.mutate({ table: 'skills_cursos_cargos', id: p.id })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="w-full text-xs text-muted-foreground">
            Asignar un cargo inscribe a todas las personas activas con ese cargo y, desde ahora, a cada nuevo ingreso.
          </p>
        </div>
      )}
      {loading ? (
        <p className="text-sm text-muted-foreground">Cargando inscripciones...</p>
      ) : error ? (
        <p className="text-sm text-destructive">No se pudieron cargar las inscripciones.</p>
      ) : (enrolments ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {admin ? 'Aún no hay personas inscritas.' : 'No ves inscripciones de este curso.'}
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-1 font-medium">Persona</th>
              <th className="py-1 font-medium">Origen</th>
              <th className="py-1 font-medium">Avance</th>
              <th className="py-1 font-medium">Certificado</th>
              {admin && <th className="py-1 font-medium">Acciones</th>}
            </tr>
          </thead>
          <tbody>
            {(enrolments ?? []).map((e) => (
              <tr key={e.id} className="border-b">
                <td className="py-1">
                  {names.get(e.colaborador_id) ?? e.certificate?.colaborador_nombre ?? 'Colaborador'}
                </td>
                <td className="py-1">{ENROLMENT_ORIGIN_LABELS[e.origen as keyof typeof ENROLMENT_ORIGIN_LABELS]}</td>
                <td className="py-1">{progress(e)}</td>
                <td className="py-1">
                  {e.certificate ? <CertificateButton certificate={e.certificate} label={e.certificate.codigo} /> : '—'}
                </td>
                {admin && (
                  <td className="py-1">
                    {e.estado !== 'completado' && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => removeItem.mutate({ table: 'skills_inscripciones', id: e.id })}
                      >
                        Quitar
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
