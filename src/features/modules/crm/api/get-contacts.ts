import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';

/** The company's contacts (people of its accounts). */
export function useContacts() {
  return useQuery({
    queryKey: crmKeys.contacts(),
    queryFn: async () => unwrapRows(await supabase.from('crm_contactos').select('*').order('nombre').order('id')),
    staleTime: 30_000,
  });
}
