import { describe, expect, it } from 'vitest';
import { editDistance, sound, Speller } from './spelling.ts';

describe('editDistance (with adjacent swaps)', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(editDistance('termopar', 'termopar', 2)).toBe(0);
    expect(editDistance('interperie', 'intemperie', 2)).toBe(1);
    expect(editDistance('termocpla', 'termocupla', 2)).toBe(1);
    expect(editDistance('varaidor', 'variador', 2)).toBe(1);
    expect(editDistance('contador', 'contactor', 2)).toBe(2);
  });

  it('stops early past the limit', () => {
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
    expect(editDistance('bomba', 'xxxxx', 1)).toBe(2);
  });
});

describe("sound (how a word sounds in Chile's Spanish)", () => {
  it('hears s, z and soft c alike, b and v, ll and y, and no h', () => {
    expect(sound('tencion')).toBe(sound('tension'));
    expect(sound('bovina')).toBe(sound('bobina'));
    expect(sound('censor')).toBe(sound('sensor'));
    expect(sound('abiso')).toBe(sound('aviso'));
    expect(sound('siclo')).toBe(sound('ciclo'));
    expect(sound('hallen')).toBe(sound('allen'));
    // A hard c, and ch, are not s.
    expect(sound('casa')).not.toBe(sound('sasa'));
    expect(sound('chico')).not.toBe(sound('sico'));
  });
});

describe('Speller', () => {
  const speller = new Speller([
    'intemperie',
    'termocupla',
    'cable',
    'cables',
    'cuenta',
    'variador',
    'variador',
    'valor',
    'tono',
    'tornillo',
    'canal',
    'canales',
  ]);

  it('mends a slip in an unknown word of five letters or more', () => {
    expect(speller.suggest('interperie')).toBe('intemperie');
    expect(speller.suggest('termocpla')).toBe('termocupla');
    expect(speller.suggest('varaidor')).toBe('variador');
  });

  it('reads a diminutive as its word', () => {
    expect(speller.suggest('cablecitos')).toBe('cable');
  });

  it('prefers a slip of one letter to a diminutive or a pronoun ending (fourth round)', () => {
    // 'tonillo' is 'tornillo' missing a letter, not a little 'tono'; 'canalles' is not 'canal' + 'les'.
    expect(speller.suggest('tonillo')).toBe('tornillo');
    expect(speller.suggest('canalles')).toBe('canales');
  });

  it('leaves known words, short words, far words and forms of a known word alone', () => {
    expect(speller.suggest('variador')).toBeNull();
    expect(speller.suggest('vlor')).toBeNull();
    expect(speller.suggest('perro')).toBeNull();
    // 'cuéntame' is 'cuenta' plus a pronoun, not a slip; nor is a pronoun after another known verb.
    expect(speller.suggest('cuentame')).toBeNull();
    expect(speller.suggest('variadorlo')).toBeNull();
  });
});
