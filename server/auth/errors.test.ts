import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody } from './body.ts';
import { apiVersionOf, AuthError, errorResponse, invalidCredentials, overRequestRateLimit, weakPassword } from './errors.ts';

describe('errorResponse', () => {
  it('answers 2024-01-01 clients with {code, message} and echoes the version', () => {
    expect(errorResponse(invalidCredentials(), '2024-01-01')).toEqual({
      status: 400,
      body: { code: 'invalid_credentials', message: 'Invalid login credentials' },
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
  });

  it('answers clients without the header with {code, error_code, msg}', () => {
    expect(errorResponse(invalidCredentials(), undefined)).toEqual({
      status: 400,
      body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      headers: {},
    });
  });

  it('keeps extra fields and headers (weak_password reasons, Retry-After)', () => {
    expect(errorResponse(weakPassword(6), '2024-01-01').body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    expect(errorResponse(overRequestRateLimit(12.2), null).headers).toEqual({ 'Retry-After': '13' });
  });
});

describe('apiVersionOf', () => {
  it.each([
    ['2024-01-01', '2024-01-01'],
    ['2025-06-30', '2024-01-01'],
    ['2023-12-31', null],
    ['garbage', null],
    ['2024-13-45', null],
    [undefined, null],
  ])('%s -> %s', (h, v) => expect(apiVersionOf(h)).toBe(v));
});

describe('parseBody', () => {
  const schema = z.object({ email: z.string() });

  it('parses and validates JSON, dropping unknown keys', () => {
    expect(parseBody('{"email":"a@b.c","x":1}', schema)).toEqual({ email: 'a@b.c' });
  });

  it('is bad_json for malformed JSON', () => {
    const e = (() => {
      try {
        parseBody('{"email":', schema);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(AuthError);
    expect(e).toMatchObject({ status: 400, code: 'bad_json' });
  });

  it('refuses NUL characters anywhere (Postgres text cannot hold them)', () => {
    expect(() => parseBody('{"email":"a\\u0000b"}', schema)).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed' }),
    );
    expect(() => parseBody('{"email":"a","data":{"k":["x\\u0000"]}}', schema)).toThrow(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });

  it('is validation_failed for the wrong shape (arrays, missing fields, wrong types)', () => {
    for (const body of ['[]', '"x"', '{}', '{"email":3}', '']) {
      expect(() => parseBody(body, schema)).toThrow(expect.objectContaining({ status: 400, code: 'validation_failed' }));
    }
  });
});
