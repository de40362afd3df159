import { Route, Routes } from 'react-router-dom';
import { EmptyState, ModuleShell } from '@/kit';
import { ProjectsOverview } from './components/overview-page';
import { ProjectPage } from './components/project-page';
import { ProjectsPage } from './components/projects-page';

const NAV = [
  { to: '', label: 'Resumen' },
  { to: 'proyectos', label: 'Proyectos' },
];

/** Axel Projects: projects, their tasks (board, list, timeline), time entries and overviews (issue 17). */
export function Workspace() {
  return (
    <ModuleShell moduleKey="projects" nav={NAV}>
      <Routes>
        <Route index element={<ProjectsOverview />} />
        <Route path="proyectos" element={<ProjectsPage />} />
        <Route path="proyectos/:id/*" element={<ProjectPage />} />
        <Route path="*" element={<EmptyState title="Esta sección no existe" />} />
      </Routes>
    </ModuleShell>
  );
}
