import { describe, expect, it } from 'vitest';
import {
  benardMedianRank,
  chooseRiskModel,
  conditionalFailureProbability,
  exactMedianRank,
  exponentialFailureProbability,
  failureProbability,
  fitWeibull,
  mtbf,
  mttr,
  readBeta,
  timesBetweenFailures,
  WEIBULL_MIN_INTERVALS,
} from './reliability';

/** A seeded generator (mulberry32) so the simulated samples are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Kececioglu's six failures (Reliability Engineering Handbook), the worked example of ReliaWiki's
// "The Weibull Distribution": 93, 34, 16, 120, 53 and 75 hours. Its median ranks are 10.91 %,
// 26.44 %, 42.14 %, 57.86 %, 73.56 %, 89.09 %, and rank regression on Y gives β = 1.4301,
// η = 76.318 h, ρ = 0.9956.
const KECECIOGLU = [93, 34, 16, 120, 53, 75];

describe('median ranks', () => {
  it('exact ranks are the published ones, Benard approximates them', () => {
    const published = [0.1091, 0.2644, 0.4214, 0.5786, 0.7356, 0.8909];
    published.forEach((p, k) => {
      expect(exactMedianRank(k + 1, 6)).toBeCloseTo(p, 4);
      expect(Math.abs(benardMedianRank(k + 1, 6) - p)).toBeLessThan(0.002);
    });
  });
});

describe('fitWeibull (rank regression on Y)', () => {
  it("reproduces Kececioglu's example with exact median ranks", () => {
    const fit = fitWeibull(KECECIOGLU, 'exacto')!;
    expect(fit.beta).toBeCloseTo(1.4301, 3);
    expect(fit.eta).toBeCloseTo(76.318, 1);
    expect(fit.rho).toBeCloseTo(0.9956, 4);
  });

  it("with Benard's ranks (the default) lands within the ranks' difference", () => {
    const fit = fitWeibull(KECECIOGLU)!;
    expect(fit.beta).toBeCloseTo(1.427, 3);
    expect(Math.abs(fit.beta - 1.4301)).toBeLessThan(0.005);
    expect(Math.abs(fit.eta - 76.318)).toBeLessThan(0.1);
    expect(fit.n).toBe(6);
  });

  it('recovers the parameters of a simulated wear-out sample', () => {
    const random = seeded(7);
    const sample = Array.from({ length: 400 }, () => 100 * Math.pow(-Math.log(1 - random()), 1 / 2.5));
    const fit = fitWeibull(sample)!;
    expect(fit.beta).toBeGreaterThan(2.3);
    expect(fit.beta).toBeLessThan(2.7);
    expect(fit.eta).toBeGreaterThan(95);
    expect(fit.eta).toBeLessThan(105);
  });

  it('refuses what cannot be fitted', () => {
    expect(fitWeibull([])).toBeNull();
    expect(fitWeibull([10])).toBeNull();
    expect(fitWeibull([10, 10, 10])).toBeNull();
    expect(fitWeibull([0, -3, Number.NaN, 5])).toBeNull();
  });
});

describe('probabilities', () => {
  it('conditional Weibull probability: 1 − R(t + h) / R(t)', () => {
    const [beta, eta] = [2, 100];
    const r = (t: number) => Math.exp(-Math.pow(t / eta, beta));
    expect(conditionalFailureProbability(50, 30, beta, eta)).toBeCloseTo(1 - r(80) / r(50), 12);
    // Wear-out: the older, the likelier; early failures: the reverse; β = 1 has no memory.
    expect(conditionalFailureProbability(120, 30, 2, 100)).toBeGreaterThan(
      conditionalFailureProbability(10, 30, 2, 100),
    );
    expect(conditionalFailureProbability(120, 30, 0.6, 100)).toBeLessThan(
      conditionalFailureProbability(10, 30, 0.6, 100),
    );
    expect(conditionalFailureProbability(120, 30, 1, 100)).toBeCloseTo(exponentialFailureProbability(30, 100), 12);
    expect(conditionalFailureProbability(5000, 30, 3, 100)).toBe(1);
  });

  it('reads β for the user', () => {
    expect(readBeta(0.6)).toBe('infantil');
    expect(readBeta(1.05)).toBe('aleatoria');
    expect(readBeta(2.4)).toBe('desgaste');
  });
});

describe('MTBF, MTTR and the model chosen', () => {
  const failures = [
    { day: 10, repairHours: 4 },
    { day: 0, repairHours: 2 },
    { day: 40, repairHours: null },
    { day: 40, repairHours: 3 },
  ];

  it('intervals, MTBF in days and MTTR in hours', () => {
    expect(timesBetweenFailures(failures)).toEqual([10, 30, 0.5]);
    expect(mtbf(timesBetweenFailures(failures))).toBeCloseTo(40.5 / 3, 12);
    expect(mttr(failures)).toBe(3);
    expect(mtbf([])).toBeNull();
    expect(mttr([{ day: 1, repairHours: null }])).toBeNull();
  });

  it('falls back from the asset to its category, then to the exponential', () => {
    const many = [20, 35, 41, 50, 62, 80];
    expect(many).toHaveLength(WEIBULL_MIN_INTERVALS);
    expect(chooseRiskModel(many, []).kind).toBe('weibull-activo');
    expect(chooseRiskModel(many.slice(1), many).kind).toBe('weibull-categoria');
    const own = chooseRiskModel([30, 50], [10]);
    expect(own).toEqual({ kind: 'exponencial-activo', mtbf: 40 });
    expect(chooseRiskModel([], [10, 20]).kind).toBe('exponencial-categoria');
    expect(chooseRiskModel([], []).kind).toBe('sin-datos');
    expect(failureProbability({ kind: 'sin-datos' }, 10)).toBeNull();
    expect(failureProbability(own, 999)).toBeCloseTo(1 - Math.exp(-30 / 40), 12);
  });
});
