import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';

export async function setLeadState({ id, estado }: { id: string; estado: 'nuevo' | 'contactado' | 'descartado' }) {
  return unwrap(await supabase.from('crm_leads').update({ estado }).eq('id', id).select('id').single());
}

export function useSetLeadState(options: MutationConfig<typeof setLeadState> = {}) {
  return useApiMutation(
    { mutationFn: setLeadState, invalidate: invalidateCrm, notifyError: errorToast('No se pudo cambiar el lead') },
    options,
  );
}
