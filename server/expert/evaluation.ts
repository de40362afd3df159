/**
 * The evaluation set (server/expert/eval/*.json) and its figures: top-3 retrieval accuracy on
 * the in-scope questions, precision and recall of out_of_scope. Used by `npm run
 * eval:assistant` (eval/run.ts) and by the tests that check the set against the knowledge base.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ExpertEngine } from './engine.ts';

export const EVAL_DIR = join(import.meta.dirname, 'eval');

export const evalItemSchema = z.strictObject({
  question: z.string().trim().min(1),
  history: z.array(z.strictObject({ role: z.enum(['user', 'assistant']), message: z.string().min(1) })).optional(),
  expect: z.union([z.literal('out_of_scope'), z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)]),
});

export type EvalItem = z.infer<typeof evalItemSchema> & { file: string };

/** Every *.json of the folder; malformed files fail loudly, naming the file and the item. */
export function loadEvalSet(dir: string = EVAL_DIR): EvalItem[] {
  const items: EvalItem[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (e) {
      throw new Error(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
    }
    if (!Array.isArray(data)) throw new Error(`${file}: must be a JSON array of questions`);
    data.forEach((raw, i) => {
      const r = evalItemSchema.safeParse(raw);
      if (!r.success) {
        const issue = r.error.issues[0];
        throw new Error(`${file}: item ${i}: ${issue.path.join('.') || 'item'}: ${issue.message}`);
      }
      items.push({ ...r.data, file });
    });
  }
  return items;
}

export interface EvalMiss {
  item: EvalItem;
  got: string;
  top: string[];
  reason: string;
}

export interface EvalReport {
  inScope: number;
  outOfScope: number;
  /** In-scope questions answered (not refused) with the expected entry in the top 3. */
  top3: number;
  top1: number;
  /** Expected entry in the top 3 of the ranking, whatever the scope decision. */
  retrievalTop3: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  top3Accuracy: number;
  misses: EvalMiss[];
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function evaluate(engine: ExpertEngine, items: readonly EvalItem[]): EvalReport {
  let inScope = 0;
  let outOfScope = 0;
  let top3 = 0;
  let top1 = 0;
  let retrievalTop3 = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: EvalMiss[] = [];
  for (const item of items) {
    const analysis = engine.analyse(item.question, item.history ?? []);
    const refused = analysis.kind === 'out_of_scope';
    const top = analysis.hits.slice(0, 3).map((h) => h.entry.id);
    const got = refused
      ? 'out_of_scope'
      : analysis.kind === 'small_talk'
        ? `small_talk:${analysis.smallTalk}`
        : (top[0] ?? '(none)');
    if (item.expect === 'out_of_scope') {
      outOfScope += 1;
      if (refused) tp += 1;
      else {
        fn += 1;
        misses.push({ item, got, top, reason: analysis.reason });
      }
      continue;
    }
    inScope += 1;
    if (refused) fp += 1;
    if (top.includes(item.expect)) retrievalTop3 += 1;
    if (!refused && top.includes(item.expect)) {
      top3 += 1;
      if (top[0] === item.expect) top1 += 1;
    } else {
      misses.push({ item, got, top, reason: analysis.reason });
    }
  }
  return {
    inScope,
    outOfScope,
    top3,
    top1,
    retrievalTop3,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: ratio(tp, tp + fp),
    recall: ratio(tp, tp + fn),
    top3Accuracy: ratio(top3, inScope),
    misses,
  };
}
