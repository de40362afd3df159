export interface BenchLine {
  name: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export function summarize(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95) };
}

export async function timeIt(fn: () => Promise<unknown>, runs: number, warmup = 5): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = await fn();
    out.push(selfTimed(r) ? r.ms : performance.now() - t);
  }
  return out;
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** What a function that times itself answers (timeIt, timeInterleaved). */
export interface SelfTimed {
  ms: number;
}
function selfTimed(x: unknown): x is SelfTimed {
  return typeof x === 'object' && x !== null && typeof (x as SelfTimed).ms === 'number';
}

/**
 * Times a and b alternately (a, b, b, a, a, b, ...), so load that comes and goes on a shared
 * machine weighs on both alike; returns each one's samples and the median of the per-pair ratios.
 */
export async function timeInterleaved(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs: number,
  warmup = 5,
): Promise<{ a: number[]; b: number[]; ratio: number }> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  const ratios: number[] = [];
  // A function that times itself (in another process) answers { ms }.
  const once = async (fn: () => Promise<unknown>) => {
    const t = performance.now();
    const out = await fn();
    return selfTimed(out) ? out.ms : performance.now() - t;
  };
  for (let i = 0; i < runs; i++) {
    const [ta, tb] =
      i % 2 === 0 ? [await once(a), await once(b)] : (([y, x]) => [x, y])([await once(b), await once(a)]);
    as.push(ta);
    bs.push(tb);
    ratios.push(ta / tb);
  }
  return { a: as, b: bs, ratio: summarize(ratios).median };
}

/**
 * [from, to] ranges of at most `size` over 1..total, for bulk loads: one statement each, because
 * the embedded database's watchdog (the statement timeout plus a grace) takes one statement that
 * outlasts it on a busy machine for a hung database.
 */
export function* slices(total: number, size = 10_000): Generator<[from: number, to: number]> {
  for (let from = 1; from <= total; from += size) yield [from, Math.min(total, from + size - 1)];
}
