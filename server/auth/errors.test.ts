import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBody } from './body.ts';
import {
  apiVersionOf,
  AuthError,
  errorResponse,
  invalidCredentials,
  overRequestRateLimit,
  weakPassword,
} from './errors.ts';

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

describe('readBody (server/http/body.ts in GoTrue words)', () => {
  const schema = z.object({ email: z.string() });
  const LIMIT = 1024;
  const request = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request('http://auth.test/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const parse = (body: string) => readBody(request(body), schema, LIMIT);
  const refusal = async (p: Promise<unknown>) =>
    p.then(
      () => expect.fail('accepted'),
      (e: unknown) => e,
    );

  it('parses and validates JSON, dropping unknown keys, whatever the Content-Type says', async () => {
    expect(await parse('{"email":"a@b.c","x":1}')).toEqual({ email: 'a@b.c' });
    const form = request('{"email":"a@b.c"}', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(await readBody(form, schema, LIMIT)).toEqual({ email: 'a@b.c' });
  });

  it('is bad_json for malformed or too deeply nested JSON, in both error shapes', async () => {
    const e = await refusal(parse('{"email":'));
    expect(e).toBeInstanceOf(AuthError);
    expect(e).toMatchObject({ status: 400, code: 'bad_json' });
    expect(errorResponse(e as AuthError, null).body).toEqual({
      code: 400,
      error_code: 'bad_json',
      msg: expect.stringMatching(/^Could not parse request body as JSON: /),
    });
    expect(errorResponse(e as AuthError, '2024-01-01').body).toMatchObject({ code: 'bad_json' });
    const deep = `{"email":"a","x":${'['.repeat(200)}${']'.repeat(200)}}`;
    expect(await refusal(parse(deep))).toMatchObject({ status: 400, code: 'bad_json' });
  });

  it('is 413 request_too_large, closing the connection, for a declared or a streamed oversized body', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(LIMIT) });
    const declared = await refusal(readBody(request(big, { 'content-length': String(big.length) }), schema, LIMIT));
    expect(declared).toMatchObject({ status: 413, code: 'request_too_large', headers: { Connection: 'close' } });
    expect(errorResponse(declared as AuthError, null)).toEqual({
      status: 413,
      body: { code: 413, error_code: 'request_too_large', msg: 'Request body is too large' },
      headers: { Connection: 'close' },
    });
    // No Content-Length: the cap on what arrives refuses it.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
        controller.close();
      },
    });
    expect(await refusal(readBody(request(stream), schema, LIMIT))).toMatchObject({
      status: 413,
      code: 'request_too_large',
    });
  });

  it('refuses NUL characters anywhere (Postgres text cannot hold them)', async () => {
    expect(await refusal(parse('{"email":"a\\u0000b"}'))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal(parse('{"email":"a","data":{"k":["x\\u0000"]}}'))).toMatchObject({
      code: 'validation_failed',
    });
  });

  it('is validation_failed for the wrong shape (arrays, missing fields, wrong types, no body)', async () => {
    for (const body of ['[]', '"x"', '{}', '{"email":3}', '']) {
      expect(await refusal(parse(body)), body).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });
});
