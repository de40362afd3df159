import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { useCourses } from '../api/get-courses';
import { useSaveCourse } from '../api/save-course';
import { formatHours, MODALITY_LABELS } from '../lib/course-labels';
import { skillsPaths } from '../lib/paths';
import { CourseForm } from './courses-form';

/** The company's courses: online and classroom, the induction path marked; 'Nuevo curso' for the admin. */
export default function CoursesPage() {
  const courses = useCourses();
  const save = useSaveCourse();
  const navigate = useNavigate();
  const { isCompanyAdmin } = useModuleUser();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-lg font-semibold">Cursos</h2>
        {isCompanyAdmin && !creating && <Button onClick={() => setCreating(true)}>Nuevo curso</Button>}
      </div>
      {creating && (
        <CourseForm
          pending={save.isPending}
          onSave={async (values) => {
            const made = await save.mutateAsync({ values });
            void navigate(skillsPaths.course(made.id));
          }}
          onDone={() => setCreating(false)}
        />
      )}
      <QueryState
        query={courses}
        loadingLabel="Cargando cursos..."
        errorTitle="No se pudieron cargar los cursos"
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState title="Aún no hay cursos">
            {isCompanyAdmin
              ? 'Crea un curso online (lecciones y cuestionario) o presencial (sesiones con asistencia).'
              : 'Cuando la empresa publique cursos, aparecerán aquí.'}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul aria-label="Cursos" className="flex flex-col divide-y rounded-lg border bg-card">
            {rows.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <Link to={skillsPaths.course(c.id)} className="min-w-48 font-medium text-primary hover:underline">
                  {c.nombre}
                </Link>
                <Badge variant="outline">{MODALITY_LABELS[c.modalidad as keyof typeof MODALITY_LABELS]}</Badge>
                {c.es_induccion && <Badge variant="secondary">Inducción</Badge>}
                {!c.activo && <Badge variant="outline">Inactivo</Badge>}
                <span className="text-muted-foreground">
                  {formatHours(c.horas)} · Plan {c.anio}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
