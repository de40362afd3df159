/**
 * Security headers on every response. Everything gets nosniff, Referrer-Policy,
 * X-Frame-Options: DENY, hono/secure-headers' other defaults (below) and a CSP; the SPA's HTML gets the app's CSP, everything else (JSON, the
 * mailbox, errors) `default-src 'none'`, which a JSON body does not need anything from.
 *
 * The app's CSP:
 * - script-src 'self' plus the sha256 of every inline script of the build's HTML files (the
 *   prerender's hydration data and its starter script): no 'unsafe-inline', no 'unsafe-eval';
 * - style-src 'self' 'unsafe-inline': the prerendered HTML carries style="" attributes and
 *   Radix's scroll lock injects a <style>; styles cannot run code;
 * - connect-src 'self' https: plus CSP_CONNECT_SRC: the assistant's backend URL is a runtime
 *   setting (app_config.api_url_backend) a super_admin may point at any https origin; on
 *   loopback http://localhost:* and http://127.0.0.1:* too (a backend on the developer's machine);
 * - frame-src: the YouTube (nocookie) and Vimeo players of the demo videos; media-src 'self'
 *   https: (a demo video may be any https file); img-src 'self' data: https:;
 * - frame-ancestors 'none', object-src 'none', base-uri 'self', form-action 'self'.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The sha256 CSP sources of every inline <script> (without src) in the HTML files under `dir`. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const visit = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html')) for (const h of hashesOfHtml(readFileSync(path, 'utf8'))) hashes.add(h);
    }
  };
  visit(dir);
  return [...hashes].sort();
}

export function hashesOfHtml(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // Data blocks (application/json, ld+json) are not run, so need no hash.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return out;
}

export interface AppCspOptions {
  scriptHashes: readonly string[];
  /** Extra connect-src sources (origins). */
  connectSrc: readonly string[];
  /** The server listens on loopback: local backends over http are allowed too. */
  loopback: boolean;
}

export function appCsp({ scriptHashes, connectSrc, loopback }: AppCspOptions): string {
  const connect = [
    "'self'",
    'https:',
    ...(loopback ? ['http://localhost:*', 'http://127.0.0.1:*'] : []),
    ...connectSrc,
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "media-src 'self' https:",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Hono's secure-headers middleware (hono/secure-headers) for the fixed headers, with our values
 * where they differ from its defaults: `X-Frame-Options: DENY` (its default SAMEORIGIN; nothing of
 * ours is framed), `Referrer-Policy: strict-origin-when-cross-origin` (its `no-referrer` would also
 * drop the origin the API's CORS answers for), no `Strict-Transport-Security` (HSTS belongs to the
 * TLS proxy in front, and its `includeSubDomains` would bind the operator's other sites), and
 * `Cross-Origin-Resource-Policy` only on the SPA's own files (the API is called from other
 * origins). What it lacks, kept here: the Content-Security-Policy chosen per response (hono's is
 * fixed before the handler runs; ours depends on whether the answer is the SPA's HTML).
 */
export function securityHeaders(opts: { spaCsp?: string; isSpaPath(path: string): boolean }): MiddlewareHandler {
  const fixed = secureHeaders({
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: true,
  });
  return async (c, next) => {
    await fixed(c, next);
    const h = c.res.headers;
    const spa = opts.isSpaPath(c.req.path);
    if (spa) h.set('Cross-Origin-Resource-Policy', 'same-origin');
    const html = h.get('content-type')?.startsWith('text/html') ?? false;
    h.set('Content-Security-Policy', opts.spaCsp && html && spa ? opts.spaCsp : API_CSP);
  };
}
