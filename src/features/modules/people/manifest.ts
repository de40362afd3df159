import { defineModule, named } from '@/kit/manifest';
import { formatDate, formatTime } from '@/lib/format';
import { LEAVE_LABELS, REQUEST_STATE_LABELS } from './lib/texts';

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
  records: [{ table: 'colaboradores', route: 'colaboradores/:id' }],
  // An employee's requests and attendance (issue 37: related records), as People's row-level
  // security lets the viewer read them (their own, their team's, or the admin's all).
  related: [
    {
      of: 'colaboradores',
      title: 'Solicitudes de ausencia',
      empty: 'Sin solicitudes.',
      table: 'solicitudes_ausencia',
      column: 'colaborador_id',
      select: 'id, tipo, fecha_inicio, fecha_fin, estado, creado_en',
      order: 'creado_en',
      row: (r) => ({
        label: `${named(LEAVE_LABELS, r.tipo)}: ${formatDate(String(r.fecha_inicio))} al ${formatDate(String(r.fecha_fin))}`,
        detail: named(REQUEST_STATE_LABELS, r.estado),
      }),
    },
    {
      of: 'colaboradores',
      title: 'Asistencia',
      empty: 'Sin marcas de asistencia.',
      table: 'marcas_asistencia',
      column: 'colaborador_id',
      select: 'id, fecha, entrada, salida',
      order: 'fecha',
      row: (r) => ({
        label: formatDate(String(r.fecha)),
        detail: `Entrada ${formatTime(String(r.entrada))}${r.salida ? ` · salida ${formatTime(String(r.salida))}` : ' · sin salida'}`,
      }),
    },
  ],
});
