import type { AttachmentTable } from './attachment-tables';
import { ApiError } from './api-error';
import { supabase } from './supabase';

/**
 * How many files each record has, for the records the user sees. Apart from src/lib/attachments.ts:
 * a list's first load needs only this read, not the storage client's upload and download code.
 */
export async function countAttachments(table: AttachmentTable, ids: string[]): Promise<Record<string, number>> {
  if (ids.length === 0) return {};
  const { data, error } = await supabase.rpc('adjuntos_conteo', { p_tabla: table, p_ids: ids });
  if (error) throw new ApiError(error.message, { code: error.code });
  return Object.fromEntries(
    (data ?? []).map((r: { registro_id: string; cantidad: number }) => [r.registro_id, r.cantidad]),
  );
}
