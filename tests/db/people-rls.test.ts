/**
 * Axel People's access matrix (people-matrix.ts) at the SQL level: each cell runs in its own
 * rolled-back transaction exactly as a REST request does (set local role + request.jwt.claims).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import {
  addPeopleFixtures,
  PEOPLE_ACTORS,
  PEOPLE_MATRIX,
  selfEmployee,
  type Outcome,
  type PeopleActor,
  type PeopleCell,
} from './people-matrix.ts';
import { runCell } from './cell-sql.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  await addPeopleFixtures(db);
});
afterAll(async () => {
  await db?.close();
});

function run(cell: PeopleCell, actor: PeopleActor): Promise<Outcome> {
  return runCell(db, actor, cell, { actor, employee: selfEmployee(actor) });
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
