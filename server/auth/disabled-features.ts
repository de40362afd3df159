/**
 * What this server does not offer (docs/auth-protocol.md), answered in GoTrue's words for a project
 * where the feature is switched off, so auth-js reports the same error a hosted project would:
 * anonymous sign-ins, phone (sign-in, OTP, verify), Web3, ID tokens of OAuth providers, SAML SSO
 * and manual identity linking.
 */
import type { Context, Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { requireUser } from './guard.ts';

export const anonymousDisabled = () =>
  new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
export const phoneDisabled = () => new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');

/** Issuers GoTrue names for the ID-token providers auth-js knows. */
const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  keycloak: 'keycloak',
  kakao: 'https://kauth.kakao.com',
};

/** /token grants other than password and refresh_token: the refusal of a disabled provider, or null. */
export function disabledGrant(grant: string | undefined, body: unknown): AuthError | null {
  if (grant === 'web3') return new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  if (grant === 'id_token') {
    const provider =
      body && typeof body === 'object' && typeof (body as { provider?: unknown }).provider === 'string'
        ? (body as { provider: string }).provider
        : '';
    const issuer = ISSUERS[provider] ?? provider;
    return new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
  }
  return null;
}

/** POST /verify for a phone (types sms, phone_change): the number's format, else no such code. */
export function phoneVerifyError(phone: string): AuthError {
  const digits = phone.replace(/[\s()+-]/g, '');
  if (!/^\d{8,15}$/.test(digits)) return validationFailed('Invalid phone number format (E.164 required)');
  return new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
}

export function disabledFeatureRoutes(app: Hono, ctx: ServerContext): void {
  const samlDisabled = () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  };
  app.post('/sso', samlDisabled);
  app.get('/sso/saml/metadata', samlDisabled);
  const linkingDisabled = async (c: Context) => {
    await requireUser(ctx, c);
    throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
  };
  app.get('/user/identities/authorize', linkingDisabled);
  app.delete('/user/identities/:id', linkingDisabled);
}
