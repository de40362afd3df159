import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '@/config/product';
import { renderApp } from '@/testing/test-utils';
import { MODULE_PLANS } from '../content/plans';
import type { MatrixRow } from '../types';
import { PlanCards } from './plan-cards';

const MATRIX: MatrixRow[] = [
  { nombre: 'Tableros', starter: true, crecimiento: true, pro: true, enterprise: true },
  { nombre: 'Integraciones', starter: false, crecimiento: false, pro: true, enterprise: true },
];

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('PlanCards', () => {
  it.each(MODULE_KEYS)(
    '%s: four cards, Pro highlighted as Más Popular, buttons to /contacto with module and plan',
    (key) => {
      renderApp(<PlanCards moduleKey={key} plans={MODULE_PLANS[key]} matrix={MATRIX} />);
      expect(screen.getAllByRole('article')).toHaveLength(4);
      expect(screen.getAllByText('Más Popular')).toHaveLength(1);
      expect(within(card('Pro')).getByText('Más Popular')).toBeInTheDocument();
      for (const plan of MODULE_PLANS[key]) {
        const c = card(plan.nombre);
        const label = plan.precio === 'Gratis' ? 'Empezar Gratis' : 'Contactar';
        const link = within(c).getByRole('link', { name: label });
        expect(link).toHaveAttribute('href', `/contacto?modulo=${key}&plan=${plan.id}`);
        expect(link).toHaveAccessibleDescription(plan.nombre);
        expect(within(c).getByText(plan.usuarios)).toBeInTheDocument();
        expect(within(c).getByText(plan.soporte)).toBeInTheDocument();
      }
    },
  );

  it("shows numeric prices with '$' and '/mes', text prices as they are", () => {
    renderApp(<PlanCards moduleKey="predictive" plans={MODULE_PLANS.predictive} matrix={MATRIX} />);
    expect(card('Crecimiento')).toHaveTextContent('$89/mes');
    expect(card('Pro')).toHaveTextContent('$179/mes');
    for (const [name, text] of [
      ['Starter', 'Gratis'],
      ['Enterprise', 'Personalizado'],
    ]) {
      const price = within(card(name)).getByText(text);
      expect(price.parentElement).toHaveTextContent(new RegExp(`^${text}$`));
      expect(card(name).textContent).not.toMatch(/\$|\/mes/);
    }
    expect(within(card('Starter')).getByRole('link', { name: 'Empezar Gratis' })).toBeInTheDocument();
    expect(within(card('Enterprise')).getByRole('link', { name: 'Contactar' })).toBeInTheDocument();
  });

  it("shows 'A medida' without '$' or '/mes'", () => {
    renderApp(<PlanCards moduleKey="finance" plans={MODULE_PLANS.finance} matrix={MATRIX} />);
    expect(within(card('Enterprise')).getByText('A medida')).toBeInTheDocument();
    expect(card('Enterprise').textContent).not.toMatch(/\$|\/mes/);
  });

  it('lists what each plan includes and adds, from the feature matrix', () => {
    renderApp(<PlanCards moduleKey="ops" plans={MODULE_PLANS.ops} matrix={MATRIX} />);
    expect(card('Starter')).toHaveTextContent('Incluye:');
    expect(within(card('Starter')).getByText('Tableros')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Todo lo de Crecimiento, más:')).toBeInTheDocument();
    expect(within(card('Pro')).getByText('Integraciones')).toBeInTheDocument();
    expect(within(card('Crecimiento')).queryByText(/más:/)).not.toBeInTheDocument();
  });
});
