import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { restError } from '@/testing/rest-handlers';
import { findModal, renderApp } from '@/testing/test-utils';
import { ModuleUserProvider } from '@/kit';
import { ORDER_STATES } from '../lib/labels';
import {
  BOARD_FIRST_CARDS,
  BOARD_PAGE_CARDS,
  orderKeyOf,
  orderListQuery,
  type OrderSummary,
} from '../lib/order-list-spec';
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

describe('order list query', () => {
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
});

/** A stand-in IntersectionObserver the test drives: `enter()` brings every observed element into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeObserver.instances = FakeObserver.instances.filter((o) => o !== this);
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/**
 * The board's requests: every column's first page in one call (public.ops_tablero: the states asked
 * for, each with its first cards and count; past 1,000 a closed column's count is an estimate) and
 * later pages (ops_ordenes_pagina), from `columns` (each column's orders in its order); every
 * request is recorded.
 */
function serveBoard(columns: Partial<Record<string, OrderSummary[]>>, totals: Partial<Record<string, number>> = {}) {
  const firsts: Array<{ p_estados: string[]; p_limite: number }> = [];
  const pages: Array<Record<string, unknown>> = [];
  const changes: Array<Record<string, unknown>> = [];
  server.use(
    http.post('*/rest/v1/rpc/ops_tablero', async ({ request }) => {
      const args = (await request.json()) as { p_estados: string[]; p_limite: number };
      firsts.push(args);
      return HttpResponse.json(
        args.p_estados.map((estado) => {
          const total = totals[estado] ?? (columns[estado] ?? []).length;
          return {
            estado,
            total,
            aproximado: ['cerrada', 'cancelada'].includes(estado) && total > 1000,
            tarjetas: (columns[estado] ?? []).slice(0, args.p_limite),
          };
        }),
      );
    }),
    http.post('*/rest/v1/rpc/ops_ordenes_pagina', async ({ request }) => {
      const args = (await request.json()) as { p_estado: string; p_despues: [number, number]; p_limite: number };
      pages.push(args);
      const rows = columns[args.p_estado] ?? [];
      const at = rows.findIndex((o) => o.numero === args.p_despues[1]) + 1;
      return HttpResponse.json(rows.slice(at, at + args.p_limite));
    }),
    http.patch('*/rest/v1/ops_ordenes', async ({ request }) => {
      changes.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ id: 'x' });
    }),
    http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
  );
  return { firsts, pages, changes };
}

const renderBoard = () =>
  renderApp(
    <ModuleUserProvider value={{ userId: USER, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'] }}>
      <BoardPage />
    </ModuleUserProvider>,
    { path: '/axel-ops/tablero', initialEntry: '/axel-ops/tablero' },
  );

describe('the board, column by column (issue 33)', () => {
  afterEach(() => {
    FakeObserver.instances = [];
    vi.unstubAllGlobals();
  });

  it("asks every column's first cards and count at once, with only the card's columns, and paints them", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const open = Array.from({ length: 45 }, (_, i) => order(i + 1, { prioridad: 'alta', prioridad_rango: 1 }));
    const { firsts } = serveBoard(
      { abierta: open, cerrada: [order(900, { estado: 'cerrada' })] },
      { cerrada: 98000, cancelada: 700 },
    );
    renderBoard();
    const column = await screen.findByRole('region', { name: 'Abierta (45)' });
    // The first paint draws a column's first cards (about what its scroll area shows), the rest of
    // its first page right after.
    await waitFor(() =>
      expect(
        within(column)
          .getAllByRole('listitem')
          .filter((li) => li.dataset.cardId),
      ).toHaveLength(BOARD_FIRST_CARDS),
    );
    // The closed columns' counts are estimated (exact up to max-rows): past 1,000 the board says so.
    const cerrada = screen.getByRole('region', { name: 'Cerrada (aproximadamente 98000)' });
    expect(within(cerrada).getByText('≈ 98.000')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelada (700)' })).toBeInTheDocument();
    expect(screen.getByTestId('tarjeta-OT-000900')).toBeInTheDocument();
    expect(screen.queryByText(/más en la lista/)).not.toBeInTheDocument();
    // One request for the six columns (issue 33: six, answered one after another, held the cards up).
    expect(firsts).toEqual([{ p_estados: [...ORDER_STATES], p_limite: BOARD_FIRST_CARDS }]);
  });

  it('reads the rest of a column as it scrolls to its end, after the last card', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const open = Array.from({ length: 45 }, (_, i) => order(i + 1, { prioridad: 'alta', prioridad_rango: 1 }));
    const { pages } = serveBoard({ abierta: open });
    renderBoard();
    await screen.findByRole('region', { name: 'Abierta (45)' });
    // Only the column with more to read watches its end.
    await waitFor(() => expect(FakeObserver.instances).toHaveLength(1));
    act(() => FakeObserver.instances[0].enter());
    await screen.findByTestId('tarjeta-OT-000045');
    expect(pages).toEqual([
      {
        p_estado: 'abierta',
        p_orden: 'prioridad',
        p_descendente: false,
        p_despues: [1, BOARD_FIRST_CARDS],
        p_limite: BOARD_PAGE_CARDS,
      },
    ]);
    // A short page is the end: nothing watches any more.
    await waitFor(() => expect(FakeObserver.instances).toHaveLength(0));
  });

  it('a move shows at once in the new column, counts moved, and goes back with the reason when refused', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    serveBoard({
      abierta: [order(5, { prioridad: 'critica', prioridad_rango: 0 }), order(6)],
      asignada: [order(2, { estado: 'asignada', tecnico_id: USER })],
    });
    let refuse!: () => void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      http.patch('*/rest/v1/ops_ordenes', async () => {
        await refused;
        return HttpResponse.json({ code: 'P0001', message: 'Transición no permitida' }, { status: 400 });
      }),
    );
    const { user } = renderBoard();
    await screen.findByRole('region', { name: 'Abierta (2)' });
    await user.click(screen.getByRole('button', { name: 'Mover OT-000006 a Asignada' }));
    // At once: in its new column, counted there and no longer in the old one.
    const moved = await screen.findByRole('region', { name: 'Asignada (2)' });
    expect(within(moved).getByTestId('tarjeta-OT-000006')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Abierta (1)' })).queryByTestId('tarjeta-OT-000006')).toBeNull();
    refuse();
    expect(await screen.findByText('Transición no permitida')).toBeInTheDocument();
    const back = await screen.findByRole('region', { name: 'Abierta (2)' });
    expect(within(back).getByTestId('tarjeta-OT-000006')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Asignada (1)' })).queryByTestId('tarjeta-OT-000006')).toBeNull();
  });

  it('says when a column cannot be read, with a retry', async () => {
    serveBoard({});
    server.use(http.post('*/rest/v1/rpc/ops_tablero', () => restError(500, 'la base de datos no responde')));
    renderBoard();
    expect(await screen.findByText('No se pudieron cargar los datos', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeInTheDocument();
  });
});

/**
 * The board with `orders` in their columns (serveBoard), each write recorded with the order it
 * names, and two checklist items of the order still unchecked.
 */
function serveBoardForMoves(orders: OrderSummary[]) {
  const columns: Partial<Record<string, OrderSummary[]>> = {};
  for (const o of orders) (columns[o.estado] ??= []).push(o);
  serveBoard(columns);
  const patches: Array<{ id: string | null; body: Record<string, unknown> }> = [];
  server.use(
    http.patch('*/rest/v1/ops_ordenes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ id: new URL(request.url).searchParams.get('id'), body });
      return HttpResponse.json({ id: 'o1' });
    }),
    http.head('*/rest/v1/ops_tareas', () => new HttpResponse(null, { headers: { 'Content-Range': '0-1/2' } })),
  );
  return patches;
}

describe('destructive moves on the board ask first (issue 31)', () => {
  it('cancelling an order asks for the reason, refuses an empty one, and sends it', async () => {
    const patches = serveBoardForMoves([order(1, { estado: 'abierta' })]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mover OT-000001 a Cancelada' }));
    const ask = await findModal('alertdialog', { name: 'Cancelar la orden OT-000001' });
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
    const patches = serveBoardForMoves([order(1, { estado: 'completada' })]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mover OT-000001 a Cerrada' }));
    const ask = await findModal('alertdialog', { name: 'Cerrar la orden OT-000001' });
    expect(ask).toHaveTextContent('2 tareas del checklist no están marcadas como hechas');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(patches).toEqual([]);
    // The closed dialog leaves the page (and gives the pointer back) before the move is asked again.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Mover OT-000001 a Cerrada' }));
    await user.click(
      within(await findModal('alertdialog', { name: 'Cerrar la orden OT-000001' })).getByRole('button', {
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
