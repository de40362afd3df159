import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { crmKeys } from './keys';

/** The company's leads, the latest first. */
export function useLeads() {
  return useQuery({
    queryKey: crmKeys.leads(),
    queryFn: async () =>
      unwrapRows(await supabase.from('crm_leads').select('*').order('creado_en', { ascending: false }).order('id')),
  });
}
