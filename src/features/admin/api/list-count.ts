import { unexpectedResponse, unwrap, type ErrorLike } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';

/**
 * How many rows a list of the admin panel has, as its count function says (the *_conteo functions
 * of supabase/migrations/20261128005556_listas_admin_conteos.sql): `exact` false means "more than
 * `total`" (the server stopped counting there).
 */
export interface ListCount {
  total: number;
  exact: boolean;
}

/** The one row `{ total, exacto }` of a count function's answer. */
export function toListCount(answer: { data: unknown; error: ErrorLike | null; status?: number }): ListCount {
  const rows: unknown = unwrap(answer);
  const row = Array.isArray(rows) ? (rows[0] as unknown) : rows;
  if (!row || typeof row !== 'object' || !('total' in row) || !('exacto' in row)) {
    throw unexpectedResponse(answer.status);
  }
  const total = Number((row as { total: unknown }).total);
  if (!Number.isFinite(total)) throw unexpectedResponse(answer.status);
  return { total, exact: (row as { exacto: unknown }).exacto !== false };
}

/** 'Mostrando 1.234 registros', 'Mostrando 1 registro', 'Mostrando más de 10.000 registros'. */
export function showingCount({ total, exact }: ListCount, singular: string, plural: string): string {
  return `Mostrando ${exact ? '' : 'más de '}${formatNumber(total)} ${exact && total === 1 ? singular : plural}`;
}
