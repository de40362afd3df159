import { defineModule } from '@/kit/manifest';

/** Axel Think: perspectives, strategic objectives (map and tree), OKRs with weekly check-ins (issue 38). */
export const manifest = defineModule({
  key: 'think',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'objetivos', label: 'Objetivos' },
    { path: 'mapa', label: 'Mapa estratégico' },
    { path: 'indicadores', label: 'Indicadores' },
    { path: 'perspectivas', label: 'Perspectivas' },
  ],
  routes: ['objetivos/:id'],
  // Live KPIs read these modules' data through public.think_fuente_valor when the user has them.
  uses: ['ops', 'finance', 'crm', 'people', 'projects'],
});
