/**
 * Axel Projects' rules in Postgres (issue 17, 20261125300000_projects_proyectos.sql): dependencies
 * only inside a project and never in a cycle (direct, indirect, and under concurrent inserts), the
 * Ops work-order link only for callers with Ops, the client's name readable without the shared
 * directory, who deletes tasks and logs hours, and the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import {
  asActor,
  become,
  commitAs,
  COMPANIES,
  moduleIds,
  selectAs,
  sqlState,
  statementFailure,
  USERS,
  type UserKey,
} from './support.ts';

let db: Database;
let mod: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
});
afterAll(async () => {
  await db?.close();
});

const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];

/** Inside asActor: continue as the data load (no user, no role), then back as a user. */
async function asLoader(tx: Queryable): Promise<void> {
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
}
async function asUser(tx: Queryable, who: UserKey): Promise<void> {
  await tx.exec('set local role authenticated');
  await become(tx, who);
}

async function newProject(tx: Queryable, extra: Record<string, unknown> = {}): Promise<string> {
  const row: Record<string, unknown> = { nombre: 'Proyecto de prueba', ...extra };
  const cols = Object.keys(row);
  const vals = Object.values(row);
  const r = await one<{ id: string }>(
    tx,
    `insert into public.proy_proyectos (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    vals,
  );
  return r.id;
}
async function newTask(
  tx: Queryable,
  proyecto: string,
  titulo = 'Tarea',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const cols = ['proyecto_id', 'titulo', ...Object.keys(extra)];
  const vals = [proyecto, titulo, ...Object.values(extra)];
  const r = await one<{ id: string }>(
    tx,
    `insert into public.proy_tareas (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    vals,
  );
  return r.id;
}
const depend = (tx: Queryable, tarea: string, previa: string) =>
  statementFailure(tx, 'insert into public.proy_dependencias (tarea_id, depende_de_id) values ($1, $2)', [
    tarea,
    previa,
  ]);

/** Ana's override of a module (inside a transaction, as the loader; back to Ana after). */
async function denyAna(tx: Queryable, modules: string[]): Promise<void> {
  await asLoader(tx);
  for (const m of modules)
    await tx.query(
      'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false) on conflict (empleado_id, modulo_id) do update set puede_acceder = false',
      [USERS.ana, mod[m]],
    );
  await asUser(tx, 'ana');
}

describe('task dependencies', () => {
  it('a task is done only after its prerequisites are: the refusal names those still open', async () => {
    await asActor(db, 'ana', async (tx) => {
      const p = await newProject(tx);
      const [cimientos, muros, techo] = [
        await newTask(tx, p, 'Cimientos'),
        await newTask(tx, p, 'Muros'),
        await newTask(tx, p, 'Techo'),
      ];
      expect(await depend(tx, techo, muros)).toBeUndefined();
      expect(await depend(tx, techo, cimientos)).toBeUndefined();
      const done = (id: string) =>
        statementFailure(tx, `update public.proy_tareas set estado = 'hecha' where id = $1`, [id]);
      const early = await done(techo);
      expect(early?.code).toBe('23514');
      expect(early?.message).toBe(
        'la tarea no puede quedar hecha antes que sus tareas previas: falta terminar «Cimientos», «Muros»',
      );
      // Other moves are free: a task may start or be reviewed while a prerequisite is still open.
      expect(
        await statementFailure(tx, `update public.proy_tareas set estado = 'en_revision' where id = $1`, [techo]),
      ).toBeUndefined();
      expect(await done(cimientos)).toBeUndefined();
      expect((await done(techo))?.message).toMatch(/falta terminar «Muros»$/);
      expect(await done(muros)).toBeUndefined();
      expect(await done(techo)).toBeUndefined();
      expect(
        (await one<{ estado: string }>(tx, 'select estado from public.proy_tareas where id = $1', [techo])).estado,
      ).toBe('hecha');
      // A done task cannot be given an unfinished prerequisite; a finished one is fine.
      const pintura = await newTask(tx, p, 'Pintura');
      expect((await depend(tx, techo, pintura))?.message).toBe(
        'la tarea ya está hecha: solo puede depender de tareas terminadas',
      );
      expect(await done(pintura)).toBeUndefined();
      expect(await depend(tx, techo, pintura)).toBeUndefined();
      // Reopening a prerequisite later is allowed: the done task keeps its history.
      expect(
        await statementFailure(tx, `update public.proy_tareas set estado = 'en_curso' where id = $1`, [muros]),
      ).toBeUndefined();
    });
  });

  it('refuses a direct cycle, an indirect one and a task depending on itself, with a clear message', async () => {
    await asActor(db, 'ana', async (tx) => {
      const p = await newProject(tx);
      const [a, b, c] = [await newTask(tx, p, 'A'), await newTask(tx, p, 'B'), await newTask(tx, p, 'C')];
      expect(await depend(tx, b, a)).toBeUndefined();
      // Direct: A after B while B is after A.
      const direct = await depend(tx, a, b);
      expect(direct?.code).toBe('23514');
      expect(direct?.message).toMatch(/ciclo/);
      // Indirect: C after B, then A after C closes A → B → C → A.
      expect(await depend(tx, c, b)).toBeUndefined();
      const indirect = await depend(tx, a, c);
      expect(indirect?.code).toBe('23514');
      expect(indirect?.message).toMatch(/ciclo/);
      expect((await depend(tx, a, a))?.code).toBe('23514');
      // A duplicate is refused by the key; a diamond (C after A too) is no cycle.
      expect((await depend(tx, b, a))?.code).toBe('23505');
      expect(await depend(tx, c, a)).toBeUndefined();
      const n = await one<{ n: string; p: string }>(
        tx,
        'select count(*) as n, min(proyecto_id::text) as p from public.proy_dependencias where tarea_id = any($1)',
        [[a, b, c]],
      );
      expect(Number(n.n)).toBe(3);
      expect(n.p).toBe(p);
      // Dependencies are never edited.
      expect(
        (
          await statementFailure(
            tx,
            'update public.proy_dependencias set depende_de_id = depende_de_id where tarea_id = $1',
            [c],
          )
        )?.code,
      ).toBe('42501');
    });
  });

  it("refuses a dependency on another project's task, and on another company's task", async () => {
    await asActor(db, 'ana', async (tx) => {
      const p1 = await newProject(tx);
      const p2 = await newProject(tx);
      const a = await newTask(tx, p1);
      const b = await newTask(tx, p2);
      const cross = await depend(tx, a, b);
      expect(cross?.code).toBe('23514');
      expect(cross?.message).toMatch(/mismo proyecto/);
      await become(tx, 'superadmin');
      const other = await newTask(tx, await newProject(tx));
      await become(tx, 'ana');
      expect((await depend(tx, a, other))?.code).toBe('23503');
    });
  });

  it('refuses the second of two concurrent inserts that would close a cycle (the project row is the lock)', async () => {
    const { a, b } = await commitAs(db, 'ana', async (tx) => {
      const p = await newProject(tx, { nombre: 'Proyecto concurrente' });
      return { a: await newTask(tx, p, 'A'), b: await newTask(tx, p, 'B') };
    });
    const insert = (tarea: string, previa: string) =>
      commitAs(db, 'ana', async (tx) => {
        await tx.query('insert into public.proy_dependencias (tarea_id, depende_de_id) values ($1, $2)', [
          tarea,
          previa,
        ]);
        // Hold the transaction open, so the other insert runs while this one is uncommitted.
        await new Promise((r) => setTimeout(r, 150));
      });
    const results = await Promise.allSettled([insert(b, a), insert(a, b)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(sqlState(rejected.reason)).toBe('23514');
    const edges = await db.query('select 1 from public.proy_dependencias where tarea_id = any($1)', [[a, b]]);
    expect(edges.rows).toHaveLength(1);
  });
});

describe('Ops work-order link', () => {
  it('links an order of the company with Ops, refuses it without Ops or from another company, and keeps a link on edits', async () => {
    await asActor(db, 'ana', async (tx) => {
      const orden = (await one<{ id: string }>(tx, 'select id from public.ops_ordenes order by numero limit 1')).id;
      const p = await newProject(tx);
      const linked = await newTask(tx, p, 'Con OT', { orden_id: orden });
      expect(
        (await one<{ orden_id: string }>(tx, 'select orden_id from public.proy_tareas where id = $1', [linked]))
          .orden_id,
      ).toBe(orden);
      // Another company's order: not found in Andes, even for the loader.
      await become(tx, 'superadmin');
      const otra = (
        await one<{ id: string }>(tx, `insert into public.ops_ordenes (falla_reportada) values ('x') returning id`)
      ).id;
      await become(tx, 'ana');
      expect(
        (await statementFailure(tx, 'update public.proy_tareas set orden_id = $2 where id = $1', [linked, otra]))?.code,
      ).toBe('23503');
      // Without Ops: a new link is refused; editing the linked task otherwise keeps its link.
      await denyAna(tx, ['ops']);
      const refused = await statementFailure(
        tx,
        'insert into public.proy_tareas (proyecto_id, titulo, orden_id) values ($1, $2, $3)',
        [p, 'Sin Ops', orden],
      );
      expect(refused?.code).toBe('42501');
      expect(refused?.message).toMatch(/Axel Ops/);
      expect(
        await statementFailure(tx, 'update public.proy_tareas set orden_id = null where id = $1', [linked]),
      ).toBeUndefined();
      expect(
        (await statementFailure(tx, 'update public.proy_tareas set orden_id = $2 where id = $1', [linked, orden]))
          ?.code,
      ).toBe('42501');
      const kept = await newTask(tx, p, 'Otra');
      await asLoader(tx);
      await tx.query('update public.proy_tareas set orden_id = $2 where id = $1', [kept, orden]);
      await asUser(tx, 'ana');
      expect(
        await statementFailure(
          tx,
          `update public.proy_tareas set titulo = 'Renombrada', estado = 'en_curso' where id = $1`,
          [kept],
        ),
      ).toBeUndefined();
      expect(
        (await one<{ orden_id: string }>(tx, 'select orden_id from public.proy_tareas where id = $1', [kept])).orden_id,
      ).toBe(orden);
    });
  });

  it('lets an Ops admin without Projects delete a linked work order; the task keeps going without the link', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const orden = (
        await one<{ id: string }>(
          tx,
          `insert into public.ops_ordenes (falla_reportada) values ('Orden vinculada') returning id`,
        )
      ).id;
      const tarea = await newTask(tx, await newProject(tx), 'Sigue la OT', { orden_id: orden });
      await asLoader(tx);
      await tx.query(
        'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
        [USERS.adminAndes, mod.projects],
      );
      await asUser(tx, 'adminAndes');
      expect((await tx.query('select 1 from public.proy_tareas where id = $1', [tarea])).rows).toHaveLength(0);
      expect((await tx.query('delete from public.ops_ordenes where id = $1 returning id', [orden])).rows).toHaveLength(
        1,
      );
      await asLoader(tx);
      expect(
        (await one<{ orden_id: string | null }>(tx, 'select orden_id from public.proy_tareas where id = $1', [tarea]))
          .orden_id,
      ).toBeNull();
    });
  });
});

describe("the client's name", () => {
  it('is copied from the directory (never from the client), readable without the directory, and follows a rename', async () => {
    await asActor(db, 'ana', async (tx) => {
      const cliente = await one<{ id: string; nombre: string }>(
        tx,
        `select id, nombre from public.terceros where tipo = 'cliente' order by nombre limit 1`,
      );
      const p = await newProject(tx, { tercero_id: cliente.id, cliente_nombre: 'Inventado' });
      expect(
        (
          await one<{ cliente_nombre: string }>(tx, 'select cliente_nombre from public.proy_proyectos where id = $1', [
            p,
          ])
        ).cliente_nombre,
      ).toBe(cliente.nombre);
      await tx.query(`update public.terceros set nombre = 'Cliente Renombrado' where id = $1`, [cliente.id]);
      // Without Ops, CRM and Finance the directory is closed, the project's client is not.
      await denyAna(tx, ['ops', 'crm', 'finance']);
      expect((await tx.query('select 1 from public.terceros')).rows).toHaveLength(0);
      expect(
        (
          await one<{ cliente_nombre: string }>(tx, 'select cliente_nombre from public.proy_proyectos where id = $1', [
            p,
          ])
        ).cliente_nombre,
      ).toBe('Cliente Renombrado');
      const picker = (await tx.query<{ id: string; nombre: string }>('select * from public.proy_clientes()')).rows;
      expect(picker.map((c) => c.id)).toContain(cliente.id);
      // Another company's client is refused.
      await become(tx, 'superadmin');
      await tx.exec('set local role authenticated');
      const ajeno = (
        await one<{ id: string }>(tx, `insert into public.terceros (nombre) values ('Ajeno') returning id`)
      ).id;
      await become(tx, 'ana');
      const refused = await statementFailure(tx, 'update public.proy_proyectos set tercero_id = $2 where id = $1', [
        p,
        ajeno,
      ]);
      expect(refused?.code).toBe('23503');
      expect(refused?.message).toMatch(/cliente/);
    });
  });

  it('refuses a manager or assignee who is not an active user of the company', async () => {
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(tx, 'insert into public.proy_proyectos (nombre, gerente_id) values ($1, $2)', [
            'X',
            USERS.inactivo,
          ])
        )?.code,
      ).toBe('23503');
      expect(
        (
          await statementFailure(tx, 'insert into public.proy_proyectos (nombre, gerente_id) values ($1, $2)', [
            'X',
            USERS.adminPacifico,
          ])
        )?.code,
      ).toBe('23503');
      const p = await newProject(tx, { gerente_id: USERS.adminAndes });
      expect(
        (
          await statementFailure(
            tx,
            'insert into public.proy_tareas (proyecto_id, titulo, responsable_id) values ($1, $2, $3)',
            [p, 'X', USERS.luis],
          )
        )?.code,
      ).toBe('23503');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.proy_proyectos (nombre, fecha_inicio, fecha_fin) values ('X', '2026-05-01', '2026-04-01')`,
          )
        )?.code,
      ).toBe('23514');
      expect(
        (await statementFailure(tx, `insert into public.proy_proyectos (nombre, presupuesto) values ('X', -1)`))?.code,
      ).toBe('23514');
    });
  });
});

describe('who deletes tasks and logs hours', () => {
  it("lets the project's manager and admin_empresa delete tasks, not another user", async () => {
    await asActor(db, 'ana', async (tx) => {
      const mine = await newProject(tx, { gerente_id: USERS.ana });
      const carlos = await newProject(tx, { gerente_id: USERS.adminAndes });
      const t1 = await newTask(tx, mine);
      const t2 = await newTask(tx, carlos);
      expect((await tx.query('delete from public.proy_tareas where id = $1 returning id', [t1])).rows).toHaveLength(1);
      expect((await tx.query('delete from public.proy_tareas where id = $1 returning id', [t2])).rows).toHaveLength(0);
      await become(tx, 'adminAndes');
      expect((await tx.query('delete from public.proy_tareas where id = $1 returning id', [t2])).rows).toHaveLength(1);
    });
  });

  it("changes a project's manager only as admin_empresa or as the manager handing over (issue 30, item 7)", async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const carlos = await newProject(tx, { gerente_id: USERS.adminAndes });
      const unmanaged = await newProject(tx, {});
      const task = await newTask(tx, carlos);
      await become(tx, 'ana');
      // Nor a project someone else created without a manager.
      expect(
        (
          await statementFailure(tx, 'update public.proy_proyectos set gerente_id = $2 where id = $1', [
            unmanaged,
            USERS.ana,
          ])
        )?.code,
      ).toBe('42501');
      // Ana may edit the project, not take it over: the manager grants deleting its tasks.
      expect(
        (
          await tx.query(
            `update public.proy_proyectos set descripcion = 'Editado por Ana' where id = $1 returning id`,
            [carlos],
          )
        ).rows,
      ).toHaveLength(1);
      const takeover = await statementFailure(tx, 'update public.proy_proyectos set gerente_id = $2 where id = $1', [
        carlos,
        USERS.ana,
      ]);
      expect(takeover?.code).toBe('42501');
      expect(takeover?.message).toMatch(/Solo un administrador de la empresa, o el jefe de proyecto actual/);
      expect(
        (await statementFailure(tx, 'update public.proy_proyectos set gerente_id = null where id = $1', [carlos]))
          ?.code,
      ).toBe('42501');
      expect((await tx.query('delete from public.proy_tareas where id = $1 returning id', [task])).rows).toHaveLength(
        0,
      );
      // Her own project without a manager: she names one (herself), as she could have when creating it.
      const own = await newProject(tx, {});
      expect(
        (
          await tx.query('update public.proy_proyectos set gerente_id = $2 where id = $1 returning id', [
            own,
            USERS.ana,
          ])
        ).rows,
      ).toHaveLength(1);
      // The manager hands it over to Ana; Ana (now the manager) may hand it on.
      await become(tx, 'adminAndes');
      const mine = await newProject(tx, { gerente_id: USERS.ana });
      await become(tx, 'ana');
      expect(
        (
          await tx.query('update public.proy_proyectos set gerente_id = $2 where id = $1 returning id', [
            mine,
            USERS.adminAndes,
          ])
        ).rows,
      ).toHaveLength(1);
      // admin_empresa reassigns any project of the company.
      await become(tx, 'adminAndes');
      expect(
        (
          await tx.query('update public.proy_proyectos set gerente_id = $2 where id = $1 returning id', [
            carlos,
            USERS.ana,
          ])
        ).rows,
      ).toHaveLength(1);
    });
  });

  it("logs the caller's own hours by default; only admin_empresa logs or edits another user's", async () => {
    await asActor(db, 'ana', async (tx) => {
      const t = await newTask(tx, await newProject(tx));
      const own = await one<{ usuario_id: string; proyecto_id: string }>(
        tx,
        `insert into public.proy_horas (tarea_id, horas, fecha) values ($1, 2.5, current_date) returning usuario_id, proyecto_id`,
        [t],
      );
      expect(own.usuario_id).toBe(USERS.ana);
      expect(
        (
          await statementFailure(tx, 'insert into public.proy_horas (tarea_id, horas, usuario_id) values ($1, 1, $2)', [
            t,
            USERS.adminAndes,
          ])
        )?.code,
      ).toBe('42501');
      expect(
        (await statementFailure(tx, 'insert into public.proy_horas (tarea_id, horas) values ($1, 25)', [t]))?.code,
      ).toBe('23514');
      expect(
        (await statementFailure(tx, 'insert into public.proy_horas (tarea_id, horas) values ($1, 0)', [t]))?.code,
      ).toBe('23514');
      await become(tx, 'adminAndes');
      const forAna = await one<{ id: string }>(
        tx,
        'insert into public.proy_horas (tarea_id, horas, usuario_id) values ($1, 3, $2) returning id',
        [t, USERS.ana],
      );
      await become(tx, 'ana');
      // Ana edits her own entries (even one the admin logged for her), not Carlos's.
      expect(
        (await tx.query('update public.proy_horas set horas = 4 where id = $1 returning id', [forAna.id])).rows,
      ).toHaveLength(1);
      await become(tx, 'adminAndes');
      const carlos = await one<{ id: string }>(
        tx,
        'insert into public.proy_horas (tarea_id, horas) values ($1, 1) returning id',
        [t],
      );
      await become(tx, 'ana');
      expect(
        (await tx.query('update public.proy_horas set horas = 4 where id = $1 returning id', [carlos.id])).rows,
      ).toHaveLength(0);
      expect(
        (await tx.query('delete from public.proy_horas where id = $1 returning id', [carlos.id])).rows,
      ).toHaveLength(0);
      const avance = await one<Record<string, string>>(
        tx,
        'select a.* from public.proy_avance a join public.proy_tareas t on t.proyecto_id = a.proyecto_id where t.id = $1',
        [t],
      );
      expect(Number(avance.horas_registradas)).toBe(2.5 + 4 + 1);
      expect(Number(avance.tareas)).toBe(1);
    });
  });
});

describe('demo data and the module cut-off', () => {
  it('gives Industrias Andes projects with months of history, dependencies and hours; Pacífico none', async () => {
    const n: Record<string, number> = await asActor(db, 'ana', async (tx) => {
      // The seed's rows (written without a user); the concurrency test above committed one of its own.
      const demo = '(select id from public.proy_proyectos where creado_por is null)';
      const r = await one<Record<string, string>>(
        tx,
        `select
        (select count(*) from public.proy_proyectos where id in ${demo}) as proyectos,
        (select count(distinct estado) from public.proy_proyectos where id in ${demo}) as estados,
        (select count(*) from public.proy_proyectos where id in ${demo} and fecha_inicio < current_date - 90) as antiguos,
        (select count(*) from public.proy_tareas where proyecto_id in ${demo}) as tareas,
        (select count(*) from public.proy_dependencias where proyecto_id in ${demo}) as dependencias,
        (select count(*) from public.proy_horas where proyecto_id in ${demo}) as horas,
        (select count(*) from public.proy_tareas where proyecto_id in ${demo} and orden_id is not null) as con_ot,
        (select count(*) from public.proy_proyectos where id in ${demo} and tercero_id is not null and cliente_nombre is not null) as con_cliente`,
      );
      const raw = (await one<{ r: string }>(tx, 'select public.proy_resumen()::text as r')).r;
      const resumen = JSON.parse(raw) as { por_mes: unknown[]; tareas_vencidas: number };
      const counts: Record<string, number> = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)]));
      return { ...counts, meses: resumen.por_mes.length, vencidas: resumen.tareas_vencidas };
    });
    expect(n.proyectos).toBe(5);
    expect(n.estados).toBe(4);
    expect(n.antiguos).toBeGreaterThanOrEqual(2);
    expect(n.tareas).toBe(24);
    expect(n.dependencias).toBe(20);
    expect(n.horas).toBeGreaterThan(100);
    expect(n.con_ot).toBe(1);
    expect(n.con_cliente).toBe(4);
    expect(n.meses).toBe(6);
    expect(n.vencidas).toBeGreaterThan(0);
    const pacifico = await selectAs(
      db,
      'adminPacifico',
      'select (select count(*) from public.proy_proyectos) as n, public.proy_resumen() as r',
    );
    expect(Number(pacifico[0].n)).toBe(0);
    const all = await db.query<{ n: string }>('select count(*) as n from public.proy_proyectos where empresa_id = $1', [
      COMPANIES.pacifico,
    ]);
    expect(Number(all.rows[0].n)).toBe(0);
  });

  it('cuts every row off when Projects is denied, and the pickers answer nothing', async () => {
    await asActor(db, 'ana', async (tx) => {
      await denyAna(tx, ['projects']);
      const r = await one<Record<string, string>>(
        tx,
        `select
        (select count(*) from public.proy_proyectos) + (select count(*) from public.proy_tareas) + (select count(*) from public.proy_horas)
          + (select count(*) from public.proy_dependencias) + (select count(*) from public.proy_avance) as filas,
        (select count(*) from public.proy_usuarios()) + (select count(*) from public.proy_clientes()) as opciones`,
      );
      expect(Number(r.filas)).toBe(0);
      expect(Number(r.opciones)).toBe(0);
      expect((await statementFailure(tx, `insert into public.proy_proyectos (nombre) values ('X')`))?.code).toBe(
        '42501',
      );
    });
  });
});
