/** Axel Predictive's query keys, broad to narrow (docs/naming.md: English segments). */
export const predictiveKeys = {
  all: ['predictive'] as const,
  failureRisk: () => [...predictiveKeys.all, 'failure-risk'] as const,
  failureOrders: (key: string) => [...predictiveKeys.all, 'failure-orders', key] as const,
  readingsAll: () => [...predictiveKeys.all, 'readings'] as const,
  readings: (filter: { assetId?: string; variable?: string }) => [...predictiveKeys.readingsAll(), filter] as const,
  machineKeys: () => [...predictiveKeys.all, 'machine-keys'] as const,
  alerts: () => [...predictiveKeys.all, 'alerts'] as const,
  forecastSeries: () => [...predictiveKeys.all, 'forecast-series'] as const,
};
