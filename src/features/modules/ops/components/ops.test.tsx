import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { renderApp } from '@/testing/test-utils';
import type { OrderSummary } from '../lib/order-list-spec';
import { ModuleUserProvider } from '@/kit';
import { groupBoard, orderKeyOf, orderListQuery } from '../lib/order-list-spec';
import { BoardPage } from './board-page';
import { OrderDetail } from './order-detail';
import { OrdersPage } from './orders-page';

const order = (numero: number, over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `o${numero}`,
  codigo: `OT-${String(numero).padStart(6, '0')}`,
  numero,
  tipo: 'correctiva',
  prioridad: 'media',
  prioridad_rango: 2,
  estado: 'abierta',
  tecnico_id: null,
  tercero_id: null,
  activo_id: null,
  equipo_texto: null,
  fecha_programada: null,
  creado_en: '2026-11-20T10:00:00Z',
  falla_reportada: `Falla ${numero}`,
  ...over,
});

const USER = 'a0000000-0000-4000-8000-000000000003';

/** The list's requests: each page's arguments are recorded; `pages` answers them in turn. */
function serveList(pages: Array<OrderSummary[] | 'error'>) {
  const sent: Array<Record<string, unknown>> = [];
  server.use(
    http.post('*/rest/v1/rpc/ops_ordenes_pagina', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      const page = pages[Math.min(sent.length - 1, pages.length - 1)];
      return page === 'error' ? restError(500, 'la base de datos no responde') : HttpResponse.json(page);
    }),
    http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
    http.get('*/rest/v1/terceros', () =>
      HttpResponse.json([{ id: 't1', nombre: 'Minera del Norte', tipo: 'cliente' }]),
    ),
    http.get('*/rest/v1/industrial_activos', () => HttpResponse.json([])),
  );
  return sent;
}

const renderList = (entry: string, mine = false) =>
  renderApp(
    <ModuleUserProvider value={{ userId: USER, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
      <OrdersPage mine={mine} />
    </ModuleUserProvider>,
    { path: mine ? '/axel-ops/mis-ordenes' : '/axel-ops/ordenes', initialEntry: entry },
  );

describe('work-order list (server-driven)', () => {
  it("asks the server for the URL's search, filters and sort, and shows its rows with client and technician names", async () => {
    const sent = serveList([
      [
        order(7, { tercero_id: 't1', tecnico_id: USER, estado: 'asignada', prioridad: 'alta', prioridad_rango: 1 }),
        order(3),
      ],
    ]);
    renderList('/axel-ops/ordenes?q=fuga&estado=asignada&orden=prioridad&dir=asc');
    const table = await screen.findByRole('table', { name: 'Órdenes de trabajo' });
    expect(sent[0]).toEqual({
      p_busqueda: 'fuga',
      p_estado: 'asignada',
      p_orden: 'prioridad',
      p_descendente: false,
      p_limite: 100,
    });
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('OT-000007');
    expect(await within(first).findByText('Minera del Norte')).toBeInTheDocument();
    expect(await within(first).findByText('Ana Técnica')).toBeInTheDocument();
    expect(screen.getByText('2 registros')).toBeInTheDocument();
  });

  it('a full page means more: "Cargar más" asks for the page after the last key', async () => {
    const full = Array.from({ length: 100 }, (_, i) => order(300 - i));
    const sent = serveList([full, [order(200), order(199)]]);
    const { user } = renderList('/axel-ops/ordenes');
    expect(await screen.findByText('100 registros cargados; hay más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('102 registros')).toBeInTheDocument();
    // The default order: N°, newest first; the key of the last row (N° 201).
    expect(sent.map((s) => s.p_despues ?? null)).toEqual([null, [201, 201]]);
    expect(sent[1]).toMatchObject({ p_orden: 'numero', p_descendente: true });
  });

  it("'Mis órdenes' asks only for the signed-in technician's orders", async () => {
    const sent = serveList([[]]);
    renderList('/axel-ops/mis-ordenes', true);
    expect(await screen.findByText('No tienes órdenes asignadas')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ p_tecnico_id: USER });
  });

  it('says when nothing matches, and shows the reason with a retry when the server fails', async () => {
    serveList([[]]);
    const first = renderList('/axel-ops/ordenes?q=zzz');
    expect(await screen.findByText('Ninguna orden coincide con la búsqueda')).toBeInTheDocument();
    first.unmount();
    serveList(['error']);
    renderList('/axel-ops/ordenes');
    expect(await screen.findByText('No se pudieron cargar las órdenes', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});

describe('order list query and board grouping', () => {
  it('maps the URL to the server query; an unknown sort falls back to N°, newest first', () => {
    expect(
      orderListQuery({ search: ' fuga ', filters: { estado: 'abierta' }, sort: { key: 'falla', dir: 'asc' } }),
    ).toEqual({
      search: 'fuga',
      state: 'abierta',
      priority: '',
      type: '',
      technicianId: null,
      sort: 'numero',
      descending: true,
    });
    const o = order(5, { fecha_programada: '2026-12-01', prioridad_rango: 0 });
    expect(orderKeyOf('fecha_programada')(o)).toEqual(['2026-12-01', 5]);
    expect(orderKeyOf('prioridad')(o)).toEqual([0, 5]);
    expect(orderKeyOf('numero')(o)).toEqual([5, 5]);
  });

  it('groups the board by state, most urgent then newest first, closed columns counted by the server', () => {
    const columns = groupBoard(
      [
        order(1, { prioridad: 'baja' }),
        order(2, { prioridad: 'critica' }),
        order(3, { prioridad: 'baja' }),
        order(9, { estado: 'cerrada' }),
      ],
      { abierta: 3, asignada: 0, en_curso: 0, completada: 0, cerrada: 4200, cancelada: 0 },
    );
    expect(columns.find((c) => c.estado === 'abierta')!.cards.map((c) => c.numero)).toEqual([2, 3, 1]);
    expect(columns.find((c) => c.estado === 'cerrada')).toMatchObject({
      total: 4200,
      cards: [expect.objectContaining({ numero: 9 })],
    });
    expect(columns.map((c) => c.estado)).toEqual([
      'abierta',
      'asignada',
      'en_curso',
      'completada',
      'cerrada',
      'cancelada',
    ]);
  });
});

/** The board's reads: the open orders given, and the closed columns empty. */
function serveBoard(open: OrderSummary[]) {
  const patches: Array<{ id: string | null; body: Record<string, unknown> }> = [];
  server.use(
    http.get('*/rest/v1/ops_ordenes', ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? '0');
      if (url.searchParams.get('estado')?.startsWith('in.')) return HttpResponse.json(offset > 0 ? [] : open);
      return HttpResponse.json([], { headers: { 'Content-Range': '*/0' } });
    }),
    http.patch('*/rest/v1/ops_ordenes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: new URL(request.url).searchParams.get('id'), body });
      return HttpResponse.json({ id: 'o1' });
    }),
    http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
    // Two checklist items of the order are still unchecked.
    http.head('*/rest/v1/ops_tareas', () => new HttpResponse(null, { headers: { 'Content-Range': '0-1/2' } })),
  );
  return patches;
}

const renderBoard = () =>
  renderApp(
    <ModuleUserProvider value={{ userId: USER, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
      <BoardPage />
    </ModuleUserProvider>,
    { path: '/axel-ops/tablero' },
  );

describe('destructive moves on the board ask first (issue 31)', () => {
  it('cancelling an order asks for the reason, refuses an empty one, and sends it', async () => {
    const patches = serveBoard([order(1, { estado: 'abierta' })]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mover OT-000001 a Cancelada' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar la orden OT-000001' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar orden' }));
    expect(within(ask).getByText('Indica por qué se cancela la orden')).toBeInTheDocument();
    expect(patches).toEqual([]);
    await user.type(within(ask).getByLabelText('Motivo de la cancelación'), 'El cliente desistió');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar orden' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { id: 'eq.o1', body: { estado: 'cancelada', motivo_cancelacion: 'El cliente desistió' } },
      ]),
    );
  });

  it('closing an order with unchecked checklist items says how many and asks', async () => {
    const patches = serveBoard([order(1, { estado: 'completada' })]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mover OT-000001 a Cerrada' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cerrar la orden OT-000001' });
    expect(ask).toHaveTextContent('2 tareas del checklist no están marcadas como hechas');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Mover OT-000001 a Cerrada' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Cerrar la orden OT-000001' })).getByRole('button', {
        name: 'Cerrar de todos modos',
      }),
    );
    await waitFor(() => expect(patches).toEqual([{ id: 'eq.o1', body: { estado: 'cerrada' } }]));
  });
});

describe('hours on an order (issue 31: 2,5 is two and a half, never 25)', () => {
  it('registers 2,5 hours as 2.5', async () => {
    const posted: Array<Record<string, unknown>> = [];
    server.use(
      http.get('*/rest/v1/ops_ordenes', () =>
        HttpResponse.json({
          ...order(1, { estado: 'en_curso', tecnico_id: USER }),
          motivo_cancelacion: null,
          actualizado_en: '2026-11-20T10:00:00Z',
          ops_tareas: [],
          ops_repuestos_usados: [],
          ops_horas: [],
          ops_comentarios: [],
          ops_transiciones: [],
          terceros: null,
          industrial_activos: null,
        }),
      ),
      http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
      http.get('*/rest/v1/industrial_repuestos', () => HttpResponse.json([])),
      http.post('*/rest/v1/ops_horas', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ id: 'h1' });
      }),
    );
    const { user } = renderApp(
      <ModuleUserProvider value={{ userId: USER, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
        <OrderDetail />
      </ModuleUserProvider>,
      { path: '/axel-ops/ordenes/:id', initialEntry: '/axel-ops/ordenes/o1' },
    );
    const form = await screen.findByRole('form', { name: 'Registrar horas' });
    const hours = within(form).getByLabelText(/Horas/);
    expect(hours).toHaveAttribute('type', 'text');
    await user.type(hours, '2,5');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ orden_id: 'o1', horas: 2.5 });
  });
});
