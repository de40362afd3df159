/**
 * npx tsx server/expert/eval/out-of-fold.ts [--slipped] [--terse]
 *
 * The whole engine out of fold on the training sets (evaluation.ts, ASKED_SETS; never a blind set):
 * for each set S, the index's `asked` field, the entry classifier and the domain model are built from
 * the other sets only (eval/folds.ts), and S is evaluated through ExpertEngine.ask (scope included) with the re-ranker's weights as
 * they are (fitted in-sample). Prints top-1 on topic of the in-scope questions, in-scope questions
 * refused and given the nearest entries, in-domain questions refused and off-topic questions let in.
 * With --slipped, each set's in-scope questions are asked again with typing slips put in them (one
 * letter dropped, doubled or swapped in half of the words of six letters or more; three fixed seeds):
 * top-1, refused and given the nearest entries; the in-domain questions (no entry) slipped too: how
 * many of them got an entry's answer rather than the nearest entries. With --terse, the same with a
 * third of each question's words dropped (three fixed seeds): blind questions say less in the base's
 * words than the training sets. The follow-ups (questions with a history, which the re-ranker and
 * `asked` leave out) are also counted on their own; with --follow-ups their misses are printed (the
 * training sets only: reading them is allowed). Used to judge a lever next to `npm run
 * fit:assistant` (docs/assistant.md §5 and §6, 'Eleventh round').
 */
import { parseArgs } from 'node:util';
import { evaluate, expectedIds, type EvalReport } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { foldEngine, trainingSets } from './folds.ts';
import { VARIANTS, variantItems } from './variants.ts';

const { values } = parseArgs({
  options: {
    slipped: { type: 'boolean', default: false },
    terse: { type: 'boolean', default: false },
    'follow-ups': { type: 'boolean', default: false },
  },
  strict: true,
});

/** In-scope questions given the nearest entries whose first nearest entry was a right one. */
const nearestRight = (r: EvalReport) =>
  r.misses.filter((m) => m.got.startsWith('nearest:') && expectedIds(m.item).includes(m.top[0])).length;

const entries = loadKnowledge();
const sets = trainingSets();
/** What a report adds to the totals. */
interface Tally {
  top1: number;
  inScope: number;
  refused: number;
  nearest: number;
  nearestRight: number;
  inDomain: number;
  inDomainRefused: number;
  inDomainAnswered: number;
  letIn: number;
}
const tally = (): Tally => ({
  top1: 0,
  inScope: 0,
  refused: 0,
  nearest: 0,
  nearestRight: 0,
  inDomain: 0,
  inDomainRefused: 0,
  inDomainAnswered: 0,
  letIn: 0,
});
function add(into: Tally, r: EvalReport): void {
  into.top1 += r.top1;
  into.inScope += r.inScope;
  into.refused += r.falsePositives - r.inDomainRefused;
  into.nearest += r.nearest;
  into.nearestRight += nearestRight(r);
  into.inDomain += r.inDomain;
  into.inDomainRefused += r.inDomainRefused;
  into.inDomainAnswered += r.inDomain - r.inDomainRefused - r.inDomainNearest;
  into.letIn += r.falseNegatives;
}

const total = tally();
const variants = VARIANTS.map((v) => ({
  ...v,
  on: v.name === 'Slipped' ? values.slipped : values.terse,
  ...tally(),
}));
const followUps = { top1: 0, inScope: 0, ranked: 0, replayed: 0 };
const perSet: string[] = [];
const perSetFollowUps: string[] = [];
const perSetReplayed: string[] = [];
const followUpMisses: string[] = [];
for (const s of sets) {
  const engine = foldEngine(entries, s.name);
  const r = await evaluate(engine, s.items);
  add(total, r);
  perSet.push(`${s.name} ${r.top1}/${r.inScope}`);
  const withHistory = s.items.filter((i) => i.history?.length);
  const f = await evaluate(engine, withHistory);
  followUps.top1 += f.top1;
  followUps.inScope += f.inScope;
  perSetFollowUps.push(`${s.name} ${f.top1}/${f.inScope}`);
  // The same follow-ups with the engine's own answers in their history (as a conversation with Axel
  // has them: the cited entry's title in 'Fuentes:'), instead of the set's hand-written answers.
  const replayed: typeof withHistory = [];
  for (const item of withHistory) {
    const history: { role: 'user' | 'assistant'; message: string }[] = [];
    for (const turn of item.history!) {
      if (turn.role === 'assistant') continue;
      const answer = await engine.ask(turn.message, history);
      history.push(turn, { role: 'assistant', message: answer.answer });
    }
    replayed.push({ ...item, history });
  }
  const fr = await evaluate(engine, replayed);
  followUps.replayed += fr.top1;
  perSetReplayed.push(`${s.name} ${fr.top1}/${fr.inScope}`);
  for (const item of [...withHistory, ...replayed]) {
    const expected = expectedIds(item);
    const a = engine.analyse(item.question, item.history);
    const first = a.hits[0]?.entry.id;
    const right = first !== undefined && expected.includes(first);
    if (right && !replayed.includes(item)) followUps.ranked += 1;
    if (!right && values['follow-ups'] && expected.length > 0)
      followUpMisses.push(
        [
          `${replayed.includes(item) ? '(replayed) ' : ''}${s.name}/${item.file}: ${item.history!.map((t) => `[${t.role}] ${t.message.slice(0, 160).replace(/\n/g, ' ')}`).join(' | ')}`,
          `  > ${item.question}  (follow-up ${a.followUp}, ${a.kind})`,
          `  expected ${expected.join(', ')}; got ${a.hits
            .slice(0, 4)
            .map((h) => `${h.entry.id} ${h.score.toFixed(2)}`)
            .join(', ')}`,
          `  query ${a.query.map((q) => `${q.term}:${q.weight.toFixed(2)}`).join(' ')}`,
        ].join('\n'),
      );
  }
  for (const v of variants.filter((x) => x.on))
    for (const seed of [1, 2, 3]) {
      const items = variantItems(s.items, v, seed, s.name);
      add(v, await evaluate(engine, items));
    }
}
console.log(
  `Whole engine out of fold: top-1 ${total.top1} of ${total.inScope}; in scope refused ${total.refused}, given the nearest entries ${total.nearest} (the right one first ${total.nearestRight}); in domain refused ${total.inDomainRefused}, answered with an entry ${total.inDomainAnswered} of ${total.inDomain}; off-topic let in ${total.letIn}`,
);
console.log(`  ${perSet.join('  ')}`);
console.log(
  `Follow-ups (questions with a history): top-1 ${followUps.top1} of ${followUps.inScope}; ranking top-1 ${followUps.ranked}`,
);
console.log(`  ${perSetFollowUps.join('  ')}`);
console.log(`  with the engine's own answers in their history: top-1 ${followUps.replayed} of ${followUps.inScope}`);
console.log(`  ${perSetReplayed.join('  ')}`);
if (followUpMisses.length) console.log(`\nFollow-ups whose expected entry is not first:\n${followUpMisses.join('\n')}`);
for (const v of variants.filter((x) => x.on))
  console.log(
    `${v.name} questions: top-1 ${v.top1} of ${v.inScope}; refused ${v.refused}, given the nearest entries ${v.nearest} (the right one first ${v.nearestRight}); in domain answered with an entry ${v.inDomainAnswered} of ${v.inDomain}`,
  );
