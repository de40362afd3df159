import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateCrm } from './keys';

export interface LeadConversion {
  leadId: string;
  accountId?: string;
  name?: string;
  amount?: number;
  expectedClose?: string;
}

/** 'Convertir en oportunidad': one call, one transaction in Postgres; returns the opportunity's id. */
export async function convertLead({ leadId, accountId, name, amount, expectedClose }: LeadConversion) {
  return unwrap(
    await supabase.rpc('crm_convertir_lead', {
      p_lead_id: leadId,
      ...(accountId ? { p_tercero_id: accountId } : {}),
      ...(name ? { p_nombre: name } : {}),
      ...(amount !== undefined ? { p_monto: amount } : {}),
      ...(expectedClose ? { p_fecha_cierre_estimada: expectedClose } : {}),
    }),
  );
}

export function useConvertLead(options: MutationConfig<typeof convertLead> = {}) {
  return useApiMutation(
    { mutationFn: convertLead, invalidate: invalidateCrm, notifyError: errorToast('No se pudo convertir el lead') },
    options,
  );
}
