/**
 * The evaluation sets as data (read by evaluation.ts and eval/run.ts) and the questions the ranking
 * learns from: each entry's `asked` field (retrieval.ts) holds the in-scope questions of the
 * training sets that expect it, in the words of the people who wrote them. The training sets are
 * named one by one (`ASKED_SETS`): the latest blind sets (held-out-6, and any later one) are never
 * among them, so they keep measuring questions the engine has not seen (docs/assistant.md §4, §6).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const EVAL_DIR = join(import.meta.dirname, 'eval');

export const EVAL_SETS = [
  { name: 'original', dir: EVAL_DIR },
  { name: 'held-out', dir: join(EVAL_DIR, 'held-out') },
  { name: 'held-out-2', dir: join(EVAL_DIR, 'held-out-2') },
  { name: 'held-out-3', dir: join(EVAL_DIR, 'held-out-3') },
  { name: 'held-out-4', dir: join(EVAL_DIR, 'held-out-4') },
  { name: 'held-out-5', dir: join(EVAL_DIR, 'held-out-5') },
  { name: 'held-out-6', dir: join(EVAL_DIR, 'held-out-6') },
  { name: 'dev', dir: join(EVAL_DIR, 'dev') },
] as const;

const entryId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const evalItemSchema = z.strictObject({
  question: z.string().trim().min(1),
  history: z.array(z.strictObject({ role: z.enum(['user', 'assistant']), message: z.string().min(1) })).optional(),
  expect: z.union([z.literal('out_of_scope'), z.literal('in_domain'), entryId, z.array(entryId).min(1).max(4)]),
});

export type EvalItem = z.infer<typeof evalItemSchema> & { file: string };

/** The entries that answer an in-scope question (empty for out_of_scope and in_domain). */
export function expectedIds(item: EvalItem): string[] {
  if (item.expect === 'out_of_scope' || item.expect === 'in_domain') return [];
  return typeof item.expect === 'string' ? [item.expect] : item.expect;
}

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

/**
 * The sets the ranking learns from: the development set and the sets whose misses were read while
 * tuning. A new blind set is not added here until it has measured a round (docs/assistant.md §6).
 */
export const ASKED_SETS: readonly string[] = [
  'original',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'dev',
];

/**
 * The questions of the training sets by the entry they expect (follow-ups left out: their words
 * lean on the conversation). `except` leaves sets out (cross-validation, eval/fit-ranking.ts).
 */
export function loadAsked(except: readonly string[] = []): Map<string, string[]> {
  const asked = new Map<string, string[]>();
  for (const set of EVAL_SETS) {
    if (!ASKED_SETS.includes(set.name) || except.includes(set.name)) continue;
    for (const item of loadEvalSet(set.dir)) {
      if (item.history?.length) continue;
      for (const id of expectedIds(item)) asked.set(id, [...(asked.get(id) ?? []), item.question]);
    }
  }
  return asked;
}
