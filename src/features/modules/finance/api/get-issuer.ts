import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { financeKeys } from './keys';
import type { IssuerRow } from './types';

/** The company's tax data (public.fin_emisor, one row per company), or null while it has none. */
export async function getIssuer(signal?: AbortSignal): Promise<IssuerRow | null> {
  const q = supabase.from('fin_emisor').select('*').limit(1);
  return unwrap(await (signal ? q.abortSignal(signal) : q).maybeSingle());
}

export function useIssuer() {
  return useQuery({ queryKey: financeKeys.issuer(), queryFn: ({ signal }) => getIssuer(signal) });
}
