import { describe, expect, it } from 'vitest';
import { parsePrefer } from '../parse-headers.ts';
import { parseQuery } from '../parse.ts';
import { planCall } from './call.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { fixtureSchemaCache } from '../testing/fixture-cache.ts';

const cache: SchemaCache = fixtureSchemaCache('calls');

const call = (name: string, body: unknown, opts: { get?: string; prefer?: string[] } = {}) => {
  const q = parseQuery(new URLSearchParams(opts.get ?? '').entries(), { rpcRead: opts.get !== undefined });
  return planCall(cache, {
    schema: 'rest_fixture',
    name,
    body,
    isPost: opts.get === undefined,
    query: q,
    prefs: parsePrefer(opts.prefer ?? []),
  });
};

describe('planCall', () => {
  it.each([
    ['add', { a: 1, b: 2 }, {}, { shape: 'scalar', args: ['a', 'b'] }],
    ['add', { a: 1 }, {}, { shape: 'scalar', args: ['a'] }],
    ['add', undefined, { get: 'a=1&b=2' }, { shape: 'scalar', args: ['a', 'b'] }],
    ['companies_in', { c: 'CL' }, {}, { shape: 'rows', args: ['c'] }],
    ['first_company', {}, {}, { shape: 'single-row', args: [] }],
    ['plan_counts', {}, {}, { shape: 'rows', args: [] }],
    ['numbers', { n: 2 }, {}, { shape: 'setof-scalar', args: ['n'] }],
    ['nothing', {}, {}, { shape: 'void', args: [] }],
    ['over', { a: 1 }, {}, { shape: 'scalar', args: ['a'] }],
    ['over', { a: 1, b: 2 }, {}, { shape: 'scalar', args: ['a', 'b'] }],
  ])('%s %j', (name, body, opts, expected) => {
    const p = call(name, body, opts);
    expect({ shape: p.spec.shape, args: p.spec.args.map((a) => a.name) }).toEqual(expected);
  });

  it('the whole body goes to a single unnamed json parameter, or with params=single-object', () => {
    expect(call('echo', { x: 1 }).spec.singleJsonArg).toEqual({ typeName: 'json', json: '{"x":1}' });
    expect(call('echo_obj', { x: 1 }, { prefer: ['params=single-object'] }).spec.singleJsonArg).toEqual({
      typeName: 'jsonb',
      json: '{"x":1}',
    });
  });

  it('GET query parameters that are not arguments are filters', () => {
    const p = call('companies_in', undefined, { get: 'c=CL&name=eq.Andes&select=id' });
    expect(p.spec.argsJson).toBe('{"c":"CL"}');
    expect(p.rows?.where).toHaveLength(1);
    expect(p.rows?.output.map((o) => o.type === 'column' && o.key)).toEqual(['id']);
  });

  it.each([
    ['nope', {}, 'PGRST202', 404],
    ['add', { z: 1 }, 'PGRST202', 404],
    ['add', {}, 'PGRST202', 404],
    ['amb', { a: 1 }, 'PGRST203', 300],
    ['companies_in', { c: 'CL', extra: 1 }, 'PGRST202', 404],
  ])('%s %j -> %s', (name, body, code, status) => {
    expect(() => call(name, body)).toThrowError(expect.objectContaining({ code, status }) as Error);
  });
});
