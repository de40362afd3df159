import { median, medianAbsoluteDeviation } from 'simple-statistics';

/**
 * Anomaly rules for meter readings (issue 39), chosen to hold with little data: each one takes its
 * centre and spread from a baseline by the median and the MAD (a few wild readings do not move them).
 *
 * - 'z-robusto': the modified z-score of Iglewicz and Hoaglin, 0.6745 (x − median) / MAD over the
 *   previous `window` readings; an alert above 3.5.
 * - 'ewma': an exponentially weighted moving average with its time-varying control limits
 *   μ ± L σ √(λ / (2 − λ) · (1 − (1 − λ)^(2i))) (Montgomery, Introduction to Statistical Quality
 *   Control, §9.2); λ = 0.2, L = 3 by default: it sees small drifts a single reading does not show.
 * - 'cambio-nivel': the two-sided tabular CUSUM (Montgomery §9.1) with k = σ/2 and h = 5σ: a
 *   sustained shift of about one σ; the alert says where the shift began (the last time the sum was 0)
 *   and the sums restart after it.
 *
 * The EWMA and the CUSUM read each value clipped to the baseline's centre ± 3σ (a Huber-type guard):
 * a single wild reading is the robust z's to report, and must not pass for a drift or a shift.
 */

export type AnomalyRule = 'z-robusto' | 'ewma' | 'cambio-nivel';

export interface Alert {
  rule: AnomalyRule;
  /** Index of the reading that raised it. */
  index: number;
  value: number;
  /** The band the value (or the rule's statistic) left: [low, high]. */
  band: [number, number];
  /** The rule's statistic at that reading (z, the EWMA, or the cumulative sum). */
  statistic: number;
  /** For a level shift: the index where the shift began. */
  since?: number;
}

/** σ estimated robustly: 1.4826 × MAD (consistent with the standard deviation of a normal sample). */
export function robustSigma(values: readonly number[]): number {
  return 1.4826 * medianAbsoluteDeviation([...values]);
}

export interface Baseline {
  centre: number;
  sigma: number;
}

/** Centre and σ of the first `size` readings (median, 1.4826 MAD); null when they do not spread. */
export function baselineOf(values: readonly number[], size: number): Baseline | null {
  const head = values.slice(0, size);
  if (head.length < 5) return null;
  const sigma = robustSigma(head);
  if (!(sigma > 0)) return null;
  return { centre: median([...head]), sigma };
}

/** The modified z-score of each reading against the previous `window` readings. */
export function robustZAlerts(values: readonly number[], window = 30, threshold = 3.5, minimum = 8): Alert[] {
  const alerts: Alert[] = [];
  for (let i = minimum; i < values.length; i++) {
    const past = values.slice(Math.max(0, i - window), i);
    const mad = medianAbsoluteDeviation([...past]);
    if (!(mad > 0)) continue;
    const centre = median([...past]);
    const z = (0.6745 * (values[i] - centre)) / mad;
    if (Math.abs(z) > threshold) {
      const half = (threshold * mad) / 0.6745;
      alerts.push({
        rule: 'z-robusto',
        index: i,
        value: values[i],
        band: [centre - half, centre + half],
        statistic: z,
      });
    }
  }
  return alerts;
}

/** A reading limited to centre ± 3σ for the EWMA and the CUSUM. */
function clipped(x: number, baseline: Baseline): number {
  const reach = 3 * baseline.sigma;
  return Math.min(baseline.centre + reach, Math.max(baseline.centre - reach, x));
}

/** EWMA statistic and its limits for each reading; an alert where it leaves them. */
export function ewmaAlerts(values: readonly number[], baseline: Baseline, lambda = 0.2, width = 3): Alert[] {
  const alerts: Alert[] = [];
  let z = baseline.centre;
  let outside = false;
  values.forEach((x, k) => {
    z = lambda * clipped(x, baseline) + (1 - lambda) * z;
    const half = width * baseline.sigma * Math.sqrt((lambda / (2 - lambda)) * (1 - Math.pow(1 - lambda, 2 * (k + 1))));
    const band: [number, number] = [baseline.centre - half, baseline.centre + half];
    const out = z > band[1] || z < band[0];
    // One alert per excursion: when the statistic leaves the band, not again until it is back.
    if (out && !outside) alerts.push({ rule: 'ewma', index: k, value: x, band, statistic: z });
    outside = out;
  });
  return alerts;
}

/** The two-sided tabular CUSUM; one alert per shift (the sums restart after it). */
export function levelShiftAlerts(values: readonly number[], baseline: Baseline, k = 0.5, h = 5): Alert[] {
  const alerts: Alert[] = [];
  const slack = k * baseline.sigma;
  const limit = h * baseline.sigma;
  let up = 0;
  let down = 0;
  let upStart = 0;
  let downStart = 0;
  values.forEach((x, i) => {
    if (up === 0) upStart = i;
    if (down === 0) downStart = i;
    const v = clipped(x, baseline);
    up = Math.max(0, v - (baseline.centre + slack) + up);
    down = Math.max(0, baseline.centre - slack - v + down);
    if (up > limit || down > limit) {
      const rising = up > limit;
      alerts.push({
        rule: 'cambio-nivel',
        index: i,
        value: x,
        band: [-limit, limit],
        statistic: rising ? up : -down,
        since: rising ? upStart : downStart,
      });
      up = 0;
      down = 0;
    }
  });
  return alerts;
}

/** Every rule over one series; the baseline is its first `baselineSize` readings. */
export function detectAnomalies(values: readonly number[], baselineSize = 60): Alert[] {
  const baseline = baselineOf(values, baselineSize);
  const alerts = robustZAlerts(values);
  if (baseline) alerts.push(...ewmaAlerts(values, baseline), ...levelShiftAlerts(values, baseline));
  return alerts.sort((a, b) => a.index - b.index);
}

/**
 * Recall and false alarms of alerts against planted anomalies: a planted anomaly is found when an
 * alert falls within `tolerance` readings after it (a shift is found late, by design); an alert that
 * finds no planted anomaly is a false alarm.
 */
export function scoreAlerts(alerts: readonly Pick<Alert, 'index'>[], planted: readonly number[], tolerance = 0) {
  const found = planted.filter((p) => alerts.some((a) => a.index >= p && a.index <= p + tolerance));
  const falseAlarms = alerts.filter((a) => !planted.some((p) => a.index >= p && a.index <= p + tolerance)).length;
  return { recall: planted.length ? found.length / planted.length : 1, found: found.length, falseAlarms };
}
