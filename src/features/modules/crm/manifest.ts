import { defineModule, named } from '@/kit/manifest';
import { formatCLP } from '@/lib/format';
import { STAGE_LABEL } from './lib/labels';

/** Axel CRM: opportunities, their funnel, activities, accounts (the shared parties) and leads (issue 17). */
export const manifest = defineModule({
  key: 'crm',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'oportunidades', label: 'Oportunidades' },
    { path: 'embudo', label: 'Embudo' },
    { path: 'pendientes', label: 'Mis pendientes' },
    { path: 'cuentas', label: 'Cuentas' },
    { path: 'leads', label: 'Leads' },
  ],
  routes: ['oportunidades/:id', 'cuentas/:id'],
  uses: [],
  records: [
    { table: 'terceros', route: 'cuentas/:id' },
    { table: 'crm_oportunidades', route: 'oportunidades/:id' },
  ],
  // A party's opportunities (issue 37: related records).
  related: [
    {
      of: 'terceros',
      title: 'Oportunidades',
      empty: 'Sin oportunidades para esta cuenta.',
      table: 'crm_oportunidades',
      column: 'tercero_id',
      select: 'id, nombre, etapa, monto, creado_en',
      order: 'creado_en',
      opens: 'crm_oportunidades',
      row: (r) => ({ label: String(r.nombre), detail: `${named(STAGE_LABEL, r.etapa)} · ${formatCLP(Number(r.monto))}` }),
    },
  ],
});
