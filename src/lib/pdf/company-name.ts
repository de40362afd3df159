import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

/**
 * The company's name for a report's header (the work-order report, Think's executive report);
 * null when it cannot be read.
 */
export async function getCompanyName(companyId: string | null | undefined): Promise<string | null> {
  if (!companyId) return null;
  const row = unwrap(await supabase.from('empresas').select('nombre').eq('id', companyId).maybeSingle());
  return row?.nombre ?? null;
}
