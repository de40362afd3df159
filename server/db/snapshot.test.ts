import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSnapshot, snapshotPath, snapshotVersion, writeSnapshot } from './snapshot.ts';

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(join(tmpdir(), 'axel-snapshot-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A migrations folder and a seed of our own, so each test changes one input. */
function sources() {
  const migrationsDir = tempDir();
  writeFileSync(join(migrationsDir, '20260101000000_a.sql'), 'create table a (x int);\n');
  const seedFile = join(tempDir(), 'seed.sql');
  writeFileSync(seedFile, 'insert into a values (1);\n');
  return { migrationsDir, seedFile };
}
const NOON = new Date('2026-11-24T15:00:00Z');

describe('the database image version', () => {
  it('is the same for the same migrations, seed and day', async () => {
    const src = sources();
    expect(await snapshotVersion({ ...src, now: NOON })).toBe(
      await snapshotVersion({ ...src, now: new Date('2026-11-24T16:30:00Z') }),
    );
  });

  it('changes when a migration is added or edited, or the seed changes', async () => {
    const src = sources();
    const before = await snapshotVersion({ ...src, now: NOON });
    writeFileSync(join(src.migrationsDir, '20260101000000_a.sql'), 'create table a (x bigint);\n');
    const edited = await snapshotVersion({ ...src, now: NOON });
    writeFileSync(join(src.migrationsDir, '20260102000000_b.sql'), 'create table b (x int);\n');
    const added = await snapshotVersion({ ...src, now: NOON });
    writeFileSync(src.seedFile, 'insert into a values (2);\n');
    const reseeded = await snapshotVersion({ ...src, now: NOON });
    expect(new Set([before, edited, added, reseeded]).size).toBe(4);
  });

  it("changes with the day, since the seed's demo records are relative to today", async () => {
    const src = sources();
    const today = await snapshotVersion({ ...src, now: NOON });
    expect(await snapshotVersion({ ...src, now: new Date('2026-11-25T15:00:00Z') })).not.toBe(today);
    // 01:00 UTC on the 25th is still the 24th in Chile: a day of its own for the attendance marks.
    expect(await snapshotVersion({ ...src, now: new Date('2026-11-25T01:00:00Z') })).not.toBe(today);
  });
});

describe('the saved snapshot', () => {
  const fill = (content: string) => async (folder: string) => {
    mkdirSync(folder);
    writeFileSync(join(folder, 'PG_VERSION'), content);
  };

  it('is read back by its version, and replaces the snapshots of other versions', async () => {
    const dir = tempDir();
    expect(readSnapshot('v1', dir)).toBeUndefined();
    const v1 = await writeSnapshot('v1', fill('1'), dir);
    expect(readSnapshot('v1', dir)).toBe(v1);
    expect(readFileSync(join(v1, 'PG_VERSION'), 'utf8')).toBe('1');
    await writeSnapshot('v2', fill('2'), dir);
    expect(readSnapshot('v1', dir)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([snapshotPath('v2', dir).slice(dir.length + 1)]);
  });

  it('keeps the one saved first when two processes save the same version, and leaves no half-made folder', async () => {
    const dir = tempDir();
    const first = await writeSnapshot('v1', fill('first'), dir);
    expect(await writeSnapshot('v1', fill('second'), dir)).toBe(first);
    expect(readFileSync(join(first, 'PG_VERSION'), 'utf8')).toBe('first');
    await expect(
      writeSnapshot(
        'v2',
        async (folder) => {
          await fill('x')(folder);
          throw new Error('interrupted');
        },
        dir,
      ),
    ).rejects.toThrow('interrupted');
    expect(readdirSync(dir)).toEqual([first.slice(dir.length + 1)]);
  });
});
