/**
 * Issue 6: the configuration screen's app_config calls (src/features/config/api), run as they are
 * against the embedded server, the real migrations and policies: super_admin reads and writes;
 * admin_empresa and usuario read and are refused every write (docs/design.md §3); a non-URL never lands.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../support/server.ts';

// The api modules use the SPA's one client (`@/lib/supabase`); here it is whichever signed-in
// supabase-js client the test sets.
const current = vi.hoisted(() => ({ client: undefined as SupabaseClient | undefined }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    if (!current.client) throw new Error('no client set');
    return current.client;
  },
}));

const { getAppConfig, configValue } = await import('../../src/features/config/api/get-app-config.ts');
const { getAppConfigValue } = await import('../../src/features/config/api/get-app-config-value.ts');
const { saveAppConfigUrl } = await import('../../src/features/config/api/save-app-config-url.ts');
const { ApiError, INVALID_VALUE } = await import('../../src/lib/api-error.ts');

let server: TestServer;
let superadmin: SupabaseClient;
let adminAndes: SupabaseClient;
let ana: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [superadmin, adminAndes, ana] = await Promise.all([
    server.signedIn(DEMO.superadmin),
    server.signedIn(DEMO.adminAndes),
    server.signedIn(DEMO.ana),
  ]);
});
afterAll(async () => {
  await server?.stop();
});

function as<T>(client: SupabaseClient, fn: () => Promise<T>): Promise<T> {
  current.client = client;
  return fn();
}

async function stored(key: string): Promise<string | null> {
  const { data, error } = await server.service().from('app_config').select('value').eq('key', key).maybeSingle();
  if (error) throw error;
  return (data as { value: string } | null)?.value ?? null;
}

async function refusal(p: Promise<unknown>): Promise<{ code?: string; message: string }> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(ApiError);
  return error as { code?: string; message: string };
}

describe('app_config through the screen’s calls', () => {
  it('reads every row as super_admin: both URL keys with the seed values', async () => {
    const rows = await as(superadmin, () => getAppConfig());
    expect(configValue(rows, 'api_url_backend')).toBe('/expert');
    expect(configValue(rows, 'url_servicios_campo')).toBe('https://campo.axel.demo');
  });

  it('reads one key as any signed-in user (the Servicios en Campo link), null for a missing key', async () => {
    expect(await as(ana, () => getAppConfigValue({ key: 'url_servicios_campo' }))).toBe('https://campo.axel.demo');
    expect(await as(adminAndes, () => getAppConfigValue({ key: 'url_servicios_campo' }))).toBe(
      'https://campo.axel.demo',
    );
    expect(await as(ana, () => getAppConfigValue({ key: 'no_existe' }))).toBeNull();
  });

  it('refuses anon any read (no grant: 42501)', async () => {
    const e = await refusal(as(server.anon(), () => getAppConfig()));
    expect(e.code).toBe('42501');
  });

  it('saves a trimmed URL as super_admin; saving it again is harmless', async () => {
    const url = 'https://pdf.axel.example/api';
    expect(await as(superadmin, () => saveAppConfigUrl({ key: 'api_url_backend', value: `  ${url} ` }))).toBe(url);
    expect(await stored('api_url_backend')).toBe(url);
    expect(await as(superadmin, () => saveAppConfigUrl({ key: 'api_url_backend', value: url }))).toBe(url);
    expect(await stored('api_url_backend')).toBe(url);
    await as(superadmin, () => saveAppConfigUrl({ key: 'api_url_backend', value: '/expert' }));
    expect(await stored('api_url_backend')).toBe('/expert');
  });

  it('saves url_servicios_campo as super_admin, and creates the row when it is missing', async () => {
    await server.service().from('app_config').delete().eq('key', 'url_servicios_campo');
    expect(await stored('url_servicios_campo')).toBeNull();
    await as(superadmin, () => saveAppConfigUrl({ key: 'url_servicios_campo', value: 'https://campo.example/app' }));
    expect(await stored('url_servicios_campo')).toBe('https://campo.example/app');
  });

  it.each([
    ['admin_empresa (admin@andes.demo)', () => adminAndes],
    ['usuario (ana@andes.demo)', () => ana],
  ])('refuses the write of %s (42501) and leaves the value', async (_who, client) => {
    const before = await stored('api_url_backend');
    const e = await refusal(
      as(client(), () => saveAppConfigUrl({ key: 'api_url_backend', value: 'https://evil.example' })),
    );
    expect(e.code).toBe('42501');
    expect(await stored('api_url_backend')).toBe(before);
    const e2 = await refusal(
      as(client(), () => saveAppConfigUrl({ key: 'url_servicios_campo', value: 'https://evil.example' })),
    );
    expect(e2.code).toBe('42501');
    expect(await stored('url_servicios_campo')).not.toBe('https://evil.example');
  });

  it('never sends a value that is not a URL', async () => {
    const e = await refusal(as(superadmin, () => saveAppConfigUrl({ key: 'url_servicios_campo', value: '/campo' })));
    expect(e.code).toBe(INVALID_VALUE);
    expect(await stored('url_servicios_campo')).not.toBe('/campo');
  });

  it('and the database refuses one sent around the screen (check_violation), even from super_admin', async () => {
    const { error, status } = await superadmin
      .from('app_config')
      .upsert({ key: 'api_url_backend', value: 'no es url' });
    expect(error?.code).toBe('23514');
    expect(status).toBe(400);
    expect(await stored('api_url_backend')).not.toBe('no es url');
  });
});
