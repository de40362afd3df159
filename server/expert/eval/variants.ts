/**
 * The harder variants of the training sets' questions that eval/out-of-fold.ts and
 * eval/answer-or-nearest.ts ask (fixed seeds: the same questions on every run): typing slips, and
 * questions with a third of their words dropped (blind questions say less in the base's words).
 */
import { expectedIds, type EvalItem } from '../evaluation.ts';

/** A deterministic generator (xorshift32) in [0, 1). */
export function generator(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** The question with a slip in about half of its words of six letters or more. */
export function slip(question: string, random: () => number): string {
  return question.replace(/\p{L}{6,}/gu, (w) => {
    if (random() >= 0.5) return w;
    const i = 1 + Math.floor(random() * (w.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return w.slice(0, i) + w.slice(i + 1);
    if (kind === 1) return w.slice(0, i) + w[i] + w.slice(i);
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  });
}

/** The question with a third of its words (rounded down) dropped at random. */
export function terse(question: string, random: () => number): string {
  const ws = question.split(/\s+/).filter(Boolean);
  const order = ws.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const dropped = new Set(order.slice(0, Math.floor(ws.length / 3)));
  return ws.filter((_, i) => !dropped.has(i)).join(' ');
}

export interface Variant {
  name: 'Slipped' | 'Terse';
  change: (question: string, random: () => number) => string;
  seed: (k: number, set: string) => number;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'Slipped', change: slip, seed: (k, set) => k * 7919 + set.length * 31 },
  { name: 'Terse', change: terse, seed: (k, set) => k * 104729 + set.length * 17 },
];

/**
 * A set's in-scope questions, then its in-domain ones, changed by the variant with seed k (the
 * in-scope questions first, with the generator the slipped figures of the eleventh round used).
 */
export function variantItems(items: readonly EvalItem[], v: Variant, k: number, set: string): EvalItem[] {
  const random = generator(v.seed(k, set));
  return [...items.filter((i) => expectedIds(i).length > 0), ...items.filter((i) => i.expect === 'in_domain')].map(
    (i) => ({ ...i, question: v.change(i.question, random) }),
  );
}
