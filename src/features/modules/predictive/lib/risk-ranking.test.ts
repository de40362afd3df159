import { describe, expect, it } from 'vitest';
import { methodParagraph, rankFailureRisk, suggestedPlanDays, type FailureHistoryRow } from './risk-ranking';

const NOW = new Date('2026-06-30T12:00:00Z');
const minute = (day: number) => (Date.UTC(2026, 0, 1) + day * 86_400_000) / 60_000;

function row(clave: string, categoria: string | null, criticidad: string | null, days: number[]): FailureHistoryRow {
  return {
    clave,
    activo_id: clave,
    codigo: clave.toUpperCase(),
    nombre: `Equipo ${clave}`,
    categoria,
    criticidad,
    minutos: days.map(minute),
    minutos_reparacion: days.map((_, k) => (k % 2 ? null : (4 + k) * 60)),
  };
}

describe('rankFailureRisk', () => {
  // Two pumps share a category: together they have six intervals, so each gets the category's Weibull.
  const rows = [
    row('b1', 'Bombas', 'C', [0, 30, 62, 90]),
    row('b2', 'Bombas', 'A', [10, 45, 75, 110]),
    row('m1', 'Motores', null, [100, 160]),
    row('t1', 'Tableros', 'B', []),
    row('x1', null, 'B', [170]),
  ];
  const ranking = rankFailureRisk(rows, NOW);
  const byKey = new Map(ranking.assets.map((a) => [a.key, a]));

  it('chooses each model by the data it has', () => {
    expect(byKey.get('b1')!.model.kind).toBe('weibull-categoria');
    expect(byKey.get('m1')!.model).toEqual({ kind: 'exponencial-activo', mtbf: 60 });
    expect(byKey.get('t1')!.model.kind).toBe('sin-datos');
    expect(byKey.get('x1')!.model.kind).toBe('sin-datos');
    expect(byKey.get('x1')!.probability).toBeNull();
  });

  it('MTBF, MTTR, the age and the score', () => {
    const b2 = byKey.get('b2')!;
    expect(b2.intervals).toEqual([35, 30, 35]);
    expect(b2.mtbfDays).toBeCloseTo(100 / 3, 10);
    expect(b2.mttrHours).toBe(5); // 4 and 6 (the others have no completion)
    expect(b2.daysSinceLast).toBeCloseTo(180.5 - 110, 5);
    // Same category model, but A weighs 3 and C 1, and b2 is older since its last failure.
    expect(b2.score!).toBeCloseTo(b2.probability! * 3, 12);
    expect(ranking.assets[0].key).toBe('b2');
    expect(ranking.assets.at(-1)!.score).toBeNull();
  });

  it('per category', () => {
    const pumps = ranking.categories.find((c) => c.category === 'Bombas')!;
    expect(pumps).toMatchObject({ assets: 2, failures: 8, intervals: 6 });
    expect(pumps.beta).toBeGreaterThan(1);
    expect(ranking.categories.find((c) => c.category === 'Motores')!.beta).toBeNull();
  });

  it('the method paragraph carries the numbers and the reason for the model', () => {
    expect(methodParagraph(byKey.get('b1')!)).toMatch(
      /los 6 intervalos de su categoría \(Bombas\), porque el activo tiene menos de 6/,
    );
    expect(methodParagraph(byKey.get('m1')!)).toMatch(/modelo exponencial.*MTBF \(60 días\)/);
    expect(methodParagraph(byKey.get('t1')!)).toMatch(/no se calcula una probabilidad/);
  });

  it('suggests a preventive plan only for wear-out, at the B10 life', () => {
    const b1 = byKey.get('b1')!;
    if (!('fit' in b1.model)) throw new Error('expected a Weibull');
    const { beta, eta } = b1.model.fit;
    expect(suggestedPlanDays(b1)).toBe(Math.round(eta * Math.pow(-Math.log(0.9), 1 / beta)));
    expect(suggestedPlanDays(byKey.get('m1')!)).toBeNull();
  });
});
