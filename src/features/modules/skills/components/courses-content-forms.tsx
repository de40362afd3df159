import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import type { LessonInput, QuestionInput, SessionInput } from '../api/course-types';
import { useCourseEmployees } from '../api/get-course-options';
import { LESSON_TYPE_LABELS } from '../lib/course-labels';

const lessonSchema = z
  .object({
    titulo: field.requiredText(150),
    tipo: field.choice(['texto', 'video', 'archivo'], { labels: LESSON_TYPE_LABELS }),
    contenido: field.optionalText(20000),
    url: field.optionalText(1000),
    orden: field.number({ min: 1, max: 1000, integer: true }),
  })
  .refine((v) => v.tipo !== 'video' || (v.url && /^https?:\/\/\S+$/.test(v.url)), {
    path: ['url'],
    message: 'Un video necesita un enlace que empiece con http:// o https://',
  })
  .refine((v) => !v.url || /^https?:\/\/\S+$/.test(v.url), { path: ['url'], message: 'Enlace inválido' });

/** A new lesson: text, a video link, or a file (attached once the lesson exists). */
export function LessonForm({
  courseId,
  nextOrder,
  onSave,
  onDone,
  pending,
}: {
  courseId: string;
  nextOrder: number;
  onSave: (v: LessonInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const form = useZodForm(lessonSchema, {
    titulo: '',
    tipo: 'texto',
    contenido: '',
    url: '',
    orden: String(nextOrder),
  });
  return (
    <form
      noValidate
      aria-label="Nueva lección"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            curso_id: courseId,
            titulo: v.titulo,
            tipo: v.tipo,
            contenido: v.contenido ?? '',
            url: v.url ?? null,
            orden: v.orden,
          });
          onDone();
        } catch {
          // The toast has said why; what was typed stays.
        }
      })}
    >
      <FormField form={form} name="titulo" label="Título" required />
      <FormField
        form={form}
        name="tipo"
        label="Tipo"
        required
        options={Object.entries(LESSON_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        hint={form.values.tipo === 'archivo' ? 'El archivo se adjunta en la lección, después de crearla.' : undefined}
      />
      <FormField form={form} name="orden" label="Orden" type="quantity" required />
      <div className="sm:col-span-3">
        <FormField form={form} name="url" label="Enlace del video" hint="P. ej. https://www.youtube.com/watch?v=..." />
      </div>
      <div className="sm:col-span-3">
        <FormField form={form} name="contenido" label="Contenido" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel="Agregar lección"
        pendingLabel="Agregando..."
      />
    </form>
  );
}

const questionSchema = z
  .object({
    enunciado: field.requiredText(1000),
    opciones: field.requiredText(3000),
    correcta: field.number({ min: 1, max: 6, integer: true }),
    orden: field.number({ min: 1, max: 1000, integer: true }),
  })
  .refine(
    (v) => {
      const n = optionLines(v.opciones).length;
      return n >= 2 && n <= 6;
    },
    { path: ['opciones'], message: 'Escribe entre 2 y 6 opciones, una por línea' },
  )
  .refine((v) => v.correcta <= optionLines(v.opciones).length, {
    path: ['correcta'],
    message: 'La respuesta correcta debe ser una de las opciones',
  });

function optionLines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A new quiz question: the statement, 2-6 options (one per line) and which one is right. */
export function QuestionForm({
  courseId,
  nextOrder,
  onSave,
  onDone,
  pending,
}: {
  courseId: string;
  nextOrder: number;
  onSave: (v: QuestionInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const form = useZodForm(questionSchema, { enunciado: '', opciones: '', correcta: '1', orden: String(nextOrder) });
  return (
    <form
      noValidate
      aria-label="Nueva pregunta"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            curso_id: courseId,
            enunciado: v.enunciado,
            opciones: optionLines(v.opciones),
            correcta: v.correcta - 1,
            orden: v.orden,
          });
          onDone();
        } catch {
          // The toast has said why; what was typed stays.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="enunciado" label="Pregunta" required />
      </div>
      <div className="sm:col-span-2">
        <FormField form={form} name="opciones" label="Opciones (una por línea)" multiline required />
      </div>
      <FormField form={form} name="correcta" label="N° de la opción correcta" type="quantity" required />
      <FormField form={form} name="orden" label="Orden" type="quantity" required />
      <FormActions
        className="flex gap-2 sm:col-span-2"
        pending={pending}
        onCancel={onDone}
        submitLabel="Agregar pregunta"
        pendingLabel="Agregando..."
      />
    </form>
  );
}

const sessionSchema = z.object({
  fecha: field.requiredDay(),
  hora_inicio: field
    .optionalText(5)
    .refine((v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Hora inválida (usa HH:MM)'),
  lugar: field.optionalText(200),
  instructor: field.requiredText(150),
  instructor_id: field.optionalText(),
});

/** A new classroom session: date, start time, place, the instructor (and their account, who takes attendance). */
export function SessionForm({
  courseId,
  onSave,
  onDone,
  pending,
}: {
  courseId: string;
  onSave: (v: SessionInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const employees = useCourseEmployees();
  const form = useZodForm(sessionSchema, { fecha: '', hora_inicio: '', lugar: '', instructor: '', instructor_id: '' });
  const accounts = (employees.data ?? []).filter((e) => e.usuario_id && e.estado === 'activo');
  return (
    <form
      noValidate
      aria-label="Nueva sesión"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            curso_id: courseId,
            fecha: v.fecha,
            hora_inicio: v.hora_inicio ?? null,
            lugar: v.lugar ?? '',
            instructor: v.instructor,
            instructor_id: v.instructor_id ?? null,
          });
          onDone();
        } catch {
          // The toast has said why; what was typed stays.
        }
      })}
    >
      <FormField form={form} name="fecha" label="Fecha" required hint="DD-MM-AAAA" />
      <FormField form={form} name="hora_inicio" label="Hora de inicio" hint="HH:MM" />
      <FormField form={form} name="lugar" label="Lugar" />
      <FormField form={form} name="instructor" label="Instructor" required />
      <FormField
        form={form}
        name="instructor_id"
        label="Cuenta del instructor"
        hint="Quien tenga cuenta puede tomar la asistencia."
        options={accounts.map((e) => ({ value: e.usuario_id as string, label: e.nombre }))}
      />
      <FormActions
        className="flex gap-2 sm:col-span-3"
        pending={pending}
        onCancel={onDone}
        submitLabel="Agregar sesión"
        pendingLabel="Agregando..."
      />
    </form>
  );
}
