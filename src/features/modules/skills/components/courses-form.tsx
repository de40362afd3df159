import { z } from 'zod';
import { field, FormActions, FormField, useZodForm } from '@/kit';
import { useSkillOptions } from '../api/get-course-options';
import type { Course, CourseInput } from '../api/course-types';
import { MODALITY_LABELS } from '../lib/course-labels';

const YES_NO = [
  { value: 'si', label: 'Sí' },
  { value: 'no', label: 'No' },
];
const LEVELS = [1, 2, 3, 4].map((n) => ({ value: String(n), label: `Nivel ${n}` }));

const courseSchema = z
  .object({
    nombre: field.requiredText(150),
    descripcion: field.optionalText(2000),
    modalidad: field.choice(['online', 'presencial'], { labels: MODALITY_LABELS }),
    es_induccion: field.choice(['si', 'no']),
    horas: field.number({ min: 0.5, max: 1000 }),
    competencia_id: field.optionalText(),
    nivel_otorgado: field.optionalText(),
    nota_aprobacion: field.number({ min: 1, max: 100, integer: true }),
    max_intentos: field.number({ min: 1, max: 10, integer: true }),
    anio: field.number({ min: 2000, max: 2100, integer: true }),
    presupuesto: field.pesos({ allowZero: true, maxDigits: 14 }),
    gasto: field.pesos({ allowZero: true, maxDigits: 14 }),
    activo: field.choice(['si', 'no']),
  })
  .refine((v) => !v.competencia_id || v.nivel_otorgado, {
    path: ['nivel_otorgado'],
    message: 'Indica el nivel que otorga el curso',
  });

/** Create or edit a course (admin_empresa): modality, hours, the skill level it grants, quiz rules, plan. */
export function CourseForm({
  course,
  onSave,
  onDone,
  pending,
}: {
  course?: Course;
  onSave: (v: CourseInput) => Promise<unknown>;
  onDone: () => void;
  pending: boolean;
}) {
  const skills = useSkillOptions();
  const form = useZodForm(courseSchema, {
    nombre: course?.nombre ?? '',
    descripcion: course?.descripcion ?? '',
    modalidad: course?.modalidad ?? 'online',
    es_induccion: course?.es_induccion ? 'si' : 'no',
    horas: course ? String(course.horas).replace('.', ',') : '',
    competencia_id: course?.competencia_id ?? '',
    nivel_otorgado: course?.nivel_otorgado ? String(course.nivel_otorgado) : '',
    nota_aprobacion: String(course?.nota_aprobacion ?? 70),
    max_intentos: String(course?.max_intentos ?? 3),
    anio: String(course?.anio ?? new Date().getFullYear()),
    presupuesto: course ? String(course.presupuesto) : '0',
    gasto: course ? String(course.gasto) : '0',
    activo: course && !course.activo ? 'no' : 'si',
  });
  const online = form.values.modalidad !== 'presencial';
  return (
    <form
      noValidate
      aria-label={course ? 'Editar curso' : 'Nuevo curso'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await onSave({
            nombre: v.nombre,
            descripcion: v.descripcion ?? '',
            modalidad: v.modalidad,
            es_induccion: v.es_induccion === 'si',
            horas: v.horas,
            competencia_id: v.competencia_id ?? null,
            nivel_otorgado: v.competencia_id && v.nivel_otorgado ? Number(v.nivel_otorgado) : null,
            nota_aprobacion: v.nota_aprobacion,
            max_intentos: v.max_intentos,
            anio: v.anio,
            presupuesto: Number(v.presupuesto),
            gasto: Number(v.gasto),
            activo: v.activo === 'si',
          });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <div className="sm:col-span-2">
        <FormField form={form} name="nombre" label="Nombre del curso" required />
      </div>
      <FormField
        form={form}
        name="modalidad"
        label="Modalidad"
        required
        options={[
          { value: 'online', label: 'Online (lecciones y cuestionario)' },
          { value: 'presencial', label: 'Presencial (sesiones con asistencia)' },
        ]}
      />
      <FormField
        form={form}
        name="es_induccion"
        label="Ruta de inducción"
        required
        options={YES_NO}
        hint="Para nuevos ingresos de los cargos asignados."
      />
      <FormField form={form} name="horas" label="Horas" type="hours" required />
      <FormField
        form={form}
        name="competencia_id"
        label="Competencia que otorga"
        options={(skills.data ?? []).map((s) => ({ value: s.id, label: s.nombre }))}
      />
      <FormField form={form} name="nivel_otorgado" label="Nivel que otorga" options={LEVELS} />
      {online && (
        <>
          <FormField form={form} name="nota_aprobacion" label="Nota de aprobación (%)" type="quantity" required />
          <FormField form={form} name="max_intentos" label="Intentos permitidos" type="quantity" required />
        </>
      )}
      <FormField form={form} name="anio" label="Año del plan" type="quantity" required />
      <FormField form={form} name="presupuesto" label="Presupuesto" type="amount" required />
      <FormField form={form} name="gasto" label="Gasto ejecutado" type="amount" required />
      {course && <FormField form={form} name="activo" label="Activo" required options={YES_NO} />}
      <div className="sm:col-span-2 lg:col-span-4">
        <FormField form={form} name="descripcion" label="Descripción" multiline />
      </div>
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-4"
        pending={pending}
        onCancel={onDone}
        submitLabel={course ? 'Guardar curso' : 'Crear curso'}
        pendingLabel={course ? 'Guardando...' : 'Creando...'}
      />
    </form>
  );
}
