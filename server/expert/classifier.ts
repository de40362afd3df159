/**
 * A discriminative model of which entry a question is about: a multinomial logistic regression (a
 * softmax over every entry, L2 penalty) whose inputs are the question's analysed terms (text.ts, as
 * retrieval sees them) and the pairs of adjacent terms. Every feature of the ranking before it is a
 * similarity (BM25, shares of the question matched in a field...): none learns which words tell
 * sibling entries apart ('dirección' for EtherNet/IP addressing against its overview, 'resistencia
 * de terminación' for RS-485 cabling against its diagnosis). This one does: trained on the questions
 * the training sets ask (the `asked` field: each question with the entry it expects) and on each
 * entry's title and tags as questions of their own, so that an entry no one asked about still has
 * a model. No intercept: an entry's prior would follow how many questions the sets happen to ask
 * about it, not the question (the classifier alone, leave-one-set-out: 2792 → 2802 of 2956 without
 * it). Plain sparse stochastic gradient descent, deterministic (a fixed shuffle), trained when the
 * index is first used (retrieval.ts).
 */
import { analyze } from './text.ts';

export interface ClassifierOptions {
  /** Passes over the examples. */
  epochs: number;
  /** L2 penalty (each weight shrinks by rate × l2 when its feature is seen). */
  l2: number;
  /** First learning rate (it decays as 1 / (1 + pass)). */
  rate: number;
  /** Pairs of adjacent terms as features too (those seen in two examples or more). */
  pairs: boolean;
  /** Weight of an entry's title and of each tag as an example, next to 1 for an asked question. */
  headingWeight: number;
}

/** Chosen by leave-one-set-out (docs/assistant.md §6, 'Eleventh round'). */
export const CLASSIFIER_OPTIONS: ClassifierOptions = { epochs: 8, l2: 1e-4, rate: 2, pairs: true, headingWeight: 1 };

/**
 * Every FULL_EVERY passes the softmax is computed over every entry; the passes between compute it
 * over the entries that pass found likely for the example (its CANDIDATES most probable ones with a
 * probability of CANDIDATE_FLOOR or more, and its label): about the same model (leave-one-set-out
 * top-1 of the classifier alone 2792 against 2790 of 2956), a third of the work.
 */
const FULL_EVERY = 4;
const CANDIDATES = 24;
const CANDIDATE_FLOOR = 1e-4;
/** A pair of terms seen in fewer examples is left out: it would only memorise one (same accuracy, 2.3× fewer rows). */
const PAIR_MIN = 2;

interface Example {
  features: number[];
  label: number;
  weight: number;
}

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** The features of analysed terms (in order): each term, and each pair of adjacent terms. */
export function featureKeys(terms: readonly string[], pairs: boolean): string[] {
  const own = unique(terms);
  const keys = [...own];
  if (pairs) for (let i = 1; i < own.length; i++) keys.push(`${own[i - 1]} ${own[i]}`);
  return keys;
}

export class EntryClassifier {
  /** Entry ids, in the order of the model's classes. */
  readonly ids: string[];
  private readonly classOf = new Map<string, number>();
  private readonly rowOf = new Map<string, number>();
  /** Weights, a row of `ids.length` per feature. */
  private readonly w: Float32Array;

  constructor(
    entries: readonly { id: string; title: string; tags: readonly string[] }[],
    asked: ReadonlyMap<string, readonly string[]> | null,
    private readonly options: ClassifierOptions = CLASSIFIER_OPTIONS,
  ) {
    this.ids = entries.map((e) => e.id);
    this.ids.forEach((id, c) => this.classOf.set(id, c));
    const raw: { keys: string[]; label: number; weight: number }[] = [];
    const add = (text: string, label: number, weight: number) => {
      const keys = featureKeys(analyze(text), options.pairs);
      if (keys.length > 0) raw.push({ keys, label, weight });
    };
    for (const e of entries) {
      const c = this.classOf.get(e.id)!;
      add(e.title, c, options.headingWeight);
      for (const t of e.tags) add(t, c, options.headingWeight);
      for (const q of asked?.get(e.id) ?? []) add(q, c, 1);
    }
    const seen = new Map<string, number>();
    for (const { keys } of raw) for (const k of keys) seen.set(k, (seen.get(k) ?? 0) + 1);
    const examples: Example[] = [];
    for (const { keys, label, weight } of raw) {
      const kept = keys.filter((k) => !k.includes(' ') || (seen.get(k) ?? 0) >= PAIR_MIN);
      if (kept.length === 0) continue;
      const features = kept.map((k) => {
        let r = this.rowOf.get(k);
        if (r === undefined) this.rowOf.set(k, (r = this.rowOf.size));
        return r;
      });
      examples.push({ features, label, weight });
    }
    const C = this.ids.length;
    this.w = new Float32Array(this.rowOf.size * C);
    this.train(examples);
  }

  private train(examples: Example[]): void {
    const C = this.ids.length;
    const { epochs, l2, rate } = this.options;
    const order = examples.map((_, i) => i);
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed / 4294967296;
    };
    const z = new Float64Array(C);
    const grad = new Float64Array(C);
    const all = Int32Array.from({ length: C }, (_, c) => c);
    // A full pass (every class) every FULL_EVERY passes; the passes between compute the softmax over the
    // classes the last full pass found likely for the example (and its label): the same model, far less work.
    const candidates: Int32Array[] = examples.map(() => all);
    const top = new Float64Array(CANDIDATES);
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      const full = epoch % FULL_EVERY === 0;
      const eta = rate / (1 + epoch);
      const shrink = 1 - eta * l2;
      for (const k of order) {
        const { features, label, weight } = examples[k];
        const classes = full ? all : candidates[k];
        const n = classes.length;
        const x = 1 / Math.sqrt(features.length);
        z.fill(0, 0, n);
        for (const r of features) {
          const row = r * C;
          for (let i = 0; i < n; i++) z[i] += x * this.w[row + classes[i]];
        }
        let max = -Infinity;
        for (let i = 0; i < n; i++) if (z[i] > max) max = z[i];
        let sum = 0;
        for (let i = 0; i < n; i++) sum += z[i] = Math.exp(z[i] - max);
        if (full) {
          // The CANDIDATES-th largest, kept in a small sorted buffer (descending).
          top.fill(0);
          for (let i = 0; i < n; i++) {
            const v = z[i];
            if (v <= top[CANDIDATES - 1]) continue;
            let j = CANDIDATES - 1;
            while (j > 0 && top[j - 1] < v) {
              top[j] = top[j - 1];
              j--;
            }
            top[j] = v;
          }
          const floor = Math.max(CANDIDATE_FLOOR * sum, top[CANDIDATES - 1]);
          const keep: number[] = [];
          for (let i = 0; i < n; i++) if (z[i] >= floor || classes[i] === label) keep.push(classes[i]);
          candidates[k] = Int32Array.from(keep);
        }
        const step = eta * weight;
        for (let i = 0; i < n; i++) {
          const g = z[i] / sum - (classes[i] === label ? 1 : 0);
          grad[i] = step * x * g;
        }
        for (const r of features) {
          const row = r * C;
          for (let i = 0; i < n; i++) {
            const at = row + classes[i];
            this.w[at] = this.w[at] * shrink - grad[i];
          }
        }
      }
    }
  }

  private scores(features: readonly number[], x: number, into: Float64Array): void {
    const C = this.ids.length;
    into.fill(0);
    for (const r of features) {
      const row = r * C;
      for (let c = 0; c < C; c++) into[c] += x * this.w[row + c];
    }
  }

  /** Log-probability of each entry (by id) for the question's analysed terms. */
  logProbabilities(terms: readonly string[]): Map<string, number> {
    const features = featureKeys(terms, this.options.pairs)
      .map((k) => this.rowOf.get(k))
      .filter((r): r is number => r !== undefined);
    const C = this.ids.length;
    const z = new Float64Array(C);
    this.scores(features, features.length ? 1 / Math.sqrt(features.length) : 0, z);
    let max = -Infinity;
    for (let c = 0; c < C; c++) if (z[c] > max) max = z[c];
    let sum = 0;
    for (let c = 0; c < C; c++) sum += Math.exp(z[c] - max);
    const log = Math.log(sum) + max;
    const out = new Map<string, number>();
    this.ids.forEach((id, c) => out.set(id, z[c] - log));
    return out;
  }
}
