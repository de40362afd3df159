/**
 * The knowledge base: server/expert/knowledge/*.json, each a JSON array of entries written for
 * this project, each citing the kind of source it summarises (`source`). Loading validates every entry and fails loudly (file and entry named) on bad
 * JSON, a missing field or a repeated id, so a broken file never reaches users half-loaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const KNOWLEDGE_DIR = join(import.meta.dirname, 'knowledge');

export const knowledgeEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case'),
  title: z.string().trim().min(3).max(120),
  topic: z.string().trim().min(2).max(60),
  /** The kind of source the entry summarises in our words: a standard, a manufacturer's manual type, a textbook topic. */
  source: z.string().trim().min(10).max(200),
  tags: z.array(z.string().trim().min(1).max(60)).min(1).max(30),
  text: z.string().trim().min(200).max(4000),
});

export type KnowledgeEntry = z.infer<typeof knowledgeEntrySchema>;

export class KnowledgeError extends Error {}

/** Parses one knowledge file's text; `name` only labels the errors. */
export function parseKnowledgeFile(name: string, text: string): KnowledgeEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new KnowledgeError(`${name}: not valid JSON (${e instanceof Error ? e.message : String(e)})`, { cause: e });
  }
  if (!Array.isArray(data)) throw new KnowledgeError(`${name}: must be a JSON array of entries`);
  return data.map((item, i) => {
    const r = knowledgeEntrySchema.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0];
      const label = typeof (item as { id?: unknown })?.id === 'string' ? ` (${(item as { id: string }).id})` : '';
      throw new KnowledgeError(`${name}: entry ${i}${label}: ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    return r.data;
  });
}

/** Every *.json file of the folder, in name order; ids must be unique across all of them. */
export function loadKnowledge(dir: string = KNOWLEDGE_DIR): KnowledgeEntry[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const entries: KnowledgeEntry[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const entry of parseKnowledgeFile(file, readFileSync(join(dir, file), 'utf8'))) {
      const other = seen.get(entry.id);
      if (other) throw new KnowledgeError(`${file}: id '${entry.id}' is already used in ${other}`);
      seen.set(entry.id, file);
      entries.push(entry);
    }
  }
  if (entries.length === 0) throw new KnowledgeError(`no knowledge entries in ${dir}`);
  return entries;
}
