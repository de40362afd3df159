import { Link } from 'react-router-dom';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { formatDate } from '@/lib/format';
import { useCertificates, useCourses, useMyEnrolments } from '../api/get-courses';
import { useCourseEmployees } from '../api/get-course-options';
import { ENROLMENT_STATE_LABELS, formatHours } from '../lib/course-labels';
import { skillsPaths } from '../lib/paths';
import { CertificateButton } from './courses-learning';

/** 'Mis cursos': the caller's enrolments and progress, and the certificates they may see (theirs, their team's). */
export default function MyCoursesPage() {
  const { userId } = useModuleUser();
  const employees = useCourseEmployees();
  const me = employees.data?.find((e) => e.usuario_id === userId);
  const mine = useMyEnrolments(employees.isSuccess ? (me?.id ?? null) : undefined);
  const courses = useCourses();
  const certificates = useCertificates();
  const courseById = new Map((courses.data ?? []).map((c) => [c.id, c]));
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="mis-cursos" className="flex flex-col gap-3">
        <h2 id="mis-cursos" className="text-lg font-semibold">
          Mis cursos
        </h2>
        {employees.isSuccess && !me ? (
          <EmptyState title="Tu cuenta no está vinculada a una ficha de colaborador">
            Pide al administrador que vincule tu cuenta en Axel People para ver tus cursos.
          </EmptyState>
        ) : (
          <QueryState
            query={mine}
            loadingLabel="Cargando tus cursos..."
            errorTitle="No se pudieron cargar tus cursos"
            isEmpty={(rows) => rows.length === 0}
            empty={<EmptyState title="No estás inscrito en cursos">Cuando te inscriban, los verás aquí.</EmptyState>}
          >
            {(rows) => (
              <ul className="flex flex-col divide-y rounded-lg border bg-card">
                {rows.map((e) => {
                  const c = courseById.get(e.curso_id);
                  return (
                    <li key={e.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                      <Link
                        to={skillsPaths.course(e.curso_id)}
                        className="mr-auto font-medium text-primary hover:underline"
                      >
                        {c?.nombre ?? 'Curso'}
                      </Link>
                      <span>{ENROLMENT_STATE_LABELS[e.estado as keyof typeof ENROLMENT_STATE_LABELS]}</span>
                      {e.certificate && <CertificateButton certificate={e.certificate} />}
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        )}
      </section>
      <section aria-labelledby="certificados" className="flex flex-col gap-3">
        <h2 id="certificados" className="text-lg font-semibold">
          Certificados
        </h2>
        <QueryState
          query={certificates}
          loadingLabel="Cargando certificados..."
          errorTitle="No se pudieron cargar los certificados"
          isEmpty={(rows) => rows.length === 0}
          empty={<p className="text-sm text-muted-foreground">Aún no hay certificados emitidos.</p>}
        >
          {(rows) => (
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th className="py-1 font-medium">Persona</th>
                  <th className="py-1 font-medium">Curso</th>
                  <th className="py-1 font-medium">Fecha</th>
                  <th className="py-1 font-medium">Horas</th>
                  <th className="py-1 font-medium">Código</th>
                  <th className="py-1 font-medium">PDF</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id} className="border-b">
                    <td className="py-1">{c.colaborador_nombre}</td>
                    <td className="py-1">{c.curso_nombre}</td>
                    <td className="py-1">{formatDate(c.fecha)}</td>
                    <td className="py-1">{formatHours(c.horas)}</td>
                    <td className="py-1 font-mono">{c.codigo}</td>
                    <td className="py-1">
                      <CertificateButton certificate={c} label="Descargar" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </section>
    </div>
  );
}
