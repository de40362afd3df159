import type { AuthChangeEvent } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { accessToken, authError, authUser, storedSession, storeSession, totpFactor } from '@/testing/auth-session';
import { server } from '@/testing/mocks/server';
import { renderApp, replaceText } from '@/testing/test-utils';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { MfaStep } from './mfa-step';

/** The code step of a session that passed the password (aal1) and has a verified TOTP factor. */
function renderStep() {
  const session = storeSession({ factors: [totpFactor('f-1')] });
  const value: AuthContextValue = {
    session,
    user: session.user,
    userProfile: null,
    loading: false,
    mfaPending: true,
    signIn: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    resetPassword: vi.fn(async () => {}),
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
  );
  return { ...renderApp(<MfaStep />, { path: '/login', wrapper: Wrapper }), value };
}

/** GoTrue's challenge and verify for factor f-1, where only '123456' is right and each code works once. */
function serveVerify(limitAfter = Infinity) {
  const codes: string[] = [];
  const used = new Set<string>();
  server.use(
    http.post('*/auth/v1/factors/f-1/challenge', () =>
      HttpResponse.json({
        id: `ch-${codes.length + 1}`,
        type: 'totp',
        expires_at: Math.floor(Date.now() / 1000) + 300,
      }),
    ),
    http.post('*/auth/v1/factors/f-1/verify', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      codes.push(code);
      if (codes.length > limitAfter) return authError(429, 'over_request_rate_limit', 'Too many requests');
      if (code !== '123456' || used.has(code))
        return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      used.add(code);
      const exp = Math.floor(Date.now() / 1000) + 3600;
      return HttpResponse.json({
        access_token: accessToken({
          sub: 'u-ana',
          aal: 'aal2',
          amr: [{ method: 'totp', timestamp: exp - 3600 }],
          exp,
          session_id: 's-1',
        }),
        refresh_token: 'refresh-aal2',
        token_type: 'bearer',
        expires_in: 3600,
        user: authUser({ factors: [totpFactor('f-1')] }),
      });
    }),
  );
  return codes;
}

describe('MfaStep (the code at sign-in)', () => {
  it('asks for six digits before asking the server', async () => {
    const codes = serveVerify();
    const { user } = renderStep();
    expect(screen.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeInTheDocument();
    expect(
      screen.getByText('Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.'),
    ).toBeInTheDocument();
    const field = screen.getByLabelText('Código de verificación');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('El código debe tener 6 dígitos.');
    await user.type(field, '12345a');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(field).toHaveAccessibleDescription('El código debe tener 6 dígitos.');
    expect(codes).toEqual([]);
  });

  it('a wrong code is refused in Spanish and the field is emptied; the session stays aal1', async () => {
    const codes = serveVerify();
    const { user } = renderStep();
    await user.type(screen.getByLabelText('Código de verificación'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Código incorrecto o ya usado. Espera el siguiente código de tu aplicación e inténtalo de nuevo.',
    );
    expect(screen.getByLabelText('Código de verificación')).toHaveValue('');
    expect(codes).toEqual(['654321']);
    expect(storedSession()?.refresh_token).toBe('refresh-token');
  });

  it('too many tries says to wait', async () => {
    serveVerify(0);
    const { user } = renderStep();
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.',
    );
  });

  it('the right code (spaces allowed) raises the session to aal2 and auth-js announces it', async () => {
    const codes = serveVerify();
    const events: AuthChangeEvent[] = [];
    const {
      data: { subscription },
    } = supabase.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    try {
      const { user } = renderStep();
      await replaceText(user, screen.getByLabelText('Código de verificación'), '123 456');
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
      await waitFor(() => expect(events).toContain('MFA_CHALLENGE_VERIFIED'));
      expect(codes).toEqual(['123456']);
      expect(storedSession()?.refresh_token).toBe('refresh-aal2');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      subscription.unsubscribe();
    }
  });

  it('cancelling signs out, to start again with another account', async () => {
    const { user, value } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Cancelar e iniciar sesión con otra cuenta' }));
    expect(value.signOut).toHaveBeenCalledOnce();
  });
});
