import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { configKeys } from './keys';

export type AppConfigRow = Pick<Database['public']['Tables']['app_config']['Row'], 'key' | 'value'>;

/** docs/product.md §7: the configuration screen reads every app_config row (key, value). */
export async function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfigRow[]> {
  let query = supabase.from('app_config').select('key, value').order('key');
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query);
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.appConfigList(),
    queryFn: ({ signal }) => getAppConfig({ signal }),
  });

export function useAppConfig(options: QueryConfig<typeof appConfigQueryOptions> = {}) {
  return useQuery({ ...appConfigQueryOptions(), ...options });
}

/** The stored value of `key`, or null when the row does not exist. */
export function configValue(rows: readonly AppConfigRow[] | undefined, key: string): string | null {
  return rows?.find((r) => r.key === key)?.value ?? null;
}
