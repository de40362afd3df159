/**
 * 'Accesos Efectivos' fetchers (src/features/admin/api/get-effective-access*.ts) against the
 * embedded server with the real migrations, seed and policies: what each demo role sees (docs/design.md
 * §3, enforced by row-level security), each filter, and reading past the server's max-rows.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-error.ts';
import {
  forEachEffectiveAccessPage,
  getEffectiveAccessCount,
  type EffectiveAccessReadOptions,
  type EffectiveAccessRow,
} from '../../src/features/admin/api/get-effective-access.ts';
import type { EffectiveAccessQuery } from '../../src/features/admin/lib/effective-access-filters.ts';
import { getEffectiveAccessOptions } from '../../src/features/admin/api/get-effective-access-options.ts';
import { getCompanyMatches, getCompanyOption } from '../../src/features/admin/api/get-companies.ts';
import { toCsv } from '../../supabase/functions/_shared/csv.ts';
import { EFFECTIVE_ACCESS_CSV_COLUMNS } from '../../supabase/functions/_shared/effective-access-csv.ts';
import {
  ALL,
  NO_PLAN,
  toQuery,
  type EffectiveAccessFilters,
} from '../../src/features/admin/lib/effective-access-filters.ts';
import type { SupabaseClient as AppClient } from '../../src/lib/supabase.ts';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

// The server project has no `@/` alias (the SPA's Vite config does): map the modules the fetchers
// import to their files. The app's client reads the browser's environment; these tests pass a
// client signed in as each demo user instead, so the app's one must never be used here.
vi.mock('@/lib/fetch-all-rows', () => import('../../src/lib/fetch-all-rows.ts'));
vi.mock('@/lib/supabase', () => ({
  supabase: new Proxy(
    {},
    {
      get() {
        throw new Error('the integration tests pass their own client');
      },
    },
  ),
}));

type ViewRow = EffectiveAccessRow & { empresa_id: string | null; plan_clave: string | null; busqueda: string };

let server: TestServer;
let sa: SupabaseClient;
let pacifico: SupabaseClient;
let ana: SupabaseClient;
/** Every row of the view, read with the service role (no RLS), in the order the tab sorts by. */
let everything: ViewRow[];
let companyId: Record<string, string>;

const app = (c: SupabaseClient) => c as unknown as AppClient;
const key = (r: Pick<EffectiveAccessRow, 'usuario_id' | 'modulo_id'>) => `${r.usuario_id}/${r.modulo_id}`;
const keys = (rows: EffectiveAccessRow[]) => rows.map(key);
const filters = (f: Partial<EffectiveAccessFilters>) =>
  toQuery({ search: '', companyId: ALL, plan: ALL, access: ALL, ...f });

async function readAll(c: SupabaseClient): Promise<ViewRow[]> {
  const { data, error } = await c
    .from('accesos_efectivos_usuario')
    .select('*')
    .order('empresa_nombre')
    .order('nombre')
    .order('apellido_paterno')
    .order('usuario_id')
    .order('modulo_nombre')
    .order('modulo_id');
  if (error) throw new Error(error.message);
  return data as ViewRow[];
}

/**
 * Every row of the filters, page after page, as the CSV export reads them; and the count the tab
 * shows for them (public.accesos_efectivos_conteo), which must be exactly their number.
 */
async function getEffectiveAccess(
  query: EffectiveAccessQuery,
  options: EffectiveAccessReadOptions & { pageSize?: number },
): Promise<EffectiveAccessRow[]> {
  const rows: EffectiveAccessRow[] = [];
  await forEachEffectiveAccessPage(query, (page) => void rows.push(...page), options);
  expect(await getEffectiveAccessCount(query, options)).toEqual({ total: rows.length, exact: true });
  return rows;
}

/** What the tab must show for `predicate`: the service-role rows it keeps, in the database's order. */
function expected(predicate: (r: ViewRow) => boolean): string[] {
  return everything.filter(predicate).map(key);
}

beforeAll(async () => {
  server = await startTestServer();
  [sa, pacifico, ana] = await Promise.all([
    server.signedIn(DEMO.superadmin),
    server.signedIn(DEMO.adminPacifico),
    server.signedIn(DEMO.ana),
  ]);
  everything = await readAll(server.service());
  const { data } = await server.service().from('empresas').select('id, nombre');
  companyId = Object.fromEntries((data ?? []).map((e: { id: string; nombre: string }) => [e.nombre, e.id]));
});
afterAll(async () => {
  await server?.stop();
});

describe('who sees what (row-level security)', () => {
  it('superadmin@axel.demo sees every user of every company', async () => {
    const rows = await getEffectiveAccess(filters({}), { client: app(sa) });
    expect(everything).toHaveLength(60); // six demo users x ten modules
    expect(keys(rows)).toEqual(expected(() => true));
  });

  it('admin@pacifico.demo sees only Comercial Pacífico, whatever the filters ask', async () => {
    const rows = await getEffectiveAccess(filters({ access: 'active' }), { client: app(pacifico) });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.empresa_nombre))).toEqual(new Set(['Comercial Pacífico']));
    expect(keys(rows)).toEqual(
      expected((r) => r.empresa_nombre === 'Comercial Pacífico' && r.acceso_efectivo === true),
    );
    const andes = await getEffectiveAccess(filters({ companyId: companyId['Industrias Andes'] }), {
      client: app(pacifico),
    });
    expect(andes).toEqual([]);
  });

  it('ana@andes.demo (usuario) sees only her own rows, finance denied by an override', async () => {
    const rows = await getEffectiveAccess(filters({}), { client: app(ana) });
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.correo))).toEqual(new Set(['ana@andes.demo']));
    const denied = await getEffectiveAccess(filters({ access: 'inactive' }), { client: app(ana) });
    expect(denied).toHaveLength(1);
    expect(denied[0]).toMatchObject({
      modulo_clave: 'finance',
      en_plan: true,
      acceso_efectivo: false,
      override_aplicado: true,
    });
  });

  it('anon gets an ApiError with the database code', async () => {
    const failure = getEffectiveAccess(filters({ access: 'active' }), { client: app(server.anon()) });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: '42501' });
  });
});

describe('each filter (as superadmin)', () => {
  it('company: by id', async () => {
    const rows = await getEffectiveAccess(filters({ companyId: companyId['Comercial Pacífico'] }), { client: app(sa) });
    expect(rows).toHaveLength(20);
    expect(keys(rows)).toEqual(expected((r) => r.empresa_nombre === 'Comercial Pacífico'));
  });

  it('plan: by key, and "Sin plan" for companies without an active plan', async () => {
    const basico = await getEffectiveAccess(filters({ plan: 'basico' }), { client: app(sa) });
    expect(basico.length).toBeGreaterThan(0);
    expect(keys(basico)).toEqual(expected((r) => r.plan_clave === 'basico'));
    expect(new Set(basico.map((r) => r.plan_nombre))).toEqual(new Set(['Básico']));

    // Move Luis's company off its plan: its users then show under "Sin plan".
    const off = await server
      .service()
      .from('planes_empresa')
      .update({ activo: false })
      .eq('empresa_id', companyId['Comercial Pacífico'])
      .eq('activo', true);
    expect(off.error).toBeNull();
    try {
      const none = await getEffectiveAccess(filters({ plan: NO_PLAN }), { client: app(sa) });
      expect(none).toHaveLength(20);
      expect(none.every((r) => r.plan_nombre === null && r.acceso_efectivo === false)).toBe(true);
    } finally {
      await server
        .service()
        .from('planes_empresa')
        .update({ activo: true })
        .eq('empresa_id', companyId['Comercial Pacífico']);
    }
  });

  it('access status: only active, only inactive', async () => {
    const active = await getEffectiveAccess(filters({ access: 'active' }), { client: app(sa) });
    const inactive = await getEffectiveAccess(filters({ access: 'inactive' }), { client: app(sa) });
    expect(keys(active)).toEqual(expected((r) => r.acceso_efectivo === true));
    expect(keys(inactive)).toEqual(expected((r) => r.acceso_efectivo === false));
    expect(active.length + inactive.length).toBe(60);
  });

  it('search: case and accents ignored, over names, e-mail and module', async () => {
    const gonzalez = await getEffectiveAccess(filters({ search: '  GONZÁLEZ ' }), { client: app(sa) });
    expect(gonzalez).toHaveLength(10);
    expect(new Set(gonzalez.map((r) => r.correo))).toEqual(new Set(['admin@pacifico.demo']));

    const mail = await getEffectiveAccess(filters({ search: '@andes.demo' }), { client: app(sa) });
    expect(keys(mail)).toEqual(expected((r) => (r.correo ?? '').endsWith('@andes.demo')));

    const finanzas = await getEffectiveAccess(filters({ search: 'Finanzas' }), { client: app(sa) });
    expect(keys(finanzas)).toEqual(expected((r) => r.modulo_clave === 'finance'));
    expect(finanzas).toHaveLength(6);
  });

  it('search: %, _ and \\ match themselves, not as LIKE wildcards', async () => {
    for (const text of ['%', '_', '\\', 'a%s', 'an_']) {
      const rows = await getEffectiveAccess(filters({ search: text }), { client: app(sa) });
      expect(keys(rows), `search ${JSON.stringify(text)}`).toEqual(expected((r) => r.busqueda.includes(text)));
    }
  });

  it('search: * matches itself (PostgREST would read it as %)', async () => {
    const luis = everything.find((r) => r.correo === 'luis@pacifico.demo')!;
    const set = await server
      .service()
      .from('usuarios_plataforma')
      .update({ apellido_materno: 'So*to' })
      .eq('id', luis.usuario_id);
    expect(set.error).toBeNull();
    try {
      const star = await getEffectiveAccess(filters({ search: 'so*to' }), { client: app(sa) });
      expect(star).toHaveLength(10);
      expect(new Set(star.map((r) => r.correo))).toEqual(new Set(['luis@pacifico.demo']));
      expect(await getEffectiveAccess(filters({ search: 'a*b' }), { client: app(sa) })).toEqual([]);
    } finally {
      await server.service().from('usuarios_plataforma').update({ apellido_materno: 'Soto' }).eq('id', luis.usuario_id);
    }
  });

  it('filters combine', async () => {
    const rows = await getEffectiveAccess(filters({ plan: 'enterprise', access: 'inactive', search: 'andes' }), {
      client: app(sa),
    });
    expect(keys(rows)).toEqual(
      expected((r) => r.plan_clave === 'enterprise' && r.acceso_efectivo === false && r.busqueda.includes('andes')),
    );
    expect(rows.map((r) => r.correo)).toContain('ana@andes.demo');
  });

  it('reflects an override written afterwards (what the lead’s mutations invalidate)', async () => {
    const luisCrm = everything.find((r) => r.correo === 'luis@pacifico.demo' && r.modulo_clave === 'crm')!;
    expect(luisCrm.acceso_efectivo).toBe(true);
    const write = await sa.from('empleados_override_permisos').upsert({
      empleado_id: luisCrm.usuario_id,
      modulo_id: luisCrm.modulo_id,
      puede_acceder: false,
      updated_at: new Date().toISOString(),
    });
    expect(write.error).toBeNull();
    try {
      const rows = await getEffectiveAccess(filters({ search: 'luis@pacifico', access: 'inactive' }), {
        client: app(sa),
      });
      expect(rows.find((r) => r.modulo_clave === 'crm')).toMatchObject({
        acceso_efectivo: false,
        override_aplicado: true,
      });
    } finally {
      await sa
        .from('empleados_override_permisos')
        .delete()
        .eq('empleado_id', luisCrm.usuario_id)
        .eq('modulo_id', luisCrm.modulo_id);
    }
  });
});

describe('reading page by page, and cancelling', () => {
  it('hands over the pages in order; together they are every row', async () => {
    const pages: EffectiveAccessRow[][] = [];
    const read = await forEachEffectiveAccessPage(filters({}), (page) => void pages.push(page), {
      client: app(sa),
      pageSize: 25,
    });
    expect(pages.map((p) => p.length)).toEqual([25, 25, 10]);
    expect(read).toBe(60);
    expect(keys(pages.flat())).toEqual(expected(() => true));
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(getEffectiveAccess(filters({}), { client: app(sa), signal: controller.signal })).rejects.toThrow();
  });
});

describe('options of the company and plan filters', () => {
  it('superadmin: the companies by name, searched on the server (case and accents ignored), every plan', async () => {
    const options = await getEffectiveAccessOptions({ client: app(sa) });
    expect(options.planes.map((p) => p.clave).sort()).toEqual(['basico', 'enterprise', 'profesional']);
    const all = await getCompanyMatches({ client: app(sa) });
    expect(all.companies).toHaveLength(12);
    expect(all.more).toBe(false);
    const names = all.companies.map((e) => e.nombre);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    // The first N, and whether more match (one more was asked for).
    const few = await getCompanyMatches({ client: app(sa), limit: 5 });
    expect(few).toEqual({ companies: all.companies.slice(0, 5), more: true });
    expect((await getCompanyMatches({ client: app(sa), search: ' AMAZONIA ' })).companies).toEqual([
      { id: companyId['Laboratorios Amazonía'], nombre: 'Laboratorios Amazonía' },
    ]);
    // Literal: % and _ are no wildcards.
    expect((await getCompanyMatches({ client: app(sa), search: '%' })).companies).toEqual([]);
    expect(await getCompanyOption(companyId['Comercial Pacífico'], { client: app(sa) })).toEqual({
      id: companyId['Comercial Pacífico'],
      nombre: 'Comercial Pacífico',
    });
  });

  it('admin@pacifico.demo: only their company; anon: 401; a bad size: 400', async () => {
    expect((await getCompanyMatches({ client: app(pacifico) })).companies).toEqual([
      { id: companyId['Comercial Pacífico'], nombre: 'Comercial Pacífico' },
    ]);
    expect(await getCompanyOption(companyId['Industrias Andes'], { client: app(pacifico) })).toBeNull();
    const anon = await server.anon().rpc('empresas_opciones', { p_busqueda: '' });
    expect(anon.status).toBe(401);
    const bad = await sa.rpc('empresas_opciones', { p_limite: 0 });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22023');
  });
});

/** POST /functions/v1/export-effective-access as `who` (null: the anon key, no session). */
async function exportCsv(srv: TestServer, who: SupabaseClient | null, body: unknown, method = 'POST') {
  const token = who ? (await who.auth.getSession()).data.session!.access_token : srv.anonKey;
  return fetch(`${srv.url}/functions/v1/export-effective-access`, {
    method,
    headers: { apikey: srv.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
}

/** The filters as the SPA sends them to the function (the page function's own arguments). */
const exportBody = (q: EffectiveAccessQuery) => {
  const body: Record<string, unknown> = {};
  if (q.search) body.p_busqueda = q.search;
  if (q.companyId !== ALL) body.p_empresa_id = q.companyId;
  if (q.plan === NO_PLAN) body.p_sin_plan = true;
  else if (q.plan !== ALL) body.p_plan = q.plan;
  if (q.access !== ALL) body.p_acceso = q.access === 'active';
  return body;
};

describe('the CSV export streamed by export-effective-access', () => {
  it("superadmin: every row of the filters, the tab's rows in its order, in the SPA's CSV format", async () => {
    for (const q of [filters({}), filters({ search: 'ANDES', access: 'inactive' }), filters({ plan: NO_PLAN })]) {
      const res = await exportCsv(server, sa, exportBody(q));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="accesos_efectivos_usuarios.csv"');
      const rows = await getEffectiveAccess(q, { client: app(sa) });
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())).toBe(
        toCsv(rows, EFFECTIVE_ACCESS_CSV_COLUMNS),
      );
    }
  });

  it("admin@pacifico.demo: their company's rows only, whatever the filters ask", async () => {
    const mine = await (await exportCsv(server, pacifico, {})).text();
    const lines = mine.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(expected((r) => r.empresa_nombre === 'Comercial Pacífico').length);
    expect(lines.every((l) => l.includes('"Comercial Pacífico"'))).toBe(true);
    const andes = await exportCsv(server, pacifico, { p_empresa_id: companyId['Industrias Andes'] });
    expect(andes.status).toBe(200);
    expect((await andes.text()).split('\r\n').filter(Boolean)).toHaveLength(1); // the header alone
  });

  it('a user who is not an administrator: 403; no session: 401; bad filters: 400; GET: 405', async () => {
    const refused = await exportCsv(server, ana, {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 'forbidden',
      message: 'No tienes permiso para exportar los accesos efectivos.',
    });
    expect((await exportCsv(server, null, {})).status).toBe(401);
    for (const body of [
      { p_empresa_id: 'x' },
      { p_limite: 5 },
      { p_acceso: 'si' },
      { p_plan: 'basico', p_sin_plan: true },
      [1],
    ]) {
      const res = await exportCsv(server, sa, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).code).toBe('invalid_input');
    }
    expect((await exportCsv(server, sa, null, 'GET')).status).toBe(405);
  });
});

describe('a server that answers at most 7 rows per request (max-rows)', () => {
  let capped: TestServer;
  let saCapped: SupabaseClient;

  beforeAll(async () => {
    capped = await startTestServer({ config: { maxRows: 7 } });
    saCapped = await capped.signedIn(DEMO.superadmin);
  });
  afterAll(async () => {
    await capped?.stop();
  });

  it('a single request is cut at 7 rows', async () => {
    const { data } = await saCapped.from('accesos_efectivos_usuario').select('usuario_id');
    expect(data).toHaveLength(7);
  });

  it('still reads every row, in order, without duplicates', async () => {
    const sizes: number[] = [];
    const pages: EffectiveAccessRow[][] = [];
    await forEachEffectiveAccessPage(
      filters({}),
      (page) => {
        sizes.push(page.length);
        pages.push(page);
      },
      { client: app(saCapped) },
    );
    expect(Math.max(...sizes)).toBe(7);
    const rows = pages.flat();
    expect(rows).toHaveLength(60);
    expect(new Set(keys(rows)).size).toBe(60);
    expect(keys(rows)).toEqual(expected(() => true));
    expect(keys(await getEffectiveAccess(filters({ access: 'inactive' }), { client: app(saCapped) }))).toEqual(
      expected((r) => r.acceso_efectivo === false),
    );
  });

  it('the CSV export is not cut by the cap (a page of lines is one row): every row, in order, once', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await (await exportCsv(capped, saCapped, {})).arrayBuffer(),
    );
    const rows = await getEffectiveAccess(filters({}), { client: app(sa) });
    expect(text).toBe(toCsv(rows, EFFECTIVE_ACCESS_CSV_COLUMNS));
  });
});
