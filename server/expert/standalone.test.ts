/**
 * The expert backend on its own (`npm run expert`, standalone.ts) against a Supabase project over
 * HTTP: here the embedded server (startServer on port 0) plays the project, and the standalone
 * backend reaches it only through its URL and service-role key, as it would a hosted project.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../tests/support/server.ts';
import { standaloneOptionsFromEnv, startStandaloneExpert, type RunningExpert } from './standalone.ts';

const SPA_ORIGIN = 'https://app.axel.example';
let project: TestServer;
let expert: RunningExpert;

beforeAll(async () => {
  project = await startTestServer();
  expert = await startStandaloneExpert({
    ...standaloneOptionsFromEnv({
      SUPABASE_URL: project.url,
      SUPABASE_SERVICE_ROLE_KEY: project.serviceRoleKey,
      CORS_ORIGINS: SPA_ORIGIN,
      EXPERT_LOG: 'false',
    }),
    llm: null,
    port: 0,
  });
});
afterAll(async () => {
  await expert?.stop();
  await project?.stop();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${expert.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SPA_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

async function bearer(client: SupabaseClient): Promise<Record<string, string>> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return { Authorization: `Bearer ${data.session.access_token}` };
}

describe('npm run expert against a Supabase project', () => {
  it('refuses to start without SUPABASE_URL or the service-role key, naming them', () => {
    expect(() => standaloneOptionsFromEnv({})).toThrow(/SUPABASE_URL y SUPABASE_SERVICE_ROLE_KEY/);
    expect(() => standaloneOptionsFromEnv({ SUPABASE_URL: 'x', SUPABASE_SERVICE_ROLE_KEY: 'k' })).toThrow(
      /no es una URL/,
    );
  });

  it('answers /ask_expert from the knowledge base, with CORS for the SPA origin', async () => {
    const r = await post('ask_expert', { question: '¿Qué es un PLC?', history: [] });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(String(r.body.answer).length).toBeGreaterThan(20);
    expect(r.headers.get('access-control-allow-origin')).toBe(SPA_ORIGIN);

    const preflight = await fetch(`${expert.url}/save_expert_session`, {
      method: 'OPTIONS',
      headers: {
        origin: SPA_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const other = await fetch(`${expert.url}/ask_expert`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('saves a conversation with the user token through the project, readable by that user only', async () => {
    const ana = await project.signedIn(DEMO.ana);
    const r = await post(
      'save_expert_session',
      {
        user_id: null,
        topic: 'automatizacion',
        conversation: [{ role: 'user', message: '¿Qué es un PLC?' }],
        summary: 'PLC',
      },
      await bearer(ana),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ status: 'ok', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const own = await ana
      .from('conversaciones_asistente')
      .select('id, conversation, summary')
      .eq('id', r.body.id as string);
    expect(own.data).toEqual([
      { id: r.body.id, conversation: [{ role: 'user', parts: ['¿Qué es un PLC?'] }], summary: 'PLC' },
    ]);
    const luis = await project.signedIn(DEMO.luis);
    expect(
      (
        await luis
          .from('conversaciones_asistente')
          .select('id')
          .eq('id', r.body.id as string)
      ).data,
    ).toEqual([]);
  });

  it('refuses a missing or bad token (401), an inactive account (403) and another user_id (403)', async () => {
    const body = { user_id: null, topic: 'automatizacion', conversation: [{ role: 'user', message: 'hola' }] };
    const bad: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-a-jwt' },
      { Authorization: `Bearer ${project.anonKey}` },
    ];
    for (const headers of bad) {
      expect((await post('save_expert_session', body, headers)).status).toBe(401);
    }
    const inactive = await project.signedIn(DEMO.inactivo).catch(() => null);
    if (inactive) expect((await post('save_expert_session', body, await bearer(inactive))).status).toBe(403);
    const ana = await project.signedIn(DEMO.ana);
    const other = await post(
      'save_expert_session',
      { ...body, user_id: '00000000-0000-4000-8000-000000000000' },
      await bearer(ana),
    );
    expect(other.status).toBe(403);
  });

  it('answers 503, not 401, when the project does not answer', async () => {
    const down = await startStandaloneExpert({
      supabaseUrl: 'http://127.0.0.1:9',
      serviceRoleKey: 'k',
      llm: null,
      port: 0,
    });
    try {
      const res = await fetch(`${down.url}/save_expert_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer a.b.c' },
        body: JSON.stringify({
          user_id: null,
          topic: 'automatizacion',
          conversation: [{ role: 'user', message: 'hola' }],
        }),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await down.stop();
    }
  });
});
