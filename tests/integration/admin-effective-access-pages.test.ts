/**
 * public.accesos_efectivos_pagina (issue 20): 'Accesos Efectivos' read in keyset pages. Every
 * page size and filter gives the same rows, in the same order, as the view read whole; the key
 * continues inside a user's modules and across companies and users without a company; the
 * copied company name follows the company; bad input is a 400, anon is refused.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { csvHead, toCsv } from '../../supabase/functions/_shared/csv.ts';
import {
  EFFECTIVE_ACCESS_CSV_COLUMNS,
  type EffectiveAccessCsvRow,
} from '../../supabase/functions/_shared/effective-access-csv.ts';
import { asActor, COMPANIES, pagesInSql, USERS } from '../db/support.ts';
import { DEMO, freshDatabase, startTestServer, type TestServer } from '../support/server.ts';

interface Row {
  usuario_id: string;
  empresa_id: string | null;
  empresa_nombre: string | null;
  nombre: string;
  apellido_paterno: string;
  modulo_id: string;
  modulo_nombre: string;
  plan_clave: string | null;
  acceso_efectivo: boolean;
  busqueda: string;
}
type Args = Record<string, unknown>;

let db: Database;
let server: TestServer;
let sa: SupabaseClient;
let pacifico: SupabaseClient;
/** The view read whole by the service role, in the tab's order. */
let everything: Row[];
let companyId: Record<string, string>;

const id = (r: Pick<Row, 'usuario_id' | 'modulo_id'>) => `${r.usuario_id}/${r.modulo_id}`;
const keyOf = (r: Row) => [r.empresa_nombre, r.nombre, r.apellido_paterno, r.usuario_id, r.modulo_nombre, r.modulo_id];

async function readAll(): Promise<Row[]> {
  const { data, error } = await server
    .service()
    .from('accesos_efectivos_usuario')
    .select('*')
    .order('empresa_nombre')
    .order('nombre')
    .order('apellido_paterno')
    .order('usuario_id')
    .order('modulo_nombre')
    .order('modulo_id');
  if (error) throw new Error(error.message);
  return data as Row[];
}

/** Every page of the function for `args`, `size` rows at a time. */
async function pages(client: SupabaseClient, args: Args, size: number): Promise<Row[][]> {
  const out: Row[][] = [];
  let after: unknown = undefined;
  for (let i = 0; i < 1000; i++) {
    const { data, error } = await client.rpc('accesos_efectivos_pagina', {
      ...args,
      p_limite: size,
      ...(after ? { p_despues: after } : {}),
    });
    expect(error).toBeNull();
    const page = data as Row[];
    if (page.length === 0) return out;
    expect(page.length).toBeLessThanOrEqual(size);
    out.push(page);
    after = keyOf(page[page.length - 1]);
  }
  throw new Error('never ended');
}

beforeAll(async () => {
  db = await freshDatabase();
  server = await startTestServer({ database: db });
  [sa, pacifico] = await Promise.all([server.signedIn(DEMO.superadmin), server.signedIn(DEMO.adminPacifico)]);
  // A user without a company: sorted last, and its key has a null company name.
  const { data: users } = await server
    .service()
    .from('usuarios_plataforma')
    .select('id, correo')
    .eq('correo', 'luis@pacifico.demo');
  expect(users).toHaveLength(1);
  everything = await readAll();
  const { data } = await server.service().from('empresas').select('id, nombre');
  companyId = Object.fromEntries((data ?? []).map((e: { id: string; nombre: string }) => [e.nombre, e.id]));
});
afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe('keyset pages', () => {
  it.each([3, 10, 1000])('pages of %i rows are every row, in order, once', async (size) => {
    const all = (await pages(sa, {}, size)).flat();
    expect(all.map(id)).toEqual(everything.map(id));
  });

  it.each<[string, Args, (r: Row) => boolean]>([
    ['inactive', { p_acceso: false }, (r) => r.acceso_efectivo === false],
    ['active', { p_acceso: true }, (r) => r.acceso_efectivo === true],
    ['plan basico', { p_plan: 'basico' }, (r) => r.plan_clave === 'basico'],
    ['no plan', { p_sin_plan: true }, (r) => r.plan_clave === null],
    ['search (user text)', { p_busqueda: 'GONZÁLEZ' }, (r) => r.busqueda.includes('gonzalez')],
    ['search (module text)', { p_busqueda: 'finanzas' }, (r) => r.busqueda.includes('finanzas')],
    ['search across user and module', { p_busqueda: '.demo finance' }, (r) => r.busqueda.includes('.demo finance')],
    ['search wildcards are literal', { p_busqueda: 'a%s' }, (r) => r.busqueda.includes('a%s')],
    [
      'plan and access',
      { p_plan: 'enterprise', p_acceso: false },
      (r) => r.plan_clave === 'enterprise' && !r.acceso_efectivo,
    ],
    ['no plan, inactive', { p_sin_plan: true, p_acceso: false }, (r) => r.plan_clave === null && !r.acceso_efectivo],
    ['no plan, active (none)', { p_sin_plan: true, p_acceso: true }, (r) => r.plan_clave === null && r.acceso_efectivo],
  ])('filter %s: the same rows as the view, in pages of 4', async (_name, args, predicate) => {
    const all = (await pages(sa, args, 4)).flat();
    expect(all.map(id)).toEqual(everything.filter(predicate).map(id));
  });

  it('the company filter', async () => {
    const andes = companyId['Industrias Andes'];
    const all = (await pages(sa, { p_empresa_id: andes }, 4)).flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.map(id)).toEqual(everything.filter((r) => r.empresa_id === andes).map(id));
  });

  it('row-level security: a company administrator pages through their company only', async () => {
    const all = (await pages(pacifico, {}, 6)).flat();
    const own = companyId['Comercial Pacífico'];
    expect(all.length).toBeGreaterThan(0);
    expect(all.map(id)).toEqual(everything.filter((r) => r.empresa_id === own).map(id));
  });

  it("'sin plan' with rows: a company whose plan ended and a user without a company, read both ways", async () => {
    const luis = everything.find((r) => r.busqueda.includes('luis@pacifico'))!;
    const andes = companyId['Industrias Andes'];
    const service = server.service();
    const ended = await service
      .from('planes_empresa')
      .update({ activo: false })
      .eq('empresa_id', andes)
      .eq('activo', true)
      .select('id');
    expect(ended.error).toBeNull();
    expect(ended.data).toHaveLength(1);
    expect(
      (await service.from('usuarios_plataforma').update({ empresa_id: null }).eq('id', luis.usuario_id)).error,
    ).toBeNull();
    try {
      const expected = (await readAll()).filter((r) => r.plan_clave === null);
      expect(new Set(expected.map((r) => r.empresa_id))).toEqual(new Set([andes, null]));
      // Few users match: read through the companies and sorted.
      expect((await pages(sa, { p_sin_plan: true }, 4)).flat().map(id)).toEqual(expected.map(id));
      // Many users match (the limit lowered to one user): the order's index is walked, and a later
      // page is the key user's remaining modules, then the users after the key.
      const walked = await asActor(db, 'superadmin', async (tx) => {
        await tx.exec("set local axel.accesos_candidatos_max = '1'");
        return pagesInSql<Row>(
          tx,
          'select * from public.accesos_efectivos_pagina(p_sin_plan => true, p_despues => $1::jsonb, p_limite => 4)',
          keyOf,
        );
      });
      expect(walked.map(id)).toEqual(expected.map(id));
      // 'Solo activos' has none of them (access needs the company's active plan), 'Solo inactivos'
      // all of them, either way.
      expect(expected.length).toBeGreaterThan(0);
      expect((await pages(sa, { p_sin_plan: true, p_acceso: true }, 4)).flat()).toEqual([]);
      expect((await pages(sa, { p_sin_plan: true, p_acceso: false }, 4)).flat().map(id)).toEqual(
        expected.filter((r) => !r.acceso_efectivo).map(id),
      );
      // The export's pages, read through the companies and by walking the index (a key with and
      // without a company), equal the SPA's CSV of the rows.
      expect((await csvPages(sa, { p_sin_plan: true }, 3)).text).toBe(csvOf(expected));
      const walkedCsv = await asActor(db, 'superadmin', async (tx) => {
        await tx.exec("set local axel.accesos_candidatos_max = '1'");
        let text = '';
        let after: string | null = null;
        for (let i = 0; i < 1000; i++) {
          const r = await tx.query<{ texto: string; filas: number; clave: unknown }>(
            'select texto, filas, clave::text as clave from public.accesos_efectivos_csv(p_sin_plan => true, p_despues => $1::jsonb, p_limite => 3)',
            [after],
          );
          text += r.rows[0].texto;
          if (Number(r.rows[0].filas) < 3) return text;
          after = r.rows[0].clave as string;
        }
        throw new Error('never ended');
      });
      expect(walkedCsv).toBe(csvOf(expected));
    } finally {
      await service.from('usuarios_plataforma').update({ empresa_id: luis.empresa_id }).eq('id', luis.usuario_id);
      await service.from('planes_empresa').update({ activo: true }).eq('id', ended.data![0].id);
    }
  });

  it('users without a company come last, and paging goes through them', async () => {
    const luis = everything.find((r) => r.busqueda.includes('luis@pacifico'))!;
    const moved = await server
      .service()
      .from('usuarios_plataforma')
      .update({ empresa_id: null })
      .eq('id', luis.usuario_id);
    expect(moved.error).toBeNull();
    try {
      const now = await readAll();
      expect(now.at(-1)!.empresa_nombre).toBeNull();
      expect((await pages(sa, {}, 3)).flat().map(id)).toEqual(now.map(id));
      // Walking the order's index (the key's user without a company, then after it), and the
      // export's pages of the same rows.
      const walked = await asActor(db, 'superadmin', async (tx) => {
        await tx.exec("set local axel.accesos_candidatos_max = '1'");
        return pagesInSql<Row>(
          tx,
          'select * from public.accesos_efectivos_pagina(p_acceso => false, p_despues => $1::jsonb, p_limite => 3)',
          keyOf,
        );
      });
      expect(walked.map(id)).toEqual(now.filter((r) => !r.acceso_efectivo).map(id));
      expect((await csvPages(sa, {}, 7)).text).toBe(csvOf(now));
    } finally {
      await server
        .service()
        .from('usuarios_plataforma')
        .update({ empresa_id: luis.empresa_id })
        .eq('id', luis.usuario_id);
    }
  });
});

describe('private.accesos_modulo_por_usuario (the pages read it; a user read once, not once per module)', () => {
  // Every column the page function reads, in one order: the two views must give the same rows.
  const viewRows = async (tx: Queryable, view: string) =>
    (
      await tx.query<{ r: string }>(
        `select (a.usuario_id, a.nombre, a.apellido_paterno, a.apellido_materno, a.correo, a.empresa_id,
           a.empresa_nombre, a.plan_clave, a.plan_nombre, a.modulo_id, a.modulo_clave, a.modulo_nombre,
           a.modulo_descripcion, a.en_plan, a.acceso_efectivo, a.override_aplicado, a.busqueda,
           a.usuario_busqueda)::text as r
         from ${view} a order by 1`,
      )
    ).rows.map((x) => x.r);

  it('has the rows of private.accesos_modulo, with overrides, plan changes and inactive states', async () => {
    const both = await asActor(db, 'superadmin', async (tx) => {
      // Every case of the rule (rolled back): a denial and a grant of a module of the plan and a
      // grant of one outside it, a module taken out of a plan, an inactive company and user, a
      // company whose plan ended, a user without a company.
      await tx.query(
        `with m as (select id, row_number() over (order by clave) n from public.modulos_disponibles where activo)
         insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder)
         select $1::uuid, m.id, m.n % 2 = 0 from m where m.n <= 4
         on conflict (empleado_id, modulo_id) do update set puede_acceder = excluded.puede_acceder`,
        [USERS.luis],
      );
      await tx.query(
        `update public.modulos_por_plan set activo = false
         where (plan_id, modulo_id) = (select plan_id, modulo_id from public.modulos_por_plan where activo
           order by plan_id, modulo_id limit 1)`,
      );
      await tx.query(`update public.empresas set estado = 'inactiva' where id = $1`, [COMPANIES.energia]);
      await tx.query(`update public.planes_empresa set activo = false where empresa_id = $1`, [COMPANIES.amazonia]);
      await tx.query(`update public.usuarios_plataforma set estado = 'inactivo' where id = $1`, [USERS.ana]);
      await tx.query(`update public.usuarios_plataforma set empresa_id = null where id = $1`, [USERS.inactivo]);
      return [await viewRows(tx, 'private.accesos_modulo'), await viewRows(tx, 'private.accesos_modulo_por_usuario')];
    });
    expect(both[0].length).toBeGreaterThan(50);
    expect(both[1]).toEqual(both[0]);
    // As a company's administrator (row-level security): their company's rows, the same both ways.
    const own = await asActor(db, 'adminPacifico', async (tx) => [
      await viewRows(tx, 'private.accesos_modulo'),
      await viewRows(tx, 'private.accesos_modulo_por_usuario'),
    ]);
    expect(own[0].length).toBeGreaterThan(0);
    expect(own[1]).toEqual(own[0]);
  });
});

describe('the copied company name', () => {
  it('follows a renamed company, and a client cannot write it', async () => {
    const andes = companyId['Industrias Andes'];
    const renamed = await sa.from('empresas').update({ nombre: 'Zeta Andes' }).eq('id', andes);
    expect(renamed.error).toBeNull();
    try {
      const { data } = await server
        .service()
        .from('usuarios_plataforma')
        .select('empresa_nombre')
        .eq('empresa_id', andes);
      expect(data!.length).toBeGreaterThan(0);
      expect(new Set(data!.map((u: { empresa_nombre: string }) => u.empresa_nombre))).toEqual(new Set(['Zeta Andes']));
      // The tab's order follows: Andes's users now come after every other company's.
      const first = (await pages(sa, { p_empresa_id: andes }, 1000)).flat();
      expect(first.every((r) => r.empresa_nombre === 'Zeta Andes')).toBe(true);

      const forged = await sa
        .from('usuarios_plataforma')
        .update({ empresa_nombre: 'Otra' } as never)
        .eq('empresa_id', andes);
      expect(forged.error).not.toBeNull();
      const service = await server
        .service()
        .from('usuarios_plataforma')
        .update({ empresa_nombre: 'Otra' })
        .eq('empresa_id', andes)
        .select('empresa_nombre');
      expect(service.data!.every((u: { empresa_nombre: string }) => u.empresa_nombre === 'Zeta Andes')).toBe(true);
    } finally {
      await sa.from('empresas').update({ nombre: 'Industrias Andes' }).eq('id', andes);
    }
  });
});

describe('bad input and anon', () => {
  it.each<[string, Args]>([
    ['a page size of 0', { p_limite: 0 }],
    ['a page size over 10,000', { p_limite: 10_001 }],
    ['a key that is not an array of 6', { p_despues: ['a', 'b'] }],
    ['a key with a bad id', { p_despues: ['a', 'b', 'c', 'not-a-uuid', 'e', 'f'] }],
  ])('%s is a 400', async (_name, args) => {
    const { error, status } = await sa.rpc('accesos_efectivos_pagina', args);
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });

  it('anon may not call it', async () => {
    const { error, status } = await server.anon().rpc('accesos_efectivos_pagina', {});
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

/** A boolean as a driver answers it: true, or 't' as text. */
const bool = (v: unknown) => v === true || v === 't';

/** public.accesos_efectivos_conteo (issue 33): the tab's count, from the server. */
async function count(client: SupabaseClient, args: Args): Promise<{ total: number; exacto: boolean }> {
  const { data, error } = await client.rpc('accesos_efectivos_conteo', args);
  expect(error).toBeNull();
  const [row] = data as Array<{ total: number | string; exacto: boolean }>;
  return { total: Number(row.total), exacto: row.exacto };
}

describe('the count', () => {
  it.each<[string, Args, (r: Row) => boolean]>([
    ['no filter', {}, () => true],
    ['inactive', { p_acceso: false }, (r) => r.acceso_efectivo === false],
    ['active', { p_acceso: true }, (r) => r.acceso_efectivo === true],
    ['plan basico', { p_plan: 'basico' }, (r) => r.plan_clave === 'basico'],
    [
      'plan basico, active',
      { p_plan: 'basico', p_acceso: true },
      (r) => r.plan_clave === 'basico' && r.acceso_efectivo,
    ],
    ['no plan', { p_sin_plan: true }, (r) => r.plan_clave === null],
    ['search (user text)', { p_busqueda: 'GONZÁLEZ' }, (r) => r.busqueda.includes('gonzalez')],
    [
      'search (user text), inactive',
      { p_busqueda: 'andes', p_acceso: false },
      (r) => r.busqueda.includes('andes') && !r.acceso_efectivo,
    ],
    ['search (module text)', { p_busqueda: 'finanzas' }, (r) => r.busqueda.includes('finanzas')],
    [
      'search (module text), active',
      { p_busqueda: 'finanzas', p_acceso: true },
      (r) => r.busqueda.includes('finanzas') && r.acceso_efectivo,
    ],
    ['search in both (a module key and users named like it)', { p_busqueda: 'o' }, (r) => r.busqueda.includes('o')],
    ['search across user and module', { p_busqueda: '.demo finance' }, (r) => r.busqueda.includes('.demo finance')],
    ['search wildcards are literal', { p_busqueda: 'a%s' }, (r) => r.busqueda.includes('a%s')],
    ['a text no one has', { p_busqueda: 'zzqx' }, () => false],
    [
      'plan and access',
      { p_plan: 'enterprise', p_acceso: false },
      (r) => r.plan_clave === 'enterprise' && !r.acceso_efectivo,
    ],
  ])('filter %s: exactly the rows the pages hold', async (_name, args, predicate) => {
    const expected = everything.filter(predicate).length;
    expect(await count(sa, args)).toEqual({ total: expected, exacto: true });
    expect((await pages(sa, args, 1000)).flat()).toHaveLength(expected);
  });

  it('the company filter, with the access filter', async () => {
    const andes = companyId['Industrias Andes'];
    const own = everything.filter((r) => r.empresa_id === andes);
    expect(await count(sa, { p_empresa_id: andes })).toEqual({ total: own.length, exacto: true });
    expect(await count(sa, { p_empresa_id: andes, p_acceso: true })).toEqual({
      total: own.filter((r) => r.acceso_efectivo).length,
      exacto: true,
    });
  });

  it("row-level security: each caller counts the rows they can read (a company's admin, a user)", async () => {
    const own = everything.filter((r) => r.empresa_id === companyId['Comercial Pacífico']);
    expect(await count(pacifico, {})).toEqual({ total: own.length, exacto: true });
    expect(await count(pacifico, { p_acceso: false })).toEqual({
      total: own.filter((r) => !r.acceso_efectivo).length,
      exacto: true,
    });
    const ana = await server.signedIn(DEMO.ana);
    const anaRows = (await pages(ana, {}, 100)).flat();
    expect(anaRows.length).toBeGreaterThan(0);
    expect(await count(ana, {})).toEqual({ total: anaRows.length, exacto: true });
    expect(await count(ana, { p_acceso: true })).toEqual({
      total: anaRows.filter((r) => r.acceso_efectivo).length,
      exacto: true,
    });
  });

  it('the same count when many users match a search (the users are tested one by one, not read by id)', async () => {
    const expected = everything.filter((r) => r.busqueda.includes('a') && r.acceso_efectivo).length;
    const walked = await asActor(db, 'superadmin', async (tx) => {
      await tx.exec("set local axel.accesos_candidatos_max = '1'");
      return (
        await tx.query<{ total: string }>(`select total from public.accesos_efectivos_conteo('a', p_acceso => true)`)
      ).rows[0].total;
    });
    expect(Number(walked)).toBe(expected);
  });

  it("a search with a space is counted row by row, and past the limit is 'more than' it", async () => {
    // Ends one user's e-mail and begins the text of the modules whose key starts with a p.
    const text = 'demo p';
    const expected = everything.filter((r) => r.busqueda.includes(text)).length;
    expect(expected).toBeGreaterThan(5);
    expect(await count(sa, { p_busqueda: text })).toEqual({ total: expected, exacto: true });
    const limited = await asActor(db, 'superadmin', async (tx) => {
      await tx.exec("set local axel.accesos_conteo_tope = '5'");
      const at = async (args: string) =>
        (await tx.query<{ total: string; exacto: boolean }>(`select * from public.accesos_efectivos_conteo(${args})`))
          .rows[0];
      return { over: await at(`'${text}'`) };
    });
    expect({ total: Number(limited.over.total), exacto: bool(limited.over.exacto) }).toEqual({
      total: 5,
      exacto: false,
    });
    // Exactly as many rows as the limit: exact (the row after the limit's last one is looked for).
    const five = await asActor(db, 'superadmin', async (tx) => {
      await tx.exec(`set local axel.accesos_conteo_tope = '${expected}'`);
      return (
        await tx.query<{ total: string; exacto: boolean }>(`select * from public.accesos_efectivos_conteo('${text}')`)
      ).rows[0];
    });
    expect({ total: Number(five.total), exacto: bool(five.exacto) }).toEqual({ total: expected, exacto: true });
  });

  it('anon may not call it', async () => {
    const { error, status } = await server.anon().rpc('accesos_efectivos_conteo', {});
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('a company that is not a uuid is a 400', async () => {
    const { error, status } = await sa.rpc('accesos_efectivos_conteo', { p_empresa_id: 'nope' });
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });
});

/** public.accesos_efectivos_csv (issue 33): the export's pages as CSV text written by Postgres. */
async function csvPages(client: SupabaseClient, args: Args, size: number): Promise<{ text: string; sizes: number[] }> {
  let text = '';
  const sizes: number[] = [];
  let after: unknown = undefined;
  for (let i = 0; i < 1000; i++) {
    const { data, error } = await client
      .rpc('accesos_efectivos_csv', { ...args, p_limite: size, ...(after ? { p_despues: after } : {}) })
      .single();
    expect(error).toBeNull();
    const page = data as { texto: string; filas: number; clave: unknown[] | null };
    sizes.push(page.filas);
    text += page.texto;
    if (page.filas < size) return { text, sizes };
    after = page.clave;
  }
  throw new Error('never ended');
}

/** What the SPA's CSV writer makes of the page function's rows, without the BOM and header. */
const csvOf = (rows: Row[]) =>
  toCsv(rows as unknown as EffectiveAccessCsvRow[], EFFECTIVE_ACCESS_CSV_COLUMNS).slice(
    csvHead(EFFECTIVE_ACCESS_CSV_COLUMNS).length,
  );

describe('the CSV pages', () => {
  it("equal the SPA's CSV of the page function's rows, byte for byte, with names that need every rule", async () => {
    const service = server.service();
    const andes = companyId['Industrias Andes'];
    const luis = everything.find((r) => r.busqueda.includes('luis@pacifico'))!;
    const ana = everything.find((r) => r.busqueda.includes('ana@andes'))!;
    const { data: before } = await service
      .from('usuarios_plataforma')
      .select('id, nombre, apellido_paterno, apellido_materno')
      .in('id', [luis.usuario_id, ana.usuario_id]);
    const { data: modules } = await service.from('modulos_disponibles').select('id, descripcion').limit(1);
    try {
      // Spaces JavaScript's trim() removes (no-break, em, ideographic), a formula start, quotes, an
      // empty maternal surname, a company and a module text that start like formulas.
      await service
        .from('usuarios_plataforma')
        .update({ nombre: ' =Ana\u00a0', apellido_paterno: '"Comillas" Pérez\u2003', apellido_materno: '\t\u3000' })
        .eq('id', ana.usuario_id);
      await service
        .from('usuarios_plataforma')
        .update({ nombre: '@Luis', apellido_paterno: '-', apellido_materno: null })
        .eq('id', luis.usuario_id);
      await service.from('empresas').update({ nombre: '+Andes "Industrias", S.A.' }).eq('id', andes);
      await service
        .from('modulos_disponibles')
        .update({ descripcion: '=SUMA(1;2)\r\n"dos líneas"' })
        .eq('id', modules![0].id);
      for (const [args, size] of [
        [{}, 7],
        [{}, 10_000],
        [{ p_acceso: false }, 4],
        [{ p_sin_plan: true }, 3],
        [{ p_busqueda: 'comillas' }, 5],
      ] as Array<[Args, number]>) {
        const rows = (await pages(sa, args, 1000)).flat();
        const csv = await csvPages(sa, args, size);
        expect(csv.text, JSON.stringify(args)).toBe(csvOf(rows));
        expect(csv.sizes.reduce((a, b) => a + b, 0)).toBe(rows.length);
      }
      const text = (await csvPages(sa, { p_busqueda: 'comillas' }, 10)).text;
      expect(text).toContain(`"'=Ana ""Comillas"" Pérez","ana@andes.demo","'+Andes ""Industrias"", S.A."`);
      expect((await csvPages(sa, { p_busqueda: 'luis@' }, 10)).text).toContain(`"'@Luis -","luis@pacifico.demo"`);
    } finally {
      await service.from('empresas').update({ nombre: 'Industrias Andes' }).eq('id', andes);
      await service
        .from('modulos_disponibles')
        .update({ descripcion: modules![0].descripcion })
        .eq('id', modules![0].id);
      for (const u of before ?? []) await service.from('usuarios_plataforma').update(u).eq('id', u.id);
    }
  });

  it("a company's administrator gets their company's lines; a user 403; anon 401; bad input 400", async () => {
    const own = companyId['Comercial Pacífico'];
    expect((await csvPages(pacifico, {}, 6)).text).toBe(csvOf(everything.filter((r) => r.empresa_id === own)));
    expect((await csvPages(pacifico, { p_empresa_id: companyId['Industrias Andes'] }, 6)).text).toBe('');
    const user = await server.signedIn(DEMO.ana);
    const refused = await user.rpc('accesos_efectivos_csv', {});
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    const anon = await server.anon().rpc('accesos_efectivos_csv', {});
    expect(anon.status).toBe(401);
    for (const args of [{ p_limite: 0 }, { p_limite: 10_001 }, { p_despues: ['a'] }, { p_empresa_id: 'nope' }]) {
      const { status, error } = await sa.rpc('accesos_efectivos_csv', args);
      expect(status, JSON.stringify(args)).toBe(400);
      expect(error?.code).toMatch(/^22/);
    }
  });
});
