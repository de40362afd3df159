/**
 * npx tsx server/expert/eval/scope-out-of-fold.ts [-- --verbose] [-- --no-model]
 *
 * The scope decision measured out of fold on the training sets (evaluation.ts, ASKED_SETS: never
 * held-out-11 or a later blind set). For each set S, the engine is built with the `asked` field
 * (retrieval.ts) and the domain model (domain-model.ts) learnt from the other sets only; printed:
 * S's in-scope and in-domain questions refused, its off-topic questions let in, and the same
 * in-scope and in-domain questions changed two ways, three seeds each: typing slips (one letter
 * dropped, doubled or two swapped in half of the words of six letters or more) and terse (a random
 * third of the words dropped, as staff write in a hurry): refused. Then how many questions the
 * domain model let in (or kept in against off-topic words), by its probability. `--no-model`
 * measures the lexicons alone; `--verbose` prints every refusal of a changed question too.
 * The re-ranker's weights are the committed ones (in-sample); the scope barely depends on them.
 */
import { parseArgs } from 'node:util';
import { DomainModel } from '../domain-model.ts';
import { ExpertEngine } from '../engine.ts';
import { ASKED_SETS, EVAL_SETS, loadAsked, loadEvalSet, loadScopeExamples } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { KnowledgeIndex } from '../retrieval.ts';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, 'no-model': { type: 'boolean', default: false } },
  strict: true,
});

/** A small seeded generator (mulberry32), so the changed questions are the same at every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One letter dropped, doubled or two swapped in half of the words of six letters or more. */
function withSlips(question: string, random: () => number): string {
  return question.replace(/\p{L}{6,}/gu, (w) => {
    if (random() >= 0.5) return w;
    const i = 1 + Math.floor(random() * (w.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return w.slice(0, i) + w.slice(i + 1);
    if (kind === 1) return w.slice(0, i) + w[i] + w.slice(i);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  });
}

/** A random third of the words dropped. */
function terse(question: string, random: () => number): string {
  const ws = question.split(/\s+/).filter(Boolean);
  const order = ws.map((_, i) => ({ i, k: random() })).sort((a, b) => a.k - b.k);
  const gone = new Set(order.slice(0, Math.floor(ws.length / 3)).map((o) => o.i));
  return ws.filter((_, i) => !gone.has(i)).join(' ');
}

const entries = loadKnowledge();
const sets = EVAL_SETS.filter((s) => ASKED_SETS.includes(s.name)).map((s) => ({
  name: s.name,
  items: loadEvalSet(s.dir),
}));
const totals = { inScope: 0, refused: 0, off: 0, letIn: 0, changed: 0, slipsRefused: 0, terseRefused: 0 };
/** The domain model's probability for each question it let in (or kept in against off-topic words), by kind. */
const byModel: Record<string, { p: number; veto: boolean }[]> = {
  'in scope': [],
  'off-topic': [],
  slips: [],
  terse: [],
};
const note = (kind: string, reason: string) => {
  const m = /domain model \((\d\.\d+)\)/.exec(reason);
  if (m) byModel[kind].push({ p: Number(m[1]), veto: reason.includes('outweighs') });
};

for (const s of sets) {
  const index = new KnowledgeIndex(entries, { asked: loadAsked([s.name]) });
  const { domain, off } = loadScopeExamples([s.name]);
  const engine = new ExpertEngine(index, {
    llm: null,
    domainModel: values['no-model'] ? null : DomainModel.train(domain, off),
  });
  const lines: string[] = [];
  let refused = 0;
  let letIn = 0;
  for (const item of s.items) {
    const history = item.history ?? [];
    const a = engine.analyse(item.question, history);
    if (item.expect === 'out_of_scope') {
      totals.off += 1;
      note('off-topic', a.reason);
      if (a.kind !== 'out_of_scope') {
        letIn += 1;
        lines.push(`  let in: "${item.question}" (${a.reason})`);
      }
      continue;
    }
    totals.inScope += 1;
    note('in scope', a.reason);
    if (a.kind === 'out_of_scope') {
      refused += 1;
      lines.push(`  refused: "${item.question}" (${a.reason})`);
    }
    for (const seed of [1, 2, 3]) {
      const random = generator(seed * 7919 + totals.inScope);
      totals.changed += 1;
      for (const [kind, q] of [
        ['slips', withSlips(item.question, random)],
        ['terse', terse(item.question, random)],
      ] as const) {
        const c = engine.analyse(q, history);
        note(kind, c.reason);
        if (c.kind !== 'out_of_scope') continue;
        if (kind === 'slips') totals.slipsRefused += 1;
        else totals.terseRefused += 1;
        if (values.verbose) lines.push(`  ${kind}, refused: "${q}" (${c.reason})`);
      }
    }
  }
  totals.refused += refused;
  totals.letIn += letIn;
  console.log(`${s.name}: in scope or in domain refused ${refused}, off-topic let in ${letIn}`);
  for (const line of lines) console.log(line);
}
console.log('');
console.log(
  `Out of fold: in scope or in domain refused ${totals.refused} of ${totals.inScope}; off-topic let in ${totals.letIn} of ${totals.off}; with slips refused ${totals.slipsRefused} of ${totals.changed}; terse refused ${totals.terseRefused} of ${totals.changed}`,
);
for (const t of [0.5, 0.6, 0.7, 0.8, 0.9])
  console.log(
    `let in by the domain model at probability >= ${t}: ${Object.entries(byModel)
      .map(([kind, xs]) => `${kind} ${xs.filter((x) => !x.veto && x.p >= t).length}`)
      .join(', ')}`,
  );
console.log(
  `kept in against off-topic words: ${Object.entries(byModel)
    .map(([kind, xs]) => `${kind} ${xs.filter((x) => x.veto).length}`)
    .join(', ')}`,
);
