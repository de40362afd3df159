import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidatePeople } from './keys';
import type { MarkRow } from './types';
import { withReason } from './with-reason';

export async function clockIn(): Promise<MarkRow> {
  return withReason(async () => unwrap(await supabase.rpc('marcar_entrada')) as MarkRow);
}
export async function clockOut(): Promise<MarkRow> {
  return withReason(async () => unwrap(await supabase.rpc('marcar_salida')) as MarkRow);
}

/** 'Marcar entrada' / 'Marcar salida' (the database stamps the time and the day in Chile). */
export function useClock(options: MutationConfig<typeof clock> = {}) {
  return useApiMutation(
    { mutationFn: clock, invalidate: invalidatePeople, notifyError: errorToast('No se pudo registrar la marca') },
    options,
  );
}

const clock = (what: 'in' | 'out') => (what === 'in' ? clockIn() : clockOut());
