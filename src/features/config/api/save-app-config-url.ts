import { toast } from '@/lib/toast';
import { ApiError, INVALID_VALUE, unwrap } from '@/lib/api-error';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { describeConfigError } from '../lib/config-error';
import { checkConfigUrl, CONFIG_URL_KEYS, type ConfigUrlKey } from '../lib/config-url';
import { configKeys } from './keys';

export interface SaveAppConfigUrlVariables {
  key: ConfigUrlKey;
  value: string;
}

/**
 * docs/product.md §7: upsert app_config (key, value). The value is trimmed and checked first: a value that is
 * not a URL is never sent (and Postgres would refuse it anyway). Returns what was stored.
 */
export async function saveAppConfigUrl({ key, value }: SaveAppConfigUrlVariables): Promise<string> {
  const check = checkConfigUrl(value, CONFIG_URL_KEYS[key]);
  if (!check.ok) throw new ApiError(check.message, { code: INVALID_VALUE });
  unwrap(await supabase.from('app_config').upsert({ key, value: check.value }, { onConflict: 'key' }));
  return check.value;
}

export function useSaveAppConfigUrl(options: MutationConfig<typeof saveAppConfigUrl> = {}) {
  return useApiMutation(
    {
      mutationFn: saveAppConfigUrl,
      invalidate: (queryClient) => queryClient.invalidateQueries({ queryKey: configKeys.appConfig() }),
      notifyError: (error) => toast.error('Error al guardar la URL', { description: describeConfigError(error) }),
    },
    options,
  );
}
