import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactHref, formatPlanPrice, planButtonLabel, planPriceText } from './pricing';

describe('formatPlanPrice (docs/product.md §9, docs/design.md §4)', () => {
  it("shows numeric prices in dollars with '/mes'", () => {
    expect(formatPlanPrice(199)).toEqual({ amount: '$199', period: '/mes' });
    expect(formatPlanPrice(49)).toEqual({ amount: '$49', period: '/mes' });
    expect(formatPlanPrice(1299)).toEqual({ amount: '$1.299', period: '/mes' });
    expect(planPriceText(199)).toBe('$199/mes');
  });

  it("shows 'Gratis', 'A medida' and 'Personalizado' as text, without '$' or '/mes'", () => {
    for (const text of ['Gratis', 'A medida', 'Personalizado'] as const) {
      expect(formatPlanPrice(text)).toEqual({ amount: text, period: null });
      expect(planPriceText(text)).toBe(text);
    }
  });

  it('every numeric price reads $<digits>/mes and round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        const text = planPriceText(n);
        expect(text).toMatch(/^\$\d{1,3}(\.\d{3})*\/mes$/);
        expect(Number(text.slice(1, -4).replaceAll('.', ''))).toBe(n);
      }),
    );
  });

  it('refuses prices that are not a non-negative number', () => {
    expect(() => formatPlanPrice(-1)).toThrow(RangeError);
    expect(() => formatPlanPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('planButtonLabel (docs/product.md §2)', () => {
  it("reads 'Empezar Gratis' for free plans and 'Contactar' for the rest", () => {
    expect(planButtonLabel('Gratis')).toBe('Empezar Gratis');
    expect(planButtonLabel(99)).toBe('Contactar');
    expect(planButtonLabel(0)).toBe('Contactar');
    expect(planButtonLabel('A medida')).toBe('Contactar');
    expect(planButtonLabel('Personalizado')).toBe('Contactar');
  });
});

describe('contactHref', () => {
  it('goes to /contacto with the module and plan preselected', () => {
    expect(contactHref('crm', 'pro')).toBe('/contacto?modulo=crm&plan=pro');
    expect(contactHref('people')).toBe('/contacto?modulo=people');
    expect(contactHref()).toBe('/contacto');
  });
});
