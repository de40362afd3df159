/** Lower-case without accents, so 'maria' finds 'María'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * docs/product.md §5: the search is trimmed; empty means no filter; otherwise a case-insensitive substring of
 * any of the fields (accents ignored too).
 */
export function matchesSearch(search: string, fields: Array<string | null | undefined>): boolean {
  const needle = normalizeText(search.trim());
  if (!needle) return true;
  return fields.some((f) => f != null && normalizeText(f).includes(needle));
}
