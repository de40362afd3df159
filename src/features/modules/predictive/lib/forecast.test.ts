import { describe, expect, it } from 'vitest';
import {
  backtest,
  chooseSeasonality,
  fitSmoothing,
  forecastPoints,
  forecastWithIntervals,
  minimiseInBox,
  normalQuantile,
  smooth,
  smoothingForecaster,
} from './forecast';

// Box and Jenkins' airline passengers (thousands per month, 1949-1960), R's `AirPassengers`.
const AIR = [
  112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135, 125, 149, 170, 170, 158, 133, 114,
  140, 145, 150, 178, 163, 172, 178, 199, 199, 184, 162, 146, 166, 171, 180, 193, 181, 183, 218, 230, 242, 209, 191,
  172, 194, 196, 196, 236, 235, 229, 243, 264, 272, 237, 211, 180, 201, 204, 188, 235, 227, 234, 264, 302, 293, 259,
  229, 203, 229, 242, 233, 267, 269, 270, 315, 364, 347, 312, 274, 237, 278, 284, 277, 317, 313, 318, 374, 413, 405,
  355, 306, 271, 306, 315, 301, 356, 348, 355, 422, 465, 467, 404, 347, 305, 336, 340, 318, 362, 348, 363, 435, 491,
  505, 404, 359, 310, 337, 360, 342, 406, 396, 420, 472, 548, 559, 463, 407, 362, 405, 417, 391, 419, 461, 472, 535,
  622, 606, 508, 461, 390, 432,
];

describe('Holt-Winters against R (stats::HoltWinters on AirPassengers)', () => {
  it('the multiplicative fit: α 0.2755925, β 0.03269295, γ 0.8707292 give a 469.3232, b 3.0215391 and the seasonals', () => {
    const fit = smooth(AIR, 'multiplicativa', 12, { alpha: 0.2755925, beta: 0.03269295, gamma: 0.8707292 });
    expect(fit.level).toBeCloseTo(469.3232206, 4);
    expect(fit.trend).toBeCloseTo(3.0215391, 5);
    const published = [
      0.9464611, 0.8829239, 0.9717369, 1.0304825, 1.0476884, 1.1805272, 1.3590778, 1.3331706, 1.1083381, 0.9868813,
      0.8361333, 0.9209877,
    ];
    published.forEach((s, k) => expect(fit.season[k]).toBeCloseTo(s, 6));
    expect(fit.sse).toBeCloseTo(16570.78, 1);
  });

  it('the additive fit: α 0.2479595, β 0.0345373, γ 1 give a 477.8278, b 3.127627', () => {
    const fit = smooth(AIR, 'aditiva', 12, { alpha: 0.2479595, beta: 0.0345373, gamma: 1 });
    // The published parameters are rounded to 7 digits: a and b agree to that precision.
    expect(fit.level).toBeCloseTo(477.827781, 2);
    expect(fit.trend).toBeCloseTo(3.127627, 4);
  });

  it('least squares finds the same optimum as R', () => {
    const mult = fitSmoothing(AIR, 'multiplicativa');
    expect(mult.params.alpha).toBeCloseTo(0.2756, 3);
    expect(mult.params.beta).toBeCloseTo(0.0327, 3);
    expect(mult.params.gamma).toBeCloseTo(0.8707, 3);
    expect(mult.sse).toBeLessThanOrEqual(16570.78);
    const add = fitSmoothing(AIR, 'aditiva');
    expect(add.params.gamma).toBeCloseTo(1, 4);
    expect(add.sse).toBeLessThanOrEqual(21860.19);
  });
});

describe('forecasts and intervals', () => {
  it("Holt's linear trend follows a straight line exactly", () => {
    const line = Array.from({ length: 10 }, (_, k) => 5 + 2 * k);
    const fit = fitSmoothing(line, 'ninguna');
    expect(forecastPoints(fit, 3).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([25, 27, 29]);
  });

  it('intervals widen with the horizon by the ψ weights', () => {
    const fit = smooth(AIR, 'aditiva', 12, { alpha: 0.2479595, beta: 0.0345373, gamma: 1 });
    const points = forecastWithIntervals(fit, 13);
    const sigma = Math.sqrt(fit.residualVariance);
    expect(points[0].upper! - points[0].mean).toBeCloseTo(1.959964 * sigma, 4);
    // h = 2: 1 + ψ1², ψ1 = α (1 + β)
    const psi1 = 0.2479595 * (1 + 0.0345373);
    expect(points[1].upper! - points[1].mean).toBeCloseTo(1.959964 * sigma * Math.sqrt(1 + psi1 ** 2), 4);
    const widths = points.map((p) => p.upper! - p.lower!);
    widths.slice(1).forEach((w, k) => expect(w).toBeGreaterThan(widths[k]));
    // A multiplicative season gives its points without an interval.
    expect(forecastWithIntervals(fitSmoothing(AIR, 'multiplicativa'), 2)[1].lower).toBeNull();
  });

  it('the normal quantile', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 6);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 6);
  });

  it('the model the length supports', () => {
    expect(chooseSeasonality(26)).toBe('aditiva');
    expect(chooseSeasonality(25)).toBe('ninguna');
    expect(chooseSeasonality(3)).toBe('ninguna');
    expect(chooseSeasonality(2)).toBeNull();
  });

  it('minimises a bowl inside the box and stops at its walls', () => {
    const p = minimiseInBox((q) => (q[0] - 0.3) ** 2 + (q[1] - 0.7) ** 2, [0.5, 0.5]);
    expect(p[0]).toBeCloseTo(0.3, 3);
    expect(p[1]).toBeCloseTo(0.7, 3);
    const wall = minimiseInBox((q) => (q[0] - 2) ** 2, [0.5]);
    expect(wall[0]).toBe(1);
  });
});

describe('rolling-origin backtest', () => {
  it('the arithmetic, by hand', () => {
    // Origins 3, 4, 5; a forecaster that always says 12; naive says the last value.
    const y = [10, 12, 11, 13, 12, 14];
    const result = backtest(y, () => 12, { minTrain: 3 })!;
    expect(result.origins).toBe(3);
    // Model errors: |13−12|, |12−12|, |14−12| = 1, 0, 2; naive: |13−11|, |12−13|, |14−12| = 2, 1, 2.
    expect(result.mae).toBeCloseTo(1, 12);
    expect(result.naive.mae).toBeCloseTo(5 / 3, 12);
    expect(result.mape).toBeCloseTo((100 * (1 / 13 + 0 + 2 / 14)) / 3, 10);
    expect(result.naive.mape).toBeCloseTo((100 * (2 / 13 + 1 / 12 + 2 / 14)) / 3, 10);
    // Scale: the naive one-step MAE over the series, (2 + 1 + 2 + 1 + 2) / 5 = 1.6.
    expect(result.mase).toBeCloseTo(1 / 1.6, 12);
    expect(result.naive.mase).toBeCloseTo(5 / 3 / 1.6, 12);
  });

  it('seasonal naive, zeros left out of MAPE, and too short a series', () => {
    const y = [0, 10, 0, 10, 0, 10];
    const r = backtest(y, () => 5, { minTrain: 2, period: 2 })!;
    expect(r.naive.mae).toBe(0); // one season back is right every time
    expect(r.mape).toBeCloseTo(50, 10); // only the 10s count
    expect(r.mase).toBeNull(); // the scale |y_t − y_{t−2}| is 0: MASE is undefined, not infinite
    expect(backtest([1, 2], () => 1, { minTrain: 3 })).toBeNull();
  });

  it('Holt-Winters beats the seasonal naive on the airline series (last two years, one step ahead)', () => {
    const r = backtest(AIR, smoothingForecaster(12), { minTrain: 120, period: 12 })!;
    expect(r.origins).toBe(24);
    expect(r.mase!).toBeLessThan(r.naive.mase!);
    expect(r.mape!).toBeLessThan(r.naive.mape!);
  });
});
