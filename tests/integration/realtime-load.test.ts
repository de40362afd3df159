/**
 * The change feed under load (issue 36): 20 realtime-js subscribers, 1,000 committed changes (200 on PGlite),
 * none lost, none duplicated, every subscriber in the same (commit) order. On PostgreSQL 15 the
 * changes come from four writers committing transactions of ten changes at the same time, so the order is the commit order
 * the feed reconstructs, and each writer's own changes arrive in the order it committed them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMPANIES } from '../db/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const SUBSCRIBERS = 20;
/**
 * The 1,000 changes on PostgreSQL 15 ('server-pg'), where four writers commit at once and
 * the feed must rebuild the commit order. PGlite runs the writers one after another, so there the
 * same checks (none lost or duplicated, one order for all, each writer's order kept) run on 200
 * changes (the 1,000 cost the 'server' project about 3 s of CPU and 9 s of its time more).
 */
const CHANGES = process.env.TEST_DATABASE_URL ? 1000 : 200;
const WRITERS = 4;
const PER_TRANSACTION = 10;

let server: TestServer;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) await c.removeAllChannels();
  await server?.stop();
});

it(`${SUBSCRIBERS} subscribers × ${CHANGES} changes: none lost or duplicated, commit order kept`, async () => {
  const received: string[][] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const client = await server.signedIn(i % 2 === 0 ? 'admin@andes.demo' : 'ana@andes.demo');
    clients.push(client);
    const got: string[] = [];
    received.push(got);
    const ch = client
      .channel(`carga-${i}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'ops_ordenes' }, (p) =>
        got.push(String((p.new as { falla_reportada: string }).falla_reportada)),
      );
    await new Promise<void>((ok, bad) =>
      ch.subscribe((s, err) => (s === 'SUBSCRIBED' ? ok() : s !== 'CLOSED' && bad(err ?? new Error(s)))),
    );
  }

  // Four writers at once (PostgreSQL runs them concurrently; PGlite one after another), each
  // committing transactions of ten changes.
  const perWriter = CHANGES / WRITERS;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; i < perWriter; i += PER_TRANSACTION) {
        await server.db.transaction(async (tx) => {
          for (let k = i; k < i + PER_TRANSACTION; k++) {
            await tx.query(
              `insert into public.ops_ordenes (empresa_id, tipo, falla_reportada) values ($1, 'correctiva', $2)`,
              [COMPANIES.andes, `carga w${w} ${String(k).padStart(4, '0')}`],
            );
          }
        });
      }
    }),
  );

  const deadline = Date.now() + 60_000;
  while (received.some((r) => r.length < CHANGES) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await server.realtime.feed.flush();
  await new Promise((r) => setTimeout(r, 200));

  for (const got of received) {
    expect(got).toHaveLength(CHANGES);
    expect(new Set(got).size).toBe(CHANGES);
    expect(got).toEqual(received[0]);
    for (let w = 0; w < WRITERS; w++) {
      const mine = got.filter((f) => f.startsWith(`carga w${w} `));
      expect(mine).toEqual([...mine].sort());
      expect(mine).toHaveLength(perWriter);
    }
  }
});
