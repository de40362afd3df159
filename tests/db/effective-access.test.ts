/**
 * The effective-access rule (docs/design.md §3), asserted on both views and on mis_modulos():
 * acceso_efectivo = module in the company's ACTIVE plan AND coalesce(override, true) AND the user
 * is active;
 * override_aplicado = an override row exists; a stale override after a downgrade grants nothing.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, createAuthUser, moduleIds, planIds, selectAs, USERS } from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;
let empresaId: string;
let userId: string;

interface Row {
  modulo_clave: string;
  acceso_efectivo: string;
  override_aplicado?: string;
  motivo?: string;
  en_plan?: string;
}

const bool = (v: string | boolean | undefined) => v === true || v === 't' || v === 'true';

/** Per module: [acceso_efectivo, override_aplicado] from accesos_efectivos_usuario, as `who` sees it. */
async function fromAccesos(
  who: Parameters<typeof selectAs>[1],
  uid = userId,
): Promise<Record<string, [boolean, boolean]>> {
  const rows = await selectAs<Row>(
    db,
    who,
    'select modulo_clave, acceso_efectivo, override_aplicado from public.accesos_efectivos_usuario where usuario_id = $1',
    [uid],
  );
  return Object.fromEntries(rows.map((r) => [r.modulo_clave, [bool(r.acceso_efectivo), bool(r.override_aplicado)]]));
}
async function fromPermisos(
  who: Parameters<typeof selectAs>[1],
  uid = userId,
): Promise<Record<string, [boolean, boolean]>> {
  const rows = await selectAs<Row>(
    db,
    who,
    'select modulo_clave, acceso_efectivo, override_aplicado from public.permisos_usuario_modulo where usuario_id = $1',
    [uid],
  );
  return Object.fromEntries(rows.map((r) => [r.modulo_clave, [bool(r.acceso_efectivo), bool(r.override_aplicado)]]));
}
async function fromMisModulos(sub = userId): Promise<Record<string, [boolean, string]>> {
  const rows = await selectAs<Row>(
    db,
    { sub },
    'select modulo_clave, acceso_efectivo, motivo from public.mis_modulos()',
  );
  return Object.fromEntries(rows.map((r) => [r.modulo_clave, [bool(r.acceso_efectivo), r.motivo ?? '']]));
}

async function setOverride(tx: Queryable, modulo: string, value: boolean | null) {
  await tx.query('delete from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2', [
    userId,
    mod[modulo],
  ]);
  if (value !== null) {
    await tx.query(
      'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, $3)',
      [userId, mod[modulo], value],
    );
  }
}

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
  empresaId = (
    await db.query<{ id: string }>(`insert into public.empresas (nombre) values ('Tabla de Verdad S.A.') returning id`)
  ).rows[0].id;
  await db.query('insert into public.planes_empresa (empresa_id, plan_id) values ($1, $2)', [
    empresaId,
    plan.profesional,
  ]);
  userId = await createAuthUser(db, {
    email: 'verdad@tabla.demo',
    nombre: 'Vera',
    rol: 'usuario',
    empresa_id: empresaId,
  });
  // profesional = people, crm, finance, think, ops, projects, skills.
  await db.transaction(async (tx) => {
    await setOverride(tx, 'ops', true); // in plan, override grants
    await setOverride(tx, 'think', false); // in plan, override denies
    await setOverride(tx, 'industrial', true); // outside plan, override tries to grant
    await setOverride(tx, 'assistant', false); // outside plan, override denies
  });
});
afterAll(async () => {
  await db?.close();
});

describe('effective access truth table', () => {
  // module -> [in plan, override, acceso_efectivo, override_aplicado, motivo]
  const TABLE: Array<[string, boolean, boolean | null, boolean, boolean, string]> = [
    ['crm', true, null, true, false, 'plan'],
    ['ops', true, true, true, true, 'override'],
    ['think', true, false, false, true, 'override'],
    ['predictive', false, null, false, false, 'fuera_de_plan'],
    ['industrial', false, true, false, true, 'fuera_de_plan'],
    ['assistant', false, false, false, true, 'fuera_de_plan'],
  ];

  it.each(TABLE)(
    '%s (in plan %s, override %s): acceso %s, override_aplicado %s, motivo %s',
    async (clave, _enPlan, _ov, acceso, aplicado, motivo) => {
      for (const who of ['superadmin', { sub: userId }] as const) {
        expect((await fromAccesos(who))[clave], `accesos_efectivos_usuario as ${JSON.stringify(who)}`).toEqual([
          acceso,
          aplicado,
        ]);
        expect((await fromPermisos(who))[clave], `permisos_usuario_modulo as ${JSON.stringify(who)}`).toEqual([
          acceso,
          aplicado,
        ]);
      }
      expect((await fromMisModulos())[clave]).toEqual([acceso, motivo]);
    },
  );

  it('lists every active module once per user in both views and mis_modulos()', async () => {
    expect(Object.keys(await fromAccesos('superadmin'))).toHaveLength(10);
    expect(Object.keys(await fromPermisos('superadmin'))).toHaveLength(10);
    expect(Object.keys(await fromMisModulos())).toHaveLength(10);
  });

  it('a downgrade leaves stale overrides that grant nothing; the plan decides again on upgrade', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('update public.planes_empresa set plan_id = $1 where empresa_id = $2 and activo', [
        plan.basico,
        empresaId,
      ]);
      // basico = people, crm, finance: ops keeps its override row (true) but leaves the plan.
      const rows = (
        await tx.query<Row>(
          'select modulo_clave, acceso_efectivo, override_aplicado from public.accesos_efectivos_usuario where usuario_id = $1',
          [userId],
        )
      ).rows;
      const by = Object.fromEntries(
        rows.map((r) => [r.modulo_clave, [bool(r.acceso_efectivo), bool(r.override_aplicado)]]),
      );
      expect(by.ops).toEqual([false, true]);
      expect(by.think).toEqual([false, true]);
      expect(by.crm).toEqual([true, false]);
      expect(by.projects).toEqual([false, false]);
      const misUser = (
        await tx.query<Row>(
          `select count(*)::text as acceso_efectivo, '' as modulo_clave from public.accesos_efectivos_usuario where usuario_id = $1 and acceso_efectivo`,
          [userId],
        )
      ).rows[0];
      expect(Number(misUser.acceso_efectivo)).toBe(3);
    });
  });

  it('a module switched off in the plan (modulos_por_plan.activo false) is outside the plan', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('update public.modulos_por_plan set activo = false where plan_id = $1 and modulo_id = $2', [
        plan.profesional,
        mod.crm,
      ]);
      const r = (
        await tx.query<Row>(
          'select acceso_efectivo, en_plan, modulo_clave from public.accesos_efectivos_usuario where usuario_id = $1 and modulo_clave = $2',
          [userId, 'crm'],
        )
      ).rows[0];
      expect([bool(r.acceso_efectivo), bool(r.en_plan)]).toEqual([false, false]);
    });
  });

  it('an inactive plan row (history) gives no access; a company without plan has none', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('update public.planes_empresa set activo = false where empresa_id = $1', [empresaId]);
      const n = (
        await tx.query<{ n: string }>(
          'select count(*) as n from public.accesos_efectivos_usuario where usuario_id = $1 and acceso_efectivo',
          [userId],
        )
      ).rows[0].n;
      expect(Number(n)).toBe(0);
    });
    const amazonia = await selectAs<{ n: string }>(
      db,
      'superadmin',
      `select count(*) as n from public.accesos_efectivos_usuario where empresa_id = $1 and acceso_efectivo`,
      [COMPANIES.amazonia],
    );
    expect(Number(amazonia[0].n)).toBe(0);
  });

  it('super_admin is allowed every module in mis_modulos(); an inactive user gets no rows anywhere', async () => {
    const sa = await fromMisModulos(USERS.superadmin);
    expect(Object.values(sa)).toHaveLength(10);
    expect(Object.values(sa).every(([ok, motivo]) => ok && motivo === 'super_admin')).toBe(true);
    expect(await fromMisModulos(USERS.inactivo)).toEqual({});
    expect(await fromAccesos('inactivo', USERS.inactivo)).toEqual({});
    expect(await fromPermisos('inactivo', USERS.inactivo)).toEqual({});
  });

  it('an admin sees an inactive user with no access at all, even to the modules of the plan', async () => {
    // Pedro (inactivo@andes.demo) is in Industrias Andes, whose enterprise plan has every module.
    for (const who of ['superadmin', 'adminAndes'] as const) {
      const seen = await fromAccesos(who, USERS.inactivo);
      expect(Object.keys(seen)).toHaveLength(10);
      expect(
        Object.values(seen).every(([ok]) => !ok),
        `${who} sees no access for an inactive user`,
      ).toBe(true);
      expect(Object.values(await fromPermisos(who, USERS.inactivo)).every(([ok]) => !ok)).toBe(true);
    }
  });

  it('a user with no role (the admin chose none) is a plain user, never an admin', async () => {
    const noRole = await asActor(db, 'superadmin', async (tx) => {
      await tx.query('update public.empleados_servicio set rol_sistema_id = null where id = $1', [userId]);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated' }),
      ]);
      return (await tx.query<Row>('select modulo_clave, acceso_efectivo, motivo from public.mis_modulos()')).rows;
    });
    const by = Object.fromEntries(noRole.map((r) => [r.modulo_clave, [bool(r.acceso_efectivo), r.motivo]]));
    expect(noRole).toHaveLength(10);
    expect(by.crm).toEqual([true, 'plan']);
    expect(by.predictive).toEqual([false, 'fuera_de_plan']);
    expect(noRole.every((r) => r.acceso_efectivo !== null)).toBe(true);
  });

  it('the demo data: Ana has every enterprise module but finance; Luis (basico) has people, crm, finance', async () => {
    const ana = await fromMisModulos(USERS.ana);
    expect(
      Object.entries(ana)
        .filter(([, [ok]]) => !ok)
        .map(([k, [, m]]) => `${k}:${m}`),
    ).toEqual(['finance:override']);
    const luis = await fromMisModulos(USERS.luis);
    expect(
      Object.entries(luis)
        .filter(([, [ok]]) => ok)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['crm', 'finance', 'people']);
  });

  it('holds for any plan composition and any overrides (property)', async () => {
    const keys = Object.keys(mod).sort();
    const state = fc.record(
      Object.fromEntries(
        keys.map((k) => [k, fc.tuple(fc.boolean(), fc.constantFrom<boolean | null>(null, true, false))]),
      ),
    );
    await fc.assert(
      fc.asyncProperty(state, async (s) => {
        await asActor(db, 'superadmin', async (tx) => {
          await tx.query('delete from public.modulos_por_plan where plan_id = $1', [plan.profesional]);
          await tx.query('delete from public.empleados_override_permisos where empleado_id = $1', [userId]);
          for (const k of keys) {
            const [enPlan, ov] = s[k];
            if (enPlan)
              await tx.query('insert into public.modulos_por_plan (plan_id, modulo_id) values ($1, $2)', [
                plan.profesional,
                mod[k],
              ]);
            if (ov !== null)
              await tx.query(
                'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, $3)',
                [userId, mod[k], ov],
              );
          }
          const rows = (
            await tx.query<Row>(
              'select modulo_clave, acceso_efectivo, override_aplicado from public.accesos_efectivos_usuario where usuario_id = $1',
              [userId],
            )
          ).rows;
          for (const r of rows) {
            const [enPlan, ov] = s[r.modulo_clave];
            expect([bool(r.acceso_efectivo), bool(r.override_aplicado)]).toEqual([enPlan && (ov ?? true), ov !== null]);
          }
          expect(rows).toHaveLength(keys.length);
        });
      }),
      { numRuns: 25 },
    );
  });
});

describe('accesos_efectivos_usuario.busqueda (the free-text filter)', () => {
  it('matches names, e-mail and module, lower-case and without accents', async () => {
    const who = async (q: string) =>
      (
        await selectAs<{ correo: string }>(
          db,
          'superadmin',
          'select distinct correo from public.accesos_efectivos_usuario where busqueda like $1 order by 1',
          [`%${q}%`],
        )
      ).map((r) => r.correo);
    expect(await who('gonzalez')).toEqual(['admin@pacifico.demo']);
    expect(await who('munoz')).toEqual(['inactivo@andes.demo']);
    expect(await who('luis@pacifico')).toEqual(['luis@pacifico.demo']);
    const modules = await selectAs<{ n: string }>(
      db,
      'superadmin',
      `select count(*) as n from public.accesos_efectivos_usuario where busqueda like '%gestion de personas%'`,
    );
    const users = await selectAs<{ n: string }>(
      db,
      'superadmin',
      'select count(*) as n from public.usuarios_plataforma',
    );
    expect(Number(modules[0].n)).toBe(Number(users[0].n));
  });
});
