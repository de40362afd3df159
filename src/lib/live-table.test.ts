import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { othersPresent } from './live-presence';
import { applyChange, liveTarget, mergeInfiniteRows, mergeRows, type RowChange } from './live-table';

type Row = { id: string; nombre: string; n: number };
const rows: Row[] = [
  { id: 'a', nombre: 'A', n: 1 },
  { id: 'b', nombre: 'B', n: 2 },
];
const update = (row: Partial<Row> & { id: string }, extra: Record<string, unknown> = {}): RowChange => ({
  eventType: 'UPDATE',
  new: { ...row, ...extra },
  old: { id: row.id },
});

describe('merging a change into cached rows', () => {
  it('patches an updated row in place with only the fields the cache has; removes a deleted one', () => {
    expect(mergeRows(rows, update({ id: 'b', nombre: 'B2' }, { secreto: 'x' }))).toEqual([
      rows[0],
      { id: 'b', nombre: 'B2', n: 2 },
    ]);
    expect(mergeRows(rows, { eventType: 'DELETE', new: {}, old: { id: 'a' } })).toEqual([rows[1]]);
  });

  it('leaves the list as it is for a row it does not hold, and an insert to the caller', () => {
    expect(mergeRows(rows, update({ id: 'z', nombre: 'Z' }))).toBe(rows);
    expect(mergeRows(rows, { eventType: 'INSERT', new: { id: 'c' }, old: {} })).toBeUndefined();
  });

  it('keeps the pages and cursors of an infinite list', () => {
    const data = { pages: [[rows[0]], [rows[1]]], pageParams: [null, 'a'] };
    const next = mergeInfiniteRows(data, update({ id: 'b', n: 9 }))!;
    expect(next.pageParams).toBe(data.pageParams);
    expect(next.pages).toEqual([[rows[0]], [{ id: 'b', nombre: 'B', n: 9 }]]);
    expect(mergeInfiniteRows(data, update({ id: 'z' }))).toBe(data);
  });
});

describe('applyChange', () => {
  const target = liveTarget<Row[]>({ queryKey: ['t', 'list'], merge: mergeRows });

  it('merges into every cached query under the key, and says which to refetch', () => {
    const qc = new QueryClient();
    qc.setQueryData(['t', 'list', 1], rows);
    qc.setQueryData(['t', 'list', 2], rows);
    expect(applyChange(qc, [target], update({ id: 'a', nombre: 'A2' }))).toEqual([]);
    expect(qc.getQueryData<Row[]>(['t', 'list', 2])![0].nombre).toBe('A2');
    // An insert the merge cannot place: both are refetched.
    expect(applyChange(qc, [target], { eventType: 'INSERT', new: { id: 'c' }, old: {} })).toEqual([
      ['t', 'list', 1],
      ['t', 'list', 2],
    ]);
    // Without a merge: always refetched; a query not loaded yet: left alone.
    qc.setQueryData(['t', 'other'], 1);
    expect(applyChange(qc, [{ queryKey: ['t', 'other'] }, { queryKey: ['nada'] }], update({ id: 'a' }))).toEqual([
      ['t', 'other'],
    ]);
  });

  it('refetches a query whose fetch is under way instead of merging (its answer might predate the change)', async () => {
    const qc = new QueryClient();
    qc.setQueryData(['t', 'list'], rows);
    let answer!: (r: Row[]) => void;
    void qc.fetchQuery({
      queryKey: ['t', 'list'],
      queryFn: () => new Promise<Row[]>((r) => (answer = r)),
      staleTime: 0,
    });
    expect(applyChange(qc, [target], update({ id: 'a', nombre: 'A2' }))).toEqual([['t', 'list']]);
    expect(qc.getQueryData<Row[]>(['t', 'list'])![0].nombre).toBe('A');
    answer(rows);
  });

  it('gives a mergeQueries target every loaded query under its key at once: sets, refetches, leaves alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(['g', 'x'], [rows[0]]);
    qc.setQueryData(['g', 'y'], [rows[1]]);
    qc.setQueryData(['g', 'z'], []);
    const seen: unknown[] = [];
    // The row moves from x to y: x loses it, y takes it, z cannot say.
    const group = liveTarget<Row[]>({
      queryKey: ['g'],
      mergeQueries: (queries, change) => {
        seen.push(queries.map((q) => q.queryKey));
        return queries.map(({ queryKey, data }) =>
          queryKey[1] === 'x' ? [] : queryKey[1] === 'y' ? [...data, change.new as Row] : undefined,
        );
      },
    });
    expect(applyChange(qc, [group], update({ id: 'a', nombre: 'A', n: 1 }))).toEqual([['g', 'z']]);
    expect(seen).toEqual([
      [
        ['g', 'x'],
        ['g', 'y'],
        ['g', 'z'],
      ],
    ]);
    expect(qc.getQueryData(['g', 'x'])).toEqual([]);
    expect(qc.getQueryData<Row[]>(['g', 'y'])!.map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('presence', () => {
  it('lists the others once each (two tabs are one person), by name, without oneself', () => {
    expect(
      othersPresent(
        [
          { userId: 'me', name: 'Yo' },
          { userId: 'z', name: 'Zoila' },
          { userId: 'c', name: 'Carlos' },
          { userId: 'z', name: 'Zoila' },
        ],
        'me',
      ),
    ).toEqual([
      { userId: 'c', name: 'Carlos' },
      { userId: 'z', name: 'Zoila' },
    ]);
  });
});
