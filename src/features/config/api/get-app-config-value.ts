import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import type { QueryConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { configKeys } from './keys';

/** The field-services app's address (issue 6), shown on Operaciones' screens. */
export const SERVICIOS_CAMPO_KEY = 'url_servicios_campo';

/** docs/product.md §7: select app_config key, value where key equals `key`; null when there is no such row. */
export async function getAppConfigValue({
  key,
  signal,
}: {
  key: string;
  signal?: AbortSignal;
}): Promise<string | null> {
  let query = supabase.from('app_config').select('key, value').eq('key', key);
  if (signal) query = query.abortSignal(signal);
  return unwrap(await query.maybeSingle())?.value ?? null;
}

export const appConfigValueQueryOptions = (key: string) =>
  queryOptions({
    queryKey: configKeys.appConfigValue(key),
    queryFn: ({ signal }) => getAppConfigValue({ key, signal }),
    staleTime: 5 * 60_000,
  });

export function useAppConfigValue(key: string, options: QueryConfig<typeof appConfigValueQueryOptions> = {}) {
  return useQuery({ ...appConfigValueQueryOptions(key), ...options });
}
