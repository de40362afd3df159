import { describe, expect, it } from 'vitest';
import { globToRegExp, isAllowedRedirect, safeRedirect, withFragment } from './redirect.ts';

const SITE = 'http://localhost:54321';

describe('safeRedirect', () => {
  it('keeps URLs on the site origin', () => {
    expect(safeRedirect('http://localhost:54321/reset-password', SITE, [])).toBe(
      'http://localhost:54321/reset-password',
    );
  });

  it('falls back to the site URL for other origins, schemes and junk', () => {
    for (const bad of [
      'https://evil.example/reset',
      'http://localhost:54322/reset',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
      'http://user:pass@localhost:54321/x',
      '',
      undefined,
      null,
    ]) {
      expect(safeRedirect(bad, SITE, [])).toBe(SITE);
    }
  });

  it('allows allow-list entries: exact, under a path, and globs', () => {
    const list = ['http://localhost:5173', 'https://*.axel.example/**', 'https://app.example/auth/'];
    expect(isAllowedRedirect('http://localhost:5173/reset-password', SITE, list)).toBe(true);
    expect(isAllowedRedirect('https://demo.axel.example/reset-password', SITE, list)).toBe(true);
    expect(isAllowedRedirect('https://a.b.axel.example/x', SITE, list)).toBe(false);
    expect(isAllowedRedirect('https://app.example/auth/callback', SITE, list)).toBe(true);
    expect(isAllowedRedirect('https://app.example/other', SITE, list)).toBe(false);
    expect(isAllowedRedirect('https://evil.example/?https://demo.axel.example/', SITE, list)).toBe(false);
  });

  it('globs: * stays within a label or segment, ** crosses them', () => {
    expect(globToRegExp('http://*.example/*').test('http://a.example/b')).toBe(true);
    expect(globToRegExp('http://*.example/*').test('http://a.example/b/c')).toBe(false);
    expect(globToRegExp('http://a.example/**').test('http://a.example/b/c')).toBe(true);
    expect(globToRegExp('http://a.example/x+y').test('http://a.example/xxy')).toBe(false);
  });
});

describe('withFragment', () => {
  it('replaces the fragment, keys sorted, form-encoded', () => {
    expect(
      withFragment('http://h/reset#old', {
        type: 'recovery',
        access_token: 'a.b.c',
        error_description: 'Email link is invalid or has expired',
      }),
    ).toBe('http://h/reset#access_token=a.b.c&error_description=Email+link+is+invalid+or+has+expired&type=recovery');
  });
});
