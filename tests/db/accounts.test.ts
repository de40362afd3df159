/**
 * The accounts SQL (20261124120000, 20261124121000): a deactivated company grants nothing and ends
 * its users' sessions; an ended session grants nothing; deactivating a user ends their sessions;
 * the scope of the account functions; the invitation's company and role reach the new account;
 * the aal2 demand on super_admin writes when mfa_requerido_super_admin is on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { COMPANIES, createAuthUser, sqlState, USERS } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

class Rollback extends Error {}

/** Runs fn as an authenticated user with exactly these JWT claims, then rolls back. */
async function withClaims<T>(
  claims: Record<string, unknown>,
  fn: (tx: Queryable) => Promise<T>,
  commit = false,
): Promise<T> {
  let out: { ok: true; v: T } | { ok: false; e: unknown } | undefined;
  await db
    .transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', ...claims }),
      ]);
      await tx.exec('set local role authenticated');
      try {
        out = { ok: true, v: await fn(tx) };
      } catch (e) {
        out = { ok: false, e };
      }
      if (!commit || !out.ok) throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  if (!out) throw new Error('did not run');
  if (!out.ok) throw out.e;
  return out.v;
}

const one = async <T>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<Record<string, T>>(sql, params)).rows[0];
const truthy = (v: unknown) => v === true || v === 't' || v === 'true';

async function newSession(userId: string): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal1')`, [id, userId]);
  return id;
}

describe('company state', () => {
  it('a deactivated company grants its users nothing and ends their sessions; reactivation restores', async () => {
    const session = await newSession(USERS.ana);
    const before = await withClaims({ sub: USERS.ana, session_id: session }, async (tx) => ({
      activo: (await one(tx, 'select private.usuario_activo() as v')).v,
      modulos: (await tx.query('select * from public.mis_modulos()')).rows.length,
      finance: (await one(tx, `select private.tiene_modulo('people') as v`)).v,
    }));
    expect(truthy(before.activo)).toBe(true);
    expect(before.modulos).toBeGreaterThan(0);
    expect(truthy(before.finance)).toBe(true);

    await withClaims(
      { sub: USERS.superadmin },
      (tx) => tx.query(`update public.empresas set estado = 'inactiva' where id = $1`, [COMPANIES.andes]),
      true,
    );
    expect((await db.query('select 1 from auth.sessions where id = $1', [session])).rows).toHaveLength(0);
    const after = await withClaims({ sub: USERS.adminAndes }, async (tx) => ({
      activo: (await one(tx, 'select private.usuario_activo() as v')).v,
      admin: (await one(tx, 'select private.empresa_administrada() as v')).v,
      modulos: (await tx.query('select * from public.mis_modulos()')).rows.length,
      people: (await one(tx, `select private.tiene_modulo('people') as v`)).v,
      usuarios: (await tx.query('select id from public.usuarios_plataforma')).rows.length,
    }));
    expect(truthy(after.activo)).toBe(false);
    expect(after.admin).toBeNull();
    expect(after.modulos).toBe(0);
    expect(truthy(after.people)).toBe(false);
    expect(after.usuarios).toBe(1); // their own row only
    const audit = await db.query<{ tabla: string; empresa_id: string }>(
      `select tabla, empresa_id::text as empresa_id from public.auditoria_permisos where tabla = 'empresas' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ tabla: 'empresas', empresa_id: COMPANIES.andes });

    await withClaims(
      { sub: USERS.superadmin },
      (tx) => tx.query(`update public.empresas set estado = 'activa' where id = $1`, [COMPANIES.andes]),
      true,
    );
    const back = await withClaims(
      { sub: USERS.adminAndes },
      async (tx) => (await one(tx, 'select private.usuario_activo() as v')).v,
    );
    expect(truthy(back)).toBe(true);
  });

  it('a super_admin cannot deactivate their own company; an admin_empresa cannot deactivate any', async () => {
    await expect(
      withClaims({ sub: USERS.superadmin }, (tx) =>
        tx.query(`update public.empresas set estado = 'inactiva' where id = $1`, [COMPANIES.axel]),
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
    const n = await withClaims(
      { sub: USERS.adminAndes },
      async (tx) =>
        (await tx.query(`update public.empresas set estado = 'inactiva' where id = $1 returning id`, [COMPANIES.andes]))
          .rows.length,
    );
    expect(n).toBe(0);
  });
});

describe('sessions', () => {
  it('a token whose session ended grants nothing; one without session_id is unaffected', async () => {
    const session = await newSession(USERS.luis);
    const live = await withClaims(
      { sub: USERS.luis, session_id: session },
      async (tx) => (await one(tx, 'select public.cuenta_vigente() as v')).v,
    );
    expect(truthy(live)).toBe(true);
    await db.query('delete from auth.sessions where id = $1', [session]);
    const ended = await withClaims({ sub: USERS.luis, session_id: session }, async (tx) => ({
      vigente: (await one(tx, 'select public.cuenta_vigente() as v')).v,
      modulos: (await tx.query('select * from public.mis_modulos()')).rows.length,
    }));
    expect(truthy(ended.vigente)).toBe(false);
    expect(ended.modulos).toBe(0);
    const garbage = await withClaims(
      { sub: USERS.luis, session_id: 'x' },
      async (tx) => (await one(tx, 'select public.cuenta_vigente() as v')).v,
    );
    expect(truthy(garbage)).toBe(false);
    const none = await withClaims(
      { sub: USERS.luis },
      async (tx) => (await one(tx, 'select public.cuenta_vigente() as v')).v,
    );
    expect(truthy(none)).toBe(true);
  });

  it('deactivating a user (cambiar_estado_usuario) deletes their sessions; scope as roles', async () => {
    const id = await createAuthUser(db, {
      email: `s-${randomUUID().slice(0, 6)}@andes.demo`,
      rol: 'usuario',
      empresa_id: COMPANIES.andes,
    });
    await newSession(id);
    await expect(
      withClaims({ sub: USERS.adminPacifico }, (tx) =>
        tx.query(`select public.cambiar_estado_usuario($1, 'inactivo')`, [id]),
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
    await expect(
      withClaims({ sub: USERS.ana }, (tx) => tx.query(`select public.cambiar_estado_usuario($1, 'inactivo')`, [id])),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
    await expect(
      withClaims({ sub: USERS.adminAndes }, (tx) =>
        tx.query(`select public.cambiar_estado_usuario($1, 'inactivo')`, [USERS.superadmin]),
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
    await withClaims(
      { sub: USERS.adminAndes },
      (tx) => tx.query(`select public.cambiar_estado_usuario($1, 'inactivo')`, [id]),
      true,
    );
    expect((await db.query('select 1 from auth.sessions where user_id = $1', [id])).rows).toHaveLength(0);
  });

  it('mis_sesiones lists only the caller’s own live sessions', async () => {
    const mine = await newSession(USERS.ana);
    await newSession(USERS.luis);
    const rows = await withClaims(
      { sub: USERS.ana, session_id: mine },
      async (tx) =>
        (
          await tx.query<{ id: string; actual: boolean | string }>(
            'select id::text as id, actual from public.mis_sesiones()',
          )
        ).rows,
    );
    expect(rows.every((r) => r.id !== undefined)).toBe(true);
    expect(rows.filter((r) => truthy(r.actual)).map((r) => r.id)).toEqual([mine]);
    const luisIds = (
      await db.query<{ id: string }>('select id::text as id from auth.sessions where user_id = $1', [USERS.luis])
    ).rows.map((r) => r.id);
    expect(rows.some((r) => luisIds.includes(r.id))).toBe(false);
  });
});

describe('invitations', () => {
  it('scope: super_admin any company, admin_empresa its own, usuario none; never super_admin; anon cannot call', async () => {
    const call = (sub: string, empresa: string, rol = 'usuario') =>
      withClaims({ sub }, (tx) =>
        tx.query('select (public.crear_invitacion($1, $2, $3, $4)).id', [
          empresa,
          `i-${randomUUID().slice(0, 6)}@x.cl`,
          'Invitada',
          rol,
        ]),
      );
    await expect(call(USERS.superadmin, COMPANIES.pacifico)).resolves.toBeTruthy();
    await expect(call(USERS.adminAndes, COMPANIES.andes, 'admin_empresa')).resolves.toBeTruthy();
    for (const [sub, empresa, rol] of [
      [USERS.adminAndes, COMPANIES.pacifico, 'usuario'],
      [USERS.ana, COMPANIES.andes, 'usuario'],
      [USERS.superadmin, COMPANIES.andes, 'super_admin'],
      [USERS.adminAndes, COMPANIES.andes, 'super_admin'],
    ]) {
      await expect(call(sub, empresa, rol), `${sub} ${empresa} ${rol}`).rejects.toSatisfy(
        (e) => sqlState(e) === '42501',
      );
    }
    const anon = await db.query<{ ok: string | boolean }>(
      `select has_function_privilege('anon', 'public.crear_invitacion(uuid, text, text, text)', 'execute') as ok`,
    );
    expect(truthy(anon.rows[0].ok)).toBe(false);
  });

  it('a new auth user for an invited address gets the invitation’s company and role; confirming accepts it', async () => {
    const email = `n-${randomUUID().slice(0, 6)}@x.cl`;
    await withClaims(
      { sub: USERS.adminAndes },
      (tx) =>
        tx.query('select public.crear_invitacion($1, $2, $3, $4)', [COMPANIES.andes, email, 'Nueva', 'admin_empresa']),
      true,
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data) values (gen_random_uuid(), 'authenticated', 'authenticated', $1, '{}', '{}') returning id`,
      [email],
    );
    const id = rows[0].id;
    const row = (
      await db.query<{ empresa_id: string; rol_id: string; nombre: string }>(
        'select empresa_id::text as empresa_id, rol_id, nombre from public.usuarios_plataforma where id = $1',
        [id],
      )
    ).rows[0];
    expect(row).toEqual({ empresa_id: COMPANIES.andes, rol_id: 'admin_empresa', nombre: 'Nueva' });
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    const inv = (
      await db.query<{ estado: string }>('select estado from public.invitaciones where correo = $1', [email])
    ).rows[0];
    expect(inv.estado).toBe('aceptada');
    // Now the address has an account: a new invitation is refused.
    await expect(
      withClaims({ sub: USERS.adminAndes }, (tx) =>
        tx.query('select public.crear_invitacion($1, $2, $3, $4)', [COMPANIES.andes, email, 'Otra', 'usuario']),
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '23505');
  });

  it('cuentas_empresa: super_admin and the company’s admin; nobody else', async () => {
    const rows = await withClaims(
      { sub: USERS.adminAndes },
      async (tx) => (await tx.query('select * from public.cuentas_empresa($1)', [COMPANIES.andes])).rows,
    );
    expect(rows.length).toBeGreaterThan(0);
    await expect(
      withClaims({ sub: USERS.adminAndes }, (tx) =>
        tx.query('select * from public.cuentas_empresa($1)', [COMPANIES.pacifico]),
      ),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
    await expect(
      withClaims({ sub: USERS.ana }, (tx) => tx.query('select * from public.cuentas_empresa($1)', [COMPANIES.andes])),
    ).rejects.toSatisfy((e) => sqlState(e) === '42501');
  });
});

describe('aal2 for super_admin', () => {
  it('with mfa_requerido_super_admin on, an aal1 super_admin writes nothing to roles, plans, modules or config; aal2 does', async () => {
    await db.query(`update public.app_config set value = 'true' where key = 'mfa_requerido_super_admin'`);
    try {
      const aal1 = await withClaims({ sub: USERS.superadmin, aal: 'aal1' }, async (tx) => ({
        rol: (
          await tx.query(`update public.usuarios_plataforma set rol_id = 'admin_empresa' where id = $1 returning id`, [
            USERS.ana,
          ])
        ).rows.length,
        config: (
          await tx.query(
            `update public.app_config set value = 'false' where key = 'mfa_requerido_super_admin' returning key`,
          )
        ).rows.length,
        modulos: (await tx.query('delete from public.modulos_por_plan returning plan_id')).rows.length,
        plan: (await tx.query('update public.planes_empresa set fecha_inicio = fecha_inicio returning id')).rows.length,
        own: (
          await tx.query(
            `update public.usuarios_plataforma set telefono = '+56 9 1111 1111' where id = $1 returning id`,
            [USERS.superadmin],
          )
        ).rows.length,
      }));
      expect(aal1).toEqual({ rol: 0, config: 0, modulos: 0, plan: 0, own: 1 });
      await expect(
        withClaims({ sub: USERS.superadmin, aal: 'aal1' }, (tx) =>
          tx.query(`select public.crear_empresa('Z', 'basico', 'z@z.cl', 'Z')`),
        ),
      ).rejects.toSatisfy((e) => sqlState(e) === '42501');
      const aal2 = await withClaims(
        { sub: USERS.superadmin, aal: 'aal2' },
        async (tx) =>
          (
            await tx.query(
              `update public.usuarios_plataforma set rol_id = 'admin_empresa' where id = $1 returning id`,
              [USERS.ana],
            )
          ).rows.length,
      );
      expect(aal2).toBe(1);
      const admin = await withClaims(
        { sub: USERS.adminAndes, aal: 'aal1' },
        async (tx) =>
          (
            await tx.query(
              `update public.usuarios_plataforma set rol_id = 'admin_empresa' where id = $1 returning id`,
              [USERS.ana],
            )
          ).rows.length,
      );
      expect(admin).toBe(1);
    } finally {
      await db.query(`update public.app_config set value = 'false' where key = 'mfa_requerido_super_admin'`);
    }
    await expect(
      db.query(`update public.app_config set value = 'si' where key = 'mfa_requerido_super_admin'`),
    ).rejects.toSatisfy((e) => sqlState(e) === '23514');
  });
});
