/**
 * The fixture's schema cache as data (testing/fixture-cache.json), so parse, plan and build tests
 * are pure functions with no database. fixture-cache.test.ts fails when the JSON is stale against
 * the fixture database; `UPDATE_FIXTURE_CACHE=1 npx vitest run --project server
 * server/rest/testing/fixture-cache.test.ts` rewrites it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchemaCache, loadRawSchemaCache, type RawCache, type SchemaCache } from '../schema-cache.ts';
import { FIXTURE_SCHEMA, fixtureCache } from './fixture.ts';

export const FIXTURE_CACHE_FILE = fileURLToPath(new URL('./fixture-cache.json', import.meta.url));

/** Overloads the call planner's tests need on top of the fixture. */
export const CALL_FIXTURE_SQL = `
create function rest_fixture.over(a int) returns int language sql as 'select a';
create function rest_fixture.over(a int, b int) returns int language sql as 'select a + b';
create function rest_fixture.amb(a int) returns int language sql as 'select a';
create function rest_fixture.amb(a text) returns int language sql as 'select 1';
`;

/** base: bootstrap + FIXTURE_SQL; calls: the same and CALL_FIXTURE_SQL. */
export type FixtureVariant = 'base' | 'calls';
export type FixtureCacheFile = Record<FixtureVariant, RawCache>;

/** Reads the catalog of a fresh fixture database (PGlite), for each variant. */
export async function generateFixtureCaches(): Promise<FixtureCacheFile> {
  const { db } = await fixtureCache();
  try {
    const base = await loadRawSchemaCache(db, [FIXTURE_SCHEMA]);
    await db.exec(CALL_FIXTURE_SQL);
    const calls = await loadRawSchemaCache(db, [FIXTURE_SCHEMA]);
    return { base, calls };
  } finally {
    await db.close();
  }
}

let saved: FixtureCacheFile | undefined;

/** The saved schema cache of the fixture (pure: reads the JSON file once). */
export function fixtureSchemaCache(variant: FixtureVariant = 'base'): SchemaCache {
  saved ??= JSON.parse(readFileSync(FIXTURE_CACHE_FILE, 'utf8')) as FixtureCacheFile;
  return buildSchemaCache(saved[variant], [FIXTURE_SCHEMA]);
}
