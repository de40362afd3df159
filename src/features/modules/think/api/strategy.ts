import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink, thinkKeys } from './keys';
import type { Strategy, StrategyInput } from './types';

/** The company's mission and vision (one row, or null before the admin writes them). */
export function useStrategy() {
  return useQuery({
    queryKey: thinkKeys.strategy(),
    queryFn: async ({ signal }): Promise<Strategy | null> =>
      unwrap(await supabase.from('think_estrategia').select('*').abortSignal(signal).maybeSingle()),
  });
}

/** Writes the mission and vision (admin_empresa; the first time creates the company's row). */
export async function saveStrategy({ id, values }: { id?: string; values: StrategyInput }) {
  if (id) return unwrap(await supabase.from('think_estrategia').update(values).eq('id', id).select('id').single());
  return unwrap(await supabase.from('think_estrategia').insert(values).select('id').single());
}

export function useSaveStrategy(options: MutationConfig<typeof saveStrategy> = {}) {
  return useApiMutation(
    {
      mutationFn: saveStrategy,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Misión y visión guardadas'),
      notifyError: errorToast('No se pudieron guardar la misión y la visión'),
    },
    options,
  );
}
