import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/test-utils';

/** Lazy route modules load on first use; give them time when the whole suite runs in parallel. */
const SLOW = { timeout: 5000 };
import { routes } from './router';

function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route table', () => {
  it('/ is the landing with the tagline, Coming Soon and Acceder al sistema', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Axel Suite/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Acceder al sistema/ })[0]).toHaveAttribute('href', '/login');
  });

  it('an unknown path is the not-found page', async () => {
    renderRoute('/no-existe');
    expect(await screen.findByText('404', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Oops! La página que buscas no se encuentra.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regresar al Inicio' })).toHaveAttribute('href', '/');
  });

  it('/modulos/:key shows the module, an unknown key is not found', async () => {
    renderRoute('/modulos/crm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Axel CRM' }, SLOW)).toBeInTheDocument();
  });

  it('/modulos/<unknown> is not found', async () => {
    renderRoute('/modulos/contabilidad');
    expect(await screen.findByText('Oops! La página que buscas no se encuentra.', {}, SLOW)).toBeInTheDocument();
  });

  it('/no-autorizado explains the missing permission with links to login and home', async () => {
    renderRoute('/no-autorizado');
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/No tienes permiso para acceder a esta sección/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Regresar al Inicio' })).toHaveAttribute('href', '/');
  });

  it('a protected route without a session ends on the sign-in screen', async () => {
    const router = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(await screen.findByLabelText('Email', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('every module route and admin route is protected', async () => {
    for (const url of ['/axel-people', '/axel-assistant', '/config-backend', '/panel-administracion', '/mi-perfil']) {
      const router = createMemoryRouter(routes, { initialEntries: [url] });
      const view = render(
        <QueryClientProvider client={createTestQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
      view.unmount();
    }
  });
});
