import { describe, expect, it } from 'vitest';
import { DomainModel } from './domain-model.ts';
import { loadScopeExamples } from './evaluation.ts';

describe('DomainModel', () => {
  it('is null without examples of both classes (a copy without the evaluation folder)', () => {
    expect(DomainModel.train([], ['receta de pan'])).toBeNull();
    expect(DomainModel.train(['variador de frecuencia'], [])).toBeNull();
  });

  it('learns which words are the domain’s, and the same examples give the same model', () => {
    const domain = ['como ajusto el variador de frecuencia', 'el sensor inductivo no detecta', 'cableado del variador'];
    const off = ['receta de pan amasado', 'quien gano el partido', 'receta de torta'];
    const a = DomainModel.train(domain, off)!;
    const b = DomainModel.train(domain, off)!;
    expect(a.probability('falla del variador')).toBeGreaterThan(0.5);
    expect(a.probability('una receta')).toBeLessThan(0.5);
    expect(a.probability('falla del variador')).toBe(b.probability('falla del variador'));
  });

  it('is trained on the training sets by default: their in-scope questions against their off-topic ones', () => {
    const { domain, off } = loadScopeExamples();
    expect(domain.length).toBeGreaterThan(3000);
    expect(off.length).toBeGreaterThan(400);
    // Out of fold: a set left out is not among the examples.
    const without = loadScopeExamples(['held-out-10']);
    expect(without.off.length).toBeLessThan(off.length);
  });
});
