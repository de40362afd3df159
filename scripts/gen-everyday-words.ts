/**
 * npm run gen:everyday-words
 *
 * Writes server/expert/everyday-words.txt (one word a line): the words of a Spanish word list (the npm package
 * an-array-of-spanish-words, a development dependency) that the assistant's speller would otherwise
 * take for a slip of a word of the knowledge base ('duele' for 'suele', 'ratos' for 'datos',
 * 'camiones' for 'acciones', 'temblor' for 'temblar'). A real word is what its writer meant: the
 * speller leaves these alone (spelling.ts). Only words within the speller's reach of the base's
 * vocabulary are kept (one edit, two from eight letters, or a diminutive of a known word: some
 * thousands, not the list's 636 000), so run this again after the knowledge base grows; a stale
 * file only leaves a new near word unprotected.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadKnowledge } from '../server/expert/knowledge.ts';
import { KnowledgeIndex } from '../server/expert/retrieval.ts';
import { editDistance } from '../server/expert/spelling.ts';
import { LEXICONS } from '../server/expert/scope.ts';
import { analyze, isStopWord, normalize } from '../server/expert/text.ts';

const OUT = join(import.meta.dirname, '..', 'server', 'expert', 'everyday-words.txt');

const require = createRequire(import.meta.url);
const list: string[] = JSON.parse(readFileSync(require.resolve('an-array-of-spanish-words'), 'utf8'));
const index = new KnowledgeIndex(loadKnowledge());
const known = new Set(index.vocabulary.map((w) => normalize(w)).filter((w) => /^[a-z]{3,}$/.test(w)));

/** Every string of the word with one letter dropped (and, with depth 2, two dropped). */
function deletes(word: string, depth: number): string[] {
  const out = new Set<string>();
  let level = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of level) for (let i = 0; i < w.length; i++) next.push(w.slice(0, i) + w.slice(i + 1));
    for (const w of next) out.add(w);
    level = next;
  }
  return [...out];
}

// Symmetric deletes: two words within two edits share a string of at most two letters dropped each.
const byDelete = new Map<string, string[]>();
for (const w of known) {
  for (const d of [w, ...deletes(w, 2)]) {
    const found = byDelete.get(d);
    if (found) found.push(w);
    else byDelete.set(d, [w]);
  }
}

const DIMINUTIVE = /(?:ecit|cit|it|ill)(?:o|a)s?$/;
/** A word whose term the base or a lexicon knows never reaches the speller (ExpertEngine.correct). */
function reachesSpeller(w: string): boolean {
  const terms = analyze(w);
  if (terms.length !== 1) return false;
  const [t] = terms;
  return !(index.documentFrequency(t) > 0 || LEXICONS.strong.has(t) || LEXICONS.weak.has(t) || LEXICONS.general.has(t));
}

const words = new Set<string>();
for (const raw of list) {
  const w = normalize(raw);
  if (w.length < 5 || !/^[a-z]+$/.test(w) || known.has(w) || LEXICONS.off.has(w) || isStopWord(w)) continue;
  const m = DIMINUTIVE.exec(w);
  const stem = m ? w.slice(0, m.index) : '';
  if (m && ['', 'e', 'o', 'a'].some((r) => known.has(stem + r) || known.has(`${stem + r}s`))) {
    if (reachesSpeller(w)) words.add(w);
    continue;
  }
  const reach = w.length >= 8 ? 2 : 1;
  for (const v of new Set([w, ...deletes(w, reach)].flatMap((d) => byDelete.get(d) ?? []))) {
    // A known word plus an ending is a form of it (spelling.ts), not a slip.
    if (v.length < w.length && w.startsWith(v)) continue;
    if (editDistance(w, v, reach) <= reach) {
      if (reachesSpeller(w)) words.add(w);
      break;
    }
  }
}

writeFileSync(OUT, `${[...words].sort().join('\n')}\n`);
console.log(`${words.size} words written to ${OUT}`);
