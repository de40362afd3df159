/**
 * The one way user text becomes a "contains" filter for PostgREST, so that `%`, `_` and `\` in
 * the text are matched literally and never act as wildcards.
 *
 * PostgREST reads `*` in a like/ilike pattern as `%` and offers no escape for it (a `\*` becomes
 * `\%`, a literal percent sign). A text containing `*` is therefore sent as a POSIX regular
 * expression match (`match`/`imatch`, Postgres `~`/`~*`) with every non-alphanumeric character
 * escaped; everything else as `like`/`ilike '%text%'`, the faster of the two on large tables.
 */

/** Escapes LIKE's wildcards (`%`, `_`) and its escape character (`\`) so the text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Escapes a text for a POSIX regular expression (every character that is not a letter or digit). */
export function escapeRegex(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, (ch) => `\\${ch}`);
}

type ContainsOperator = 'like' | 'ilike' | 'match' | 'imatch';

export interface ContainsFilter {
  op: ContainsOperator;
  value: string;
}

/**
 * A PostgREST filter (operator and value, for `.filter(column, op, value)`) matching the rows whose
 * column contains `text` literally; null for an empty text (no filter). The text is used as given:
 * trim or normalise it first.
 */
export function containsFilter(
  text: string,
  { caseInsensitive = false }: { caseInsensitive?: boolean } = {},
): ContainsFilter | null {
  if (text === '') return null;
  if (text.includes('*')) return { op: caseInsensitive ? 'imatch' : 'match', value: escapeRegex(text) };
  return { op: caseInsensitive ? 'ilike' : 'like', value: `%${escapeLike(text)}%` };
}
