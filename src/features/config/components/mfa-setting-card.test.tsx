import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { storeSession, totpFactor } from '@/testing/auth-session';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { fakeConfigBackend, postgrestError, SEED_CONFIG } from '../testing/config-rest';
import { ConfigPage } from './config-page';

const LABEL = 'Exigir verificación en dos pasos a los Super Administradores';

function setup(value: 'true' | 'false' | null = 'false') {
  const backend = fakeConfigBackend({
    config: value === null ? SEED_CONFIG : [...SEED_CONFIG, { key: 'mfa_requerido_super_admin', value }],
  });
  server.use(...backend.handlers);
  return {
    ...renderApp(<ConfigPage />, { path: '/config-backend', routes: [{ path: '/mi-perfil', element: <p>perfil</p> }] }),
    backend,
  };
}

describe('ConfigPage: second factor required for super_admin', () => {
  it('a session that gave its code (aal2) turns it on, and the stored value shows', async () => {
    storeSession({ userId: 'u-sofia', email: 'superadmin@axel.demo', aal: 'aal2', factors: [totpFactor()] });
    const { user, backend } = setup('false');
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(screen.queryByTestId('mfa-setting-hint')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Ahora los Super Administradores deben ingresar con su código de verificación para cambiar roles, planes, módulos o la configuración.',
      ),
    ).toBeInTheDocument();
    expect(backend.requests('app_config', 'POST').map((r) => r.body)).toEqual([
      { key: 'mfa_requerido_super_admin', value: 'true' },
    ]);
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toHaveAttribute('aria-checked', 'true'));
  });

  it('turns it off again', async () => {
    storeSession({ aal: 'aal2', factors: [totpFactor()] });
    const { user, backend } = setup('true');
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(
      await screen.findByText('La verificación en dos pasos ya no es obligatoria para los Super Administradores.'),
    ).toBeInTheDocument();
    expect(backend.requests('app_config', 'POST').map((r) => r.body)).toEqual([
      { key: 'mfa_requerido_super_admin', value: 'false' },
    ]);
  });

  it('a session without its code (aal1) cannot change it, and is told how (Mi Perfil)', async () => {
    storeSession({ aal: 'aal1' });
    const { user, router } = setup(null);
    const toggle = await screen.findByRole('switch', { name: LABEL });
    // No row: off, as in the migration's default.
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    const hint = await screen.findByTestId('mfa-setting-hint');
    expect(hint).toHaveTextContent(
      'Para cambiar esta opción, activa la verificación en dos pasos en Mi Perfil e inicia sesión de nuevo con tu código.',
    );
    expect(toggle).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Mi Perfil' }));
    expect(router.state.location.pathname).toBe('/mi-perfil');
  });

  it('a refusal by the database is reported in Spanish and the switch shows the stored value', async () => {
    storeSession({ aal: 'aal2', factors: [totpFactor()] });
    const { user } = setup('false');
    server.use(
      http.post('*/rest/v1/app_config', () =>
        postgrestError(403, '42501', 'new row violates row-level security policy'),
      ),
    );
    const toggle = await screen.findByRole('switch', { name: LABEL });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Error al guardar la configuración')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para modificar la configuración del sistema.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).toHaveAttribute('aria-checked', 'false'));
  });
});
