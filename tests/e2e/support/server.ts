/**
 * The server a test file talks to: the run's shared one (tests/e2e/global-setup.ts), or, for a file
 * that changes the demo data, one of its own (useOwnServer).
 */
import { afterAll, inject } from 'vitest';

let own: { url: string; anonKey: string; serviceRoleKey: string } | undefined;

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
 * top of the file, before any test opens a page (`await useOwnServer();`); the server stops after
 * the file's last test. `checks: true` runs the scheduled checks on it as a deployed server does
 * (the first 5 s after it starts; the shared server never runs them).
 */
export async function useOwnServer({ checks = false }: { checks?: boolean } = {}): Promise<void> {
  const factory = new URL('/servers', inject('serverFactoryUrl'));
  const res = await fetch(checks ? new URL('/servers?checks=1', factory) : factory, { method: 'POST' });
  const body = (await res.json()) as { url?: string; anonKey?: string; serviceRoleKey?: string; error?: string };
  if (res.status !== 201 || !body.url || !body.anonKey || !body.serviceRoleKey) {
    throw new Error(`A server of this file's own could not start: HTTP ${res.status} ${body.error ?? ''}`);
  }
  own = { url: body.url, anonKey: body.anonKey, serviceRoleKey: body.serviceRoleKey };
  const url = body.url;
  afterAll(async () => {
    own = undefined;
    factory.searchParams.set('url', url);
    await fetch(factory, { method: 'DELETE' });
  });
}
