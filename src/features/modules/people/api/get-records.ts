import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { RecordRow } from './types';

/** The private records the caller may read (own, reports', or all for an admin). */
export async function getRecords({ signal }: { signal?: AbortSignal } = {}): Promise<RecordRow[]> {
  let q = supabase.from('colaboradores_ficha').select('*').limit(10000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q);
}
export const useRecords = () =>
  useQuery({ queryKey: peopleKeys.records(), queryFn: ({ signal }) => getRecords({ signal }) });
