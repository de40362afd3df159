/**
 * npx tsx server/expert/eval/out-of-fold.ts [--slipped]
 *
 * The whole engine out of fold on the training sets (evaluation.ts, ASKED_SETS; never a blind set):
 * for each set S, the index's `asked` field and the entry classifier are built from the other sets
 * only, and S is evaluated through ExpertEngine.ask (scope included) with the re-ranker's weights as
 * they are (fitted in-sample). Prints top-1 on topic of the in-scope questions, in-scope questions
 * refused and given the nearest entries, in-domain questions refused and off-topic questions let in.
 * With --slipped, each set's in-scope questions are asked again with typing slips put in them (one
 * letter dropped, doubled or swapped in half of the words of six letters or more; three fixed seeds):
 * top-1 and refused. The follow-ups (questions with a history, which the re-ranker and `asked` leave
 * out) are also counted on their own; with --follow-ups their misses are printed (the training sets
 * only: reading them is allowed). Used to judge a lever next to `npm run fit:assistant`
 * (docs/assistant.md §5 and §6, 'Eleventh round').
 */
import { parseArgs } from 'node:util';
import { ExpertEngine } from '../engine.ts';
import { ASKED_SETS, EVAL_SETS, evaluate, expectedIds, loadAsked, loadEvalSet } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { KnowledgeIndex } from '../retrieval.ts';

const { values } = parseArgs({
  options: { slipped: { type: 'boolean', default: false }, 'follow-ups': { type: 'boolean', default: false } },
  strict: true,
});

/** A deterministic generator (xorshift32) in [0, 1). */
function generator(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** The question with a slip in about half of its words of six letters or more. */
function slip(question: string, random: () => number): string {
  return question.replace(/\p{L}{6,}/gu, (w) => {
    if (random() >= 0.5) return w;
    const i = 1 + Math.floor(random() * (w.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return w.slice(0, i) + w.slice(i + 1);
    if (kind === 1) return w.slice(0, i) + w[i] + w.slice(i);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  });
}

const entries = loadKnowledge();
const sets = EVAL_SETS.filter((s) => ASKED_SETS.includes(s.name)).map((s) => ({
  name: s.name,
  items: loadEvalSet(s.dir),
}));
const total = { top1: 0, inScope: 0, refused: 0, nearest: 0, inDomainRefused: 0, letIn: 0 };
const slipped = { top1: 0, questions: 0, refused: 0 };
const followUps = { top1: 0, inScope: 0, ranked: 0, replayed: 0 };
const perSet: string[] = [];
const perSetFollowUps: string[] = [];
const perSetReplayed: string[] = [];
const followUpMisses: string[] = [];
for (const s of sets) {
  const engine = new ExpertEngine(new KnowledgeIndex(entries, { asked: loadAsked([s.name]) }), { llm: null });
  const r = await evaluate(engine, s.items);
  total.top1 += r.top1;
  total.inScope += r.inScope;
  total.refused += r.falsePositives - r.inDomainRefused;
  total.nearest += r.nearest;
  total.inDomainRefused += r.inDomainRefused;
  total.letIn += r.falseNegatives;
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
  if (!values.slipped) continue;
  for (const seed of [1, 2, 3]) {
    const random = generator(seed * 7919 + s.name.length * 31);
    const items = s.items
      .filter((i) => expectedIds(i).length > 0)
      .map((i) => ({ ...i, question: slip(i.question, random) }));
    const rs = await evaluate(engine, items);
    slipped.top1 += rs.top1;
    slipped.questions += rs.inScope;
    slipped.refused += rs.falsePositives;
  }
}
console.log(
  `Whole engine out of fold: top-1 ${total.top1} of ${total.inScope}; in scope refused ${total.refused}, given the nearest entries ${total.nearest}; in domain refused ${total.inDomainRefused}; off-topic let in ${total.letIn}`,
);
console.log(`  ${perSet.join('  ')}`);
console.log(
  `Follow-ups (questions with a history): top-1 ${followUps.top1} of ${followUps.inScope}; ranking top-1 ${followUps.ranked}`,
);
console.log(`  ${perSetFollowUps.join('  ')}`);
console.log(`  with the engine's own answers in their history: top-1 ${followUps.replayed} of ${followUps.inScope}`);
console.log(`  ${perSetReplayed.join('  ')}`);
if (followUpMisses.length) console.log(`\nFollow-ups whose expected entry is not first:\n${followUpMisses.join('\n')}`);
if (values.slipped)
  console.log(`Slipped questions: top-1 ${slipped.top1} of ${slipped.questions}; refused ${slipped.refused}`);
