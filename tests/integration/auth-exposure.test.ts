/**
 * What a server reachable from the network must not give away (issue 12, items 2, 3, 11 and the
 * health check of 1): the mailbox (recovery links) only in development mode on loopback, to this
 * machine, by a loopback Host; no start-up off loopback with the published JWT secret or the demo
 * passwords; tokens without `exp` refused; the admin API for service_role only; security
 * headers and a CORS allow-list; /auth/v1/health touching the database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../server/config.ts';
import { DEMO_ACCOUNTS } from '../../server/demo-accounts.ts';
import { startServer, UnsafeExposureError } from '../../server/index.ts';
import type { Database } from '../../server/db/types.ts';
import { signJwt } from '../../server/jwt.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

const secret = () => randomBytes(48).toString('base64url');

/** A GET with a chosen Host header (fetch does not let one set it). */
function getWithHost(
  url: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { headers: { host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

// One migrated and seeded database for the file (a copy costs about 2 s of CPU): the servers each
// test starts with other settings run on it too, since none of them needs a database of its own.
// The one test that changes its data (the demo passwords) puts it back.
let local: TestServer;
beforeAll(async () => {
  local = await startTestServer();
});
afterAll(async () => {
  await local?.stop();
});

describe('the mailbox (item 2)', () => {
  it('is served on loopback, in development mode, to a loopback Host', async () => {
    expect(local.devMode).toBe(true);
    await local.anon().auth.resetPasswordForEmail(DEMO.ana);
    const res = await fetch(`${local.url}/mailbox/api/messages?to=${encodeURIComponent(DEMO.ana)}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect((await getWithHost(`${local.url}/mailbox/api/messages`, `${host}:${local.port}`)).status).toBe(200);
    }
  });

  it('refuses another Host (DNS rebinding) and cross-site fetches, and sends no CORS headers', async () => {
    for (const host of ['evil.example', `evil.example:${local.port}`, `127.0.0.1.evil.example:${local.port}`]) {
      for (const path of ['/mailbox', '/mailbox/api/messages?to=ana@andes.demo']) {
        const r = await getWithHost(`${local.url}${path}`, host);
        expect(r.status, `${host} ${path}`).toBe(403);
        expect(r.body).not.toContain('ana@andes.demo');
      }
    }
    const cross = await fetch(`${local.url}/mailbox/api/messages`, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const withOrigin = await fetch(`${local.url}/mailbox/api/messages`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is not served with development mode off, even on loopback', async () => {
    const off = await startTestServer({ database: local.db, config: { devMode: false } });
    try {
      expect(off.devMode).toBe(false);
      expect((await fetch(`${off.url}/mailbox/api/messages`)).status).toBe(404);
      expect((await fetch(`${off.url}/mailbox`)).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});

/** The server on every address, over an already migrated database. */
function startOffLoopback(database: Database, jwtSecret?: string) {
  return startServer({
    database,
    host: '0.0.0.0',
    port: 0,
    migrate: false,
    staticDir: false,
    jwtSecret,
    config: { log: false },
  });
}

describe('off loopback (items 2 and 3)', () => {
  it('refuses to start with the published default JWT secret', async () => {
    const start = startOffLoopback(local.db);
    await expect(start).rejects.toBeInstanceOf(UnsafeExposureError);
    await expect(start).rejects.toThrow(/JWT_SECRET/);
    const explicit = startOffLoopback(local.db, DEFAULT_JWT_SECRET);
    await expect(explicit).rejects.toThrow(/default JWT secret/);
  });

  it('refuses to start while the demo accounts have the demo password, unless allowed', async () => {
    const db = local.db;
    const start = startOffLoopback(db, secret());
    await expect(start).rejects.toThrow(/demo password.*ALLOW_DEMO_ACCOUNTS/s);
    // What docs/deploy.md asks for: every demo account's password changed. Then it starts.
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const { rows: saved } = await db.query<{ id: string; encrypted_password: string }>(
      'select id, encrypted_password from auth.users where lower(email) = any($1::text[])',
      [emails],
    );
    try {
      await db.query('update auth.users set encrypted_password = $1 where lower(email) = any($2::text[])', [
        bcrypt.hashSync('Otra-clave-larga-123', 4),
        emails,
      ]);
      const s = await startOffLoopback(db, secret());
      await s.stop();
    } finally {
      // As the seed made them: the database is the file's, shared by the tests after this one.
      for (const r of saved) {
        await db.query('update auth.users set encrypted_password = $1 where id = $2', [r.encrypted_password, r.id]);
      }
    }
  });

  it('never serves the mailbox: the recovery link stays private', async () => {
    const open = await startTestServer({
      database: local.db,
      host: '0.0.0.0',
      jwtSecret: secret(),
      config: { allowDemoAccounts: true, devMode: true },
    });
    try {
      expect(open.loopback).toBe(false);
      expect(open.devMode).toBe(false);
      const base = `http://127.0.0.1:${open.port}`;
      const recover = await fetch(`${base}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: open.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.superadmin }),
      });
      expect(recover.status).toBe(200);
      const res = await fetch(`${base}/mailbox/api/messages?to=${encodeURIComponent(DEMO.superadmin)}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('/auth/v1/verify');
      expect((await fetch(`${base}/mailbox`)).status).toBe(404);
      // The keys still work with the server's own secret.
      expect(decodeJwt(open.anonKey).exp).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86400);
    } finally {
      await open.stop();
    }
  });
});

describe('tokens (item 3)', () => {
  it('the API keys carry a long exp', () => {
    for (const key of [local.anonKey, local.serviceRoleKey]) {
      expect(decodeJwt(key).exp).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86400);
    }
  });

  it('a token without exp is refused by /auth/v1 and /rest/v1', async () => {
    const { data } = await local.service().auth.admin.listUsers();
    const ana = data.users.find((u) => u.email === DEMO.ana)!;
    const forever = await signJwt(
      { sub: ana.id, role: 'authenticated', aud: 'authenticated', email: DEMO.ana },
      local.config.jwtSecret,
    );
    const user = await fetch(`${local.url}/auth/v1/user`, {
      headers: { apikey: local.anonKey, authorization: `Bearer ${forever}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });
    const rest = await fetch(`${local.url}/rest/v1/usuarios_plataforma?select=id`, {
      headers: { apikey: local.anonKey, authorization: `Bearer ${forever}` },
    });
    expect(rest.status).toBe(401);
    // The same token with exp works.
    const withExp = await signJwt(
      { sub: ana.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 },
      local.config.jwtSecret,
    );
    expect(
      (
        await fetch(`${local.url}/auth/v1/user`, {
          headers: { apikey: local.anonKey, authorization: `Bearer ${withExp}` },
        })
      ).status,
    ).toBe(200);
  });

  it('the admin API accepts service_role only, not supabase_admin', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const admin = await signJwt({ role: 'supabase_admin', exp }, local.config.jwtSecret);
    const r = await fetch(`${local.url}/auth/v1/admin/users`, {
      headers: { apikey: local.anonKey, authorization: `Bearer ${admin}` },
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ error_code: 'not_admin' });
    const service = await fetch(`${local.url}/auth/v1/admin/users`, {
      headers: { apikey: local.serviceRoleKey, authorization: `Bearer ${local.serviceRoleKey}` },
    });
    expect(service.status).toBe(200);
  });
});

describe('health (item 1)', () => {
  it('answers 200 when the database answers, 503 within about 2 s when it does not', async () => {
    const db = local.db;
    const query = db.query.bind(db);
    const server = await startServer({
      database: db,
      port: 0,
      migrate: false,
      staticDir: false,
      config: { log: false },
    });
    try {
      expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
      db.query = ((sql: string, params?: unknown[]) =>
        sql === 'select 1' ? new Promise(() => {}) : query(sql, params)) as typeof db.query;
      const t0 = Date.now();
      const res = await fetch(`${server.url}/auth/v1/health`);
      expect(res.status).toBe(503);
      expect(Date.now() - t0).toBeLessThan(4000);
      db.query = ((sql: string) =>
        sql === 'select 1' ? Promise.reject(new Error('gone')) : query(sql)) as typeof db.query;
      expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(503);
      db.query = query;
      expect((await fetch(`${server.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      // The database the other tests share answers again.
      db.query = query;
      await server.stop();
    }
  });
});

describe('security headers and CORS (item 11)', () => {
  it('API responses: nosniff, no framing, a CSP that allows nothing', async () => {
    for (const path of ['/auth/v1/health', '/rest/v1/videos_demo?select=slug', '/mailbox/api/messages', '/nada']) {
      const r = await fetch(`${local.url}${path}`, { headers: { apikey: local.anonKey } });
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('x-frame-options'), path).toBe('DENY');
      expect(r.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(r.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it("the SPA's HTML: a strict CSP with the hashes of its inline scripts", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'axel-csp-'));
    const inline = 'window.__data = 1;';
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`,
    );
    const server = await startServer({
      database: local.db,
      port: 0,
      migrate: false,
      staticDir: dir,
      config: { log: false },
    });
    try {
      for (const path of ['/', '/login', '/admin']) {
        const r = await fetch(`${server.url}${path}`);
        expect(r.status).toBe(200);
        const csp = r.headers.get('content-security-policy') ?? '';
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        const hash = (await import('node:crypto')).createHash('sha256').update(inline).digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
        expect(scriptSrc).not.toContain('unsafe-inline');
        expect(scriptSrc).not.toContain('unsafe-eval');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toMatch(/connect-src 'self'/);
        expect(r.headers.get('x-frame-options')).toBe('DENY');
        expect(r.headers.get('x-content-type-options')).toBe('nosniff');
        expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const preflight = (url: string, origin: string) =>
    fetch(`${url}/rest/v1/videos_demo`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'apikey, authorization',
      },
    });

  it('CORS: the site origin with credentials; any other origin without; never null', async () => {
    const site = await preflight(local.url, new URL(local.url).origin);
    expect(site.headers.get('access-control-allow-origin')).toBe(new URL(local.url).origin);
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
    const dev = await preflight(local.url, 'http://localhost:5173');
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await preflight(local.url, 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    expect(other.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const nul = await fetch(`${local.url}/rest/v1/videos_demo?select=slug`, {
      headers: { origin: 'null', apikey: local.anonKey },
    });
    expect(nul.headers.get('access-control-allow-origin')).not.toBe('null');
    expect(nul.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('CORS_ORIGINS: only the listed origins', async () => {
    const listed = await startTestServer({ database: local.db, config: { corsOrigins: ['https://app.example.com'] } });
    try {
      const ok = await preflight(listed.url, 'https://app.example.com');
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
      const other = await preflight(listed.url, 'https://evil.example');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const get = await fetch(`${listed.url}/auth/v1/health`, { headers: { origin: 'https://evil.example' } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await listed.stop();
    }
  });
});
