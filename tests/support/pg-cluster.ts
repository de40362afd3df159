/**
 * Vitest global setup of the 'server-pg' project: a throwaway Debian PostgreSQL 15 cluster
 * (what hosted Supabase runs), so the integration and database tests also run on a real
 * server through TEST_DATABASE_URL. Started as the postgres user, removed afterwards. It also
 * migrates and seeds ONE template database per run (the demo password at the tests' bcrypt cost,
 * fast-passwords.ts); every test file's freshDatabase() copies it
 * (`create database ... template ...`, tests/support/server.ts) instead of migrating its own.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PostgresDatabase } from '../../server/db/postgres.ts';
import { migrate } from '../../server/migrate.ts';
import { fastDemoPasswords } from './fast-passwords.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated and seeded template database in the cluster ('' when there is none). */
    pgTemplate: string;
  }
}

export const PG_BIN = '/usr/lib/postgresql/15/bin';
/** TEST_PG_PORT lets two checkouts on one machine run the PostgreSQL project side by side. */
export const PG_TEST_PORT = Number(process.env.TEST_PG_PORT ?? 55439);

function asPostgres(cmd: string, args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args], { stdio: 'pipe' });
}

/** The name of the template database pg-cluster.ts migrates once per run. */
const TEMPLATE = 'axel_template';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'axel-pg-'));
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  );
  const data = join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${PG_TEST_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  const stop = () => {
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    const admin = await PostgresDatabase.open(`postgres://postgres@127.0.0.1:${PG_TEST_PORT}/postgres`, 1);
    await admin.exec(`create database ${TEMPLATE}`);
    await admin.close();
    const db = await PostgresDatabase.open(`postgres://postgres@127.0.0.1:${PG_TEST_PORT}/${TEMPLATE}`, 2);
    await migrate(db);
    await fastDemoPasswords(db);
    await db.close();
  } catch (e) {
    stop();
    throw e;
  }
  project.provide('pgTemplate', TEMPLATE);
  return stop;
}
