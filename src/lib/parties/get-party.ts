import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { partiesKeys } from './keys';
import { PARTY_COLUMNS, type PartyDetail } from './types';

/** One party with its notes; null when it does not exist or the caller may not read it. */
export async function getParty(id: string, signal?: AbortSignal): Promise<PartyDetail | null> {
  const q = supabase.from('terceros').select(`${PARTY_COLUMNS}, notas`).eq('id', id);
  return unwrap(await (signal ? q.abortSignal(signal) : q).maybeSingle());
}

export const partyQuery = (id: string) =>
  queryOptions({ queryKey: partiesKeys.detail(id), queryFn: ({ signal }) => getParty(id, signal) });

export const useParty = (id: string) => useQuery(partyQuery(id));
