import { describe, expect, it } from 'vitest';
import { formatPesos, parsePesosInput, previewIva, sumPesos, toPesos } from './money';

describe('pesos', () => {
  it('reads amounts as whole pesos, from text or numbers, and refuses decimals', () => {
    expect(toPesos('119000')).toBe(119000n);
    expect(toPesos(119000)).toBe(119000n);
    expect(toPesos('-35')).toBe(-35n);
    expect(toPesos(null)).toBe(0n);
    expect(() => toPesos('10.5')).toThrow(RangeError);
    expect(() => toPesos(0.1)).toThrow(RangeError);
  });

  it('sums exactly where floats would not', () => {
    // 0.1 + 0.2 style drift cannot happen with whole pesos; and very large sums stay exact.
    const rows = ['9007199254740991', '2', '-1'];
    expect(sumPesos(rows, (r) => r)).toBe(9007199254740992n);
    expect(sumPesos([{ a: '119' }, { a: 238 }], (r) => r.a)).toBe(357n);
  });

  it('parses what a person types in es-CL, and formats with formatCLP', () => {
    expect(parsePesosInput('1.234.567')).toBe('1234567');
    expect(parsePesosInput('$ 45.000')).toBe('45000');
    expect(parsePesosInput('0045000')).toBe('45000');
    expect(parsePesosInput('12,5')).toBeNull();
    expect(parsePesosInput('0')).toBeNull();
    expect(parsePesosInput('abc')).toBeNull();
    expect(formatPesos(1234567n)).toBe(formatPesos('1234567'));
    expect(formatPesos('1234567')).toMatch(/^\$\s?1\.234\.567$/);
  });

  it('previews IVA as Postgres rounds it (half away from zero)', () => {
    expect([100n, 1n, 3n, 50n, 150n, 123456789n].map(previewIva)).toEqual([19n, 0n, 1n, 10n, 29n, 23456790n]);
  });
});
