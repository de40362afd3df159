import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  detectAnomalies,
  ewmaAlerts,
  levelShiftAlerts,
  robustSigma,
  robustZAlerts,
  scoreAlerts,
} from './anomalies';

// Montgomery, Introduction to Statistical Quality Control, Example 9.1 (Table 9.1): 30 readings, the
// first 20 from N(10, 1), the last 10 from N(11, 1). The tabular CUSUM with K = 0.5, H = 5 first
// exceeds H at reading 29 with C+ = 5.28, the upward run having begun after reading 22.
const MONTGOMERY = [
  9.45, 7.99, 9.29, 11.66, 12.16, 10.18, 8.04, 11.46, 9.2, 10.34, 9.03, 11.47, 10.51, 9.4, 10.08, 9.37, 10.62, 10.31,
  8.52, 10.84, 10.9, 9.33, 12.29, 11.5, 10.6, 11.08, 10.38, 11.62, 11.31, 10.52,
];

/** Seeded normal readings (mulberry32 and Box-Muller): the same series on every run. */
function normalSeries(n: number, mean: number, sd: number, seed: number): number[] {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297;
  };
  return Array.from(
    { length: n },
    () => mean + sd * Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()),
  );
}

describe("Montgomery's worked examples", () => {
  const known = { centre: 10, sigma: 1 };

  it('the tabular CUSUM signals at reading 29 with C+ = 5.28, the shift dated after reading 22', () => {
    const [alert] = levelShiftAlerts(MONTGOMERY, known);
    expect(alert.index + 1).toBe(29);
    expect(alert.statistic).toBeCloseTo(5.28, 2);
    expect(alert.since! + 1).toBe(23);
  });

  it("the EWMA's limits widen to the steady ±L σ √(λ / (2 − λ)) (λ = 0.1, L = 2.7: 9.38 and 10.62)", () => {
    const alerts = ewmaAlerts(MONTGOMERY, known, 0.1, 2.7);
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts[0].index).toBeGreaterThanOrEqual(20); // nothing while the process is in control
    expect(alerts.at(-1)!.band[1]).toBeCloseTo(10.62, 2);
    expect(alerts.at(-1)!.band[0]).toBeCloseTo(9.38, 2);
  });
});

describe('robust statistics', () => {
  it('σ by 1.4826 MAD ignores a wild reading; the mean and SD do not', () => {
    const calm = [10, 11, 9, 10, 12, 8, 10, 11, 9, 10];
    expect(robustSigma([...calm, 500])).toBeCloseTo(robustSigma(calm), 0);
    expect(baselineOf([5, 5, 5, 5, 5, 5], 30)).toBeNull(); // no spread: no baseline, no division by 0
    expect(baselineOf([1, 2], 30)).toBeNull();
  });

  it('the robust z alert says its value and band', () => {
    const series = [...normalSeries(40, 50, 2, 3), 80];
    const alerts = robustZAlerts(series);
    const last = alerts.at(-1)!;
    expect(last.index).toBe(40);
    expect(last.value).toBe(80);
    expect(last.band[1]).toBeLessThan(80);
    expect(last.band[0]).toBeLessThan(50);
    expect(last.statistic).toBeGreaterThan(3.5);
  });
});

describe('planted anomalies on synthetic years of daily readings', () => {
  // 40 years of N(50, 2) (seeds 1 to 40); each gets five spikes of ±4 to ±6 σ and a level shift
  // of +1.5 σ from day 300. Recall: a spike found on its day, a shift within 14 days. A false alarm:
  // an alert on a day with no planted anomaly before the shift.
  const spikes = [60, 120, 175, 220, 270];
  const sizes = [12, -10, 9, 11, -8];
  const shiftAt = 300;
  const years = Array.from({ length: 40 }, (_, k) => {
    const series = normalSeries(365, 50, 2, k + 1).map((v, i) => (i >= shiftAt ? v + 3 : v));
    spikes.forEach((day, j) => (series[day] += sizes[j]));
    return series;
  });
  const normalDays = years.length * (shiftAt - spikes.length);

  function measure(alertsOf: (series: number[]) => { index: number }[]) {
    let spikesFound = 0;
    let shiftsFound = 0;
    let falseAlarms = 0;
    for (const series of years) {
      const alerts = alertsOf(series);
      spikesFound += spikes.filter((d) => alerts.some((a) => a.index === d)).length;
      if (alerts.some((a) => a.index >= shiftAt && a.index < shiftAt + 14)) shiftsFound++;
      falseAlarms += alerts.filter((a) => a.index < shiftAt && !spikes.includes(a.index)).length;
    }
    return {
      spikeRecall: spikesFound / (years.length * spikes.length),
      shiftRecall: shiftsFound / years.length,
      falseAlarmsPer1000: (1000 * falseAlarms) / normalDays,
    };
  }

  it('the robust z finds the spikes', () => {
    const m = measure((s) => robustZAlerts(s));
    expect(m.spikeRecall).toBeGreaterThanOrEqual(0.85);
    expect(m.falseAlarmsPer1000).toBeLessThan(7);
  });

  it('the CUSUM finds the level shift within two weeks, and spikes do not pass for shifts', () => {
    const m = measure((s) => levelShiftAlerts(s, baselineOf(s, 60)!));
    expect(m.shiftRecall).toBeGreaterThanOrEqual(0.9);
    expect(m.falseAlarmsPer1000).toBeLessThan(10);
  });

  it('the EWMA sees the shift too', () => {
    const m = measure((s) => ewmaAlerts(s, baselineOf(s, 60)!));
    expect(m.shiftRecall).toBeGreaterThanOrEqual(0.8);
    expect(m.falseAlarmsPer1000).toBeLessThan(10);
  });

  // Measured (docs/predictive.md): z robusto 88.5 % of spikes, 5.5 false alarms per 1,000 normal
  // readings; CUSUM and EWMA 100 % of the shifts within 14 days, 7.5 and 6.9 per 1,000; all together
  // 90 % of spikes, 100 % of shifts, 19.9 per 1,000.
  it('all rules together (what the product runs)', () => {
    const m = measure((s) => detectAnomalies(s));
    expect(m.spikeRecall).toBeGreaterThanOrEqual(0.85);
    expect(m.shiftRecall).toBeGreaterThanOrEqual(0.9);
    expect(m.falseAlarmsPer1000).toBeLessThan(25);
  });

  it('recall and false alarms of one series, as scoreAlerts counts them', () => {
    expect(scoreAlerts([{ index: 3 }, { index: 9 }, { index: 20 }], [3, 15], 5)).toEqual({
      recall: 1,
      found: 2,
      falseAlarms: 1,
    });
    expect(scoreAlerts([{ index: 9 }], [3, 15], 5)).toEqual({ recall: 0, found: 0, falseAlarms: 1 });
    expect(scoreAlerts([], [])).toEqual({ recall: 1, found: 0, falseAlarms: 0 });
  });
});
