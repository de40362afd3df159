import { normalizeText } from '@/lib/text';

/**
 * docs/product.md §5: the search is trimmed; empty means no filter; otherwise a case-insensitive substring of
 * any of the fields (accents ignored too).
 */
export function matchesSearch(search: string, fields: Array<string | null | undefined>): boolean {
  const needle = normalizeText(search.trim());
  if (!needle) return true;
  return fields.some((f) => f != null && normalizeText(f).includes(needle));
}
