/**
 * npm run fit:assistant [-- --depth 3 --lambdas 0.0001,0.001,0.01 --without askedCount,length]
 *
 * Fits the re-ranker's weights (rerank.ts, RERANK_WEIGHTS) on the training sets (evaluation.ts,
 * ASKED_SETS: never held-out-13, held-out-15 or a later blind set) and measures, by leave-one-set-out
 * cross-validation, what the `asked` field and the re-ranker bring to questions of a set the
 * ranking has not learnt from. For each set S: the index's `asked` field (and the entry classifier,
 * classifier.ts, trained from it) is built from the other sets only, S's in-scope questions are
 * ranked, and the features of their first candidates (rerank.ts, Reranker.head) are kept (out of
 * fold). Then, for each regularisation, weights fitted on the other sets' features
 * re-rank S. Printed: the top-1 of the ranking (the expected entry first, whatever the scope
 * decision) per set for the ranking without `asked`, with it, and with the re-ranker; then the
 * weights fitted on every set with the best regularisation, to paste into RERANK_WEIGHTS.
 *
 * The model: a linear score over the candidates' features, trained as a softmax over the first
 * `depth` candidates of each question (the expected entries' share of the probability), with an
 * L2 penalty, by Adam on standardised features.
 */
import { parseArgs } from 'node:util';
import { ExpertEngine } from '../engine.ts';
import { ASKED_SETS, EVAL_SETS, expectedIds, loadAsked, loadEvalSet } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { FEATURE_NAMES, RERANK_DEPTH, Reranker } from '../rerank.ts';
import { KnowledgeIndex } from '../retrieval.ts';
import { analyze } from '../text.ts';

const { values } = parseArgs({
  options: {
    depth: { type: 'string', default: String(RERANK_DEPTH) },
    lambdas: { type: 'string', default: '0.0001,0.001,0.01' },
    iterations: { type: 'string', default: '600' },
    without: { type: 'string', default: '' },
  },
  strict: true,
});
const depth = Number(values.depth);
const lambdas = values.lambdas.split(',').map(Number);
const iterations = Number(values.iterations);
/** Features left out (their column set to 0), to measure what each brings. */
const without = new Set(
  values.without
    .split(',')
    .filter(Boolean)
    .map((name) => {
      const j = FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]);
      if (j < 0) throw new Error(`Unknown feature '${name}' (features: ${FEATURE_NAMES.join(', ')}).`);
      return j;
    }),
);

interface Question {
  set: string;
  /** Features of the first candidates (out of fold). */
  x: number[][];
  /** Which candidates are an expected entry. */
  y: boolean[];
  /** The expected entry is first in the ranking without `asked`. */
  plain: boolean;
}

const nf = FEATURE_NAMES.length;
/** The first-stage order: the score alone. */
const identity = [1, ...Array<number>(nf - 1).fill(0)];
const entries = loadKnowledge();
const sets = EVAL_SETS.filter((s) => ASKED_SETS.includes(s.name)).map((s) => ({
  name: s.name,
  items: loadEvalSet(s.dir),
}));
const plainEngine = new ExpertEngine(new KnowledgeIndex(entries, { asked: null }), {
  llm: null,
  rerankWeights: identity,
});
const data: Question[] = [];
for (const s of sets) {
  const index = new KnowledgeIndex(entries, { asked: loadAsked([s.name]) });
  const engine = new ExpertEngine(index, { llm: null, rerankWeights: identity });
  const reranker = new Reranker(index, identity);
  for (const item of s.items) {
    const expected = expectedIds(item);
    if (expected.length === 0) continue;
    const analysis = engine.analyse(item.question, item.history ?? []);
    // Follow-ups are re-ranked too (engine.ts), but the weights do not learn from them (their words lean on
    // the conversation); eval/out-of-fold.ts measures them apart, out of sample for the weights.
    if (analysis.followUp) continue;
    const own = [...new Set(analyze(engine.correct(item.question).text))];
    const head = reranker.head(own, analysis.hits, depth);
    const plainTop = plainEngine.analyse(item.question, item.history ?? []).hits[0]?.entry.id;
    data.push({
      set: s.name,
      x: head.length
        ? reranker.features(analysis.query, own, head).map((f) => f.map((v, j) => (without.has(j) ? 0 : v)))
        : [],
      y: head.map((h) => expected.includes(h.entry.id)),
      plain: plainTop !== undefined && expected.includes(plainTop),
    });
  }
}

// Standardised features (the softmax is blind to shifts, so only the scale matters).
const sd = Array<number>(nf).fill(0);
const mean = Array<number>(nf).fill(0);
const rows = data.flatMap((q) => q.x);
for (const x of rows) for (let j = 0; j < nf; j++) mean[j] += x[j] / rows.length;
for (const x of rows) for (let j = 0; j < nf; j++) sd[j] += (x[j] - mean[j]) ** 2 / rows.length;
for (let j = 0; j < nf; j++) sd[j] = Math.sqrt(sd[j]) || 1;

const dot = (w: readonly number[], x: readonly number[]) => x.reduce((a, xi, j) => a + w[j] * xi, 0);

/** Weights (in the features' own scale) fitted on the questions, with L2 penalty lambda. */
function fit(train: readonly Question[], lambda: number): number[] {
  const useful = train.filter((q) => q.y.some(Boolean) && !q.y.every(Boolean) && q.x.length > 1);
  const w = identity.map((v, j) => v * sd[j]);
  const m = Array<number>(nf).fill(0);
  const v = Array<number>(nf).fill(0);
  for (let it = 1; it <= iterations; it++) {
    const g = Array<number>(nf).fill(0);
    for (const q of useful) {
      const z = q.x.map((x) => x.reduce((a, xi, j) => a + (w[j] * xi) / sd[j], 0));
      const top = Math.max(...z);
      const e = z.map((zi) => Math.exp(zi - top));
      const sum = e.reduce((a, b) => a + b, 0);
      const p = e.map((ei) => ei / sum);
      const pe = p.reduce((a, pi, i) => a + (q.y[i] ? pi : 0), 0);
      q.x.forEach((x, i) => {
        const d = p[i] - (q.y[i] ? p[i] / pe : 0);
        for (let j = 0; j < nf; j++) g[j] += (d * x[j]) / sd[j];
      });
    }
    for (let j = 0; j < nf; j++) {
      const gj = g[j] / useful.length + lambda * w[j];
      m[j] = 0.9 * m[j] + 0.1 * gj;
      v[j] = 0.999 * v[j] + 0.001 * gj * gj;
      w[j] -= (0.05 * (m[j] / (1 - 0.9 ** it))) / (Math.sqrt(v[j] / (1 - 0.999 ** it)) + 1e-8);
    }
  }
  return w.map((wj, j) => wj / sd[j]);
}

/** Questions whose first candidate after re-ranking is an expected entry. */
function top1(questions: readonly Question[], w: readonly number[]): number {
  let n = 0;
  for (const q of questions) {
    if (q.x.length === 0) continue;
    let best = 0;
    q.x.forEach((x, i) => {
      if (dot(w, x) > dot(w, q.x[best]) + 1e-12) best = i;
    });
    if (q.y[best]) n += 1;
  }
  return n;
}

const bySet = (name: string) => data.filter((q) => q.set === name);
const line = (label: string, count: (qs: Question[]) => number) => {
  const parts = sets.map((s) => `${s.name} ${count(bySet(s.name))}/${bySet(s.name).length}`);
  const total = sets.reduce((a, s) => a + count(bySet(s.name)), 0);
  console.log(`${label.padEnd(34)} ${((100 * total) / data.length).toFixed(1)} % (${total})  ${parts.join('  ')}`);
  return total;
};
console.log(
  `Top-1 of the ranking, leave-one-set-out (${data.length} in-scope questions that are no follow-up, depth ${depth}):`,
);
line('without asked', (qs) => qs.filter((q) => q.plain).length);
line('with asked (other sets)', (qs) => top1(qs, identity));
let best = { lambda: lambdas[0], total: -1 };
for (const lambda of lambdas) {
  const weights = new Map<string, number[]>(
    sets.map((s) => [
      s.name,
      fit(
        data.filter((q) => q.set !== s.name),
        lambda,
      ),
    ]),
  );
  const total = line(`+ re-ranker, lambda ${lambda}`, (qs) => (qs.length ? top1(qs, weights.get(qs[0].set)!) : 0));
  if (total > best.total) best = { lambda, total };
}
const weights = fit(data, best.lambda);
console.log('');
console.log(`Weights fitted on every set (lambda ${best.lambda}; train top-1 ${top1(data, weights)}):`);
console.log(`[${weights.map((w) => Number(w.toFixed(4))).join(', ')}]`);
FEATURE_NAMES.forEach((f, j) =>
  console.log(`  ${f.padEnd(14)} ${(weights[j] * sd[j]).toFixed(3)} per standard deviation`),
);
