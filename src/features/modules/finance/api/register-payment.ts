import { unwrap } from '@/lib/api-error';
import { errorToast } from '@/lib/error-message';
import { useApiMutation, type MutationConfig } from '@/lib/query-config';
import { supabase } from '@/lib/supabase';
import { invalidateFinance } from './keys';
import type { PaymentInput } from './types';

/**
 * A payment and what it settles, in one transaction (public.fin_registrar_pago): Postgres checks
 * every balance again under a lock. Returns the payment's id.
 */
export async function registerPayment({
  pago,
  aplicaciones,
}: {
  pago: PaymentInput;
  aplicaciones: Array<{ documento_id: string; monto: string }>;
}): Promise<string> {
  return unwrap(await supabase.rpc('fin_registrar_pago', { p_pago: pago, p_aplicaciones: aplicaciones }));
}

export function useRegisterPayment(options: MutationConfig<typeof registerPayment> = {}) {
  return useApiMutation(
    {
      mutationFn: registerPayment,
      invalidate: invalidateFinance,
      notifyError: errorToast('No se pudo registrar el pago'),
    },
    options,
  );
}
