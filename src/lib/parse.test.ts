import { describe, expect, it } from 'vitest';
import { parseDay, parseNumber, parsePesos } from './parse';

describe('parseNumber: es-CL as people type it (issue 31: one parser)', () => {
  it.each([
    ['12.500', 12500],
    ['2,5', 2.5],
    ['12.500,5', 12500.5],
    ['1.234.567', 1234567],
    ['$ 1.200', 1200],
    ['$1.200', 1200],
    ['-1.000', -1000],
    ['-$1.000', -1000],
    ['$-1.000', -1000],
    ['12500', 12500],
    ['0,25', 0.25],
    [' 7 ', 7],
    ['1 234', 1234],
    // A dot that cannot group thousands is a decimal mark (a keypad, a program's CSV).
    ['2.5', 2.5],
    ['12500.75', 12500.75],
    ['0.500', 0.5],
    ['1,000', 1],
    ['-0', 0],
  ])('%s → %s', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['', '  ', 'abc', '1,2,3', '12.50.0', '1.2345,6', '12,5.0', '--1', '1e5', '.5', '$', '2,', '1.234.56'])(
    'refuses %j',
    (input) => {
      expect(parseNumber(input)).toBeNull();
    },
  );
});

describe('parsePesos: whole Chilean pesos, exact', () => {
  it.each([
    ['$ 1.200', '1200'],
    ['12.500.000', '12500000'],
    ['-1.000', '-1000'],
    ['9.007.199.254.740.993', '9007199254740993'],
    ['0', '0'],
  ])('%s → %s', (input, expected) => {
    expect(parsePesos(input)).toBe(expected);
  });

  it.each(['2,5', '1.200,5', '12.5', 'mil'])('refuses %j (CLP has no decimals)', (input) => {
    expect(parsePesos(input)).toBeNull();
  });
});

describe('parseDay: the calendar days people type, as a Postgres date', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['8 ene 2024', '2024-01-08'],
    ['8 ene. 2024', '2024-01-08'],
    ['08-ene-2024', '2024-01-08'],
    ['8 de enero de 2024', '2024-01-08'],
    ['22 Sept 2025', '2025-09-22'],
    ['29-02-2024', '2024-02-29'],
  ])('%s → %s', (input, expected) => {
    expect(parseDay(input)).toBe(expected);
  });

  it.each(['', '2026-02-30', '31-04-2026', '29-02-2025', '8 foo 2024', '2026/03/05x', '03-2026', '12-31-2026'])(
    'refuses %j',
    (input) => {
      expect(parseDay(input)).toBeNull();
    },
  );
});
