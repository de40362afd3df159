/**
 * The knowledge base and the evaluation sets as data: every file loads, ids are unique, every
 * entry has what an answer needs and cites its kind of source, the base covers the areas of
 * issue 40, every expected id exists, and the figures of `npm run eval:assistant` stay at their
 * targets: the original set at 90 % or above, the read held-out sets at the level reached (top-1 on
 * topic: first 96 %, second 90 %, third 82 %, fourth 90 %, fifth 91 %, sixth to twelfth and fourteenth
 * 97 %, the last ones in-sample since the ranking learns from them; issue 40 asks 95 % on a blind set)
 * and 98 % out_of_scope precision. The blind sets (held-out-13, held-out-15) are not asserted on here;
 * held-out-14, read in the thirteenth round, is a training set.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExpertEngine } from './engine.ts';
import { ASKED_SETS, EVAL_SETS, evaluate, expectedIds, loadAsked, loadEvalSet } from './evaluation.ts';
import { KNOWLEDGE_DIR, KnowledgeError, loadKnowledge, parseKnowledgeFile } from './knowledge.ts';

const entries = loadKnowledge();
const items = loadEvalSet();
// A blind set being written elsewhere (held-out-14) is measured once its folder is merged.
const sets = EVAL_SETS.filter((s) => existsSync(s.dir)).map((s) => ({ name: s.name, items: loadEvalSet(s.dir) }));
const engine = new ExpertEngine(entries, { llm: null });

describe('knowledge base', () => {
  it('loads every file, each a non-empty array', () => {
    const files = readdirSync(KNOWLEDGE_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const f of files) {
      const data: unknown = JSON.parse(readFileSync(join(KNOWLEDGE_DIR, f), 'utf8'));
      expect(Array.isArray(data) && data.length > 0, f).toBe(true);
    }
  });

  it('has at least 260 entries with unique kebab-case ids', () => {
    expect(entries.length).toBeGreaterThanOrEqual(260);
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('cites for every entry the kind of source it summarises', () => {
    for (const e of entries) expect(e.source.length, e.id).toBeGreaterThanOrEqual(10);
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

  it('covers the fourteen topics of the first issue and the areas of issue 40', () => {
    const topics = new Map<string, number>();
    for (const e of entries) topics.set(e.topic, (topics.get(e.topic) ?? 0) + 1);
    expect(topics.size).toBeGreaterThanOrEqual(19);
    for (const area of [
      'envolventes-atex',
      'motores',
      'instalaciones-electricas',
      'bombas-compresores',
      'lubricacion-vibraciones',
    ]) {
      expect(topics.get(area) ?? 0, area).toBeGreaterThanOrEqual(10);
    }
  });

  it('fails loudly on malformed files', () => {
    expect(() => parseKnowledgeFile('x.json', '[{')).toThrow(/x.json: not valid JSON/);
    expect(() => parseKnowledgeFile('x.json', '{}')).toThrow(/must be a JSON array/);
    expect(() =>
      parseKnowledgeFile('x.json', JSON.stringify([{ id: 'Bad Id', title: 'T', topic: 't', tags: ['a'], text: 'x' }])),
    ).toThrow(/entry 0 \(Bad Id\): id: id must be kebab-case/);
    const dir = mkdtempSync(join(tmpdir(), 'axel-kb-'));
    const e = {
      id: 'dup',
      title: 'Entrada',
      topic: 'test',
      source: 'Norma de prueba',
      tags: ['a'],
      text: 'x'.repeat(250),
    };
    expect(() => parseKnowledgeFile('x.json', JSON.stringify([{ ...e, source: undefined }]))).toThrow(
      /entry 0 \(dup\): source/,
    );
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

  it('expects only entries that exist, in every set', () => {
    const ids = new Set(entries.map((e) => e.id));
    const unknown = sets.flatMap((s) =>
      s.items.flatMap((i) =>
        expectedIds(i)
          .filter((id) => !ids.has(id))
          .map((id) => `${s.name}/${i.file}: ${id}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('has a held-out set of at least 100 in-scope and 20 off-topic questions, some with history', () => {
    const heldOut = sets.find((s) => s.name === 'held-out')!.items;
    expect(heldOut.filter((i) => expectedIds(i).length > 0).length).toBeGreaterThanOrEqual(100);
    expect(heldOut.filter((i) => i.expect === 'out_of_scope').length).toBeGreaterThanOrEqual(20);
    expect(heldOut.filter((i) => i.history?.length).length).toBeGreaterThan(0);
  });

  it('has a second held-out set of at least 100 in-scope and 20 off-topic questions, and a third one', () => {
    const second = sets.find((s) => s.name === 'held-out-2')!.items;
    expect(second.filter((i) => expectedIds(i).length > 0).length).toBeGreaterThanOrEqual(100);
    expect(second.filter((i) => i.expect === 'out_of_scope').length).toBeGreaterThanOrEqual(20);
    expect(second.filter((i) => i.expect === 'in_domain').length).toBeGreaterThan(0);
    expect(second.filter((i) => i.history?.length).length).toBeGreaterThan(0);
    const third = sets.find((s) => s.name === 'held-out-3')!.items;
    expect(third.filter((i) => expectedIds(i).length > 0).length).toBeGreaterThanOrEqual(60);
    expect(third.filter((i) => i.expect === 'out_of_scope').length).toBeGreaterThanOrEqual(15);
  });

  // The ranking learns from the training sets' questions (each entry's `asked` field); the latest blind
  // set measures it, so none of its questions may be among them (docs/assistant.md §4).
  it('learns from the training sets only: the blind sets are not among them', () => {
    // held-out-12 validated the twelfth round and is a training set since the thirteenth; held-out-13
    // validates the thirteenth round and held-out-14 is written blind to measure it.
    expect(ASKED_SETS).toContain('held-out-11');
    expect(ASKED_SETS).toContain('held-out-12');
    expect(ASKED_SETS).not.toContain('held-out-13');
    // held-out-14 measured the twelfth round blind and was read in the thirteenth round's scope work.
    expect(ASKED_SETS).toContain('held-out-14');
    expect(ASKED_SETS).not.toContain('held-out-15');
    for (const name of ASKED_SETS) expect(EVAL_SETS.map((s) => s.name)).toContain(name);
    const training = new Set(
      sets.filter((s) => ASKED_SETS.includes(s.name)).flatMap((s) => s.items.map((i) => i.question)),
    );
    const asked = [...loadAsked().values()].flat();
    expect(asked.length).toBeGreaterThan(1000);
    expect(asked.filter((q) => !training.has(q))).toEqual([]);
    expect([...loadAsked(['dev']).values()].flat().length).toBeLessThan(asked.length);
  });

  it('keeps top-3 accuracy and out_of_scope precision and recall at 90 % or above on the original set', async () => {
    const report = await evaluate(engine, items);
    expect(report.top3Accuracy).toBeGreaterThanOrEqual(0.9);
    expect(report.precision).toBeGreaterThanOrEqual(0.9);
    expect(report.recall).toBeGreaterThanOrEqual(0.9);
  });

  // The goal of issue 40 is 95 % top-1 on a held-out set written blind. The first four sets were read
  // while tuning (the fourth in the fourth round, after it had measured the third round at 82.2 %), so
  // these guard the level reached on them, not the goal; the fifth set measures it (docs/assistant.md §6).
  it('keeps the first held-out set at 96 % top-1 on topic and 98 % out_of_scope precision or above', async () => {
    const report = await evaluate(engine, sets.find((s) => s.name === 'held-out')!.items);
    expect(report.top1Accuracy).toBeGreaterThanOrEqual(0.96);
    expect(report.precision).toBeGreaterThanOrEqual(0.98);
  });

  // Each read set's floor (top-1 on topic, and out_of_scope recall where it was guarded); every one
  // keeps 98 % out_of_scope precision and refuses no domain question.
  //   held-out-4: blind when the third round was measured on it, read in the fourth round;
  //   held-out-5: blind when the fourth round was measured on it, read in the fifth round;
  //   held-out-6: the validation set of the sixth round, read in the seventh; held-out-7: the validation
  //   set of the seventh round, read in the eighth; held-out-8: the validation set of the eighth round,
  //   read in the ninth; held-out-9: the validation set of the ninth round, read in the tenth;
  //   held-out-10: the validation set of the tenth round, read in the eleventh; held-out-11: the
  //   validation set of the eleventh round, read in the twelfth; held-out-12: the validation set of the
  //   twelfth round, read in the thirteenth; held-out-14: blind when the twelfth round was measured on
  //   it, read in the thirteenth (training sets since: these are in-sample figures, a regression
  //   guard; the out-of-fold ones are fit:assistant's).
  const floors: Array<{ name: string; top1: number; recall?: number }> = [
    { name: 'held-out-2', top1: 0.9, recall: 0.95 },
    { name: 'held-out-3', top1: 0.82 },
    { name: 'held-out-4', top1: 0.9 },
    { name: 'held-out-5', top1: 0.91, recall: 0.97 },
    { name: 'held-out-6', top1: 0.97, recall: 0.9 },
    { name: 'held-out-7', top1: 0.97, recall: 0.85 },
    { name: 'held-out-8', top1: 0.97, recall: 0.85 },
    { name: 'held-out-9', top1: 0.97, recall: 0.8 },
    { name: 'held-out-10', top1: 0.97, recall: 0.7 },
    { name: 'held-out-11', top1: 0.97, recall: 0.8 },
    { name: 'held-out-12', top1: 0.97, recall: 0.7 },
    { name: 'held-out-14', top1: 0.97, recall: 0.85 },
  ];
  it.each(floors)(
    'keeps $name at the level reached, never refusing a domain question',
    async ({ name, top1, recall }) => {
      const report = await evaluate(engine, sets.find((s) => s.name === name)!.items);
      expect(report.top1Accuracy).toBeGreaterThanOrEqual(top1);
      expect(report.precision).toBeGreaterThanOrEqual(0.98);
      if (recall !== undefined) expect(report.recall).toBeGreaterThanOrEqual(recall);
      expect(report.inDomainRefused).toBe(0);
    },
  );

  it('never refuses a question of the development set that is about the domain without an entry', async () => {
    const report = await evaluate(engine, sets.find((s) => s.name === 'dev')!.items);
    expect(report.inDomain).toBeGreaterThan(0);
    expect(report.inDomainRefused).toBe(0);
  });
});
