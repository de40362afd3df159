/**
 * Ranking of knowledge entries: BM25+ (MiniSearch) over title, tags and text with field weights,
 * every field and every question analysed by text.ts (accents, synonyms, stop words, Snowball
 * Spanish stems). Queries are weighted term lists, so terms carried over from earlier turns of
 * a conversation count less than the question's own.
 */
import MiniSearch from 'minisearch';
import type { KnowledgeEntry } from './knowledge.ts';
import { analyze } from './text.ts';

export interface WeightedTerm {
  term: string;
  weight: number;
}

export interface Hit {
  entry: KnowledgeEntry;
  score: number;
  /** The query terms this entry matched, each with the fields it was found in. */
  matched: Record<string, string[]>;
}

/** Field weights: a word in the title or the tags says more about an entry than one in its text. */
export const FIELD_BOOST = { title: 2, tags: 2.2, text: 1 } as const;
/** BM25+ parameters: term-frequency saturation k, length normalisation b, lower bound d. */
export const BM25 = { k: 1.2, b: 0.75, d: 0.5 } as const;

export interface RankingOptions {
  fieldBoost?: { title: number; tags: number; text: number };
  bm25?: { k: number; b: number; d: number };
}

export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeEntry>;
  private readonly byId = new Map<string, KnowledgeEntry>();
  private readonly docFreq = new Map<string, number>();

  constructor(
    readonly entries: readonly KnowledgeEntry[],
    options: RankingOptions = {},
  ) {
    this.search = new MiniSearch<KnowledgeEntry>({
      idField: 'id',
      fields: ['title', 'tags', 'text'],
      extractField: (doc, field) => {
        const value = (doc as unknown as Record<string, unknown>)[field];
        return Array.isArray(value) ? value.join(' ; ') : String(value ?? '');
      },
      tokenize: (text) => analyze(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: { ...(options.fieldBoost ?? FIELD_BOOST) },
        bm25: { ...(options.bm25 ?? BM25) },
        tokenize: (query) => query.split(' ').filter(Boolean),
        processTerm: (term) => term,
        combineWith: 'OR',
      },
    });
    this.search.addAll([...entries]);
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      const terms = new Set([...analyze(entry.title), ...analyze(entry.tags.join(' ; ')), ...analyze(entry.text)]);
      for (const t of terms) this.docFreq.set(t, (this.docFreq.get(t) ?? 0) + 1);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  /** Number of entries containing the term in any field. */
  documentFrequency(term: string): number {
    return this.docFreq.get(term) ?? 0;
  }

  entry(id: string): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }

  /** Entries ranked for a weighted query, best first. Terms with weight 0 are ignored. */
  rank(query: readonly WeightedTerm[], limit = 10): Hit[] {
    const weights = new Map<string, number>();
    for (const { term, weight } of query) {
      if (weight > 0) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    }
    if (weights.size === 0) return [];
    const results = this.search.search([...weights.keys()].join(' '), {
      boostTerm: (term) => weights.get(term) ?? 1,
    });
    return results.slice(0, limit).map((r) => ({
      entry: this.byId.get(String(r.id))!,
      score: r.score,
      matched: r.match,
    }));
  }
}
