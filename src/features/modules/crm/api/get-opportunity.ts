import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';

/** One opportunity with its account's name and its contact. */
export function useOpportunity(id: string) {
  return useQuery({
    queryKey: crmKeys.opportunity(id),
    queryFn: async () =>
      unwrap(
        await supabase
          .from('crm_oportunidades')
          .select('*, terceros(nombre), crm_contactos(nombre, correo, telefono)')
          .eq('id', id)
          .maybeSingle(),
      ),
  });
}
