/**
 * predictive-readings: a machine posts meter readings with its key (Axel Predictive, issue 39).
 *
 *   POST /functions/v1/predictive-readings
 *   apikey: <anon key>          x-machine-key: axp_...
 *   { "lecturas": [{ "activo": "PL-1-L2-E04", "variable": "temperatura", "valor": 71.5,
 *                    "unidad": "°C", "medido_en": "2026-11-28T10:00:00Z" }] }
 *
 * The key is hashed here (SHA-256) and exchanged, with the service role, for
 * public.predictive_lecturas_de_maquina(): the key's whole scope is to insert readings of its own
 * company's assets. Answer 200 { resultados: [{ fila, id } | { fila, error }] } (valid readings are
 * saved, the others say why); 401 without a valid key; 400 for a body that is not a list of readings.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FunctionEnv } from '../_shared/context.ts';
import { CORS_HEADERS, json } from '../_shared/http.ts';

const KEY = /^axp_[0-9a-f]{64}$/;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function predictiveReadingsHandler(env: FunctionEnv) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
    if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Método no permitido.' }, 405);
    const key = (req.headers.get('x-machine-key') ?? '').trim();
    if (!KEY.test(key))
      return json({ code: 'unauthorized', message: 'Falta la llave de máquina (cabecera x-machine-key).' }, 401);
    let body: unknown;
    try {
      body = await req.json();
    } catch {
      return json({ code: 'invalid_input', message: 'El cuerpo debe ser JSON.' }, 400);
    }
    const readings = (body as { lecturas?: unknown } | null)?.lecturas;
    if (!Array.isArray(readings))
      return json({ code: 'invalid_input', message: 'Envía "lecturas": una lista de lecturas.' }, 400);
    const rest = new PostgrestClient(`${env.supabaseUrl}/rest/v1`, {
      headers: { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}` },
      fetch: env.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    });
    const { data, error } = await rest.rpc('predictive_lecturas_de_maquina', {
      p_hash: await sha256Hex(key),
      p_lecturas: readings,
    });
    if (error) {
      if (error.code === '28000') return json({ code: 'unauthorized', message: error.message }, 401);
      if (error.code === '42501') return json({ code: 'forbidden', message: error.message }, 403);
      if (error.code === '22023') return json({ code: 'invalid_input', message: error.message }, 400);
      console.error('[predictive-readings]', error);
      return json({ code: 'unexpected_failure', message: 'No se pudieron guardar las lecturas.' }, 500);
    }
    return json({ resultados: data });
  };
}
