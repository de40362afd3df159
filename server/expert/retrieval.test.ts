import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from './knowledge.ts';
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
