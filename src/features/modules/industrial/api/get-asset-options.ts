import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';

/** The assets another module links to (Ops' order equipment); none without Industrial (row-level security). */
export function useAssetOptions() {
  return useQuery({
    queryKey: industrialKeys.assetOptions(),
    queryFn: async ({ signal }) =>
      unwrapRows(
        await supabase.from('industrial_activos').select('id, codigo, nombre').order('codigo').abortSignal(signal),
      ),
    staleTime: 60_000,
  });
}
