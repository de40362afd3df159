import { describe, expect, it } from 'vitest';
import {
  formatAxisNumber,
  formatCLP,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatNumber,
  formatTime,
  localizeNumbers,
} from './format';

describe('es-CL formatting (issue 16: one voice)', () => {
  it('writes a date with the short month name, never 22-04-2025', () => {
    expect(formatDate('2025-04-22')).toBe('22 abr 2025');
    expect(formatDate('2025-01-01T23:59:59Z')).toBe('1 ene 2025');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('no es fecha')).toBe('no es fecha');
  });

  it("writes a chart axis's numbers short: thousands as 'mil', millions as 'M'", () => {
    expect([0, 12, 950, 1500, 150_000, 1_500_000, 60_000_000, -2_000_000].map(formatAxisNumber)).toEqual([
      '0',
      '12',
      '950',
      '1,5 mil',
      '150 mil',
      '1,5 M',
      '60 M',
      '-2 M',
    ]);
  });

  it("writes a chart axis's day without its year", () => {
    expect(formatDayMonth('2026-11-02')).toBe('2 nov');
    expect(formatDayMonth('2026-04-30T00:00:00+00:00')).toBe('30 abr');
    expect(formatDayMonth(null)).toBe('—');
  });

  it('writes a date-time on the 24-hour clock, never 24-11-26, 12:21 a. m.', () => {
    expect(formatDateTime('2026-11-24T00:21:00Z', 'UTC')).toBe('24 nov 2026, 00:21');
    expect(formatDateTime('2026-11-24T03:21:00Z', 'America/Santiago')).toBe('24 nov 2026, 00:21');
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('groups thousands with a dot, and writes pesos as $1.199, never $1,199', () => {
    expect(formatNumber(2000)).toBe('2.000');
    expect(formatNumber(37)).toBe('37');
    expect(formatCLP(1199)).toBe('$1.199');
    expect(formatCLP(199)).toBe('$199');
    // Whole pesos as text are exact past 2^53 (a Number would read 9.007.199.254.740.992).
    expect(formatCLP('9007199254740993')).toBe('$9.007.199.254.740.993');
  });

  it('writes a negative amount with the sign before the symbol: -$1.000.000, never $-1.000.000', () => {
    expect(formatCLP(-1_000_000)).toBe('-$1.000.000');
    expect(formatCLP('-5')).toBe('-$5');
    expect(formatCLP(-5n)).toBe('-$5');
    expect(formatCLP(0)).toBe('$0');
    expect(formatCLP('-9007199254740993')).toBe('-$9.007.199.254.740.993');
  });

  it('writes times on the 24-hour clock in Chile, never 03:19 p. m.', () => {
    // 18:19 UTC is 15:19 in Santiago in March (UTC-3).
    expect(formatTime('2026-03-05T18:19:00Z')).toBe('15:19');
    expect(formatTime('2026-07-05T04:05:00Z')).toBe('00:05');
    expect(formatTime(null)).toBe('—');
    expect(formatDateTime('2026-11-27T18:30:00Z')).toBe('27 nov 2026, 15:30');
  });

  it("writes a month as 'nov 2026'", () => {
    expect(formatMonth('2026-11-01')).toBe('nov 2026');
  });

  it("puts the numbers of a server's refusal in the suite's voice: no 63.00, no $150000", () => {
    expect(localizeNumbers('Saldo de vacaciones insuficiente: pides 63.00 días hábiles y tienes 12.5')).toBe(
      'Saldo de vacaciones insuficiente: pides 63 días hábiles y tienes 12,5',
    );
    expect(localizeNumbers('el monto ($150000) supera el saldo del documento N° 12 ($99000)')).toBe(
      'el monto ($150.000) supera el saldo del documento N° 12 ($99.000)',
    );
    // A RUT and a work order's code are left as they are.
    expect(localizeNumbers('RUT 12.345.678-5 en OT-000123')).toBe('RUT 12.345.678-5 en OT-000123');
  });
});
