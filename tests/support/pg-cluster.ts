/**
 * Vitest global setup of the 'server-pg' project: a throwaway Debian PostgreSQL 15 cluster
 * (what hosted Supabase runs), so the integration and database tests also run on a real
 * server through TEST_DATABASE_URL. Started as the postgres user, removed afterwards. It also
 * migrates and seeds ONE template database per run (the demo password at the tests' bcrypt cost,
 * fast-passwords.ts); every test file's freshDatabase() copies it
 * (`create database ... template ...`, tests/support/server.ts) instead of migrating its own.
 *
 * The cluster is made in the background: vitest runs every project's global setup one after
 * another before the first test file, and initdb, the start and the migrations took tens of
 * seconds of that serial start with one core at most busy. The setup returns at once; the
 * project's setup file (pg-ready.ts) waits, in each 'server-pg' file, until the cluster is ready
 * (the 'server-pg' files run after the 'server' ones, so in a whole run nobody waits).
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import { readSnapshot, snapshotVersion, writeSnapshot } from '../../server/db/snapshot.ts';
import { migrate, ROOT } from '../../server/migrate.ts';
import { fastDemoPasswords, TEST_BCRYPT_COST } from './fast-passwords.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated and seeded template database in the cluster ('' when there is none). */
    pgTemplate: string;
    /**
     * A file the setup writes when the cluster and its template are ready: '' on success, else
     * the error (pg-ready.ts waits for it).
     */
    pgReadyFile: string;
  }
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';
/** TEST_PG_PORT lets two checkouts on one machine run the PostgreSQL project side by side. */
export const PG_TEST_PORT = Number(process.env.TEST_PG_PORT ?? 55439);

const run = promisify(execFile);

async function asPostgres(cmd: string, args: string[]): Promise<void> {
  await run('runuser', ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args]);
}

/**
 * The cluster's data directory after initdb, the migrations and the seed, kept between runs (a
 * cleanly stopped cluster, copied into each run's directory): initdb and the migrations cost about
 * a few seconds of CPU and, on a busy machine, tens of seconds before the first file may start;
 * the copy a fraction of that. Its version is the PGlite snapshot's (the
 * migrations, the seed and the days its relative dates depend on: server/db/snapshot.ts), the
 * PostgreSQL binaries' and the demo password's cost; other versions are removed when one is saved.
 */
const CACHE_DIR = join(ROOT, '.cache', 'pg15-template');

async function templateVersion(): Promise<string> {
  const { stdout } = await run(join(PG_BIN, 'postgres'), ['--version']);
  const hash = createHash('sha256');
  hash.update([await snapshotVersion(), stdout.trim(), TEMPLATE, `bcrypt${TEST_BCRYPT_COST}`].join('\0'));
  return hash.digest('hex').slice(0, 16);
}

/** The name of the template database pg-cluster.ts migrates once per run. */
const TEMPLATE = 'axel_template';

export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'axel-pg-'));
  const readyFile = join(dir, 'ready');
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  );
  const data = join(dir, 'data');
  let started = false;
  const start = async () => {
    started = true;
    await asPostgres('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${PG_TEST_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      'start',
    ]);
  };
  const ready = (async () => {
    const version = await templateVersion();
    const cached = readSnapshot(version, CACHE_DIR);
    if (cached) {
      // Root copies the postgres user's files as they are (owner and modes kept).
      await run('cp', ['-a', cached, data]);
      await start();
      return;
    }
    await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await start();
    const admin = await PostgresDatabase.open(`postgres://postgres@127.0.0.1:${PG_TEST_PORT}/postgres`, 1);
    await admin.exec(`create database ${TEMPLATE}`);
    await admin.close();
    const db = await PostgresDatabase.open(`postgres://postgres@127.0.0.1:${PG_TEST_PORT}/${TEMPLATE}`, 2);
    try {
      await migrate(db);
      await fastDemoPasswords(db);
    } finally {
      await db.close();
    }
    // Saved for the next runs as a cleanly stopped cluster, then started again for this one.
    await asPostgres('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
    started = false;
    await writeSnapshot(version, (folder) => run('cp', ['-a', data, folder]).then(() => undefined), CACHE_DIR);
    await start();
  })().then(
    () => writeFileSync(readyFile, ''),
    (e: unknown) => {
      const detail = e instanceof Error ? (e.stack ?? e.message) : String(e);
      const stderr = (e as { stderr?: unknown }).stderr;
      writeFileSync(readyFile, `The PostgreSQL 15 test cluster could not start: ${detail}\n${stderr ?? ''}`);
    },
  );
  project.provide('pgTemplate', TEMPLATE);
  project.provide('pgReadyFile', readyFile);
  return async () => {
    await ready;
    try {
      if (started) await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
