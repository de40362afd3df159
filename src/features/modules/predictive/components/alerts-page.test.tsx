import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { AlertsPage } from './alerts-page';

/** What the database stored: a robust-z alert on a compressor's temperature, not decided yet. */
function storedAlerts() {
  return [
    {
      id: 'al1',
      lectura_id: 'l50',
      activo_id: 'a1',
      variable: 'temperatura',
      valor: 70,
      medido_en: '2026-02-20T11:00:00Z',
      regla: 'z-robusto',
      banda_baja: 45.2,
      banda_alta: 54.8,
      estadistico: 9.87,
      desde: null,
      estado: 'pendiente',
      decidida_en: null,
    },
  ];
}

function serve({ fail = false, reviewed = true }: { fail?: boolean; reviewed?: boolean } = {}) {
  const stored: Array<Record<string, unknown>> = storedAlerts();
  const patches: Array<Record<string, unknown>> = [];
  let runs = 0;
  const review = () =>
    reviewed || runs > 0
      ? [
          {
            revisado_en: runs ? '2026-02-21T15:30:00Z' : '2026-02-21T12:00:00Z',
            origen: runs ? 'manual' : 'revision',
            series: 3,
            lecturas: runs ? 1095 : 12,
            alertas_nuevas: runs ? 0 : 1,
          },
        ]
      : [];
  server.use(
    http.get('*/rest/v1/predictive_revisiones', () => HttpResponse.json(review())),
    http.get('*/rest/v1/predictive_alertas', ({ request }) => {
      if (fail)
        return HttpResponse.json({ code: 'XX000', message: 'falla', details: null, hint: null }, { status: 500 });
      return HttpResponse.json(
        Number(new URL(request.url).searchParams.get('offset') ?? 0) > 0 || !(reviewed || runs) ? [] : stored,
      );
    }),
    http.get('*/rest/v1/predictive_lecturas', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/predictive_revisar_alertas', () => {
      runs++;
      return HttpResponse.json(review()[0]);
    }),
    http.patch('*/rest/v1/predictive_alertas', async ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')!.replace('eq.', '');
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      const row = stored.find((a) => a.id === id)!;
      Object.assign(row, body, { decidida_en: new Date().toISOString() });
      return HttpResponse.json({ id, estado: body.estado });
    }),
    http.get('*/rest/v1/industrial_activos', () =>
      HttpResponse.json([{ id: 'a1', codigo: 'CMP-01', nombre: 'Compresor' }]),
    ),
  );
  return { stored, patches, runs: () => runs };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <ModuleUserProvider
    value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules: ['predictive', 'industrial'] }}
  >
    {children}
  </ModuleUserProvider>
);

describe('the anomaly alerts (issue 39)', () => {
  it("shows the stored alerts and the last run's date, explains one, and an acceptance changes the precision", async () => {
    const { patches } = serve();
    const { user } = renderApp(<AlertsPage />, { path: '/axel-predictive/alertas', wrapper });
    const table = await screen.findByRole('table', { name: 'Alertas de anomalías' });
    expect(screen.getByTestId('ultima-revision')).toHaveTextContent(
      /^Última revisión el .+ \(revisión programada\): 12 lecturas en 3 series \(activo y variable\); 1 alertas nuevas\.$/,
    );
    expect(screen.getByTestId('precision')).toHaveTextContent('Sin decisiones');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('z robusto'))!;
    expect(await within(row).findByText('CMP-01 · Compresor')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ver por qué' }));
    expect(screen.getByRole('region', { name: 'Por qué se levantó la alerta' })).toHaveTextContent(/z robusto es 9,87/);
    await user.click(within(row).getByRole('button', { name: 'Aceptar' }));
    expect(patches).toEqual([{ estado: 'aceptada' }]);
    expect(await screen.findByText('100 %')).toBeInTheDocument();
  });

  it("before any run it says so; 'Revisar ahora' runs the rules on the server and shows the new run", async () => {
    const { runs } = serve({ reviewed: false });
    const { user } = renderApp(<AlertsPage />, { path: '/axel-predictive/alertas', wrapper });
    expect(await screen.findByTestId('ultima-revision')).toHaveTextContent('Aún no se ha revisado ninguna lectura.');
    expect(screen.getByText('No hay alertas pendientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar ahora' }));
    expect(await screen.findByText(/\(a pedido\): 1\.095 lecturas en 3 series/)).toBeInTheDocument();
    expect(runs()).toBe(1);
  });

  it('a failed read says so', async () => {
    serve({ fail: true });
    renderApp(<AlertsPage />, { path: '/axel-predictive/alertas', wrapper });
    expect(await screen.findByText('No se pudieron cargar las alertas')).toBeInTheDocument();
  });
});
