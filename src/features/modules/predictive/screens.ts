import type { ScreenLoaders } from '@/kit/screens';

/**
 * Each Predictive screen's code, a chunk of its own (issue 33: the risk ranking does not download
 * the readings' import and forms, or the forecasts' charts). workspace.tsx renders them lazily; the
 * module route's loader starts the opened one's chunk with the workspace's (src/kit/screens.ts).
 */
export const screens = {
  '': () => import('./components/risk-page'),
  lecturas: () => import('./components/readings-page'),
  alertas: () => import('./components/alerts-page'),
  pronosticos: () => import('./components/forecasts-page'),
  'riesgo-pago': () => import('./components/payment-risk-page'),
} satisfies ScreenLoaders;
