import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const ProjectsOverview = lazyScreen(screens[''], (m) => m.ProjectsOverview);
const ProjectsPage = lazyScreen(screens.proyectos, (m) => m.ProjectsPage);
const ProjectPage = lazyScreen(screens['proyectos/:id/*'], (m) => m.ProjectPage);

/** Axel Projects at /axel-projects/*: the screens of its manifest's sections and routes, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{ '': <ProjectsOverview />, proyectos: <ProjectsPage />, 'proyectos/:id/*': <ProjectPage /> }}
    />
  );
}
