/**
 * Axel Think, part 2 (20261128015610_think_estrategia_iniciativas_revisiones.sql): mission and vision
 * written by the admin only, initiatives linked to an Axel Projects project (progress and hours from
 * there, under the viewer's access; refused without Projects or for a project the writer cannot read),
 * business reviews whose agenda the database builds from the red KPIs and the key results at risk,
 * commitments with owner and date, and the live KPIs' readings (the value always the database's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, moduleIds, selectAs, statementFailure, USERS } from './support.ts';

let db: Database;
let mod: Record<string, string>;
const PROJECT = (n: number) => `md5('andes-proy-${n}')::uuid`;

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
});
afterAll(async () => {
  await db?.close();
});

const one = async <T>(tx: Queryable, sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows[0];
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function denyAna(tx: Queryable, module: string) {
  await tx.exec('reset role');
  await tx.query(
    `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)
     on conflict (empleado_id, modulo_id) do update set puede_acceder = false`,
    [USERS.ana, mod[module]],
  );
  await tx.exec('set local role authenticated');
}

describe('mission and vision', () => {
  it('the admin writes them once per company; Ana reads them and cannot write; others see nothing', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await tx.query(`delete from public.think_estrategia`);
      await tx.query(
        `insert into public.think_estrategia (mision, vision) values ('Mantener la industria andando', 'Ser líderes')`,
      );
      const twice = await statementFailure(tx, `insert into public.think_estrategia (mision) values ('Otra')`);
      expect(twice?.code).toBe('23505');
      await tx.exec('reset role');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.ana, role: 'authenticated' }),
      ]);
      await tx.exec('set local role authenticated');
      expect((await one<{ mision: string }>(tx, `select mision from public.think_estrategia`))?.mision).toBe(
        'Mantener la industria andando',
      );
      const changed = await tx.query(`update public.think_estrategia set vision = 'Otra' returning id`);
      expect(changed.rows).toHaveLength(0);
      await tx.exec('reset role');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.adminPacifico, role: 'authenticated' }),
      ]);
      await tx.exec('set local role authenticated');
      expect((await tx.query(`select 1 from public.think_estrategia`)).rows).toHaveLength(0);
    });
    await asActor(db, 'anon', async (tx) => {
      expect((await statementFailure(tx, `select 1 from public.think_estrategia`))?.code).toBe('42501');
    });
  });
});

describe('initiatives and Axel Projects', () => {
  it('take a linked project’s progress and hours; the hand progress without one', async () => {
    await asActor(db, 'ana', async (tx) => {
      const linked = await one<{ id: string }>(
        tx,
        `insert into public.think_iniciativas (nombre, proyecto_id, avance, presupuesto, gasto) values ('Con proyecto', ${PROJECT(3)}, 90, 1000, 200) returning id`,
      );
      const plain = await one<{ id: string }>(
        tx,
        `insert into public.think_iniciativas (nombre, avance) values ('Sin proyecto', 40) returning id`,
      );
      const p = await one<{ tareas: number; hechas: number; horas: string }>(
        tx,
        `select count(*)::int as tareas, (count(*) filter (where estado = 'hecha'))::int as hechas,
           (select coalesce(sum(horas), 0)::text from public.proy_horas where proyecto_id = ${PROJECT(3)}) as horas
         from public.proy_tareas where proyecto_id = ${PROJECT(3)}`,
      );
      const rows = await tx.query<{
        iniciativa_id: string;
        avance: string;
        horas_registradas: string | null;
        proyecto_visible: boolean;
      }>(
        `select iniciativa_id, avance::text, horas_registradas::text, proyecto_visible::text from public.think_iniciativas_avance
         where iniciativa_id in ($1, $2)`,
        [linked.id, plain.id],
      );
      const byId = Object.fromEntries(rows.rows.map((r) => [r.iniciativa_id, r]));
      expect(Number(p.tareas)).toBeGreaterThan(0);
      expect(Number(byId[linked.id].avance)).toBeCloseTo((Number(p.hechas) * 100) / Number(p.tareas), 1);
      expect(Number(byId[linked.id].horas_registradas)).toBe(Number(p.horas));
      expect(byId[linked.id].proyecto_visible).toBe('true');
      expect(Number(byId[plain.id].avance)).toBe(40);
      // The same project twice is refused; a project of nobody's is refused with a message.
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.think_iniciativas (nombre, proyecto_id) values ('Otra', ${PROJECT(3)})`,
          )
        )?.code,
      ).toBe('23505');
      const missing = await statementFailure(
        tx,
        `insert into public.think_iniciativas (nombre, proyecto_id) values ('Otra', gen_random_uuid())`,
      );
      expect(missing?.message).toBe('El proyecto no existe en Axel Projects');
      // Without Projects: the link is refused and a linked project's figures are hidden.
      await denyAna(tx, 'projects');
      const refused = await statementFailure(
        tx,
        `insert into public.think_iniciativas (nombre, proyecto_id) values ('Otra', ${PROJECT(4)})`,
      );
      expect(refused?.message).toMatch(/no tiene Axel Projects/);
      const hidden = await one<{ avance: string | null; proyecto_visible: string; horas_registradas: string | null }>(
        tx,
        `select avance::text, proyecto_visible::text, horas_registradas::text from public.think_iniciativas_avance where iniciativa_id = $1`,
        [linked.id],
      );
      expect(hidden).toEqual({ avance: null, proyecto_visible: 'false', horas_registradas: null });
      expect((await tx.query(`select * from public.think_proyectos()`)).rows).toEqual([]);
      // A change that keeps the link is still allowed.
      expect(
        await statementFailure(tx, `update public.think_iniciativas set gasto = 300 where id = $1`, [linked.id]),
      ).toBeUndefined();
    });
  });

  it('refuse a project of another company even when its id is known', async () => {
    await asActor(db, 'ana', async (tx) => {
      // As the service (no user in the claims: the attribution trigger keeps the company given).
      await tx.exec('reset role');
      await tx.query(`select set_config('request.jwt.claims', '{"role": "service_role"}', true)`);
      const other = await one<{ id: string }>(
        tx,
        `insert into public.proy_proyectos (empresa_id, nombre) values ($1, 'Ajeno') returning id`,
        [COMPANIES.pacifico],
      );
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.ana, role: 'authenticated' }),
      ]);
      await tx.exec('set local role authenticated');
      const refused = await statementFailure(
        tx,
        `insert into public.think_iniciativas (nombre, proyecto_id) values ('X', $1)`,
        [other.id],
      );
      expect(refused?.message).toBe('El proyecto no existe en Axel Projects');
    });
  });
});

describe('business reviews', () => {
  it('build the agenda from the red KPIs and key results at risk, ignore a client’s agenda, and freeze it once held', async () => {
    await asActor(db, 'ana', async (tx) => {
      const kpi = await one<{ id: string }>(
        tx,
        `insert into public.think_kpis (nombre, meta, umbral_verde, umbral_rojo) values ('KPI rojo de prueba', 95, 93, 88) returning id`,
      );
      await tx.query(
        `insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, private.hoy_chile() - 1, 50)`,
        [kpi.id],
      );
      type Agenda = { kpis: Array<{ id: string }>; resultados: Array<{ id: string }> };
      const inserted = await one<{ id: string; agenda: Agenda | string }>(
        tx,
        `insert into public.think_revisiones (titulo, fecha, agenda) values ('Comité de prueba', current_date, '{"kpis": [{"id": "falso"}], "resultados": []}') returning id, agenda`,
      );
      const review = { id: inserted.id, agenda: json(inserted.agenda) };
      const atRisk = await tx.query<{ resultado_id: string }>(
        `select v.resultado_id from public.think_avance_resultados v join public.think_objetivos o on o.id = v.objetivo_id
         where v.en_riesgo and private.think_periodo_rango(o.periodo) @> private.hoy_chile()`,
      );
      expect(review.agenda.kpis.map((k) => k.id)).toContain(kpi.id);
      expect(review.agenda.kpis.map((k) => k.id)).not.toContain('falso');
      expect(review.agenda.resultados.map((r) => r.id).sort()).toEqual(atRisk.rows.map((r) => r.resultado_id).sort());
      // A client cannot write the agenda.
      await tx.query(`update public.think_revisiones set agenda = '{"kpis": [], "resultados": []}' where id = $1`, [
        review.id,
      ]);
      expect(
        (
          await one<{ n: number }>(
            tx,
            `select jsonb_array_length(agenda->'kpis') as n from public.think_revisiones where id = $1`,
            [review.id],
          )
        ).n.toString(),
      ).toBe(String(review.agenda.kpis.length));
      // The agenda is rebuilt on demand: the KPI back in green leaves it.
      await tx.query(
        `insert into public.think_kpi_valores (kpi_id, fecha, valor) values ($1, private.hoy_chile(), 99)`,
        [kpi.id],
      );
      const rebuilt = await one<{ agenda: Agenda | string }>(
        tx,
        `select public.think_actualizar_agenda($1) as agenda`,
        [review.id],
      );
      expect(json(rebuilt.agenda).kpis.map((k) => k.id)).not.toContain(kpi.id);
      await tx.query(`update public.think_revisiones set estado = 'realizada' where id = $1`, [review.id]);
      const frozen = await statementFailure(tx, `select public.think_actualizar_agenda($1)`, [review.id]);
      expect(frozen?.message).toBe('La revisión ya se realizó: su agenda no cambia');
      const none = await statementFailure(tx, `select public.think_actualizar_agenda(gen_random_uuid())`);
      expect(none?.message).toMatch(/La revisión no existe/);
      // Commitments need an owner and a date; a decision does not.
      const noOwner = await statementFailure(
        tx,
        `insert into public.think_revision_puntos (revision_id, tipo, texto, fecha_compromiso) values ($1, 'compromiso', 'Sin dueño', current_date)`,
        [review.id],
      );
      expect(noOwner?.message).toBe('Un compromiso necesita responsable y fecha');
      const outsider = await statementFailure(
        tx,
        `insert into public.think_revision_puntos (revision_id, tipo, texto, responsable_id, fecha_compromiso) values ($1, 'compromiso', 'Ajeno', $2, current_date)`,
        [review.id, USERS.adminPacifico],
      );
      expect(outsider?.message).toBe('El responsable debe ser un usuario activo de la empresa');
      expect(
        await statementFailure(
          tx,
          `insert into public.think_revision_puntos (revision_id, tipo, texto) values ($1, 'decision', 'Decidido')`,
          [review.id],
        ),
      ).toBeUndefined();
    });
  });

  it('the agenda counts a live KPI only as its preparer may read it', async () => {
    await asActor(db, 'ana', async (tx) => {
      await denyAna(tx, 'ops');
      await tx.exec('reset role');
      // Make the open-orders KPI red for anyone who can read Ops.
      await tx.query(
        `update public.think_kpis set umbral_verde = -2, umbral_rojo = -1 where fuente = 'ordenes_abiertas' and empresa_id = $1`,
        [COMPANIES.andes],
      );
      await tx.exec('set local role authenticated');
      const review = await one<{ agenda: string | { kpis: Array<{ nombre: string }> } }>(
        tx,
        `insert into public.think_revisiones (titulo, fecha) values ('Sin Ops', current_date) returning agenda`,
      );
      expect(json(review.agenda).kpis.map((k) => k.nombre)).not.toContain('Órdenes de trabajo abiertas');
    });
  });
});

describe('live KPI readings', () => {
  it('the admin records one per KPI and period with the database’s value; Ana records nothing and cannot write one', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const live = (
        await one<{ n: number }>(tx, `select count(*)::int as n from public.think_kpis where fuente is not null`)
      ).n;
      expect(Number((await one<{ n: number }>(tx, `select public.think_registrar_lecturas() as n`)).n)).toBe(
        Number(live),
      );
      // Again in the same period: the same rows, updated.
      await tx.query(`select public.think_registrar_lecturas()`);
      const rows = await tx.query<{ fuente: string; valor: string; actual: string }>(
        `select l.fuente, l.valor::text, public.think_fuente_valor(l.fuente)::text as actual from public.think_kpi_lecturas l
         where l.periodo = private.think_periodo_kpi((select frecuencia from public.think_kpis k where k.id = l.kpi_id), private.hoy_chile())`,
      );
      expect(rows.rows).toHaveLength(Number(live));
      for (const r of rows.rows) expect(Number(r.valor)).toBe(Number(r.actual));
      // A value sent by a client is replaced by the database's.
      const forged = await one<{ valor: string; actual: string }>(
        tx,
        `update public.think_kpi_lecturas set valor = 123456 where fuente = 'dotacion'
           and periodo = private.think_periodo_kpi('mensual', private.hoy_chile()) returning valor::text, public.think_fuente_valor('dotacion')::text as actual`,
      );
      expect(Number(forged.valor)).toBe(Number(forged.actual));
      const past = await statementFailure(
        tx,
        `update public.think_kpi_lecturas set valor = 1 where fuente = 'dotacion'
           and periodo < private.think_periodo_kpi('mensual', private.hoy_chile())`,
      );
      expect(past?.message).toBe('Una lectura de un periodo pasado no cambia');
      const manual = await statementFailure(
        tx,
        `insert into public.think_kpi_lecturas (kpi_id) select id from public.think_kpis where fuente is null limit 1`,
      );
      expect(manual?.message).toBe('Este indicador se registra a mano: no tiene lecturas');
      // The history view holds both kinds.
      const kinds = await tx.query<{ origen: string }>(
        `select distinct origen from public.think_kpi_historial order by 1`,
      );
      expect(kinds.rows.map((r) => r.origen)).toEqual(['lectura', 'manual']);
    });
    await asActor(db, 'ana', async (tx) => {
      expect(Number((await one<{ n: number }>(tx, `select public.think_registrar_lecturas() as n`)).n)).toBe(0);
      const direct = await statementFailure(
        tx,
        `insert into public.think_kpi_lecturas (kpi_id) select id from public.think_kpis where fuente = 'dotacion'`,
      );
      expect(direct?.code).toBe('42501');
    });
  });

  it('a reading is read only by users with its source’s module', async () => {
    await asActor(db, 'ana', async (tx) => {
      await tx.exec('reset role');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.adminAndes, role: 'authenticated' }),
      ]);
      await tx.exec('set local role authenticated');
      await tx.query(`select public.think_registrar_lecturas()`);
      await tx.exec('reset role');
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: USERS.ana, role: 'authenticated' }),
      ]);
      await denyAna(tx, 'ops');
      const seen = await tx.query<{ fuente: string }>(`select distinct fuente from public.think_kpi_lecturas`);
      expect(seen.rows.map((r) => r.fuente)).not.toContain('ordenes_abiertas');
      expect(seen.rows.map((r) => r.fuente)).toContain('dotacion');
      // Finance is denied to Ana by the seed's override.
      expect(seen.rows.map((r) => r.fuente)).not.toContain('cuentas_por_cobrar_vencidas');
    });
    await asActor(db, 'anon', async (tx) => {
      expect((await statementFailure(tx, `select public.think_registrar_lecturas()`))?.code).toBe('42501');
      expect((await statementFailure(tx, `select * from public.think_proyectos()`))?.code).toBe('42501');
      expect((await statementFailure(tx, `select * from public.think_kpi_historial`))?.code).toBe('42501');
    });
  });
});

describe('the demo', () => {
  it('has the mission, four initiatives (one following a project), a past review with decisions and an overdue commitment, and the next review', async () => {
    const r = await selectAs<Record<string, string>>(
      db,
      'ana',
      `select (select count(*) from public.think_estrategia where mision <> '')::text as estrategia,
        (select count(*) from public.think_iniciativas)::text as iniciativas,
        (select count(*) from public.think_iniciativas where proyecto_id is not null)::text as vinculadas,
        (select count(*) from public.think_revisiones where estado = 'realizada' and fecha < private.hoy_chile())::text as pasadas,
        (select count(*) from public.think_revisiones where estado = 'preparada' and fecha >= private.hoy_chile())::text as proximas,
        (select count(*) from public.think_revision_puntos where tipo = 'decision')::text as decisiones,
        (select count(*) from public.think_revision_puntos
          where tipo = 'compromiso' and not cumplido and fecha_compromiso < private.hoy_chile())::text as vencidos`,
    );
    expect(r[0]).toEqual({
      estrategia: '1',
      iniciativas: '4',
      vinculadas: '1',
      pasadas: '1',
      proximas: '1',
      decisiones: '2',
      vencidos: '1',
    });
  });
});
