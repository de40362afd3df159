/**
 * Ranking of knowledge entries: BM25+ (MiniSearch) over title, tags and text with field weights,
 * every field and every question analysed by text.ts (accents, synonyms, stop words, Snowball
 * Spanish stems). Queries are weighted term lists, so terms carried over from earlier turns of
 * a conversation count less than the question's own.
 *
 * BM25 sums what each term contributes, so an entry that matches one term very well (a title
 * about ladder) can beat one that matches every term of the question (a timer programmed in
 * ladder). The ranking therefore multiplies each score by how much of the question the entry
 * covers (coordination, in idf-weighted terms), which puts the entry about the whole question
 * first.
 */
import MiniSearch from 'minisearch';
import { CLASSIFIER_OPTIONS, EntryClassifier, type ClassifierOptions } from './classifier.ts';
import type { KnowledgeEntry } from './knowledge.ts';
import { loadAsked } from './evaluation.ts';
import { SYNONYM_GROUPS } from './synonyms.ts';
import { analyze, words } from './text.ts';

export interface WeightedTerm {
  term: string;
  weight: number;
}

/** An entry's fields analysed as the index reads them, terms in their order. */
export interface EntryTerms {
  title: string[];
  tags: string[][];
  text: string[];
  /** Each question of the `asked` field. */
  asked: string[][];
}

export interface Hit {
  entry: KnowledgeEntry;
  score: number;
  /** The query terms this entry matched, each with the fields it was found in. */
  matched: Record<string, string[]>;
}

/** How entries are analysed: synonym phrases give their own words' terms too (text.ts). */
const INDEX_ANALYSIS = { phraseWords: true } as const;

/** Field weights: a word in the title or the tags says more about an entry than one in its text. */
export const FIELD_BOOST = { title: 3, tags: 2.2, text: 1 } as const;
/** Weight of the questions an entry answers (`asked`), next to FIELD_BOOST. */
export const ASKED_BOOST = 0.5;
/** BM25+ parameters: term-frequency saturation k, length normalisation b, lower bound d. */
export const BM25 = { k: 1.2, b: 0.75, d: 0.5 } as const;

/** Exponent of the coverage factor: 0 is plain BM25, 1 multiplies by the covered share. */
export const COORDINATION = 1;
/** Candidates re-ranked by coverage (more than shown, so a covering entry further down can rise). */
const CANDIDATES = 100;

export interface RankingOptions {
  fieldBoost?: { title: number; tags: number; text: number; asked?: number };
  /**
   * Questions each entry answers, in the words of those who asked them (the `asked` field); by
   * default the training sets' (evaluation.ts, loadAsked), null for none.
   */
  asked?: ReadonlyMap<string, readonly string[]> | null;
  bm25?: { k: number; b: number; d: number };
  coordination?: number;
  /** The entry classifier's options (classifier.ts), null for none. */
  classifier?: ClassifierOptions | null;
}

let defaultAsked: Map<string, string[]> | undefined;

export class KnowledgeIndex {
  private readonly search: MiniSearch<KnowledgeEntry>;
  private readonly byId = new Map<string, KnowledgeEntry>();
  private readonly docFreq = new Map<string, number>();
  private readonly headingFreq = new Map<string, number>();
  private readonly analysedFields = new Map<string, EntryTerms>();
  private readonly coordination: number;
  private readonly asked: ReadonlyMap<string, readonly string[]> | null;
  private readonly classifierOptions: ClassifierOptions | null;
  private trained: EntryClassifier | null | undefined;
  /** Every word of the entries and of the synonym variants (for spelling.ts). */
  readonly vocabulary: string[] = [];

  constructor(
    readonly entries: readonly KnowledgeEntry[],
    options: RankingOptions = {},
  ) {
    this.coordination = options.coordination ?? COORDINATION;
    const asked = options.asked === undefined ? (defaultAsked ??= loadAsked()) : options.asked;
    this.asked = asked;
    this.classifierOptions = options.classifier === undefined ? CLASSIFIER_OPTIONS : options.classifier;
    // Each field is analysed once: MiniSearch's tokenizer and the frequencies below share it.
    let analysed: Map<string, string[]> | null = new Map();
    const analyzeOnce = (text: string) => {
      if (!analysed) return analyze(text, INDEX_ANALYSIS);
      let terms = analysed.get(text);
      if (!terms) analysed.set(text, (terms = analyze(text, INDEX_ANALYSIS)));
      return terms;
    };
    this.search = new MiniSearch<KnowledgeEntry>({
      idField: 'id',
      fields: asked ? ['title', 'tags', 'text', 'asked'] : ['title', 'tags', 'text'],
      extractField: (doc, field) => {
        if (field === 'asked') return (asked?.get(doc.id) ?? []).join(' ; ');
        const value = (doc as unknown as Record<string, unknown>)[field];
        return Array.isArray(value) ? value.join(' ; ') : String(value ?? '');
      },
      tokenize: (text) => analyzeOnce(text),
      processTerm: (term) => term,
      searchOptions: {
        boost: { asked: ASKED_BOOST, ...(options.fieldBoost ?? FIELD_BOOST) },
        bm25: { ...(options.bm25 ?? BM25) },
        tokenize: (query) => query.split(' ').filter(Boolean),
        processTerm: (term) => term,
        combineWith: 'OR',
      },
    });
    this.search.addAll([...entries]);
    for (const entry of entries) {
      this.byId.set(entry.id, entry);
      const tags = entry.tags.join(' ; ');
      this.analysedFields.set(entry.id, {
        title: analyzeOnce(entry.title),
        tags: entry.tags.map((t) => analyzeOnce(t)),
        text: analyzeOnce(entry.text),
        asked: (asked?.get(entry.id) ?? []).map((q) => analyzeOnce(q)),
      });
      const heading = new Set([...analyzeOnce(entry.title), ...analyzeOnce(tags)]);
      const terms = new Set([...heading, ...analyzeOnce(entry.text)]);
      for (const t of terms) this.docFreq.set(t, (this.docFreq.get(t) ?? 0) + 1);
      for (const t of heading) this.headingFreq.set(t, (this.headingFreq.get(t) ?? 0) + 1);
      this.vocabulary.push(...words(`${entry.title} ${tags} ${entry.text}`));
    }
    for (const group of SYNONYM_GROUPS) for (const v of group.variants) this.vocabulary.push(...words(v));
    analysed = null;
  }

  /**
   * The entry classifier (classifier.ts), trained on the `asked` field's questions and the entries'
   * titles and tags the first time it is asked for; null when the options leave it out.
   */
  classifier(): EntryClassifier | null {
    if (this.trained === undefined)
      this.trained = this.classifierOptions
        ? new EntryClassifier(this.entries, this.asked, this.classifierOptions)
        : null;
    return this.trained;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Number of entries containing the term in any field. */
  documentFrequency(term: string): number {
    return this.docFreq.get(term) ?? 0;
  }

  /** Number of entries with the term in their title or tags: the base's own technical vocabulary. */
  headingFrequency(term: string): number {
    return this.headingFreq.get(term) ?? 0;
  }

  /** BM25's inverse document frequency of a term (a term no entry has gets the highest value). */
  idf(term: string): number {
    const df = this.documentFrequency(term);
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** An entry's fields as the index analysed them (terms in order; each tag apart). */
  terms(id: string): EntryTerms | undefined {
    return this.analysedFields.get(id);
  }

  entry(id: string): KnowledgeEntry | undefined {
    return this.byId.get(id);
  }

  /**
   * Entries ranked for a weighted query, best first: BM25 score times the share of the query
   * (weight × idf of its known terms) the entry matches, to the power `coordination`. Terms with
   * weight 0 are ignored.
   */
  rank(query: readonly WeightedTerm[], limit = 10): Hit[] {
    const weights = new Map<string, number>();
    for (const { term, weight } of query) {
      if (weight > 0) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
    }
    if (weights.size === 0) return [];
    const results = this.search.search([...weights.keys()].join(' '), {
      boostTerm: (term) => weights.get(term) ?? 1,
    });
    const mass = (terms: Iterable<string>) => {
      let m = 0;
      for (const t of terms) if (this.documentFrequency(t) > 0) m += (weights.get(t) ?? 0) * this.idf(t);
      return m;
    };
    const total = mass(weights.keys());
    return results
      .slice(0, Math.max(limit, CANDIDATES))
      .map((r) => {
        const covered = total > 0 ? mass(Object.keys(r.match)) / total : 1;
        return {
          entry: this.byId.get(String(r.id))!,
          score: r.score * covered ** this.coordination,
          matched: r.match,
        };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
