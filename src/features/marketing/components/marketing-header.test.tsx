import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { MarketingHeader } from './marketing-header';

const SECTIONS = ['Pilares', 'Industrias', 'Beneficios', 'Machine Learning', 'Demo', 'Casos de Uso', 'Planes'];
const IDS = ['pilares', 'industrias', 'beneficios', 'machine-learning', 'demo', 'casos-uso', 'planes'];

function burger() {
  return screen.getByRole('button', { name: /menú/ });
}

describe('MarketingHeader', () => {
  it('links the logo home, the sections to the home anchors and "Acceder al sistema" to /login', () => {
    renderApp(<MarketingHeader onHome />);
    expect(screen.getByRole('link', { name: 'Axel Suite' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(SECTIONS);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(IDS.map((id) => `#${id}`));
    expect(screen.getByRole('link', { name: 'Acceder al sistema' })).toHaveAttribute('href', '/login');
  });

  it('points the anchors at the home page from any other page', () => {
    renderApp(<MarketingHeader />, { path: '/modulos/crm' });
    const links = within(screen.getByRole('navigation', { name: 'Secciones' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(IDS.map((id) => `/#${id}`));
  });

  it('opens and closes the burger menu, which controls the menu it names', async () => {
    const { user } = renderApp(<MarketingHeader onHome />);
    const button = burger();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Abrir menú');
    const menuId = button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = document.getElementById(menuId!)!;
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Cerrar menú');
    expect(menu).toBeVisible();
    const items = within(menu).getAllByRole('link');
    expect(items.map((l) => l.textContent)).toEqual([...SECTIONS, 'Acceder al sistema']);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes on Escape and gives the focus back to the burger', async () => {
    const { user } = renderApp(<MarketingHeader onHome />);
    await user.click(burger());
    const menu = document.getElementById(burger().getAttribute('aria-controls')!)!;
    within(menu).getByRole('link', { name: 'Planes' }).focus();
    await user.keyboard('{Escape}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(burger()).toHaveFocus();
  });

  it('closes when a section is chosen or on a click outside', async () => {
    const { user } = renderApp(
      <>
        <MarketingHeader onHome />
        <p>Contenido</p>
      </>,
    );
    await user.click(burger());
    const menu = document.getElementById(burger().getAttribute('aria-controls')!)!;
    await user.click(within(menu).getByRole('link', { name: 'Industrias' }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger());
    await user.click(screen.getByText('Contenido'));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });
});
