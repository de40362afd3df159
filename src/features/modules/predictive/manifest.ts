import { defineModule } from '@/kit/manifest';

/**
 * Axel Predictive (issue 39): failure risk per asset from Ops' corrective orders. Meter readings,
 * anomalies and forecasts are not built yet (docs/predictive.md says what is).
 */
export const manifest = defineModule({
  key: 'predictive',
  sections: [{ path: '', label: 'Riesgo de falla' }],
  routes: [],
  // Failures are Ops' corrective orders; assets, categories and criticality are Industrial's.
  uses: ['ops', 'industrial'],
});
