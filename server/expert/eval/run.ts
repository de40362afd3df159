/**
 * npm run eval:assistant [-- --verbose] [-- --show-blind] [-- --sets dev,held-out-7]
 *
 * Runs every evaluation set (server/expert/evaluation.ts: the original set, the held-out sets and
 * the development set) through the expert engine (retrieval and scope, no LLM) and prints their figures
 * side by side, then every miss of the training sets (--verbose: dev's too). The misses of a blind
 * set (one not in ASKED_SETS: held-out-13, held-out-15 and later) are not printed unless --show-blind is given:
 * reading them would make it one more set tuned on. `--sets` runs only the named sets (comma
 * separated): while tuning, the training sets alone, so that the validation set's figures are looked
 * at only when meant to (a target is checked only for a set that was run). A set whose folder does
 * not exist (a blind set still being written elsewhere) is skipped. The training sets' questions
 * are in the entries' `asked` field (retrieval.ts), so their figures are training figures; what the
 * ranking does on a set it has not learnt from is printed by `npm run fit:assistant`
 * (leave-one-set-out).
 * Exits 1 when an expected entry does not exist or a figure is below its target:
 *
 *   original set   top-3 on topic, out_of_scope precision and recall >= 90 %
 *   held-out-13    top-1 on topic >= 95 %, out_of_scope precision >= 98 %, median answer < 50 ms
 *
 * The goal of issue 40 is measured on sets written blind (from the entries' ids and titles only)
 * and committed before their first run. held-out-13, written by someone else during the twelfth
 * round, measured the twelfth round blind and is the validation set of the thirteenth (its aggregates
 * looked at twice, its questions and misses never): the gate. The earlier sets' misses were read
 * while tuning (held-out-14 in the thirteenth round's scope work, held-out-12 in the thirteenth
 * round, held-out-11 in the twelfth, held-out-10 in the eleventh, held-out-9 in the tenth, held-out-8
 * in the ninth, held-out-7 in the eighth, held-out-6 in the seventh, held-out-5 in the fifth,
 * held-out-4 in the fourth), so their figures are printed but do not gate (docs/assistant.md §6).
 * The next blind set, held-out-15 (written blind by someone else during the thirteenth round), is
 * reported next to them, not gating, its misses hidden like held-out-13's.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ExpertEngine } from '../engine.ts';
import { ASKED_SETS, EVAL_SETS, evaluate, expectedIds, loadEvalSet, type EvalReport } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';
import { KnowledgeIndex } from '../retrieval.ts';

const { values } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    'show-blind': { type: 'boolean', default: false },
    sets: { type: 'string' },
  },
  strict: true,
});

let started = performance.now();
const entries = loadKnowledge();
const loadMs = performance.now() - started;
started = performance.now();
const index = new KnowledgeIndex(entries);
const indexMs = performance.now() - started;
const engine = new ExpertEngine(index, { llm: null });

const ids = new Set(entries.map((e) => e.id));
const only = values.sets?.split(',').map((name) => name.trim());
const unknownSet = only?.find((name) => !EVAL_SETS.some((s) => s.name === name));
if (unknownSet) {
  console.error(`Unknown set '${unknownSet}' (sets: ${EVAL_SETS.map((s) => s.name).join(', ')}).`);
  process.exit(2);
}
const sets = EVAL_SETS.filter((s) => existsSync(s.dir) && (!only || only.includes(s.name))).map((s) => ({
  ...s,
  items: loadEvalSet(s.dir),
}));
const unknown = sets.flatMap((s) =>
  s.items.flatMap((i) =>
    expectedIds(i)
      .filter((id) => !ids.has(id))
      .map((id) => `${s.name}/${i.file}: expected entry '${id}' does not exist ("${i.question}")`),
  ),
);

const reports: { name: string; report: EvalReport }[] = [];
for (const s of sets) reports.push({ name: s.name, report: await evaluate(engine, s.items) });

const topics = new Map<string, number>();
for (const e of entries) topics.set(e.topic, (topics.get(e.topic) ?? 0) + 1);
console.log(
  `Knowledge base: ${entries.length} entries in ${topics.size} topics (${[...topics].map(([t, n]) => `${t} ${n}`).join(', ')}).`,
);
console.log(`Loaded and checked in ${loadMs.toFixed(0)} ms; index built in ${indexMs.toFixed(0)} ms.`);
console.log('');

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const rows: [string, (r: EvalReport) => string][] = [
  ['questions (entry / domain, no entry / off)', (r) => `${r.questions} (${r.inScope}/${r.inDomain}/${r.outOfScope})`],
  ['  with history (follow-ups)', (r) => String(r.withHistory)],
  ['top-1 on topic', (r) => `${pct(r.top1Accuracy)} (${r.top1})`],
  ['top-3 on topic', (r) => `${pct(r.top3Accuracy)} (${r.top3})`],
  ['expected entry in top 3, any scope', (r) => pct(r.retrievalTop3 / Math.max(1, r.inScope))],
  ['answered with the nearest entries', (r) => String(r.nearest)],
  [
    'in domain, no entry: refused / nearest',
    (r) => (r.inDomain ? `${r.inDomainRefused} / ${r.inDomainNearest} of ${r.inDomain}` : '-'),
  ],
  ['out_of_scope precision', (r) => `${pct(r.precision)} (${r.truePositives}/${r.truePositives + r.falsePositives})`],
  ['out_of_scope recall', (r) => `${pct(r.recall)} (${r.truePositives}/${r.truePositives + r.falseNegatives})`],
  ['median answer / slowest', (r) => `${r.medianMs.toFixed(1)} / ${r.maxMs.toFixed(0)} ms`],
];
const width = Math.max(...rows.map(([label]) => label.length)) + 2;
const col = 22;
console.log(`${''.padEnd(width)}${reports.map((r) => r.name.padEnd(col)).join('')}`);
for (const [label, f] of rows)
  console.log(`${label.padEnd(width)}${reports.map((r) => f(r.report).padEnd(col)).join('')}`);

for (const { name, report } of reports) {
  if (report.misses.length === 0 || (!values.verbose && name === 'dev')) continue;
  if (!ASKED_SETS.includes(name) && !values['show-blind']) {
    console.log('');
    console.log(
      `Misses of the ${name} set: ${report.misses.length}, not printed (a blind set; --show-blind prints them).`,
    );
    continue;
  }
  console.log('');
  console.log(`Misses of the ${name} set (${report.misses.length}):`);
  for (const m of report.misses) {
    console.log(`- [${m.item.file}] "${m.item.question}"${m.item.history?.length ? ' (with history)' : ''}`);
    console.log(
      `    expected ${expectedIds(m.item).join(' | ') || m.item.expect}; got ${m.got}; top 3: ${m.top.join(', ') || '(none)'}; ${m.reason}`,
    );
  }
}

const failures: string[] = [...unknown];
const check = (name: string, label: string, ok: boolean) => {
  if (!ok) failures.push(`${name}: ${label}`);
};
for (const { name, report: r } of reports) {
  if (name === 'original') {
    check(name, 'top-3 on topic below 90 %', r.top3Accuracy >= 0.9);
    check(name, 'out_of_scope precision below 90 %', r.precision >= 0.9);
    check(name, 'out_of_scope recall below 90 %', r.recall >= 0.9);
  }
  if (name === 'held-out-13') {
    check(name, 'top-1 on topic below 95 %', r.top1Accuracy >= 0.95);
    check(name, 'out_of_scope precision below 98 %', r.precision >= 0.98);
    check(name, 'median answer not under 50 ms', r.medianMs < 50);
  }
}
if (failures.length > 0) {
  console.log('');
  console.log('Below target or broken:');
  for (const f of failures) console.log(`- ${f}`);
  process.exit(1);
}
