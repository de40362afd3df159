import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { thinkKeys } from './keys';
import type { Perspective } from './types';

export async function fetchPerspectives(signal: AbortSignal): Promise<Perspective[]> {
  const q = supabase.from('think_perspectivas').select('*').order('orden').order('nombre');
  return unwrap(await q.abortSignal(signal));
}

/** The company's perspectives, in their order. */
export function usePerspectives() {
  return useQuery({ queryKey: thinkKeys.perspectives(), queryFn: ({ signal }) => fetchPerspectives(signal) });
}
