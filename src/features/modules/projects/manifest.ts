import { defineModule } from '@/kit/manifest';

/** Axel Projects: projects, their tasks (board, list, timeline), time entries and overviews (issue 17). */
export const manifest = defineModule({
  key: 'projects',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'proyectos', label: 'Proyectos' },
  ],
  // A project's own sections (board, tasks, timeline, hours) are under its URL.
  routes: ['proyectos/:id/*'],
  // A task may follow an Ops work order.
  uses: ['ops'],
});
