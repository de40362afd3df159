/**
 * The server a test file talks to: the run's shared one (tests/e2e/global-setup.ts), or, for a file
 * that changes the demo data, one of its own (useOwnServer).
 */
import { afterAll, inject } from 'vitest';

let own: { url: string; anonKey: string; serviceRoleKey: string } | undefined;
/**
 * The origin of this worker's last server of its own. It outlives its file (module state: the e2e
 * project shares its workers, isolate: false): the worker's next file that asks for a server of its
 * own has it replaced by a fresh one on the same port, so both files' pages are of one origin and
 * the worker's browser context for it (support/browser.ts) keeps its cache and renderer.
 */
let previousOwn: string | undefined;

/** Origin of this file's server: its own when it called useOwnServer, else the shared one. */
export function baseUrl(): string {
  return own?.url ?? inject('baseUrl');
}

export function anonKey(): string {
  return own?.anonKey ?? inject('anonKey');
}

export function serviceRoleKey(): string {
  return own?.serviceRoleKey ?? inject('serviceRoleKey');
}

/**
 * Gives this file a server of its own, on a fresh copy of the seeded demo data, serving the same
 * build: what the file changes (a role, a plan, a password, the configuration, a demo order) no
 * other file sees, so it runs in parallel with them and need not put anything back. Call it at the
 * top of the file, before any test opens a page (`await useOwnServer();`). The server runs until the
 * worker's next file with a server of its own replaces it (on the same port, see previousOwn) or the
 * run ends; no other file talks to it. `checks: true` runs the scheduled checks on it as a deployed
 * server does (the first 5 s after it starts; the shared server never runs them).
 */
export async function useOwnServer({ checks = false }: { checks?: boolean } = {}): Promise<void> {
  const factory = new URL('/servers', inject('serverFactoryUrl'));
  if (checks) factory.searchParams.set('checks', '1');
  if (previousOwn) factory.searchParams.set('replace', previousOwn);
  const res = await fetch(factory, { method: 'POST' });
  const body = (await res.json()) as { url?: string; anonKey?: string; serviceRoleKey?: string; error?: string };
  if (res.status !== 201 || !body.url || !body.anonKey || !body.serviceRoleKey) {
    throw new Error(`A server of this file's own could not start: HTTP ${res.status} ${body.error ?? ''}`);
  }
  own = { url: body.url, anonKey: body.anonKey, serviceRoleKey: body.serviceRoleKey };
  previousOwn = body.url;
  afterAll(() => {
    own = undefined;
  });
}
