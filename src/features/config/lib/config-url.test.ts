import { describe, expect, it } from 'vitest';
import { checkConfigUrl, isExternalHttpUrl, MAX_URL_LENGTH, normalizeSlug, URL_MESSAGES } from './config-url';

const ABSOLUTE = { allowPath: false };
const WITH_PATH = { allowPath: true };

describe('checkConfigUrl', () => {
  it.each([
    'https://backend.example.com',
    'http://localhost:8000/expert',
    'HTTPS://Example.com/a?b=1#c',
    'http://[::1]:8080/',
    'https://ñandú.cl/x',
  ])('accepts the absolute URL %j', (value) => {
    expect(checkConfigUrl(value, ABSOLUTE)).toEqual({ ok: true, value });
    expect(checkConfigUrl(value, WITH_PATH)).toEqual({ ok: true, value });
  });

  it('trims what it stores', () => {
    expect(checkConfigUrl('  https://x.example/a \n', ABSOLUTE)).toEqual({ ok: true, value: 'https://x.example/a' });
  });

  it.each(['/expert', '/videos/home.mp4', '/'])('accepts the same-origin path %j only where allowed', (value) => {
    expect(checkConfigUrl(value, WITH_PATH)).toEqual({ ok: true, value });
    expect(checkConfigUrl(value, ABSOLUTE)).toEqual({ ok: false, message: URL_MESSAGES.absolute });
  });

  it.each([
    'backend.example.com',
    'ftp://x.example',
    'javascript:alert(1)',
    'http://',
    'https:///x',
    'http:example.com',
    'https://user:pw@example.com',
    'https://exa mple.com',
    'https://example.com:99999',
    '//evil.example',
    '/\\evil.example',
    'expert',
  ])('refuses %j with a clear message', (value) => {
    expect(checkConfigUrl(value, WITH_PATH)).toEqual({ ok: false, message: URL_MESSAGES.absoluteOrPath });
    expect(checkConfigUrl(value, ABSOLUTE)).toEqual({ ok: false, message: URL_MESSAGES.absolute });
  });

  it('asks for a value when empty, and refuses one that is too long', () => {
    expect(checkConfigUrl('   ', ABSOLUTE)).toEqual({ ok: false, message: URL_MESSAGES.required });
    const long = `https://x.example/${'a'.repeat(MAX_URL_LENGTH)}`;
    expect(checkConfigUrl(long, ABSOLUTE)).toEqual({ ok: false, message: URL_MESSAGES.tooLong });
  });

  it('says in Spanish what a valid value looks like', () => {
    expect(URL_MESSAGES.absolute).toMatch(/http:\/\/ o https:\/\//);
    expect(URL_MESSAGES.absoluteOrPath).toMatch(/empiece con \//);
  });
});

describe('isExternalHttpUrl', () => {
  it('is true only for absolute http(s) URLs', () => {
    expect(isExternalHttpUrl('https://campo.axel.demo')).toBe(true);
    expect(isExternalHttpUrl('/campo')).toBe(false);
    expect(isExternalHttpUrl('')).toBe(false);
    expect(isExternalHttpUrl(null)).toBe(false);
    expect(isExternalHttpUrl(undefined)).toBe(false);
    expect(isExternalHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('normalizeSlug', () => {
  it('trims and lower-cases a valid slug', () => {
    expect(normalizeSlug('  Finanzas ')).toBe('finanzas');
    expect(normalizeSlug('modulo_2-b')).toBe('modulo_2-b');
  });

  it.each(['', 'con espacio', '-inicio', 'acción', 'a'.repeat(64), 'x/y'])('refuses %j', (raw) => {
    expect(normalizeSlug(raw)).toBeNull();
  });
});
