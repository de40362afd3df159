import { defineModule } from '@/kit/manifest';

/**
 * Axel Predictive (issue 39): failure risk per asset from Ops' corrective orders, meter readings of
 * Industrial's assets and the anomaly alerts found in them, forecasts of Finance's monthly series and
 * of spare-part consumption (docs/predictive.md says what is built).
 */
export const manifest = defineModule({
  key: 'predictive',
  sections: [
    { path: '', label: 'Riesgo de falla' },
    { path: 'lecturas', label: 'Lecturas' },
    { path: 'alertas', label: 'Alertas' },
    { path: 'pronosticos', label: 'Pronósticos' },
    { path: 'riesgo-pago', label: 'Riesgo de pago' },
  ],
  routes: [],
  // Failures are Ops' corrective orders; assets, categories and criticality are Industrial's; payment
  // risk reads Finance's documents and payments.
  uses: ['ops', 'industrial', 'finance'],
});
