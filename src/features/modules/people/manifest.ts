import { defineModule } from '@/kit/manifest';

/** Axel People: employees, leave requests, attendance and the org chart (issue 13). */
export const manifest = defineModule({
  key: 'people',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'colaboradores', label: 'Colaboradores' },
    { path: 'solicitudes', label: 'Solicitudes' },
    { path: 'asistencia', label: 'Asistencia' },
    { path: 'organigrama', label: 'Organigrama' },
  ],
  routes: ['colaboradores/nuevo', 'colaboradores/:id'],
  uses: [],
});
