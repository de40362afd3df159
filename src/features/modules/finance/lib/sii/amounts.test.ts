import { describe, expect, it } from 'vitest';
import { documentAmounts, lineAmount, toMicro } from './amounts';

/** The same table of SII-rounding cases as tests/db/finance-books.test.ts, where Postgres derives them. */
describe('the SII’s arithmetic in TypeScript, as Postgres derives it', () => {
  const amount = (quantity: string | number, unitPrice: string | number, discountPercent?: string | number) =>
    lineAmount({ quantity, unitPrice, discountPercent, exempt: false })?.amount;

  it('rounds a line’s amount and its percentage discount to whole pesos, halves up', () => {
    expect(amount(3, '333.33')).toBe(1000n); // 999,99
    expect(amount('2.5', 199)).toBe(498n); // 497,5
    expect(amount(1, 1005, 10)).toBe(904n); // discount 100,5 → 101
    expect(amount('0.333333', 3)).toBe(1n);
    expect(amount(4, '17990.5')).toBe(71962n);
    expect(lineAmount({ quantity: 4, unitPrice: '17990.5', discountAmount: 1000, exempt: false })).toEqual({
      discount: 1000n,
      amount: 70962n,
    });
    expect(amount('1.1234567', 1)).toBeUndefined(); // more than 6 decimals
    expect(toMicro('12')).toBe(12_000_000n);
    expect(toMicro('-1')).toBeNull();
  });

  it('computes IVA on the whole base; a boleta’s prices include it; exempt types are all exempt', () => {
    const lines = (...amounts: Array<[number, boolean?]>) =>
      amounts.map(([a, e]) => ({ amount: BigInt(a), exempt: !!e }));
    expect(documentAmounts(33, lines([50], [50], [50]))).toEqual({ neto: 150n, exento: 0n, iva: 29n, total: 179n });
    expect(documentAmounts(33, lines([94712], [30000, true]))).toEqual({
      neto: 94712n,
      exento: 30000n,
      iva: 17995n,
      total: 142707n,
    });
    expect(documentAmounts(39, lines([1000]))).toEqual({ neto: 840n, exento: 0n, iva: 160n, total: 1000n });
    expect(documentAmounts(39, lines([5990], [2000, true]))).toEqual({
      neto: 5034n,
      exento: 2000n,
      iva: 956n,
      total: 7990n,
    });
    expect(documentAmounts(34, lines([1234]))).toEqual({ neto: 0n, exento: 1234n, iva: 0n, total: 1234n });
  });
});
