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

const METER_PLAN: Plan = {
  ...PLAN,
  id: 'pl2',
  nombre: 'Cambio de aceite por horas',
  frecuencia_dias: null,
  frecuencia_horas: 250,
  proxima_fecha: null,
};
const NO_READINGS_PLAN: Plan = { ...METER_PLAN, id: 'pl3', nombre: 'Engrase por horas' };

function serve(planOrders: Array<Record<string, unknown>>) {
  const calls: { generate: number; saved: Array<Record<string, unknown>> } = { generate: 0, saved: [] };
  server.use(
    http.get('*/rest/v1/industrial_planes', () => HttpResponse.json([PLAN, METER_PLAN, NO_READINGS_PLAN])),
    http.get('*/rest/v1/industrial_planes_horas', () =>
      HttpResponse.json([
        { plan_id: 'pl2', frecuencia_horas: 250, horas_desde: 260.4, horas_restantes: -10.4, estado: 'vencido' },
        { plan_id: 'pl3', frecuencia_horas: 250, horas_desde: null, horas_restantes: null, estado: 'sin_lecturas' },
      ]),
    ),
    http.post('*/rest/v1/industrial_planes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.saved.push(body);
      return HttpResponse.json({ ...METER_PLAN, ...body, id: 'pl9' }, { status: 201 });
    }),
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

describe('a plan every N days or every N hours of its meter (issue 39)', () => {
  it("the list shows a meter plan's hours since the last time and its state", async () => {
    serve([]);
    renderApp(<PlansPage />, { path: '/axel-industrial/planes', wrapper: withOps });
    const due = await screen.findByRole('row', { name: /Cambio de aceite por horas/ });
    expect(within(due).getByText('250 horas de marcha')).toBeInTheDocument();
    expect(await within(due).findByText(/260 h desde la última vez/)).toBeInTheDocument();
    expect(within(due).getByText('Vencido')).toBeInTheDocument();
    const none = screen.getByRole('row', { name: /Engrase por horas/ });
    expect(within(none).getByText('Sin lecturas')).toBeInTheDocument();
    expect(within(none).queryByText('Vencido')).not.toBeInTheDocument();
  });

  it('the form offers days or hours of running and saves only the chosen one', async () => {
    const calls = serve([]);
    const { user } = renderApp(<PlansPage />, { path: '/axel-industrial/planes', wrapper: withOps });
    await screen.findByRole('row', { name: /Lubricación mensual/ });
    await user.click(screen.getByRole('button', { name: 'Nuevo plan' }));
    const form = screen.getByRole('form', { name: 'Nuevo plan de mantención' });
    expect(within(form).getByLabelText(/Frecuencia \(días\)/)).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/Activo/), 'a1');
    await user.type(within(form).getByLabelText(/Nombre/), 'Cambio de aceite');
    await user.selectOptions(within(form).getByLabelText(/Se repite/), 'Cada N horas de marcha');
    const hours = within(form).getByLabelText(/Frecuencia \(horas de marcha\)/);
    // Over 3.650 is refused for days, accepted for hours.
    await user.clear(hours);
    await user.type(hours, '5000');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Plan creado');
    expect(calls.saved).toEqual([
      expect.objectContaining({ nombre: 'Cambio de aceite', frecuencia_horas: 5000, frecuencia_dias: null }),
    ]);
  });

  it('a day plan over 3.650 days is refused with a message, nothing sent', async () => {
    const calls = serve([]);
    const { user } = renderApp(<PlansPage />, { path: '/axel-industrial/planes', wrapper: withOps });
    await screen.findByRole('row', { name: /Lubricación mensual/ });
    await user.click(screen.getByRole('button', { name: 'Nuevo plan' }));
    const form = screen.getByRole('form', { name: 'Nuevo plan de mantención' });
    await user.selectOptions(within(form).getByLabelText(/Activo/), 'a1');
    await user.type(within(form).getByLabelText(/Nombre/), 'Revisión');
    const days = within(form).getByLabelText(/Frecuencia \(días\)/);
    await user.clear(days);
    await user.type(days, '5000');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Debe ser menor o igual a 3.650')).toBeInTheDocument();
    expect(calls.saved).toEqual([]);
  });
});
