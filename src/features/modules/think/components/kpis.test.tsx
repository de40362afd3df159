import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import type { Kpi } from '../api/types';
import KpisPage from './kpis-page';

const stamp = {
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-01-01T10:00:00Z',
  actualizado_en: '2026-01-01T10:00:00Z',
};
const kpi = (id: string, nombre: string, extra: Partial<Kpi> = {}): Kpi => ({
  id,
  empresa_id: 'e',
  nombre,
  descripcion: null,
  unidad: '%',
  frecuencia: 'mensual',
  sentido: 'mayor_mejor',
  meta: 95,
  umbral_verde: 93,
  umbral_rojo: 88,
  fuente: null,
  responsable_id: null,
  ...stamp,
  ...extra,
});

const withModules = (modules: string[]) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
        {children}
      </ModuleUserProvider>
    );
  };

const recorded = { count: 0 };
const historyAsked: string[] = [];

function kpiApi(posted: unknown[]) {
  server.use(
    http.get('*/rest/v1/think_kpis', () =>
      HttpResponse.json([
        kpi('k1', 'Disponibilidad'),
        kpi('k2', 'Órdenes abiertas', {
          fuente: 'ordenes_abiertas',
          unidad: 'OT',
          sentido: 'menor_mejor',
          meta: 10,
          umbral_verde: 15,
          umbral_rojo: 30,
        }),
        kpi('k3', 'Cuentas vencidas', {
          fuente: 'cuentas_por_cobrar_vencidas',
          unidad: '$',
          sentido: 'menor_mejor',
          meta: 0,
          umbral_verde: 5,
          umbral_rojo: 20,
        }),
      ]),
    ),
    http.get('*/rest/v1/think_kpis_actual', () =>
      HttpResponse.json([
        { kpi_id: 'k1', valor: 96, fecha: '2026-11-01', semaforo: 'verde' },
        { kpi_id: 'k2', valor: 42, fecha: '2026-11-27', semaforo: 'rojo' },
        // The viewer has no Finance: the database answers no value.
        { kpi_id: 'k3', valor: null, fecha: '2026-11-27', semaforo: null },
      ]),
    ),
    http.post('*/rest/v1/rpc/think_usuarios', () => HttpResponse.json([])),
    http.post('*/rest/v1/rpc/think_registrar_lecturas', () => {
      recorded.count += 1;
      return HttpResponse.json(2);
    }),
    http.get('*/rest/v1/think_kpi_historial', ({ request }) => {
      const kpiId = new URL(request.url).searchParams.get('kpi_id');
      historyAsked.push(kpiId ?? '');
      return HttpResponse.json(
        kpiId === 'eq.k2'
          ? [
              { kpi_id: 'k2', fecha: '2026-10-27', valor: 25, origen: 'lectura' },
              { kpi_id: 'k2', fecha: '2026-11-03', valor: 42, origen: 'lectura' },
            ]
          : [],
      );
    }),
    http.post('*/rest/v1/think_kpis', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ id: 'k9' }, { status: 201 });
    }),
  );
}

describe('KPIs page', () => {
  it('puts red first, says where a live value comes from, and never shows a source the viewer lacks', async () => {
    kpiApi([]);
    renderApp(<KpisPage />, { wrapper: withModules(['think', 'ops']) });
    const list = await screen.findByRole('list', { name: 'Indicadores' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Órdenes abiertas',
      'Disponibilidad',
      'Cuentas vencidas',
    ]);
    expect(within(items[0]).getByText('Rojo')).toBeInTheDocument();
    expect(within(items[0]).getByText('En vivo desde Axel Ops')).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button', { name: 'Registrar valor' })).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Verde')).toBeInTheDocument();
    expect(within(items[1]).getByRole('button', { name: 'Registrar valor' })).toBeInTheDocument();
    expect(within(items[2]).getByText('Sin valor')).toBeInTheDocument();
    expect(within(items[2]).getByText('Sin acceso a Axel Finance: el valor no se muestra')).toBeInTheDocument();
  });

  it('offers only the sources of modules the user has, and refuses thresholds against the direction', async () => {
    const posted: unknown[] = [];
    kpiApi(posted);
    const { user } = renderApp(<KpisPage />, { wrapper: withModules(['think', 'ops']) });
    await user.click(await screen.findByRole('button', { name: 'Nuevo indicador' }));
    const form = screen.getByRole('form', { name: 'Nuevo indicador' });
    const source = within(form).getByLabelText('Origen del valor');
    const offered = within(source)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toContain('Órdenes de trabajo abiertas (Axel Ops)');
    expect(offered.some((o) => o?.includes('Axel Finance'))).toBe(false);

    await user.type(within(form).getByLabelText(/Indicador/), 'Disponibilidad línea 2');
    await user.type(within(form).getByLabelText(/^Meta/), '95');
    await user.type(within(form).getByLabelText(/Verde desde/), '80');
    await user.type(within(form).getByLabelText(/Rojo más allá de/), '90');
    await user.click(within(form).getByRole('button', { name: 'Crear indicador' }));
    expect(await within(form).findByText(/el rojo va bajo el verde/)).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(form).getByLabelText(/Rojo más allá de/));
    await user.type(within(form).getByLabelText(/Rojo más allá de/), '70');
    await user.selectOptions(source, 'ordenes_abiertas');
    await user.selectOptions(within(form).getByLabelText(/Sentido/), 'menor_mejor');
    await user.click(within(form).getByRole('button', { name: 'Crear indicador' }));
    expect(await within(form).findByText(/el rojo va bajo el verde/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/Rojo más allá de/));
    await user.type(within(form).getByLabelText(/Rojo más allá de/), '120');
    await user.click(within(form).getByRole('button', { name: 'Crear indicador' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      nombre: 'Disponibilidad línea 2',
      fuente: 'ordenes_abiertas',
      unidad: 'OT',
      sentido: 'menor_mejor',
      meta: 95,
      umbral_verde: 80,
      umbral_rojo: 120,
    });
  });

  it('records the live readings when the KPIs are read and draws a live KPI’s history like a hand-entered one', async () => {
    kpiApi([]);
    recorded.count = 0;
    const { user } = renderApp(<KpisPage />, { wrapper: withModules(['think', 'ops']) });
    const live = await screen.findByRole('listitem', { name: 'Órdenes abiertas' });
    expect(recorded.count).toBe(1);
    await user.click(within(live).getByRole('button', { name: 'Ver tendencia' }));
    expect(await within(live).findByText('Tendencia de Órdenes abiertas')).toBeInTheDocument();
    expect(historyAsked).toContain('eq.k2');
    const manual = screen.getByRole('listitem', { name: 'Disponibilidad' });
    await user.click(within(manual).getByRole('button', { name: 'Ver tendencia' }));
    expect(await within(manual).findByText('Aún no hay valores registrados.')).toBeInTheDocument();
  });
});
