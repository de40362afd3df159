import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from './knowledge.ts';
import { FEATURE_NAMES, RERANK_DEPTH, Reranker } from './rerank.ts';
import { KnowledgeIndex } from './retrieval.ts';
import { analyze, stem } from './text.ts';

const filler =
  'Texto de relleno sobre instalaciones, equipos y procedimientos de trabajo en planta con varias frases comunes.';

function entry(id: string, title: string, tags: string[], text: string): KnowledgeEntry {
  return { id, title, topic: 'test', source: 'Texto de prueba', tags, text: `${text} ${filler}` };
}

const entries = [
  entry(
    'vfd',
    'Puesta en marcha de un variador',
    ['parametros del motor'],
    'Se introducen los datos de placa del motor y las rampas.',
  ),
  entry(
    'rtd',
    'Conexion de una PT100',
    ['tres hilos'],
    'La sonda de platino se cablea a tres hilos para compensar el cable.',
  ),
  entry(
    'motor',
    'Motores asincronos',
    ['induccion'],
    'Un motor de induccion gira algo mas lento que el campo; un variador cambia su velocidad.',
  ),
  entry(
    'cable',
    'Cables y bandejas',
    ['canalizacion'],
    'El cable de señal se separa del cable de potencia. El cable apantallado. Cable, cable, cable.',
  ),
  entry('modbus', 'Trama Modbus RTU', ['crc'], 'La trama lleva direccion, funcion, datos y CRC.'),
];

const q = (text: string, weight = 1) => analyze(text).map((term) => ({ term, weight }));

describe('KnowledgeIndex (BM25 over title, tags and text)', () => {
  const index = new KnowledgeIndex(entries);

  it('finds entries through synonyms and inflections', () => {
    expect(index.rank(q('¿Cómo configuro el VFD?'))[0].entry.id).toBe('vfd');
    expect(index.rank(q('termorresistencias a tres hilos'))[0].entry.id).toBe('rtd');
  });

  it('ranks a title match above the same word in another entry text', () => {
    const ids = index.rank(q('variador')).map((h) => h.entry.id);
    expect(ids[0]).toBe('vfd');
    expect(ids).toContain('motor');
  });

  it('weighs a rare term above a common one', () => {
    // 'cable' is everywhere in one entry, 'crc' is rare and in a title-level position.
    expect(index.rank(q('cable crc'))[0].entry.id).toBe('modbus');
  });

  it('lets weighted terms (from earlier turns) count less than the question', () => {
    const now = index.rank([...q('motor'), ...q('PT100', 0.2)]);
    expect(now[0].entry.id).toBe('motor');
    const before = index.rank([...q('motor', 0.2), ...q('PT100')]);
    expect(before[0].entry.id).toBe('rtd');
  });

  it('finds an entry whose title has a synonym phrase by the phrase or by its loose words', () => {
    const idx = new KnowledgeIndex([
      ...entries,
      entry('dol', 'Arranque directo de motores', ['corriente de arranque'], 'Cuándo se permite partir en directo.'),
    ]);
    expect(idx.rank(q('arranque directo'))[0].entry.id).toBe('dol');
    // 'directo' alone (the question does not form the phrase) still meets the title.
    expect(idx.rank(q('partir el motor en directo'))[0].entry.id).toBe('dol');
    expect(idx.rank(q('partir el motor en directo'))[0].matched[stem('directo')]).toContain('title');
  });

  it('returns nothing for an empty query or unknown words', () => {
    expect(index.rank([])).toEqual([]);
    expect(index.rank(q('zzzz qqqq'))).toEqual([]);
  });

  it('reports matched terms with their fields and document frequencies', () => {
    const [hit] = index.rank(q('trama crc'));
    expect(hit.matched.crc).toEqual(expect.arrayContaining(['tags', 'text']));
    expect(index.documentFrequency('crc')).toBe(1);
    expect(index.documentFrequency('motor')).toBe(2);
    expect(index.size).toBe(5);
  });
});

describe('the asked field and the re-ranker', () => {
  it('ranks an entry by the questions it answers, in the askers own words, without making them base vocabulary', () => {
    const asked = new Map([['cable', ['la escalerilla quedó repleta, ¿cuántos conductores caben?']]]);
    const index = new KnowledgeIndex(entries, { asked });
    expect(index.rank(q('escalerilla repleta'))[0]?.entry.id).toBe('cable');
    expect(index.rank(q('escalerilla repleta'))[0].matched[analyze('escalerilla')[0]]).toEqual(['asked']);
    // Without the field nothing matches; with it the scope's vocabulary is still the entries' own.
    expect(new KnowledgeIndex(entries, { asked: null }).rank(q('escalerilla repleta'))).toEqual([]);
    expect(index.documentFrequency(analyze('escalerilla')[0])).toBe(0);
    expect(index.terms('cable')?.asked).toHaveLength(1);
  });

  it('reorders only the first RERANK_DEPTH candidates by its linear score, and keeps the order with the score alone', () => {
    const index = new KnowledgeIndex(entries, { asked: null });
    const query = q('variador del motor de induccion');
    const hits = index.rank(query);
    expect(hits.length).toBeGreaterThan(1);
    const own = analyze('variador del motor de induccion');
    const scoreOnly = [1, ...Array<number>(FEATURE_NAMES.length - 1).fill(0)];
    expect(new Reranker(index, scoreOnly).rerank(query, own, hits).map((h) => h.entry.id)).toEqual(
      hits.map((h) => h.entry.id),
    );
    const features = new Reranker(index, scoreOnly).features(query, own, hits.slice(0, RERANK_DEPTH));
    expect(features.every((f) => f.length === FEATURE_NAMES.length && f.every(Number.isFinite))).toBe(true);
    // All the weight on one feature (how much of its title the question says): the candidate with the
    // most of it comes first, those after the first RERANK_DEPTH keep their place.
    const titleSaid = FEATURE_NAMES.indexOf('titleSaid');
    const weights = FEATURE_NAMES.map((_, j) => (j === titleSaid ? 1 : 0));
    const reranked = new Reranker(index, weights).rerank(query, own, hits);
    const head = hits.slice(0, RERANK_DEPTH);
    const best = head[features.reduce((b, f, i) => (f[titleSaid] > features[b][titleSaid] ? i : b), 0)];
    expect(reranked[0].entry.id).toBe(best.entry.id);
    expect(reranked.slice(RERANK_DEPTH)).toEqual(hits.slice(RERANK_DEPTH));
    expect(new Set(reranked.map((h) => h.entry.id))).toEqual(new Set(hits.map((h) => h.entry.id)));
  });
});
