/**
 * supabase/schema/ (one file per table, view and function, as the database holds them after every
 * migration) is what `npm run gen:schema` makes from the migrations: a migration committed without
 * regenerating it fails here, as a stale src/lib/database.types.ts fails database-types.test.ts.
 * PGlite only: the files are PGlite's rendering (PostgreSQL 18's deparser; PostgreSQL 15 writes
 * single-table views' columns with their alias, the only difference, see docs/modules.md).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { readSchemaDir, renderSchema } from '../../scripts/gen-schema.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
let first: Map<string, string>;
beforeAll(async () => {
  // The seeded template: the seed writes rows, never schema.
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

it('supabase/schema/ is what `npm run gen:schema` generates from the migrations', async () => {
  const generated = (first = await renderSchema(db));
  const committed = await readSchemaDir();
  const stale = [...generated.keys()].filter((f) => committed.get(f) !== generated.get(f));
  const removed = [...committed.keys()].filter((f) => !generated.has(f));
  const hint = 'supabase/schema/ is stale: run `npm run gen:schema` (or `npm run gen:types`) and commit the result';
  expect({ stale, removed }, hint).toEqual({ stale: [], removed: [] });
  // One file per table, view and function of public and private.
  const { rows } = await db.query<{ n: string }>(
    `select ((select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname in ('public', 'private') and c.relkind in ('r', 'v'))
           + (select count(distinct (n.nspname, p.proname)) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
              where n.nspname in ('public', 'private')))::text as n`,
  );
  expect([...generated.keys()].filter((f) => /\/(tables|views|functions)\//.test(f))).toHaveLength(Number(rows[0].n));
  expect(generated.get('public/tables/terceros.sql')).toContain(
    'create policy terceros_empresa_modulo on public.terceros as restrictive',
  );
});

it('renders the same files twice (sorted, schema-qualified, no owners)', async () => {
  const again = await renderSchema(db);
  expect([...again.entries()]).toEqual([...first.entries()]);
});
