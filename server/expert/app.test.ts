/**
 * The expert backend's HTTP contract (docs/product.md §7 'Assistant backend') through the real server:
 * POST /expert/ask_expert and /expert/save_expert_session, mounted by startServer beside
 * /rest/v1 and /auth/v1, on a migrated and seeded database. Every test runs both ways: the
 * embedded backend (server/'s own database connection), and `npm run expert` (standalone.ts)
 * reaching that server only over HTTP with its URL and service-role key, as it would a hosted
 * Supabase project.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../tests/support/server.ts';
import { OUT_OF_SCOPE_ANSWER, SMALL_TALK_ANSWERS } from './engine.ts';
import { startStandaloneExpert, type RunningExpert } from './standalone.ts';

let server: TestServer;
let standalone: RunningExpert;
/** The expert backend's base URL for the tests running now. */
let base = '';

beforeAll(async () => {
  server = await startTestServer();
  standalone = await startStandaloneExpert({ supabaseUrl: server.url, serviceRoleKey: server.serviceRoleKey, port: 0 });
});
afterAll(async () => {
  await standalone?.stop();
  await server?.stop();
});

interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, unknown> };
}

async function accessToken(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

describe.each(['embedded', 'standalone'] as const)('%s expert backend', (way) => {
  beforeAll(() => {
    base = way === 'embedded' ? `${server.url}/expert` : standalone.url;
  });

  describe('POST /expert/ask_expert', () => {
    it('answers an automation question with the docs/product.md shape and its sources', async () => {
      const r = await post('ask_expert', { question: '¿Cómo calculo el CRC de una trama Modbus RTU?', history: [] });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(r.body.status).toBe('success');
      const answer = r.body.answer as string;
      expect(answer).toContain('CRC');
      const sources = r.body.sources as { id: string; title: string }[];
      expect(sources[0]).toEqual({ id: 'modbus-rtu-trama', title: 'Trama Modbus RTU y cálculo del CRC' });
      expect(answer.trim().split('\n').at(-1)).toBe(`Fuentes: ${sources.map((s) => s.title).join('; ')}`);
      expect(r.body.conversation).toEqual([
        { role: 'user', parts: ['¿Cómo calculo el CRC de una trama Modbus RTU?'] },
        { role: 'assistant', parts: [answer] },
      ]);
    });

    it('uses the history for a follow-up and returns it in the conversation', async () => {
      const history = [
        { role: 'user', message: '¿Qué termopar uso para 1200 °C?' },
        { role: 'assistant', message: '**Tipos de termopar (J, K, T, N, R, S, B) y sus rangos**\n\n...' },
      ];
      const r = await post('ask_expert', { question: '¿y si necesito más precisión?', history });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      expect((r.body.sources as { id: string }[])[0].id).toBe('sensores-rtd-vs-termopar');
      const conversation = r.body.conversation as { role: string; parts: string[] }[];
      expect(conversation).toHaveLength(4);
      expect(conversation.slice(0, 3)).toEqual([
        { role: 'user', parts: [history[0].message] },
        { role: 'assistant', parts: [history[1].message] },
        { role: 'user', parts: ['¿y si necesito más precisión?'] },
      ]);
    });

    it('accepts history turns in the response shape (role and parts) too', async () => {
      const r = await post('ask_expert', {
        question: '¿y con DLR?',
        history: [{ role: 'user', parts: ['¿Qué pasa si se corta un cable en una red EtherNet/IP en anillo?'] }],
      });
      expect(r.status).toBe(200);
      expect((r.body.sources as { id: string }[])[0].id).toBe('ethernetip-dlr-anillo');
    });

    it('greets with what Axel covers', async () => {
      const r = await post('ask_expert', { question: 'Hola, buenos días' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ status: 'success', answer: SMALL_TALK_ANSWERS.greeting, sources: [] });
    });

    it('answers a domain question no entry fits with the nearest entries, never out_of_scope (issue 40)', async () => {
      const r = await post('ask_expert', {
        question: '¿Qué tensión le doy a la cadena de un elevador de capachos?',
      });
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('success');
      expect(r.body.answer as string).toMatch(/^No tengo una ficha que responda exactamente/);
      expect((r.body.sources as unknown[]).length).toBeGreaterThan(0);
    });

    it('answers out_of_scope politely for recipes, football and politics', async () => {
      for (const question of [
        '¿Cómo hago una tarta de queso?',
        '¿Quién ganó la Champions?',
        '¿A quién voto en las elecciones?',
      ]) {
        const r = await post('ask_expert', { question });
        expect(r.status, question).toBe(200);
        expect(r.body.status, question).toBe('out_of_scope');
        expect(r.body.answer).toBe(OUT_OF_SCOPE_ANSWER);
        expect(r.body.sources).toEqual([]);
        expect((r.body.conversation as unknown[]).length).toBe(2);
      }
    });

    it('refuses bad bodies with 400 and a readable message, never 500', async () => {
      const cases: [unknown, RegExp][] = [
        ['{not json', /no es JSON válido/],
        ['', /vacío/],
        ['   ', /vacío/],
        [`{"question":"hola","history":${'['.repeat(150)}${']'.repeat(150)}}`, /anida más de 100 niveles/],
        ['[1,2]', /objeto JSON/],
        ['"hola"', /objeto JSON/],
        [{}, /question es obligatoria/],
        [{ question: 42 }, /question es obligatoria y debe ser texto/],
        [{ question: '   ' }, /question no puede estar vacía/],
        [{ question: 'x'.repeat(2001) }, /question admite como máximo 2000 caracteres/],
        [{ question: 'hola', history: 'no' }, /history debe ser una lista/],
        [
          { question: 'hola', history: [{ role: 'system', message: 'x' }] },
          /history\.0\.role: role debe ser 'user' o 'assistant'/,
        ],
        [{ question: 'hola', history: [{ role: 'user' }] }, /history\.0: cada turno necesita message o parts/],
        [{ question: 'hola', history: [{ role: 'user', message: 5 }] }, /history\.0\.message/],
        [{ question: 'hola', history: [{ role: 'user', parts: [] }] }, /parts no puede estar vacío/],
        [
          { question: 'hola', history: Array.from({ length: 61 }, () => ({ role: 'user', message: 'x' })) },
          /history admite como máximo 60 turnos/,
        ],
      ];
      for (const [body, message] of cases) {
        const r = await post('ask_expert', body);
        expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(r.body.error, JSON.stringify(body).slice(0, 60)).toMatch(message);
      }
    });

    it('accepts a question of exactly 2000 characters (the composer limit) and a null history', async () => {
      const r = await post('ask_expert', { question: `¿Qué es un PLC? ${'a'.repeat(1984)}`, history: null });
      expect(r.status).toBe(200);
    });

    it('refuses question bodies over 64 KiB and save bodies over 512 KiB with 413, other methods with 405', async () => {
      const history = Array.from({ length: 8 }, () => ({ role: 'user', message: 'x'.repeat(10_000) }));
      const big = await post('ask_expert', { question: 'hola', history });
      expect(big.status).toBe(413);
      expect(big.body.error).toMatch(/supera el máximo de 65536 bytes/);
      const bigConversation = { conversation: [{ role: 'user', message: 'x'.repeat(600_000) }] };
      // Without a session the body is not read at all.
      expect((await post('save_expert_session', bigConversation)).status).toBe(401);
      const token = await accessToken(await server.signedIn(DEMO.ana));
      const bigSave = await post('save_expert_session', bigConversation, { Authorization: `Bearer ${token}` });
      expect(bigSave.status).toBe(413);
      expect(bigSave.body.error).toMatch(/supera el máximo de 524288 bytes/);
      const malformedSave = await post('save_expert_session', '{"conversation": [', {
        Authorization: `Bearer ${token}`,
      });
      expect(malformedSave.status).toBe(400);
      expect(malformedSave.body.error).toMatch(/no es JSON válido/);
      const get = await fetch(`${base}/ask_expert`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(((await get.json()) as { error: string }).error).toMatch(/usa POST/);
      const missing = await fetch(`${base}/nada`, { method: 'POST' });
      expect(missing.status).toBe(404);
    });

    it('allows cross-origin calls without credentials (CORS preflight)', async () => {
      const res = await fetch(`${base}/ask_expert`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, authorization',
        },
      });
      expect(res.status).toBe(204);
      // Not a listed origin: any page may call it with a bearer token, never with credentials.
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
      const r = await post('ask_expert', { question: 'hola' }, { Origin: 'https://app.example.com' });
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
    });
  });

  describe('POST /expert/save_expert_session', () => {
    const conversation = [
      { role: 'user', parts: ['¿Qué es un PLC?'] },
      { role: 'assistant', parts: ['Un PLC es un ordenador industrial...'] },
    ];

    it('stores exactly one row for the signed-in user, readable by them through /rest/v1', async () => {
      const ana = await server.signedIn(DEMO.ana);
      const token = await accessToken(ana);
      const { data: user } = await ana.auth.getUser();
      const userId = user.user!.id;
      const service = server.service();
      const before = await service.from('conversaciones_asistente').select('id', { count: 'exact', head: true });

      const r = await post(
        'save_expert_session',
        { user_id: null, topic: 'automatizacion', conversation, summary: '  Dudas sobre PLC  ' },
        { Authorization: `Bearer ${token}` },
      );
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('ok');
      expect(r.body.id).toMatch(/^[0-9a-f-]{36}$/);

      const after = await service.from('conversaciones_asistente').select('id', { count: 'exact', head: true });
      expect(after.count).toBe((before.count ?? 0) + 1);

      // Only this save's row: the other way of the backend saved one for her too.
      const own = await ana
        .from('conversaciones_asistente')
        .select('id, user_id, topic, conversation, summary')
        .eq('id', r.body.id as string);
      expect(own.error).toBeNull();
      expect(own.data).toEqual([
        { id: r.body.id, user_id: userId, topic: 'automatizacion', conversation, summary: 'Dudas sobre PLC' },
      ]);

      // Another user of another company does not see it.
      const luis = await server.signedIn(DEMO.luis);
      expect(
        (
          await luis
            .from('conversaciones_asistente')
            .select('id')
            .eq('id', r.body.id as string)
        ).data,
      ).toEqual([]);
    });

    it('saving again with the returned id updates that conversation; another user cannot touch it (issue 16)', async () => {
      const ana = await server.signedIn(DEMO.ana);
      const token = await accessToken(ana);
      const first = await post(
        'save_expert_session',
        { conversation, summary: 'v1' },
        { Authorization: `Bearer ${token}` },
      );
      expect(first.status).toBe(200);
      const longer = [
        ...conversation,
        { role: 'user', parts: ['¿Y un HMI?'] },
        { role: 'assistant', parts: ['Una pantalla...'] },
      ];
      const second = await post(
        'save_expert_session',
        { id: first.body.id, conversation: longer, summary: 'v2' },
        { Authorization: `Bearer ${token}` },
      );
      expect(second.status).toBe(200);
      expect(second.body.id).toBe(first.body.id);
      const { data } = await ana
        .from('conversaciones_asistente')
        .select('conversation, summary')
        .eq('id', first.body.id as string);
      expect(data).toEqual([{ conversation: longer, summary: 'v2' }]);

      const luis = await server.signedIn(DEMO.luis);
      const stolen = await post(
        'save_expert_session',
        { id: first.body.id, conversation, summary: 'mío' },
        { Authorization: `Bearer ${await accessToken(luis)}` },
      );
      expect(stolen.status).toBe(404);
      expect(typeof stolen.body.error).toBe('string');
      const bad = await post(
        'save_expert_session',
        { id: 'no-es-uuid', conversation },
        { Authorization: `Bearer ${token}` },
      );
      expect(bad.status).toBe(400);
      const after = await ana
        .from('conversaciones_asistente')
        .select('summary')
        .eq('id', first.body.id as string);
      expect(after.data).toEqual([{ summary: 'v2' }]);
    });

    it('stores turns sent as { role, message } in the { role, parts } shape, and a missing summary as null', async () => {
      const luis = await server.signedIn(DEMO.luis);
      const { data: user } = await luis.auth.getUser();
      const r = await post(
        'save_expert_session',
        {
          user_id: user.user!.id,
          topic: 'automatizacion',
          conversation: [
            { role: 'user', message: 'hola' },
            { role: 'assistant', message: '¡Hola!' },
          ],
        },
        { Authorization: `Bearer ${await accessToken(luis)}` },
      );
      expect(r.status).toBe(200);
      const { data } = await luis
        .from('conversaciones_asistente')
        .select('conversation, summary')
        .eq('id', r.body.id as string)
        .single();
      expect(data).toEqual({
        conversation: [
          { role: 'user', parts: ['hola'] },
          { role: 'assistant', parts: ['¡Hola!'] },
        ],
        summary: null,
      });
    });

    it('refuses to save without a valid user token (401)', async () => {
      const body = { user_id: null, topic: 'automatizacion', conversation, summary: null };
      const attempts: Record<string, string>[] = [
        {},
        { Authorization: 'Bearer not-a-jwt' },
        { Authorization: `Bearer ${server.anonKey}` },
        { Authorization: `Bearer ${server.serviceRoleKey}` },
      ];
      for (const headers of attempts) {
        const r = await post('save_expert_session', body, headers);
        expect(r.status).toBe(401);
        expect(r.body.error).toMatch(/sesión válida/);
      }
    });

    it("refuses a user_id that is not the token's user (403)", async () => {
      const ana = await server.signedIn(DEMO.ana);
      const luis = await server.signedIn(DEMO.luis);
      const { data: other } = await luis.auth.getUser();
      const r = await post(
        'save_expert_session',
        { user_id: other.user!.id, topic: 'automatizacion', conversation, summary: null },
        { Authorization: `Bearer ${await accessToken(ana)}` },
      );
      expect(r.status).toBe(403);
      expect(r.body.error).toMatch(/no coincide/);
    });

    it('refuses an inactive account (403)', async () => {
      const inactive = await server.signedIn(DEMO.inactivo);
      const r = await post(
        'save_expert_session',
        { user_id: null, topic: 'automatizacion', conversation, summary: null },
        { Authorization: `Bearer ${await accessToken(inactive)}` },
      );
      expect(r.status).toBe(403);
      expect(r.body.error).toMatch(/no está activa/);
    });

    it('refuses bad bodies with 400 and a readable message, never 500', async () => {
      const ana = await server.signedIn(DEMO.ana);
      const auth = { Authorization: `Bearer ${await accessToken(ana)}` };
      const cases: [unknown, RegExp][] = [
        ['{', /no es JSON válido/],
        [{ topic: 'automatizacion', summary: null }, /conversation debe ser una lista/],
        [{ topic: 'automatizacion', conversation: [], summary: null }, /conversation no puede estar vacía/],
        [{ topic: 'recetas', conversation, summary: null }, /topic debe ser 'automatizacion'/],
        [{ user_id: 'yo', topic: 'automatizacion', conversation, summary: null }, /user_id debe ser un UUID o null/],
        [{ topic: 'automatizacion', conversation, summary: 'x'.repeat(2001) }, /summary admite como máximo 2000/],
        [{ topic: 'automatizacion', conversation, summary: 7 }, /summary debe ser texto o null/],
        [
          { topic: 'automatizacion', conversation: [{ role: 'bot', parts: ['x'] }], summary: null },
          /conversation\.0\.role/,
        ],
        [{ topic: 'automatizacion', conversation: [{ role: 'user', message: 'a\u0000b' }], summary: null }, /NUL/],
        [
          {
            topic: 'automatizacion',
            conversation: Array.from({ length: 15 }, () => ({ role: 'assistant', message: 'x'.repeat(19_000) })),
            summary: null,
          },
          /supera el máximo de 200000 bytes/,
        ],
      ];
      for (const [body, message] of cases) {
        const r = await post('save_expert_session', body, auth);
        expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(r.body.error, JSON.stringify(body).slice(0, 80)).toMatch(message);
      }
    });
  });
});
