import { linearRegression, mean, sampleVariance } from 'simple-statistics';

/**
 * Exponential smoothing for monthly series (issue 39): Holt's linear trend and Holt-Winters with an
 * additive or multiplicative season, initialised and filtered as R's `stats::HoltWinters` does (so
 * its published fits are a reference), parameters by least squares of the one-step errors (our own
 * Nelder-Mead within [0, 1]), prediction intervals from the one-step residuals' variance and the
 * model's ψ weights (additive and non-seasonal models), and a rolling-origin backtest (MAPE, MASE)
 * next to the naive forecast's.
 */

export type Seasonality = 'ninguna' | 'aditiva' | 'multiplicativa';

export interface SmoothingParams {
  alpha: number;
  beta: number;
  /** Only with a season. */
  gamma: number;
}

export interface SmoothingFit {
  seasonality: Seasonality;
  period: number;
  params: SmoothingParams;
  /** Level, trend and the last `period` seasonal terms at the end of the series. */
  level: number;
  trend: number;
  season: number[];
  /** One-step forecasts from the first filtered observation (`start`) on. */
  fitted: number[];
  start: number;
  sse: number;
  residualVariance: number;
}

interface Start {
  level: number;
  trend: number;
  season: number[];
  /** Index of the first observation the filter forecasts. */
  start: number;
}

/** The classical decomposition's seasonal figure of the first two seasons and a line through their trend. */
function seasonalStart(y: readonly number[], period: number, kind: 'aditiva' | 'multiplicativa'): Start {
  const x = y.slice(0, 2 * period);
  // Centred moving average (2×m for an even m).
  const weights = period % 2 === 0 ? [0.5, ...Array<number>(period - 1).fill(1), 0.5] : Array<number>(period).fill(1);
  const half = Math.floor(weights.length / 2);
  const trend: (number | null)[] = x.map((_, i) => {
    if (i - half < 0 || i + half >= x.length) return null;
    let s = 0;
    for (let k = 0; k < weights.length; k++) s += weights[k] * x[i - half + k];
    return s / period;
  });
  const sums = Array<number>(period).fill(0);
  const counts = Array<number>(period).fill(0);
  trend.forEach((t, i) => {
    if (t == null) return;
    sums[i % period] += kind === 'aditiva' ? x[i] - t : x[i] / t;
    counts[i % period]++;
  });
  const figure = sums.map((s, k) => s / counts[k]);
  const centre = mean(figure);
  const season = figure.map((f) => (kind === 'aditiva' ? f - centre : f / centre));
  const known = trend.filter((t): t is number => t != null);
  const { m, b } = linearRegression(known.map((t, k) => [k + 1, t]));
  return { level: b, trend: m, season, start: period };
}

function startOf(y: readonly number[], seasonality: Seasonality, period: number): Start {
  return seasonality === 'ninguna'
    ? { level: y[1], trend: y[1] - y[0], season: [], start: 2 }
    : seasonalStart(y, period, seasonality);
}

/**
 * The smoothing recursions (R's C filter, line for line in meaning) from `init`: the sum of squared
 * one-step errors and the final state. The optimiser calls it for the sum alone, with no array built;
 * smooth() passes `fitted` to collect the one-step forecasts.
 */
function recurse(
  y: readonly number[],
  seasonality: Seasonality,
  period: number,
  { alpha, beta, gamma }: SmoothingParams,
  init: Start,
  fitted?: number[],
): { sse: number; level: number; trend: number; season: number[] } {
  let level = init.level;
  let trend = init.trend;
  // The seasonal values of the last `period` steps, as a ring: slot k % period holds the one of
  // `period` steps before step k.
  const ring = [...init.season];
  let sse = 0;
  let k = 0;
  for (let i = init.start; i < y.length; i++, k++) {
    const slot = k % period;
    const s = seasonality === 'ninguna' ? 0 : ring[slot];
    const base = level + trend;
    const forecast = seasonality === 'aditiva' ? base + s : seasonality === 'multiplicativa' ? base * s : base;
    fitted?.push(forecast);
    sse += (y[i] - forecast) ** 2;
    const previous = level;
    level =
      seasonality === 'aditiva'
        ? alpha * (y[i] - s) + (1 - alpha) * base
        : seasonality === 'multiplicativa'
          ? alpha * (y[i] / s) + (1 - alpha) * base
          : alpha * y[i] + (1 - alpha) * base;
    trend = beta * (level - previous) + (1 - beta) * trend;
    if (seasonality === 'aditiva') ring[slot] = gamma * (y[i] - level) + (1 - gamma) * s;
    if (seasonality === 'multiplicativa') ring[slot] = gamma * (y[i] / level) + (1 - gamma) * s;
  }
  // The last `period` seasonal values in the order of their steps (the next step's first).
  const season = seasonality === 'ninguna' ? [] : ring.map((_, j) => ring[(k + j) % period]);
  return { sse, level, trend, season };
}

/** Runs the smoothing recursions with given parameters. */
export function smooth(
  y: readonly number[],
  seasonality: Seasonality,
  period: number,
  params: SmoothingParams,
  initial?: Start,
): SmoothingFit {
  const init = initial ?? startOf(y, seasonality, period);
  const fitted: number[] = [];
  const { sse, level, trend, season } = recurse(y, seasonality, period, params, init, fitted);
  const residuals = fitted.map((f, k) => y[init.start + k] - f);
  return {
    seasonality,
    period,
    params,
    level,
    trend,
    season,
    fitted,
    start: init.start,
    sse,
    residualVariance: residuals.length > 1 ? sampleVariance(residuals) : 0,
  };
}

/** Nelder-Mead minimisation inside the unit box (points are clamped). Enough for 2 or 3 parameters. */
export function minimiseInBox(f: (p: number[]) => number, start: number[], iterations = 400): number[] {
  const clamp = (p: number[]) => p.map((v) => Math.min(1, Math.max(0, v)));
  const n = start.length;
  let simplex = [clamp(start), ...start.map((_, k) => clamp(start.map((v, j) => (j === k ? v + 0.2 : v))))];
  let values = simplex.map(f);
  for (let it = 0; it < iterations; it++) {
    const order = values.map((v, k) => [v, k]).sort((a, b) => a[0] - b[0]);
    simplex = order.map(([, k]) => simplex[k]);
    values = order.map(([v]) => v);
    if (Math.abs(values[n] - values[0]) <= 1e-10 * (Math.abs(values[0]) + 1e-12)) break;
    const centroid = start.map((_, j) => mean(simplex.slice(0, n).map((p) => p[j])));
    const toward = (t: number) => clamp(centroid.map((c, j) => c + t * (simplex[n][j] - c)));
    const reflected = toward(-1);
    const fr = f(reflected);
    if (fr < values[0]) {
      const expanded = toward(-2);
      const fe = f(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < values[n - 1]) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = toward(0.5);
      const fc = f(contracted);
      if (fc < values[n]) {
        [simplex[n], values[n]] = [contracted, fc];
      } else {
        simplex = simplex.map((p) => clamp(p.map((v, j) => simplex[0][j] + 0.5 * (v - simplex[0][j]))));
        values = simplex.map(f);
      }
    }
  }
  const best = values.indexOf(Math.min(...values));
  return simplex[best];
}

/** Fits the parameters by least squares of the one-step errors (several starts, the best kept). */
export function fitSmoothing(y: readonly number[], seasonality: Seasonality, period = 12): SmoothingFit {
  const toParams = (p: number[]): SmoothingParams => ({ alpha: p[0], beta: p[1], gamma: p[2] ?? 0 });
  // The start does not depend on the parameters: computed once, not at each of the optimiser's
  // hundreds of evaluations, which compute only the sum of squares (recurse without fitted values).
  const init = startOf(y, seasonality, period);
  const sse = (p: number[]) => recurse(y, seasonality, period, toParams(p), init).sse;
  const starts =
    seasonality === 'ninguna'
      ? [
          [0.3, 0.1],
          [0.8, 0.2],
          [0.5, 0.01],
        ]
      : [
          [0.3, 0.1, 0.1],
          [0.5, 0.05, 0.5],
          [0.2, 0.01, 0.9],
        ];
  let best: number[] = starts[0];
  let bestValue = Infinity;
  for (const s of starts) {
    const p = minimiseInBox(sse, s);
    const v = sse(p);
    if (v < bestValue) [best, bestValue] = [p, v];
  }
  return smooth(y, seasonality, period, toParams(best), init);
}

/** Point forecasts 1..h steps after the end of the series. */
export function forecastPoints(fit: SmoothingFit, h: number): number[] {
  return Array.from({ length: h }, (_, k) => {
    const base = fit.level + (k + 1) * fit.trend;
    if (fit.seasonality === 'ninguna') return base;
    const s = fit.season[k % fit.period];
    return fit.seasonality === 'aditiva' ? base + s : base * s;
  });
}

export interface ForecastPoint {
  step: number;
  mean: number;
  lower: number | null;
  upper: number | null;
}

/**
 * Forecasts with prediction intervals: Var(e_h) = σ² (1 + Σ_{j<h} ψ_j²), ψ_j = α(1 + jβ) + γ(1 − α)
 * on whole seasons (R's predict.HoltWinters). The multiplicative season has no closed form here:
 * its points come without an interval.
 */
export function forecastWithIntervals(fit: SmoothingFit, h: number, level = 0.95): ForecastPoint[] {
  const z = normalQuantile(1 - (1 - level) / 2);
  const points = forecastPoints(fit, h);
  const { alpha, beta, gamma } = fit.params;
  const psi = (j: number) =>
    alpha * (1 + j * beta) + (fit.seasonality === 'aditiva' && j % fit.period === 0 ? gamma * (1 - alpha) : 0);
  let sum = 1;
  return points.map((mean, k) => {
    if (k > 0) sum += psi(k) ** 2;
    if (fit.seasonality === 'multiplicativa') return { step: k + 1, mean, lower: null, upper: null };
    const half = z * Math.sqrt(fit.residualVariance * sum);
    return { step: k + 1, mean, lower: mean - half, upper: mean + half };
  });
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** The model a series supports: a season with two full seasons of data, else Holt (three points at least). */
export function chooseSeasonality(length: number, period = 12): Seasonality | null {
  if (length >= 2 * period + 2) return 'aditiva';
  if (length >= 3) return 'ninguna';
  return null;
}

export interface Backtest {
  origins: number;
  /** Mean absolute percentage error (%), over the actuals that are not 0; null when all are. */
  mape: number | null;
  /** Mean absolute scaled error: the model's MAE over the in-sample (seasonal) naive MAE. */
  mase: number | null;
  mae: number;
  naive: { mape: number | null; mase: number | null; mae: number };
}

/**
 * Rolling-origin evaluation: for each origin from `minTrain` on, the forecaster sees the series up
 * to the origin and forecasts `horizon` steps ahead; the error is against what then happened. The
 * naive forecast (the last value, or the value one season back when `period` > 1) is scored on the
 * same origins. MASE's scale is the naive one-step MAE over the whole series (Hyndman and Koehler).
 */
export function backtest(
  y: readonly number[],
  forecaster: (train: readonly number[], horizon: number) => number,
  { minTrain, horizon = 1, period = 1 }: { minTrain: number; horizon?: number; period?: number },
): Backtest | null {
  const errors: { actual: number; model: number; naive: number }[] = [];
  for (let origin = minTrain; origin + horizon - 1 < y.length; origin++) {
    const train = y.slice(0, origin);
    const actual = y[origin + horizon - 1];
    const naive =
      period > 1 && origin >= period ? train[origin - period + ((horizon - 1) % period)] : train[origin - 1];
    errors.push({ actual, model: forecaster(train, horizon), naive });
  }
  if (!errors.length) return null;
  const lag = period > 1 && y.length > period ? period : 1;
  const diffs = y.slice(lag).map((v, k) => Math.abs(v - y[k]));
  const scale = diffs.length ? mean(diffs) : 0;
  const score = (key: 'model' | 'naive') => {
    const abs = errors.map((e) => Math.abs(e.actual - e[key]));
    const mae = mean(abs);
    const pct = errors.filter((e) => e.actual !== 0).map((e) => Math.abs((e.actual - e[key]) / e.actual));
    return { mae, mape: pct.length ? 100 * mean(pct) : null, mase: scale > 0 ? mae / scale : null };
  };
  return { origins: errors.length, ...score('model'), naive: score('naive') };
}

/** The forecaster the product backtests: the model the training data supports, refitted at each origin. */
export function smoothingForecaster(period = 12) {
  return (train: readonly number[], horizon: number) => {
    const seasonality = chooseSeasonality(train.length, period);
    if (!seasonality) return train[train.length - 1];
    return forecastPoints(fitSmoothing(train, seasonality, period), horizon)[horizon - 1];
  };
}
