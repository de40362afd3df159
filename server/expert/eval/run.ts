/**
 * npm run eval:assistant [-- --min 0.9]
 *
 * Runs every question of server/expert/eval/*.json through the expert engine (retrieval and
 * scope, no LLM) and prints top-3 retrieval accuracy on the in-scope questions, precision and
 * recall of out_of_scope, and every miss. Exits 1 when a figure is below --min (default 0.9) or
 * an expected entry id does not exist.
 */
import { parseArgs } from 'node:util';
import { ExpertEngine } from '../engine.ts';
import { evaluate, loadEvalSet } from '../evaluation.ts';
import { loadKnowledge } from '../knowledge.ts';

const { values } = parseArgs({ options: { min: { type: 'string', default: '0.9' } }, strict: true });
const min = Number(values.min);
if (!Number.isFinite(min) || min < 0 || min > 1) {
  console.error(`--min must be a number between 0 and 1 (got ${values.min})`);
  process.exit(2);
}

const entries = loadKnowledge();
const items = loadEvalSet();
const ids = new Set(entries.map((e) => e.id));
const unknown = items.filter((i) => i.expect !== 'out_of_scope' && !ids.has(i.expect));
if (unknown.length > 0) {
  for (const i of unknown) console.error(`${i.file}: expected entry '${i.expect}' does not exist ("${i.question}")`);
  process.exit(1);
}

const started = performance.now();
const engine = new ExpertEngine(entries, { llm: null });
const report = evaluate(engine, items);
const ms = performance.now() - started;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const followUps = items.filter((i) => i.history?.length).length;
console.log(
  `Knowledge base: ${entries.length} entries. Evaluation set: ${items.length} questions (${report.inScope} in scope, ${report.outOfScope} out of scope, ${followUps} with history).`,
);
console.log('');
console.log(
  `Top-3 retrieval accuracy (in scope, answered): ${pct(report.top3Accuracy)}  (${report.top3}/${report.inScope})`,
);
console.log(
  `  top-1: ${pct(report.top1 / Math.max(1, report.inScope))}; expected entry in the top 3 regardless of scope: ${pct(report.retrievalTop3 / Math.max(1, report.inScope))}`,
);
console.log(
  `out_of_scope precision: ${pct(report.precision)}  (${report.truePositives}/${report.truePositives + report.falsePositives})`,
);
console.log(
  `out_of_scope recall:    ${pct(report.recall)}  (${report.truePositives}/${report.truePositives + report.falseNegatives})`,
);
console.log(`(${(ms / items.length).toFixed(1)} ms per question)`);

if (report.misses.length > 0) {
  console.log('');
  console.log(`Misses (${report.misses.length}):`);
  for (const m of report.misses) {
    console.log(`- [${m.item.file}] "${m.item.question}"${m.item.history?.length ? ' (with history)' : ''}`);
    console.log(`    expected ${m.item.expect}; got ${m.got}; top 3: ${m.top.join(', ') || '(none)'}; ${m.reason}`);
  }
}

const below = [
  ['top-3 accuracy', report.top3Accuracy],
  ['out_of_scope precision', report.precision],
  ['out_of_scope recall', report.recall],
].filter(([, v]) => (v as number) < min);
if (below.length > 0) {
  console.log('');
  console.log(`Below the ${pct(min)} target: ${below.map(([n]) => n).join(', ')}.`);
  process.exit(1);
}
