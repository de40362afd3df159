import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { peopleKeys } from './keys';
import type { RequestRow } from './types';

/** The leave requests the caller may read, with their employee. */
export async function getRequests({ signal }: { signal?: AbortSignal } = {}): Promise<RequestRow[]> {
  let q = supabase
    .from('solicitudes_ausencia')
    .select('*, colaboradores(nombres, apellidos, jefe_id, usuario_id, area)')
    .order('fecha_inicio', { ascending: false })
    .limit(5000);
  if (signal) q = q.abortSignal(signal);
  return unwrapRows(await q) as unknown as RequestRow[];
}
export const requestsQuery = () =>
  queryOptions({ queryKey: peopleKeys.requests(), queryFn: ({ signal }) => getRequests({ signal }) });
export const useRequests = () => useQuery(requestsQuery());
