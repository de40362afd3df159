import { supabase } from '@/lib/supabase';

/** A related list's read (src/kit/related-records.tsx): which rows point at one record. */
export interface RelatedRowsRequest {
  table: string;
  /** Its column with the record's id (a dotted path through an embedded `!inner` table). */
  column: string;
  select: string;
  /** Ordered by this column, newest first. */
  order: string;
  limit: number;
  /** Rows skipped (the pages already shown), 0 by default. */
  offset?: number;
}

/**
 * The newest rows of a table that point at a record (from `offset`), and how many there are, read as the user
 * (row-level security decides). The table and columns come from the module manifests.
 */
export async function fetchRelatedRows(
  req: RelatedRowsRequest,
  recordId: string,
  signal?: AbortSignal,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  // The table is the manifest's, so the generated types cannot name it here.
  let query = supabase
    .from(req.table as 'terceros')
    .select(req.select, { count: 'exact' })
    .eq(req.column as 'id', recordId)
    .order(req.order as 'id', { ascending: false })
    .range(req.offset ?? 0, (req.offset ?? 0) + req.limit - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count } = await query;
  if (error) throw error;
  return { rows: (data ?? []) as unknown as Record<string, unknown>[], total: count ?? 0 };
}
