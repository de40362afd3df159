import { ModuleWorkspace } from '@/kit';
import { ProjectsOverview } from './components/overview-page';
import { ProjectPage } from './components/project-page';
import { ProjectsPage } from './components/projects-page';
import { manifest } from './manifest';

/** Axel Projects at /axel-projects/*: the screens of its manifest's sections and routes. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{ '': <ProjectsOverview />, proyectos: <ProjectsPage />, 'proyectos/:id/*': <ProjectPage /> }}
    />
  );
}
