import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

/** The company's name (the work-order report's author); null when it cannot be read. */
export async function getCompanyName(companyId: string): Promise<string | null> {
  const row = unwrap(await supabase.from('empresas').select('nombre').eq('id', companyId).maybeSingle());
  return row?.nombre ?? null;
}
