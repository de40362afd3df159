import { modulePath } from '@/config/product';

/** /axel-projects and its URLs (the prefix lives in src/config/product.ts). */
export const PROJECTS_ROOT = modulePath('projects');
export const projectsPath = `${PROJECTS_ROOT}/proyectos`;
/** A project's page, or one of its sections ('tablero', 'tareas', 'cronograma', 'horas'). */
export const projectPath = (id: string, section = '') =>
  section ? `${PROJECTS_ROOT}/proyectos/${id}/${section}` : `${PROJECTS_ROOT}/proyectos/${id}`;
