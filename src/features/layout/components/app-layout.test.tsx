import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

function renderLayout({ isAdmin = false, isSuperAdmin = false, onSignOut = vi.fn() } = {}) {
  const result = renderApp(
    <AppLayout isAdmin={isAdmin} isSuperAdmin={isSuperAdmin} userName="Ana López Pérez" onSignOut={onSignOut}>
      <h1>Contenido</h1>
    </AppLayout>,
    { path: '/dashboard' },
  );
  return { ...result, onSignOut };
}

const MODULE_LINKS = [
  'Axel People',
  'Axel Think',
  'Axel CRM',
  'Axel Ops',
  'Axel Industrial',
  'Axel Finance',
  'Axel Predictive',
  'Axel Projects',
  'Axel Skills',
];

describe('AppLayout', () => {
  it('has Dashboard, Mi Perfil, the nine modules, Cerrar Sesión and v2.0', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/mi-perfil');
    const modules = within(nav).getByRole('group', { name: 'Módulos' });
    expect(
      within(modules)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(MODULE_LINKS);
    expect(within(modules).getByRole('link', { name: 'Axel People' })).toHaveAttribute('href', '/axel-people');
    expect(within(modules).queryByRole('link', { name: 'Axel Assistant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(screen.getByText('v2.0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contenido' })).toBeInTheDocument();
  });

  it('hides the Administración section from non-admins', () => {
    renderLayout({ isAdmin: false });
    expect(screen.queryByRole('group', { name: 'Administración' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configuración del sistema' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Panel de administración' })).not.toBeInTheDocument();
  });

  it('shows the Administración section to admins, without the configuration link unless super_admin', () => {
    renderLayout({ isAdmin: true });
    const section = screen.getByRole('group', { name: 'Administración' });
    expect(within(section).getByRole('link', { name: 'Panel de administración' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Configuración del sistema' })).not.toBeInTheDocument();
  });

  it('shows both admin links to super_admin', () => {
    renderLayout({ isAdmin: true, isSuperAdmin: true });
    const admin = screen.getByRole('group', { name: 'Administración' });
    expect(within(admin).getByRole('link', { name: 'Configuración del sistema' })).toHaveAttribute(
      'href',
      '/config-backend',
    );
    expect(within(admin).getByRole('link', { name: 'Panel de administración' })).toHaveAttribute(
      'href',
      '/panel-administracion',
    );
  });

  it('collapses from 256 px (w-64) to 64 px (w-16) and back, keeping accessible names', async () => {
    const { user } = renderLayout({ isAdmin: true, isSuperAdmin: true });
    const menu = screen.getByTestId('side-menu');
    expect(menu).toHaveClass('w-64');
    expect(menu).toHaveAttribute('data-collapsed', 'false');

    const toggle = screen.getByRole('button', { name: 'Contraer menú' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(menu).toHaveClass('w-16');
    expect(menu).not.toHaveClass('w-64');
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toHaveAttribute('aria-expanded', 'false');
    // Labels are visually hidden, still named for assistive technology.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configuración del sistema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expandir menú' }));
    expect(menu).toHaveClass('w-64');
  });

  it('shows a tooltip with the label on hover when collapsed', async () => {
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }));
    await user.hover(screen.getByRole('link', { name: 'Mi Perfil' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Mi Perfil');
  });

  it('has a logo linking to / and signs out with Cerrar Sesión', async () => {
    const { user, onSignOut } = renderLayout();
    expect(screen.getByRole('link', { name: 'Axel Suite' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
