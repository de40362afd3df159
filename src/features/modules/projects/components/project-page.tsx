import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { modulePath } from '@/config/product';
import { formatCLP, formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { EmptyState, errorMessage, QueryState } from '@/kit';
import { useDeleteProject, useProject, useProjectUsers, useUpdateProject, type Project } from '../api/projects';
import { BoardPage } from './board-page';
import { HoursPage } from './hours-page';
import { ProjectOverview } from './project-overview';
import { ProjectForm } from './project-form';
import { ProjectStateBadge, projectPath } from './projects-page';
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
            <Link to={`${modulePath('projects')}/proyectos`} className="text-primary underline">
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
  const update = useUpdateProject(project.id);
  const remove = useDeleteProject();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const manager = useMemo(
    () => (users.data ?? []).find((u) => u.id === project.gerente_id)?.nombre,
    [users.data, project.gerente_id],
  );

  const onDelete = async () => {
    if (
      !window.confirm(`¿Eliminar el proyecto «${project.nombre}» con todas sus tareas y horas? No se puede deshacer.`)
    )
      return;
    try {
      await remove.mutateAsync(project.id);
      toast.success('Proyecto eliminado');
      void navigate(`${modulePath('projects')}/proyectos`);
    } catch (e) {
      // A refused delete touches no row: only admin_empresa deletes projects.
      toast.error('No se pudo eliminar el proyecto', {
        description:
          e instanceof ApiError && e.code === 'PGRST116'
            ? 'Solo el administrador de la empresa puede eliminar proyectos.'
            : errorMessage(e),
      });
    }
  };

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
          <Button variant="outline" size="sm" onClick={() => void onDelete()} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Eliminar
          </Button>
        </div>
      </div>
      {editing && (
        <ProjectForm
          key={project.actualizado_en}
          project={project}
          pending={update.isPending}
          onDone={() => setEditing(false)}
          onSave={async (v) => {
            await update.mutateAsync(v);
            toast.success('Proyecto actualizado');
          }}
        />
      )}
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
