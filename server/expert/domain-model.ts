/**
 * A learned second opinion on scope (issue 40, eleventh round): the probability that a message is
 * about the domain, from a logistic regression over its analysed terms (text.ts). Trained on the
 * training sets' questions (evaluation.ts, loadScopeExamples): their in-scope and in-domain
 * questions against their off-topic ones, each class weighing the same in total. It never refuses
 * on its own: the engine asks it only to let in a question the lexicons found no domain word and
 * no off-topic word in (DOMAIN_MODEL_RESCUE; DOMAIN_MODEL_UNKNOWN_WORDS when the question has real
 * words that neither the base nor the model knows), or to overrule off-topic words that stand
 * against a strong domain word (DOMAIN_MODEL_VETO; engine.ts). Character n-grams of the words were
 * tried as features too and dropped: they learnt the questions' style ('qué significa', 'diferencia
 * entre') and let more off-topic questions in (docs/assistant.md §3, 'Eleventh round').
 */
import { analyze } from './text.ts';

export interface DomainModelOptions {
  /** Passes over the examples (stochastic gradient, step rate / (1 + pass)). */
  epochs?: number;
  /** L2 penalty per example. */
  lambda?: number;
  rate?: number;
}

export class DomainModel {
  private constructor(
    private readonly weights: ReadonlyMap<string, number>,
    private readonly bias: number,
  ) {}

  /**
   * Fits the model: `domain` texts are the positive class, `off` the negative one. Null when a class
   * has no example (a copy without the evaluation folder): no second opinion then.
   */
  static train(
    domain: readonly string[],
    off: readonly string[],
    options: DomainModelOptions = {},
  ): DomainModel | null {
    const { epochs = 12, lambda = 1e-2, rate = 0.2 } = options;
    if (domain.length === 0 || off.length === 0) return null;
    const offWeight = domain.length / off.length;
    const data = [
      ...domain.map((t) => ({ x: [...new Set(analyze(t))], y: 1, w: 1 })),
      ...off.map((t) => ({ x: [...new Set(analyze(t))], y: 0, w: offWeight })),
    ].filter((d) => d.x.length > 0);
    const weights = new Map<string, number>();
    let bias = 0;
    // A fixed order that interleaves the classes (deterministic: the same texts give the same model).
    const order = data.map((_, i) => i).sort((a, b) => ((a * 2654435761) >>> 0) - ((b * 2654435761) >>> 0));
    for (let epoch = 0; epoch < epochs; epoch++) {
      const step = rate / (1 + epoch);
      for (const i of order) {
        const d = data[i];
        let z = bias;
        for (const f of d.x) z += weights.get(f) ?? 0;
        const g = (1 / (1 + Math.exp(-z)) - d.y) * d.w;
        bias -= step * g;
        for (const f of d.x) {
          const v = weights.get(f) ?? 0;
          weights.set(f, v - step * (g + lambda * v));
        }
      }
    }
    return new DomainModel(weights, bias);
  }

  /** The term was in its examples: its weight says what it means for the domain. */
  knows(term: string): boolean {
    return this.weights.has(term);
  }

  /** Probability that the text is about the domain. */
  probability(text: string): number {
    let z = this.bias;
    for (const t of new Set(analyze(text))) z += this.weights.get(t) ?? 0;
    return 1 / (1 + Math.exp(-z));
  }
}
