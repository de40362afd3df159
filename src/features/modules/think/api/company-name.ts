import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

/** The company's name for the executive report's header ('' when it cannot be read). */
export async function fetchCompanyName(companyId: string | null | undefined): Promise<string> {
  if (!companyId) return '';
  const row = unwrap(await supabase.from('empresas').select('nombre').eq('id', companyId).maybeSingle());
  return row?.nombre ?? '';
}
