/**
 * Typing slips and diminutives in questions ('interperie', 'termocpla', 'cablecitos'): a word the
 * knowledge base does not know is replaced by the closest word it does know, when one is close
 * enough. The vocabulary is every word of the entries (and of the synonym variants), counted, so a
 * tie goes to the more frequent word. Only unknown words of five letters or more are touched, at
 * one edit (a letter added, dropped, changed or two swapped), or two edits from eight letters on;
 * a known word with an ending added ('cuéntame', 'conectarlo') is a form of it, not a slip.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalize } from './text.ts';

/**
 * Real Spanish words within the speller's reach of the base's vocabulary ('duele', 'ratos',
 * 'camiones', 'patio'): what their writer meant, never slips. Derived from a Spanish word list by
 * `npm run gen:everyday-words` (scripts/gen-everyday-words.ts); read on first use.
 */
let everyday: Set<string> | null = null;
export function isEverydayWord(word: string): boolean {
  everyday ??= new Set(
    readFileSync(join(import.meta.dirname, 'everyday-words.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return everyday.has(word);
}

/**
 * How a word sounds in Chile's Spanish, for typing slips a spelling checker calls real words: s, z
 * and c before e or i sound alike, as do b and v, ll and y; h is silent ('tencion', 'bovina',
 * 'abiso', 'siclo' are 'tensión', 'bobina', 'aviso', 'ciclo').
 */
export function sound(word: string): string {
  return word
    .replace(/ch/g, '\u0001')
    .replace(/h/g, '')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y');
}

export interface Correction {
  from: string;
  to: string;
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), or max + 1 when over max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Spanish diminutive endings ('cablecito', 'bombita', 'motorcitos') and what they replace. */
const DIMINUTIVES: [RegExp, string[]][] = [
  [/(?:ecit|cit)(o|a)s?$/, ['', 'e', 'o', 'a']],
  [/(?:it|ill)(o|a)s?$/, ['o', 'a', 'e', '']],
];

/** Object pronouns written onto a verb ('cuéntame', 'conectarlo', 'ajustarle'). */
const CLITIC_ENDING = /(?:me|te|se|lo|la|le|los|las|les|nos)$/;

export class Speller {
  /** Known words by length, each with how often the knowledge base uses it. */
  private readonly byLength = new Map<number, Map<string, number>>();

  constructor(words: Iterable<string>) {
    for (const raw of words) {
      const w = normalize(raw);
      if (w.length < 3 || !/^[a-z]+$/.test(w)) continue;
      let bucket = this.byLength.get(w.length);
      if (!bucket) this.byLength.set(w.length, (bucket = new Map()));
      bucket.set(w, (bucket.get(w) ?? 0) + 1);
    }
  }

  knows(word: string): boolean {
    return this.byLength.get(word.length)?.has(word) ?? false;
  }

  /** The known word an unknown one was probably meant to be, or null. */
  suggest(word: string): string | null {
    if (word.length < 5 || !/^[a-z]+$/.test(word) || this.knows(word)) return null;
    // A known verb with an object pronoun ('cuentame', 'conectarlo', 'revisenlas') is a form of it;
    // the verb ends in a vowel, 'r' or 'n' ('canalles' is a slip of 'canales', not 'canal' + 'les').
    const clitic = CLITIC_ENDING.exec(word);
    if (clitic && /[aeiourn]$/.test(word.slice(0, clitic.index)) && this.knows(word.slice(0, clitic.index)))
      return null;
    // A slip of one letter first: 'tonillo' is 'tornillo', not a diminutive of 'tono'.
    const near = this.closest(word, 1);
    if (near) return near;
    for (const [ending, replacements] of DIMINUTIVES) {
      const m = ending.exec(word);
      if (!m) continue;
      const base = word.slice(0, m.index);
      for (const r of replacements) {
        const candidate = `${base}${r}`;
        if (candidate.length >= 3 && (this.knows(candidate) || this.knows(`${candidate}s`))) return candidate;
      }
    }
    return word.length >= 8 ? this.closest(word, 2) : null;
  }

  /** The most frequent known word within max edits of the word (the fewest edits first), or null. */
  private closest(word: string, max: number): string | null {
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const [candidate, count] of this.byLength.get(len) ?? []) {
        // A known word plus an ending is a form of it ('cuentame', 'conectarlo'), not a slip.
        if (len < word.length && word.startsWith(candidate)) continue;
        const d = editDistance(word, candidate, Math.min(max, bestDistance));
        if (d < bestDistance || (d === bestDistance && d <= max && count > bestCount)) {
          best = candidate;
          bestDistance = d;
          bestCount = count;
        }
      }
    }
    return bestDistance <= max ? best : null;
  }
}
