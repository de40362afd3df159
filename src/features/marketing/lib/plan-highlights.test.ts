import { describe, expect, it } from 'vitest';
import { MODULE_PLANS } from '../content/plans';
import type { MatrixRow } from '../types';
import { planHighlights } from './plan-highlights';

const plans = MODULE_PLANS.crm;
const matrix: MatrixRow[] = [
  { nombre: 'Ficha del cliente', starter: true, crecimiento: true, pro: true, enterprise: true },
  {
    nombre: 'Embudos',
    starter: '1 embudo',
    crecimiento: 'Hasta 3 embudos',
    pro: 'Ilimitados',
    enterprise: 'Ilimitados',
  },
  { nombre: 'Cotizaciones', starter: false, crecimiento: true, pro: true, enterprise: true },
  { nombre: 'API', starter: false, crecimiento: false, pro: false, enterprise: true },
];

describe('planHighlights', () => {
  it('lists what the first plan includes', () => {
    expect(planHighlights(plans, matrix, 0)).toEqual({
      basedOn: null,
      items: ['Ficha del cliente', 'Embudos: 1 embudo'],
    });
  });

  it('lists what each next plan adds or improves over the previous one', () => {
    expect(planHighlights(plans, matrix, 1)).toEqual({
      basedOn: 'Starter',
      items: ['Embudos: Hasta 3 embudos', 'Cotizaciones'],
    });
    expect(planHighlights(plans, matrix, 2)).toEqual({ basedOn: 'Crecimiento', items: ['Embudos: Ilimitados'] });
    expect(planHighlights(plans, matrix, 3)).toEqual({ basedOn: 'Pro', items: ['API'] });
  });

  it('stops at the maximum and refuses a plan that does not exist', () => {
    expect(planHighlights(plans, matrix, 0, 1).items).toEqual(['Ficha del cliente']);
    expect(() => planHighlights(plans, matrix, 4)).toThrow(RangeError);
  });
});
