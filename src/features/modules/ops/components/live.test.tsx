/**
 * Live Ops screens (issue 36 phase B, docs/realtime.md "Live screens"): changes of other people,
 * delivered by a fake Realtime subscriber, land on the board, the list and an open order without a
 * reload, without flicker (the board merges: no request), and without losing a local edit (an
 * optimistic move keeps its value until it settles; an open form keeps what was typed and says
 * 'Otra persona cambió esta orden').
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ModuleUserProvider } from '@/kit';
import type { PresenceMeta, PresenceSubscriber } from '@/lib/live-presence';
import type { RowChange, TableSubscriber } from '@/lib/live-table';
import type { ChannelStatus, TableWatch } from '@/lib/realtime';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { sortsBefore } from '../lib/board-cache';
import type { OrderState } from '../lib/labels';
import { BOARD_FIRST_CARDS, type OrderSummary } from '../lib/order-list-spec';
import { BoardPage } from './board-page';
import { OpsLiveBar } from './live-bar';
import { OrderDetail } from './order-detail';
import { OrdersPage } from './orders-page';

const USER = 'a0000000-0000-4000-8000-000000000003';
const OTHER = 'a0000000-0000-4000-8000-000000000009';
const COMPANY = 'e0000000-0000-4000-8000-000000000001';

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

/** TanStack Query tells the screen on its next tick (a timer): each delivery waits for that, no more. */
const deliver = (send: () => void) =>
  act(async () => {
    send();
    await new Promise((r) => setTimeout(r, 0));
  });

/** A Realtime stand-in: the screens' subscriptions, and a way to deliver a change or a state to them. */
function fakeRealtime() {
  const subs: Array<{ watch: TableWatch; onChange: (c: RowChange) => void; onStatus: (s: ChannelStatus) => void }> = [];
  const subscribe: TableSubscriber = (watch, onChange, onStatus) => {
    const sub = { watch, onChange, onStatus };
    subs.push(sub);
    return () => void subs.splice(subs.indexOf(sub), 1);
  };
  const presence: Array<(p: PresenceMeta[]) => void> = [];
  const presenceStatus: Array<(s: ChannelStatus) => void> = [];
  const topics: string[] = [];
  const subscribePresence: PresenceSubscriber = (topic, me, onSync, onStatus) => {
    topics.push(topic);
    presence.push(onSync);
    presenceStatus.push(onStatus);
    onSync([me]);
    return () => void presence.splice(presence.indexOf(onSync), 1);
  };
  return {
    subscribe,
    subscribePresence,
    topics,
    watches: () => subs.map((s) => s.watch),
    async change(table: string, change: RowChange) {
      await deliver(() => subs.filter((s) => s.watch.table === table).forEach((s) => s.onChange(change)));
    },
    async status(status: ChannelStatus) {
      await deliver(() => subs.forEach((s) => s.onStatus(status)));
    },
    async present(people: PresenceMeta[]) {
      await deliver(() => presence.forEach((f) => f(people)));
    },
  };
}

/**
 * The board's reads from a table that changes (`rows`): the columns' first pages in one call
 * (public.ops_tablero: the states asked for, each with its first cards in the column's order and its
 * count), recorded by state.
 */
function serveBoard(rows: OrderSummary[], { holdPatch }: { holdPatch?: Promise<void> } = {}) {
  const state = { rows, reads: [] as string[], patches: [] as Array<Record<string, unknown>> };
  server.use(
    http.post('*/rest/v1/rpc/ops_tablero', async ({ request }) => {
      const args = (await request.json()) as { p_estados: OrderState[]; p_limite: number };
      state.reads.push(...args.p_estados);
      return HttpResponse.json(
        args.p_estados.map((estado) => ({
          estado,
          total: state.rows.filter((o) => o.estado === estado).length,
          aproximado: false,
          tarjetas: state.rows
            .filter((o) => o.estado === estado)
            .sort((a, b) => (sortsBefore(estado, a, b) ? -1 : 1))
            .slice(0, args.p_limite),
        })),
      );
    }),
    http.patch('*/rest/v1/ops_ordenes', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.patches.push(body);
      await holdPatch;
      const id = new URL(request.url).searchParams.get('id')!.replace('eq.', '');
      state.rows = state.rows.map((o) => (o.id === id ? { ...o, ...body } : o));
      return HttpResponse.json({ id });
    }),
    http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
  );
  return state;
}

const moduleUser = { userId: USER, isSuperAdmin: false, isCompanyAdmin: false, modules: ['ops'], companyId: COMPANY };

function renderLiveBoard(rt: ReturnType<typeof fakeRealtime>) {
  return renderApp(
    <ModuleUserProvider value={{ ...moduleUser, name: 'Ana Técnica' }}>
      <OpsLiveBar presence subscribe={rt.subscribe} subscribePresence={rt.subscribePresence} />
      <BoardPage />
    </ModuleUserProvider>,
    { path: '/axel-ops/tablero' },
  );
}

const column = (estado: string) => screen.getByTestId(`columna-${estado}`);
const upd = (row: OrderSummary): RowChange => ({ eventType: 'UPDATE', new: { ...row }, old: { id: row.id } });

describe('the live board', () => {
  it('merges inserts, updates and deletes of other people into the columns at once, without a request', async () => {
    const db = serveBoard([order(1), order(2, { estado: 'asignada' })]);
    const rt = fakeRealtime();
    renderLiveBoard(rt);
    await screen.findByTestId('tarjeta-OT-000001');
    expect(rt.watches()).toEqual([expect.objectContaining({ table: 'ops_ordenes' })]);
    const reads = db.reads.length;

    // Someone creates OT-000003 (critical): it appears in Abierta where it sorts (first), counted.
    await rt.change('ops_ordenes', {
      eventType: 'INSERT',
      new: { ...order(3, { prioridad: 'critica', prioridad_rango: 0 }) },
      old: {},
    });
    const abiertas = within(column('abierta')).getAllByTestId(/^tarjeta-/);
    expect(abiertas.map((c) => c.dataset.testid)).toEqual(['tarjeta-OT-000003', 'tarjeta-OT-000001']);
    expect(column('abierta')).toHaveAccessibleName('Abierta (2)');

    // Someone moves OT-000001 to En curso: it leaves Abierta, the counts follow.
    await rt.change('ops_ordenes', upd(order(1, { estado: 'en_curso', tecnico_id: USER })));
    expect(within(column('en_curso')).getByTestId('tarjeta-OT-000001')).toHaveTextContent('Ana Técnica');
    expect(column('abierta')).toHaveAccessibleName('Abierta (1)');
    expect(column('en_curso')).toHaveAccessibleName('En curso (1)');

    // Someone deletes OT-000002 (only its key comes): the card goes.
    await rt.change('ops_ordenes', { eventType: 'DELETE', new: {}, old: { id: 'o2' } });
    expect(screen.queryByTestId('tarjeta-OT-000002')).toBeNull();
    expect(column('asignada')).toHaveAccessibleName('Asignada (0)');

    // All of it without reading any column again: no spinner, no flicker.
    await new Promise((r) => setTimeout(r, 300));
    expect(db.reads).toHaveLength(reads);
    expect(screen.queryByText('Cargando tablero...')).toBeNull();
  });

  it('keeps an optimistic move while it is pending; the other change shows once it settles', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const db = serveBoard([order(1), order(2)], { holdPatch: held });
    const rt = fakeRealtime();
    const { user } = renderLiveBoard(rt);
    await user.click(await screen.findByRole('button', { name: 'Mover OT-000001 a Asignada' }));
    await waitFor(() => expect(db.patches).toHaveLength(1));
    expect(within(column('asignada')).getByTestId('tarjeta-OT-000001')).toBeInTheDocument();

    // Meanwhile someone else makes OT-000001 critical (their commit came first) and moves OT-000002.
    db.rows = db.rows.map((o) => (o.id === 'o1' ? { ...o, prioridad: 'critica', prioridad_rango: 0 } : o));
    await rt.change('ops_ordenes', upd(order(1, { prioridad: 'critica', prioridad_rango: 0 })));
    await rt.change('ops_ordenes', upd(order(2, { estado: 'asignada', tecnico_id: OTHER })));
    db.rows = db.rows.map((o) => (o.id === 'o2' ? { ...o, estado: 'asignada', tecnico_id: OTHER } : o));
    // The local move is not undone by the other change of the same order...
    const card = within(column('asignada')).getByTestId('tarjeta-OT-000001');
    expect(card).not.toHaveTextContent('Crítica');
    // ...and the change of another order shows at once.
    expect(within(column('asignada')).getByTestId('tarjeta-OT-000002')).toBeInTheDocument();

    release();
    // Settled: the board reads the truth, which has both changes.
    await waitFor(() =>
      expect(within(column('asignada')).getByTestId('tarjeta-OT-000001')).toHaveTextContent('Crítica'),
    );
    expect(within(column('asignada')).getByTestId('tarjeta-OT-000002')).toBeInTheDocument();
  });

  it('shows who else is looking, on the company topic, and says when the connection is lost', async () => {
    serveBoard([order(1)]);
    const rt = fakeRealtime();
    renderLiveBoard(rt);
    await screen.findByTestId('tarjeta-OT-000001');
    expect(rt.topics).toEqual([`empresa:${COMPANY}:ops`]);
    // Alone (only oneself present): nothing is shown.
    expect(screen.queryByTestId('presencia')).toBeNull();

    await rt.present([
      { userId: USER, name: 'Ana Técnica' },
      { userId: OTHER, name: 'Carlos Muñoz' },
      { userId: OTHER, name: 'Carlos Muñoz' }, // a second tab of his
    ]);
    const group = screen.getByRole('group', { name: 'También está mirando: Carlos Muñoz' });
    expect(group).toHaveTextContent('CM');
    expect(within(group).getAllByTitle('Carlos Muñoz')).toHaveLength(1);

    await rt.present([{ userId: USER, name: 'Ana Técnica' }]);
    expect(screen.queryByTestId('presencia')).toBeNull();

    await rt.status('CHANNEL_ERROR');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sin conexión: los cambios de otras personas se muestran al reconectar.',
    );
    await rt.status('SUBSCRIBED');
    expect(screen.queryByText(/Sin conexión/)).toBeNull();
  });

  it('reads the board again when the channel (re)joins, keeping the cards on screen meanwhile', async () => {
    const db = serveBoard([order(1)]);
    const rt = fakeRealtime();
    renderLiveBoard(rt);
    await screen.findByTestId('tarjeta-OT-000001');
    const reads = db.reads.length;
    db.rows = [...db.rows, order(4)]; // committed while disconnected: never delivered
    await rt.status('SUBSCRIBED');
    expect(screen.getByTestId('tarjeta-OT-000001')).toBeInTheDocument();
    await screen.findByTestId('tarjeta-OT-000004');
    // Each of the six columns once.
    expect(db.reads.slice(reads).sort()).toEqual([
      'abierta',
      'asignada',
      'cancelada',
      'cerrada',
      'completada',
      'en_curso',
    ]);
  });

  it('reads again only a column a card enters beyond its cards read (Cerrada past its first page)', async () => {
    // Cerrada has more to read as it scrolls (never scrolled here).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const closed = Array.from({ length: BOARD_FIRST_CARDS + 5 }, (_, i) => order(100 + i, { estado: 'cerrada' }));
    const db = serveBoard([order(5, { estado: 'completada' }), order(200, { estado: 'completada' }), ...closed]);
    const rt = fakeRealtime();
    renderLiveBoard(rt);
    await screen.findByTestId('tarjeta-OT-000005');
    expect(column('cerrada')).toHaveAccessibleName('Cerrada (25)');
    const reads = db.reads.length;

    // OT-000200 is closed: newer than every closed card read, it shows first, counted, no request.
    db.rows = db.rows.map((o) => (o.id === 'o200' ? { ...o, estado: 'cerrada' } : o));
    await rt.change('ops_ordenes', upd(order(200, { estado: 'cerrada' })));
    expect(within(column('cerrada')).getAllByTestId(/^tarjeta-/)[0]).toHaveAttribute(
      'data-testid',
      'tarjeta-OT-000200',
    );
    expect(column('cerrada')).toHaveAccessibleName('Cerrada (26)');
    await new Promise((r) => setTimeout(r, 300));
    expect(db.reads).toHaveLength(reads);

    // OT-000005 is closed: its place is beyond Cerrada's first page. It leaves Completada at once;
    // Cerrada alone is read again, for its count.
    db.rows = db.rows.map((o) => (o.id === 'o5' ? { ...o, estado: 'cerrada' } : o));
    await rt.change('ops_ordenes', upd(order(5, { estado: 'cerrada' })));
    expect(screen.queryByTestId('tarjeta-OT-000005')).toBeNull();
    expect(column('completada')).toHaveAccessibleName('Completada (0)');
    await waitFor(() => expect(column('cerrada')).toHaveAccessibleName('Cerrada (27)'));
    expect(db.reads.slice(reads)).toEqual(['cerrada']);
    expect(screen.queryByTestId('tarjeta-OT-000005')).toBeNull();
  });
});

describe('the live work-order list', () => {
  it('patches a changed row in place and finds a new one by reading again', async () => {
    let rows = [order(2), order(1)];
    server.use(
      http.post('*/rest/v1/rpc/ops_ordenes_pagina', () => HttpResponse.json(rows)),
      http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([])),
      http.get('*/rest/v1/terceros', () => HttpResponse.json([])),
      http.get('*/rest/v1/industrial_activos', () => HttpResponse.json([])),
    );
    const rt = fakeRealtime();
    renderApp(
      <ModuleUserProvider value={moduleUser}>
        <OpsLiveBar subscribe={rt.subscribe} />
        <OrdersPage />
      </ModuleUserProvider>,
      { path: '/axel-ops/ordenes' },
    );
    await screen.findByText('Falla 1');
    await rt.change('ops_ordenes', upd(order(1, { falla_reportada: 'Falla 1, revisada' })));
    expect(screen.getByText('Falla 1, revisada')).toBeInTheDocument();
    rows = [order(3), ...rows];
    await rt.change('ops_ordenes', { eventType: 'INSERT', new: { ...order(3) }, old: {} });
    await screen.findByText('Falla 3');
  });
});

describe('an open order changed by someone else', () => {
  function serveOrder() {
    const state = {
      row: {
        ...order(1, { estado: 'asignada', tecnico_id: USER }),
        motivo_cancelacion: null,
        actualizado_en: '2026-11-20T10:00:00Z',
        ops_tareas: [],
        ops_repuestos_usados: [],
        ops_horas: [],
        ops_comentarios: [] as Array<Record<string, unknown>>,
        ops_transiciones: [],
        terceros: null,
        industrial_activos: null,
      },
    };
    server.use(
      http.get('*/rest/v1/ops_ordenes', () => HttpResponse.json(state.row)),
      http.post('*/rest/v1/rpc/ops_tecnicos', () => HttpResponse.json([{ id: USER, nombre: 'Ana Técnica' }])),
      http.get('*/rest/v1/industrial_repuestos', () => HttpResponse.json([])),
      // The order's timeline (issue 37) reads its comments through historial_registro.
      http.post('*/rest/v1/rpc/historial_registro', () =>
        HttpResponse.json(
          state.row.ops_comentarios.map((c) => ({
            cuando: c.creado_en,
            evento: 'comentario',
            autor_id: c.creado_por,
            autor: 'Otra Persona',
            texto: c.texto,
            comentario_id: c.id,
            fuente: 'ops_comentarios',
            menciones: [],
            editado: false,
            propio: false,
          })),
        ),
      ),
      http.post('*/rest/v1/rpc/mencionables', () => HttpResponse.json([])),
      http.post('*/storage/v1/object/list/adjuntos', () => HttpResponse.json([])),
    );
    return state;
  }
  const renderOrder = (rt: ReturnType<typeof fakeRealtime>) =>
    renderApp(
      <ModuleUserProvider value={moduleUser}>
        <OpsLiveBar order subscribe={rt.subscribe} />
        <OrderDetail />
      </ModuleUserProvider>,
      { path: '/axel-ops/ordenes/:id', initialEntry: '/axel-ops/ordenes/o1' },
    );

  it('keeps what is being typed, takes the untouched fields, says so, and reloads on request', async () => {
    const db = serveOrder();
    const rt = fakeRealtime();
    const { user } = renderOrder(rt);
    const form = await screen.findByRole('form', { name: 'Editar orden' });
    expect(rt.watches()).toEqual([
      expect.objectContaining({ table: 'ops_ordenes', filter: 'id=eq.o1' }),
      expect.objectContaining({ table: 'ops_comentarios', filter: 'orden_id=eq.o1' }),
    ]);
    await user.selectOptions(within(form).getByLabelText(/Prioridad/), 'alta');

    // Someone else sets the date and lowers the priority.
    db.row = { ...db.row, prioridad: 'baja', fecha_programada: '2026-12-01', actualizado_en: '2026-11-21T10:00:00Z' };
    await rt.change('ops_ordenes', upd(order(1, { prioridad: 'baja', fecha_programada: '2026-12-01' })));
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent('Otra persona cambió esta orden');
    expect(within(form).getByLabelText(/Prioridad/)).toHaveValue('alta');
    expect(within(form).getByLabelText(/Fecha programada/)).toHaveValue('2026-12-01');
    // The page around the form shows the new values.
    expect(screen.getByText(/prioridad baja/)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Recargar' }));
    expect(within(form).getByLabelText(/Prioridad/)).toHaveValue('baja');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('an untouched form simply follows; a new comment shows', async () => {
    const db = serveOrder();
    const rt = fakeRealtime();
    renderOrder(rt);
    const form = await screen.findByRole('form', { name: 'Editar orden' });
    db.row = { ...db.row, prioridad: 'critica' };
    await rt.change('ops_ordenes', upd(order(1, { prioridad: 'critica' })));
    await waitFor(() => expect(within(form).getByLabelText(/Prioridad/)).toHaveValue('critica'));
    expect(within(form).queryByRole('alert')).toBeNull();

    db.row = {
      ...db.row,
      ops_comentarios: [{ id: 'c1', texto: 'Voy en camino', creado_por: OTHER, creado_en: '2026-11-21T11:00:00Z' }],
    };
    await rt.change('ops_comentarios', { eventType: 'INSERT', new: { id: 'c1', orden_id: 'o1' }, old: {} });
    await screen.findByText('Voy en camino');
  });
});
