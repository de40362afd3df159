/**
 * Stage 1a: the query string -> intent (PostgREST's grammar, src/PostgREST/ApiRequest/QueryParams.hs).
 * Pure: no schema knowledge; names are checked by the planners.
 */
import { ApiError, parseError } from './errors.ts';
import { checkRegex } from './regex.ts';

export interface JsonPathStep {
  arrow: '->' | '->>';
  key: string | number;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonPathStep[];
}

export type SelectItem =
  | { type: 'star' }
  | { type: 'column'; field: FieldRef; alias?: string; cast?: string; aggregate?: AggregateCall }
  /** `count()`: the rows of the group (PostgREST's aggregate without a column). */
  | { type: 'count'; alias?: string; cast?: string }
  | {
      type: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export type AggregateFn = 'count' | 'sum' | 'avg' | 'max' | 'min';

/** `col.sum()::type`: the aggregate applied to the column (after the column's own cast). */
export interface AggregateCall {
  fn: AggregateFn;
  cast?: string;
}

export const SIMPLE_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
] as const;
export type SimpleOp = (typeof SIMPLE_OPS)[number];
export const QUANT_OPS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
export type QuantOp = (typeof QUANT_OPS)[number];
export const FTS_OPS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
export type FtsOp = (typeof FTS_OPS)[number];
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { kind: 'simple'; op: SimpleOp; value: string }
  | { kind: 'quant'; op: QuantOp; quantifier: 'any' | 'all'; values: string[] }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; op: FtsOp; lang?: string; value: string };

export interface Filter {
  field: FieldRef;
  negated: boolean;
  op: Operation;
}

export type LogicTree =
  { type: 'logic'; op: 'and' | 'or'; negated: boolean; children: LogicTree[] } | { type: 'filter'; filter: Filter };

export interface OrderTerm {
  field: FieldRef;
  /** `order=rel(col)`: ordering by a column of an embedded to-one resource. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Something that applies at an embedding level: [] is the root, ['a','b'] is b inside a. */
export interface AtPath<T> {
  path: string[];
  value: T;
}

export interface ApiQuery {
  select: SelectItem[];
  /** Was `select` given at all (affects mutations: no select -> return all columns). */
  selectGiven: boolean;
  filters: AtPath<Filter>[];
  logic: AtPath<LogicTree>[];
  order: AtPath<OrderTerm[]>[];
  limits: AtPath<number>[];
  offsets: AtPath<number>[];
  columns?: string[];
  onConflict?: string[];
  /**
   * GET/HEAD /rpc/fn: every filter-shaped parameter, in order, as given and as parsed. Which are
   * the function's arguments is the planner's call (it knows the function); the others are
   * filters, or their parse error when the value is not a filter (`?a=5`).
   */
  rpcParams: RpcParam[];
}

export interface RpcParam {
  key: string;
  value: string;
  filter?: AtPath<Filter>;
  error?: ApiError;
}

export interface ParseQueryOptions {
  /** A read of a function (GET/HEAD on /rpc/fn): filter-shaped parameters may be its arguments. */
  rpcRead?: boolean;
  /** PostgREST's db-aggregates-enabled: `count()`, `col.sum()`... in `select`; else 400 PGRST123. */
  aggregates?: boolean;
}

// ---------------------------------------------------------------------------------------------
// A small cursor-based parser.

class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  fail(expecting: string): never {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
  expect(s: string): void {
    if (!this.startsWith(s)) this.fail(JSON.stringify(s));
    this.pos += s.length;
  }
}

/** PostgREST's (Parsec's) words for what a name may be. */
const FIELD_NAME = 'field name (* or [a..z0..9_$])';
/** What may follow an arrow of a json path: an index or a key. */
const JSON_PATH_KEY = '"-", digit or any non reserved character different from: .,>()';

function isNameChar(ch: string): boolean {
  return /[\p{L}\p{N}_ $]/u.test(ch);
}

/** fieldName: a double-quoted name, or letters/digits/_/space/$ with inner dashes (not `->`). */
function parseName(c: Cursor): string {
  if (c.peek() === '"') return parseQuoted(c);
  let out = '';
  while (!c.done) {
    const ch = c.peek();
    if (isNameChar(ch)) {
      out += ch;
      c.pos++;
    } else if (ch === '-' && c.peek(1) !== '>' && out !== '' && isNameChar(c.peek(1))) {
      out += ch;
      c.pos++;
    } else break;
  }
  if (out === '') c.fail(FIELD_NAME);
  return out;
}

function parseQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.done) c.fail('closing double quote');
    const ch = c.peek();
    if (ch === '\\' && c.pos + 1 < c.text.length) {
      out += c.peek(1);
      c.pos += 2;
    } else if (ch === '"') {
      c.pos++;
      return out;
    } else {
      out += ch;
      c.pos++;
    }
  }
}

function parseJsonPath(c: Cursor): JsonPathStep[] {
  const steps: JsonPathStep[] = [];
  while (c.startsWith('->')) {
    const arrow = c.startsWith('->>') ? '->>' : '->';
    c.pos += arrow.length;
    // As PostgREST's grammar: a '-' starts a negative index and must be followed by a digit; a
    // reserved character (or nothing) where the key should be is answered in its words.
    if (c.peek() === '-' && !/\d/.test(c.peek(1))) {
      c.pos++;
      c.fail('digit');
    }
    if (c.done || '.,>()'.includes(c.peek())) c.fail(JSON_PATH_KEY);
    const m = /^-?\d+(?![\p{L}_$])/u.exec(c.text.slice(c.pos));
    if (m && !(c.peek(m[0].length) === '-' && c.peek(m[0].length + 1) !== '>')) {
      c.pos += m[0].length;
      steps.push({ arrow, key: Number(m[0]) });
    } else steps.push({ arrow, key: parseJsonKey(c) });
  }
  return steps;
}

/** What ends a json key (PostgREST's pJsonKeyIdentifier: any character but these). */
const JSON_KEY_RESERVED = '(-:.,>)';

/** A json key: double-quoted, or any characters but `(-:.,>)` with inner dashes (not `->`), trimmed. */
function parseJsonKey(c: Cursor): string {
  if (c.peek() === '"') return parseQuoted(c);
  const keyChar = (ch: string) => ch !== '' && !JSON_KEY_RESERVED.includes(ch);
  let out = '';
  while (!c.done) {
    const ch = c.peek();
    if (keyChar(ch) || (ch === '-' && c.peek(1) !== '>' && out.trim() !== '' && keyChar(c.peek(1)))) {
      out += ch;
      c.pos++;
    } else break;
  }
  if (out.trim() === '') c.fail(JSON_PATH_KEY);
  return out.trim();
}

function parseField(c: Cursor): FieldRef {
  const name = parseName(c);
  return { name, jsonPath: parseJsonPath(c) };
}

/** Removes whitespace outside double quotes (as postgrest-js does before sending `select`). */
const IDENT_CHAR = /[\p{L}\p{N}_$]/u;

function stripSpaces(s: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\' && quoted) {
      out += ch + (s[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    if (!quoted && /\s/.test(ch)) {
      // A blank inside an unquoted name stays (`Just A Server Model`: PostgREST's identifiers
      // take blanks and trim them).
      const next = s.slice(i).match(/^\s+(.)/)?.[1];
      if (next !== undefined && IDENT_CHAR.test(next) && IDENT_CHAR.test(out.at(-1) ?? '')) out += ch;
      continue;
    }
    out += ch;
  }
  return out;
}

const AGGREGATES = new Set(['count', 'sum', 'avg', 'max', 'min']);

function aggregatesNotAllowed(): ApiError {
  return new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

// ---------------------------------------------------------------------------------------------
// select

export function parseSelect(raw: string, aggregates = false): SelectItem[] {
  const c = new Cursor(stripSpaces(raw), 'select parameter');
  if (c.text === '') return [];
  const items = parseSelectList(c, 0, aggregates);
  // PostgREST's parser stops after the last complete item and ignores what follows when that is
  // an embed's closing parenthesis (`projects(count)'`) or a `)` (`id)`); after a column, only
  // `,`, `)` or the end may follow.
  if (!c.done && c.peek() !== ')' && items.at(-1)?.type !== 'embed') c.fail('",", ")" or end of input');
  return items;
}

function parseSelectList(c: Cursor, depth: number, aggregates: boolean): SelectItem[] {
  if (depth > 16) c.fail('a shallower select (at most 16 levels of embedding)');
  const items: SelectItem[] = [];
  if (depth > 0 && c.peek() === ')') return items;
  for (;;) {
    items.push(parseSelectItem(c, depth, aggregates));
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    return items;
  }
}

function parseCast(c: Cursor): string | undefined {
  if (!c.startsWith('::')) return undefined;
  c.pos += 2;
  let cast = parseName(c);
  if (c.startsWith('[]')) {
    c.pos += 2;
    cast += '[]';
  }
  return cast;
}

function parseSelectItem(c: Cursor, depth: number, aggregates: boolean): SelectItem {
  if (c.peek() === '*') {
    c.pos++;
    return { type: 'star' };
  }
  let spread = false;
  if (c.startsWith('...')) {
    spread = true;
    c.pos += 3;
  }
  let alias: string | undefined;
  let name = parseName(c);
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = parseName(c);
  }
  const jsonPath = parseJsonPath(c);
  // Embedding: name[!hint][!inner](...)
  if (jsonPath.length === 0 && (c.peek() === '!' || c.peek() === '(')) {
    let hint: string | undefined;
    let joinType: 'inner' | 'left' | undefined;
    while (c.peek() === '!') {
      c.pos++;
      const h = parseName(c);
      if (h === 'inner' || h === 'left') joinType = h;
      else if (hint === undefined) hint = h;
      else c.fail('"inner", "left" or "("');
    }
    c.expect('(');
    const inner = parseSelectList(c, depth + 1, aggregates);
    c.expect(')');
    if (name === 'count' && inner.length === 0 && !hint && !joinType && !spread) {
      if (!aggregates) throw aggregatesNotAllowed();
      return { type: 'count', alias, cast: parseCast(c) };
    }
    if (!aggregates && AGGREGATES.has(name) && inner.length === 0 && !hint && !joinType) throw aggregatesNotAllowed();
    return { type: 'embed', name, alias, hint, joinType, spread, select: inner };
  }
  if (spread) c.fail('"(" after a spread embedding');
  const cast = parseCast(c);
  let aggregate: AggregateCall | undefined;
  if (c.peek() === '.') {
    const m = /^\.(\w+)\(\)/.exec(c.text.slice(c.pos));
    if (!m || !AGGREGATES.has(m[1])) c.fail('"->", "::", ",", ")" or end of input');
    if (!aggregates) throw aggregatesNotAllowed();
    c.pos += m![0].length;
    aggregate = { fn: m![1] as AggregateFn, cast: parseCast(c) };
  }
  return { type: 'column', field: { name, jsonPath }, alias, cast, ...(aggregate ? { aggregate } : {}) };
}

// ---------------------------------------------------------------------------------------------
// filters

function splitTopLevel(s: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) {
        cur += s[++i];
      } else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if (ch === ')' || ch === '}' || ch === ']') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse ${what} (${s})"`, 'unbalanced parentheses');
    } else if (ch === ',' && depth === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse ${what} (${s})"`, 'unbalanced quotes or parentheses');
  parts.push(cur);
  return parts;
}

/**
 * `(a,"b,c",d)` or `{a,b}` list values, with double quotes and backslash escapes (PostgREST's
 * pListVal): blanks right after the opening and right before the closing bracket are skipped; a
 * quoted element not followed by `,` or the end is taken as raw text, quotes included.
 */
export function parseList(raw: string, open: '(' | '{', what: string): string[] {
  const close = open === '(' ? ')' : '}';
  const trimmed = open === '(' ? raw.replace(/^[ \t]+|[ \t]+$/g, '') : raw;
  if (!trimmed.startsWith(open) || !trimmed.endsWith(close)) {
    throw parseError(`"failed to parse ${what} (${raw})"`, `expecting a list in "${open}${close}"`);
  }
  const inner = open === '(' ? trimmed.slice(1, -1).replace(/^[ \t]+/, '') : trimmed.slice(1, -1);
  if (inner === '') return [];
  const values: string[] = [];
  let i = 0;
  for (;;) {
    let v = '';
    let quoted = false;
    if (inner[i] === '"') {
      let j = i + 1;
      let q = '';
      for (;;) {
        if (j >= inner.length) break;
        const ch = inner[j];
        if (ch === '\\' && j + 1 < inner.length) {
          q += inner[j + 1];
          j += 2;
        } else if (ch === '"') {
          j++;
          quoted = true;
          break;
        } else {
          q += ch;
          j++;
        }
      }
      if (quoted && (j >= inner.length || inner[j] === ',')) {
        v = q;
        i = j;
      } else quoted = false;
    }
    if (!quoted) {
      while (i < inner.length && inner[i] !== ',') v += inner[i++];
    }
    values.push(v);
    if (i >= inner.length) return values;
    i++; // ','
  }
}

const SIMPLE_SET: ReadonlySet<string> = new Set(SIMPLE_OPS);
const QUANT_SET: ReadonlySet<string> = new Set(QUANT_OPS);
const FTS_SET: ReadonlySet<string> = new Set(FTS_OPS);
/** Operators whose value is a regular expression (bounded by checkRegex). */
const REGEX_OPS: ReadonlySet<string> = new Set(['match', 'imatch']);

/** `[not.]op[(mod)].value` -> negation and operation. `inLogic`: value may be a quoted string. */
export function parseOperation(raw: string, inLogic = false): { negated: boolean; op: Operation } {
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  const fail = (detail: string): never => {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, detail);
  };
  if (!m) {
    const found = rest === '' ? 'end of input' : JSON.stringify(rest[0]);
    fail(`unexpected ${found} expecting "not" or operator (eq, gt, ...)`);
  }
  const [whole, opName, modifier] = m!;
  let value = rest.slice(whole.length);
  if (inLogic && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    value = value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  if (opName === 'in') {
    if (modifier !== undefined) fail('"in" takes no modifier');
    return { negated, op: { kind: 'in', values: parseList(value, '(', 'filter') } };
  }
  if (opName === 'is') {
    if (modifier !== undefined) fail('"is" takes no modifier');
    const v = value.toLowerCase();
    if (v === 'null' || v === 'not_null' || v === 'true' || v === 'false' || v === 'unknown') {
      return { negated, op: { kind: 'is', value: v } };
    }
    fail('expecting null, not_null, true, false or unknown after "is."');
  }
  if (FTS_SET.has(opName)) {
    if (modifier !== undefined && !/^[a-z_]+$/i.test(modifier)) fail('expecting a text search configuration name');
    return { negated, op: { kind: 'fts', op: opName as FtsOp, lang: modifier || undefined, value } };
  }
  if (modifier !== undefined) {
    if (!QUANT_SET.has(opName) || (modifier !== 'any' && modifier !== 'all'))
      fail(`expecting (any) or (all) after ${opName}`);
    const values = parseList(value, '{', 'filter');
    if (REGEX_OPS.has(opName)) values.forEach(checkRegex);
    return { negated, op: { kind: 'quant', op: opName as QuantOp, quantifier: modifier as 'any' | 'all', values } };
  }
  if (SIMPLE_SET.has(opName)) {
    if (REGEX_OPS.has(opName)) checkRegex(value);
    return { negated, op: { kind: 'simple', op: opName as SimpleOp, value } };
  }
  return fail(`unknown operator "${opName}"`);
}

export function parseFilterValue(field: FieldRef, raw: string): Filter {
  const { negated, op } = parseOperation(raw);
  return { field, negated, op };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` -> tree. */
/**
 * The index of the parenthesis closing the one at 0 (quotes and braces respected), when text
 * follows it: PostgREST's parser stops there and ignores the rest (`(a.eq.1,b.eq.2))`).
 */
function closingParen(s: string): number | undefined {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(' || ch === '{') depth++;
    else if (ch === ')' || ch === '}') {
      depth--;
      if (depth === 0) return i < s.length - 1 && ch === ')' ? i : undefined;
    }
  }
  return undefined;
}

export function parseLogic(op: 'and' | 'or', negated: boolean, raw: string, depth = 0): LogicTree {
  if (depth > 16) throw parseError(`"failed to parse logic tree (${raw})"`, 'nested too deeply');
  // Blanks around the parentheses and the commas are tolerated (PostgREST's lexeme), so
  // `.or('a.eq.1, b.eq.2')` works; a value keeps its own trailing blanks.
  // What follows the parenthesis closing the first one is left unread, as PostgREST's parser does
  // (`and=(a.eq.1,b.eq.2))`).
  const trimmed = closedPrefix(raw.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${raw})" (line 1, column 1)`, 'expecting "("');
  }
  const inner = trimmed.slice(1, closingParen(trimmed) ?? -1);
  if (inner.trim() === '') {
    // PostgREST reads `or=()` as `or()`: the column of the closing parenthesis.
    const prefix = `${negated ? 'not.' : ''}${op}`;
    throw parseError(
      `"failed to parse logic tree (${raw})" (line 1, column ${prefix.length + raw.indexOf(')') + 1})`,
      `unexpected ")" expecting ${FIELD_NAME}, negation operator (not) or logic operator (and, or)`,
    );
  }
  const children: LogicTree[] = splitTopLevel(inner, 'logic tree').map((untrimmed) => {
    const part = untrimmed.replace(/^[ \t]+/, '');
    const lm = /^(not\.)?(and|or)[ \t]*(\(.*\))[ \t]*$/s.exec(part);
    if (lm) return parseLogic(lm[2] as 'and' | 'or', !!lm[1], lm[3], depth + 1);
    const c = new Cursor(part, 'logic tree');
    const field = parseField(c);
    field.name = field.jsonPath.length === 0 ? field.name.replace(/[ \t]+$/, '') : field.name;
    while (c.peek() === ' ' || c.peek() === '\t') c.pos++;
    if (c.peek() !== '.') c.fail('"." after the column name');
    c.pos++;
    const { negated: n, op: o } = parseOperation(part.slice(c.pos), true);
    return { type: 'filter', filter: { field, negated: n, op: o } };
  });
  return { type: 'logic', op, negated, children };
}

/** `(...)` up to the parenthesis closing the first one (outside double quotes), or the text as is. */
function closedPrefix(text: string): string {
  if (!text.startsWith('(')) return text;
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '\\') i++;
    else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')' && --depth === 0) return text.slice(0, i + 1);
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// order

const ORDER_WORDS = ['asc', 'desc', 'nullsfirst', 'nullslast'];

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw, 'order').map((term) => {
    const c = new Cursor(term.replace(/^[ \t]+|[ \t]+$/g, ''), 'order');
    let relation: string | undefined;
    let field: FieldRef;
    const first = parseName(c);
    if (c.peek() === '(') {
      c.pos++;
      relation = first;
      field = parseField(c);
      c.expect(')');
    } else {
      field = { name: first, jsonPath: parseJsonPath(c) };
    }
    const out: OrderTerm = { field, relation };
    while (c.peek() === '.') {
      c.pos++;
      // Each modifier is read as a word of its own (PostgREST's `string "nullslast"`): what
      // follows it must be another modifier, a comma or the end.
      const word = ORDER_WORDS.find((w) => c.startsWith(w)) ?? '';
      c.pos += word.length;
      if ((word === 'asc' || word === 'desc') && !out.direction && !out.nulls) out.direction = word;
      else if ((word === 'nullsfirst' || word === 'nullslast') && !out.nulls)
        out.nulls = word === 'nullsfirst' ? 'first' : 'last';
      else c.fail('"asc", "desc", "nullsfirst" or "nullslast"');
    }
    if (!c.done) {
      throw parseError(
        `"failed to parse order (${c.text})" (line 1, column ${c.pos + 1})`,
        `unexpected '${c.peek()}' expecting "," or end of input`,
      );
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// the whole query string

/**
 * limit / offset as PostgREST reads them: an integer, or ignored when not one; a negative limit is
 * an unsatisfiable range (416 PGRST103). A negative offset is kept: at the top it is clipped to the
 * first row (PostgREST intersects the range with 0..), inside an embed it is what Postgres answers.
 */
function parseRangeParam(raw: string, what: 'limit' | 'offset'): number | undefined {
  if (!/^[ \t]*-?\d{1,15}[ \t]*$/.test(raw)) return undefined;
  const n = Number(raw.trim());
  if (n < 0 && what === 'limit') {
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    );
  }
  return n === 0 ? 0 : n;
}

/** `"a","b",c` (postgrest-js quotes names) -> names. */
export function parseColumnsList(raw: string, what: string): string[] {
  const out = splitTopLevel(raw, what).map((p) => {
    const c = new Cursor(p.replace(/^[ \t]+|[ \t]+$/g, ''), what);
    const name = parseName(c);
    if (!c.done) c.fail('"," or end of input');
    return name;
  });
  return out;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

/** Splits `a.b.rest` into the embedding path and what follows (the json path is never split). */
function splitPath(key: string): string[] {
  const arrow = key.indexOf('->');
  const head = arrow === -1 ? key : key.slice(0, arrow);
  const tail = arrow === -1 ? '' : key.slice(arrow);
  const segs: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < head.length; i++) {
    const ch = head[i];
    if (ch === '"') quoted = !quoted;
    if (ch === '.' && !quoted) {
      segs.push(cur);
      cur = '';
    } else cur += ch;
  }
  segs.push(cur + tail);
  return segs;
}

function unquoteSegment(seg: string): string {
  const c = new Cursor(seg, 'embedded resource path');
  const n = parseName(c);
  if (!c.done) c.fail('"." or end of input');
  return n;
}

export function parseQuery(entries: Iterable<[string, string]>, opts: ParseQueryOptions = {}): ApiQuery {
  const q: ApiQuery = {
    select: [{ type: 'star' }],
    selectGiven: false,
    filters: [],
    logic: [],
    order: [],
    limits: [],
    offsets: [],
    rpcParams: [],
  };
  for (const [key, value] of entries) {
    if (key === 'select') {
      const select = parseSelect(value, opts.aggregates);
      // An empty `select=` is every column, as in PostgREST (QuerySpec "empty root select").
      if (select.length > 0) q.select = select;
      q.selectGiven = true;
      continue;
    }
    if (key === 'columns') {
      q.columns = parseColumnsList(value, 'columns parameter');
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = parseColumnsList(value, 'on_conflict parameter');
      continue;
    }
    if (RESERVED.has(key)) continue;
    let segs: string[];
    try {
      segs = splitPath(key);
    } catch (e) {
      if (!opts.rpcRead || !(e instanceof ApiError)) throw e;
      q.rpcParams.push({ key, value, error: e });
      continue;
    }
    const last = segs[segs.length - 1];
    // Logic trees: [path.]or, [path.]and, [path.]not.or, [path.]not.and
    let negatedLogic = false;
    let logicOp: 'and' | 'or' | undefined;
    let pathSegs = segs.slice(0, -1);
    if (last === 'or' || last === 'and') {
      logicOp = last;
      if (pathSegs[pathSegs.length - 1] === 'not') {
        negatedLogic = true;
        pathSegs = pathSegs.slice(0, -1);
      }
    }
    if (logicOp) {
      const path = pathSegs.map(unquoteSegment);
      q.logic.push({ path, value: parseLogic(logicOp, negatedLogic, value) });
      continue;
    }
    const path = pathSegs.map(unquoteSegment);
    if (last === 'order') {
      q.order.push({ path, value: parseOrder(value) });
      continue;
    }
    if (last === 'limit' || last === 'offset') {
      const n = parseRangeParam(value, last);
      if (n !== undefined && n < 0 && last === 'offset' && path.length > 0) {
        throw new ApiError(400, '2201X', 'OFFSET must not be negative');
      }
      if (n !== undefined) (last === 'limit' ? q.limits : q.offsets).push({ path, value: n });
      continue;
    }
    if (opts.rpcRead) {
      try {
        q.rpcParams.push({ key, value, filter: parseFilterEntry(key, value) });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        q.rpcParams.push({ key, value, error: e });
      }
      continue;
    }
    q.filters.push(parseFilterEntry(key, value));
  }
  return q;
}

/** `[path.]field=op.value` -> a filter at its embedding path. */
function parseFilterEntry(key: string, value: string): AtPath<Filter> {
  const segs = splitPath(key);
  const path = segs.slice(0, -1).map(unquoteSegment);
  const c = new Cursor(segs[segs.length - 1], 'filter');
  const field = parseField(c);
  if (!c.done) c.fail('"->", "->>", "." or "="');
  return { path, value: parseFilterValue(field, value) };
}
