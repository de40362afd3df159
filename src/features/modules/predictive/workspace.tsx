import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { manifest } from './manifest';
import { screens } from './screens';

const RiskPage = lazyScreen(screens[''], (m) => m.RiskPage);
const ReadingsPage = lazyScreen(screens.lecturas, (m) => m.ReadingsPage);
const AlertsPage = lazyScreen(screens.alertas, (m) => m.AlertsPage);
const ForecastsPage = lazyScreen(screens.pronosticos, (m) => m.ForecastsPage);
const PaymentRiskPage = lazyScreen(screens['riesgo-pago'], (m) => m.PaymentRiskPage);

/** Axel Predictive at /axel-predictive/*: the screens of its manifest's sections, each loaded when first opened. */
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
