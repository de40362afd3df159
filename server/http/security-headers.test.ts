import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appCsp, hashesOfHtml } from './security-headers.ts';
import { corsOrigin } from './cors.ts';

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
