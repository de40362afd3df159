import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { API_CSP, appCsp, hashesOfHtml, securityHeaders } from './security-headers.ts';
import { cors, corsOrigin } from './cors.ts';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('hashesOfHtml', () => {
  it('hashes inline scripts only (not src=, not data blocks)', () => {
    const html =
      '<script>a()</script><script type="module" crossorigin src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="module">b()</script>';
    expect(hashesOfHtml(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('appCsp', () => {
  it('has no unsafe script sources and forbids framing', () => {
    const csp = appCsp({ scriptHashes: [sha('a()')], connectSrc: ['https://api.example.com'], loopback: false });
    expect(csp).toContain(`script-src 'self' ${sha('a()')}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https: https://api.example.com");
    expect(csp).not.toContain('http://localhost');
    expect(appCsp({ scriptHashes: [], connectSrc: [], loopback: true })).toContain('http://localhost:*');
  });
});

describe('corsOrigin', () => {
  const open = { allowed: () => ['https://app.example.com'], openToOthers: () => true };
  const closed = { allowed: () => ['https://app.example.com'], openToOthers: () => false };
  it('reflects listed origins with credentials, others as * without, never null', () => {
    expect(corsOrigin('https://app.example.com', open)).toEqual({
      origin: 'https://app.example.com',
      credentials: true,
    });
    expect(corsOrigin('https://evil.example', open)).toEqual({ origin: '*', credentials: false });
    expect(corsOrigin('null', open)).toEqual({ origin: '*', credentials: false });
    expect(corsOrigin('null', { allowed: () => ['null'], openToOthers: () => false })).toBeNull();
    expect(corsOrigin('https://evil.example', closed)).toBeNull();
    expect(corsOrigin(undefined, open)).toBeNull();
  });
});

describe('securityHeaders and cors over Hono’s middlewares', () => {
  const app = new Hono();
  app.use('*', securityHeaders({ spaCsp: "default-src 'self'", isSpaPath: (p) => !p.startsWith('/api') }));
  app.use(
    '/api/*',
    cors({
      allowed: () => ['https://app.example.com'],
      openToOthers: () => true,
      allowHeaders: ['authorization', 'apikey'],
      exposeHeaders: ['Content-Range'],
      allowMethods: ['GET', 'POST'],
      maxAge: 600,
    }),
  );
  app.get('/api/x', (c) => c.json({ ok: true }));
  app.get('/page', (c) => c.html('<p>hola</p>'));

  it('fixed headers everywhere, the app’s CSP only on the SPA’s HTML, no HSTS', async () => {
    const api = await app.request('/api/x');
    expect(Object.fromEntries(api.headers)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': API_CSP,
    });
    expect(api.headers.get('strict-transport-security')).toBeNull();
    expect(api.headers.get('cross-origin-resource-policy')).toBeNull();
    const page = await app.request('/page');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('credentials for a listed origin only, on the preflight and on the answer', async () => {
    const preflight = (origin: string) =>
      app.request('/api/x', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const listed = await preflight('https://app.example.com');
    expect(listed.status).toBe(204);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(listed.headers.get('access-control-max-age')).toBe('600');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await app.request('/api/x', { headers: { origin: 'https://app.example.com' } });
    expect(get.headers.get('access-control-allow-credentials')).toBe('true');
    expect(get.headers.get('access-control-expose-headers')).toBe('Content-Range');
    expect(get.headers.get('vary')).toContain('Origin');
  });
});
