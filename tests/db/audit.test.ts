/**
 * The audit trail (docs/design.md §3): every change to roles, company plans, modules per plan and
 * overrides is written by a trigger with who, when, before and after; the admins who could
 * have made a change read it; nobody writes it directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, become, COMPANIES, moduleIds, planIds, sqlState, USERS } from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;

interface AuditRow {
  actor_id: string | null;
  tabla: string;
  operacion: string;
  empresa_id: string | null;
  antes: string | Record<string, unknown> | null;
  despues: string | Record<string, unknown> | null;
}

const json = (v: AuditRow['antes']): Record<string, unknown> | null =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v;

/** Audit rows written after the seed (the seed's own history has actor null). */
async function newRows(tx: Queryable): Promise<AuditRow[]> {
  return (
    await tx.query<AuditRow>(
      `select actor_id, tabla, operacion, empresa_id, antes, despues from public.auditoria_permisos
       where actor_id is not null order by id`,
    )
  ).rows;
}

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
});
afterAll(async () => {
  await db?.close();
});

describe('audit of permission changes', () => {
  it('records a role change made through empleados_servicio, with actor, before and after', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const r = await tx.query(
        `update public.empleados_servicio set rol_sistema_id = 'admin_empresa' where id = $1 returning id`,
        [USERS.ana],
      );
      expect(r.rows).toHaveLength(1);
      const [row, ...rest] = await newRows(tx);
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        actor_id: USERS.adminAndes,
        tabla: 'usuarios_plataforma',
        operacion: 'UPDATE',
        empresa_id: COMPANIES.andes,
      });
      expect(json(row.antes)).toMatchObject({ id: USERS.ana, rol_id: 'usuario' });
      expect(json(row.despues)).toMatchObject({ id: USERS.ana, rol_id: 'admin_empresa' });
      // The profile read sees the new role: one source of truth.
      const profile = (
        await tx.query<{ rol_id: string }>('select rol_id from public.usuarios_plataforma where id = $1', [USERS.ana])
      ).rows[0];
      expect(profile.rol_id).toBe('admin_empresa');

      // Readable by the admins who could have made it, not by others.
      await become(tx, 'superadmin');
      expect(await newRows(tx)).toHaveLength(1);
      await become(tx, 'adminPacifico');
      expect(await newRows(tx)).toHaveLength(0);
      await become(tx, 'luis');
      expect(await newRows(tx)).toHaveLength(0);
    });
  });

  it('does not audit a change of names', async () => {
    await asActor(db, 'ana', async (tx) => {
      await tx.query(`update public.usuarios_plataforma set apellido_materno = 'Paz' where id = $1`, [USERS.ana]);
      expect(await newRows(tx)).toEqual([]);
    });
  });

  it('records plan changes of a company (update) by super_admin; the company admin reads them', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('update public.planes_empresa set plan_id = $1 where empresa_id = $2 and activo', [
        plan.profesional,
        COMPANIES.pacifico,
      ]);
      const rows = await newRows(tx);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_id: USERS.superadmin,
        tabla: 'planes_empresa',
        operacion: 'UPDATE',
        empresa_id: COMPANIES.pacifico,
      });
      expect(json(rows[0].antes)).toMatchObject({ plan_id: plan.basico });
      expect(json(rows[0].despues)).toMatchObject({ plan_id: plan.profesional });
      await become(tx, 'adminPacifico');
      expect(await newRows(tx)).toHaveLength(1);
      await become(tx, 'adminAndes');
      expect(await newRows(tx)).toHaveLength(0);
    });
  });

  it('records modules per plan (insert and delete) as platform-wide rows only super_admin reads', async () => {
    await asActor(db, 'superadmin', async (tx) => {
      await tx.query('insert into public.modulos_por_plan (plan_id, modulo_id) values ($1, $2)', [
        plan.basico,
        mod.think,
      ]);
      await tx.query('delete from public.modulos_por_plan where plan_id = $1 and modulo_id = $2', [
        plan.basico,
        mod.think,
      ]);
      const rows = await newRows(tx);
      expect(rows.map((r) => [r.tabla, r.operacion, r.empresa_id])).toEqual([
        ['modulos_por_plan', 'INSERT', null],
        ['modulos_por_plan', 'DELETE', null],
      ]);
      expect(json(rows[0].antes)).toBeNull();
      expect(json(rows[0].despues)).toMatchObject({ plan_id: plan.basico, modulo_id: mod.think, activo: true });
      expect(json(rows[1].antes)).toMatchObject({ plan_id: plan.basico, modulo_id: mod.think });
      expect(json(rows[1].despues)).toBeNull();
      await become(tx, 'adminAndes');
      expect(await newRows(tx)).toHaveLength(0);
    });
  });

  it("records overrides (upsert, delete) under the employee's company", async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await tx.query(
        `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder, updated_at) values ($1, $2, true, now())
         on conflict (empleado_id, modulo_id) do update set puede_acceder = excluded.puede_acceder, updated_at = excluded.updated_at`,
        [USERS.ana, mod.finance],
      );
      await tx.query('delete from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2', [
        USERS.ana,
        mod.finance,
      ]);
      const rows = await newRows(tx);
      expect(rows.map((r) => [r.actor_id, r.tabla, r.operacion, r.empresa_id])).toEqual([
        [USERS.adminAndes, 'empleados_override_permisos', 'UPDATE', COMPANIES.andes],
        [USERS.adminAndes, 'empleados_override_permisos', 'DELETE', COMPANIES.andes],
      ]);
      expect(json(rows[0].antes)).toMatchObject({ puede_acceder: false });
      expect(json(rows[0].despues)).toMatchObject({ puede_acceder: true });
    });
  });

  it.each(['superadmin', 'adminAndes', 'ana'] as const)('cannot be written directly, not even by %s', async (who) => {
    const attempts = [
      `insert into public.auditoria_permisos (tabla, operacion) values ('usuarios_plataforma', 'UPDATE')`,
      `update public.auditoria_permisos set tabla = 'x'`,
      `delete from public.auditoria_permisos`,
      `truncate public.auditoria_permisos`,
    ];
    for (const sql of attempts) {
      const error = await asActor(db, who, (tx) => tx.query(sql)).then(
        () => null,
        (e: unknown) => e,
      );
      expect(sqlState(error), sql).toBe('42501');
    }
  });
});
