/**
 * The routes of GoTrue's one-time mails and admin extras beyond the core of app.ts: POST /otp,
 * POST /resend, POST /admin/generate_link, GET and DELETE /admin/users/{id}/factors.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { generateLink, generateLinkBody } from './generate-link.ts';
import { requireAdmin } from './guard.ts';
import { otpBody, resend, resendBody, sendMagicLink } from './magic-links.ts';
import { adminDeleteFactor, adminListFactors } from './mfa.ts';

export interface RouteHelpers {
  readBody: <S extends z.ZodType>(c: Context, schema: S) => Promise<z.output<S>>;
  /** The per-address limit of a bucket of app.ts (recover: mails sent on an anonymous request). */
  limited: (bucket: 'recover') => MiddlewareHandler;
}

export function oneTimeRoutes(app: Hono, ctx: ServerContext, h: RouteHelpers): void {
  app.post('/otp', h.limited('recover'), async (c) => {
    await sendMagicLink(ctx, await h.readBody(c, otpBody), c.req.query('redirect_to'));
    return c.json({});
  });

  app.post('/resend', h.limited('recover'), async (c) => {
    await resend(ctx, await h.readBody(c, resendBody), c.req.query('redirect_to'));
    return c.json({});
  });

  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(await generateLink(ctx, await h.readBody(c, generateLinkBody), c.req.query('redirect_to')));
  });

  app.get('/admin/users/:id/factors', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(await adminListFactors(ctx, c.req.param('id')));
  });

  app.delete('/admin/users/:id/factors/:factorId', async (c) => {
    await requireAdmin(ctx, c);
    return c.json(await adminDeleteFactor(ctx, c.req.param('id'), c.req.param('factorId')));
  });
}
