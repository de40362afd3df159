/**
 * Axel CRM's rules in Postgres (issue 17): the stages (a lost opportunity needs its reason, won and
 * lost fix the probability and stamp the close date, reopening clears them, a stage change takes the
 * stage's usual probability), amounts and references, the overview's exact sums, a /contacto
 * request landing as a lead in the platform's company only, and 'Convertir en oportunidad'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, become, COMPANIES, sqlState, statementFailure } from './support.ts';

let db: Database;
let andesClient: string;
let pacificoClient: string;

beforeAll(async () => {
  db = await freshDatabase();
  andesClient = (
    await db.query<{ id: string }>(`select id from public.terceros where empresa_id = $1 order by nombre limit 1`, [
      COMPANIES.andes,
    ])
  ).rows[0].id;
  pacificoClient = (
    await db.query<{ id: string }>(`select id from public.terceros where empresa_id = $1 order by nombre limit 1`, [
      COMPANIES.pacifico,
    ])
  ).rows[0].id;
});
afterAll(async () => {
  await db?.close();
});

const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];

type Opp = {
  id: string;
  etapa: string;
  probabilidad: number;
  cerrada_en: string | null;
  motivo_perdida: string | null;
  responsable_id: string;
  empresa_id: string;
};
const newOpp = (tx: Queryable, extra = '', tercero = andesClient) =>
  one<Opp>(
    tx,
    `insert into public.crm_oportunidades (nombre, tercero_id, monto, probabilidad ${extra ? ', ' + extra.split('=')[0] : ''})
    values ('Prueba de reglas', $1, 1000000, 10 ${extra ? ', ' + extra.split('=')[1] : ''}) returning *`,
    [tercero],
  );

describe('opportunity stages', () => {
  it('refuses perdida without a reason (23514) and accepts it with one, probability 0 and the close date stamped', async () => {
    await asActor(db, 'ana', async (tx) => {
      const o = await newOpp(tx);
      expect(o.empresa_id).toBe(COMPANIES.andes);
      expect(o.responsable_id).toBe('a0000000-0000-4000-8000-000000000003');
      const bad = await statementFailure(tx, `update public.crm_oportunidades set etapa = 'perdida' where id = $1`, [
        o.id,
      ]);
      expect(bad?.code).toBe('23514');
      expect(bad?.message).toMatch(/perdida_motivo/);
      const blank = await statementFailure(
        tx,
        `update public.crm_oportunidades set etapa = 'perdida', motivo_perdida = '   ' where id = $1`,
        [o.id],
      );
      expect(blank?.code).toBe('23514');
      const lost = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'perdida', motivo_perdida = 'Precio' where id = $1 returning *`,
        [o.id],
      );
      expect(lost).toMatchObject({ etapa: 'perdida', motivo_perdida: 'Precio' });
      expect(Number(lost.probabilidad)).toBe(0);
      expect(lost.cerrada_en).not.toBeNull();
      // Inserting a lost one without a reason is refused as well.
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.crm_oportunidades (nombre, tercero_id, etapa) values ('x', $1, 'perdida')`,
            [andesClient],
          )
        )?.code,
      ).toBe('23514');
    });
  });

  it("won is 100 %; reopening clears the close date and the reason; a move takes the stage's probability unless one is given", async () => {
    await asActor(db, 'ana', async (tx) => {
      const o = await newOpp(tx);
      const moved = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'propuesta' where id = $1 returning *`,
        [o.id],
      );
      expect(Number(moved.probabilidad)).toBe(50);
      const custom = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'negociacion', probabilidad = 60 where id = $1 returning *`,
        [o.id],
      );
      expect(Number(custom.probabilidad)).toBe(60);
      const won = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'ganada', probabilidad = 30 where id = $1 returning *`,
        [o.id],
      );
      expect(Number(won.probabilidad)).toBe(100);
      expect(won.cerrada_en).not.toBeNull();
      const lost = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'perdida', motivo_perdida = 'Competencia' where id = $1 returning *`,
        [o.id],
      );
      const reopened = await one<Opp>(
        tx,
        `update public.crm_oportunidades set etapa = 'calificado' where id = $1 returning *`,
        [lost.id],
      );
      expect(reopened).toMatchObject({ etapa: 'calificado', cerrada_en: null, motivo_perdida: null });
      expect(Number(reopened.probabilidad)).toBe(25);
      // An unknown stage, a negative amount or a probability over 100 are refused.
      for (const sql of [
        `update public.crm_oportunidades set etapa = 'cerrada' where id = $1`,
        `update public.crm_oportunidades set monto = -1 where id = $1`,
        `update public.crm_oportunidades set probabilidad = 101 where id = $1`,
      ])
        expect((await statementFailure(tx, sql, [o.id]))?.code).toBe('23514');
    });
  });

  it('keeps amounts exact: CLP without decimals, weighted pipeline summed as numeric', async () => {
    await asActor(db, 'adminPacifico', async (tx) => {
      await tx.query(`delete from public.crm_actividades`);
      await tx.query(`delete from public.crm_oportunidades`);
      // 0.1-style float errors would show in these sums; numeric does not have them.
      await tx.query(
        `insert into public.crm_oportunidades (nombre, tercero_id, monto, probabilidad, etapa) values
        ('a', $1, 9007199254740993, 33, 'propuesta'), ('b', $1, 1000001, 10, 'prospecto'), ('c', $1, 5000000, 50, 'ganada')`,
        [pacificoClient],
      );
      const s = await one<{ r: Record<string, unknown> }>(tx, `select public.crm_resumen() as r`);
      const r = typeof s.r === 'string' ? (JSON.parse(s.r) as Record<string, unknown>) : s.r;
      expect(r.pipeline_total).toBe('9007199255740994');
      // 9007199254740993 × 0.33 + 1000001 × 0.10 = 2972375754064527.69 + 100000.1 → 2972375754164528 (rounded)
      expect(r.pipeline_ponderado).toBe('2972375754164528');
      expect(r.abiertas).toBe(2);
      expect(r.ganadas_12m).toBe(1);
      const months = r.ganado_por_mes as Array<{ mes: string; monto: string }>;
      expect(months).toHaveLength(12);
      expect(months[11].monto).toBe('5000000');
      const frac = await statementFailure(
        tx,
        `insert into public.crm_oportunidades (nombre, tercero_id, monto) values ('d', $1, 10.5) returning monto`,
        [pacificoClient],
      );
      expect(frac).toBeUndefined();
      expect(
        (await one<{ monto: string }>(tx, `select monto::text from public.crm_oportunidades where nombre = 'd'`)).monto,
      ).toBe('11');
    });
  });

  it("refuses another company's account, a contact of another account and an owner outside the company (23503)", async () => {
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(tx, `insert into public.crm_oportunidades (nombre, tercero_id) values ('x', $1)`, [
            pacificoClient,
          ])
        )?.code,
      ).toBe('23503');
      const other = (
        await one<{ id: string }>(tx, `select id from public.terceros where empresa_id = $1 and id <> $2 limit 1`, [
          COMPANIES.andes,
          andesClient,
        ])
      ).id;
      const contact = await one<{ id: string }>(
        tx,
        `insert into public.crm_contactos (tercero_id, nombre) values ($1, 'Persona') returning id`,
        [other],
      );
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.crm_oportunidades (nombre, tercero_id, contacto_id) values ('x', $1, $2)`,
            [andesClient, contact.id],
          )
        )?.code,
      ).toBe('23503');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.crm_oportunidades (nombre, tercero_id, responsable_id) values ('x', $1, 'a0000000-0000-4000-8000-000000000005')`,
            [andesClient],
          )
        )?.code,
      ).toBe('23503');
      // The inactive account cannot own an opportunity either.
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.crm_oportunidades (nombre, tercero_id, responsable_id) values ('x', $1, 'a0000000-0000-4000-8000-000000000006')`,
            [andesClient],
          )
        )?.code,
      ).toBe('23503');
    });
  });
});

describe('activities', () => {
  it("takes the opportunity's account, needs an opportunity or an account, and stamps completion", async () => {
    await asActor(db, 'ana', async (tx) => {
      const o = await newOpp(tx);
      const a = await one<{ id: string; tercero_id: string; responsable_id: string; completada_en: string | null }>(
        tx,
        `insert into public.crm_actividades (tipo, asunto, fecha_vencimiento, oportunidad_id) values ('llamada', 'Llamar', current_date, $1) returning *`,
        [o.id],
      );
      expect(a.tercero_id).toBe(andesClient);
      expect(a.responsable_id).toBe('a0000000-0000-4000-8000-000000000003');
      expect(a.completada_en).toBeNull();
      const done = await one<{ completada_en: string | null }>(
        tx,
        `update public.crm_actividades set completada = true where id = $1 returning *`,
        [a.id],
      );
      expect(done.completada_en).not.toBeNull();
      expect((await statementFailure(tx, `insert into public.crm_actividades (asunto) values ('suelta')`))?.code).toBe(
        '23514',
      );
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.crm_actividades (asunto, tipo, tercero_id) values ('x', 'visita', $1)`,
            [andesClient],
          )
        )?.code,
      ).toBe('23514');
    });
  });
});

describe('leads from /contacto', () => {
  it("lands a request in Axel Platform's CRM only, even when a signed-in user of another company sends it", async () => {
    await asActor(db, 'anon', async (tx) => {
      await tx.query(
        `insert into public.solicitudes_contacto (nombre, empresa, correo, mensaje, plan_interes) values ('Visitante', 'Viña Prueba', 'Visita@Prueba.cl', 'Quiero una demo', 'basico')`,
      );
      // The visitor reads nothing back.
      expect(
        (await tx.query(`select 1 from public.crm_leads`).catch((e: unknown) => ({ rows: [sqlState(e)] }))).rows,
      ).toEqual(['42501']);
    });
    await asActor(db, 'ana', async (tx) => {
      await tx.query(
        `insert into public.solicitudes_contacto (nombre, correo, mensaje) values ('Ana desde el sitio', 'ana-sitio@prueba.cl', 'Consulta')`,
      );
      const rows = (
        await tx.query<{ empresa_id: string; creado_por: string | null; nombre: string }>(
          `select l.empresa_id, l.creado_por, l.nombre from public.crm_leads l`,
        )
      ).rows;
      // Ana (Industrias Andes) sees no lead: hers went to the platform.
      expect(rows.filter((r) => r.nombre === 'Ana desde el sitio')).toEqual([]);
      await tx.exec('reset role');
      const landed = await one<{ empresa_id: string; creado_por: string | null }>(
        tx,
        `select empresa_id, creado_por from public.crm_leads where nombre = 'Ana desde el sitio'`,
      );
      expect(landed).toEqual({ empresa_id: COMPANIES.axel, creado_por: null });
      // Her own session is back after the trigger.
      expect((await one<{ u: string }>(tx, `select auth.uid()::text as u`)).u).toBe(
        'a0000000-0000-4000-8000-000000000003',
      );
    });
  });

  it('is seen by the platform (super_admin of Axel Platform, which has CRM) and by no tenant', async () => {
    const seen = async (who: 'superadmin' | 'adminAndes' | 'adminPacifico') =>
      asActor(
        db,
        who,
        async (tx) =>
          (
            await tx.query<{ n: string | number }>(`select count(*) as n from public.crm_leads where empresa_id = $1`, [
              COMPANIES.axel,
            ])
          ).rows[0].n,
      );
    expect(Number(await seen('superadmin'))).toBeGreaterThan(0);
    expect(Number(await seen('adminAndes'))).toBe(0);
    expect(Number(await seen('adminPacifico'))).toBe(0);
  });

  it('converts a lead once: a new client (or the existing one by e-mail), a contact, an opportunity, the lead marked', async () => {
    await asActor(db, 'anon', async (tx) => {
      await tx.query(
        `insert into public.solicitudes_contacto (nombre, empresa, correo, telefono, mensaje) values ('Rosa Pinto', 'Frutícola Rosa', 'rosa@fruticola.cl', '+56 9 1234 5678', 'Necesito CRM')`,
      );
    });
    // Not committed by asActor: do it for real, as the form would.
    await db.query(
      `insert into public.solicitudes_contacto (nombre, empresa, correo, mensaje) values ('Rosa Pinto', 'Frutícola Rosa', 'rosa@fruticola.cl', 'Necesito CRM')`,
    );
    await asActor(db, 'superadmin', async (tx) => {
      const lead = await one<{ id: string }>(tx, `select id from public.crm_leads where correo = 'rosa@fruticola.cl'`);
      const oppId = (
        await one<{ id: string }>(tx, `select public.crm_convertir_lead($1, null, null, 2500000) as id`, [lead.id])
      ).id;
      const opp = await one<{
        etapa: string;
        monto: string;
        tercero_id: string;
        contacto_id: string;
        lead_id: string;
        empresa_id: string;
      }>(
        tx,
        `select etapa, monto::text, tercero_id, contacto_id, lead_id, empresa_id from public.crm_oportunidades where id = $1`,
        [oppId],
      );
      expect(opp).toMatchObject({ etapa: 'prospecto', monto: '2500000', lead_id: lead.id, empresa_id: COMPANIES.axel });
      const client = await one<{ nombre: string; correo: string; empresa_id: string }>(
        tx,
        `select nombre, correo, empresa_id from public.terceros where id = $1`,
        [opp.tercero_id],
      );
      expect(client).toEqual({ nombre: 'Frutícola Rosa', correo: 'rosa@fruticola.cl', empresa_id: COMPANIES.axel });
      const contact = await one<{ nombre: string; tercero_id: string }>(
        tx,
        `select nombre, tercero_id from public.crm_contactos where id = $1`,
        [opp.contacto_id],
      );
      expect(contact).toEqual({ nombre: 'Rosa Pinto', tercero_id: opp.tercero_id });
      const marked = await one<{ estado: string; oportunidad_id: string; tercero_id: string }>(
        tx,
        `select estado, oportunidad_id, tercero_id from public.crm_leads where id = $1`,
        [lead.id],
      );
      expect(marked).toEqual({ estado: 'convertido', oportunidad_id: oppId, tercero_id: opp.tercero_id });
      // Twice is refused; editing a converted lead is refused; marking by hand is refused.
      expect((await statementFailure(tx, `select public.crm_convertir_lead($1)`, [lead.id]))?.code).toBe('23514');
      expect(
        (await statementFailure(tx, `update public.crm_leads set estado = 'nuevo' where id = $1`, [lead.id]))?.code,
      ).toBe('23514');
      const other = await one<{ id: string }>(
        tx,
        `insert into public.crm_leads (nombre, correo) values ('A mano', 'rosa@fruticola.cl') returning id`,
      );
      expect(
        (await statementFailure(tx, `update public.crm_leads set estado = 'convertido' where id = $1`, [other.id]))
          ?.code,
      ).toBe('23514');
      // The second lead with the same e-mail reuses the client.
      const opp2 = (
        await one<{ id: string }>(tx, `select public.crm_convertir_lead($1, null, 'Ampliación') as id`, [other.id])
      ).id;
      const t2 = await one<{ tercero_id: string; nombre: string }>(
        tx,
        `select tercero_id, nombre from public.crm_oportunidades where id = $1`,
        [opp2],
      );
      expect(t2).toEqual({ tercero_id: opp.tercero_id, nombre: 'Ampliación' });
      // Deleting the opportunity (as an admin or the operator may) clears the converted lead's link.
      await tx.exec('reset role');
      await tx.query(`delete from public.crm_oportunidades where id = $1`, [opp2]);
      expect(await one(tx, `select estado, oportunidad_id from public.crm_leads where id = $1`, [other.id])).toEqual({
        estado: 'convertido',
        oportunidad_id: null,
      });
    });
  });

  it("refuses converting another company's lead (not found) and converting without CRM", async () => {
    const leadId = (
      await db.query<{ id: string }>(
        `select id from public.crm_leads where empresa_id = $1 and estado = 'nuevo' limit 1`,
        [COMPANIES.axel],
      )
    ).rows[0].id;
    await asActor(db, 'adminAndes', async (tx) => {
      expect((await statementFailure(tx, `select public.crm_convertir_lead($1)`, [leadId]))?.code).toBe('P0002');
      await become(tx, 'inactivo');
      expect((await statementFailure(tx, `select public.crm_convertir_lead($1)`, [leadId]))?.code).toBe('42501');
    });
    await asActor(db, 'anon', async (tx) => {
      expect((await statementFailure(tx, `select public.crm_convertir_lead($1)`, [leadId]))?.code).toBe('42501');
    });
  });
});
