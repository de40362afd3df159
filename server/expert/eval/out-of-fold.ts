/**
 * npx tsx server/expert/eval/out-of-fold.ts [--slipped] [--terse]
 *
 * The whole engine out of fold on the training sets (evaluation.ts, ASKED_SETS; never a blind set):
 * for each set S, the index's `asked` field and the entry classifier are built from the other sets
 * only, and S is evaluated through ExpertEngine.ask (scope included) with the re-ranker's weights as
 * they are (fitted in-sample). Prints top-1 on topic of the in-scope questions, in-scope questions
 * refused and given the nearest entries, in-domain questions refused and off-topic questions let in.
 * With --slipped, each set's in-scope questions are asked again with typing slips put in them (one
 * letter dropped, doubled or swapped in half of the words of six letters or more; three fixed seeds):
 * top-1, refused and given the nearest entries; the in-domain questions (no entry) slipped too: how
 * many of them got an entry's answer rather than the nearest entries. With --terse, the same with a
 * third of each question's words dropped (three fixed seeds): blind questions say less in the base's
 * words than the training sets. Used to judge a lever next to `npm run fit:assistant` (docs/assistant.md §6,
 * 'Eleventh round').
 */
import { parseArgs } from 'node:util';
import { ExpertEngine } from '../engine.ts';
import {
  ASKED_SETS,
  EVAL_SETS,
  evaluate,
  expectedIds,
  loadAsked,
  loadEvalSet,
  type EvalReport,
} from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { KnowledgeIndex } from '../retrieval.ts';
import { VARIANTS, variantItems } from './variants.ts';

const { values } = parseArgs({
  options: { slipped: { type: 'boolean', default: false }, terse: { type: 'boolean', default: false } },
  strict: true,
});

/** In-scope questions given the nearest entries whose first nearest entry was a right one. */
const nearestRight = (r: EvalReport) =>
  r.misses.filter((m) => m.got.startsWith('nearest:') && expectedIds(m.item).includes(m.top[0])).length;

const entries = loadKnowledge();
const sets = EVAL_SETS.filter((s) => ASKED_SETS.includes(s.name)).map((s) => ({
  name: s.name,
  items: loadEvalSet(s.dir),
}));
const total = {
  top1: 0,
  inScope: 0,
  refused: 0,
  nearest: 0,
  nearestRight: 0,
  inDomain: 0,
  inDomainRefused: 0,
  inDomainAnswered: 0,
  letIn: 0,
};
const variants = VARIANTS.map((v) => ({
  ...v,
  on: v.name === 'Slipped' ? values.slipped : values.terse,
  top1: 0,
  questions: 0,
  refused: 0,
  nearest: 0,
  nearestRight: 0,
  inDomain: 0,
  inDomainAnswered: 0,
}));
const perSet: string[] = [];
for (const s of sets) {
  const engine = new ExpertEngine(new KnowledgeIndex(entries, { asked: loadAsked([s.name]) }), { llm: null });
  const r = await evaluate(engine, s.items);
  total.top1 += r.top1;
  total.inScope += r.inScope;
  total.refused += r.falsePositives - r.inDomainRefused;
  total.nearest += r.nearest;
  total.nearestRight += nearestRight(r);
  total.inDomainRefused += r.inDomainRefused;
  total.inDomain += r.inDomain;
  total.inDomainAnswered += r.inDomain - r.inDomainRefused - r.inDomainNearest;
  total.letIn += r.falseNegatives;
  perSet.push(`${s.name} ${r.top1}/${r.inScope}`);
  for (const v of variants.filter((x) => x.on))
    for (const seed of [1, 2, 3]) {
      const items = variantItems(s.items, v, seed, s.name);
      const rs = await evaluate(engine, items);
      v.top1 += rs.top1;
      v.questions += rs.inScope;
      v.refused += rs.falsePositives - rs.inDomainRefused;
      v.nearest += rs.nearest;
      v.nearestRight += nearestRight(rs);
      v.inDomain += rs.inDomain;
      v.inDomainAnswered += rs.inDomain - rs.inDomainRefused - rs.inDomainNearest;
    }
}
console.log(
  `Whole engine out of fold: top-1 ${total.top1} of ${total.inScope}; in scope refused ${total.refused}, given the nearest entries ${total.nearest} (the right one first ${total.nearestRight}); in domain refused ${total.inDomainRefused}, answered with an entry ${total.inDomainAnswered} of ${total.inDomain}; off-topic let in ${total.letIn}`,
);
console.log(`  ${perSet.join('  ')}`);
for (const v of variants.filter((x) => x.on))
  console.log(
    `${v.name} questions: top-1 ${v.top1} of ${v.questions}; refused ${v.refused}, given the nearest entries ${v.nearest} (the right one first ${v.nearestRight}); in domain answered with an entry ${v.inDomainAnswered} of ${v.inDomain}`,
  );
