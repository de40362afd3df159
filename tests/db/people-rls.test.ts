/**
 * Axel People's access matrix (people-matrix.ts) at the SQL level: each cell runs in its own
 * rolled-back transaction exactly as a REST request does (set local role + request.jwt.claims).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import {
  addPeopleFixtures,
  DENIED,
  INVALID,
  PEOPLE_ACTORS,
  PEOPLE_MATRIX,
  selfEmployee,
  type Outcome,
  type PeopleActor,
  type PeopleCell,
} from './people-matrix.ts';
import { asActor, sqlState } from './support.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  await addPeopleFixtures(db);
});
afterAll(async () => {
  await db?.close();
});

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

function statement(cell: PeopleCell, actor: PeopleActor): { sql: string; params: unknown[] } {
  const ctx = { actor, employee: selfEmployee(actor) };
  const params: unknown[] = [];
  const bind = (v: unknown) => {
    params.push(v);
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
      return {
        sql: `insert into ${table} (${values.map(([k]) => q(k)).join(', ')}) values (${values.map(([, v]) => bind(v)).join(', ')})`,
        params,
      };
    case 'update':
      return { sql: `update ${table} set ${values.map(([k, v]) => `${q(k)} = ${bind(v)}`).join(', ')}${where} returning 1`, params };
    case 'delete':
      return { sql: `delete from ${table}${where} returning 1`, params };
  }
}

async function run(cell: PeopleCell, actor: PeopleActor): Promise<Outcome> {
  const { sql, params } = statement(cell, actor);
  try {
    return await asActor(db, actor, async (tx: Queryable) => {
      const r = await tx.query<{ n: string | number }>(sql, params);
      if (cell.op === 'select') return Number(r.rows[0].n);
      if (cell.op === 'insert') return r.affectedRows ?? 1;
      return r.rows.length;
    });
  } catch (e) {
    const code = sqlState(e);
    if (code === '42501') return DENIED;
    if (code?.startsWith('23')) return INVALID;
    throw e;
  }
}

describe('Axel People access matrix (SQL, each cell isolated)', () => {
  for (const cell of PEOPLE_MATRIX) {
    it(`${cell.op} ${cell.title}`, async () => {
      const got: Record<string, Outcome> = {};
      for (const actor of PEOPLE_ACTORS) got[actor] = await run(cell, actor);
      expect(got).toEqual(cell.expect);
    });
  }
});
