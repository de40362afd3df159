/**
 * The database built the way hosted Supabase builds it, and `supabase db push` fills it (issue 18,
 * docs/design.md §11): a non-superuser owner role (Supabase's `postgres`) owns the database and every
 * object of the migrations, the default privileges of new objects are revoked first (hosted
 * Supabase gives none since 2026-10-30), the platform's own part (roles, the auth schema, Realtime's
 * publication, Storage's schema) is made by the superuser, and the migrations and the seed run as
 * that owner (tests/support/hosted-database.ts). Then the access checks run
 * as the REST API runs requests: one transaction, `set_config('role', ...)` and
 * `request.jwt.claims`.
 *
 * Only on PostgreSQL (the 'server-pg' project): PGlite has one superuser and no other login.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import type { Database, Queryable } from '../../server/db/types.ts';
import { sqlConversationStore } from '../../server/expert/save.ts';
import { startStandaloneExpert } from '../../server/expert/standalone.ts';
import { startServer } from '../../server/index.ts';
import { DEMO, DEMO_PASSWORD } from '../../server/demo-accounts.ts';
import { createHostedDatabase, withClient, type HostedDatabase } from '../support/hosted-database.ts';
import { asActor, sqlState, USERS } from './support.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
let hosted: HostedDatabase;
let hostedLegacy: HostedDatabase;
let OWNER: string;

/** Rows as service_role, the way the REST API (and server/expert) sets it; rolled back. */
async function asServiceRole<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let out: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  await db
    .transaction(async (tx) => {
      await tx.query("select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ role: 'service_role' }),
      ]);
      try {
        out = { ok: true, value: await fn(tx) };
      } catch (error) {
        out = { ok: false, error };
      }
      throw new Error('rollback');
    })
    .catch(() => {});
  if (!out) throw new Error('transaction did not run');
  if (!out.ok) throw out.error;
  return out.value;
}

let db: Database;
let legacy: Database;

/**
 * Every privilege on the tables, views and sequences of public and private (and their columns)
 * held by a role other than the owner, as `relation[.column]: role PRIVILEGE`.
 */
async function relationGrants(d: Database): Promise<string[]> {
  const { rows } = await d.query<{ grant: string }>(
    `with rel as (
       select c.oid, n.nspname || '.' || c.relname as name, c.relowner, c.relacl
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'S')
     )
     select r.name || ': ' || g.grantee::regrole::text || ' ' || g.privilege_type as grant
     from rel r cross join aclexplode(r.relacl) g where g.grantee <> r.relowner
     union all
     select r.name || '.' || a.attname || ': ' || g.grantee::regrole::text || ' ' || g.privilege_type
     from rel r join pg_attribute a on a.attrelid = r.oid and a.attacl is not null cross join aclexplode(a.attacl) g
     order by 1`,
  );
  return rows.map((r) => r.grant);
}

describe.skipIf(!ADMIN_URL)('grants on a database built like hosted Supabase', () => {
  beforeAll(async () => {
    // The platform (roles, auth, Realtime, Storage's schema), then `supabase db push` and the seed
    // as a non-superuser owner (tests/support/hosted-database.ts); once more with Supabase's legacy
    // default privileges (issue 34).
    [hosted, hostedLegacy] = await Promise.all([
      createHostedDatabase(ADMIN_URL!),
      createHostedDatabase(ADMIN_URL!, { legacyDefaults: true }),
    ]);
    OWNER = hosted.owner;
    const owner = await withClient(hosted.url(), (c) =>
      c.query<{ super: boolean }>(`select rolsuper as super from pg_roles where rolname = $1`, [OWNER]),
    );
    expect(owner.rows[0].super).toBe(false);
    db = await PostgresDatabase.open(hosted.url(), 2);
    legacy = await PostgresDatabase.open(hostedLegacy.url(), 2);
  });

  afterAll(async () => {
    await db?.close();
    if (!ADMIN_URL) return;
    await legacy?.close();
    await hosted?.drop();
    await hostedLegacy?.drop();
  });

  it('the owner of the public objects is the non-superuser owner', async () => {
    const { rows } = await db.query<{ owner: string; n: string }>(
      `select pg_get_userbyid(c.relowner) as owner, count(*)::text as n from pg_class c
       join pg_namespace s on s.oid = c.relnamespace where s.nspname in ('public', 'private')
       group by 1`,
    );
    expect(rows.map((r) => r.owner)).toEqual([OWNER]);
  });

  it('service_role holds every privilege the product needs on every table and view, granted explicitly', async () => {
    const { rows } = await db.query<{ name: string; missing: string }>(
      `select c.relname as name,
         array_to_string(array(select p from unnest(case when c.relkind = 'r' then array['select', 'insert', 'update', 'delete']
                                         else array['select'] end) p
               where not has_table_privilege('service_role', c.oid, p)), ',') as missing
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v') order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(rows.filter((r) => r.missing !== '')).toEqual([]);
    // Nothing of it comes from a default: no default ACL entry exists for the owner that grants.
    const defaults = await db.query(
      `select 1 from pg_default_acl d where pg_get_userbyid(d.defaclrole) = $1 and array_to_string(d.defaclacl, ',') ~ '(anon|authenticated|service_role)='`,
      [OWNER],
    );
    expect(defaults.rows).toEqual([]);
  });

  it('grants are the same with and without the legacy default privileges, and anon holds only its two', async () => {
    // The legacy defaults are in effect there: a table made now gives anon everything.
    const probe = await legacy.transaction(async (tx) => {
      await tx.query(`set local role ${hostedLegacy.owner}`);
      await tx.query('create table public.sonda_privilegios (id int)');
      return (
        await tx.query<{ ok: boolean | string }>(
          `select has_table_privilege('anon', 'public.sonda_privilegios', 'TRUNCATE') as ok`,
        )
      ).rows[0].ok;
    });
    expect(String(probe)).toMatch(/^(t|true)$/);
    await legacy.exec('drop table public.sonda_privilegios');

    const hosted = await relationGrants(db);
    expect(hosted.length).toBeGreaterThan(200);
    expect(hosted.filter((g) => / anon /.test(g))).toEqual([
      'public.solicitudes_contacto.correo: anon INSERT',
      'public.solicitudes_contacto.empresa: anon INSERT',
      'public.solicitudes_contacto.mensaje: anon INSERT',
      'public.solicitudes_contacto.modulo_interes: anon INSERT',
      'public.solicitudes_contacto.nombre: anon INSERT',
      'public.solicitudes_contacto.plan_interes: anon INSERT',
      'public.solicitudes_contacto.telefono: anon INSERT',
      'public.videos_demo: anon SELECT',
    ]);
    expect(hosted.filter((g) => /TRUNCATE|TRIGGER|REFERENCES/.test(g))).toEqual([]);
    expect(await relationGrants(legacy)).toEqual(hosted);
  });

  it('the expert save: service_role reads usuarios_plataforma and inserts into conversaciones_asistente', async () => {
    const store = sqlConversationStore(db);
    const saved = await store.save(
      USERS.ana,
      [
        { role: 'user', message: '¿Qué es un PLC?' },
        { role: 'assistant', message: 'Un controlador lógico programable.' },
      ],
      'PLC',
    );
    expect(saved).toEqual({ ok: true, id: expect.any(String) });
    if (!saved.ok) return;
    // The signed-in user reads it back through her own policy.
    const mine = await asActor(
      db,
      'ana',
      async (tx) =>
        (
          await tx.query<{ summary: string }>('select summary from public.conversaciones_asistente where id = $1', [
            saved.id,
          ])
        ).rows,
    );
    expect(mine).toEqual([{ summary: 'PLC' }]);
    // An inactive account is refused by the same code, not by a permission error.
    expect(await store.save(USERS.inactivo, [{ role: 'user', message: 'hola' }], null)).toEqual({
      ok: false,
      reason: 'inactive',
    });
  });

  it('service_role administers the public tables and views, and is refused on auth.users', async () => {
    const counts = await asServiceRole(db, async (tx) => {
      const out: Record<string, number> = {};
      for (const t of [
        'empresas',
        'usuarios_plataforma',
        'solicitudes_contacto',
        'auditoria_permisos',
        'accesos_efectivos_usuario',
        'historial_permisos',
        'usuarios_autenticados',
      ]) {
        out[t] = Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.${t}`)).rows[0].n);
      }
      await tx.query(`update public.app_config set value = value where key = 'api_url_backend'`);
      return out;
    });
    expect(counts.empresas).toBeGreaterThanOrEqual(12);
    expect(counts.usuarios_plataforma).toBe(6);
    const refused = await asServiceRole(db, (tx) => tx.query('select count(*) from auth.users')).catch(sqlState);
    expect(refused).toBe('42501');
  });

  it('npm run expert saves through the REST API of this database (service_role over HTTP)', async () => {
    // The embedded server plays the hosted project's /auth/v1 and /rest/v1 on this database.
    const project = await startServer({
      database: db,
      port: 0,
      migrate: false,
      staticDir: false,
      config: { log: false },
    });
    const expert = await startStandaloneExpert({
      supabaseUrl: project.url,
      serviceRoleKey: project.serviceRoleKey,
      llm: null,
      port: 0,
    });
    try {
      const ana = createClient(project.url, project.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const { data, error } = await ana.auth.signInWithPassword({ email: DEMO.ana, password: DEMO_PASSWORD });
      expect(error).toBeNull();
      const res = await fetch(`${expert.url}/save_expert_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.session!.access_token}` },
        body: JSON.stringify({
          user_id: null,
          topic: 'automatizacion',
          conversation: [{ role: 'user', message: 'hola' }],
        }),
      });
      const body = (await res.json()) as { status?: string; id?: string };
      expect(res.status, JSON.stringify(body)).toBe(200);
      const own = await ana.from('conversaciones_asistente').select('id').eq('id', body.id!);
      expect(own.data).toEqual([{ id: body.id }]);
    } finally {
      await expert.stop();
      await project.stop();
    }
  });

  it('anon reads the active demo videos and sends a contact request, and reads nothing else', async () => {
    const videos = await asActor(db, 'anon', async (tx) => {
      await tx.query(
        `insert into public.solicitudes_contacto (nombre, correo, mensaje) values ('Eva', 'eva@example.com', 'Hola')`,
      );
      return (await tx.query<{ activo: boolean }>('select activo from public.videos_demo')).rows;
    });
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((v) => v.activo)).toBe(true);
    for (const sql of [
      'select * from public.solicitudes_contacto',
      'select * from public.usuarios_plataforma',
      'select * from auth.users',
    ]) {
      expect(await asActor(db, 'anon', (tx) => tx.query(sql)).catch(sqlState), sql).toBe('42501');
    }
  });

  it('a demo user reads their own profile and modules, and not auth.users', async () => {
    const profile = await asActor(db, 'ana', async (tx) => ({
      me: (await tx.query<{ correo: string }>('select correo from public.usuarios_plataforma where id = auth.uid()'))
        .rows,
      modules: (await tx.query('select * from public.mis_modulos()')).rows.length,
    }));
    expect(profile.me).toEqual([{ correo: 'ana@andes.demo' }]);
    expect(profile.modules).toBeGreaterThan(0);
    expect(await asActor(db, 'ana', (tx) => tx.query('select count(*) from auth.users')).catch(sqlState)).toBe('42501');
  });
});
