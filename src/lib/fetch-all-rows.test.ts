import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { fetchAllRows } from './fetch-all-rows';

/** A server holding `total` rows that answers at most `maxRows` per request. */
function server(total: number, maxRows = Infinity) {
  const rows = Array.from({ length: total }, (_, i) => i);
  const calls: Array<[number, number]> = [];
  const page = vi.fn(async (from: number, to: number) => {
    calls.push([from, to]);
    const end = Math.min(to + 1, from + maxRows, total);
    return { data: rows.slice(from, Math.max(from, end)), error: null };
  });
  return { rows, calls, page };
}

describe('fetchAllRows', () => {
  it.each([
    [0, Infinity, 10],
    [7, Infinity, 10],
    [10, Infinity, 10],
    [25, Infinity, 10],
    [2_500, 1_000, 10_000], // hosted Supabase's default cap, smaller than our page
    [3_000, 1_000, 10_000], // a multiple of the cap
    [999, 1_000, 10_000],
  ])('reads all %i rows (max-rows %s, page %i) without losing or repeating any', async (total, maxRows, pageSize) => {
    const s = server(total, maxRows);
    const got = await fetchAllRows(s.page, { pageSize });
    expect(got).toEqual(s.rows);
  });

  it('asks for one extra page at most once the cap is known', async () => {
    const s = server(2_500, 1_000);
    await fetchAllRows(s.page, { pageSize: 10_000 });
    // 0-999, 1000-1999, 2000-2499 (short after the cap is known: the end).
    expect(s.calls.map(([from]) => from)).toEqual([0, 1_000, 2_000]);
  });

  it('throws the server error as an ApiError', async () => {
    const failure = fetchAllRows(async () => ({
      data: null,
      error: { message: 'permission denied', code: '42501' },
      status: 403,
    }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'permission denied', code: '42501', status: 403 });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const s = server(100);
    const run = fetchAllRows(
      async (from, to) => {
        controller.abort();
        return s.page(from, to);
      },
      { pageSize: 10, signal: controller.signal },
    );
    await expect(run).rejects.toThrow();
    expect(s.calls).toHaveLength(1);
  });

  it('reports progress', async () => {
    const s = server(25);
    const progress: number[] = [];
    await fetchAllRows(s.page, { pageSize: 10, onProgress: (n) => progress.push(n) });
    expect(progress).toEqual([10, 20, 25]);
  });
});
