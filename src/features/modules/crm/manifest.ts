import { defineModule } from '@/kit/manifest';

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
  // The account page lists the account's opportunities itself; other modules' lists are under it.
  records: [
    { table: 'terceros', route: 'cuentas/:id' },
    { table: 'crm_oportunidades', route: 'oportunidades/:id' },
  ],
});
