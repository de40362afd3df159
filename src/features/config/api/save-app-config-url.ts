import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { checkConfigUrl, CONFIG_URL_KEYS, type ConfigUrlKey } from '../lib/config-url';
import { ConfigError, describeConfigError, INVALID_VALUE } from '../lib/config-error';
import { configKeys } from './keys';

export interface SaveAppConfigUrlVariables {
  key: ConfigUrlKey;
  value: string;
}

/**
 * SPEC §7: upsert app_config (key, value). The value is trimmed and checked first: a value that is
 * not a URL is never sent (and Postgres would refuse it anyway). Returns what was stored.
 */
export async function saveAppConfigUrl({ key, value }: SaveAppConfigUrlVariables): Promise<string> {
  const check = checkConfigUrl(value, CONFIG_URL_KEYS[key]);
  if (!check.ok) throw new ConfigError(check.message, INVALID_VALUE);
  const { error } = await supabase.from('app_config').upsert({ key, value: check.value }, { onConflict: 'key' });
  if (error) throw new ConfigError(error.message, error.code);
  return check.value;
}

export function useSaveAppConfigUrl({
  onSuccess,
  onError,
}: {
  onSuccess?: (stored: string, variables: SaveAppConfigUrlVariables) => void;
  onError?: (error: Error) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppConfigUrl,
    onSuccess: async (stored, variables) => {
      await queryClient.invalidateQueries({ queryKey: configKeys.appConfig() });
      onSuccess?.(stored, variables);
    },
    onError:
      onError ??
      ((error) => {
        toast.error('Error al guardar la URL', { description: describeConfigError(error) });
      }),
  });
}
