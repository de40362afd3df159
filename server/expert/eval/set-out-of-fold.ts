/**
 * npx tsx server/expert/eval/set-out-of-fold.ts <training set>
 *
 * One training set (evaluation.ts, ASKED_SETS) evaluated out of fold, with its misses: the engine's
 * `asked` field, entry classifier and domain model built without it (eval/folds.ts), the re-ranker's
 * weights as committed. How a round reads the misses of the set that was its predecessor's validation
 * set once it becomes a training set (docs/assistant.md §6, 'Twelfth round'). A blind set (not in
 * ASKED_SETS) is refused: reading its misses would make it one more set tuned on.
 */
import { ASKED_SETS, EVAL_SETS, evaluate, loadEvalSet } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { foldEngine } from './folds.ts';

const name = process.argv[2];
const set = EVAL_SETS.find((s) => s.name === name);
if (!set || !ASKED_SETS.includes(set.name)) {
  console.error(`usage: set-out-of-fold.ts <set>, one of the training sets: ${ASKED_SETS.join(', ')}`);
  process.exit(2);
}
const r = await evaluate(foldEngine(loadKnowledge(), set.name), loadEvalSet(set.dir));
console.log(
  `${set.name} out of fold: top-1 ${r.top1} of ${r.inScope}, top-3 ${r.top3}, given the nearest entries ${r.nearest}; ` +
    `in domain refused ${r.inDomainRefused}, given the nearest ${r.inDomainNearest} of ${r.inDomain}; ` +
    `off-topic let in ${r.falseNegatives} of ${r.outOfScope}, in scope or in domain refused ${r.falsePositives}`,
);
for (const m of r.misses) {
  const followUp = m.item.history?.length ? ' (follow-up)' : '';
  console.log(
    `- ${m.item.question}${followUp}\n    expected ${m.item.expect}; got ${m.got}; first ${m.top.slice(0, 3).join(', ')} (${m.reason})`,
  );
}
