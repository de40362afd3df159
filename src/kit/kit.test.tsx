import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderApp } from '@/testing/test-utils';
import { Board, VIRTUALIZE_CARDS_FROM } from './board';
import { CsvImportPanel } from './csv-import-panel';
import { DataList, ListToolbar, VIRTUALIZE_FROM, type ListColumn } from './data-list';
import { FormField, useZodForm } from './form';
import { applyListParams, useListParams } from './list-params';
import { replaceById, useOptimisticMutation } from './optimistic';
import { number, requiredText } from './schema';

interface Item {
  id: string;
  nombre: string;
  estado: string;
}
const columns: ListColumn<Item>[] = [
  { key: 'nombre', header: 'Nombre', cell: (r) => r.nombre, csv: (r) => r.nombre, sortable: true },
  { key: 'estado', header: 'Estado', cell: (r) => r.estado, csv: (r) => r.estado },
];

function ListScreen({ rows }: { rows: Item[] }) {
  const list = useListParams(['estado']);
  const shown = applyListParams(rows, list, {
    searchText: (r) => r.nombre,
    filterValue: { estado: (r) => r.estado },
    sortValue: { nombre: (r) => r.nombre },
  });
  return (
    <>
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        filters={[
          {
            name: 'estado',
            label: 'Estado',
            options: [
              { value: 'activo', label: 'Activo' },
              { value: 'baja', label: 'Baja' },
            ],
          },
        ]}
        filterValues={list.filters}
        onFilter={list.setFilter}
      />
      <DataList
        label="Elementos"
        rows={shown}
        total={rows.length}
        columns={columns}
        rowKey={(r) => r.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={<p>Sin resultados</p>}
      />
    </>
  );
}

describe('DataList and ListToolbar', () => {
  const rows = [
    { id: '1', nombre: 'Bomba', estado: 'activo' },
    { id: '2', nombre: 'Álabe', estado: 'baja' },
    { id: '3', nombre: 'Correa', estado: 'activo' },
  ];

  it('keeps search, filter and sort in the URL and shows the matching rows', async () => {
    const { user, router } = renderApp(<ListScreen rows={rows} />, {
      path: '/lista',
      initialEntry: '/lista?estado=activo',
    });
    const table = screen.getByRole('table', { name: 'Elementos' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Estado'), '');
    await user.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(router.state.location.search).toContain('orden=nombre');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Álabebaja', 'Bombaactivo', 'Correaactivo']);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(router.state.location.search).toContain('q=zzz');
    expect(screen.getByText('Sin resultados')).toBeInTheDocument();
  });

  it('renders only a window of rows when the list is long', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: String(i), nombre: `Equipo ${i}`, estado: 'activo' }));
    renderApp(<DataList label="Muchos" rows={many} columns={columns} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Muchos' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    // The virtualiser loads when a list first reaches VIRTUALIZE_FROM rows (issue 33): until then
    // the first VIRTUALIZE_FROM rows are drawn, never all of them.
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(VIRTUALIZE_FROM + 1);
    await waitFor(
      () => expect(within(screen.getByRole('table', { name: 'Muchos' })).getAllByRole('row').length).toBeLessThan(100),
      // The lazy chunk's import can take over a second on a loaded machine.
      { timeout: 5000 },
    );
  });
});

describe('useZodForm', () => {
  const schema = z.object({ nombre: requiredText(), cantidad: number({ min: 1, integer: true }) });
  function FormScreen({ onValid }: { onValid: (v: z.output<typeof schema>) => void }) {
    const form = useZodForm(schema, { nombre: '', cantidad: '' });
    return (
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <FormField form={form} name="nombre" label="Nombre" required />
        <FormField form={form} name="cantidad" label="Cantidad" type="quantity" required />
        <button type="submit">Guardar</button>
      </form>
    );
  }

  it('shows Spanish messages linked to the fields and submits typed values once valid', async () => {
    const onValid = vi.fn();
    const { user } = renderApp(<FormScreen onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nombre/)).toHaveAccessibleDescription('Es obligatorio');
    expect(screen.getByLabelText(/Nombre/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Nombre/), 'Filtro');
    await user.type(screen.getByLabelText(/Cantidad/), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText(/Cantidad/)).toHaveAccessibleDescription('Debe ser mayor o igual a 1');
    await user.clear(screen.getByLabelText(/Cantidad/));
    await user.type(screen.getByLabelText(/Cantidad/), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).toHaveBeenCalledWith({ nombre: 'Filtro', cantidad: 3 });
  });
});

describe('useOptimisticMutation', () => {
  function Board({ save }: { save: (v: { id: string; estado: string }) => Promise<void> }) {
    const query = useQuery({
      queryKey: ['items'],
      queryFn: async () => [{ id: '1', nombre: 'OT-1', estado: 'abierta' }],
      staleTime: Infinity,
    });
    const mutation = useOptimisticMutation<Item[], { id: string; estado: string }>({
      queryKey: ['items'],
      mutationFn: save,
      apply: (old, v) => replaceById(old, v.id, { estado: v.estado }),
      errorTitle: 'No se pudo cambiar el estado',
    });
    return (
      <>
        <p data-testid="estado">{query.data?.[0].estado}</p>
        <button onClick={() => mutation.mutate({ id: '1', estado: 'cerrada' })}>Cerrar</button>
      </>
    );
  }

  it('shows the change at once and rolls it back with the reason when the server refuses', async () => {
    let reject!: (e: Error) => void;
    const save = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const { user, queryClient } = renderApp(<Board save={save} />);
    await screen.findByText('abierta');
    // Refetches after settling would answer 'abierta' again anyway; stop them to see the rollback itself.
    vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByTestId('estado')).toHaveTextContent('cerrada');
    reject(new Error('transición no permitida: abierta → cerrada'));
    await waitFor(() => expect(screen.getByTestId('estado')).toHaveTextContent('abierta'));
    expect(await screen.findByText('No se pudo cambiar el estado')).toBeInTheDocument();
    expect(screen.getByText('transición no permitida: abierta → cerrada')).toBeInTheDocument();
  });
});

describe('CsvImportPanel', () => {
  it('parses the file, lists the bad rows by line and imports only the valid ones', async () => {
    const onImport = vi.fn(async () => {});
    const onClose = vi.fn();
    const schema = z.object({ codigo: requiredText(), cantidad: number({ min: 0 }) });
    const { user } = renderApp(
      <CsvImportPanel
        title="Importar repuestos"
        columns={[
          { header: 'Código', field: 'codigo', required: true },
          { header: 'Cantidad', field: 'cantidad', required: true },
        ]}
        schema={schema}
        onImport={onImport}
        onClose={onClose}
      />,
    );
    const file = new File(['\uFEFFCódigo,Cantidad\r\nA-1,3\r\n,x\r\nB-2,4\r\n'], 'repuestos.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Archivo CSV'), file);
    expect(await screen.findByText('2 filas válidas, 1 con errores.')).toBeInTheDocument();
    const report = screen.getByRole('table', { name: 'Filas con errores' });
    expect(within(report).getByText('3')).toBeInTheDocument();
    expect(within(report).getByText('Código: Es obligatorio')).toBeInTheDocument();
    expect(within(report).getByText('Cantidad: Debe ser un número')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar 2 filas válidas' }));
    expect(onImport).toHaveBeenCalledWith([
      { codigo: 'A-1', cantidad: 3 },
      { codigo: 'B-2', cantidad: 4 },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('Board', () => {
  type Col = 'a' | 'b' | 'c';
  // From 'a' a card may go to 'b' only; from 'b' to 'a' or 'c'.
  const allowed: Record<Col, Col[]> = { a: ['b'], b: ['a', 'c'], c: [] };
  function renderBoard(cards: { id: string; col: Col }[], onMove = vi.fn()) {
    renderApp(
      <Board
        label="Tablero"
        columns={(['a', 'b', 'c'] as const).map((key) => ({
          key,
          label: key.toUpperCase(),
          cards: cards.filter((c) => c.col === key),
        }))}
        cardId={(c) => c.id}
        columnOf={(c) => c.col}
        canMove={(c, to) => allowed[c.col].includes(to)}
        onMove={onMove}
        cardLabel={(c) => `Tarjeta ${c.id}`}
        renderCard={(c) => <span>{c.id}</span>}
        cardsPerColumn={1}
      />,
    );
    return onMove;
  }
  const dataTransfer = () => ({ setData: () => {}, effectAllowed: '' });

  it('moves a focused card with ← → only where allowed, and reads the move out', () => {
    const onMove = renderBoard([{ id: 'x', col: 'a' }]);
    const card = screen.getByRole('listitem', { name: 'Tarjeta x' });
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenCalledWith({ id: 'x', col: 'a' }, 'b');
    expect(screen.getByText('Tarjeta x: B')).toBeInTheDocument();
  });

  it('takes a drop only on a column the card may go to', () => {
    const onMove = renderBoard([{ id: 'x', col: 'a' }]);
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'Tarjeta x' }), { dataTransfer: dataTransfer() });
    fireEvent.drop(screen.getByTestId('columna-c'), { dataTransfer: dataTransfer() });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.dragStart(screen.getByRole('listitem', { name: 'Tarjeta x' }), { dataTransfer: dataTransfer() });
    fireEvent.drop(screen.getByTestId('columna-b'), { dataTransfer: dataTransfer() });
    expect(onMove).toHaveBeenCalledWith({ id: 'x', col: 'a' }, 'b');
  });

  it('counts every card of a column and shows as many as it may; a card that cannot move is not draggable', () => {
    renderBoard([
      { id: 'x', col: 'c' },
      { id: 'y', col: 'c' },
    ]);
    const c = screen.getByRole('region', { name: 'C (2)' });
    expect(within(c).getAllByRole('listitem')).toHaveLength(1);
    expect(within(c).getByRole('listitem', { name: 'Tarjeta x' })).toHaveAttribute('draggable', 'false');
  });

  it('a paged column past VIRTUALIZE_CARDS_FROM cards does not draw them all, and says when its count is estimated', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    try {
      const cards = Array.from({ length: 500 }, (_, i) => ({ id: `t${i}`, col: 'a' as const }));
      renderApp(
        <Board
          label="Tablero"
          columns={[
            {
              key: 'a',
              label: 'A',
              cards,
              total: 98_000,
              approximate: true,
              more: { hasMore: true, loading: false, failed: false, load: () => {} },
            },
          ]}
          cardId={(c) => c.id}
          columnOf={(c) => c.col}
          canMove={() => false}
          onMove={() => {}}
          cardLabel={(c) => `Tarjeta ${c.id}`}
          renderCard={(c) => <span>{c.id}</span>}
        />,
      );
      const column = screen.getByRole('region', { name: 'A (aproximadamente 98000)' });
      expect(within(column).getByText('≈ 98.000')).toBeInTheDocument();
      // The virtualizer's code loads when a column first gets that long (until then, the cards as
      // before). jsdom lays nothing out (the column measures 0 px high): no card is in view, none
      // is drawn; a browser draws the ones in view (npm run bench -- modules counts them).
      await waitFor(() => expect(within(column).getByRole('list')).toHaveAttribute('data-virtual'), { timeout: 5000 });
      expect(column.querySelectorAll('[data-card-id]').length).toBeLessThanOrEqual(VIRTUALIZE_CARDS_FROM);
      expect(within(column).getByRole('list')).toHaveAttribute('data-cards', '500');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
