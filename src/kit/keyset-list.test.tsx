import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { DataList, ExportCsvButton, ListToolbar, type ListColumn } from './data-list';
import { fetchAllPages, useKeysetList } from './keyset-list';
import { useListParams } from './list-params';

interface Item {
  id: string;
  numero: number;
  nombre: string;
}
const ITEMS: Item[] = Array.from({ length: 250 }, (_, i) => ({
  id: `i${i + 1}`,
  numero: i + 1,
  nombre: i % 2 ? `Bomba ${i + 1}` : `Correa ${i + 1}`,
}));
const columns: ListColumn<Item>[] = [
  { key: 'numero', header: 'N°', cell: (r) => r.numero, csv: (r) => r.numero },
  { key: 'nombre', header: 'Nombre', cell: (r) => r.nombre, csv: (r) => r.nombre },
];

/** A fake server: filters by the search, orders by N° and answers the page after the key. */
function makeServer() {
  const calls: Array<{ search: string; after: number | null; limit: number }> = [];
  const page = async (search: string, after: number | null, limit: number) => {
    calls.push({ search, after, limit });
    return ITEMS.filter(
      (r) => r.nombre.toLowerCase().includes(search.toLowerCase()) && (after === null || r.numero > after),
    ).slice(0, limit);
  };
  return { calls, page };
}

function ServerList({ server }: { server: ReturnType<typeof makeServer> }) {
  const list = useListParams([]);
  const rows = useKeysetList<Item, number>({
    queryKey: ['items', list.search],
    fetchPage: (after, limit) => server.page(list.search, after, limit),
    keyOf: (r) => r.numero,
  });
  return (
    <>
      <ListToolbar search={list.search} onSearch={list.setSearch}>
        <ExportCsvButton rows={rows.rows} columns={columns} fileName="items.csv" loadRows={() => rows.fetchAll()} />
      </ListToolbar>
      <DataList
        label="Elementos"
        rows={rows.rows}
        columns={columns}
        rowKey={(r) => r.id}
        hasMore={rows.hasMore}
        onLoadMore={rows.loadMore}
        loadingMore={rows.loadingMore}
        empty={<p>Sin resultados</p>}
      />
    </>
  );
}

let created: Blob[];
beforeEach(() => {
  created = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:test/${created.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('useKeysetList with DataList', () => {
  it('shows the first page, asks for the page after the last key on "Cargar más", and stops at the end', async () => {
    const server = makeServer();
    const { user } = renderApp(<ServerList server={server} />, { path: '/lista', initialEntry: '/lista' });
    expect(await screen.findByText('100 registros cargados; hay más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('200 registros cargados; hay más')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('250 registros')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(server.calls).toEqual([
      { search: '', after: null, limit: 100 },
      { search: '', after: 100, limit: 100 },
      { search: '', after: 200, limit: 100 },
    ]);
  });

  it('a new search starts from the first page on the server; no match shows the empty state', async () => {
    const server = makeServer();
    const { user, router } = renderApp(<ServerList server={server} />, { path: '/lista', initialEntry: '/lista' });
    await screen.findByText('100 registros cargados; hay más');
    await user.type(screen.getByRole('searchbox'), 'bomba 1');
    expect(router.state.location.search).toContain('q=bomba+1');
    // 'Bomba 1', 'Bomba 11', 'Bomba 13', ... 'Bomba 199' are the odd numbers starting with 1.
    const expected = ITEMS.filter((r) => r.nombre.toLowerCase().includes('bomba 1')).length;
    expect(await screen.findByText(`${expected} registros`)).toBeInTheDocument();
    expect(server.calls.at(-1)).toEqual({ search: 'bomba 1', after: null, limit: 100 });
    await user.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByText('Sin resultados')).toBeInTheDocument();
  });

  it("'Exportar CSV' reads the whole filtered set page by page, not only the pages on screen", async () => {
    const server = makeServer();
    const { user } = renderApp(<ServerList server={server} />, { path: '/lista', initialEntry: '/lista?q=correa' });
    await screen.findByText('100 registros cargados; hay más');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = (await created[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"N°","Nombre"');
    expect(lines).toHaveLength(1 + 125);
    expect(lines.at(-1)).toBe('"249","Correa 249"');
  });
});

describe('fetchAllPages', () => {
  it('asks each page after the previous last key until a short page', async () => {
    const server = makeServer();
    const rows = await fetchAllPages(
      (after: number | null, limit: number) => server.page('', after, limit),
      (r) => r.numero,
      { pageSize: 100 },
    );
    expect(rows.map((r) => r.numero)).toEqual(ITEMS.map((r) => r.numero));
    expect(server.calls.map((c) => c.after)).toEqual([null, 100, 200]);
  });
});
