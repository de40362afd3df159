import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import type { FailureHistoryRow } from '../lib/risk-ranking';
import { RiskPage } from './risk-page';

const DAY = 86_400_000;
const ago = (days: number) => Math.round((Date.now() - days * DAY) / 60_000);

/** A wear-out compressor with eight failures about 45 days apart, the last 40 days ago; a pump with two. */
function history(): FailureHistoryRow[] {
  const gaps = [44, 47, 41, 50, 46, 43, 49];
  let day = 40 + gaps.reduce((s, g) => s + g, 0);
  const compressor = [ago(day)];
  for (const g of gaps) {
    day -= g;
    compressor.push(ago(day));
  }
  return [
    {
      clave: 'a2',
      activo_id: 'a2',
      codigo: 'BOM-01',
      nombre: 'Bomba centrífuga',
      categoria: 'Bombas',
      criticidad: 'C',
      minutos: [ago(200), ago(20)],
      minutos_reparacion: [180, null],
    },
    {
      clave: 'a1',
      activo_id: 'a1',
      codigo: 'CMP-01',
      nombre: 'Compresor de tornillo',
      categoria: 'Compresores',
      criticidad: 'A',
      minutos: compressor,
      minutos_reparacion: compressor.map((_, k) => (2 + k) * 60),
    },
    {
      clave: 'a3',
      activo_id: 'a3',
      codigo: 'TAB-01',
      nombre: 'Tablero eléctrico',
      categoria: 'Eléctrico',
      criticidad: 'B',
      minutos: [],
      minutos_reparacion: [],
    },
  ];
}

function serve(rows: FailureHistoryRow[] | null = history()) {
  const posted: {
    orders: Array<Record<string, unknown>>;
    plans: Array<Record<string, unknown>>;
    rpc: number;
    orderReads: string[];
  } = { orders: [], plans: [], rpc: 0, orderReads: [] };
  server.use(
    http.post('*/rest/v1/rpc/predictive_ordenes_falla', async ({ request }) => {
      const { p_clave } = (await request.json()) as { p_clave: string };
      posted.orderReads.push(p_clave);
      const row = (rows ?? []).find((r) => r.clave === p_clave);
      return HttpResponse.json(
        (row?.minutos ?? []).map((m, k) => ({
          id: `o-${p_clave}-${k + 1}`,
          numero: 100 + k + 1,
          creado_en: new Date(m * 60_000).toISOString(),
          horas: row!.minutos_reparacion[k] == null ? null : row!.minutos_reparacion[k]! / 60,
        })),
      );
    }),
    http.post('*/rest/v1/rpc/predictive_resumen_fallas', () => {
      posted.rpc++;
      return rows
        ? HttpResponse.json(rows)
        : HttpResponse.json(
            { code: '42501', message: 'La empresa o el usuario no tiene Axel Predictive.', details: null, hint: null },
            { status: 403 },
          );
    }),
    http.post('*/rest/v1/ops_ordenes', async ({ request }) => {
      posted.orders.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'o-new', codigo: 'OT-000301' }, { status: 201 });
    }),
    http.post('*/rest/v1/industrial_planes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.plans.push(body);
      return HttpResponse.json({ id: 'p-new', ...body }, { status: 201 });
    }),
  );
  return posted;
}

const withModules =
  (modules: string[]) =>
  ({ children }: { children: ReactNode }) => (
    <ModuleUserProvider value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
      {children}
    </ModuleUserProvider>
  );

describe('the failure-risk ranking (issue 39)', () => {
  it('ranks the asset with the most failures and an A first, and opens what its numbers are made of', async () => {
    const posted = serve();
    const { user } = renderApp(<RiskPage />, {
      path: '/axel-predictive',
      wrapper: withModules(['predictive', 'ops', 'industrial']),
    });
    const table = await screen.findByRole('table', { name: 'Riesgo de falla por activo' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('CMP-01 · Compresor de tornillo');
    expect(rows[0]).toHaveTextContent('Weibull del activo');
    expect(rows[0]).toHaveTextContent('Desgaste');
    expect(rows[1]).toHaveTextContent('Bomba centrífuga');
    expect(rows[1]).toHaveTextContent('Exponencial del activo');
    // No failure of its own and no category history: no probability, said as such.
    expect(rows[2]).toHaveTextContent('Sin datos suficientes');
    expect(screen.getByText(/Calculado el/)).toBeInTheDocument();

    // The orders themselves are read only when an asset's calculation is opened.
    expect(posted.orderReads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ver cálculo de Compresor de tornillo' }));
    const detail = screen.getByRole('region', { name: 'Cálculo de Compresor de tornillo' });
    expect(within(detail).getByText(/regresión de rangos medianos/)).toBeInTheDocument();
    expect(within(detail).getByText(/el preventivo por tiempo reduce el riesgo/)).toBeInTheDocument();
    const links = await within(detail).findAllByRole('link', { name: /^OT-0001/ });
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/axel-ops/ordenes/o-a1-1');
    expect(posted.orderReads).toEqual(['a1']);
  });

  it("'Generar OT' creates the asset's order and opens it", async () => {
    const posted = serve();
    const { user } = renderApp(<RiskPage />, {
      path: '/axel-predictive',
      wrapper: withModules(['predictive', 'ops', 'industrial']),
      routes: [{ path: '/axel-ops/ordenes/:id', element: <RouteMarker name="orden" /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Ver cálculo de Compresor de tornillo' }));
    await user.click(screen.getByRole('button', { name: 'Generar OT' }));
    expect(await screen.findByTestId('route-marker')).toHaveTextContent('orden');
    expect(posted.orders).toHaveLength(1);
    expect(posted.orders[0]).toMatchObject({ tipo: 'preventiva', activo_id: 'a1', equipo_texto: null });
    expect(String(posted.orders[0].falla_reportada)).toMatch(/Riesgo de falla \d+(,\d)? % en 30 días/);
  });

  it("'Crear plan preventivo' only for wear-out, every B10 days, with Industrial", async () => {
    const posted = serve();
    const { user } = renderApp(<RiskPage />, {
      path: '/axel-predictive',
      wrapper: withModules(['predictive', 'ops', 'industrial']),
    });
    await user.click(await screen.findByRole('button', { name: 'Ver cálculo de Bomba centrífuga' }));
    expect(screen.getByText(/Sin plan preventivo sugerido/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver cálculo de Compresor de tornillo' }));
    await user.click(screen.getByRole('button', { name: /^Crear plan preventivo \(cada \d+ días\)$/ }));
    expect(await screen.findByRole('button', { name: 'Plan creado' })).toBeDisabled();
    expect(posted.plans).toHaveLength(1);
    expect(posted.plans[0]).toMatchObject({ activo_id: 'a1' });
    expect(Number(posted.plans[0].frecuencia_dias)).toBeGreaterThan(10);
    expect(Number(posted.plans[0].frecuencia_dias)).toBeLessThan(45);
  });

  it('without Industrial there is no plan button; without Ops nothing is asked', async () => {
    const posted = serve();
    const first = renderApp(<RiskPage />, { path: '/axel-predictive', wrapper: withModules(['predictive', 'ops']) });
    await first.user.click(await screen.findByRole('button', { name: 'Ver cálculo de Compresor de tornillo' }));
    expect(screen.getByRole('button', { name: 'Generar OT' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Crear plan preventivo/ })).toBeNull();
    first.unmount();
    const calls = posted.rpc;
    renderApp(<RiskPage />, { path: '/axel-predictive', wrapper: withModules(['predictive']) });
    expect(await screen.findByText('El riesgo de falla necesita Axel Ops')).toBeInTheDocument();
    expect(posted.rpc).toBe(calls);
  });

  it('an empty history and a refused read say so', async () => {
    serve([]);
    const empty = renderApp(<RiskPage />, { path: '/axel-predictive', wrapper: withModules(['predictive', 'ops']) });
    expect(await screen.findByText('Aún no hay órdenes correctivas')).toBeInTheDocument();
    empty.unmount();
    serve(null);
    renderApp(<RiskPage />, { path: '/axel-predictive', wrapper: withModules(['predictive', 'ops']) });
    expect(await screen.findByText('No se pudo calcular el riesgo de falla')).toBeInTheDocument();
  });
});
