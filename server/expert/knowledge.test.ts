/**
 * The knowledge base and the evaluation set as data: every file loads, ids are unique, every
 * entry has what an answer needs, the base has at least 150 entries, every expected id exists,
 * and the figures of `npm run eval:assistant` stay at 90 % or above.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExpertEngine } from './engine.ts';
import { evaluate, loadEvalSet } from './evaluation.ts';
import { KNOWLEDGE_DIR, KnowledgeError, loadKnowledge, parseKnowledgeFile } from './knowledge.ts';

const entries = loadKnowledge();
const items = loadEvalSet();

describe('knowledge base', () => {
  it('loads every file, each a non-empty array', () => {
    const files = readdirSync(KNOWLEDGE_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const f of files) {
      const data: unknown = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, f), 'utf8'));
      expect(Array.isArray(data) && data.length > 0, f).toBe(true);
    }
  });

  it('has at least 150 entries with unique kebab-case ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every entry a title, a topic, tags and a practical answer of 60 to 300 words', () => {
    for (const e of entries) {
      const n = e.text.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;
      expect(n, e.id).toBeGreaterThanOrEqual(60);
      expect(n, e.id).toBeLessThanOrEqual(300);
      expect(e.title.trim(), e.id).not.toBe('');
      expect(e.tags.length, e.id).toBeGreaterThan(0);
    }
  });

  it('closes every code block it opens', () => {
    for (const e of entries) expect((e.text.match(/```/g) ?? []).length % 2, e.id).toBe(0);
  });

  it('covers the fourteen topics of the issue', () => {
    const topics = new Set(entries.map((e) => e.topic));
    expect(topics.size).toBeGreaterThanOrEqual(14);
  });

  it('fails loudly on malformed files', () => {
    expect(() => parseKnowledgeFile('x.json', '[{')).toThrow(/x.json: not valid JSON/);
    expect(() => parseKnowledgeFile('x.json', '{}')).toThrow(/must be a JSON array/);
    expect(() =>
      parseKnowledgeFile('x.json', JSON.stringify([{ id: 'Bad Id', title: 'T', topic: 't', tags: ['a'], text: 'x' }])),
    ).toThrow(/entry 0 \(Bad Id\): id: id must be kebab-case/);
    const dir = mkdtempSync(join(tmpdir(), 'axel-kb-'));
    const e = { id: 'dup', title: 'Entrada', topic: 'test', tags: ['a'], text: 'x'.repeat(250) };
    writeFileSync(join(dir, 'a.json'), JSON.stringify([e]));
    writeFileSync(join(dir, 'b.json'), JSON.stringify([e]));
    expect(() => loadKnowledge(dir)).toThrow(KnowledgeError);
    expect(() => loadKnowledge(dir)).toThrow(/b.json: id 'dup' is already used in a.json/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('evaluation set', () => {
  it('has at least 80 questions, in scope and out of scope, some with history', () => {
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(items.filter((i) => i.expect === 'out_of_scope').length).toBeGreaterThan(0);
    expect(items.filter((i) => i.history?.length).length).toBeGreaterThan(0);
  });

  it('expects only entries that exist', () => {
    const ids = new Set(entries.map((e) => e.id));
    const unknown = items
      .filter((i) => i.expect !== 'out_of_scope' && !ids.has(i.expect))
      .map((i) => `${i.file}: ${i.expect}`);
    expect(unknown).toEqual([]);
  });

  it('keeps top-3 accuracy and out_of_scope precision and recall at 90 % or above', async () => {
    const report = await evaluate(new ExpertEngine(entries, { llm: null }), items);
    expect(report.top3Accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.recall).toBeGreaterThanOrEqual(0.9);
  });
});
