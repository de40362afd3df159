/**
 * Rate limits keyed on the client address (TRUSTED_PROXIES), the per-account limit on failed
 * sign-ins, signup, anonymous writes to /rest/v1 and assistant questions (issue 12, items 7, 8
 * and 12).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { DEMO, DEMO_PASSWORD, freshDatabase, startTestServer, type TestServer } from '../support/server.ts';

// The limits are each server's settings and its counters live in the server, so the servers of
// this file, started one after another, share one database.
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

async function withServer(opts: Parameters<typeof startTestServer>[0], fn: (s: TestServer) => Promise<void>) {
  const s = await startTestServer({ ...opts, database });
  try {
    await fn(s);
  } finally {
    await s.stop();
  }
}

function signIn(s: TestServer, email: string, password: string, from?: string) {
  return fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

describe('sign-in limits (item 8)', () => {
  it('the right password is not refused because others signed in from the same address', async () => {
    await withServer({ config: { rateLimits: { token: 3, recover: 3, verify: 3, windowSeconds: 60 } } }, async (s) => {
      for (let i = 0; i < 6; i++)
        expect((await signIn(s, DEMO.ana, DEMO_PASSWORD)).status, `sign-in ${i + 1}`).toBe(200);
      // Failures still count: three wrong passwords, then even the right one waits.
      for (let i = 0; i < 3; i++) expect((await signIn(s, DEMO.luis, 'wrong-password')).status).toBe(400);
      const refused = await signIn(s, DEMO.luis, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  it('successful sign-ins per address have their own, larger budget', async () => {
    await withServer({ config: { limits: { signInsPerAddress: { max: 4, windowSeconds: 60 } } } }, async (s) => {
      for (let i = 0; i < 4; i++) expect((await signIn(s, DEMO.ana, DEMO_PASSWORD)).status).toBe(200);
      expect((await signIn(s, DEMO.ana, DEMO_PASSWORD)).status).toBe(429);
    });
  });

  it('limits failed attempts per account whatever the address, in GoTrue’s error shape', async () => {
    await withServer(
      {
        config: {
          trustedProxies: ['127.0.0.1', '::1'],
          limits: { failedSignInsPerAccount: { max: 3, windowSeconds: 900 } },
        },
      },
      async (s) => {
        for (let i = 0; i < 3; i++)
          expect((await signIn(s, DEMO.ana, `guess-${i}`, `203.0.113.${i + 1}`)).status).toBe(400);
        const res = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: {
            apikey: s.anonKey,
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.99',
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify({ email: 'ANA@andes.demo', password: DEMO_PASSWORD }),
        });
        expect(res.status).toBe(429);
        expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another account is not affected.
        expect((await signIn(s, DEMO.luis, DEMO_PASSWORD, '203.0.113.99')).status).toBe(200);
      },
    );
  });

  it('behind a trusted proxy, limits key on the client from X-Forwarded-For', async () => {
    await withServer(
      {
        config: {
          trustedProxies: ['127.0.0.0/8', '::1'],
          rateLimits: { token: 2, recover: 2, verify: 2, windowSeconds: 60 },
        },
      },
      async (s) => {
        for (let i = 0; i < 2; i++) expect((await signIn(s, DEMO.ana, 'wrong', '198.51.100.7')).status).toBe(400);
        expect((await signIn(s, DEMO.ana, 'wrong', '198.51.100.7')).status).toBe(429);
        // Another client behind the same proxy is not locked out; a spoofed left-most entry is ignored.
        expect((await signIn(s, DEMO.luis, DEMO_PASSWORD, '10.9.9.9, 198.51.100.8')).status).toBe(200);
        expect((await signIn(s, DEMO.luis, 'wrong', '198.51.100.9, 198.51.100.7')).status).toBe(429);
      },
    );
  });

  it('without trusted proxies, X-Forwarded-For is ignored', async () => {
    await withServer({ config: { rateLimits: { token: 2, recover: 2, verify: 2, windowSeconds: 60 } } }, async (s) => {
      for (let i = 0; i < 2; i++) expect((await signIn(s, DEMO.ana, 'wrong', `198.51.100.${i + 1}`)).status).toBe(400);
      expect((await signIn(s, DEMO.ana, 'wrong', '198.51.100.50')).status).toBe(429);
    });
  });
});

describe('signup (item 7)', () => {
  it('is limited per client address', async () => {
    await withServer(
      { config: { enableSignup: true, limits: { signup: { max: 2, windowSeconds: 3600 } } } },
      async (s) => {
        const signup = (i: number) =>
          fetch(`${s.url}/auth/v1/signup`, {
            method: 'POST',
            headers: { apikey: s.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify({ email: `nuevo${i}-${Date.now()}@example.com`, password: 'Secreta-123' }),
          });
        expect((await signup(1)).status).toBe(200);
        expect((await signup(2)).status).toBe(200);
        const third = await signup(3);
        expect(third.status).toBe(429);
        expect(await third.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
        expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
      },
    );
  });
});

describe('anonymous writes to /rest/v1 (item 7)', () => {
  it('are limited per address, in PostgREST’s error shape; refused writes and signed-in users do not count', async () => {
    await withServer({ config: { limits: { anonWrites: { max: 3, windowSeconds: 600 } } } }, async (s) => {
      const contact = (headers: Record<string, string>) =>
        fetch(`${s.url}/rest/v1/solicitudes_contacto`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', prefer: 'return=minimal', ...headers },
          body: JSON.stringify({ nombre: 'Prospecto', correo: 'p@example.com', mensaje: 'Hola' }),
        });
      const anon = { apikey: s.anonKey };
      // A refused write (RLS) creates nothing and does not count.
      for (let i = 0; i < 5; i++) {
        const denied = await fetch(`${s.url}/rest/v1/app_config`, {
          method: 'POST',
          headers: { ...anon, 'content-type': 'application/json' },
          body: JSON.stringify({ key: `k${i}`, value: 'v' }),
        });
        expect(denied.status).toBeGreaterThanOrEqual(400);
        expect(denied.status).not.toBe(429);
      }
      expect((await contact(anon)).status).toBe(201);
      expect((await contact({})).status).toBe(201); // no key at all is anonymous too
      expect((await contact(anon)).status).toBe(201);
      const limited = await contact(anon);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await limited.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
      // Reads are not limited; a signed-in user writes on.
      expect((await fetch(`${s.url}/rest/v1/videos_demo?select=slug`, { headers: anon })).status).toBe(200);
      const ana = await s.signedIn(DEMO.ana);
      const ins = await ana
        .from('solicitudes_contacto')
        .insert({ nombre: 'Ana', correo: 'ana@andes.demo', mensaje: 'Hola' });
      expect(ins.error).toBeNull();
    });
  });

  it('counts a call to a function that only reads (STABLE) as a read, and a VOLATILE one as a write', async () => {
    await database.exec(`
      create function public.prueba_lectura_anonima() returns int language sql stable set search_path = '' as $$ select 1 $$;
      create function public.prueba_escritura_anonima() returns int language sql volatile set search_path = '' as $$ select 1 $$;
      grant execute on function public.prueba_lectura_anonima(), public.prueba_escritura_anonima() to anon;
      notify pgrst, 'reload schema';`);
    try {
      await withServer({ config: { limits: { anonWrites: { max: 3, windowSeconds: 600 } } } }, async (s) => {
        const call = (fn: string) =>
          fetch(`${s.url}/rest/v1/rpc/${fn}`, {
            method: 'POST',
            headers: { apikey: s.anonKey, 'content-type': 'application/json' },
            body: '{}',
          });
        for (let i = 0; i < 25; i++) expect((await call('prueba_lectura_anonima')).status, `read ${i + 1}`).toBe(200);
        for (let i = 0; i < 3; i++) expect((await call('prueba_escritura_anonima')).status).toBe(200);
        expect((await call('prueba_escritura_anonima')).status).toBe(429);
        // Reads go on after the writes ran out.
        expect((await call('prueba_lectura_anonima')).status).toBe(200);
      });
    } finally {
      await database.exec(`drop function public.prueba_lectura_anonima(), public.prueba_escritura_anonima();
        notify pgrst, 'reload schema';`);
    }
  });

  it('the default leaves the contact form room for people (20 per 10 minutes)', async () => {
    await withServer({}, async (s) => {
      expect(s.config.limits.anonWrites).toEqual({ max: 20, windowSeconds: 600 });
      for (let i = 0; i < 5; i++) {
        const { error } = await s
          .anon()
          .from('solicitudes_contacto')
          .insert({ nombre: 'P', correo: 'p@example.com', mensaje: `m${i}` });
        expect(error).toBeNull();
      }
    });
  });
});

describe('assistant questions (item 12)', () => {
  it('are limited per client address with 429 and Retry-After', async () => {
    await withServer({ config: { limits: { expertQuestions: { max: 2, windowSeconds: 60 } } } }, async (s) => {
      const ask = () =>
        fetch(`${s.url}/expert/ask_expert`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ question: '¿Qué es un PLC?' }),
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await third.json()) as { error: string }).error).toMatch(/Demasiadas preguntas/);
    });
  });

  it('refuses a question over 2,000 characters and a body over 64 KiB', async () => {
    await withServer({}, async (s) => {
      const post = (body: unknown) =>
        fetch(`${s.url}/expert/ask_expert`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const long = await post({ question: 'x'.repeat(2001) });
      expect(long.status).toBe(400);
      expect(((await long.json()) as { error: string }).error).toMatch(/como máximo 2000 caracteres/);
      const big = await post({
        question: 'hola',
        history: [
          { role: 'user', message: 'x'.repeat(19_000) },
          { role: 'assistant', message: 'y'.repeat(19_000) },
          { role: 'user', message: 'z'.repeat(19_000) },
          { role: 'assistant', message: 'w'.repeat(19_000) },
        ],
      });
      expect(big.status).toBe(413);
    });
  });
});
