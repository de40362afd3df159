import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { AlertsPage } from './alerts-page';

const DAY = 86_400_000;
/** 60 calm readings around 50 (bounded noise), then a spike of 70 at the 50th. */
function readings() {
  return Array.from({ length: 60 }, (_, k) => ({
    id: `l${k}`,
    activo_id: 'a1',
    variable: 'temperatura',
    valor: k === 50 ? 70 : 50 + ((k * 7) % 5) - 2,
    medido_en: new Date(Date.UTC(2026, 0, 1) + k * DAY).toISOString(),
  }));
}

function serve({ fail = false }: { fail?: boolean } = {}) {
  const stored: Array<Record<string, unknown>> = [];
  const patches: Array<Record<string, unknown>> = [];
  server.use(
    http.get('*/rest/v1/predictive_lecturas', ({ request }) => {
      if (fail)
        return HttpResponse.json({ code: 'XX000', message: 'falla', details: null, hint: null }, { status: 500 });
      const url = new URL(request.url);
      if (url.searchParams.get('select')?.includes('unidad')) return HttpResponse.json([]);
      // fetchAllRows reads pages until an empty one (supabase-js sends the page as offset).
      return HttpResponse.json(Number(url.searchParams.get('offset') ?? 0) > 0 ? [] : readings());
    }),
    http.get('*/rest/v1/predictive_alertas', ({ request }) =>
      HttpResponse.json(Number(new URL(request.url).searchParams.get('offset') ?? 0) > 0 ? [] : stored),
    ),
    http.post('*/rest/v1/predictive_alertas', async ({ request }) => {
      const body = (await request.json()) as Array<Record<string, unknown>>;
      for (const a of body) {
        const r = readings().find((x) => x.id === a.lectura_id)!;
        stored.push({
          ...a,
          id: `al${stored.length}`,
          activo_id: r.activo_id,
          variable: r.variable,
          valor: r.valor,
          medido_en: r.medido_en,
          estado: 'pendiente',
          decidida_en: null,
        });
      }
      return new HttpResponse(null, { status: 201 });
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
  return { stored, patches };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <ModuleUserProvider
    value={{ userId: 'u1', isSuperAdmin: false, isCompanyAdmin: false, modules: ['predictive', 'industrial'] }}
  >
    {children}
  </ModuleUserProvider>
);

describe('the anomaly alerts (issue 39)', () => {
  it('records the alerts the rules find, explains one, and an acceptance changes the precision', async () => {
    const { stored, patches } = serve();
    const { user } = renderApp(<AlertsPage />, { path: '/axel-predictive/alertas', wrapper });
    const table = await screen.findByRole('table', { name: 'Alertas de anomalías' });
    expect(stored.some((a) => a.lectura_id === 'l50' && a.regla === 'z-robusto')).toBe(true);
    expect(screen.getByTestId('precision')).toHaveTextContent('Sin decisiones');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('z robusto'))!;
    expect(await within(row).findByText('CMP-01 · Compresor')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ver por qué' }));
    expect(screen.getByRole('region', { name: 'Por qué se levantó la alerta' })).toHaveTextContent(/z robusto es \d/);
    await user.click(within(row).getByRole('button', { name: 'Aceptar' }));
    expect(patches).toEqual([{ estado: 'aceptada' }]);
    expect(await screen.findByText('100 %')).toBeInTheDocument();
  });

  it('a failed read says so', async () => {
    serve({ fail: true });
    renderApp(<AlertsPage />, { path: '/axel-predictive/alertas', wrapper });
    expect(await screen.findByText('No se pudieron revisar las lecturas')).toBeInTheDocument();
  });
});
