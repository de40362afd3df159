/**
 * The fuzzy string set PostgREST 12 uses for its "Perhaps you meant ..." hints (Haskell's fuzzyset
 * 0.2: the port of fuzzyset.js), so our hints name what PostgREST's name:
 *
 * - an exact (case-insensitive) entry scores 1;
 * - else, with trigrams and then (when none is close enough) bigrams of the lowercased input
 *   stripped to letters, digits, blanks and commas and enclosed in `-`, each entry sharing a gram
 *   is scored by cosine similarity; the best 50 are rescored by normalized Levenshtein similarity
 *   (1 - distance / longer length) of the lowercased strings;
 * - entries scoring at least 0.33 are returned, best first (the first added wins a tie).
 */

const MIN_SCORE = 0.33;

function normalized(s: string): string {
  return [...s.toLowerCase()].filter((ch) => /[\p{L}\p{N}\s,]/u.test(ch)).join('');
}

function gramVector(s: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(s)}-`];
  const out = new Map<string, number>();
  for (let i = 0; i <= chars.length - size; i++) {
    const g = chars.slice(i, i + size).join('');
    out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}

const magnitude = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((a, n) => a + n * n, 0));

/** Levenshtein distance between two sequences of characters (strings or arrays of code points). */
export function levenshtein(a: ArrayLike<string>, b: ArrayLike<string>): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** 1 - Levenshtein distance / the longer length (1 for two empty strings). */
function similarity(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 1 : 1 - levenshtein(x, y) / longer;
}

/** The entries close to `value`, best first, with their scores. */
export function fuzzyMatches(entries: readonly string[], value: string): { score: number; entry: string }[] {
  // Entries by lowercased key; the first of equal keys is kept (as adding to the set does).
  const byKey = new Map<string, string>();
  for (const e of entries) if (!byKey.has(e.toLowerCase())) byKey.set(e.toLowerCase(), e);
  const key = value.toLowerCase();
  const exact = byKey.get(key);
  if (exact !== undefined) return [{ score: 1, entry: exact }];
  for (const size of [3, 2]) {
    const query = gramVector(key, size);
    const queryMagnitude = magnitude(query);
    const scored: { score: number; key: string; order: number }[] = [];
    let order = 0;
    for (const k of byKey.keys()) {
      const grams = gramVector(k, size);
      let dot = 0;
      for (const [g, n] of query) dot += n * (grams.get(g) ?? 0);
      if (dot > 0) scored.push({ score: dot / (queryMagnitude * magnitude(grams)), key: k, order });
      order++;
    }
    if (scored.length === 0) continue;
    const byScore = (a: { score: number; order: number }, b: { score: number; order: number }) =>
      b.score - a.score || a.order - b.order;
    const top = scored.sort(byScore).slice(0, 50);
    const rescored = top.map((s) => ({ ...s, score: similarity(key, s.key) })).sort(byScore);
    const kept = rescored.filter((s) => s.score >= MIN_SCORE);
    if (kept.length > 0) return kept.map((s) => ({ score: s.score, entry: byKey.get(s.key)! }));
  }
  return [];
}

/** The closest entry to `value`, if any scores at least 0.33 (fuzzyset's `getOne`). */
export function fuzzyOne(entries: readonly string[], value: string): string | undefined {
  return fuzzyMatches(entries, value)[0]?.entry;
}
