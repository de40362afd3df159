/**
 * Bounds on the patterns of the regex operators (`match`, `imatch`), checked while parsing.
 *
 * PostgreSQL compiles a bounded repetition `x{m,n}` by copying `x`'s automaton n times, so nested
 * counts multiply: `(.{1,255}){1,255}` is 65,025 copies. PostgreSQL 15 refuses it ("regular
 * expression is too complex", 2201B) after spending the memory; the embedded PGlite fails worse.
 * We refuse such patterns before they reach the database, with the answer PostgreSQL gives.
 */
import { ApiError } from './errors.ts';

/** Longest pattern accepted, in characters. */
export const MAX_REGEX_LENGTH = 1000;
/** Largest estimated expansion (atoms after copying every bounded repetition). */
export const MAX_REGEX_COST = 2000;
/** Deepest nesting of groups. */
export const MAX_REGEX_GROUP_DEPTH = 20;

function tooComplex(details: string): ApiError {
  return new ApiError(400, '2201B', 'invalid regular expression: regular expression is too complex', details);
}

interface Frame {
  /** Cost of the atoms of this group so far. */
  cost: number;
  /** Cost of the last atom (what a following quantifier multiplies); 0 when none. */
  last: number;
}

/**
 * An upper estimate of the size of the automaton PostgreSQL builds: every atom counts 1, a group
 * the sum of its contents, and a quantifier multiplies the atom before it by its upper count
 * (`{m,n}` by n, `{m,}` by m + 1, `+` by 2; `*` and `?` copy nothing). Tolerant: anything it does
 * not recognise counts as a plain atom, and PostgreSQL still validates the syntax.
 */
export function regexCost(pattern: string): { cost: number; depth: number } {
  const stack: Frame[] = [{ cost: 0, last: 0 }];
  let maxDepth = 0;
  let i = 0;
  const top = () => stack[stack.length - 1];
  const atom = (cost: number) => {
    top().cost += cost;
    top().last = cost;
  };
  const multiply = (k: number) => {
    const f = top();
    f.cost += f.last * (k - 1);
    f.last *= k;
  };
  // ARE director `***=`: the rest is a literal string.
  if (pattern.startsWith('***=')) return { cost: pattern.length - 4, depth: 0 };
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === '\\') {
      i += 2;
      atom(1);
    } else if (ch === '[') {
      // A bracket expression: `]` right after `[` or `[^` is a member; `[:x:]`, `[.x.]`, `[=x=]` nest.
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '[' && ':.='.includes(pattern[j + 1] ?? '')) {
          const close = pattern.indexOf(`${pattern[j + 1]}]`, j + 2);
          j = close === -1 ? pattern.length : close + 2;
        } else {
          j++;
        }
      }
      i = j + 1;
      atom(1);
    } else if (ch === '(') {
      stack.push({ cost: 0, last: 0 });
      maxDepth = Math.max(maxDepth, stack.length - 1);
      // `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`: the marker is not an atom.
      i += pattern[i + 1] === '?' ? (pattern[i + 2] === '<' ? 4 : 3) : 1;
    } else if (ch === ')') {
      if (stack.length > 1) {
        const inner = stack.pop()!;
        atom(Math.max(inner.cost, 1));
      }
      i++;
    } else if (ch === '|') {
      // Alternatives add up; the next quantifier binds to the next atom only.
      top().last = 0;
      i++;
    } else if (ch === '*' || ch === '?') {
      i++;
    } else if (ch === '+') {
      multiply(2);
      i++;
    } else if (ch === '{') {
      const m = /^\{(\d{1,9})(,(\d{0,9}))?\}/.exec(pattern.slice(i));
      if (!m) {
        atom(1);
        i++;
      } else {
        const low = Number(m[1]);
        const high = m[2] === undefined ? low : m[3] === '' ? low + 1 : Number(m[3]);
        multiply(Math.max(high, low, 1));
        i += m[0].length;
      }
    } else {
      atom(1);
      i++;
    }
  }
  while (stack.length > 1) {
    const inner = stack.pop()!;
    atom(Math.max(inner.cost, 1));
  }
  return { cost: stack[0].cost, depth: maxDepth };
}

/** Throws 400 2201B (PostgreSQL's answer) for a pattern too long or too costly to compile. */
export function checkRegex(pattern: string): void {
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw tooComplex(`The pattern is ${pattern.length} characters long; at most ${MAX_REGEX_LENGTH} are accepted.`);
  }
  const { cost, depth } = regexCost(pattern);
  if (depth > MAX_REGEX_GROUP_DEPTH) {
    throw tooComplex(`The pattern nests groups ${depth} levels deep; at most ${MAX_REGEX_GROUP_DEPTH} are accepted.`);
  }
  if (cost > MAX_REGEX_COST) {
    throw tooComplex(
      'The pattern nests large repetition counts (such as {1,255} inside a repeated group); simplify it.',
    );
  }
}
