import { describe, expect, it } from 'vitest';
import { applyListParams, readListParams } from './list-params';

const rows = [
  { id: '1', nombre: 'Compresor de tornillo', estado: 'operativo', stock: 5 },
  { id: '2', nombre: 'Bomba centrífuga', estado: 'en_mantencion', stock: 0 },
  { id: '3', nombre: 'Compresión hidráulica', estado: 'operativo', stock: 12 },
];
const spec = {
  searchText: (r: (typeof rows)[number]) => r.nombre,
  filterValue: { estado: (r: (typeof rows)[number]) => r.estado },
  sortValue: { stock: (r: (typeof rows)[number]) => r.stock, nombre: (r: (typeof rows)[number]) => r.nombre },
};

describe('list params', () => {
  it('reads search, filters and sort from the URL', () => {
    const p = readListParams(
      new URLSearchParams('q=bomba&estado=operativo&orden=stock&dir=desc'),
      ['estado', 'tipo'],
      null,
    );
    expect(p).toMatchObject({
      search: 'bomba',
      filters: { estado: 'operativo', tipo: '' },
      sort: { key: 'stock', dir: 'desc' },
    });
  });

  it('searches without accents or case, filters and sorts', () => {
    const params = readListParams(new URLSearchParams('q=COMPRESION&orden=stock&dir=desc'), ['estado'], null);
    expect(applyListParams(rows, params, spec).map((r) => r.id)).toEqual(['3']);
    const all = readListParams(new URLSearchParams('estado=operativo&orden=stock&dir=desc'), ['estado'], null);
    expect(applyListParams(rows, all, spec).map((r) => r.id)).toEqual(['3', '1']);
    const byName = readListParams(new URLSearchParams('orden=nombre'), ['estado'], null);
    expect(applyListParams(rows, byName, spec).map((r) => r.id)).toEqual(['2', '3', '1']);
  });
});
