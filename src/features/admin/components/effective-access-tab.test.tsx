import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError, restSelect } from '@/testing/rest-handlers';
import { keyOf, type EffectiveAccessRow } from '../api/get-effective-access';
import {
  companyOptionsHandler,
  ANDES,
  ANDES_ADMIN,
  effectiveAccessRow as row,
  PACIFICO,
  PLANS,
  renderAdmin,
  SUPER_ADMIN,
} from '../testing/fixtures';
import { EffectiveAccessTab } from './effective-access-tab';

const COMPANIES = [
  { id: ANDES, nombre: 'Industrias Andes' },
  { id: PACIFICO, nombre: 'Comercial Pacífico' },
];

const ANA_FINANCE = row();
const ANA_CRM = row({
  modulo_id: 'm-crm',
  modulo_clave: 'crm',
  modulo_nombre: 'Relación con Clientes',
  modulo_descripcion: 'Clientes y ventas.',
  acceso_efectivo: true,
  override_aplicado: false,
});
const LUIS_PEOPLE = row({
  usuario_id: 'u-luis',
  nombre: 'Luis',
  apellido_paterno: 'Herrera',
  apellido_materno: 'Soto',
  correo: 'luis@pacifico.demo',
  empresa_nombre: 'Comercial Pacífico',
  plan_nombre: 'Básico',
  modulo_id: 'm-people',
  modulo_clave: 'people',
  modulo_nombre: 'Gestión de Personas',
  modulo_descripcion: 'Colaboradores.',
  acceso_efectivo: true,
  override_aplicado: false,
});

function many(n: number): EffectiveAccessRow[] {
  return Array.from({ length: n }, (_, i) =>
    row({
      usuario_id: `u-${String(i).padStart(6, '0')}`,
      nombre: `Persona ${i}`,
      correo: `p${i}@x.demo`,
      acceso_efectivo: i % 2 === 0,
      override_aplicado: false,
    }),
  );
}

/** One call of public.accesos_efectivos_pagina: its arguments and the columns asked for. */
interface PageRequest {
  args: Record<string, unknown>;
  select: string | null;
}

const PAGE_RPC = '*/rest/v1/rpc/accesos_efectivos_pagina';
const COUNT_RPC = '*/rest/v1/rpc/accesos_efectivos_conteo';

/** Answers like the page function: the p_limite rows after the row whose key is p_despues. */
function pageOf(all: EffectiveAccessRow[], args: Record<string, unknown>): EffectiveAccessRow[] {
  const after = args.p_despues as string[] | undefined;
  const start = after ? all.findIndex((r) => r.usuario_id === after[3] && r.modulo_id === after[5]) + 1 : 0;
  return all.slice(start, start + Number(args.p_limite));
}

async function pageRequest(request: Request): Promise<PageRequest> {
  return {
    args: (await request.json()) as Record<string, unknown>,
    select: new URL(request.url).searchParams.get('select'),
  };
}

/**
 * Serves the filter options, the page function and the count function (the rows' number, exact);
 * records every call of the page function.
 */
function serve(
  rows: EffectiveAccessRow[] | ((req: PageRequest) => EffectiveAccessRow[]) = [ANA_FINANCE, ANA_CRM, LUIS_PEOPLE],
) {
  const requests: PageRequest[] = [];
  server.use(
    companyOptionsHandler(COMPANIES),
    restSelect('planes_disponibles', PLANS),
    http.post(PAGE_RPC, async ({ request }) => {
      const req = await pageRequest(request);
      requests.push(req);
      return HttpResponse.json(pageOf(typeof rows === 'function' ? rows(req) : rows, req.args));
    }),
    http.post(COUNT_RPC, async ({ request }) => {
      const args = (await request.json()) as Record<string, unknown>;
      const all = typeof rows === 'function' ? rows({ args, select: null }) : rows;
      return HttpResponse.json([{ total: all.length, exacto: true }]);
    }),
  );
  return requests;
}

async function choose(user: ReturnType<typeof renderAdmin>['user'], combobox: string, option: string) {
  const trigger = screen.getByRole('combobox', { name: combobox });
  await waitFor(() => expect(trigger).toBeEnabled());
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name: option }));
}

function dataRows() {
  return screen.getAllByRole('row').filter((r) => Number(r.getAttribute('aria-rowindex')) > 1);
}

// Radix selects and user-event are slow in jsdom on a busy 2-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('EffectiveAccessTab', () => {
  it('asks for a filter first and reads nothing until one is set', async () => {
    const requests = serve();
    renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    expect(screen.getByText('Aplica un filtro para ver los accesos')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nombre, correo o módulo...')).toBeInTheDocument();
    for (const name of ['Empresa', 'Plan', 'Acceso'])
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Acceso' })).toHaveTextContent('Todos los accesos');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Empresa' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('Todas las empresas');
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the rows with every column once a filter is set, and Mostrando N registros', async () => {
    const requests = serve();
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo inactivos');
    expect(await screen.findByText('Mostrando 3 registros')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Accesos efectivos' });
    expect(requests[0].args).toEqual({ p_acceso: false, p_limite: 200 });
    expect(requests[0].select).not.toContain('busqueda');

    const table = screen.getByRole('table', { name: 'Accesos efectivos' });
    expect(table).toHaveAttribute('aria-rowcount', '4');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Usuario', 'Empresa', 'Plan', 'Módulo', 'Clave', 'Acceso', 'Origen']);

    const [finance, crm, people] = dataRows();
    expect(finance).toHaveAttribute('aria-rowindex', '2');
    const cells = within(finance).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Ana Torres Fuentes');
    expect(cells[0]).toHaveTextContent('ana@andes.demo');
    expect(cells[1]).toHaveTextContent('Industrias Andes');
    expect(within(cells[2]).getByText('Enterprise').className).toContain('bg-destructive');
    expect(cells[3]).toHaveTextContent('Finanzas');
    expect(cells[3]).toHaveTextContent('Facturación, cuentas por cobrar y pagar.');
    expect(cells[4]).toHaveTextContent('finance');
    expect(cells[5]).toHaveTextContent('No');
    expect(cells[6]).toHaveTextContent('Override');
    expect(within(crm).getAllByRole('cell')[5]).toHaveTextContent('Sí');
    expect(within(crm).getAllByRole('cell')[6]).toHaveTextContent('Plan');
    expect(within(people).getByText('Básico').className).toContain('bg-secondary');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('sends the search trimmed, normalised and escaped, once, after a pause in typing', async () => {
    const requests = serve();
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '  JOSÉ_50% ');
    expect(await screen.findByText('Mostrando 3 registros')).toBeInTheDocument();
    // One query: its first page, and the empty page after its last row that confirms the end.
    expect(requests.map((r) => r.args.p_despues)).toEqual([undefined, keyOf(LUIS_PEOPLE)]);
    // Normalised; the function matches it literally (no LIKE wildcards).
    for (const r of requests) expect(r.args.p_busqueda).toBe('jose_50%');

    // Clearing the search goes back to asking for a filter, at once and without a request.
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(screen.getByText('Aplica un filtro para ver los accesos')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('filters by company id and by plan key, including companies without a plan', async () => {
    const requests = serve();
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Empresa', 'Comercial Pacífico');
    await screen.findByText('Mostrando 3 registros');
    expect(requests.at(-1)?.args.p_empresa_id).toBe(PACIFICO);
    await choose(user, 'Plan', 'Básico');
    await waitFor(() => expect(requests.at(-1)?.args.p_plan).toBe('basico'));
    await choose(user, 'Plan', 'Sin plan');
    await waitFor(() => expect(requests.at(-1)?.args.p_sin_plan).toBe(true));
    expect(requests.at(-1)?.args.p_plan).toBeUndefined();
    expect(requests.at(-1)?.args.p_empresa_id).toBe(PACIFICO);
  });

  it('says so when nothing matches, with the export disabled and its reason in a tooltip', async () => {
    serve([]);
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo activos');
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getByText('Ajusta los filtros para ver más resultados')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 0 registros')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    await user.tab();
    while (document.activeElement && !document.activeElement.contains(button)) await user.tab();
    expect((await screen.findAllByText('No hay datos para exportar')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state while the first page is on its way', async () => {
    serve();
    server.use(
      http.post(PAGE_RPC, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo activos');
    expect(await screen.findByText('Cargando accesos...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('shows a read error inline with a retry, and no toast', async () => {
    serve();
    let fail = true;
    server.use(
      http.post(PAGE_RPC, async ({ request }) =>
        fail
          ? restError(500, 'la base de datos no responde')
          : HttpResponse.json(pageOf([ANA_FINANCE], (await pageRequest(request)).args)),
      ),
    );
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo inactivos');
    expect(await screen.findByText('No se pudieron cargar los accesos')).toBeInTheDocument();
    expect(screen.getByText('la base de datos no responde')).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.queryByText(/Mostrando/)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/^Ana Torres/)).toBeInTheDocument();
    expect(screen.getByText('Mostrando 3 registros')).toBeInTheDocument();
  });

  it('shows an error with a retry when the plan options fail', async () => {
    server.use(
      http.get('*/rest/v1/planes_disponibles', () => restError()),
      companyOptionsHandler(COMPANIES),
    );
    renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    expect(await screen.findByText('No se pudieron cargar los planes')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toBeDisabled();
    // The search and the access status still work.
    expect(screen.getByRole('combobox', { name: 'Acceso' })).toBeEnabled();
  });

  it('tells a company administrator they see their own company', () => {
    serve();
    renderAdmin(<EffectiveAccessTab viewer={ANDES_ADMIN} />);
    expect(screen.getByText(/Ves los usuarios de tu empresa\./)).toBeInTheDocument();
  });
});

describe('EffectiveAccessTab with many rows', () => {
  it('paints the first rows, counts them all from the server, and reads the next page as the table scrolls', async () => {
    const all = many(25_000);
    const requests = serve(all);
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Plan', 'Profesional');

    expect(await screen.findByText('Mostrando 25.000 registros')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Accesos efectivos' });
    expect(table).toHaveAttribute('aria-rowcount', '25001');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(screen.getByText(/^Persona 0 Torres/)).toBeInTheDocument();
    // The first 200 rows, then at once the next 1,000 (the table reads half a scroll page ahead);
    // then nothing more while the table stays at its top.
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0].args).toEqual({ p_plan: 'profesional', p_limite: 200 });
    expect(requests[1].args).toEqual({ p_plan: 'profesional', p_limite: 1000, p_despues: keyOf(all[199]) });
    // 600 px of 56 px rows plus the overscan, not 1,200.
    const rendered = dataRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests).toHaveLength(2);

    // Scrolled near the end of what was read: the next page, after the last row's key.
    const region = screen.getByRole('region', { name: 'Accesos efectivos (desplazable)' });
    act(() => {
      region.scrollTop = 1000 * 56;
      region.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2].args).toEqual({ p_plan: 'profesional', p_limite: 1000, p_despues: keyOf(all[1199]) });
    await waitFor(() => expect(screen.getByText(/^Persona 1000 Torres/)).toBeInTheDocument());
    expect(dataRows().length).toBeLessThan(40);
  });

  it("says 'más de N' when the server stopped counting", async () => {
    serve();
    server.use(http.post(COUNT_RPC, () => HttpResponse.json([{ total: 10_000, exacto: false }])));
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo activos');
    expect(await screen.findByText('Mostrando más de 10.000 registros')).toBeInTheDocument();
    // The number of rows is unknown to assistive technology too.
    expect(await screen.findByRole('table', { name: 'Accesos efectivos' })).toHaveAttribute('aria-rowcount', '-1');
  });

  it('a failed count is said next to the rows, with a retry', async () => {
    serve();
    let fail = true;
    server.use(
      http.post(COUNT_RPC, () =>
        fail ? restError(500, 'sin respuesta') : HttpResponse.json([{ total: 3, exacto: true }]),
      ),
    );
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Acceso', 'Solo activos');
    expect(await screen.findByText('No se pudo contar los registros.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Accesos efectivos' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Mostrando 3 registros')).toBeInTheDocument();
  });

  it('a failed next page is said at the end of the table, with a retry; the rows read stay', async () => {
    const all = many(300);
    const requests = serve(all);
    let fail = true;
    server.use(
      http.post(PAGE_RPC, async ({ request }) => {
        const req = await pageRequest(request);
        requests.push(req);
        if (req.args.p_despues && fail) return restError(500, 'se cortó');
        return HttpResponse.json(pageOf(all, req.args));
      }),
    );
    const { user } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />);
    await choose(user, 'Plan', 'Profesional');
    const region = await screen.findByRole('region', { name: 'Accesos efectivos (desplazable)' });
    act(() => {
      region.scrollTop = 200 * 56 - 600;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('No se pudieron cargar más filas.')).toBeInTheDocument();
    // A failure is not retried by itself while the reader stays there.
    const asked = requests.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests).toHaveLength(asked);
    expect(screen.getByText(/^Persona 199 Torres/)).toBeInTheDocument();
    expect(screen.getByText('Mostrando 300 registros')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se pudieron cargar más filas.')).not.toBeInTheDocument());
    act(() => {
      region.scrollTop = 300 * 56 - 600;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText(/^Persona 299 Torres/)).toBeInTheDocument();
  });
});

describe('EffectiveAccessTab filters in the URL (issue 16 item 8)', { timeout: 20_000 }, () => {
  it('reads the filters from the URL, writes changes back next to ?tab, and Limpiar filtros clears them', async () => {
    const requests = serve();
    const { user, router } = renderAdmin(<EffectiveAccessTab viewer={SUPER_ADMIN} />, {
      initialEntry: `/panel-administracion?tab=accesos&plan=basico&acceso=active`,
    });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests.at(-1)?.args.p_acceso).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Acceso' })).toHaveTextContent('Solo activos');

    await user.click(screen.getByRole('combobox', { name: 'Acceso' }));
    await user.click(await screen.findByRole('option', { name: 'Solo inactivos' }));
    await waitFor(() => expect(router.state.location.search).toContain('acceso=inactive'));
    expect(router.state.location.search).toContain('tab=accesos');

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=accesos'));
    expect(screen.getByText('Aplica un filtro para ver los accesos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  });

  it("offers an admin_empresa only its company's plan, never plans that cannot match", async () => {
    serve();
    server.use(
      restSelect('empresas', (url) =>
        url.searchParams.has('select') && url.searchParams.get('select')!.includes('planes_empresa')
          ? [
              {
                id: ANDES,
                nombre: 'Industrias Andes',
                planes_empresa: [
                  {
                    plan_id: 'p-enterprise',
                    fecha_inicio: '2025-03-15',
                    activo: true,
                    planes_disponibles: { nombre: 'Enterprise', clave: 'enterprise' },
                  },
                ],
              },
            ]
          : [],
      ),
      companyOptionsHandler(COMPANIES.slice(0, 1)),
    );
    const { user } = renderAdmin(<EffectiveAccessTab viewer={ANDES_ADMIN} />);
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(plan).toBeEnabled());
    await user.click(plan);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Todos los planes', 'Enterprise']);
  });
});
