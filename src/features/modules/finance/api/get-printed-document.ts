import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import type { PrintedDocument } from '../lib/sii/printable';

/** Everything a document's PDF shows, in one read (public.fin_documento_impreso). */
export async function getPrintedDocument(id: string): Promise<PrintedDocument> {
  return unwrap(await supabase.rpc('fin_documento_impreso', { p_documento: id })) as unknown as PrintedDocument;
}
