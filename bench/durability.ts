/**
 * What durability costs: one-row insert transactions on a PGlite data folder with every commit
 * flushed to disk (the default) and without (`DB_DURABILITY=off`). Interleaved, so the machine's
 * noise falls on both alike; the ratio is the figure to read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgliteDatabase } from '../server/db/pglite.ts';
import { ms, summarize, type BenchLine } from './stats.ts';

const COMMITS = 200;

export default async function durability(): Promise<BenchLine[]> {
  const template = await PgliteDatabase.open(undefined, { log: false });
  const dirs = [mkdtempSync(join(tmpdir(), 'axel-bench-')), mkdtempSync(join(tmpdir(), 'axel-bench-'))];
  const durable = await PgliteDatabase.open(dirs[0], { image: await template.dump(), log: false });
  const relaxed = await PgliteDatabase.open(dirs[1], { image: await template.dump(), durable: false, log: false });
  await template.close();
  try {
    const samples = { durable: [] as number[], relaxed: [] as number[] };
    for (const db of [durable, relaxed]) await db.exec('create table bench_commit (id serial primary key, v text)');
    const fsyncsBefore = (await durable.stats()).fsyncs;
    for (let i = 0; i < COMMITS; i++) {
      for (const [name, db] of [
        ['durable', durable],
        ['relaxed', relaxed],
      ] as const) {
        const t = performance.now();
        await db.transaction((tx) => tx.query('insert into bench_commit (v) values ($1)', [`row ${i}`]));
        samples[name].push(performance.now() - t);
      }
    }
    const fsyncs = (await durable.stats()).fsyncs - fsyncsBefore;
    const on = summarize(samples.durable);
    const off = summarize(samples.relaxed);
    return [
      { name: `insert commit, durable (default), median of ${COMMITS}`, value: `${ms(on.median)} (p95 ${ms(on.p95)})` },
      {
        name: `insert commit, DB_DURABILITY=off, median of ${COMMITS}`,
        value: `${ms(off.median)} (p95 ${ms(off.p95)})`,
      },
      { name: 'durable / off', value: `×${(on.median / off.median).toFixed(2)}` },
      { name: `fsync calls over ${COMMITS} durable commits`, value: String(fsyncs), ok: fsyncs >= COMMITS },
    ];
  } finally {
    await durable.close();
    await relaxed.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
