/**
 * send-mail: sends what is due in the outbox (private.correos_salida), one round per call. Called
 * with the service-role key only (pg_cron + pg_net every minute on hosted Supabase, see
 * docs/deploy.md); the same code as server/'s own sender (_shared/mail/outbox.ts).
 * Answer: { enviados, fallidos }.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FunctionEnv } from '../_shared/context.ts';
import { CORS_HEADERS, json } from '../_shared/http.ts';
import { rpcStore, sendOutbox } from '../_shared/mail/outbox.ts';

function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function sendMailHandler(env: FunctionEnv) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Método no permitido.' }, 405);
    const token = /^bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(token, env.serviceRoleKey))
      return json({ code: 'forbidden', message: 'Solo el servicio puede enviar los correos.' }, 403);
    if (!env.mail || !env.siteUrl)
      return json({ code: 'smtp_not_configured', message: 'Falta configurar SMTP_HOST y SITE_URL.' }, 503);
    const rest = new PostgrestClient(`${env.supabaseUrl}/rest/v1`, {
      headers: { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` },
      fetch: env.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    });
    try {
      const r = await sendOutbox(
        rpcStore((fn, args) => rest.rpc(fn, args)),
        env.mail,
        { siteUrl: env.siteUrl },
      );
      return json({ enviados: r.sent, fallidos: r.failed });
    } catch (e) {
      console.error('[send-mail]', e);
      return json({ code: 'unexpected_failure', message: 'No se pudo leer la bandeja de salida.' }, 500);
    }
  };
}
