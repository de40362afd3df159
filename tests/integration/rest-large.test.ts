/**
 * Large results (issue 20): a read of any size streams from a cursor, chunk by chunk, instead of
 * one JSON string built in the database, copied through the driver and re-encoded (which killed
 * the server on PostgreSQL with ERR_STRING_TOO_LONG, and ran PGlite out of memory). Sized to run
 * in seconds; the full-size check (2M rows, peak RSS) is in `npm run bench` (bench/scale.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const ROWS = 30_000;
const SCHEMA = 'scale_fixture';
let server: TestServer;
let capped: TestServer;

const setup = `
  create schema ${SCHEMA};
  grant usage on schema ${SCHEMA} to anon, authenticated, service_role;
  create table ${SCHEMA}.items (id int primary key, name text not null, grp int not null, note text);
  insert into ${SCHEMA}.items
    select i, 'item ' || i || ' ' || repeat('x', 40), i % 7, case when i % 3 = 0 then null else 'n"' || i || ',' end
    from generate_series(1, ${ROWS}) i;
  grant select on ${SCHEMA}.items to anon, authenticated, service_role;
  notify pgrst, 'reload schema';
`;

async function waitForItems(s: TestServer) {
  for (let i = 0; i < 200; i++) {
    const r = await fetch(`${s.url}/rest/v1/items?limit=0`, {
      headers: { apikey: s.serviceRoleKey, 'Accept-Profile': SCHEMA },
    });
    await r.arrayBuffer();
    if (r.status === 200) return;
    await new Promise((ok) => setTimeout(ok, 25));
  }
  throw new Error('items never appeared in the schema cache');
}

const get = (s: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/rest/v1/${path}`, { headers: { apikey: s.serviceRoleKey, 'Accept-Profile': SCHEMA, ...headers } });

beforeAll(async () => {
  // No cap here: the whole table in one response, which must stream.
  server = await startTestServer({ config: { dbSchemas: ['public', SCHEMA], maxRows: undefined } });
  await server.db.exec(setup);
  await waitForItems(server);
  capped = await startTestServer({ config: { dbSchemas: ['public', SCHEMA], maxRows: 5_000 } });
  await capped.db.exec(setup);
  await waitForItems(capped);
});
afterAll(async () => {
  await server?.stop();
  await capped?.stop();
});

describe('a large read', () => {
  it('streams every row, in order, with a Content-Range that tells the truth', async () => {
    const r = await get(server, 'items?select=id,name,note&order=id.desc', { Prefer: 'count=exact' });
    expect(r.status).toBe(200);
    // Streamed: no Content-Length, sent in chunks.
    expect(r.headers.get('content-length')).toBeNull();
    expect(r.headers.get('content-range')).toBe(`0-${ROWS - 1}/${ROWS}`);
    const rows = (await r.json()) as { id: number; name: string; note: string | null }[];
    expect(rows).toHaveLength(ROWS);
    // ROWS is a multiple of 3: its note is null.
    expect(rows[0]).toEqual({ id: ROWS, name: `item ${ROWS} ${'x'.repeat(40)}`, note: null });
    expect(rows[1]).toEqual({ id: ROWS - 1, name: `item ${ROWS - 1} ${'x'.repeat(40)}`, note: `n"${ROWS - 1},` });
    expect(rows.every((row, i) => row.id === ROWS - i)).toBe(true);
  });

  it('counts a filtered, offset page before sending it', async () => {
    const r = await get(server, 'items?select=id&grp=eq.3&order=id&offset=100', { Prefer: 'count=exact' });
    const total = Math.floor((ROWS - 3) / 7) + 1;
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`100-${total - 1}/${total}`);
    const rows = (await r.json()) as { id: number }[];
    expect(rows).toHaveLength(total - 100);
    expect(rows[0].id).toBe(3 + 7 * 100);
  });

  it('streams CSV too', async () => {
    const r = await get(server, 'items?select=id,note&order=id', { Accept: 'text/csv' });
    expect(r.status).toBe(200);
    const lines = (await r.text()).split('\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[0]).toBe('id,note');
    expect(lines[1]).toBe('1,"n""1,"');
    expect(lines[3]).toBe('3,');
    expect(lines[ROWS - 1]).toBe(`${ROWS - 1},"n""${ROWS - 1},"`);
    expect(lines[ROWS]).toBe(`${ROWS},`);
  });

  it('a client that goes away mid-stream frees the database for the next request', async () => {
    const r = await get(server, 'items?order=id', {});
    const reader = r.body!.getReader();
    await reader.read();
    await reader.cancel();
    // The transaction it held ends: the next requests (PGlite has a single connection) answer.
    for (let i = 0; i < 3; i++) {
      const next = await get(server, 'items?select=id&id=eq.5');
      expect(next.status).toBe(200);
      expect(await next.json()).toEqual([{ id: 5 }]);
    }
  });

  it('a small page is still one JSON text with its Content-Length', async () => {
    const r = await get(server, 'items?select=id&order=id&limit=3');
    expect(r.headers.get('content-range')).toBe('0-2/*');
    expect(await r.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});

describe('max-rows', () => {
  it('caps an unbounded read and says so in Content-Range', async () => {
    const r = await get(capped, 'items?select=id&order=id', { Prefer: 'count=exact' });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`0-4999/${ROWS}`);
    const rows = (await r.json()) as { id: number }[];
    expect(rows).toHaveLength(5_000);
    expect(rows.at(-1)!.id).toBe(5_000);
  });

  it('caps a Range larger than it, from its start', async () => {
    const r = await get(capped, 'items?select=id&order=id', { Range: '10000-29999' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-range')).toBe('10000-14999/*');
    const rows = (await r.json()) as { id: number }[];
    expect(rows[0].id).toBe(10_001);
    expect(rows).toHaveLength(5_000);
  });

  it('answers the last, short page exactly', async () => {
    const r = await get(capped, 'items?select=id&order=id&offset=28000', { Prefer: 'count=exact' });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`28000-${ROWS - 1}/${ROWS}`);
    expect((await r.json()) as unknown[]).toHaveLength(ROWS - 28_000);
  });
});
