/**
 * Search across modules (issue 37, docs/search.md): public.buscar under row-level security, on
 * PGlite and PostgreSQL 15 (server-pg). The access matrix: each demo account finds the records of
 * its own company and of the modules it has, never another company's, a revoked or unbought
 * module's, or another employee's private record; an inactive account and anon find nothing. Then
 * the ranking (the record's own key first, RUT in its forms, prefix before contains, recency) and bad
 * input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { rutCheckDigit } from '../../src/lib/rut.ts';
import { freshDatabase } from '../support/server.ts';
import { COMPANIES, USERS, asActor, moduleIds, selectAs, statementFailure, type Actor } from './support.ts';

interface Hit {
  modulo: string;
  tipo: string;
  id: string;
  titulo: string;
  detalle: string | null;
  ruta: string;
  rango: number;
}

let db: Database;
/** The fixture rows of each company, by tipo: every one has the word 'zafiro' in its text. */
const andes: Record<string, string> = {};
const pacifico: Record<string, string> = {};
const rut = (body: string) => `${body}-${rutCheckDigit(body)}`;
const ANDES_RUT = rut('77889911');

async function search(who: Actor | { sub: string }, text: string, limit = 50): Promise<Hit[]> {
  const rows = await selectAs<Hit>(db, who, `select * from public.buscar($1, $2)`, [text, limit]);
  return rows.map((r) => ({ ...r, rango: Number(r.rango) }));
}
const kinds = (hits: Hit[], ids: Record<string, string>) =>
  Object.entries(ids)
    .filter(([, id]) => hits.some((h) => h.id === id))
    .map(([tipo]) => tipo)
    .sort();

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const cols = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0].id;
}

async function fixtures(empresa_id: string, out: Record<string, string>, all: boolean, rutBody: string) {
  out.tercero = await insert('terceros', { empresa_id, nombre: 'Minera Zafiro', rut: rut(rutBody) });
  out.colaborador = await insert('colaboradores', { empresa_id, nombres: 'Zafiro', apellidos: 'Pérez' });
  out.oportunidad = await insert('crm_oportunidades', { empresa_id, nombre: 'Zafiro anual', tercero_id: out.tercero });
  out.documento = await insert('fin_documentos', {
    empresa_id,
    direccion: 'emitido',
    tercero_id: out.tercero,
    descripcion: 'Servicio zafiro',
  });
  if (!all) return;
  out.orden = await insert('ops_ordenes', { empresa_id, falla_reportada: 'Fuga en zafiro' });
  out.activo = await insert('industrial_activos', { empresa_id, codigo: 'ZAF-01', nombre: 'Prensa Zafiro' });
  out.repuesto = await insert('industrial_repuestos', { empresa_id, sku: 'ZAF-R1', nombre: 'Sello zafiro' });
  out.proyecto = await insert('proy_proyectos', { empresa_id, nombre: 'Proyecto Zafiro' });
  out.tarea = await insert('proy_tareas', { empresa_id, proyecto_id: out.proyecto, titulo: 'Pulir el zafiro' });
}

beforeAll(async () => {
  db = await freshDatabase();
  await fixtures(COMPANIES.andes, andes, true, '77889911');
  await fixtures(COMPANIES.pacifico, pacifico, false, '77889922');
});
afterAll(async () => {
  await db?.close();
});

const EVERY_KIND = [
  'activo',
  'colaborador',
  'documento',
  'oportunidad',
  'orden',
  'proyecto',
  'repuesto',
  'tarea',
  'tercero',
];

describe('who finds what (the access matrix)', () => {
  it("admin_empresa of Andes finds every kind of its company's records, none of Pacífico's", async () => {
    const hits = await search('adminAndes', 'zafiro');
    expect(kinds(hits, andes)).toEqual(EVERY_KIND);
    expect(kinds(hits, pacifico)).toEqual([]);
  });

  it('Ana finds every module she has, not Finance (denied to her by an override in the demo data)', async () => {
    const hits = await search('ana', 'zafiro');
    expect(kinds(hits, andes)).toEqual(EVERY_KIND.filter((k) => k !== 'documento'));
    expect(hits.every((h) => h.modulo !== 'finance')).toBe(true);
  });

  it("Pacífico's admin and user find Pacífico's records only (its plan has People, CRM and Finance)", async () => {
    for (const who of ['adminPacifico', 'luis'] as const) {
      const hits = await search(who, 'zafiro');
      expect(kinds(hits, andes)).toEqual([]);
      const own = kinds(hits, pacifico);
      // Every kind Pacífico has a record of, as far as the account's modules go.
      const mods = await selectAs<{ clave: string }>(
        db,
        who,
        `select modulo_clave as clave from public.mis_modulos() where acceso_efectivo`,
      );
      const has = new Set(mods.map((m) => m.clave));
      expect(has.size).toBeGreaterThan(0);
      const expected = ['tercero', 'colaborador', 'oportunidad', 'documento'].filter(
        (k) =>
          ({
            tercero: has.has('crm') || has.has('finance'),
            colaborador: has.has('people'),
            oportunidad: has.has('crm'),
            documento: has.has('finance'),
          })[k],
      );
      expect(own).toEqual(expected.sort());
    }
  });

  it("the platform's super_admin stays in its own company; the inactive account finds nothing", async () => {
    expect(kinds(await search('superadmin', 'zafiro'), { ...andes, ...pacifico })).toEqual([]);
    expect(await search('inactivo', 'zafiro')).toEqual([]);
  });

  it('anon may not call it', async () => {
    const failure = await asActor(db, 'anon', (tx) => statementFailure(tx, `select * from public.buscar('zafiro')`));
    expect(failure?.code).toBe('42501');
  });

  it('a module revoked by an override is not searched, and comes back when the override goes', async () => {
    const mods = await moduleIds(db);
    await db.query(
      `insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)`,
      [USERS.ana, mods.ops],
    );
    try {
      const hits = await search('ana', 'zafiro');
      expect(kinds(hits, andes)).not.toContain('orden');
      expect(hits.every((h) => h.modulo !== 'ops')).toBe(true);
      // Parties stay: CRM still gives them.
      expect(kinds(hits, andes)).toContain('tercero');
    } finally {
      await db.query(`delete from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2`, [
        USERS.ana,
        mods.ops,
      ]);
    }
    expect(kinds(await search('ana', 'zafiro'), andes)).toContain('orden');
  });

  it('a module out of the company plan is not searched, for the admin either', async () => {
    const mods = await moduleIds(db);
    const { rows } = await db.query<{ plan_id: string }>(
      `select plan_id from public.planes_empresa where empresa_id = $1 and activo`,
      [COMPANIES.andes],
    );
    await db.query(`update public.modulos_por_plan set activo = false where plan_id = $1 and modulo_id = $2`, [
      rows[0].plan_id,
      mods.industrial,
    ]);
    try {
      const found = kinds(await search('adminAndes', 'zafiro'), andes);
      expect(found).not.toContain('activo');
      expect(found).not.toContain('repuesto');
      expect(found).toContain('orden');
    } finally {
      await db.query(`update public.modulos_por_plan set activo = true where plan_id = $1 and modulo_id = $2`, [
        rows[0].plan_id,
        mods.industrial,
      ]);
    }
  });

  it("an employee's RUT (their private record) finds them only for who may read that record", async () => {
    // Ana leads Pedro (d1…03); Constanza (d1…17) is in another area: Ana reads her directory entry,
    // not her record.
    const pedro = 'd1000000-0000-4000-8000-000000000003';
    const constanza = 'd1000000-0000-4000-8000-000000000017';
    const ids = (hits: Hit[]) => hits.map((h) => h.id);
    expect(ids(await search('adminAndes', '16.234.789-6'))).toContain(pedro);
    expect(ids(await search('ana', '16.234.789-6'))).toContain(pedro);
    expect(ids(await search('adminAndes', '18234765-5'))).toContain(constanza);
    expect(ids(await search('ana', '18234765-5'))).not.toContain(constanza);
    expect(ids(await search('ana', '18.234.765-5'))).not.toContain(constanza);
    // By name she is in the directory every People user reads.
    expect(ids(await search('ana', 'Constanza'))).toContain(constanza);
  });
});

describe('ranking', () => {
  it("an order's number typed whole comes first, in every form", async () => {
    const { rows } = await db.query<{ numero: string; codigo: string; id: string }>(
      `select numero::text, codigo, id from public.ops_ordenes where empresa_id = $1 and numero = 12`,
      [COMPANIES.andes],
    );
    for (const typed of [rows[0].codigo, 'ot-12', 'OT 000012', '12']) {
      const hits = await search('ana', typed);
      const orders = hits.filter((h) => h.tipo === 'orden');
      expect(orders[0].titulo, typed).toBe(rows[0].codigo);
      expect(orders[0].rango, typed).toBe(1);
      expect(hits[0].rango, typed).toBe(1);
      // Others containing the digits ('OT-000120') come after, scored lower.
      expect(orders.slice(1).every((h) => h.rango < 1)).toBe(true);
      expect(orders[0].ruta).toBe(`/axel-ops/ordenes/${rows[0].id}`);
    }
    // 'OT-…' is an order's number, never a folio; 'N° 12' a folio, never an order's number.
    const asOrder = await search('adminAndes', rows[0].codigo);
    expect(asOrder[0].tipo).toBe('orden');
    expect(asOrder.filter((h) => h.tipo === 'documento' && h.rango === 1)).toEqual([]);
    const asFolio = await search('adminAndes', 'N° 12');
    expect(asFolio.filter((h) => h.tipo === 'orden' && h.rango === 1)).toEqual([]);
  });

  it('a folio typed alone finds the documents with that folio first', async () => {
    const { rows } = await db.query<{ folio: string }>(
      `select folio::text from public.fin_documentos where empresa_id = $1 and folio is not null order by folio desc limit 1`,
      [COMPANIES.andes],
    );
    const hits = await search('adminAndes', rows[0].folio);
    const docs = hits.filter((h) => h.tipo === 'documento');
    const exact = docs.filter((d) => d.rango === 1);
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((d) => d.titulo.endsWith(`N° ${rows[0].folio}`))).toBe(true);
    expect(hits[0].rango).toBe(1);
  });

  it('a RUT is found with or without dots and hyphen', async () => {
    const body = ANDES_RUT.split('-')[0];
    const dotted = `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${ANDES_RUT.split('-')[1]}`;
    for (const typed of [ANDES_RUT, dotted, ANDES_RUT.replace('-', ''), body]) {
      const hits = await search('ana', typed);
      expect(hits[0]?.id, typed).toBe(andes.tercero);
      expect(hits[0].ruta).toBe(`/axel-crm/cuentas/${andes.tercero}`);
    }
  });

  it('case and accents do not matter; a typing mistake still finds the record', async () => {
    for (const typed of ['PRENSA ZAFIRO', 'préñsa zafíro', 'prensa zafirro']) {
      expect(
        (await search('ana', typed)).map((h) => h.id),
        typed,
      ).toContain(andes.activo);
    }
    expect((await search('ana', 'prensa zafiro'))[0].id).toBe(andes.activo);
  });

  it("a typing mistake is corrected from the records' words, kept as they are written and changed", async () => {
    const id = await insert('industrial_repuestos', {
      empresa_id: COMPANIES.andes,
      sku: 'TURQ-1',
      nombre: 'Turquesa pulida',
    });
    expect((await search('ana', 'turqesa')).map((h) => h.id)).toContain(id);
    await db.query(`update public.industrial_repuestos set nombre = 'Obsidiana pulida' where id = $1`, [id]);
    expect((await search('ana', 'obsidana')).find((h) => h.id === id)?.rango).toBeCloseTo(0.4);
    // The vocabulary has every company's words; what is found is still the caller's company's.
    const other = await insert('terceros', { empresa_id: COMPANIES.pacifico, nombre: 'Ámbar Austral' });
    const found = [...(await search('ana', 'ambar austral')), ...(await search('ana', 'anbar austral'))];
    expect(found.map((h) => h.id)).not.toContain(other);
    expect(found.filter((h) => h.rango > 0.3)).toEqual([]);
    expect(
      (await asActor(db, 'ana', (tx) => statementFailure(tx, 'select * from private.buscar_palabras')))?.code,
    ).toBe('42501');
  });

  it('the text starting a record ranks above it inside a word list, then the newer first', async () => {
    const hits = await search('adminAndes', 'zafiro');
    const score = (id: string) => hits.find((h) => h.id === id)!.rango;
    // 'Zafiro anual' starts with it; 'Minera Zafiro' has a word starting with it.
    expect(score(andes.oportunidad)).toBeGreaterThan(score(andes.tercero));
    expect(hits.map((h) => h.rango)).toEqual([...hits.map((h) => h.rango)].sort((a, b) => b - a));
    // Of two equally good matches, the one changed last comes first.
    const second = await insert('crm_oportunidades', {
      empresa_id: COMPANIES.andes,
      nombre: 'Zafiro bianual',
      tercero_id: andes.tercero,
    });
    await db.query(`update public.crm_oportunidades set nombre = nombre where id = $1`, [andes.oportunidad]);
    const again = (await search('adminAndes', 'zafiro')).filter((h) => h.tipo === 'oportunidad').map((h) => h.id);
    expect(again.slice(0, 2)).toEqual([andes.oportunidad, second]);
    await db.query(`delete from public.crm_oportunidades where id = $1`, [second]);
  });

  it('words no record holds together find the records with some of them, below those with all', async () => {
    // 'prensa' is the asset's, 'pulir' the task's: no record has both.
    const some = (await search('adminAndes', 'prensa pulir')).map((h) => h.id);
    expect(some).toEqual(expect.arrayContaining([andes.activo, andes.tarea]));
    // When one record has every word, only the records with every word are offered.
    expect((await search('adminAndes', 'prensa zafiro')).map((h) => h.id)).toEqual([andes.activo]);
    // Not for Pacífico: its records have neither word.
    expect(await search('adminPacifico', 'prensa pulir')).toEqual([]);
  });

  it('the limit is kept, and every kind keeps its best places when one kind has many matches', async () => {
    const hits = await search('adminAndes', 'zafiro', 9);
    expect(hits).toHaveLength(9);
    const many = await search('adminAndes', 'falla', 8);
    expect(many.length).toBeLessThanOrEqual(8);
  });

  it('the routes are the modules’ pages', async () => {
    const hits = await search('adminAndes', 'zafiro');
    const route = (id: string) => hits.find((h) => h.id === id)!.ruta;
    expect(route(andes.orden)).toBe(`/axel-ops/ordenes/${andes.orden}`);
    expect(route(andes.activo)).toBe(`/axel-industrial/activos/${andes.activo}`);
    expect(route(andes.repuesto)).toBe(`/axel-industrial/repuestos/${andes.repuesto}`);
    expect(route(andes.colaborador)).toBe(`/axel-people/colaboradores/${andes.colaborador}`);
    expect(route(andes.oportunidad)).toBe(`/axel-crm/oportunidades/${andes.oportunidad}`);
    expect(route(andes.documento)).toBe(`/axel-finance/documentos/${andes.documento}`);
    expect(route(andes.proyecto)).toBe(`/axel-projects/proyectos/${andes.proyecto}`);
    expect(route(andes.tarea)).toBe(`/axel-projects/proyectos/${andes.proyecto}/tareas?tarea=${andes.tarea}`);
  });
});

describe('bad input', () => {
  it('answers a limit out of range and an overlong text with 22023 in Spanish', async () => {
    for (const [sql, message] of [
      [`select * from public.buscar('zafiro', 0)`, 'El límite de resultados va de 1 a 50'],
      [`select * from public.buscar('zafiro', 51)`, 'El límite de resultados va de 1 a 50'],
      [`select * from public.buscar(repeat('a', 201))`, 'La búsqueda admite hasta 200 caracteres'],
    ]) {
      expect(await asActor(db, 'ana', (tx) => statementFailure(tx, sql))).toEqual({ code: '22023', message });
    }
  });

  it('an empty text finds nothing; wildcards and quotes are plain characters', async () => {
    expect(await search('ana', '   ')).toEqual([]);
    expect(await search('ana', '')).toEqual([]);
    expect(await search('ana', '%%')).toEqual([]);
    expect(await search('ana', '__')).toEqual([]);
    // A quote or a backslash is searched for, never read as SQL or as an escape.
    for (const typed of ["zafiro' or 1=1 --", 'zafiro\\', "o'higgins"]) {
      const hits = await search('ana', typed);
      expect(hits.every((h) => h.rango < 0.6)).toBe(true);
    }
    const odd = await insert('terceros', { empresa_id: COMPANIES.andes, nombre: "Ferretería 50%_O'Higgins" });
    expect((await search('ana', "50%_o'h")).map((h) => h.id)).toEqual([odd]);
    expect((await search('ana', '50x_o')).map((h) => h.id)).not.toContain(odd);
  });
});
