/**
 * One matrix cell as the statement PostgREST would run for it (filters and values as bind
 * parameters), run as an actor in a rolled-back transaction: the SQL runner shared by the
 * platform's matrix (rls-matrix.test.ts) and Axel People's (people-rls.test.ts).
 */
import type { Database, Queryable } from '../../server/db/types.ts';
import { DENIED, INVALID, READ_ONLY, type Outcome } from './matrix.ts';
import { asActor, sqlState, type Actor } from './support.ts';

export interface SqlCell<Ctx> {
  relation: string;
  op: 'select' | 'insert' | 'upsert' | 'update' | 'delete';
  filter?: (ctx: Ctx) => Record<string, unknown>;
  values?: (ctx: Ctx) => Record<string, unknown>;
  /** Upserts: the conflict columns, comma-separated. */
  onConflict?: string;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
const param = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);

export function cellStatement<Ctx>(cell: SqlCell<Ctx>, ctx: Ctx): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(param(v));
    return `$${params.length}`;
  };
  const filter = Object.entries(cell.filter?.(ctx) ?? {});
  const where = filter.length ? ` where ${filter.map(([k, v]) => `${q(k)} = ${bind(v)}`).join(' and ')}` : '';
  const values = Object.entries(cell.values?.(ctx) ?? {});
  const table = `public.${q(cell.relation)}`;
  switch (cell.op) {
    case 'select':
      return { sql: `select count(*) as n from ${table}${where}`, params };
    case 'insert':
    case 'upsert': {
      const cols = values.map(([k]) => q(k)).join(', ');
      const vals = values.map(([, v]) => bind(v)).join(', ');
      const conflict =
        cell.op === 'upsert'
          ? ` on conflict (${(cell.onConflict ?? '').split(',').map(q).join(', ')}) do update set ${values.map(([k]) => `${q(k)} = excluded.${q(k)}`).join(', ')}`
          : '';
      return { sql: `insert into ${table} (${cols}) values (${vals})${conflict}`, params };
    }
    case 'update': {
      const set = values.map(([k, v]) => `${q(k)} = ${bind(v)}`).join(', ');
      return { sql: `update ${table} set ${set}${where} returning 1`, params };
    }
    case 'delete':
      return { sql: `delete from ${table}${where} returning 1`, params };
  }
}

/** Rows seen or written, or DENIED (42501), INVALID (class 23), READ_ONLY (55000). */
export async function runCell<Ctx>(db: Database, actor: Actor, cell: SqlCell<Ctx>, ctx: Ctx): Promise<Outcome> {
  const { sql, params } = cellStatement(cell, ctx);
  try {
    return await asActor(db, actor, async (tx: Queryable) => {
      const r = await tx.query<{ n: string | number }>(sql, params);
      if (cell.op === 'select') return Number(r.rows[0].n);
      if (cell.op === 'insert' || cell.op === 'upsert') return r.affectedRows ?? 1;
      return r.rows.length;
    });
  } catch (e) {
    const code = sqlState(e);
    if (code === '42501') return DENIED;
    if (code?.startsWith('23')) return INVALID;
    if (code === '55000') return READ_ONLY;
    throw e;
  }
}
