import { describe, expect, it } from 'vitest';
import { buildSeries, forecastSeries, partReorder, reorderPoint } from './forecast-series';
import { MIN_MONTHS } from './forecast-limits';

describe('reorderPoint', () => {
  it('worked example: 10 units a month, σ 4, lead time 1.5 months, 95 % service', () => {
    // Lead time 45.65625 days = 1.5 months of 30.4375 days. Demand over it: 10 + 0.5 × 12 = 16.
    // z(0.95) = 1.644854; safety stock = 1.644854 × 4 × √1.5 = 8.0581; reorder point 24.0581.
    const r = reorderPoint({ monthlyForecast: [10, 12, 14], sigma: 4, leadTimeDays: 45.65625, serviceLevel: 0.95 });
    expect(r.leadTimeMonths).toBeCloseTo(1.5, 12);
    expect(r.demand).toBeCloseTo(16, 12);
    expect(r.z).toBeCloseTo(1.644854, 6);
    expect(r.safetyStock).toBeCloseTo(8.0581, 4);
    expect(r.reorderPoint).toBeCloseTo(24.0581, 4);
  });

  it('a lead time beyond the forecast repeats its last month; negative demand counts 0', () => {
    const r = reorderPoint({ monthlyForecast: [-3, 5], sigma: 0, leadTimeDays: 365.25 / 4, serviceLevel: 0.9 });
    expect(r.demand).toBeCloseTo(0 + 5 + 5, 10);
    expect(r.reorderPoint).toBeCloseTo(10, 10);
  });

  it('refuses a lead time of 0 and a service level outside (50 %, 100 %)', () => {
    expect(() => reorderPoint({ monthlyForecast: [1], sigma: 1, leadTimeDays: 0, serviceLevel: 0.95 })).toThrow(
      /plazo/,
    );
    expect(() => reorderPoint({ monthlyForecast: [1], sigma: 1, leadTimeDays: 10, serviceLevel: 1 })).toThrow(/nivel/);
  });
});

describe('buildSeries', () => {
  it('a value per month from the first, the current month dropped, a month the answer lacks as 0', () => {
    const series = buildSeries(
      [
        { serie: 'repuesto', clave: 'p1', nombre: 'R-1 · Rodamiento', desde: '2026-07-01', valores: ['4', 0, 2, 0, 9] },
        { serie: 'ventas', clave: 'ventas', nombre: 'Ventas netas', desde: '2025-12-01', valores: [100] },
      ],
      '2026-11-28',
    );
    expect(series.map((s) => s.kind)).toEqual(['ventas', 'repuesto']);
    expect(series[1].months).toEqual(['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']);
    expect(series[1].values).toEqual([4, 0, 2, 0]);
    expect(series[0].months[0]).toBe('2025-12-01');
    expect(series[0].months).toHaveLength(11);
  });
});

describe('forecastSeries and partReorder', () => {
  const months = (n: number) =>
    Array.from({ length: n }, (_, i) => `20${24 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`);
  it(`needs ${MIN_MONTHS} months; forecasts 6 months after the last with an interval and a backtest`, () => {
    const short = { kind: 'ventas' as const, key: 'v', label: 'V', months: months(5), values: [1, 2, 3, 4, 5] };
    expect(forecastSeries(short)).toBeNull();
    const values = [10, 12, 11, 13, 14, 13, 15, 16, 15, 17];
    const f = forecastSeries({ ...short, months: months(10), values })!;
    expect(f.seasonality).toBe('ninguna');
    expect(f.points.map((p) => p.month)).toEqual([
      '2024-11-01',
      '2024-12-01',
      '2025-01-01',
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
    ]);
    for (const p of f.points) expect(p.lower! < p.mean && p.mean < p.upper!).toBe(true);
    expect(f.backtest!.origins).toBe(7);
    expect(f.explanation).toMatch(/Holt|Suavizamiento/);
  });
  it("a part's reorder point uses its model's one-step error", () => {
    const values = [5, 7, 6, 8, 7, 9, 8, 10];
    const r = partReorder({ kind: 'repuesto', key: 'p', label: 'P', months: months(8), values }, 30, 0.95)!;
    expect(r.sigma).toBeGreaterThan(0);
    expect(r.result.reorderPoint).toBeCloseTo(r.result.demand + 1.6448536 * r.sigma * Math.sqrt(30 / (365.25 / 12)), 5);
  });
});
