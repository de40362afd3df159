import { defineModule } from '@/kit/manifest';

/**
 * Axel Think: mission and vision, perspectives, strategic objectives (map and tree), OKRs with weekly
 * check-ins, KPIs, initiatives and business reviews (issue 38).
 */
export const manifest = defineModule({
  key: 'think',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'objetivos', label: 'Objetivos' },
    { path: 'mapa', label: 'Mapa estratégico' },
    { path: 'indicadores', label: 'Indicadores' },
    { path: 'iniciativas', label: 'Iniciativas' },
    { path: 'revisiones', label: 'Revisiones' },
    { path: 'perspectivas', label: 'Perspectivas' },
  ],
  routes: ['objetivos/:id', 'revisiones/:id'],
  // Live KPIs read these modules' data through public.think_fuente_valor when the user has them;
  // initiatives read a linked project's progress through the view think_iniciativas_avance.
  uses: ['ops', 'finance', 'crm', 'people', 'projects'],
});
