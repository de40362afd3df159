/**
 * Test fixture of the REST layer: its own schema `rest_fixture` (tables, a view, functions, RLS),
 * independent of the app's migrations. Used by tests/integration/rest-*.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { createClient } from '@supabase/supabase-js';
import { PgliteDatabase } from '../../db/pglite.ts';
import { signJwt, type JwtClaims } from '../../jwt.ts';
import { BOOTSTRAP_FILE } from '../../migrate.ts';
import { loadSchemaCache, type SchemaCache } from '../schema-cache.ts';

export const FIXTURE_SCHEMA = 'rest_fixture';

export const FIXTURE_SQL = `
create schema rest_fixture;
grant usage on schema rest_fixture to anon, authenticated, service_role;
set search_path = rest_fixture, public;

create type rest_fixture.mood as enum ('happy', 'sad');

create table rest_fixture.countries (code text primary key, name text not null);

create table rest_fixture.companies (
  id serial primary key,
  name text not null unique,
  country text references rest_fixture.countries (code),
  created_at timestamptz not null default '2024-01-01T00:00:00Z',
  tags text[] not null default '{}',
  meta jsonb,
  active boolean not null default true,
  employees int check (employees is null or employees >= 0),
  mood rest_fixture.mood,
  big bigint
);

create table rest_fixture.plans (id int primary key, key text not null unique, name text not null);

create table rest_fixture.company_plans (
  id serial primary key,
  company_id int not null references rest_fixture.companies (id) on delete cascade,
  plan_id int not null references rest_fixture.plans (id),
  started date not null default '2024-02-01',
  active boolean not null default true
);
create view rest_fixture.company_plans_v with (security_invoker = true) as
  select cp.id, cp.company_id as empresa, cp.plan_id, cp.started from rest_fixture.company_plans cp;

create table rest_fixture.people (
  id serial primary key,
  company_id int references rest_fixture.companies (id),
  name text not null,
  manager_id int references rest_fixture.people (id)
);

create table rest_fixture.messages (
  id serial primary key,
  sender_id int not null references rest_fixture.people (id),
  receiver_id int not null references rest_fixture.people (id),
  body text not null
);

create table rest_fixture.notes (
  id serial primary key,
  owner uuid not null default auth.uid(),
  body text not null
);
alter table rest_fixture.notes enable row level security;
create policy notes_select on rest_fixture.notes for select to authenticated using (owner = auth.uid());
create policy notes_insert on rest_fixture.notes for insert to authenticated with check (owner = auth.uid());
create policy notes_update on rest_fixture.notes for update to authenticated using (owner = auth.uid());
create policy notes_delete on rest_fixture.notes for delete to authenticated using (owner = auth.uid());

create table rest_fixture.secrets (id int primary key, value text);

create table rest_fixture.docs (id int primary key, body text not null);

create table rest_fixture.kv (k text not null, v text, primary key (k));

-- Many-to-many: users and tasks through users_tasks (whose primary key holds both foreign keys).
create table rest_fixture.users (id int primary key, name text not null);
create table rest_fixture.tasks (id int primary key, title text not null);
create table rest_fixture.users_tasks (
  user_id int not null references rest_fixture.users (id),
  task_id int not null references rest_fixture.tasks (id),
  primary key (user_id, task_id)
);
-- A table without a primary key.
create table rest_fixture.log (a text, b text);

grant select, insert, update, delete on all tables in schema rest_fixture to anon, authenticated, service_role;
revoke all on rest_fixture.secrets from anon, authenticated;
grant usage on all sequences in schema rest_fixture to anon, authenticated, service_role;

insert into rest_fixture.countries values ('CL', 'Chile'), ('PE', 'Perú'), ('AR', 'Argentina');
insert into rest_fixture.companies (name, country, tags, meta, employees, mood, big) values
  ('Andes', 'CL', '{mining,energy}', '{"size": "large", "rank": 1}', 120, 'happy', 9007199254740993),
  ('Pacífico', 'PE', '{retail}', '{"size": "small", "rank": 2}', 15, 'sad', null),
  ('Atacama', 'CL', '{mining}', null, null, null, null),
  ('Pampa', 'AR', '{}', '{"size": "medium"}', 40, 'happy', null),
  ('O''Higgins, "Sur"', null, '{}', null, 0, null, null);
insert into rest_fixture.plans values (1, 'basico', 'Básico'), (2, 'pro', 'Profesional'), (3, 'enterprise', 'Enterprise');
insert into rest_fixture.company_plans (company_id, plan_id, started, active) values
  (1, 3, '2024-01-15', true), (1, 1, '2023-01-01', false), (2, 1, '2024-03-01', true), (4, 2, '2024-04-01', true);
insert into rest_fixture.people (company_id, name, manager_id) values
  (1, 'Ana', null), (1, 'Beto', 1), (2, 'Carla', null), (1, 'Dani', 1);
insert into rest_fixture.messages (sender_id, receiver_id, body) values (1, 2, 'hola'), (2, 1, 'chao'), (3, 1, 'buenas');
insert into rest_fixture.secrets values (1, 'top');
insert into rest_fixture.users values (1, 'Ana'), (2, 'Beto'), (3, 'Carla');
insert into rest_fixture.tasks values (1, 'Design'), (2, 'Build'), (3, 'Test');
insert into rest_fixture.users_tasks values (1, 1), (1, 2), (2, 2), (2, 3);
insert into rest_fixture.docs values (1, 'the quick brown fox'), (2, 'lazy dogs sleep'), (3, 'quick thinking');
insert into rest_fixture.notes (owner, body) values
  ('00000000-0000-0000-0000-00000000000a', 'note of a'), ('00000000-0000-0000-0000-00000000000b', 'note of b');

create function rest_fixture.add(a int, b int default 10) returns int language sql immutable as $$ select a + b $$;
create function rest_fixture.companies_in(c text) returns setof rest_fixture.companies language sql stable as
  $$ select * from rest_fixture.companies where country = c order by id $$;
create function rest_fixture.first_company() returns rest_fixture.companies language sql stable as
  $$ select * from rest_fixture.companies order by id limit 1 $$;
create function rest_fixture.plan_counts() returns table (plan_id int, n bigint) language sql stable as
  $$ select plan_id, count(*) from rest_fixture.company_plans group by plan_id order by plan_id $$;
create function rest_fixture.numbers(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
create function rest_fixture.echo(json) returns json language sql immutable as $$ select $1 $$;
create function rest_fixture.echo_obj(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
create function rest_fixture.sum_list(xs int[]) returns int language sql immutable as $$ select sum(x)::int from unnest(xs) x $$;
create function rest_fixture.fail(msg text) returns int language plpgsql as $$ begin raise exception '%', msg using hint = 'a hint'; end $$;
create function rest_fixture.teapot() returns int language plpgsql as $$ begin raise sqlstate 'PT418' using message = 'I am a teapot'; end $$;
create function rest_fixture.nothing() returns void language sql as $$ select $$;
create function rest_fixture.bump() returns int language sql volatile as $$ update rest_fixture.plans set name = name where id = 1 returning 1 $$;
create function rest_fixture.whoami() returns json language sql stable as $$
  select json_build_object(
    'role', current_user,
    'sub', auth.uid(),
    'claims_role', auth.role(),
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'x_test', current_setting('request.headers', true)::json ->> 'x-test',
    'read_only', current_setting('transaction_read_only'))
$$;
-- Computed column and computed relationships (functions of a row).
create function rest_fixture.label(rest_fixture.companies) returns text language sql stable as
  $$ select $1.name || ' (' || coalesce($1.country, '-') || ')' $$;
create function rest_fixture.staff(rest_fixture.companies) returns setof rest_fixture.people language sql stable as
  $$ select * from rest_fixture.people where company_id = $1.id $$;
create function rest_fixture.home(rest_fixture.companies) returns setof rest_fixture.countries rows 1 language sql stable as
  $$ select * from rest_fixture.countries where code = $1.country $$;
-- One OUT parameter, a one-column TABLE, a variadic argument.
create function rest_fixture.plus_one(num int, out num_plus_one int) language sql immutable as $$ select num + 1 $$;
create function rest_fixture.one_column() returns table (a text) language sql immutable as $$ select 'A' $$;
create function rest_fixture.variadic_param(variadic v text[] default '{}') returns text[] language sql immutable as $$ select v $$;
grant execute on all functions in schema rest_fixture to anon, authenticated, service_role;
reset search_path;
notify pgrst, 'reload schema';
`;

export type FixtureClient = ReturnType<typeof fixtureClient>;

export const USER_A = '00000000-0000-0000-0000-00000000000a';
export const USER_B = '00000000-0000-0000-0000-00000000000b';

export interface FixtureServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: { jwtSecret: string };
}

export interface RawResponse {
  status: number;
  /** The reason phrase on the status line. */
  statusText: string;
  headers: Headers;
  text: string;
  json(): unknown;
}

/**
 * A plain fetch of /rest/v1 with the service-role key (plus `headers`), for what a test must see
 * on the wire: status, headers and the body text exactly as sent.
 */
export function rawRest(server: FixtureServer, headers: Record<string, string> = {}) {
  return async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<RawResponse> => {
    const res = await fetch(`${server.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: server.serviceRoleKey, ...headers, ...init.headers },
    });
    const text = await res.text();
    return {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
      text,
      json: () => JSON.parse(text) as unknown,
    };
  };
}

/** A supabase-js client on the fixture schema, with an API key and optionally a bearer token. */
export function fixtureClient(server: FixtureServer, opts: { key?: string; token?: string; schema?: string } = {}) {
  const key = opts.key ?? server.anonKey;
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { schema: opts.schema ?? FIXTURE_SCHEMA },
    global: opts.token ? { headers: { Authorization: `Bearer ${opts.token}` } } : {},
  });
}

export function tokenFor(server: FixtureServer, claims: JwtClaims): Promise<string> {
  return signJwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, server.config.jwtSecret);
}

/** Waits until the REST API serves `table` in the fixture schema (the schema cache reloaded). */
export async function waitForTable(server: FixtureServer, table: string, schema = FIXTURE_SCHEMA): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const r = await fetch(`${server.url}/rest/v1/${table}?limit=0`, {
      headers: { apikey: server.serviceRoleKey, 'Accept-Profile': schema },
    });
    await r.arrayBuffer();
    if (r.status !== 404) return;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  throw new Error(`table ${schema}.${table} never appeared in the schema cache`);
}

/** The fixture's schema cache on an in-memory PGlite (bootstrap + FIXTURE_SQL), for planner tests. */
export async function fixtureCache(): Promise<{ cache: SchemaCache; db: PgliteDatabase }> {
  const db = await PgliteDatabase.open();
  await db.exec(await readFile(BOOTSTRAP_FILE, 'utf8'));
  await db.exec(FIXTURE_SQL);
  return { cache: await loadSchemaCache(db, [FIXTURE_SCHEMA]), db };
}
