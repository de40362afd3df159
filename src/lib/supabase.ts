import { AuthClient } from '@supabase/auth-js';
import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { StorageClient } from '@supabase/storage-js';
import type { SupabaseClient as FullSupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import { authStorageKey } from './auth-storage';
import type { Database } from './database.types';

const env = getEnv();

/**
 * The part of supabase-js's client the SPA uses, with supabase-js's own types: `auth` (auth-js's
 * GoTrueClient, MFA included), `from`, `rpc`, `schema` and `functions.invoke`.
 */
export type SupabaseClient = Pick<FullSupabaseClient<Database>, 'auth' | 'from' | 'rpc' | 'schema' | 'functions'>;

/**
 * The one Supabase client. Only `features/auth` and `features/<f>/api` import it.
 *
 * It is composed from the packages supabase-js itself composes (auth-js, postgrest-js, functions-js)
 * the way supabase-js's SupabaseClient does, without the realtime and storage clients it would also
 * build and the SPA never uses (a third of supabase-js's size: docs/design.md §8, /login's budget).
 * Same defaults: the session in localStorage under `sb-<host>-auth-token`, refreshed automatically,
 * picked up from recovery links (/reset-password#access_token=...&type=recovery, implicit flow), and
 * every REST and function call sent with the anon key and the session's access token.
 */
function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const auth = new AuthClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: authStorageKey(base.href),
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  });
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${data.session?.access_token ?? anonKey}`);
    return fetch(input, { ...init, headers });
  };
  const rest = new PostgrestClient(new URL('rest/v1', base).href, { schema: 'public', fetch: fetchWithAuth });
  const functions = new FunctionsClient(new URL('functions/v1', base).href, { customFetch: fetchWithAuth });
  functionFetch = (name, init) => fetchWithAuth(new URL(`functions/v1/${name}`, base).href, init);
  const client = {
    auth,
    functions,
    from: (relation: string) => rest.from(relation),
    rpc: (fn: string, args?: object, options?: object) => rest.rpc(fn, args, options),
    schema: (schema: string) => rest.schema(schema),
  };
  storageOf = () =>
    import('@supabase/storage-js').then(
      ({ StorageClient }) => new StorageClient(new URL('storage/v1', base).href, { apikey: anonKey }, fetchWithAuth),
    );
  // The methods forward to postgrest-js's, whose overloads supabase-js's type repeats.
  return client as unknown as SupabaseClient;
}

let storageOf: () => Promise<StorageClient>;
let functionFetch: (name: string, init: RequestInit) => Promise<Response>;

/**
 * An Edge Function's raw response (with the anon key and the session's token, as functions.invoke
 * sends them), for an answer to read as a stream: functions.invoke reads a `text/csv` body whole
 * into one string. The caller checks the status.
 */
export function fetchFunction(name: string, init: RequestInit): Promise<Response> {
  return functionFetch(name, init);
}
let storage: Promise<StorageClient> | undefined;

export const supabase = createSupabaseClient(env.supabaseUrl, env.supabaseAnonKey);

/**
 * Supabase Storage (supabase-js's `storage`, storage-js) with the session's token, loaded on the
 * first file operation: storage-js is not part of the pages that never touch a file.
 */
export function loadStorage(): Promise<StorageClient> {
  storage ??= storageOf();
  return storage;
}
