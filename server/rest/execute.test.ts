import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../db/pglite.ts';
import { ApiError } from './errors.ts';
import { execute, type RequestSettings } from './execute.ts';
import { fixtureCache } from './test-fixture.ts';

let db: PgliteDatabase;
beforeAll(async () => {
  ({ db } = await fixtureCache());
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
    [{}, { role: 'authenticated', sub: '00000000-0000-0000-0000-00000000000a', method: 'GET', path: '/rest/v1/x', x: 'yes', ro: 'off' }],
    [{ readOnly: true, role: 'anon', claims: { role: 'anon' }, method: 'HEAD' }, { role: 'anon', sub: null, method: 'HEAD', ro: 'on' }],
  ])('sets role, claims and request.* for %j', async (o, expected) => {
    const r = await execute(db, settings(o), { statements: [], main: { sql: MAIN, params: [] } });
    expect(JSON.parse(r.body!)).toMatchObject(expected);
    expect(r.pageTotal).toBe(1);
    expect(r.total).toBeNull();
  });

  it('settings do not leak out of the transaction', async () => {
    await execute(db, settings(), { statements: [], main: { sql: MAIN, params: [] } });
    const { rows } = await db.query<{ u: string; c: string | null }>("select current_user as u, current_setting('request.method', true) as c");
    expect(rows[0].u).toBe('postgres');
    expect(rows[0].c ?? '').toBe('');
  });

  it('read-only transactions refuse writes (25006)', async () => {
    await expect(
      execute(db, settings({ readOnly: true, role: 'service_role' }), { statements: [{ sql: "insert into rest_fixture.kv values ('ro', 'x')", params: [] }] }),
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
    await expect(execute(db, settings({ role: 'nobody' }), { statements: [] })).rejects.toMatchObject({ code: '22023' });
  });

  it('a main query that returns no row is an internal error, not a TypeError', async () => {
    const empty = { sql: 'select null::int8 as total, 0 as page_total, null::text as body where false', params: [] };
    const err: unknown = await execute(db, settings(), { statements: [], main: empty }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 500, code: 'PGRSTX00', message: 'Internal server error' });
  });
});
