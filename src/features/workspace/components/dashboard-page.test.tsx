import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS, MODULES, type ModuleKey } from '@/config/product';
import { server } from '@/testing/mocks/server';
import { createTestQueryClient, renderApp, RouteMarker } from '@/testing/test-utils';
import type { MyModuleRow } from '../api/get-my-modules';
import { myModulesQueryOptions } from '../api/get-my-modules';
import { DashboardPage } from './dashboard-page';
import { RequireModuleAccess } from './require-module-access';

const USER_ID = 'user-ana';

function row(key: ModuleKey, acceso_efectivo: boolean, motivo: string): MyModuleRow {
  return {
    modulo_id: `id-${key}`,
    modulo_clave: key,
    modulo_nombre: MODULES[key].area,
    modulo_descripcion: MODULES[key].description,
    acceso_efectivo,
    motivo,
  };
}

/** Ana (Industrias Andes, enterprise plan): an override denies finance. */
const ANA_ROWS: MyModuleRow[] = MODULE_KEYS.map((key) =>
  key === 'finance' ? row(key, false, 'override') : row(key, true, 'plan'),
);

/** Luis (Comercial Pacífico, basico plan): people, crm, finance only. */
const LUIS_ROWS: MyModuleRow[] = MODULE_KEYS.map((key) =>
  ['people', 'crm', 'finance'].includes(key) ? row(key, true, 'plan') : row(key, false, 'fuera_de_plan'),
);

function seeded(rows: MyModuleRow[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(myModulesQueryOptions(USER_ID).queryKey, rows);
  return queryClient;
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('DashboardPage', () => {
  it('shows nine cards with title, description, Disponible and an Acceder link when everything is allowed', () => {
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, {
      path: '/dashboard',
      queryClient: seeded(MODULE_KEYS.map((k) => row(k, true, 'plan'))),
    });
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const people = card('Axel People');
    expect(within(people).getByText(MODULES.people.description)).toBeInTheDocument();
    expect(within(people).getByText('Disponible')).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', '/axel-people');
    expect(screen.getAllByRole('link', { name: 'Acceder' })).toHaveLength(9);
    expect(screen.queryByRole('article', { name: 'Axel Assistant' })).not.toBeInTheDocument();
  });

  it("names each module as the database's catalogue does (issue 16: one voice)", () => {
    const rows = MODULE_KEYS.map((k) => row(k, true, 'plan'));
    rows[0] = { ...rows[0], modulo_nombre: 'Personas y Talento' };
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, {
      path: '/dashboard',
      queryClient: seeded(rows),
    });
    expect(within(card('Axel People')).getByText('Personas y Talento')).toBeInTheDocument();
    expect(within(card('Axel Think')).getByText('Planificación Estratégica')).toBeInTheDocument();
    expect(screen.queryByText('Gestión de Personal')).not.toBeInTheDocument();
  });

  it('says why a module is restricted by an override, with no working Acceder link', () => {
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, {
      path: '/dashboard',
      queryClient: seeded(ANA_ROWS),
    });
    const finance = card('Axel Finance');
    expect(within(finance).getByText('Sin acceso')).toBeInTheDocument();
    expect(within(finance).queryByText('Disponible')).not.toBeInTheDocument();
    expect(within(finance).getByText('Acceso restringido por tu administrador')).toBeInTheDocument();
    expect(within(finance).queryByRole('link', { name: 'Acceder' })).not.toBeInTheDocument();
    expect(within(finance).getByRole('button', { name: 'Acceder' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Acceder' })).toHaveLength(8);
  });

  it('says which modules are not in the company plan', () => {
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, {
      path: '/dashboard',
      queryClient: seeded(LUIS_ROWS),
    });
    expect(screen.getAllByText('Sin acceso')).toHaveLength(6);
    expect(screen.getAllByText('No incluido en el plan de tu empresa')).toHaveLength(6);
    expect(within(card('Axel CRM')).getByRole('link', { name: 'Acceder' })).toHaveAttribute('href', '/axel-crm');
    expect(within(card('Axel Ops')).queryByRole('link', { name: 'Acceder' })).not.toBeInTheDocument();
  });

  it('shows every module to super_admin without asking the server', () => {
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin />, { path: '/dashboard' });
    expect(screen.getAllByText('Disponible')).toHaveLength(9);
    expect(screen.getAllByRole('link', { name: 'Acceder' })).toHaveLength(9);
  });

  it('has the help card with its three buttons', () => {
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin />, { path: '/dashboard' });
    const help = screen.getByRole('region', { name: '¿Necesitas ayuda?' });
    for (const name of ['Documentación', 'Soporte Técnico', 'Videos Tutoriales']) {
      expect(within(help).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows a loading state, then an error with a retry when mis_modulos fails', async () => {
    server.use(
      http.post('*/rest/v1/rpc/mis_modulos', () =>
        HttpResponse.json({ code: 'XX000', message: 'boom', details: null, hint: null }, { status: 500 }),
      ),
    );
    renderApp(<DashboardPage userId={USER_ID} isSuperAdmin={false} />, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando módulos...');
    expect(await screen.findByText('No se pudieron cargar tus módulos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});

describe('RequireModuleAccess', () => {
  function renderModule(key: ModuleKey, rows: MyModuleRow[], isSuperAdmin = false) {
    return renderApp(
      <RequireModuleAccess moduleKey={key} userId={USER_ID} isSuperAdmin={isSuperAdmin}>
        <h1>{MODULES[key].name}</h1>
      </RequireModuleAccess>,
      {
        path: `/axel-${key}`,
        queryClient: seeded(rows),
        routes: [{ path: '/dashboard', element: <RouteMarker name="dashboard" /> }],
      },
    );
  }

  it('renders a module the user may use', () => {
    renderModule('people', ANA_ROWS);
    expect(screen.getByRole('heading', { name: 'Axel People' })).toBeInTheDocument();
  });

  it('refuses a module denied by the administrator inside the workspace, with the reason and a way back', async () => {
    const { router, user } = renderModule('finance', ANA_ROWS);
    const refusal = screen.getByRole('region', { name: 'Acceso denegado' });
    expect(
      within(refusal).getByText(/No tienes permiso para acceder a esta sección de Axel Suite/),
    ).toBeInTheDocument();
    expect(within(refusal).getByText('Acceso restringido por tu administrador')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Axel Finance' })).not.toBeInTheDocument();
    // It stays on the module's address (no trip to the signed-out /no-autorizado page).
    expect(router.state.location.pathname).toBe('/axel-finance');
    expect(screen.queryByRole('link', { name: 'Ir al inicio de sesión' })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('link', { name: 'Volver al Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says when a module is not in the company plan', () => {
    renderModule('ops', LUIS_ROWS);
    const refusal = screen.getByRole('region', { name: 'Acceso denegado' });
    expect(within(refusal).getByText('No incluido en el plan de tu empresa')).toBeInTheDocument();
  });

  it('lets super_admin into any module', () => {
    renderModule('ops', LUIS_ROWS, true);
    expect(screen.getByRole('heading', { name: 'Axel Ops' })).toBeInTheDocument();
  });
});
