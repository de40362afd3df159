import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../db/pglite.ts';
import { DatabaseUnavailableError, type Database, type Queryable } from '../db/types.ts';
import { ApiError } from './errors.ts';
import { buildRead } from './build/read.ts';
import { execute, executeStream, type RequestSettings } from './execute.ts';
import { parseQuery } from './parse.ts';
import { findRelation, planRead } from './plan/read.ts';
import type { SchemaCache } from './schema-cache.ts';
import { fixtureCache } from './testing/fixture.ts';

let db: PgliteDatabase;
let cache: SchemaCache;
beforeAll(async () => {
  ({ db, cache } = await fixtureCache());
});
afterAll(async () => {
  await db?.close();
});

const settings = (o: Partial<RequestSettings> = {}): RequestSettings => ({
  role: 'authenticated',
  claims: { role: 'authenticated', sub: '00000000-0000-0000-0000-00000000000a' },
  method: 'GET',
  path: '/rest/v1/x',
  headers: { 'x-test': 'yes' },
  readOnly: false,
  ...o,
});

const MAIN = `select null::int8 as total, 1 as page_total, json_build_object(
  'role', current_user, 'sub', auth.uid(), 'method', current_setting('request.method'), 'path', current_setting('request.path'),
  'x', current_setting('request.headers')::json ->> 'x-test', 'ro', current_setting('transaction_read_only'))::text as body`;

describe('execute', () => {
  it.each([
    [
      {},
      {
        role: 'authenticated',
        sub: '00000000-0000-0000-0000-00000000000a',
        method: 'GET',
        path: '/rest/v1/x',
        x: 'yes',
        ro: 'off',
      },
    ],
    [
      { readOnly: true, role: 'anon', claims: { role: 'anon' }, method: 'HEAD' },
      { role: 'anon', sub: null, method: 'HEAD', ro: 'on' },
    ],
  ])('sets role, claims and request.* for %j', async (o, expected) => {
    const r = await execute(db, settings(o), { statements: [], main: { sql: MAIN, params: [] } });
    expect(JSON.parse(r.body!)).toMatchObject(expected);
    expect(r.pageTotal).toBe(1);
    expect(r.total).toBeNull();
  });

  it('settings do not leak out of the transaction', async () => {
    await execute(db, settings(), { statements: [], main: { sql: MAIN, params: [] } });
    const { rows } = await db.query<{ u: string; c: string | null }>(
      "select current_user as u, current_setting('request.method', true) as c",
    );
    expect(rows[0].u).toBe('postgres');
    expect(rows[0].c ?? '').toBe('');
  });

  it('read-only transactions refuse writes (25006)', async () => {
    await expect(
      execute(db, settings({ readOnly: true, role: 'service_role' }), {
        statements: [{ sql: "insert into rest_fixture.kv values ('ro', 'x')", params: [] }],
      }),
    ).rejects.toMatchObject({ code: '25006' });
  });

  it('counts affected rows of statements; a failing check rolls back; rollback keeps nothing', async () => {
    const ins = { sql: "insert into rest_fixture.kv values ('e1', 'x'), ('e2', 'x')", params: [] };
    const r = await execute(db, settings({ role: 'service_role' }), { statements: [ins], rollback: true });
    expect(r.affected).toBe(2);
    await expect(
      execute(db, settings({ role: 'service_role' }), {
        statements: [ins],
        check: () => {
          throw new ApiError(406, 'PGRST116', 'no');
        },
      }),
    ).rejects.toBeInstanceOf(ApiError);
    const { rows } = await db.query("select * from rest_fixture.kv where k in ('e1', 'e2')");
    expect(rows).toEqual([]);
  });

  it('an unknown role is a database error', async () => {
    await expect(execute(db, settings({ role: 'nobody' }), { statements: [] })).rejects.toMatchObject({
      code: '22023',
    });
  });

  // The statements go to the database without waiting for each other's answers (execute.ts inOrder):
  // what fails after the first failure fails only because the transaction is aborted (25P02).
  it('the first failure is the error, not the aborted transaction after it', async () => {
    const main = { sql: MAIN, params: [] };
    const one = { sql: 'select 1', params: [] };
    await expect(execute(db, settings({ role: 'nobody' }), { statements: [one], main })).rejects.toMatchObject({
      code: '22023',
    });
    const statements = [one, { sql: "select 'x'::int", params: [] }, one];
    await expect(execute(db, settings({ role: 'service_role' }), { statements, main })).rejects.toMatchObject({
      code: '22P02',
    });
    const rows = { sql: "select ('x'::int)::text as j", params: [] };
    const count = { sql: 'select 1 as n', params: [] };
    const stream = executeStream(db, settings({ readOnly: true }), { rows, pageCount: count, total: count });
    await expect(stream).rejects.toMatchObject({ code: '22P02' });
  });

  it('a main query that returns no row is an internal error, not a TypeError', async () => {
    const empty = { sql: 'select null::int8 as total, 0 as page_total, null::text as body where false', params: [] };
    const err: unknown = await execute(db, settings(), { statements: [], main: empty }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, code: 'PGRSTX00', message: 'Internal server error' });
  });

  it("runs built SQL and returns JSON text, and the first row's key for Location", async () => {
    const plan = planRead(
      cache,
      findRelation(cache, 'rest_fixture', 'companies'),
      parseQuery(new URLSearchParams('select=id,name&id=in.(1,2)&order=id').entries()),
    );
    const main = buildRead(plan, { count: false, singular: false, stripNulls: false, firstKey: ['id', 'name'] });
    const r = await execute(db, settings({ readOnly: true, role: 'service_role' }), { statements: [], main });
    expect(JSON.parse(r.body!)).toEqual([
      { id: 1, name: 'Andes' },
      { id: 2, name: 'Pacífico' },
    ]);
    expect(r.pageTotal).toBe(2);
    expect(r.firstKey).toEqual(['1', 'Andes']);
  });
});

describe('execute when the database is restarted under it', () => {
  /** The real database, whose first transaction fails as a restart would fail it. */
  function restartingOnce(error: DatabaseUnavailableError): Database & { calls: number } {
    const flaky = Object.create(db) as Database & { calls: number };
    flaky.calls = 0;
    flaky.transaction = <T>(fn: (tx: Queryable) => Promise<T>) => {
      flaky.calls += 1;
      return flaky.calls === 1 ? Promise.reject(error) : db.transaction(fn);
    };
    return flaky;
  }
  const main = { sql: MAIN, params: [] };

  it('runs a read again once, on the new instance', async () => {
    const flaky = restartingOnce(new DatabaseUnavailableError('restarting'));
    const r = await execute(flaky, settings({ readOnly: true, role: 'anon', claims: { role: 'anon' } }), {
      statements: [],
      main,
    });
    expect(JSON.parse(r.body!)).toMatchObject({ role: 'anon' });
    expect(flaky.calls).toBe(2);
  });

  it('never runs a write again, nor the statement that caused the restart', async () => {
    const write = restartingOnce(new DatabaseUnavailableError('restarting'));
    await expect(execute(write, settings(), { statements: [], main })).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(write.calls).toBe(1);
    const culprit = restartingOnce(new DatabaseUnavailableError('hung', 2, false));
    await expect(execute(culprit, settings({ readOnly: true }), { statements: [], main })).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    );
    expect(culprit.calls).toBe(1);
  });
});
