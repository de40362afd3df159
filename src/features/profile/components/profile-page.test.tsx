import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  authError,
  authUser,
  authUserHandler,
  storedSession,
  storeSession,
  totpFactor,
} from '@/testing/auth-session';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp, replaceText, RouteMarker } from '@/testing/test-utils';
import { PasswordCard } from './password-card';
import { PersonalDataCard } from './personal-data-card';
import { ProfilePage } from './profile-page';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

const ANA = {
  id: 'u-ana',
  nombre: 'Ana',
  apellido_paterno: 'Torres',
  apellido_materno: 'Fuentes',
  telefono: '+56 9 1111 2222',
  correo: 'ana@andes.demo',
};

/** usuarios_plataforma: Ana's row (a single object, as PostgREST answers .single()) and the PATCHes. */
function serveProfile(row = ANA) {
  const patches: Array<{ url: URL; body: unknown }> = [];
  let current = { ...row };
  server.use(
    http.get('*/rest/v1/usuarios_plataforma', () => HttpResponse.json(current)),
    http.patch('*/rest/v1/usuarios_plataforma', async ({ request }) => {
      const body = (await request.json()) as Partial<typeof ANA>;
      patches.push({ url: new URL(request.url), body });
      current = { ...current, ...body };
      return HttpResponse.json([{ id: current.id }]);
    }),
  );
  return patches;
}

const profileRoute = { path: '/mi-perfil' };

describe('Mi Perfil: personal data', () => {
  it('loads the own data and saves the edited name and phone', async () => {
    storeSession();
    const patches = serveProfile();
    const { user } = renderApp(<PersonalDataCard userId="u-ana" />, profileRoute);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus datos...');
    const name = await screen.findByLabelText('Nombre');
    expect(name).toHaveValue('Ana');
    expect(screen.getByLabelText('Correo')).toHaveValue('ana@andes.demo');
    expect(screen.getByLabelText('Correo')).toBeDisabled();
    await replaceText(user, name, '  Ana María ');
    await replaceText(user, screen.getByLabelText('Teléfono'), '+56 9 8765 4321');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('Tus datos se guardaron.')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0].url.searchParams.get('id')).toBe('eq.u-ana');
    expect(patches[0].body).toEqual({
      nombre: 'Ana María',
      apellido_paterno: 'Torres',
      apellido_materno: 'Fuentes',
      telefono: '+56 9 8765 4321',
    });
    // Reloaded from the server after saving.
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana María'));
  });

  it('refuses an empty name, a too long surname and an invalid phone in Spanish, without saving', async () => {
    storeSession();
    const patches = serveProfile();
    const { user } = renderApp(<PersonalDataCard userId="u-ana" />, profileRoute);
    await user.clear(await screen.findByLabelText('Nombre'));
    await replaceText(user, screen.getByLabelText('Apellido paterno'), 'x'.repeat(101));
    await replaceText(user, screen.getByLabelText('Teléfono'), 'llámame');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(screen.getByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.getByText('Cada nombre puede tener hasta 100 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Escribe un teléfono válido, por ejemplo +56 9 1234 5678.',
    );
    expect(patches).toHaveLength(0);
  });

  it('an empty phone is saved as none; a refused write says so and keeps what was typed', async () => {
    storeSession();
    server.use(
      http.get('*/rest/v1/usuarios_plataforma', () => HttpResponse.json(ANA)),
      http.patch('*/rest/v1/usuarios_plataforma', () => restError(403, 'permission denied', '42501')),
    );
    const { user } = renderApp(<PersonalDataCard userId="u-ana" />, profileRoute);
    await user.clear(await screen.findByLabelText('Teléfono'));
    await replaceText(user, screen.getByLabelText('Nombre'), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(await screen.findByText('No se pudo completar la operación. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Anita');
  });

  it('says so when the data cannot be read', async () => {
    storeSession();
    server.use(http.get('*/rest/v1/usuarios_plataforma', () => restError(500)));
    renderApp(<PersonalDataCard userId="u-ana" />, profileRoute);
    expect(await screen.findByText('No se pudieron cargar tus datos. Recarga la página.')).toBeInTheDocument();
  });
});

describe('Mi Perfil: password', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, again = next) {
    if (current) await user.type(screen.getByLabelText('Contraseña actual'), current);
    if (next) await user.type(screen.getByLabelText('Nueva contraseña'), next);
    if (again) await user.type(screen.getByLabelText('Repite la nueva contraseña'), again);
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  }

  it('checks the fields in Spanish before asking the server', async () => {
    storeSession();
    const { user } = renderApp(<PasswordCard />, profileRoute);
    await fill(user, '', '123', '124');
    expect(screen.getByText('Escribe tu contraseña actual.')).toBeInTheDocument();
    expect(screen.getByText('La nueva contraseña debe tener al menos 6 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas nuevas no coinciden.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nueva contraseña'));
    await user.clear(screen.getByLabelText('Repite la nueva contraseña'));
    await fill(user, 'Demo1234!', 'Demo1234!');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription(
      'La nueva contraseña debe ser distinta de la actual.',
    );
    // No handler for PUT /user: a request would fail the test (onUnhandledRequest: 'error').
  });

  it('a wrong current password is refused with its message, and nothing is cleared', async () => {
    storeSession();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/auth/v1/user', async ({ request }) => {
        bodies.push(await request.json());
        return authError(400, 'current_password_mismatch', 'Current password is incorrect');
      }),
    );
    const { user } = renderApp(<PasswordCard />, profileRoute);
    await fill(user, 'equivocada', 'NuevaClave1!');
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ password: 'NuevaClave1!', current_password: 'equivocada' })]);
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('NuevaClave1!');
  });

  it.each([
    ['weak_password', 422, 'La nueva contraseña debe tener al menos 6 caracteres.'],
    ['over_request_rate_limit', 429, 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.'],
  ])('the server’s %s is shown in Spanish', async (code, status, shown) => {
    storeSession();
    server.use(http.put('*/auth/v1/user', () => authError(status, code)));
    const { user } = renderApp(<PasswordCard />, profileRoute);
    await fill(user, 'Demo1234!', 'NuevaClave1!');
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('changes the password with the current one, confirms it and empties the fields', async () => {
    storeSession();
    server.use(http.put('*/auth/v1/user', () => HttpResponse.json(authUser())));
    const { user } = renderApp(<PasswordCard />, profileRoute);
    await fill(user, 'Demo1234!', 'NuevaClave1!');
    expect(await screen.findByText('Tu contraseña se cambió. Cerramos tus otras sesiones.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});

describe('Mi Perfil: second factor', () => {
  /** GoTrue's /user with the factors as they stand, and the MFA endpoints. */
  function serveMfa() {
    const factors: ReturnType<typeof totpFactor>[] = [];
    const calls: string[] = [];
    server.use(
      authUserHandler(() => authUser({ factors: [...factors] })),
      http.post('*/auth/v1/factors', async ({ request }) => {
        calls.push(`enroll ${JSON.stringify(await request.json())}`);
        factors.push(totpFactor('f-new', 'unverified'));
        return HttpResponse.json({
          id: 'f-new',
          type: 'totp',
          friendly_name: 'Autenticador',
          // auth-js turns GoTrue's SVG into a data URL.
          totp: {
            qr_code: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x',
          },
        });
      }),
      http.post('*/auth/v1/factors/:id/challenge', ({ params }) => {
        calls.push(`challenge ${String(params.id)}`);
        return HttpResponse.json({ id: 'ch-1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
      }),
      http.post('*/auth/v1/factors/:id/verify', async ({ params, request }) => {
        const body = (await request.json()) as { code: string; challenge_id: string };
        calls.push(`verify ${String(params.id)} ${body.challenge_id} ${body.code}`);
        if (body.code !== '123456') return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        factors.splice(0, factors.length, totpFactor('f-new', 'verified'));
        const exp = Math.floor(Date.now() / 1000) + 3600;
        return HttpResponse.json({
          access_token: accessToken({ sub: 'u-ana', aal: 'aal2', exp, session_id: 's-1' }),
          refresh_token: 'refresh-2',
          token_type: 'bearer',
          expires_in: 3600,
          user: authUser({ factors: [...factors] }),
        });
      }),
      http.delete('*/auth/v1/factors/:id', ({ params }) => {
        calls.push(`unenroll ${String(params.id)}`);
        const i = factors.findIndex((f) => f.id === params.id);
        if (i >= 0) factors.splice(i, 1);
        return HttpResponse.json({ id: params.id });
      }),
    );
    return { factors, calls };
  }

  it('enrols: shows the QR and the key, refuses a malformed and a wrong code, and a right code turns it on', async () => {
    storeSession();
    const { calls } = serveMfa();
    const { user } = renderApp(<TwoFactorCard />, profileRoute);
    await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    const qr = await screen.findByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(calls[0]).toMatch(/^enroll .*"factor_type":"totp"/);

    const code = screen.getByLabelText('Código de verificación');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(code).toHaveAccessibleDescription('El código debe tener 6 dígitos.');
    expect(calls).toHaveLength(1);

    await replaceText(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByText(
        'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();

    await replaceText(user, code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('La verificación en dos pasos quedó activada.')).toBeInTheDocument();
    expect(calls.slice(1)).toEqual([
      'challenge f-new',
      'verify f-new ch-1 000000',
      'challenge f-new',
      'verify f-new ch-1 123456',
    ]);
    expect(await screen.findByText('Activada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar verificación en dos pasos' })).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
    // auth-js keeps the aal2 session the verification returned.
    expect(storedSession()?.refresh_token).toBe('refresh-2');
  });

  it('cancelling an enrolment goes back to the start button', async () => {
    storeSession();
    serveMfa();
    const { user } = renderApp(<TwoFactorCard />, profileRoute);
    await user.click(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' }));
    await screen.findByTestId('totp-secret');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeInTheDocument();
  });

  it('removes a verified factor', async () => {
    storeSession({ aal: 'aal2', factors: [totpFactor('f-1')] });
    const { factors, calls } = serveMfa();
    factors.push(totpFactor('f-1'));
    const { user } = renderApp(<TwoFactorCard />, profileRoute);
    await user.click(await screen.findByRole('button', { name: 'Quitar verificación en dos pasos' }));
    expect(await screen.findByText('Quitaste la verificación en dos pasos.')).toBeInTheDocument();
    expect(calls).toEqual(['unenroll f-1']);
    expect(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' })).toBeInTheDocument();
  });

  it('removing from an aal1 session says to sign in again with the code', async () => {
    storeSession({ factors: [totpFactor('f-1')] });
    server.use(
      authUserHandler(() => authUser({ factors: [totpFactor('f-1')] })),
      http.delete('*/auth/v1/factors/:id', () => authError(422, 'insufficient_aal', 'AAL2 required')),
    );
    const { user } = renderApp(<TwoFactorCard />, profileRoute);
    await user.click(await screen.findByRole('button', { name: 'Quitar verificación en dos pasos' }));
    expect(
      await screen.findByText('Para quitar la verificación en dos pasos, inicia sesión de nuevo usando tu código.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Activada')).toBeInTheDocument();
  });
});

describe('Mi Perfil: sessions', () => {
  const SESSIONS = [
    {
      id: 's-1',
      creada_en: '2026-11-20T12:00:00Z',
      ultima_actividad: '2026-11-24T09:30:00Z',
      agente:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ip: '10.0.0.7',
      aal: 'aal1',
      actual: true,
    },
    {
      id: 's-2',
      creada_en: '2026-11-18T08:00:00Z',
      ultima_actividad: '2026-11-19T08:00:00Z',
      agente:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ip: null,
      aal: 'aal1',
      actual: false,
    },
  ];

  it('lists the active sessions, marks this one, and signs out everywhere', async () => {
    storeSession();
    let scope: string | null = null;
    server.use(
      http.post('*/rest/v1/rpc/mis_sesiones', () => HttpResponse.json(SESSIONS)),
      http.post('*/auth/v1/logout', ({ request }) => {
        scope = new URL(request.url).searchParams.get('scope');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp(<SessionsCard />, {
      ...profileRoute,
      routes: [{ path: '/login', element: <RouteMarker name="login" /> }],
    });
    const list = await screen.findByRole('list', { name: 'Sesiones activas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome en Windows');
    expect(items[0]).toHaveTextContent('10.0.0.7');
    expect(within(items[0]).getByText('Esta sesión')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Safari en iOS');
    expect(within(items[1]).queryByText('Esta sesión')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    expect(await screen.findByText('Cerraste la sesión en todos los dispositivos.')).toBeInTheDocument();
    expect(scope).toBe('global');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedSession()).toBeNull();
  });

  it('says so when the sessions cannot be read', async () => {
    storeSession();
    server.use(http.post('*/rest/v1/rpc/mis_sesiones', () => restError(500)));
    renderApp(<SessionsCard />, profileRoute);
    expect(await screen.findByText('No se pudieron cargar tus sesiones.')).toBeInTheDocument();
  });
});

describe('ProfilePage', () => {
  it('shows the four sections with the greeting', async () => {
    storeSession();
    serveProfile();
    server.use(
      authUserHandler(() => authUser()),
      http.post('*/rest/v1/rpc/mis_sesiones', () => HttpResponse.json([])),
    );
    renderApp(<ProfilePage userId="u-ana" name="Ana" />, profileRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeInTheDocument();
    expect(screen.getByText('Consulta y actualiza tus datos personales, Ana.')).toBeInTheDocument();
    for (const title of ['Datos personales', 'Cambiar contraseña', 'Verificación en dos pasos', 'Sesiones activas']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
    expect(await screen.findByRole('button', { name: 'Activar verificación en dos pasos' })).toBeInTheDocument();
  });
});
