/**
 * server/migrate.ts on a database that already has the schema: nothing runs twice, and a database
 * that recorded a migration under its old, future-dated version (RENAMED_MIGRATIONS) has it
 * recorded under the new one instead of running the file again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { migrate, RENAMED_MIGRATIONS } from '../../server/migrate.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const versions = async () =>
  (
    await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version')
  ).rows.map((r) => r.version);

it('a data folder made before the renames keeps its schema and records the new versions', async () => {
  const renamed = Object.entries(RENAMED_MIGRATIONS);
  expect(renamed.length).toBe(2);
  for (const [before, after] of renamed) {
    await db.query('update supabase_migrations.schema_migrations set version = $1 where version = $2', [before, after]);
  }
  const result = await migrate(db, { seedFile: false });
  expect(result.applied).toEqual([]);
  const now = await versions();
  for (const [before, after] of renamed) {
    expect(now).toContain(after);
    expect(now).not.toContain(before);
  }
});
