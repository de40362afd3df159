import { ModuleWorkspace } from '@/kit';
import { AlertsPage } from './components/alerts-page';
import { ForecastsPage } from './components/forecasts-page';
import { PaymentRiskPage } from './components/payment-risk-page';
import { ReadingsPage } from './components/readings-page';
import { RiskPage } from './components/risk-page';
import { manifest } from './manifest';

/** Axel Predictive at /axel-predictive/*: the screens of its manifest's sections. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <RiskPage />,
        lecturas: <ReadingsPage />,
        alertas: <AlertsPage />,
        pronosticos: <ForecastsPage />,
        'riesgo-pago': <PaymentRiskPage />,
      }}
    />
  );
}
