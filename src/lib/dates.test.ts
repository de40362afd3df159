import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, todayInChile } from './dates';

describe("today in Chile (one definition: the database's calendar)", () => {
  it('is the day in America/Santiago, whatever the clock of the browser', () => {
    // 02:30 UTC on 6 January is still 5 January in Santiago (UTC-3 in summer).
    expect(todayInChile(new Date('2026-01-06T02:30:00Z'))).toBe('2026-01-05');
    // 04:30 UTC on 6 July is 00:30 on 6 July in Santiago (UTC-4 in winter).
    expect(todayInChile(new Date('2026-07-06T04:30:00Z'))).toBe('2026-07-06');
  });

  it('moves and measures days without time-zone drift', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
});
