import { describe, expect, it } from 'vitest';
import type { RowChange } from '@/lib/live-table';
import type { BoardColumnData } from './board-cache';
import type { OrderState } from './labels';
import { mergeBoardChange, type BoardColumnEntry } from './live-merge';
import { BOARD_FIRST_CARDS, type BoardCard, type OrderSummary } from './order-list-spec';

const card = (numero: number, over: Partial<BoardCard> = {}): BoardCard => ({
  id: `o${numero}`,
  codigo: `OT-${numero}`,
  numero,
  prioridad: 'media',
  prioridad_rango: 2,
  estado: 'abierta',
  tecnico_id: null,
  fecha_programada: null,
  falla_reportada: `Falla ${numero}`,
  ...over,
});
/** A change's record: every column the user may read, not only the card's. */
const row = (c: BoardCard): Partial<OrderSummary> => ({ ...c, tipo: 'correctiva', creado_en: '2026-11-20T10:00:00Z' });
const upd = (c: BoardCard): RowChange<OrderSummary> => ({ eventType: 'UPDATE', new: row(c), old: { id: c.id } });

/** A loaded column: its cards read so far (one page) and its count. */
const column = (estado: OrderState, cards: BoardCard[], total = cards.length): BoardColumnEntry => ({
  estado,
  data: { pages: [{ cards: cards.map((c) => ({ ...c, estado })), total }], pageParams: [null] },
});
/** A column of which only the first page is read (`total` beyond it). */
const partial = (estado: OrderState, from: number, total: number): BoardColumnEntry =>
  column(
    estado,
    Array.from({ length: BOARD_FIRST_CARDS }, (_, i) => card(from - i, { estado })),
    total,
  );

const ids = (data: BoardColumnData | undefined) => data?.pages.flatMap((p) => p.cards.map((c) => c.id));
const total = (data: BoardColumnData | undefined) => data?.pages[0].total;

describe('mergeBoardChange (the live board, column by column)', () => {
  const board = () => [
    column('abierta', [card(1, { prioridad_rango: 1 }), card(3)]),
    column('asignada', [card(2, { estado: 'asignada' })]),
    partial('cerrada', 900, 5000),
  ];

  it('adds an inserted order where it sorts in its column, counted, leaving the others as they were', () => {
    const cols = board();
    const next = mergeBoardChange(cols, { eventType: 'INSERT', new: row(card(4, { prioridad_rango: 0 })), old: {} });
    expect(ids(next[0])).toEqual(['o4', 'o1', 'o3']);
    expect(total(next[0])).toBe(3);
    expect(next[1]).toBe(cols[1].data);
    expect(next[2]).toBe(cols[2].data);
  });

  it('moves an updated card to the column of its state, both counts following, rewriting its fields', () => {
    const next = mergeBoardChange(board(), upd(card(1, { estado: 'asignada', tecnico_id: 'u1', prioridad_rango: 1 })));
    expect(ids(next[0])).toEqual(['o3']);
    expect(total(next[0])).toBe(1);
    expect(ids(next[1])).toEqual(['o1', 'o2']);
    expect(total(next[1])).toBe(2);
    expect(next[1]!.pages[0].cards[0]).toMatchObject({ estado: 'asignada', tecnico_id: 'u1' });
    // Only the card's columns are kept.
    expect(next[1]!.pages[0].cards[0]).not.toHaveProperty('tipo');
  });

  it('re-sorts a card whose priority changed within its column, its count kept', () => {
    const next = mergeBoardChange(board(), upd(card(3, { prioridad: 'critica', prioridad_rango: 0 })));
    expect(ids(next[0])).toEqual(['o3', 'o1']);
    expect(total(next[0])).toBe(2);
  });

  it('removes a deleted card (only its key comes) and counts it out', () => {
    const next = mergeBoardChange(board(), { eventType: 'DELETE', new: {}, old: { id: 'o2' } });
    expect(ids(next[1])).toEqual([]);
    expect(total(next[1])).toBe(0);
    expect(next[2]).toBeDefined();
  });

  it('places a card entering a closed column among the cards read, newest first', () => {
    const next = mergeBoardChange(
      [column('completada', [card(950, { estado: 'completada' })]), partial('cerrada', 900, 5000)],
      upd(card(950, { estado: 'cerrada' })),
    );
    expect(ids(next[0])).toEqual([]);
    expect(ids(next[1])?.slice(0, 2)).toEqual(['o950', 'o900']);
    expect(total(next[1])).toBe(5001);
  });

  it('reads a column again when a card enters it beyond the cards read; the column it left is merged', () => {
    const next = mergeBoardChange(
      [column('completada', [card(10, { estado: 'completada' })]), partial('cerrada', 900, 5000)],
      upd(card(10, { estado: 'cerrada' })),
    );
    expect(ids(next[0])).toEqual([]);
    expect(total(next[0])).toBe(0);
    expect(next[1]).toBeUndefined();
  });

  it('an update of a card no column holds: the columns it may have come from and its own are read again, if not wholly read', () => {
    const cols = [
      column('abierta', [card(1)]),
      partial('asignada', 500, 300),
      partial('en_curso', 700, 300),
      partial('cerrada', 900, 5000),
      partial('cancelada', 800, 900),
    ];
    // An order beyond the cards read of Asignada or En curso (or unseen) goes to En curso.
    const next = mergeBoardChange(cols, upd(card(42, { estado: 'en_curso' })));
    expect(next[0]).toBe(cols[0].data); // wholly read: it was not there
    expect(next[1]).toBeUndefined(); // asignada → en_curso: its count may have changed
    expect(next[2]).toBeUndefined(); // its own column, not wholly read
    expect(next[3]).toBe(cols[3].data); // closed columns are final
    expect(next[4]).toBe(cols[4].data);
  });

  it('an update of a card no column holds enters a wholly read column, counted', () => {
    const next = mergeBoardChange([column('abierta', [card(1)])], upd(card(42)));
    expect(ids(next[0])).toEqual(['o1', 'o42']);
    expect(total(next[0])).toBe(2);
  });

  it('a delete of a card no column holds reads again the columns not wholly read', () => {
    const cols = [column('abierta', [card(1)]), partial('cerrada', 900, 5000)];
    const next = mergeBoardChange(cols, { eventType: 'DELETE', new: {}, old: { id: 'o7' } });
    expect(next[0]).toBe(cols[0].data);
    expect(next[1]).toBeUndefined();
  });

  it('a record without the card’s columns or a known state reads every column again', () => {
    const cols = board();
    expect(mergeBoardChange(cols, { eventType: 'INSERT', new: { id: 'o9', estado: 'abierta' }, old: {} })).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(mergeBoardChange(cols, upd(card(1, { estado: 'perdida' })))).toEqual([undefined, undefined, undefined]);
  });
});
