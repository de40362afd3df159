import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import type { Plan } from '../api/types';
import { PlansPage } from './plans-page';

const PLAN: Plan = {
  id: 'pl1',
  empresa_id: 'e',
  activo_id: 'a1',
  nombre: 'Lubricación mensual',
  descripcion: null,
  frecuencia_dias: 30,
  frecuencia_horas: null,
  horas_ultima_ejecucion: null,
  fecha_inicio: '2026-01-01',
  ultima_ejecucion: null,
  proxima_fecha: '2026-01-31',
  activo: true,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};

function serve(planOrders: Array<Record<string, unknown>>) {
  const calls = { generate: 0 };
  server.use(
    http.get('*/rest/v1/industrial_planes', () => HttpResponse.json([PLAN])),
    http.get('*/rest/v1/industrial_activos', ({ request }) =>
      HttpResponse.json(
        Number(new URL(request.url).searchParams.get('offset') ?? '0') > 0
          ? []
          : [{ id: 'a1', codigo: 'BOM-01', nombre: 'Bomba' }],
      ),
    ),
    http.get('*/rest/v1/ops_ordenes', () => HttpResponse.json(planOrders)),
    http.post('*/rest/v1/rpc/industrial_generar_ot', async () => {
      calls.generate += 1;
      await delay(300);
      return HttpResponse.json('o9');
    }),
  );
  return calls;
}

const withOps = ({ children }: { children: ReactNode }) => (
  <ModuleUserProvider
    value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules: ['industrial', 'ops'] }}
  >
    {children}
  </ModuleUserProvider>
);

describe("'Generar OT' on a preventive plan (issue 31)", () => {
  it('is busy while its request runs: a second click sends nothing, then the order opens', async () => {
    const calls = serve([]);
    const { user } = renderApp(<PlansPage />, {
      path: '/axel-industrial/planes',
      wrapper: withOps,
      routes: [{ path: '/axel-ops/ordenes/:id', element: <RouteMarker name="orden" /> }],
    });
    const row = await screen.findByRole('row', { name: /Lubricación mensual/ });
    expect(within(row).getByText('Vencido')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Generar OT' }));
    const busy = within(row).getByRole('button', { name: 'Generando...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(await screen.findByTestId('route-marker')).toHaveTextContent('orden');
    expect(calls.generate).toBe(1);
  });

  it('a plan with an open order shows it instead of Vencido and the button', async () => {
    serve([{ id: 'o9', codigo: 'OT-000303', plan_id: 'pl1', estado: 'abierta' }]);
    renderApp(<PlansPage />, { path: '/axel-industrial/planes', wrapper: withOps });
    const row = await screen.findByRole('row', { name: /Lubricación mensual/ });
    expect(await within(row).findByRole('link', { name: 'OT-000303 · Abierta' })).toBeInTheDocument();
    expect(within(row).getByText('OT en curso')).toBeInTheDocument();
    expect(within(row).queryByText('Vencido')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Generar OT' })).not.toBeInTheDocument();
  });
});
