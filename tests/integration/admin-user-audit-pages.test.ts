/**
 * public.usuarios_autenticados_pagina and public.historial_permisos_pagina (issue 20): 'Gestión de
 * Roles' and 'Historial' read in keyset pages. Every page size and filter gives the same rows, in
 * the same order, as the view read whole and sorted; searches match name, e-mail and company in the
 * database (both the few-candidates path and the walk of the order's index); row-level security
 * decides whose rows exist; bad input is a 400 and anon a 401, in PostgREST's shape; and the order's
 * indexes serve the pages (no sort of the whole set).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../../scripts/seed-scale.ts';
import type { Database } from '../../server/db/types.ts';
import { asActor, COMPANIES, pagesInSql, USERS } from '../db/support.ts';
import { DEMO, DEMO_PASSWORD, freshDatabase, startTestServer, type TestServer } from '../support/server.ts';

interface UserRow {
  id: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  correo: string | null;
  empresa_id: string | null;
  empresa_nombre: string | null;
}
interface AuditRow {
  id: number;
  ocurrido_en: string;
  empresa_id: string | null;
  usuario_id: string | null;
}
type Args = Record<string, unknown>;

let db: Database;
let server: TestServer;
let sa: SupabaseClient;
let pacifico: SupabaseClient;
/** The admin_empresa of a generated company (not Pacífico, not Andes). */
let otherAdmin: SupabaseClient;
let otherCompany: string;
let ana: SupabaseClient;
/** Every user, as the service role reads the view, in the tab's order. */
let users: UserRow[];
/** Every change, newest first. */
let audit: AuditRow[];

/** As the tests compare: lower case, Spanish accents dropped (the function's normalisation). */
const fold = (s: string | null | undefined) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[áéíóúüñ]/g, (c) => ({ á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n' })[c]!);
/** usuarios_plataforma.busqueda's text: names and e-mail. */
const userText = (u: UserRow) =>
  fold(`${u.nombre} ${u.apellido_paterno} ${u.apellido_materno ?? ''} ${u.correo ?? ''}`);
const matches = (text: string) => (u: UserRow) =>
  userText(u).includes(fold(text)) || fold(u.empresa_nombre).includes(fold(text));

async function userPages(client: SupabaseClient, args: Args, size: number): Promise<UserRow[][]> {
  const out: UserRow[][] = [];
  let after: unknown = undefined;
  for (let i = 0; i < 5000; i++) {
    const { data, error } = await client.rpc('usuarios_autenticados_pagina', {
      ...args,
      p_limite: size,
      ...(after ? { p_despues: after } : {}),
    });
    expect(error).toBeNull();
    const page = data as UserRow[];
    if (page.length === 0) return out;
    expect(page.length).toBeLessThanOrEqual(size);
    out.push(page);
    const last = page[page.length - 1];
    after = [last.nombre, last.apellido_paterno, last.id];
  }
  throw new Error('never ended');
}

async function auditPages(client: SupabaseClient, args: Args, size: number): Promise<AuditRow[][]> {
  const out: AuditRow[][] = [];
  let after: unknown = undefined;
  for (let i = 0; i < 5000; i++) {
    const { data, error } = await client.rpc('historial_permisos_pagina', {
      ...args,
      p_limite: size,
      ...(after ? { p_despues: after } : {}),
    });
    expect(error).toBeNull();
    const page = data as AuditRow[];
    if (page.length === 0) return out;
    expect(page.length).toBeLessThanOrEqual(size);
    out.push(page);
    const last = page[page.length - 1];
    after = [last.ocurrido_en, last.id];
  }
  throw new Error('never ended');
}

const ids = (rows: Array<{ id: string | number }>) => rows.map((r) => r.id);

beforeAll(async () => {
  db = await freshDatabase();
  // More users than the functions' candidate limit (2,000), so a common text walks the index;
  // names repeat, so the id breaks ties; the plans and overrides are audited in one transaction,
  // so many changes share one ocurrido_en and the id breaks those ties too.
  await seedScale(db, { companies: 30, users: 2100 });
  server = await startTestServer({ database: db });
  const service = server.service();
  const all = await service
    .from('usuarios_autenticados')
    .select('*')
    .order('nombre')
    .order('apellido_paterno')
    .order('id')
    .range(0, 9999);
  expect(all.error).toBeNull();
  users = all.data as UserRow[];
  const log = await service
    .from('historial_permisos')
    .select('id, ocurrido_en, empresa_id, usuario_id')
    .order('ocurrido_en', { ascending: false })
    .order('id', { ascending: false })
    .range(0, 9999);
  expect(log.error).toBeNull();
  audit = log.data as AuditRow[];
  // The admin_empresa of some generated company.
  const { data: adminRow } = await service
    .from('usuarios_plataforma')
    .select('correo, empresa_id')
    .eq('rol_id', 'admin_empresa')
    .not('empresa_id', 'in', `(${Object.values(COMPANIES).join(',')})`)
    .limit(1)
    .single();
  expect(adminRow).toBeTruthy();
  otherCompany = adminRow!.empresa_id as string;
  [sa, pacifico, ana, otherAdmin] = await Promise.all([
    server.signedIn(DEMO.superadmin),
    server.signedIn(DEMO.adminPacifico),
    server.signedIn(DEMO.ana),
    server.signedIn(adminRow!.correo as string, DEMO_PASSWORD),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await db?.close();
});

describe("'Gestión de Roles': usuarios_autenticados_pagina", () => {
  it('the data has what the tests need: more than 2,000 users, repeated names', () => {
    expect(users.length).toBeGreaterThan(2100);
    const names = new Set(users.map((u) => `${u.nombre}|${u.apellido_paterno}`));
    expect(names.size).toBeLessThan(users.length);
  });

  it.each([150, 1000])('super_admin: pages of %i rows are every user, in order, once', async (size) => {
    const all = (await userPages(sa, {}, size)).flat();
    expect(ids(all)).toEqual(ids(users));
  });

  it('a deep page: the page after the 2,000th user is the sorted read from there', async () => {
    const k = users[1999];
    const { data, error } = await sa.rpc('usuarios_autenticados_pagina', {
      p_despues: [k.nombre, k.apellido_paterno, k.id],
      p_limite: 50,
    });
    expect(error).toBeNull();
    expect(ids(data as UserRow[])).toEqual(ids(users.slice(2000, 2050)));
  });

  it.each<[string, string]>([
    ['a surname, case and accents ignored', 'GONZÁLEZ'],
    ['an e-mail', 'ana@andes.demo'],
    ['a company name', 'Comercial Pacífico'],
    ['a common text (2,000 and more candidates, read by id)', 'a'],
    ['a text no one has', 'zzqx'],
    ['wildcards are literal', 'a%s'],
    ['a text with a space', 'ana soto'],
  ])('search, %s: the same rows as the sorted read, in pages', async (_name, text) => {
    const expected = users.filter(matches(text));
    const all = (await userPages(sa, { p_busqueda: text }, expected.length > 100 ? 250 : 9)).flat();
    expect(ids(all)).toEqual(ids(expected));
  });

  it('a common text with more candidates than the limit walks the index: the same rows, in pages', async () => {
    // The limit is 20,000 candidates; the setting lowers it for the transaction (2,100 users here).
    const expected = users.filter(matches('a'));
    const walked = await asActor(db, 'superadmin', async (tx) => {
      await tx.exec("set local axel.usuarios_candidatos_max = '2000'");
      return pagesInSql<UserRow>(
        tx,
        "select * from public.usuarios_autenticados_pagina('a', null, $1::jsonb, 250)",
        (u) => [u.nombre, u.apellido_paterno, u.id],
      );
    });
    expect(ids(walked)).toEqual(ids(expected));
  });

  it('a common search really is common, and a company search finds users by their company only', () => {
    expect(users.filter(matches('a')).length).toBeGreaterThan(2000);
    const pac = users.filter(matches('Comercial Pacífico'));
    expect(pac.length).toBeGreaterThan(0);
    expect(pac.every((u) => u.empresa_id === COMPANIES.pacifico)).toBe(true);
  });

  it('the company filter, with and without a search', async () => {
    const andes = users.filter((u) => u.empresa_id === COMPANIES.andes);
    expect(andes.length).toBeGreaterThan(1);
    expect(ids((await userPages(sa, { p_empresa_id: COMPANIES.andes }, 2)).flat())).toEqual(ids(andes));
    expect(ids((await userPages(sa, { p_empresa_id: COMPANIES.andes, p_busqueda: 'ANA' }, 2)).flat())).toEqual(
      ids(andes.filter(matches('ana'))),
    );
  });

  it('row-level security: an admin_empresa pages through their company only', async () => {
    const own = users.filter((u) => u.empresa_id === COMPANIES.pacifico);
    expect(ids((await userPages(pacifico, {}, 1)).flat())).toEqual(ids(own));
    const others = users.filter((u) => u.empresa_id === otherCompany);
    expect(others.length).toBeGreaterThan(10);
    expect(ids((await userPages(otherAdmin, {}, 10)).flat())).toEqual(ids(others));
  });

  it('row-level security: the admin of another company finds nobody of Pacífico, by filter or by search', async () => {
    expect((await userPages(otherAdmin, { p_empresa_id: COMPANIES.pacifico }, 10)).flat()).toEqual([]);
    expect((await userPages(otherAdmin, { p_busqueda: 'Comercial Pacífico' }, 10)).flat()).toEqual([]);
    expect((await userPages(otherAdmin, { p_busqueda: 'luis@pacifico.demo' }, 10)).flat()).toEqual([]);
  });

  it('row-level security: a usuario sees only themself', async () => {
    const all = (await userPages(ana, {}, 5)).flat();
    expect(all.map((u) => u.correo)).toEqual([DEMO.ana]);
    expect((await userPages(ana, { p_busqueda: 'andes' }, 5)).flat().map((u) => u.correo)).toEqual([DEMO.ana]);
  });

  it('anon may not call it', async () => {
    const { error, status } = await server.anon().rpc('usuarios_autenticados_pagina', {});
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it.each<[string, Args]>([
    ['a page size of 0', { p_limite: 0 }],
    ['a page size over 1,000', { p_limite: 1001 }],
    ['a key that is not an array of 3', { p_despues: ['a', 'b'] }],
    ['a key that is an object', { p_despues: { nombre: 'a' } }],
    ['a key with a number', { p_despues: ['a', 'b', 3] }],
    ['a key with a bad id', { p_despues: ['a', 'b', 'not-a-uuid'] }],
    ['a search over 200 characters', { p_busqueda: 'x'.repeat(201) }],
    ['a company that is not a uuid', { p_empresa_id: 'nope' }],
  ])('%s is a 400', async (_name, args) => {
    const { error, status } = await sa.rpc('usuarios_autenticados_pagina', args);
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
    expect(error?.message).toBeTruthy();
  });
});

describe("'Historial': historial_permisos_pagina", () => {
  it('the data has what the tests need: changes that share a time', () => {
    expect(audit.length).toBeGreaterThan(100);
    expect(new Set(audit.map((r) => r.ocurrido_en)).size).toBeLessThan(audit.length);
  });

  it.each([7, 1000])('super_admin: pages of %i rows are every change, newest first, once', async (size) => {
    const all = (await auditPages(sa, {}, size)).flat();
    expect(ids(all)).toEqual(ids(audit));
  });

  it('a deep page: the page after the 150th change is the sorted read from there', async () => {
    const k = audit[149];
    const { data, error } = await sa.rpc('historial_permisos_pagina', {
      p_despues: [k.ocurrido_en, k.id],
      p_limite: 50,
    });
    expect(error).toBeNull();
    expect(ids(data as AuditRow[])).toEqual(ids(audit.slice(150, 200)));
  });

  it('the company filter, the user filter, and both', async () => {
    const pac = audit.filter((r) => r.empresa_id === COMPANIES.pacifico);
    expect(pac.length).toBeGreaterThan(0);
    expect(ids((await auditPages(sa, { p_empresa_id: COMPANIES.pacifico }, 3)).flat())).toEqual(ids(pac));
    const someone = audit.find((r) => r.usuario_id && audit.filter((x) => x.usuario_id === r.usuario_id).length > 1)!;
    const theirs = audit.filter((r) => r.usuario_id === someone.usuario_id);
    expect(ids((await auditPages(sa, { p_usuario_id: someone.usuario_id }, 1)).flat())).toEqual(ids(theirs));
    expect(
      ids((await auditPages(sa, { p_empresa_id: someone.empresa_id, p_usuario_id: someone.usuario_id }, 2)).flat()),
    ).toEqual(ids(theirs.filter((r) => r.empresa_id === someone.empresa_id)));
  });

  it("the stored usuario_id is the view's former one (computed from the change's row)", async () => {
    const differ = await asActor(
      db,
      'superadmin',
      async (tx) =>
        (
          await tx.query<{ n: string }>(`select count(*) as n from public.auditoria_permisos a
          where a.usuario_id is distinct from case a.tabla
            when 'usuarios_plataforma' then (coalesce(a.despues, a.antes) ->> 'id')::uuid
            when 'empleados_override_permisos' then (coalesce(a.despues, a.antes) ->> 'empleado_id')::uuid
            when 'acciones_cuenta' then (coalesce(a.despues, a.antes) ->> 'usuario_id')::uuid end`)
        ).rows[0].n,
    );
    expect(Number(differ)).toBe(0);
    expect(audit.some((r) => r.usuario_id)).toBe(true);
  });

  it('row-level security: an admin_empresa pages through their company only; another company is empty', async () => {
    const own = audit.filter((r) => r.empresa_id === COMPANIES.pacifico);
    expect(ids((await auditPages(pacifico, {}, 4)).flat())).toEqual(ids(own));
    expect(ids((await auditPages(pacifico, { p_empresa_id: COMPANIES.pacifico }, 4)).flat())).toEqual(ids(own));
    expect((await auditPages(otherAdmin, { p_empresa_id: COMPANIES.pacifico }, 4)).flat()).toEqual([]);
    expect(ids((await auditPages(otherAdmin, {}, 4)).flat())).toEqual(
      ids(audit.filter((r) => r.empresa_id === otherCompany)),
    );
  });

  it('row-level security: a usuario sees no change', async () => {
    expect((await auditPages(ana, {}, 10)).flat()).toEqual([]);
  });

  it('anon may not call it', async () => {
    const { error, status } = await server.anon().rpc('historial_permisos_pagina', {});
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it.each<[string, Args]>([
    ['a page size of 0', { p_limite: 0 }],
    ['a page size over 1,000', { p_limite: 1001 }],
    ['a key that is not an array of 2', { p_despues: ['2026-01-01T00:00:00Z'] }],
    ['a key whose time is not a time', { p_despues: ['yesterday-ish', 5] }],
    ['a key whose id is not a number', { p_despues: ['2026-01-01T00:00:00Z', 'x'] }],
    ['a key whose id is not a whole number', { p_despues: ['2026-01-01T00:00:00Z', 1.5] }],
    ['a user that is not a uuid', { p_usuario_id: 'nope' }],
  ])('%s is a 400', async (_name, args) => {
    const { error, status } = await sa.rpc('historial_permisos_pagina', args);
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });
});

describe('the indexes serve the pages', () => {
  /**
   * The plan of `sql` as `who`, with sequential scans, bitmap scans and sorts discouraged: the tables
   * here are small enough for any plan to be cheap, so the question asked is whether an index CAN
   * serve the order under these filters (if none can, the plan still sorts).
   */
  const plan = (who: 'superadmin' | 'adminPacifico', sql: string, params: unknown[] = []) =>
    asActor(db, who, async (tx) => {
      await tx.exec('set local enable_seqscan = off; set local enable_bitmapscan = off; set local enable_sort = off');
      const rows = (await tx.query<Record<string, string>>(`explain ${sql}`, params)).rows;
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });

  // The statements the functions run (their dynamic SQL), for each index.
  it.each<[string, 'superadmin' | 'adminPacifico', string, string]>([
    ['audit, all', 'superadmin', 'true', 'auditoria_permisos_orden_idx'],
    ['audit, a company', 'superadmin', `h.empresa_id = '${COMPANIES.andes}'`, 'auditoria_permisos_empresa_orden_idx'],
    ['audit, a user', 'superadmin', `h.usuario_id = '${USERS.ana}'`, 'auditoria_permisos_usuario_orden_idx'],
    ['audit, after a key', 'superadmin', `(h.ocurrido_en, h.id) < (now(), 1000000)`, 'auditoria_permisos_orden_idx'],
  ])('%s', async (_name, who, where, index) => {
    const text = await plan(
      who,
      `select h.* from public.historial_permisos h where ${where} order by h.ocurrido_en desc, h.id desc limit 50`,
    );
    expect(text).toContain(index);
    expect(text).not.toMatch(/\bSort\b/);
  });

  it.each<[string, 'superadmin' | 'adminPacifico', string, string]>([
    ['users, all', 'superadmin', 'true', 'usuarios_plataforma_orden_nombre_idx'],
    [
      'users, after a key',
      'superadmin',
      `(u.nombre, u.apellido_paterno, u.id) > ('M', 'A', '${USERS.ana}')`,
      'usuarios_plataforma_orden_nombre_idx',
    ],
    [
      'users, a company',
      'adminPacifico',
      `u.empresa_id = '${COMPANIES.pacifico}'`,
      'usuarios_plataforma_empresa_orden_nombre_idx',
    ],
  ])('%s', async (_name, who, where, index) => {
    const text = await plan(
      who,
      `select u.id, e.nombre from public.usuarios_plataforma u left join public.empresas e on e.id = u.empresa_id
       where ${where} order by u.nombre, u.apellido_paterno, u.id limit 100`,
    );
    expect(text).toContain(index);
    expect(text).not.toMatch(/\bSort\b/);
  });
});

/** A count function's one row (issue 33): the list's total, exact or "more than". */
async function count(client: SupabaseClient, fn: string, args: Args): Promise<{ total: number; exacto: boolean }> {
  const { data, error } = await client.rpc(fn, args);
  expect(error).toBeNull();
  const [row] = data as Array<{ total: number | string; exacto: boolean }>;
  return { total: Number(row.total), exacto: row.exacto };
}

describe("the lists' counts", () => {
  it.each<[string, Args, (u: UserRow) => boolean]>([
    ['every user', {}, () => true],
    ['a surname', { p_busqueda: 'GONZÁLEZ' }, matches('gonzalez')],
    ['a company name', { p_busqueda: 'Comercial Pacífico' }, matches('Comercial Pacífico')],
    ['a common text', { p_busqueda: 'a' }, matches('a')],
    ['a text no one has', { p_busqueda: 'zzqx' }, () => false],
    ['a company', { p_empresa_id: COMPANIES.andes }, (u) => u.empresa_id === COMPANIES.andes],
  ])("'Gestión de Roles', %s: the users the pages hold", async (_name, args, predicate) => {
    expect(await count(sa, 'usuarios_autenticados_conteo', args)).toEqual({
      total: users.filter(predicate).length,
      exacto: true,
    });
  });

  it("'Gestión de Roles': the same count when the search walks (more candidates than the limit)", async () => {
    const n = await asActor(db, 'superadmin', async (tx) => {
      await tx.exec("set local axel.usuarios_candidatos_max = '2000'");
      return (await tx.query<{ total: string }>(`select total from public.usuarios_autenticados_conteo('a')`)).rows[0]
        .total;
    });
    expect(Number(n)).toBe(users.filter(matches('a')).length);
  });

  it("'Gestión de Roles', row-level security: a company's admin counts their company, a user themself", async () => {
    expect(await count(pacifico, 'usuarios_autenticados_conteo', {})).toEqual({
      total: users.filter((u) => u.empresa_id === COMPANIES.pacifico).length,
      exacto: true,
    });
    expect(await count(otherAdmin, 'usuarios_autenticados_conteo', { p_busqueda: 'Comercial Pacífico' })).toEqual({
      total: 0,
      exacto: true,
    });
    expect(await count(ana, 'usuarios_autenticados_conteo', {})).toEqual({ total: 1, exacto: true });
  });

  it("'Historial': every change, a company's, a user's; an admin_empresa counts their company's", async () => {
    expect(await count(sa, 'historial_permisos_conteo', {})).toEqual({ total: audit.length, exacto: true });
    const pac = audit.filter((r) => r.empresa_id === COMPANIES.pacifico);
    expect(await count(sa, 'historial_permisos_conteo', { p_empresa_id: COMPANIES.pacifico })).toEqual({
      total: pac.length,
      exacto: true,
    });
    const someone = audit.find((r) => r.usuario_id)!;
    expect(await count(sa, 'historial_permisos_conteo', { p_usuario_id: someone.usuario_id })).toEqual({
      total: audit.filter((r) => r.usuario_id === someone.usuario_id).length,
      exacto: true,
    });
    expect(await count(pacifico, 'historial_permisos_conteo', {})).toEqual({ total: pac.length, exacto: true });
    expect(await count(ana, 'historial_permisos_conteo', {})).toEqual({ total: 0, exacto: true });
  });

  it("'Historial': past its limit (100,000; lowered here), 'more than' the limit", async () => {
    const at = (tope: number) =>
      asActor(db, 'superadmin', async (tx) => {
        await tx.exec(`set local axel.historial_conteo_tope = '${tope}'`);
        const row = (
          await tx.query<{ total: string; exacto: unknown }>('select * from public.historial_permisos_conteo()')
        ).rows[0];
        return { total: Number(row.total), exacto: row.exacto === true || row.exacto === 't' };
      });
    expect(await at(10)).toEqual({ total: 10, exacto: false });
    expect(await at(audit.length)).toEqual({ total: audit.length, exacto: true });
  });

  it("'Empresas' in pages by name: every company the caller may see, once, in order", async () => {
    const { data: all } = await server.service().from('empresas').select('id, nombre, estado').order('nombre');
    const read: Array<{ id: string; nombre: string; estado: string }> = [];
    let after: string | undefined;
    for (;;) {
      const { data, error } = await sa.rpc('empresas_pagina', { p_limite: 7, ...(after ? { p_despues: after } : {}) });
      expect(error).toBeNull();
      const page = data as typeof read;
      if (page.length === 0) break;
      read.push(...page);
      after = page[page.length - 1].nombre;
    }
    expect(read).toEqual(all);
    const own = await pacifico.rpc('empresas_pagina', {});
    expect((own.data as typeof read).map((e) => e.id)).toEqual([COMPANIES.pacifico]);
  });

  it.each(['usuarios_autenticados_conteo', 'historial_permisos_conteo', 'empresas_pagina'])(
    'anon may not call %s',
    async (fn) => {
      const { error, status } = await server.anon().rpc(fn, {});
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    },
  );

  it.each<[string, string, Args]>([
    ['usuarios_autenticados_conteo', 'a search over 200 characters', { p_busqueda: 'x'.repeat(201) }],
    ['usuarios_autenticados_conteo', 'a company that is not a uuid', { p_empresa_id: 'nope' }],
    ['historial_permisos_conteo', 'a user that is not a uuid', { p_usuario_id: 'nope' }],
    ['empresas_pagina', 'a page size of 0', { p_limite: 0 }],
    ['empresas_pagina', 'a page size over 1,000', { p_limite: 1001 }],
  ])('%s: %s is a 400', async (fn, _name, args) => {
    const { error, status } = await sa.rpc(fn, args);
    expect(status).toBe(400);
    expect(error?.code).toMatch(/^22/);
  });
});
