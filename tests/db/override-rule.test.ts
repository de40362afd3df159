/**
 * The override rule, in SQL next to the effective-access rule: public.fijar_permiso_usuario(usuario,
 * módulo, valor) deletes the override when the value equals what the plan gives (en_plan), upserts
 * it otherwise, reads the plan in the same transaction, and refuses (42501) whoever the
 * empleados_override_permisos policies refuse: only super_admin (any user) and admin_empresa (their
 * company's users) may.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, become, moduleIds, planIds, sqlState, USERS, type Actor } from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;

const bool = (v: unknown) => v === true || v === 't' || v === 'true';

async function fijar(tx: Queryable, usuario: string, modulo: string, valor: boolean): Promise<string> {
  const r = await tx.query<{ r: string }>('select public.fijar_permiso_usuario($1, $2, $3) as r', [
    usuario,
    modulo,
    valor,
  ]);
  return r.rows[0].r;
}

/** The override row as the table holds it (read as the caller; the callers here may read it). */
async function override(tx: Queryable, usuario: string, modulo: string): Promise<boolean | null> {
  const r = await tx.query<{ puede_acceder: unknown }>(
    'select puede_acceder from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2',
    [usuario, modulo],
  );
  return r.rows.length ? bool(r.rows[0].puede_acceder) : null;
}

async function access(tx: Queryable, usuario: string, modulo: string) {
  const r = await tx.query<{ en_plan: unknown; acceso_efectivo: unknown; override_aplicado: unknown }>(
    'select en_plan, acceso_efectivo, override_aplicado from public.permisos_usuario_modulo where usuario_id = $1 and modulo_id = $2',
    [usuario, modulo],
  );
  const row = r.rows[0];
  return {
    en_plan: bool(row.en_plan),
    acceso_efectivo: bool(row.acceso_efectivo),
    override_aplicado: bool(row.override_aplicado),
  };
}

/** Runs the call as `who` and returns the SQLSTATE it failed with (undefined: it did not fail). */
async function refusal(who: Actor, usuario: string, modulo: string, valor: boolean): Promise<string | undefined> {
  try {
    await asActor(db, who, (tx) => fijar(tx, usuario, modulo, valor));
    return undefined;
  } catch (e) {
    return sqlState(e) ?? String(e);
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
});
afterAll(async () => {
  await db?.close();
});

describe('fijar_permiso_usuario: same as plan ⇒ delete, otherwise upsert', () => {
  it("deletes ana's finance override when asked for the plan's value (enterprise includes finance)", async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      expect(await override(tx, USERS.ana, mod.finance)).toBe(false);
      expect(await fijar(tx, USERS.ana, mod.finance, true)).toBe('eliminado');
      expect(await override(tx, USERS.ana, mod.finance)).toBeNull();
      expect(await access(tx, USERS.ana, mod.finance)).toEqual({
        en_plan: true,
        acceso_efectivo: true,
        override_aplicado: false,
      });
    });
  });

  it('upserts a value different from the plan, updates it in place, and deletes it when set back', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      expect(await fijar(tx, USERS.ana, mod.crm, false)).toBe('fijado');
      expect(await override(tx, USERS.ana, mod.crm)).toBe(false);
      expect(await access(tx, USERS.ana, mod.crm)).toEqual({
        en_plan: true,
        acceso_efectivo: false,
        override_aplicado: true,
      });
      // The same value again: still one row, nothing else changes.
      expect(await fijar(tx, USERS.ana, mod.crm, false)).toBe('fijado');
      const rows = await tx.query('select 1 from public.empleados_override_permisos where empleado_id = $1', [
        USERS.ana,
      ]);
      expect(rows.rows).toHaveLength(2); // finance (seed) and crm
      expect(await fijar(tx, USERS.ana, mod.crm, true)).toBe('eliminado');
      expect(await override(tx, USERS.ana, mod.crm)).toBeNull();
    });
  });

  it('outside the plan, "no access" is the plan\'s value (deleted); "access" is kept but grants nothing', async () => {
    await asActor(db, 'adminPacifico', async (tx) => {
      // Comercial Pacífico is on basico (people, crm, finance): skills is outside it.
      expect(await fijar(tx, USERS.luis, mod.skills, false)).toBe('eliminado');
      expect(await override(tx, USERS.luis, mod.skills)).toBeNull();
      expect(await fijar(tx, USERS.luis, mod.skills, true)).toBe('fijado');
      expect(await access(tx, USERS.luis, mod.skills)).toEqual({
        en_plan: false,
        acceso_efectivo: false,
        override_aplicado: true,
      });
    });
  });

  it('reads the plan as it is now, not as a screen last saw it', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('delete from public.modulos_por_plan where plan_id = $1 and modulo_id = $2', [
        plan.basico,
        mod.crm,
      ]);
      await become(tx, 'adminPacifico');
      // crm left basico: 'no access' now equals the plan, so no override is stored.
      expect(await fijar(tx, USERS.luis, mod.crm, false)).toBe('eliminado');
      expect(await override(tx, USERS.luis, mod.crm)).toBeNull();
      expect(await fijar(tx, USERS.luis, mod.crm, true)).toBe('fijado');
    });
  });

  it('never leaves an override equal to the plan, whatever the sequence of writes', async () => {
    const modules = [mod.people, mod.crm, mod.skills, mod.finance];
    await asActor(db, 'superadmin', async (tx) => {
      for (const [i, valor] of [true, false, false, true, true, false, true, false].entries()) {
        const modulo = modules[i % modules.length];
        await fijar(tx, USERS.luis, modulo, valor);
        const leftover = await tx.query(
          `select o.modulo_id from public.empleados_override_permisos o
           join public.permisos_usuario_modulo a on a.usuario_id = o.empleado_id and a.modulo_id = o.modulo_id
           where o.empleado_id = $1 and o.puede_acceder = a.en_plan`,
          [USERS.luis],
        );
        expect(leftover.rows).toEqual([]);
        expect((await access(tx, USERS.luis, modulo)).acceso_efectivo).toBe(
          valor && (await access(tx, USERS.luis, modulo)).en_plan,
        );
      }
    });
  });

  it('fails on a module that does not exist', async () => {
    const state = await refusal('superadmin', USERS.luis, '00000000-0000-4000-8000-000000000000', true);
    expect(state).toBe('P0002');
  });
});

describe('fijar_permiso_usuario keeps the policies of empleados_override_permisos', () => {
  it("refuses an admin_empresa another company's user, even when the write would be a delete", async () => {
    expect(await refusal('adminPacifico', USERS.ana, mod.crm, false)).toBe('42501');
    expect(await refusal('adminPacifico', USERS.ana, mod.finance, true)).toBe('42501');
  });

  it('refuses a usuario, themselves included, an inactive user and anon', async () => {
    expect(await refusal('ana', USERS.ana, mod.finance, true)).toBe('42501');
    expect(await refusal('luis', USERS.ana, mod.crm, false)).toBe('42501');
    expect(await refusal('inactivo', USERS.ana, mod.finance, true)).toBe('42501');
    expect(await refusal('anon', USERS.ana, mod.finance, true)).toBe('42501');
  });

  it("refuses an admin_empresa a super_admin's row and leaves every override as it was", async () => {
    expect(await refusal('adminAndes', USERS.superadmin, mod.crm, false)).toBe('42501');
    const rows = await asActor(db, 'superadmin', async (tx) => {
      return (
        await tx.query<{ empleado_id: string; modulo_id: string; puede_acceder: unknown }>(
          'select empleado_id, modulo_id, puede_acceder from public.empleados_override_permisos order by 1, 2',
        )
      ).rows.map((r) => ({ ...r, puede_acceder: bool(r.puede_acceder) }));
    });
    expect(rows).toEqual([{ empleado_id: USERS.ana, modulo_id: mod.finance, puede_acceder: false }]);
  });

  it('lets super_admin set any user', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      expect(await fijar(tx, USERS.adminPacifico, mod.people, false)).toBe('fijado');
      expect(await override(tx, USERS.adminPacifico, mod.people)).toBe(false);
    });
  });

  it('runs as the caller (SECURITY INVOKER, search_path pinned), executable by authenticated only', async () => {
    const r = await db.query<{ definer: unknown; config: string[] | string | null; anon: unknown; auth: unknown }>(
      `select p.prosecdef as definer, p.proconfig as config,
         has_function_privilege('anon', p.oid, 'execute') as anon,
         has_function_privilege('authenticated', p.oid, 'execute') as auth
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = 'fijar_permiso_usuario'`,
    );
    expect(r.rows).toHaveLength(1);
    const row = r.rows[0];
    expect(bool(row.definer)).toBe(false);
    expect(String(row.config)).toMatch(/search_path=/);
    expect(bool(row.anon)).toBe(false);
    expect(bool(row.auth)).toBe(true);
  });
});
