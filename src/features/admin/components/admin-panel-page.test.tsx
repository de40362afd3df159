import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restSelect } from '@/testing/rest-handlers';
import { PLANS, renderAdmin, ROLES, SUPER_ADMIN, userPagesHandler } from '../testing/fixtures';
import { AdminPanelPage } from './admin-panel-page';

describe('AdminPanelPage', { timeout: 20_000 }, () => {
  it("has docs/product.md's five tabs plus Historial, Cuentas, (super_admin) Empresas and Adjuntos, and opens on 'Gestión de Roles'", async () => {
    server.use(userPagesHandler(), restSelect('roles_sistema', ROLES));
    renderAdmin(<AdminPanelPage viewer={SUPER_ADMIN} />);
    expect(screen.getByRole('heading', { name: 'Panel de Administración' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Gestión de Roles',
      'Gestión de Planes',
      'Módulos por Plan',
      'Permisos por Usuario',
      'Accesos Efectivos',
      'Historial',
      'Cuentas',
      'Empresas',
      'Adjuntos',
    ]);
    expect(screen.getByRole('tab', { name: 'Gestión de Roles' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('cell', { name: 'Ana Torres Fuentes' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    server.use(restSelect('empresas', []), restSelect('planes_disponibles', PLANS));
    const { user, router } = renderAdmin(<AdminPanelPage viewer={SUPER_ADMIN} />, {
      initialEntry: '/panel-administracion?tab=planes',
    });
    expect(screen.getByRole('tab', { name: 'Gestión de Planes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No se encontraron empresas registradas en el sistema.')).toBeInTheDocument();
    server.use(userPagesHandler(), restSelect('roles_sistema', ROLES));
    await user.click(screen.getByRole('tab', { name: 'Gestión de Roles' }));
    expect(router.state.location.search).toBe('');
  });
});
