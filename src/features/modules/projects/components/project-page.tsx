import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { EmptyState, QueryState, useModuleUser } from '@/kit';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { formatCLP, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { projectsPath } from '../lib/paths';
import { useDeleteProject } from '../api/delete-project';
import { useProject } from '../api/get-project';
import { useProjectUsers } from '../api/get-project-users';
import { useUpdateProject } from '../api/update-project';
import type { Project } from '../api/types';
import { BoardPage } from './board-page';
import { HoursPage } from './hours-page';
import { ProjectOverview } from './project-overview';
import { ProjectForm } from './project-form';
import { projectPath } from '../lib/paths';
import { ProjectStateBadge } from './project-badges';
import { TasksPage } from './tasks-page';
import { TimelinePage } from './timeline-page';

const SECTIONS = [
  { to: '', label: 'Resumen' },
  { to: 'tablero', label: 'Tablero' },
  { to: 'tareas', label: 'Tareas' },
  { to: 'cronograma', label: 'Cronograma' },
  { to: 'horas', label: 'Horas' },
];

/** One project: its data, its sections (overview, board, tasks, timeline, hours) as URLs. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  return (
    <QueryState
      query={query}
      loadingLabel="Cargando proyecto..."
      errorTitle="No se pudo cargar el proyecto"
      isEmpty={(p) => !p}
      empty={
        <EmptyState
          title="El proyecto no existe o no tienes acceso a él"
          action={
            <Link to={projectsPath} className="text-primary underline">
              Volver a los proyectos
            </Link>
          }
        />
      }
    >
      {(p) => <ProjectFrame project={p!} />}
    </QueryState>
  );
}

function ProjectFrame({ project }: { project: Project }) {
  const users = useProjectUsers();
  const { isCompanyAdmin } = useModuleUser();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateProject({ onSuccess: () => toast.success('Proyecto actualizado') });
  const remove = useDeleteProject({
    onSuccess: () => {
      toast.success('Proyecto eliminado');
      void navigate(projectsPath);
    },
    // A refused delete touches no row: only admin_empresa deletes projects.
    onError: (e) =>
      toast.error('No se pudo eliminar el proyecto', {
        description:
          e instanceof ApiError && e.code === 'PGRST116'
            ? 'Solo el administrador de la empresa puede eliminar proyectos.'
            : errorMessage(e),
      }),
    onSettled: () => setDeleting(false),
  });
  const manager = useMemo(
    () => (users.data ?? []).find((u) => u.id === project.gerente_id)?.nombre,
    [users.data, project.gerente_id],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold">{project.nombre}</h2>
            <ProjectStateBadge estado={project.estado} />
          </div>
          <p className="text-sm text-muted-foreground">
            Cliente: {project.cliente_nombre ?? 'sin cliente'} · Jefe de proyecto: {manager ?? 'sin asignar'} ·{' '}
            {formatDate(project.fecha_inicio)} – {project.fecha_fin ? formatDate(project.fecha_fin) : 'sin término'} ·
            Presupuesto {formatCLP(project.presupuesto)}
          </p>
          {project.descripcion && <p className="max-w-3xl text-sm whitespace-pre-line">{project.descripcion}</p>}
        </div>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            <Pencil aria-hidden="true" />
            Editar proyecto
          </Button>
          {/* Only admin_empresa deletes projects (the delete policy): nobody else is offered it. */}
          {isCompanyAdmin && (
            <Button variant="outline" size="sm" onClick={() => setDeleting(true)} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Eliminar
            </Button>
          )}
        </div>
      </div>
      {editing && (
        <ProjectForm
          key={project.actualizado_en}
          project={project}
          pending={update.isPending}
          onDone={() => setEditing(false)}
          onSave={(values) => update.mutateAsync({ id: project.id, values })}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={`Eliminar el proyecto «${project.nombre}»`}
        description="Se eliminan también todas sus tareas y horas registradas. No se puede deshacer."
        confirmLabel="Eliminar proyecto"
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate(project.id)}
      />
      <nav aria-label="Secciones del proyecto" className="flex flex-wrap gap-1 border-b">
        {SECTIONS.map((s) => (
          <NavLink
            key={s.to}
            to={projectPath(project.id, s.to)}
            end={s.to === ''}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-1.5 text-sm',
                isActive
                  ? 'border-primary font-medium text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route index element={<ProjectOverview project={project} />} />
        <Route path="tablero" element={<BoardPage project={project} />} />
        <Route path="tareas" element={<TasksPage project={project} />} />
        <Route path="cronograma" element={<TimelinePage project={project} />} />
        <Route path="horas" element={<HoursPage project={project} />} />
        <Route path="*" element={<EmptyState title="Esta sección no existe" />} />
      </Routes>
    </div>
  );
}
