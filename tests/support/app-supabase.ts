/**
 * Runs the SPA's own data functions (src/features/<f>/api) against a test server. The SPA imports
 * one supabase client from '@/lib/supabase', configured from the page; a test replaces that module
 * with a stand-in that forwards to whichever real supabase-js client it chose:
 *
 *   vi.mock('@/lib/supabase', () => import('../support/app-supabase.ts'));
 *   ...
 *   useAppClient(await server.signedIn('superadmin@axel.demo'));
 */
import type { SupabaseClient } from '@supabase/supabase-js';

let current: SupabaseClient | undefined;

/** Every later call of the SPA's data functions goes through this client (and its session). */
export function useAppClient(client: SupabaseClient): void {
  current = client;
}

export const supabase = new Proxy({} as SupabaseClient, {
  get(_target, property) {
    if (!current) throw new Error('useAppClient(client) first: the SPA data functions have no client');
    return Reflect.get(current, property, current);
  },
});

/** The stand-in of '@/lib/supabase''s loadStorage: the chosen client's own `storage`. */
export function loadStorage(): Promise<SupabaseClient['storage']> {
  if (!current) return Promise.reject(new Error('useAppClient(client) first: the SPA data functions have no client'));
  return Promise.resolve(current.storage);
}
