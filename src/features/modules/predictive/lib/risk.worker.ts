/// <reference lib="webworker" />
import { rankFailureRisk, type FailureHistoryRow } from './risk-ranking';

/** Fits every asset's model off the main thread (thousands of assets never freeze the page). */
self.onmessage = (event: MessageEvent<{ rows: FailureHistoryRow[]; now: string }>) => {
  try {
    self.postMessage({ ok: true, result: rankFailureRisk(event.data.rows, new Date(event.data.now)) });
  } catch (error) {
    self.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
