import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { industrialKeys } from './keys';
import type { Asset, Part } from './types';

/** One asset by id: null when it does not exist or row-level security hides it. */
export function useAsset(id: string) {
  return useQuery({
    queryKey: industrialKeys.asset(id),
    queryFn: async ({ signal }): Promise<Asset | null> => {
      const { data, error } = await supabase
        .from('industrial_activos')
        .select('*')
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}

/** One spare part by id: null when it does not exist or row-level security hides it. */
export function usePart(id: string) {
  return useQuery({
    queryKey: industrialKeys.part(id),
    queryFn: async ({ signal }): Promise<Part | null> => {
      const { data, error } = await supabase
        .from('industrial_repuestos')
        .select('*')
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
