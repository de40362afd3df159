import { describe, expect, it } from 'vitest';
import { BodyError, jsonNestsDeeperThan, parseJsonText, readBody, readBodyText, readJsonBody } from './body.ts';

const req = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/', {
    method: 'POST',
    body,
    headers,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

async function problemOf(p: Promise<unknown>): Promise<string | undefined> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  return e instanceof BodyError ? e.problem : undefined;
}

describe('readBody', () => {
  it.each([
    ['{"a":1}', {}, { a: 1 }],
    ['[1,2]', { 'content-type': 'application/json; charset=utf-8' }, [1, 2]],
    ['{"a":1}', { 'content-type': 'application/vnd.pgrst.object+json' }, { a: 1 }],
    ['{"a":1}', { 'content-type': 'text/plain' }, { a: 1 }],
    ['a=1&b=x', { 'content-type': 'application/x-www-form-urlencoded' }, { a: '1', b: 'x' }],
    ['  ', {}, undefined],
  ])('%s (%j) -> %j', async (body, headers, expected) => {
    expect(await readBody(req(body, headers), { maxBytes: 100 })).toEqual(expected);
  });

  it('no body is undefined', async () => {
    expect(await readBody(new Request('http://x/'), { maxBytes: 10 })).toBeUndefined();
  });

  it.each([
    ['{"a":', {}, 'invalid-json'],
    ['<a/>', { 'content-type': 'application/xml' }, 'unsupported-type'],
    ['x'.repeat(101), {}, 'too-large'],
    [`${'['.repeat(101)}${']'.repeat(101)}`, {}, 'too-deep'],
  ])('%s -> %s', async (body, headers, problem) => {
    expect(
      await problemOf(readBody(req(body.slice(0, 5000), headers), { maxBytes: body.startsWith('[') ? 1000 : 100 })),
    ).toBe(problem);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const r = req('{}', { 'content-length': '1000' });
    expect(await problemOf(readBodyText(r, 10))).toBe('too-large');
    expect(r.bodyUsed).toBe(false);
  });

  it('stops reading a stream as soon as it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled++;
        ctl.enqueue(new Uint8Array(64));
      },
    });
    expect(await problemOf(readBodyText(req(stream), 1000))).toBe('too-large');
    expect(pulled).toBeLessThan(40);
  });
});

describe('readJsonBody (auth and the expert backend: JSON whatever the Content-Type)', () => {
  it('parses JSON under any Content-Type; no body or white space is undefined', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await readJsonBody(req('{"a":1}', form), { maxBytes: 100 })).toEqual({ a: 1 });
    expect(
      await readJsonBody(req('<a/>', { 'content-type': 'application/xml' }), { maxBytes: 100 }).catch(
        (e: unknown) => e,
      ),
    ).toBeInstanceOf(BodyError);
    expect(await readJsonBody(req(' \n'), { maxBytes: 100 })).toBeUndefined();
    expect(await readJsonBody(new Request('http://x/'), { maxBytes: 100 })).toBeUndefined();
  });

  it.each([
    ['{"a":', 'invalid-json'],
    ['x'.repeat(101), 'too-large'],
    [`${'['.repeat(11)}${']'.repeat(11)}`, 'too-deep'],
  ])('%s -> %s', async (body, problem) => {
    expect(await problemOf(readJsonBody(req(body), { maxBytes: 100, maxDepth: 10 }))).toBe(problem);
  });
});

describe('JSON depth', () => {
  it.each([
    ['1', 0, false],
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['{"a":[{"b":1}]}', 3, false],
    ['{"a":[{"b":1}]}', 2, true],
    ['["[[[[", "\\"[[["]', 1, false],
  ])('%s deeper than %i: %s', (text, max, deeper) => {
    expect(jsonNestsDeeperThan(text, max)).toBe(deeper);
  });

  it('5,000 levels are refused before JSON.parse; 100 are fine', () => {
    expect(() => parseJsonText(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toThrow(BodyError);
    expect(parseJsonText(`${'['.repeat(100)}${']'.repeat(100)}`)).toBeInstanceOf(Array);
  });
});
