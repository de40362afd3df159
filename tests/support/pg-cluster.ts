/**
 * Vitest global setup of the 'server-pg' project: a throwaway Debian PostgreSQL 15 cluster
 * (what hosted Supabase runs), so the integration and database tests also run on a real
 * server through TEST_DATABASE_URL. Started as the postgres user, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
/** TEST_PG_PORT lets two checkouts on one machine run the PostgreSQL project side by side. */
export const PG_TEST_PORT = Number(process.env.TEST_PG_PORT ?? 55439);

function asPostgres(cmd: string, args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, cmd), ...args], { stdio: 'pipe' });
}

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'axel-pg-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const data = join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  asPostgres('pg_ctl', [
    '-D', data, '-w', '-l', join(dir, 'server.log'),
    '-o', `-p ${PG_TEST_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    'start',
  ]);
  return () => {
    try {
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
