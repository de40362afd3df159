import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CACHE_FILE, generateFixtureCaches, type FixtureCacheFile } from './fixture-cache.ts';

describe('testing/fixture-cache.json', () => {
  it('matches the schema cache of the fixture database (UPDATE_FIXTURE_CACHE=1 rewrites it)', async () => {
    const fresh = await generateFixtureCaches();
    if (process.env.UPDATE_FIXTURE_CACHE === '1') {
      await writeFile(FIXTURE_CACHE_FILE, `${JSON.stringify(fresh, null, 1)}\n`);
    }
    const saved = JSON.parse(await readFile(FIXTURE_CACHE_FILE, 'utf8')) as FixtureCacheFile;
    expect(saved, 'stale: run with UPDATE_FIXTURE_CACHE=1 and commit the JSON').toEqual(fresh);
  }, 180_000);
});
