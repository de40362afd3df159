import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderApp, RouteMarker } from '@/testing/test-utils';
import type { OrderChoice } from '@/features/modules/ops/public';
import type { Move, Part } from '../api/types';
import { ModuleUserProvider } from '@/kit';
import { PartsPage } from './parts-page';

const PART: Part = {
  id: 'r1',
  empresa_id: 'e',
  sku: 'ROD-6204',
  nombre: 'Rodamiento 6204',
  unidad: 'unidad',
  stock: 12,
  stock_minimo: 4,
  ubicacion_bodega: 'A-1',
  costo_unitario: 4500,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-11-01T10:00:00Z',
  actualizado_en: '2026-11-01T10:00:00Z',
};

const choice = (numero: number, estado = 'abierta'): OrderChoice => ({
  id: `o${numero}`,
  codigo: `OT-${String(numero).padStart(6, '0')}`,
  numero,
  estado,
  falla_reportada: `Falla ${numero}`,
});

const move = (id: string, orden: Move['orden']): Move => ({
  id,
  empresa_id: 'e',
  repuesto_id: PART.id,
  tipo: 'salida',
  cantidad: 2,
  motivo: orden ? `Usado en ${orden.codigo}` : 'Inventario',
  orden_id: orden?.id ?? null,
  uso_id: null,
  stock_resultante: 10,
  creado_por: null,
  actualizado_por: null,
  creado_en: '2026-11-20T10:00:00Z',
  actualizado_en: '2026-11-20T10:00:00Z',
  orden,
});

/** The parts list, the part's moves, and Ops' orders; records what the move form and the picker send. */
function serve(moves: Move[] = []) {
  const sent = {
    moves: [] as Array<Record<string, unknown>>,
    searches: [] as Array<Record<string, unknown>>,
    orderReads: [] as string[],
  };
  server.use(
    http.get('*/rest/v1/industrial_repuestos', ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset') ?? '0');
      return HttpResponse.json(offset > 0 ? [] : [PART]);
    }),
    http.get('*/rest/v1/industrial_movimientos', () => HttpResponse.json(moves)),
    http.post('*/rest/v1/industrial_movimientos', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.moves.push(body);
      return HttpResponse.json({ ...move('nuevo', null), ...body });
    }),
    // With no search: the latest open orders and the latest of any state (OT-000290 is in both).
    http.get('*/rest/v1/ops_ordenes', ({ request }) => {
      const url = new URL(request.url);
      sent.orderReads.push(url.search);
      return HttpResponse.json(
        url.searchParams.get('estado') ? [choice(300), choice(290)] : [choice(301, 'cerrada'), choice(290)],
      );
    }),
    http.post('*/rest/v1/rpc/ops_ordenes_pagina', async ({ request }) => {
      sent.searches.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json([choice(123, 'en_curso')]);
    }),
  );
  return sent;
}

const withModules = (modules: string[]) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ModuleUserProvider value={{ userId: 'u-ana', isSuperAdmin: false, isCompanyAdmin: false, modules }}>
        {children}
      </ModuleUserProvider>
    );
  };

async function openMoves(modules: string[]) {
  const app = renderApp(<PartsPage />, {
    path: '/axel-industrial/repuestos',
    wrapper: withModules(modules),
    routes: [{ path: '/axel-ops/ordenes/:id', element: <RouteMarker name="orden" /> }],
  });
  await app.user.click(await screen.findByRole('button', { name: 'Movimientos' }));
  const form = await screen.findByRole('form', { name: 'Nuevo movimiento' });
  return { ...app, form };
}

describe('stock moves of a spare part', () => {
  it('without Ops the form has no work-order picker, sends no orden_id and reads no order', async () => {
    const sent = serve();
    const { user, form } = await openMoves(['industrial']);
    expect(within(form).queryByLabelText('Orden de trabajo (Ops)')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Buscar orden de trabajo')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Tipo/), 'salida');
    await user.type(within(form).getByLabelText(/^Cantidad/), '3');
    await user.type(within(form).getByLabelText(/^Motivo/), 'Inventario');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(sent.moves).toHaveLength(1));
    expect(sent.moves[0]).toEqual({ repuesto_id: PART.id, tipo: 'salida', cantidad: 3, motivo: 'Inventario' });
    expect(sent.orderReads).toEqual([]);
    expect(sent.searches).toEqual([]);
  });

  it('with Ops it lists open and recent orders, searches on the server, and sends the chosen orden_id', async () => {
    const sent = serve();
    const { user, form } = await openMoves(['industrial', 'ops']);
    const picker = within(form).getByLabelText('Orden de trabajo (Ops)');
    // Open and recent, once each, newest first; never the whole list.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Sin orden de trabajo',
        'OT-000301 · Cerrada · Falla 301',
        'OT-000300 · Abierta · Falla 300',
        'OT-000290 · Abierta · Falla 290',
      ]),
    );
    expect(sent.orderReads.every((q) => /limit=20/.test(q))).toBe(true);

    await user.type(within(form).getByLabelText('Buscar orden de trabajo'), '123');
    await waitFor(() => expect(within(picker).getByRole('option', { name: /OT-000123/ })).toBeInTheDocument());
    expect(sent.searches.at(-1)).toEqual({ p_busqueda: '123', p_orden: 'numero', p_descendente: true, p_limite: 20 });
    await user.selectOptions(picker, 'o123');

    await user.selectOptions(within(form).getByLabelText(/^Tipo/), 'salida');
    await user.type(within(form).getByLabelText(/^Cantidad/), '2');
    await user.type(within(form).getByLabelText(/^Motivo/), 'Cambio de rodamiento');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(sent.moves).toHaveLength(1));
    expect(sent.moves[0]).toEqual({
      repuesto_id: PART.id,
      tipo: 'salida',
      cantidad: 2,
      motivo: 'Cambio de rodamiento',
      orden_id: 'o123',
    });
    // The form starts over without an order.
    await waitFor(() => expect(picker).toHaveValue(''));
  });

  it("shows each move's work order as a link to the order", async () => {
    serve([move('m1', { id: 'o77', codigo: 'OT-000077' }), move('m2', null)]);
    const { user, router } = await openMoves(['industrial', 'ops']);
    const history = await screen.findByRole('list', { name: 'Historial de movimientos' });
    const items = within(history).getAllByRole('listitem');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    const link = within(items[0]).getByRole('link', { name: 'Orden de trabajo OT-000077' });
    expect(link).toHaveTextContent('OT-000077');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/axel-ops/ordenes/o77');
  });
});

describe('es-CL numbers in the part form (issue 31: one parser)', () => {
  it('saves a cost typed as 12.500 as twelve thousand five hundred, and a stock of 2,5 as two and a half', async () => {
    serve();
    const saved: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/rest/v1/industrial_repuestos', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json({ ...PART, ...body, id: 'r2' });
      }),
    );
    const { user } = renderApp(<PartsPage />, {
      path: '/axel-industrial/repuestos',
      wrapper: withModules(['industrial']),
    });
    await user.click(await screen.findByRole('button', { name: 'Nuevo repuesto' }));
    const form = screen.getByRole('form', { name: 'Nuevo repuesto' });
    await user.type(within(form).getByLabelText(/SKU/), 'COR-A42');
    await user.type(within(form).getByLabelText(/^Nombre/), 'Correa A42');
    const cost = within(form).getByLabelText(/Costo unitario/);
    // A text field read by the es-CL parser, never the browser's number field.
    expect(cost).toHaveAttribute('type', 'text');
    await user.clear(cost);
    await user.type(cost, '12.500');
    await user.clear(within(form).getByLabelText(/Stock inicial/));
    await user.type(within(form).getByLabelText(/Stock inicial/), '2,5');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ sku: 'COR-A42', costo_unitario: 12500, stock: 2.5 });
  });
});
