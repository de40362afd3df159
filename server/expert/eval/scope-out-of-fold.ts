/**
 * npx tsx server/expert/eval/scope-out-of-fold.ts [-- --verbose] [-- --no-model]
 *
 * The scope decision measured out of fold on the training sets (evaluation.ts, ASKED_SETS: never
 * held-out-13, held-out-15 or a later blind set). For each set S, the engine is built with the `asked` field
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
import { loadKnowledge } from '../knowledge.ts';
import { foldEngine, trainingSets } from './folds.ts';
import { generator, slip, terse } from './variants.ts';

const { values } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, 'no-model': { type: 'boolean', default: false } },
  strict: true,
});

const entries = loadKnowledge();
const sets = trainingSets();
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
  const engine = foldEngine(entries, s.name, { domainModel: !values['no-model'] });
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
        ['slips', slip(item.question, random)],
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
