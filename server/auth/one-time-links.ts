/** The links and texts that one-time tokens travel in (recovery, invite, magic link, e-mail change). */
import type { ServerContext } from '../context.ts';
import { safeRedirect } from './redirect.ts';
import type { VerifyType } from './schemas.ts';

/** `{siteUrl}/auth/v1/verify?token=..&type=..&redirect_to=..`, the redirect checked against the allow list. */
export function oneTimeLink(
  ctx: ServerContext,
  token: string,
  type: VerifyType,
  redirectTo: string | undefined,
): string {
  const target = safeRedirect(redirectTo, ctx.config.siteUrl, ctx.config.redirectAllowList);
  const qs = new URLSearchParams({ token, type, redirect_to: target });
  return `${ctx.config.siteUrl}/auth/v1/verify?${qs.toString()}`;
}

/** A lifetime in Spanish words: '7 días', '3 horas', '60 minutos'. */
export function validFor(seconds: number): string {
  if (seconds >= 2 * 86400) return `${Math.round(seconds / 86400)} días`;
  if (seconds >= 2 * 3600) return `${Math.round(seconds / 3600)} horas`;
  const m = Math.round(seconds / 60);
  return m === 1 ? '1 minuto' : `${m} minutos`;
}
