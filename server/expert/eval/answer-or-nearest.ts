/**
 * npx tsx server/expert/eval/answer-or-nearest.ts
 *
 * The trade of the answer-or-nearest decision (engine.ts, `firstEntryFits`), out of fold on the
 * training sets as in eval/out-of-fold.ts: each set's questions, and their slipped and terse variants
 * (eval/variants.ts, the same questions), are analysed once by an engine whose `asked` field and
 * entry classifier are built from the other sets; what the decision can look at is kept (the fit,
 * the fit on the words the base knows, the classifier's probability of the first entry and its own
 * first choice, the re-ranker's margin), and candidate rules are replayed on it. For each rule and
 * variant: in-scope questions given the nearest entries (of them, with the right entry first),
 * in-scope top-1, in-domain questions (no entry) answered with an entry, and off-topic questions let
 * in answered with an entry (the scope decision, so how many are let in, does not depend on the rule).
 * Only questions the scope lets in count. docs/assistant.md §6, 'Eleventh round, answer or nearest'.
 */
import { expectedIds, type EvalItem } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { Reranker } from '../rerank.ts';
import { analyze } from '../text.ts';
import { foldEngine, trainingSets } from './folds.ts';
import { VARIANTS, variantItems } from './variants.ts';

interface Row {
  variant: string;
  expect: 'entry' | 'in_domain' | 'out_of_scope';
  right: boolean;
  followUp: boolean;
  none: boolean;
  fit: number;
  knownFit: number;
  /** The classifier's probability of the first entry, and whether it is its own first choice. */
  p: number;
  agrees: boolean;
  /** The first entry's share of the classifier's probability over the first three. */
  share: number;
  /** The re-ranker's score of the first entry minus the best of the next two. */
  margin: number;
}

const entries = loadKnowledge();
const rows: Row[] = [];
for (const { name, items } of trainingSets()) {
  const engine = foldEngine(entries, name);
  const index = engine.index;
  const reranker = new Reranker(index);
  const asked: { variant: string; item: EvalItem }[] = items.map((item) => ({ variant: 'plain', item }));
  for (const v of VARIANTS)
    for (const k of [1, 2, 3])
      for (const item of variantItems(items, v, k, name)) asked.push({ variant: v.name, item });
  for (const { variant, item } of asked) {
    const a = engine.analyse(item.question, item.history ?? []);
    if (a.kind !== 'answer' && a.kind !== 'nearest') continue;
    const own = [...new Set(analyze(engine.correct(item.question).text))];
    const logP = index.classifier()?.logProbabilities(own);
    const top = a.hits.slice(0, 3);
    const lp = top.map((h) => logP?.get(h.entry.id) ?? -Infinity);
    let best = -Infinity;
    for (const v of logP?.values() ?? []) best = Math.max(best, v);
    let margin = 0;
    if (!a.followUp && top.length >= 2) {
      const z = reranker.features(a.query, own, top).map((f) => reranker.score(f));
      margin = z[0] - Math.max(...z.slice(1));
    }
    const sum = lp.reduce((m, x) => m + Math.exp(x), 0);
    rows.push({
      variant,
      expect: item.expect === 'out_of_scope' || item.expect === 'in_domain' ? item.expect : 'entry',
      right: top.length > 0 && expectedIds(item).includes(top[0].entry.id),
      followUp: a.followUp,
      none: top.length === 0,
      fit: a.fit,
      knownFit: engine.fitOf(
        a.query.filter((q) => index.documentFrequency(q.term) > 0),
        a.hits[0],
      ),
      p: Math.exp(lp[0] ?? -Infinity),
      agrees: lp.length > 0 && lp[0] === best,
      share: sum > 0 ? Math.exp(lp[0]) / sum : 0,
      margin,
    });
  }
  console.error(`${name} analysed`);
}

const fitAlone = (r: Row) => r.fit < 0.3 && r.knownFit < 0.6;
/** A rule says 'nearest' for a question asked on its own; a follow-up keeps the fit alone. */
const RULES: [string, (r: Row) => boolean][] = [
  ['the fit alone (main)', fitAlone],
  [
    'kept: + first choice p >= 0.25, doubt p < 0.02',
    (r) => (fitAlone(r) && !(r.agrees && r.p >= 0.25)) || (r.fit < 0.3 && r.p < 0.02),
  ],
  ['first choice p >= 0.25 only', (r) => fitAlone(r) && !(r.agrees && r.p >= 0.25)],
  ['doubt p < 0.02 only', (r) => fitAlone(r) || (r.fit < 0.3 && r.p < 0.02)],
  ['kept, first choice p >= 0.2', (r) => (fitAlone(r) && !(r.agrees && r.p >= 0.2)) || (r.fit < 0.3 && r.p < 0.02)],
  ['kept, first choice p >= 0.3', (r) => (fitAlone(r) && !(r.agrees && r.p >= 0.3)) || (r.fit < 0.3 && r.p < 0.02)],
  [
    'kept, doubt below a fit of 0.35',
    (r) => (fitAlone(r) && !(r.agrees && r.p >= 0.25)) || (r.fit < 0.35 && r.p < 0.02),
  ],
  ['kept, doubt p < 0.05', (r) => (fitAlone(r) && !(r.agrees && r.p >= 0.25)) || (r.fit < 0.3 && r.p < 0.05)],
  ['re-ranker margin >= 1 answers', (r) => fitAlone(r) && !(r.margin >= 1)],
  ['re-ranker margin >= 2 answers', (r) => fitAlone(r) && !(r.margin >= 2)],
  ['share of the three >= 0.6 and p >= 0.1 answers', (r) => fitAlone(r) && !(r.share >= 0.6 && r.p >= 0.1)],
  [
    'kept + p >= 0.15 and fit >= 0.2 answers',
    (r) =>
      (fitAlone(r) && !(r.agrees && r.p >= 0.25) && !(r.agrees && r.p >= 0.15 && r.fit >= 0.2)) ||
      (r.fit < 0.3 && r.p < 0.02),
  ],
  ['NEAREST_FIT 0.25', (r) => r.fit < 0.25 && r.knownFit < 0.6],
  ['NEAREST_KNOWN_FIT 0.45', (r) => r.fit < 0.3 && r.knownFit < 0.45],
];

console.log(
  'rule | variant: in scope given the nearest (right first), top-1; in domain answered; off-topic let in answered',
);
for (const [name, rule] of RULES) {
  const cells = ['plain', ...VARIANTS.map((v) => v.name)].map((variant) => {
    const c = { nearest: 0, right: 0, top1: 0, inDomain: 0, inDomainAnswered: 0, letIn: 0, letInAnswered: 0 };
    for (const r of rows) {
      if (r.variant !== variant) continue;
      const nearest = r.none || (r.followUp ? fitAlone(r) : rule(r));
      if (r.expect === 'entry') {
        if (nearest) {
          c.nearest += 1;
          if (r.right) c.right += 1;
        } else if (r.right) c.top1 += 1;
      } else if (r.expect === 'in_domain') {
        c.inDomain += 1;
        if (!nearest) c.inDomainAnswered += 1;
      } else {
        c.letIn += 1;
        if (!nearest) c.letInAnswered += 1;
      }
    }
    return `${variant} ${c.nearest} (${c.right}), ${c.top1}; ${c.inDomainAnswered}/${c.inDomain}${variant === 'plain' ? `; ${c.letInAnswered}/${c.letIn}` : ''}`;
  });
  console.log(`${name} | ${cells.join(' | ')}`);
}
