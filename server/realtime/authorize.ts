/**
 * Realtime Authorization for private channels, as hosted Supabase does it: the row-level security
 * policies of realtime.messages decide. To read (receive broadcasts, see presence) a row of the
 * channel's topic and extension is inserted by the server, then selected under the caller's role,
 * claims and `realtime.topic`; to write (send a broadcast, track presence) the caller inserts one.
 * Both in a transaction that is rolled back, so nothing is stored.
 */
import type { Database, Queryable } from '../db/types.ts';
import type { Identity } from './feed.ts';

export type Extension = 'broadcast' | 'presence';

class Rollback extends Error {}

async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let out: T | undefined;
  try {
    await db.transaction(async (tx) => {
      out = await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return out as T;
}

const SET_CALLER =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', coalesce($3, ''), true), set_config('request.jwt.claim.role', $1, true), " +
  "set_config('realtime.topic', $4, true)";

function callerParams(identity: Identity, topic: string): unknown[] {
  const sub = typeof identity.claims.sub === 'string' ? identity.claims.sub : null;
  return [identity.role, JSON.stringify(identity.claims), sub, topic];
}

/** May the caller read the topic's broadcasts / presence? */
export async function canRead(db: Database, identity: Identity, topic: string): Promise<Record<Extension, boolean>> {
  return rolledBack(db, async (tx) => {
    const { rows } = await tx.query<{ id: string; extension: Extension }>(
      `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
       returning id::text, extension`,
      [topic],
    );
    await tx.query(SET_CALLER, callerParams(identity, topic));
    const seen = await tx.query<{ extension: Extension }>(
      'select extension from realtime.messages where id = any ($1::uuid[])',
      [rows.map((r) => r.id)],
    );
    const got = new Set(seen.rows.map((r) => r.extension));
    return { broadcast: got.has('broadcast'), presence: got.has('presence') };
  });
}

/** May the caller send on the topic (a broadcast, or presence)? */
export async function canWrite(
  db: Database,
  identity: Identity,
  topic: string,
  extension: Extension,
): Promise<boolean> {
  return rolledBack(db, async (tx) => {
    await tx.query(SET_CALLER, callerParams(identity, topic));
    try {
      await tx.query('insert into realtime.messages (topic, extension, private) values ($1, $2, true)', [
        topic,
        extension,
      ]);
      return true;
    } catch (e) {
      // 42501: refused by a policy or a privilege; anything else is a real failure.
      if ((e as { code?: string }).code === '42501') return false;
      throw e;
    }
  });
}
