/**
 * Field-by-field history (issue 37, 20261128021756_auditoria_cambios.sql): the shared trigger
 * private.auditar_cambios writes what an update changed into public.auditoria_cambios, read only
 * under the record's own access; public.historial_registro shows it ('cambio'). PGlite and
 * PostgreSQL 15.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, commitAs, COMPANIES, selectAs, statementFailure, USERS } from './support.ts';

let db: Database;
let opportunity: string;
let doc: string;
let employee: string;
let part: string;

const one = async (sql: string, params: unknown[] = []) => (await db.query<{ id: string }>(sql, params)).rows[0].id;

beforeAll(async () => {
  db = await freshDatabase();
  opportunity = await one(`select id from public.crm_oportunidades where empresa_id = $1 order by nombre limit 1`, [
    COMPANIES.andes,
  ]);
  doc = await one(
    `select id from public.fin_documentos where empresa_id = $1 and estado = 'borrador' order by creado_en limit 1`,
    [COMPANIES.andes],
  );
  // An employee who is not Ana (her private record is hers to read).
  employee = await one(
    `select id from public.colaboradores where empresa_id = $1 and usuario_id is distinct from $2 order by apellidos limit 1`,
    [COMPANIES.andes, USERS.ana],
  );
  part = await one(`select id from public.industrial_repuestos where empresa_id = $1 order by sku limit 1`, [
    COMPANIES.andes,
  ]);
});
afterAll(async () => {
  await db?.close();
});

const changes = (who: Parameters<typeof selectAs>[1], tabla: string, id: string) =>
  selectAs<{ evento: string; texto: string; autor: string }>(
    db,
    who,
    `select evento, texto, autor from public.historial_registro($1, $2) where evento = 'cambio'`,
    [tabla, id],
  );

describe('what is recorded', () => {
  it('an amount and a responsible changed: who, and each field old → new, in the timeline', async () => {
    await db.query(`update public.crm_oportunidades set monto = 100000, responsable_id = null where id = $1`, [
      opportunity,
    ]);
    await commitAs(db, 'adminAndes', (tx) =>
      tx.query(`update public.crm_oportunidades set monto = 120000, responsable_id = $2 where id = $1`, [
        opportunity,
        USERS.ana,
      ]),
    );
    const rows = await changes('ana', 'crm_oportunidades', opportunity);
    expect(rows[0]).toEqual({
      evento: 'cambio',
      texto: 'Monto: 100.000 → 120.000 · Responsable: — → Ana Torres',
      autor: expect.stringMatching(/\S/),
    });
    const raw = await selectAs<{ autor_id: string; cambios: string }>(
      db,
      'adminAndes',
      `select autor_id, cambios::text as cambios from public.auditoria_cambios where tabla = 'crm_oportunidades' and registro_id = $1 order by cuando desc limit 1`,
      [opportunity],
    );
    expect(raw[0].autor_id).toBe(USERS.adminAndes);
    expect(JSON.parse(raw[0].cambios)).toEqual({ monto: [100000, 120000], responsable_id: [null, USERS.ana] });
  });

  it('states read as words; long text is listed as changed without its text', async () => {
    await commitAs(db, 'adminAndes', (tx) =>
      tx.query(`update public.crm_oportunidades set etapa = 'negociacion', descripcion = $2 where id = $1`, [
        opportunity,
        'x'.repeat(300),
      ]),
    );
    const [last] = await changes('adminAndes', 'crm_oportunidades', opportunity);
    expect(last.texto).toContain('Etapa: ');
    expect(last.texto).toContain('→ Negociacion');
    expect(last.texto).toContain('Descripción: modificado');
    expect(last.texto).not.toContain('xxx');
  });

  it('nothing for an update that changes nothing, or only the columns left out (attribution, stock)', async () => {
    const count = async () =>
      Number(
        (
          await db.query<{ n: string }>(`select count(*) as n from public.auditoria_cambios where registro_id = $1`, [
            part,
          ])
        ).rows[0].n,
      );
    const before = await count();
    await commitAs(db, 'adminAndes', (tx) =>
      tx.query(`update public.industrial_repuestos set nombre = nombre where id = $1`, [part]),
    );
    // Stock is written by the moves' trigger (no API role updates it).
    await db.query(`update public.industrial_repuestos set stock = stock + 1 where id = $1`, [part]);
    expect(await count()).toBe(before);
    await commitAs(db, 'adminAndes', (tx) =>
      tx.query(`update public.industrial_repuestos set stock_minimo = stock_minimo + 1 where id = $1`, [part]),
    );
    expect(await count()).toBe(before + 1);
  });
});

describe('who reads it (the record decides)', () => {
  beforeAll(async () => {
    await db.query(`update public.fin_documentos set descripcion = 'Cambio auditado' where id = $1`, [doc]);
    await db.query(`update public.colaboradores set cargo = 'Jefe de bodega' where id = $1`, [employee]);
  });

  it("a Finance document's changes: its company's admin, not Ana (Finance is denied to her), not Pacífico", async () => {
    const sql = `select count(*)::int as n from public.auditoria_cambios where tabla = 'fin_documentos' and registro_id = $1`;
    const n = async (who: 'adminAndes' | 'ana' | 'adminPacifico') =>
      Number((await selectAs<{ n: number | string }>(db, who, sql, [doc]))[0].n);
    expect(await n('adminAndes')).toBeGreaterThan(0);
    expect(await n('ana')).toBe(0);
    expect(await n('adminPacifico')).toBe(0);
    expect(await changes('ana', 'fin_documentos', doc)).toEqual([]);
  });

  it("an employee's changes are their private record's: the admin reads them, another employee does not", async () => {
    const admin = await changes('adminAndes', 'colaboradores_ficha', employee);
    expect(admin[0].texto).toContain('Cargo: ');
    expect(admin[0].texto).toContain('→ Jefe de bodega');
    expect(await changes('ana', 'colaboradores_ficha', employee)).toEqual([]);
    expect(
      await selectAs(db, 'ana', `select 1 from public.auditoria_cambios where registro_id = $1`, [employee]),
    ).toEqual([]);
  });

  it('nobody writes it through the API; anon reads nothing', async () => {
    for (const sql of [
      `insert into public.auditoria_cambios (empresa_id, tabla, registro_id, cambios) values ('${COMPANIES.andes}', 'terceros', gen_random_uuid(), '{}')`,
      `update public.auditoria_cambios set cambios = '{}'`,
      `delete from public.auditoria_cambios`,
    ]) {
      expect((await asActor(db, 'adminAndes', (tx) => statementFailure(tx, sql)))?.code, sql).toBe('42501');
    }
    expect(
      (await asActor(db, 'anon', (tx) => statementFailure(tx, `select * from public.auditoria_cambios`)))?.code,
    ).toBe('42501');
  });
});
