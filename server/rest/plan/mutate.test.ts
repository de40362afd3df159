import { describe, expect, it } from 'vitest';
import { parsePrefer } from '../parse-headers.ts';
import { parseQuery } from '../parse.ts';
import { planMutate, type MutateMethod } from './mutate.ts';
import { findRelation } from './read.ts';
import type { SchemaCache } from '../schema-cache.ts';
import { fixtureSchemaCache } from '../testing/fixture-cache.ts';

const cache: SchemaCache = fixtureSchemaCache();

const plan = (method: MutateMethod, table: string, qs: string, body: unknown, prefer: string[] = []) =>
  planMutate(
    cache,
    findRelation(cache, 'rest_fixture', table),
    method,
    body,
    parseQuery(new URLSearchParams(qs).entries()),
    parsePrefer(prefer),
  );

describe('planMutate', () => {
  it.each([
    [
      'one object',
      'POST',
      'kv',
      '',
      { k: 'a', v: '1' },
      [],
      { kind: 'insert', groups: [{ columns: ['k', 'v'], rows: [{ k: 'a', v: '1' }] }] },
    ],
    [
      'array with union of keys, named by columns=',
      'POST',
      'kv',
      'columns=k,v',
      [{ k: 'a' }, { k: 'b', v: '2' }],
      [],
      { kind: 'insert', groups: [{ columns: ['k', 'v'], rows: [{ k: 'a' }, { k: 'b', v: '2' }] }] },
    ],
    [
      'missing=default lays each column default under every row (none here: null)',
      'POST',
      'kv',
      'columns=k,v',
      [{ k: 'a' }, { k: 'b', v: '2' }, { k: 'c' }],
      ['missing=default'],
      {
        kind: 'insert',
        groups: [{ columns: ['k', 'v'], rows: [{ k: 'a' }, { k: 'b', v: '2' }, { k: 'c' }] }],
        defaults: { k: null, v: null },
      },
    ],
    [
      'columns= restricts keys',
      'POST',
      'kv',
      'columns=k',
      [{ k: 'a', v: '1', zz: 1 }],
      [],
      { kind: 'insert', groups: [{ columns: ['k'], rows: [{ k: 'a' }] }] },
    ],
    [
      'upsert on the primary key',
      'POST',
      'kv',
      '',
      { k: 'a', v: '1' },
      ['resolution=merge-duplicates'],
      { kind: 'insert', onConflict: { columns: ['k'], action: 'merge' } },
    ],
    [
      'upsert on_conflict',
      'POST',
      'plans',
      'on_conflict=key',
      { key: 'x' },
      ['resolution=ignore-duplicates'],
      { onConflict: { columns: ['key'], action: 'ignore' } },
    ],
    [
      'update',
      'PATCH',
      'kv',
      'k=eq.a',
      { v: '2' },
      [],
      { kind: 'update', columns: ['v'], row: { v: '2' }, where: [expect.objectContaining({ type: 'filter' })] },
    ],
    [
      'delete',
      'DELETE',
      'kv',
      'or=(k.eq.a,k.eq.b)',
      undefined,
      [],
      { kind: 'delete', where: [expect.objectContaining({ type: 'logic' })] },
    ],
    [
      'put',
      'PUT',
      'kv',
      'k=eq.a',
      { k: 'a', v: '1' },
      [],
      { kind: 'insert', onConflict: { columns: ['k'], action: 'merge' } },
    ],
  ])('%s', (_what, method, table, qs, body, prefer, expected) => {
    expect(plan(method as MutateMethod, table, qs, body, prefer).spec).toMatchObject(expected);
  });

  it('an unfiltered update or delete answers 400 21000 as pg-safeupdate', () => {
    expect(() => plan('PATCH', 'kv', '', { v: '2' })).toThrowError(
      expect.objectContaining({ status: 400, code: '21000', message: 'UPDATE requires a WHERE clause' }) as Error,
    );
    expect(() => plan('DELETE', 'kv', '', undefined)).toThrowError(
      expect.objectContaining({ status: 400, code: '21000', message: 'DELETE requires a WHERE clause' }) as Error,
    );
  });

  it('applied preferences', () => {
    expect(
      plan('POST', 'kv', '', { k: 'a' }, [
        'return=representation, count=exact, resolution=merge-duplicates, missing=default',
      ]).applied,
    ).toEqual(['resolution=merge-duplicates', 'missing=default', 'return=representation', 'count=exact']);
  });

  it('headers-only represents the primary key', () => {
    expect(
      plan('POST', 'plans', '', { id: 1 }, ['return=headers-only']).represent.output.map(
        (o) => o.type === 'column' && o.key,
      ),
    ).toEqual(['id']);
  });

  it.each([
    ['unknown column', 'POST', 'kv', '', { nope: 1 }, 'PGRST204'],
    ['unknown columns= entry', 'POST', 'kv', 'columns=nope', { k: 1 }, 'PGRST204'],
    ['scalar body', 'POST', 'kv', '', 5, 'PGRST102'],
    ['array of scalars', 'POST', 'kv', '', [1], 'PGRST102'],
    ['patch with an array of scalars', 'PATCH', 'kv', 'k=eq.1', [1], 'PGRST102'],
    ['bulk insert with different keys', 'POST', 'kv', '', [{ k: 'a' }, { k: 'b', v: '1' }], 'PGRST102'],
    ['limit on put', 'PUT', 'kv', 'k=eq.a&limit=1', { k: 'a' }, 'PGRST114'],
    ['unknown on_conflict', 'POST', 'kv', 'on_conflict=nope', { k: 'a' }, 'PGRST204'],
    ['put without pk filter', 'PUT', 'kv', '', { k: 'a' }, 'PGRST105'],
    ['put with a mismatching body', 'PUT', 'kv', 'k=eq.a', { k: 'b' }, 'PGRST115'],
    ['limit without order on delete', 'DELETE', 'kv', 'limit=1', undefined, 'PGRST109'],
    ['offset without order on update', 'PATCH', 'kv', 'offset=1&k=eq.a', { v: '2' }, 'PGRST109'],
    [
      'limit on a view ordered by a json path',
      'DELETE',
      'company_plans_v',
      'limit=1&order=id->x',
      undefined,
      'PGRST127',
    ],
    ['unknown filter column', 'DELETE', 'kv', 'nope=eq.1', undefined, 'PGRST204'],
    ['delete without a filter (pg-safeupdate)', 'DELETE', 'kv', '', undefined, '21000'],
    ['update without a filter (pg-safeupdate)', 'PATCH', 'kv', '', { v: '2' }, '21000'],
    ['update with only select and order', 'PATCH', 'kv', 'select=k&order=k', { v: '2' }, '21000'],
    ['delete with only an embedded filter', 'DELETE', 'companies', 'people.id=eq.1', undefined, '21000'],
  ])('%s -> %s', (_what, method, table, qs, body, code) => {
    const prefer = qs.startsWith('on_conflict') ? ['resolution=merge-duplicates'] : [];
    expect(() => plan(method as MutateMethod, table, qs, body, prefer)).toThrowError(
      expect.objectContaining({ code }) as Error,
    );
  });
});
