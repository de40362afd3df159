import { defineModule, named } from '@/kit/manifest';
import { PROJECT_STATE_LABEL } from './lib/labels';

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
  records: [{ table: 'proy_proyectos', route: 'proyectos/:id' }],
  // A party's projects (issue 37: related records).
  related: [
    {
      of: 'terceros',
      title: 'Proyectos',
      empty: 'Sin proyectos para esta cuenta.',
      table: 'proy_proyectos',
      column: 'tercero_id',
      select: 'id, nombre, estado, creado_en',
      order: 'creado_en',
      opens: 'proy_proyectos',
      row: (r) => ({ label: String(r.nombre), detail: named(PROJECT_STATE_LABEL, r.estado) }),
    },
  ],
});
