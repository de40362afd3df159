import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';

/** The company's active users for owners (public.think_usuarios: names only). */
export function useThinkUsers() {
  return useQuery({
    queryKey: thinkKeys.users(),
    queryFn: async ({ signal }) => unwrap(await supabase.rpc('think_usuarios').abortSignal(signal)),
    staleTime: 5 * 60_000,
  });
}
