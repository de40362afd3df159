import { describe, expect, it } from 'vitest';
import { findAlerts, type SeriesReading } from './alerts';

const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString();

describe('findAlerts', () => {
  it('reads each series on its own and leaves the running-hours meter out (it only grows)', () => {
    const temps: SeriesReading[] = Array.from({ length: 90 }, (_, d) => ({
      id: `t${d}`,
      activo_id: 'a',
      variable: 'temperatura',
      valor: 50 + (d % 3) - 1 + (d === 80 ? 20 : 0),
      medido_en: day(d),
    }));
    const hours: SeriesReading[] = Array.from({ length: 90 }, (_, d) => ({
      id: `h${d}`,
      activo_id: 'a',
      variable: 'horas_marcha',
      valor: 1000 + 16 * d,
      medido_en: day(d),
    }));
    const found = findAlerts([...hours, ...temps]);
    expect(found.some((f) => f.lectura_id === 't80' && f.regla === 'z-robusto')).toBe(true);
    expect(found.filter((f) => f.lectura_id.startsWith('h'))).toEqual([]);
    // The same meter read as a temperature would raise level-shift alerts: the exclusion is what stops them.
    expect(findAlerts(hours.map((h) => ({ ...h, variable: 'otra' }))).length).toBeGreaterThan(0);
  });
});
