import { toast } from '@/lib/toast';
import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateThink } from './keys';
import type { KpiValueInput } from './types';

/** A hand-entered KPI value; one per date: the same date again replaces it. */
export async function addKpiValue(values: KpiValueInput) {
  return unwrap(
    await supabase.from('think_kpi_valores').upsert(values, { onConflict: 'kpi_id,fecha' }).select('id').single(),
  );
}

export function useAddKpiValue(options: MutationConfig<typeof addKpiValue> = {}) {
  return useApiMutation(
    {
      mutationFn: addKpiValue,
      invalidate: invalidateThink,
      notifySuccess: () => toast.success('Valor registrado'),
      notifyError: errorToast('No se pudo registrar el valor'),
    },
    options,
  );
}
