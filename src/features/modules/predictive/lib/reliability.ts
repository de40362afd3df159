import { linearRegression, mean, sampleCorrelation } from 'simple-statistics';

/**
 * Reliability methods for failure risk (issue 39): MTBF / MTTR, a two-parameter Weibull fitted by
 * median-rank regression (Benard's approximation, least squares of ln(-ln(1 - F)) on ln t, "rank
 * regression on Y"), the exponential model, and the probability of a failure in the next days given
 * the time already run since the last one. Pure functions: the worker and the tests call them.
 *
 * The renewal assumption: a corrective repair leaves the asset as it was after the previous one, so
 * the times between failures of one asset (or of the assets of one category) are a sample of one
 * life distribution. It is what a small company's work-order history supports; the method paragraph
 * shown to the user says so.
 */

/** A fitted two-parameter Weibull: shape β, scale η (days), and the fit's correlation ρ. */
export interface WeibullFit {
  beta: number;
  eta: number;
  /** Correlation of the linearised probability plot (1 = the points lie on the line). */
  rho: number;
  n: number;
}

/** Benard's approximation of the median rank of the i-th of n ordered failures (i from 1). */
export function benardMedianRank(i: number, n: number): number {
  return (i - 0.3) / (n + 0.4);
}

/**
 * The exact median rank: the F at which the i-th of n failures has probability one half of having
 * happened, i.e. P(Binomial(n, F) ≥ i) = 0.5 (bisection; Benard's formula approximates it).
 */
export function exactMedianRank(i: number, n: number): number {
  const tail = (f: number) => {
    let sum = 0;
    let term = Math.pow(1 - f, n); // k = 0
    for (let k = 0; k <= n; k++) {
      if (k >= i) sum += term;
      term = (term * (n - k) * f) / ((k + 1) * (1 - f));
    }
    return sum;
  };
  let lo = 0;
  let hi = 1;
  for (let step = 0; step < 60; step++) {
    const mid = (lo + hi) / 2;
    if (tail(mid) < 0.5) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Fits a two-parameter Weibull to complete (uncensored) lifetimes by median-rank regression on Y
 * (Benard's ranks unless told). Needs at least two distinct positive times; returns null otherwise.
 */
export function fitWeibull(times: readonly number[], ranks: 'benard' | 'exacto' = 'benard'): WeibullFit | null {
  const sorted = times.filter((t) => Number.isFinite(t) && t > 0).sort((a, b) => a - b);
  const n = sorted.length;
  if (n < 2 || sorted[0] === sorted[n - 1]) return null;
  const xs = sorted.map((t) => Math.log(t));
  const rank = ranks === 'benard' ? benardMedianRank : exactMedianRank;
  const ys = sorted.map((_, k) => Math.log(-Math.log(1 - rank(k + 1, n))));
  // y = β ln t − β ln η
  const { m, b } = linearRegression(xs.map((x, k) => [x, ys[k]]));
  const beta = m;
  const eta = Math.exp(-b / beta);
  const rho = sampleCorrelation(xs, ys);
  return { beta, eta, rho, n };
}

/**
 * P(failure within `horizon` days | no failure during the `age` days since the last one):
 * 1 − R(age + horizon) / R(age), computed on the exponents so that a very old age stays exact.
 */
export function conditionalFailureProbability(age: number, horizon: number, beta: number, eta: number): number {
  const a = Math.pow(Math.max(age, 0) / eta, beta);
  const b = Math.pow((Math.max(age, 0) + horizon) / eta, beta);
  return 1 - Math.exp(a - b);
}

/** The exponential model (β = 1): the probability does not depend on the age. */
export function exponentialFailureProbability(horizon: number, mtbf: number): number {
  return 1 - Math.exp(-horizon / mtbf);
}

/** How β reads for the user (docs/predictive.md: the band around 1 is where β's error is usual). */
export type BetaReading = 'infantil' | 'aleatoria' | 'desgaste';

export function readBeta(beta: number): BetaReading {
  if (beta < 0.9) return 'infantil';
  if (beta > 1.1) return 'desgaste';
  return 'aleatoria';
}

export const BETA_READING_LABEL: Record<BetaReading, string> = {
  infantil:
    'Fallas tempranas (β < 1): el mantenimiento preventivo por tiempo no ayuda; revisar montaje y puesta en marcha',
  aleatoria: 'Fallas al azar (β ≈ 1): el preventivo por tiempo no reduce el riesgo; conviene monitorear condición',
  desgaste: 'Desgaste (β > 1): el preventivo por tiempo reduce el riesgo',
};

/** A failure (a corrective order) of an asset: when it started and how long the repair took. */
export interface Failure {
  /** Day of the failure, as days since an epoch (any fixed origin). */
  day: number;
  /** Hours to repair, null when the order does not say. */
  repairHours: number | null;
}

/** Days between consecutive failures (the first failure opens the history, it has no interval). */
export function timesBetweenFailures(failures: readonly Failure[]): number[] {
  const days = failures.map((f) => f.day).sort((a, b) => a - b);
  const out: number[] = [];
  for (let k = 1; k < days.length; k++) {
    // Two orders on the same day are one event for the model; half a day keeps the log finite.
    out.push(Math.max(days[k] - days[k - 1], 0.5));
  }
  return out;
}

/** Mean time between failures (days), null without an interval. */
export function mtbf(intervals: readonly number[]): number | null {
  return intervals.length ? mean([...intervals]) : null;
}

/** Mean time to repair (hours), over the failures that say how long they took. */
export function mttr(failures: readonly Failure[]): number | null {
  const hours = failures.map((f) => f.repairHours).filter((h): h is number => h != null && h >= 0);
  return hours.length ? mean(hours) : null;
}

/**
 * Intervals needed for a Weibull fit. Six is the smallest sample of the textbook worked examples
 * (Kececioglu's six failures); below it the rank regression's β wanders so much (its 90 % band
 * spans roughly 0.5β to 1.8β with five points) that reading wear-out from it would mislead.
 */
export const WEIBULL_MIN_INTERVALS = 6;

export type RiskModel =
  | { kind: 'weibull-activo'; fit: WeibullFit }
  | { kind: 'weibull-categoria'; fit: WeibullFit }
  | { kind: 'exponencial-activo'; mtbf: number }
  | { kind: 'exponencial-categoria'; mtbf: number }
  | { kind: 'sin-datos' };

/**
 * The model for one asset: its own Weibull when it has enough intervals, else its category's
 * (pooled intervals), else an exponential with its own MTBF, else with its category's.
 */
export function chooseRiskModel(
  assetIntervals: readonly number[],
  categoryIntervals: readonly number[],
  /** The category's fit when the caller already has it (one fit per category, not per asset). */
  categoryFit?: WeibullFit | null,
): RiskModel {
  if (assetIntervals.length >= WEIBULL_MIN_INTERVALS) {
    const fit = fitWeibull(assetIntervals);
    if (fit && fit.beta > 0) return { kind: 'weibull-activo', fit };
  }
  if (categoryIntervals.length >= WEIBULL_MIN_INTERVALS) {
    const fit = categoryFit === undefined ? fitWeibull(categoryIntervals) : categoryFit;
    if (fit && fit.beta > 0) return { kind: 'weibull-categoria', fit };
  }
  const own = mtbf(assetIntervals);
  if (own != null) return { kind: 'exponencial-activo', mtbf: own };
  const category = mtbf(categoryIntervals);
  if (category != null) return { kind: 'exponencial-categoria', mtbf: category };
  return { kind: 'sin-datos' };
}

/** P(failure in the next `horizon` days) under a model, for an asset `age` days after its last failure. */
export function failureProbability(model: RiskModel, age: number, horizon = 30): number | null {
  switch (model.kind) {
    case 'weibull-activo':
    case 'weibull-categoria':
      return conditionalFailureProbability(age, horizon, model.fit.beta, model.fit.eta);
    case 'exponencial-activo':
    case 'exponencial-categoria':
      return exponentialFailureProbability(horizon, model.mtbf);
    case 'sin-datos':
      return null;
  }
}

/** Weight of an asset's criticality in the ranking (A most critical). Unknown counts as B. */
export const CRITICALITY_WEIGHT: Record<'A' | 'B' | 'C', number> = { A: 3, B: 2, C: 1 };
