import { describe, expect, it } from 'vitest';
import { CLASSIFIER_OPTIONS, EntryClassifier, featureKeys } from './classifier.ts';
import type { KnowledgeEntry } from './knowledge.ts';
import { CLASSIFIER_REACH, FEATURE_NAMES, RERANK_DEPTH, Reranker } from './rerank.ts';
import { KnowledgeIndex, type Hit } from './retrieval.ts';
import { analyze } from './text.ts';

const filler = 'Texto de relleno sobre equipos y procedimientos de trabajo en planta con frases comunes.';

function entry(id: string, title: string, tags: string[]): KnowledgeEntry {
  return { id, title, topic: 'test', source: 'Texto de prueba', tags, text: `${title}. ${filler}` };
}

// Two siblings that share their subject's words (RS-485), told apart by words of their own.
const entries = [
  entry('rs485-cableado', 'Cableado de una red RS-485', ['resistencia de terminacion', 'par trenzado', 'malla']),
  entry('rs485-diagnostico', 'Diagnostico de una red RS-485', ['errores de comunicacion', 'timeout', 'osciloscopio']),
  entry('pt100', 'Conexion de una PT100', ['tres hilos', 'sonda de platino']),
];
const asked = new Map([
  ['rs485-cableado', ['donde va la resistencia de fin de linea en la red 485', 'como conecto la malla del cable 485']],
  ['rs485-diagnostico', ['la red 485 tira timeout cada rato', 'se pierde la comunicacion 485 con el medidor']],
]);

const probabilities = (clf: EntryClassifier, question: string) =>
  new Map([...clf.logProbabilities(analyze(question))].map(([id, lp]) => [id, Math.exp(lp)]));

describe('EntryClassifier', () => {
  it('learns which words tell sibling entries apart, from the questions and the headings', () => {
    const clf = new EntryClassifier(entries, asked);
    const wiring = probabilities(clf, 'la malla y la resistencia en la red 485');
    expect(wiring.get('rs485-cableado')).toBeGreaterThan(2 * wiring.get('rs485-diagnostico')!);
    const fault = probabilities(clf, 'timeout en la red 485');
    expect(fault.get('rs485-diagnostico')).toBeGreaterThan(2 * fault.get('rs485-cableado')!);
    // An entry no one asked about is known by its title and tags.
    const rtd = probabilities(clf, 'sonda pt100 a tres hilos');
    expect(rtd.get('pt100')).toBeGreaterThan(0.5);
  });

  it('gives a probability to every entry, summing to one, and the same after the same training', () => {
    const a = probabilities(new EntryClassifier(entries, asked), 'red 485');
    const b = probabilities(new EntryClassifier(entries, asked), 'red 485');
    expect([...a.keys()].sort()).toEqual(entries.map((e) => e.id).sort());
    expect([...a.values()].reduce((x, y) => x + y, 0)).toBeCloseTo(1, 6);
    expect(b).toEqual(a);
    // Words it never saw leave it at its prior: no entry stands out.
    const unknown = probabilities(new EntryClassifier(entries, asked), 'zzzz qqqq');
    expect(Math.max(...unknown.values())).toBeLessThan(0.6);
  });

  it('reads terms and pairs of adjacent terms', () => {
    expect(featureKeys(['red', 'rs485', 'red', 'malla'], true)).toEqual([
      'red',
      'rs485',
      'malla',
      'red rs485',
      'rs485 malla',
    ]);
    expect(featureKeys(['red', 'malla'], false)).toEqual(['red', 'malla']);
    expect(CLASSIFIER_OPTIONS.pairs).toBe(true);
  });
});

describe('the classifier in the ranking', () => {
  it('is trained from the index’s own `asked` field, so a fold without a set learns nothing of it', () => {
    const question = 'la red 485 tira timeout cada rato';
    const withIt = new KnowledgeIndex(entries, { asked }).classifier()!;
    const without = new KnowledgeIndex(entries, {
      asked: new Map([['rs485-cableado', asked.get('rs485-cableado')!]]),
    }).classifier()!;
    const p = (clf: EntryClassifier) => Math.exp(clf.logProbabilities(analyze(question)).get('rs485-diagnostico')!);
    expect(p(withIt)).toBeGreaterThan(p(without));
    expect(new KnowledgeIndex(entries, { asked: null, classifier: null }).classifier()).toBeNull();
  });

  it('gives the re-ranker two features, and brings its first choice into the candidates from below', () => {
    expect(FEATURE_NAMES.slice(-2)).toEqual(['classifierGap', 'classifierShare']);
    expect(CLASSIFIER_REACH).toBeGreaterThan(RERANK_DEPTH);
    const many = [
      ...entries,
      entry('modbus', 'Trama Modbus RTU por red RS-485', ['crc']),
      entry('profibus', 'Red Profibus DP', ['conector']),
    ];
    const index = new KnowledgeIndex(many, { asked });
    const reranker = new Reranker(index);
    const own = analyze('la red 485 tira timeout cada rato');
    const hit = (id: string, score: number): Hit => ({ entry: index.entry(id)!, score, matched: { red: ['title'] } });
    // The classifier's choice fifth in the first stage: it joins the first three.
    const hits = ['modbus', 'rs485-cableado', 'profibus', 'pt100', 'rs485-diagnostico'].map((id, i) => hit(id, 10 - i));
    expect(reranker.head(own, hits).map((h) => h.entry.id)).toEqual([
      'modbus',
      'rs485-cableado',
      'profibus',
      'rs485-diagnostico',
    ]);
    const fs = reranker.features([{ term: 'red', weight: 1 }], own, reranker.head(own, hits));
    const share = FEATURE_NAMES.indexOf('classifierShare');
    const gap = FEATURE_NAMES.indexOf('classifierGap');
    expect(fs.reduce((a, f) => a + f[share], 0)).toBeCloseTo(1, 6);
    expect(fs[3][gap]).toBe(0);
    expect(Math.max(...fs.map((f) => f[share]))).toBe(fs[3][share]);
    // Further down than CLASSIFIER_REACH it stays where it is.
    const filler2 = Array.from({ length: CLASSIFIER_REACH }, (_, i) =>
      hit(['modbus', 'profibus', 'pt100'][i % 3], 9 - i),
    );
    const far = [...filler2, hit('rs485-diagnostico', 1)];
    expect(reranker.head(own, far)).toHaveLength(RERANK_DEPTH);
    // The rest of the ranking follows the re-ranked head, without repeating the entry brought up.
    const out = reranker.rerank([{ term: 'red', weight: 1 }], own, hits).map((h) => h.entry.id);
    expect(out).toHaveLength(hits.length);
    expect(new Set(out).size).toBe(hits.length);
  });
});
