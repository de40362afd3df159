/**
 * PostgREST 12 protocol cases, table by table: a request in, the status, headers and body out, as
 * PostgREST's documentation and spec tests (test/spec/Feature) describe them. Runs on PGlite and
 * on PostgreSQL 15 (the server-pg project). Cases run in order; writes use their own keys.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_SQL,
  fixtureClient,
  rawRest,
  waitForTable,
  type RawResponse,
} from '../../server/rest/testing/fixture.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { dbSchemas: ['public', 'rest_fixture'] } });
  await server.db.exec(FIXTURE_SQL);
  await waitForTable(server, 'users_tasks');
});
afterAll(async () => {
  await server?.stop();
});

interface Case {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON body (or a string sent as is). */
  body?: unknown;
  status: number;
  /** Expected headers; null: absent. */
  resHeaders?: Record<string, string | null>;
  /** The exact JSON body, or a partial object (`match`). */
  json?: unknown;
  match?: Record<string, unknown>;
  /** The exact body text. */
  text?: string;
}

const fixture = { 'Accept-Profile': 'rest_fixture', 'Content-Profile': 'rest_fixture' };

async function send(c: Case): Promise<RawResponse> {
  const body = c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  const headers: Record<string, string> = {
    ...(body !== undefined && typeof c.body !== 'string' ? { 'Content-Type': 'application/json' } : {}),
    ...c.headers,
  };
  return rawRest(server, fixture)(c.path, { method: c.method ?? 'GET', headers, body });
}

async function check(c: Case): Promise<RawResponse> {
  const r = await send(c);
  expect({ status: r.status, body: r.text }).toMatchObject({ status: c.status });
  for (const [k, v] of Object.entries(c.resHeaders ?? {})) expect(r.headers.get(k), k).toBe(v);
  if (c.json !== undefined) expect(r.json()).toEqual(c.json);
  if (c.match !== undefined) expect(r.json()).toMatchObject(c.match);
  if (c.text !== undefined) expect(r.text).toBe(c.text);
  return r;
}

const run = (cases: Case[]) =>
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_n, c) => void (await check(c)));

describe('logic trees, in lists and order with blanks (supabase-js `.or("a.eq.1, b.eq.2")`)', () => {
  run([
    {
      name: 'or with a blank after the comma',
      path: 'companies?select=id&or=(id.eq.1, id.eq.2)&order=id',
      status: 200,
      json: [{ id: 1 }, { id: 2 }],
    },
    {
      name: 'blanks around nested and()',
      path: 'companies?select=id&or=( id.eq.1 , and( id.gte.4, id.lte.4 ) )&order=id',
      status: 200,
      json: [{ id: 1 }, { id: 4 }],
    },
    {
      name: 'not.or with blanks',
      path: 'companies?select=id&not.or=(id.lt.3, id.gt.3)',
      status: 200,
      json: [{ id: 3 }],
    },
    {
      name: 'in.( 1, 3 )',
      path: 'companies?select=id&id=in.( 1, 3 )&order=id',
      status: 200,
      json: [{ id: 1 }, { id: 3 }],
    },
    {
      name: 'in inside or, with blanks',
      path: 'companies?select=id&or=(id.in.(1, 2), id.eq.5)&order=id',
      status: 200,
      json: [{ id: 1 }, { id: 2 }, { id: 5 }],
    },
    {
      name: 'order terms with blanks',
      path: 'companies?select=id&order=country.desc.nullslast, id.asc&limit=3',
      status: 200,
      json: [{ id: 2 }, { id: 1 }, { id: 3 }],
    },
  ]);

  it('through supabase-js', async () => {
    const db = fixtureClient(server, { key: server.serviceRoleKey });
    const { data, error } = await db.from('companies').select('id').or('id.eq.1, id.eq.2').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('limit and offset', () => {
  run([
    {
      name: 'negative limit: 416 PGRST103',
      path: 'companies?limit=-1',
      status: 416,
      json: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'Limit should be greater than or equal to zero.',
        hint: null,
      },
    },
    {
      name: 'negative offset: what Postgres answers',
      path: 'companies?offset=-1',
      status: 400,
      match: { code: '2201X', message: 'OFFSET must not be negative' },
    },
    {
      name: 'a limit that is not an integer is ignored',
      path: 'companies?select=id&limit=abc&order=id',
      status: 200,
      resHeaders: { 'content-range': '0-4/*' },
    },
  ]);
});

describe('JWT errors', () => {
  const secret = () => new TextEncoder().encode(server.config.jwtSecret);
  const now = () => Math.floor(Date.now() / 1000);
  it.each([
    ['two parts', async () => 'abc.def', 'PGRST301', 'Expected 3 parts in JWT; got 2'],
    [
      'wrong signature',
      async () =>
        new SignJWT({ role: 'anon', exp: now() + 60 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('y'.repeat(40))),
      'PGRST301',
      'JWT cryptographic operation failed',
    ],
    [
      'HS512',
      async () => new SignJWT({ role: 'anon', exp: now() + 60 }).setProtectedHeader({ alg: 'HS512' }).sign(secret()),
      'PGRST301',
      'Wrong or unsupported encoding algorithm',
    ],
    [
      'expired',
      async () => new SignJWT({ role: 'anon', exp: now() - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(secret()),
      'PGRST303',
      'JWT expired',
    ],
    [
      'not yet valid',
      async () =>
        new SignJWT({ role: 'anon', exp: now() + 600, nbf: now() + 300 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret()),
      'PGRST303',
      'JWT not yet valid',
    ],
  ])('%s -> 401 %s', async (_what, make, code, message) => {
    const r = await rawRest(server)('companies', { headers: { Authorization: `Bearer ${await make()}` } });
    expect(r.status).toBe(401);
    expect(r.json()).toEqual({ code, message, details: null, hint: null });
    expect(r.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", error_description="${message}"`);
  });

  it('an empty bearer token', async () => {
    const r = await rawRest(server)('companies', { headers: { Authorization: 'Bearer ' } });
    expect(r.status).toBe(401);
    expect(r.json()).toMatchObject({ code: 'PGRST301', message: 'Empty JWT is sent in Authorization header' });
  });
});

describe('paths under /rest/v1 and the OpenAPI root', () => {
  run([
    {
      name: 'a nested path: 404 PGRST125',
      path: 'companies/1',
      status: 404,
      json: { code: 'PGRST125', message: 'Invalid path specified in request URL', details: null, hint: null },
    },
    {
      name: 'a deeper one',
      path: 'a/b/c',
      status: 404,
      match: { code: 'PGRST125' },
      resHeaders: { 'content-type': 'application/json; charset=utf-8' },
    },
    {
      name: 'the root refuses CSV',
      path: '',
      headers: { Accept: 'text/csv' },
      status: 406,
      match: { code: 'PGRST107' },
    },
  ]);

  it('the root describes the schema in OpenAPI 2.0, as the role may use it', async () => {
    const r = await check({
      name: 'root',
      path: '',
      status: 200,
      resHeaders: { 'content-type': 'application/openapi+json; charset=utf-8' },
    });
    const doc = r.json() as {
      swagger: string;
      paths: Record<string, Record<string, unknown>>;
      definitions: Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    };
    expect(doc.swagger).toBe('2.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/', '/companies', '/secrets', '/rpc/add', '/rpc/bump']),
    );
    expect(Object.keys(doc.paths['/companies']).sort()).toEqual(['delete', 'get', 'patch', 'post']);
    expect(doc.paths['/rpc/bump'].get).toBeUndefined();
    expect(doc.definitions.companies.properties.id).toMatchObject({ type: 'integer', format: 'int32' });
    expect(doc.definitions.companies.properties.created_at).toMatchObject({
      type: 'string',
      format: 'timestamp with time zone',
      default: expect.stringMatching(/^2024-01-01/) as string,
    });
    expect(doc.definitions.companies.properties.active).toMatchObject({ type: 'boolean', default: true });
    expect(doc.definitions.companies.properties.mood).toMatchObject({ enum: ['happy', 'sad'] });
    expect(doc.definitions.companies.required).toEqual(['id', 'name', 'created_at', 'tags', 'active']);
    const anon = await rawRest(server, { ...fixture, apikey: server.anonKey })('');
    expect(anon.status).toBe(200);
    expect(Object.keys((anon.json() as typeof doc).paths)).not.toContain('/secrets');
  });
});

describe('writes: statuses, Content-Range, Content-Length, Preference-Applied', () => {
  run([
    {
      name: 'insert, return=minimal: 201 with Content-Length 0',
      method: 'POST',
      path: 'kv',
      body: { k: 'w1', v: '1' },
      status: 201,
      text: '',
      resHeaders: { 'content-length': '0', 'content-range': '*/*', 'content-type': null },
    },
    {
      name: 'Preference-Applied in PostgREST order',
      method: 'POST',
      path: 'kv',
      headers: { Prefer: 'count=exact, return=representation, missing=default, resolution=merge-duplicates' },
      body: [{ k: 'w2', v: '2' }],
      status: 201,
      json: [{ k: 'w2', v: '2' }],
      resHeaders: {
        'preference-applied': 'resolution=merge-duplicates, missing=default, return=representation, count=exact',
        'content-range': '*/1',
      },
    },
    {
      name: 'upsert that only updates: 200',
      method: 'POST',
      path: 'kv',
      headers: { Prefer: 'return=representation, resolution=merge-duplicates' },
      body: [{ k: 'w2', v: '22' }],
      status: 200,
      json: [{ k: 'w2', v: '22' }],
    },
    {
      name: 'upsert that only updates, return=minimal: 200',
      method: 'POST',
      path: 'kv',
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: { k: 'w2', v: '23' },
      status: 200,
      resHeaders: { 'preference-applied': 'resolution=merge-duplicates' },
    },
    {
      name: 'upsert on a table without a primary key: a plain insert, resolution not applied',
      method: 'POST',
      path: 'log',
      headers: { Prefer: 'return=representation, resolution=merge-duplicates' },
      body: [{ a: '1', b: '0' }],
      status: 201,
      json: [{ a: '1', b: '0' }],
      resHeaders: { 'preference-applied': 'return=representation' },
    },
    {
      name: 'PUT that inserts: 201',
      method: 'PUT',
      path: 'kv?k=eq.p1',
      headers: { Prefer: 'return=representation' },
      body: { k: 'p1', v: 'a' },
      status: 201,
      json: [{ k: 'p1', v: 'a' }],
    },
    {
      name: 'PUT that updates: 200',
      method: 'PUT',
      path: 'kv?k=eq.p1',
      headers: { Prefer: 'return=representation' },
      body: [{ k: 'p1', v: 'b' }],
      status: 200,
      json: [{ k: 'p1', v: 'b' }],
    },
    {
      name: 'PUT, return=minimal: 204 without Content-Range',
      method: 'PUT',
      path: 'kv?k=eq.p1',
      body: { k: 'p1', v: 'c' },
      status: 204,
      resHeaders: { 'content-range': null },
    },
    {
      name: 'PUT with limit: 400 PGRST114',
      method: 'PUT',
      path: 'kv?k=eq.p1&limit=1',
      body: { k: 'p1' },
      status: 400,
      match: { code: 'PGRST114', message: 'limit/offset querystring parameters are not allowed for PUT' },
    },
    {
      name: 'PUT on a table without a primary key: 405 PGRST105',
      method: 'PUT',
      path: 'log?a=eq.1',
      body: { a: '1' },
      status: 405,
      match: { code: 'PGRST105' },
    },
    {
      name: 'PATCH count=exact: Content-Range 0-0/1',
      method: 'PATCH',
      path: 'kv?k=eq.p1',
      headers: { Prefer: 'count=exact' },
      body: { v: 'd' },
      status: 204,
      resHeaders: { 'content-range': '0-0/1' },
    },
    {
      name: 'PATCH without count: 0-0/*',
      method: 'PATCH',
      path: 'kv?k=eq.p1',
      body: { v: 'd' },
      status: 204,
      resHeaders: { 'content-range': '0-0/*' },
    },
    {
      name: 'PATCH with an array body, as PostgREST takes it',
      method: 'PATCH',
      path: 'kv?k=eq.p1',
      headers: { Prefer: 'return=representation' },
      body: [{ v: 'e' }],
      status: 200,
      json: [{ k: 'p1', v: 'e' }],
    },
    {
      name: 'PATCH beyond a strict max-affected: 400 PGRST124',
      method: 'PATCH',
      path: 'kv?k=in.(p1,w1,w2)',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { v: 'z' },
      status: 400,
      json: {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
        hint: null,
      },
    },
    { name: '... which changed nothing', path: 'kv?k=eq.p1&select=v', status: 200, json: [{ v: 'e' }] },
    {
      name: 'DELETE within max-affected, count=exact: */1',
      method: 'DELETE',
      path: 'kv?k=eq.w1',
      headers: { Prefer: 'handling=strict, max-affected=1, count=exact' },
      status: 204,
      resHeaders: { 'content-range': '*/1', 'preference-applied': 'count=exact, handling=strict, max-affected=1' },
    },
    {
      name: 'max-affected without strict handling is not applied',
      method: 'DELETE',
      path: 'kv?k=eq.nothing',
      headers: { Prefer: 'handling=lenient, max-affected=0' },
      status: 204,
      resHeaders: { 'preference-applied': 'handling=lenient' },
    },
    {
      name: 'bulk insert with different keys: 400 PGRST102',
      method: 'POST',
      path: 'kv',
      body: [{ k: 'b1' }, { k: 'b2', v: 'x' }],
      status: 400,
      json: { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null },
    },
    {
      name: '... taken with columns=',
      method: 'POST',
      path: 'kv?columns=k,v',
      headers: { Prefer: 'return=representation' },
      body: [{ k: 'b1' }, { k: 'b2', v: 'x' }],
      status: 201,
      json: [
        { k: 'b1', v: null },
        { k: 'b2', v: 'x' },
      ],
    },
    {
      name: 'missing=default: absent keys take the column default',
      method: 'POST',
      path: 'companies?columns=name,tags,active&select=name,tags,active',
      headers: { Prefer: 'return=representation, missing=default' },
      body: [{ name: 'MD1' }],
      status: 201,
      json: [{ name: 'MD1', tags: [], active: true }],
    },
    {
      name: '... without it they are null',
      method: 'POST',
      path: 'companies?columns=name,tags',
      body: [{ name: 'MD2' }],
      status: 400,
      match: { code: '23502' },
    },
    {
      name: 'a CSV body inserts rows (NULL is null)',
      method: 'POST',
      path: 'kv',
      headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
      body: 'k,v\ncsv1,uno\n"csv,2",NULL\n',
      status: 201,
      json: [
        { k: 'csv1', v: 'uno' },
        { k: 'csv,2', v: null },
      ],
    },
    {
      name: 'a CSV body with a short line: 400 PGRST102',
      method: 'POST',
      path: 'kv',
      headers: { 'Content-Type': 'text/csv' },
      body: 'k,v\ncsv3\n',
      status: 400,
      match: { code: 'PGRST102' },
    },
  ]);
});

describe('functions', () => {
  run([
    { name: 'one OUT parameter: an object', path: 'rpc/plus_one?num=5', status: 200, json: { num_plus_one: 6 } },
    { name: 'one-column TABLE: objects', path: 'rpc/one_column', status: 200, json: [{ a: 'A' }] },
    {
      name: 'variadic, POST',
      method: 'POST',
      path: 'rpc/variadic_param',
      body: { v: ['hi', 'hello', 'there'] },
      status: 200,
      json: ['hi', 'hello', 'there'],
    },
    { name: 'variadic, GET repeated', path: 'rpc/variadic_param?v=hi&v=there', status: 200, json: ['hi', 'there'] },
    { name: 'variadic, GET one', path: 'rpc/variadic_param?v=hi', status: 200, json: ['hi'] },
    { name: 'variadic, GET none (its default)', path: 'rpc/variadic_param', status: 200, json: [] },
    {
      name: 'an unknown GET argument: 404 PGRST202',
      path: 'rpc/add?a=1&x=5',
      status: 404,
      match: { code: 'PGRST202', message: 'Could not find the function rest_fixture.add(a, x) in the schema cache' },
    },
    {
      name: 'Content-Range on a set-returning call with count=exact',
      path: 'rpc/companies_in?c=CL&select=id',
      headers: { Prefer: 'count=exact' },
      status: 200,
      resHeaders: { 'content-range': '0-1/2' },
    },
    {
      name: 'strict max-affected on a set-returning call',
      method: 'POST',
      path: 'rpc/numbers',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { n: 3 },
      status: 400,
      match: { code: 'PGRST124' },
    },
    {
      name: 'strict max-affected on a scalar call: PGRST128',
      method: 'POST',
      path: 'rpc/add',
      headers: { Prefer: 'handling=strict, max-affected=2' },
      body: { a: 1 },
      status: 400,
      match: { code: 'PGRST128' },
    },
  ]);
});

describe('embedding', () => {
  run([
    {
      name: 'many-to-many through the junction',
      path: 'users?select=name,tasks(title)&id=eq.1&tasks.order=id',
      status: 200,
      json: [{ name: 'Ana', tasks: [{ title: 'Design' }, { title: 'Build' }] }],
    },
    {
      name: 'many-to-many, filtered through with !inner',
      path: 'tasks?select=title,users!inner(name)&users.name=eq.Beto&order=id',
      status: 200,
      json: [
        { title: 'Build', users: [{ name: 'Beto' }] },
        { title: 'Test', users: [{ name: 'Beto' }] },
      ],
    },
    {
      name: 'many-to-many with the junction as hint',
      path: 'tasks?select=id,users!users_tasks(id)&id=eq.3',
      status: 200,
      json: [{ id: 3, users: [{ id: 2 }] }],
    },
    {
      name: 'an ambiguous embed: 300 PGRST201 with the candidates',
      path: 'messages?select=body,people(name)',
      status: 300,
      json: {
        code: 'PGRST201',
        message: "Could not embed because more than one relationship was found for 'messages' and 'people'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'messages with people',
            relationship: 'messages_receiver_id_fkey using messages(receiver_id) and people(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'messages with people',
            relationship: 'messages_sender_id_fkey using messages(sender_id) and people(id)',
          },
        ],
        hint: "Try changing 'people' to one of the following: 'people!messages_receiver_id_fkey', 'people!messages_sender_id_fkey'. Find the desired relationship in the 'details' key.",
      },
    },
    {
      name: 'an empty embed, only to filter',
      path: 'companies?select=id,people!inner()&people.name=eq.Beto',
      status: 200,
      json: [{ id: 1 }],
    },
    {
      name: 'a computed column in select, filter and order',
      path: 'companies?select=id,label&label=like.A*&order=label.desc',
      status: 200,
      json: [
        { id: 3, label: 'Atacama (CL)' },
        { id: 1, label: 'Andes (CL)' },
      ],
    },
    {
      name: 'computed relationships, to-many and to-one (ROWS 1)',
      path: 'companies?select=name,staff(name),home(name)&id=eq.2',
      status: 200,
      json: [{ name: 'Pacífico', staff: [{ name: 'Carla' }], home: { name: 'Perú' } }],
    },
    {
      name: 'a spread to-one embed',
      path: 'companies?select=id,...countries(country_name:name)&id=eq.1',
      status: 200,
      json: [{ id: 1, country_name: 'Chile' }],
    },
    {
      name: 'a computed column in a write representation',
      method: 'PATCH',
      path: 'companies?id=eq.4&select=id,label',
      headers: { Prefer: 'return=representation' },
      body: { employees: 41 },
      status: 200,
      json: [{ id: 4, label: 'Pampa (AR)' }],
    },
  ]);
});

describe('schemas and aggregates', () => {
  run([
    {
      name: 'a schema not exposed: 406 PGRST106',
      path: 'companies',
      headers: { 'Accept-Profile': 'nope' },
      status: 406,
      json: {
        code: 'PGRST106',
        message: 'Invalid schema: nope',
        details: null,
        hint: 'Only the following schemas are exposed: public, rest_fixture',
      },
    },
    {
      name: 'with several schemas exposed, a response with a body names its schema',
      path: 'users?select=id&id=eq.1',
      status: 200,
      json: [{ id: 1 }],
      resHeaders: { 'content-profile': 'rest_fixture' },
    },
    {
      name: 'aggregates are off by default: 400 PGRST123',
      path: 'companies?select=count()',
      status: 400,
      match: { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' },
    },
  ]);

  it("supabase-js .schema('rest_fixture') from a client on public", async () => {
    const db = fixtureClient(server, { key: server.serviceRoleKey, schema: 'public' });
    const { data, error } = await db.schema('rest_fixture').from('users').select('name').eq('id', 2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Beto' }]);
  });
});

describe('aggregates with db-aggregates-enabled (DB_AGGREGATES_ENABLED=true)', () => {
  let agg: TestServer;
  beforeAll(async () => {
    agg = await startTestServer({
      config: { dbSchemas: ['public', 'rest_fixture'], dbAggregatesEnabled: true, maxRows: 6 },
    });
    // counted: the planner's statistics say 10 rows (ANALYZE), 8 remain (2 deleted since; same page).
    await agg.db.exec(
      FIXTURE_SQL +
        `;create table rest_fixture.counted (id int primary key, v text);
        grant select, update, delete on rest_fixture.counted to anon, authenticated, service_role;
        insert into rest_fixture.counted select generate_series(1, 10);
        analyze rest_fixture.counted;
        delete from rest_fixture.counted where id > 8;`,
    );
    await waitForTable(agg, 'counted');
  });
  afterAll(async () => {
    await agg?.stop();
  });
  const runAgg = (cases: Case[]) =>
    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_n, c) => {
      const body = c.body === undefined ? undefined : JSON.stringify(c.body);
      const headers: Record<string, string> = {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...c.headers,
      };
      const r = await rawRest(agg, fixture)(c.path, { method: c.method ?? 'GET', headers, body });
      expect({ status: r.status, body: r.text }).toMatchObject({ status: c.status });
      for (const [k, v] of Object.entries(c.resHeaders ?? {})) expect(r.headers.get(k), k).toBe(v);
      if (c.json !== undefined) expect(r.json()).toEqual(c.json);
      if (c.match !== undefined) expect(r.json()).toMatchObject(c.match);
    });

  // companies.employees: 120 (CL), 15 (PE), null (CL), 40 (AR), 0 (no country).
  runAgg([
    { name: 'count() of all rows', path: 'companies?select=count()', status: 200, json: [{ count: 5 }] },
    { name: 'an alias for count()', path: 'companies?select=cnt:count()', status: 200, json: [{ cnt: 5 }] },
    { name: 'count() cast to text', path: 'companies?select=count()::text', status: 200, json: [{ count: '5' }] },
    {
      name: 'col.count() counts the non-null values',
      path: 'companies?select=employees.count()',
      status: 200,
      json: [{ count: 4 }],
    },
    { name: 'sum()', path: 'companies?select=employees.sum()', status: 200, json: [{ sum: 175 }] },
    { name: 'avg() cast to int', path: 'companies?select=employees.avg()::int', status: 200, json: [{ avg: 44 }] },
    {
      name: 'avg() is numeric',
      path: 'companies?select=employees.avg()&employees=not.is.null',
      status: 200,
      json: [{ avg: 43.75 }],
    },
    {
      name: 'max() and min()',
      path: 'companies?select=employees.max(),employees.min()',
      status: 200,
      json: [{ max: 120, min: 0 }],
    },
    {
      name: 'grouped by the other selected columns, with aliases',
      path: 'companies?select=c:country,n:count(),total:employees.sum()&order=country',
      status: 200,
      json: [
        { c: 'AR', n: 1, total: 40 },
        { c: 'CL', n: 2, total: 120 },
        { c: 'PE', n: 1, total: 15 },
        { c: null, n: 1, total: 0 },
      ],
    },
    {
      name: 'filters apply before grouping',
      path: 'companies?select=country,count()&country=eq.CL',
      status: 200,
      json: [{ country: 'CL', count: 2 }],
    },
    {
      name: 'the aggregated column cast first (json path ->> to int)',
      path: 'companies?select=meta->>rank::int.sum()',
      status: 200,
      json: [{ sum: 3 }],
    },
    {
      name: 'alias, cast before and cast after',
      path: 'companies?select=s:meta->>rank::int.sum()::text',
      status: 200,
      json: [{ s: '3' }],
    },
    {
      name: 'Content-Range counts the groups',
      path: 'companies?select=country,count()&order=country',
      headers: { Prefer: 'count=exact' },
      status: 200,
      resHeaders: { 'content-range': '0-3/4' },
    },
    {
      name: 'inside a to-many embed (one row per parent, count 0 when none)',
      path: 'companies?select=id,people(count())&order=id',
      status: 200,
      json: [
        { id: 1, people: [{ count: 3 }] },
        { id: 2, people: [{ count: 1 }] },
        { id: 3, people: [{ count: 0 }] },
        { id: 4, people: [{ count: 0 }] },
        { id: 5, people: [{ count: 0 }] },
      ],
    },
    {
      name: 'inside an embed, grouped by the embed’s columns',
      path: 'plans?select=id,company_plans(active,n:count())&id=eq.1&company_plans.order=active',
      status: 200,
      json: [
        {
          id: 1,
          company_plans: [
            { active: false, n: 1 },
            { active: true, n: 1 },
          ],
        },
      ],
    },
    {
      name: 'grouped by a to-one embed',
      path: 'people?select=company_id,n:count(),companies(country)&order=company_id',
      status: 200,
      json: [
        { company_id: 1, n: 3, companies: { country: 'CL' } },
        { company_id: 2, n: 1, companies: { country: 'PE' } },
      ],
    },
    {
      name: 'on a function returning rows',
      path: 'rpc/companies_in?c=CL&select=employees.sum()',
      status: 200,
      json: [{ sum: 120 }],
    },
    {
      name: 'a function that is not an aggregate',
      path: 'companies?select=employees.median()',
      status: 400,
      match: { code: 'PGRST100' },
    },
    {
      name: 'aggregates inside a spread: not supported here',
      path: 'people?select=name,...companies(employees.sum())',
      status: 400,
      match: { code: 'PGRST127' },
    },
  ]);

  // Prefer: count=planned / estimated (db-max-rows 6 on this server).
  runAgg([
    {
      name: 'count=exact counts the rows',
      path: 'counted?select=id',
      headers: { Prefer: 'count=exact' },
      status: 206,
      resHeaders: { 'content-range': '0-5/8' },
    },
    {
      name: 'count=planned: the planner’s estimate',
      path: 'counted?select=id',
      headers: { Prefer: 'count=planned' },
      status: 206,
      resHeaders: { 'content-range': '0-5/10', 'preference-applied': 'count=planned' },
    },
    {
      name: 'count=estimated past max-rows: the larger of the estimate and the rows counted up to max-rows + 1',
      path: 'counted?select=id',
      headers: { Prefer: 'count=estimated' },
      status: 206,
      resHeaders: { 'content-range': '0-5/10', 'preference-applied': 'count=estimated' },
    },
    {
      name: 'count=estimated within max-rows: exact',
      path: 'counted?select=id&id=lte.4',
      headers: { Prefer: 'count=estimated' },
      status: 200,
      resHeaders: { 'content-range': '0-3/4' },
    },
    {
      name: 'count=planned on HEAD',
      method: 'HEAD',
      path: 'counted',
      headers: { Prefer: 'count=planned' },
      status: 206,
      resHeaders: { 'content-range': '0-5/10' },
    },
  ]);

  // Limited UPDATE / DELETE (PostgREST 12): limit/offset with an order pick the rows changed. counted: ids 1..8.
  runAgg([
    {
      name: 'PATCH with order and limit changes only those rows',
      method: 'PATCH',
      path: 'counted?select=id,v&order=id.desc&limit=2',
      headers: { Prefer: 'return=representation' },
      body: { v: 'x' },
      status: 200,
      json: [
        { id: 8, v: 'x' },
        { id: 7, v: 'x' },
      ],
    },
    {
      name: 'PATCH with filters, order, limit and offset',
      method: 'PATCH',
      path: 'counted?select=id,v&id=gt.2&order=id&limit=1&offset=1',
      headers: { Prefer: 'return=representation' },
      body: { v: 'y' },
      status: 200,
      json: [{ id: 4, v: 'y' }],
    },
    {
      name: 'the other rows are untouched',
      path: 'counted?select=id&v=not.is.null&order=id',
      status: 200,
      json: [{ id: 4 }, { id: 7 }, { id: 8 }],
    },
    {
      name: 'DELETE with order and limit, count=exact',
      method: 'DELETE',
      path: 'counted?order=id.desc&limit=1',
      headers: { Prefer: 'count=exact' },
      status: 204,
      resHeaders: { 'content-range': '*/1' },
    },
    {
      name: 'DELETE with limit=0 deletes nothing',
      method: 'DELETE',
      path: 'counted?order=id&limit=0',
      headers: { Prefer: 'count=exact' },
      status: 204,
      resHeaders: { 'content-range': '*/0' },
    },
    {
      name: 'only the last row went',
      path: 'counted?select=id&order=id.desc&limit=2',
      status: 200,
      json: [{ id: 7 }, { id: 6 }],
    },
    {
      name: 'limit without order: 400 PGRST109',
      method: 'PATCH',
      path: 'counted?limit=1',
      body: { v: 'z' },
      status: 400,
      json: {
        code: 'PGRST109',
        message: "A 'limit' was applied without an explicit 'order'",
        details: null,
        hint: "Apply an 'order' using unique column(s)",
      },
    },
    {
      name: 'offset without order on DELETE: 400 PGRST109',
      method: 'DELETE',
      path: 'counted?offset=1',
      status: 400,
      match: { code: 'PGRST109' },
    },
  ]);

  it('through supabase-js', async () => {
    const db = fixtureClient(agg, { key: agg.serviceRoleKey });
    const { data, error } = await db.from('companies').select('country, count(), employees.max()').eq('country', 'CL');
    expect(error).toBeNull();
    expect(data).toEqual([{ country: 'CL', count: 2, max: 120 }]);
  });
});
