import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { renderTypes, triggerFilledColumns, TYPES_FILE } from '../../scripts/gen-types.ts';
import { loadSchemaCache } from '../../server/rest/schema-cache.ts';
import { freshDatabase } from '../support/server.ts';

let db: Database;
beforeAll(async () => {
  // The seeded template: the seed writes rows, never schema, so the types are the migrations'.
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

it('src/lib/database.types.ts is what `npm run gen:types` generates from the migrations', async () => {
  const generated = await renderTypes(
    await loadSchemaCache(db, ['public']),
    ['public'],
    await triggerFilledColumns(db, ['public']),
  );
  const committed = await readFile(TYPES_FILE, 'utf8');
  expect(committed, 'the Database type is stale: run `npm run gen:types` and commit the result').toBe(generated);
});
