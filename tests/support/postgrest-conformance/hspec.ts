/**
 * Reads PostgREST's black-box spec files (test/spec/Feature/**\/*Spec.hs, hspec-wai) and takes out,
 * mechanically, the cases written in the simple forms:
 *
 *     it "name" $ do
 *       get "/path" `shouldRespondWith` [json| ... |] { matchStatus = 200, matchHeaders = [...] }
 *       request methodPost "/x" [("Prefer", "...")] [json| ... |] `shouldRespondWith` 201
 *
 * One case is one `it`: it passes when every request of it answers as its matcher says. An `it`
 * holding anything else (a `let`, a bound response `r <- ...`, `liftIO`, interpolated JSON `#{..}`,
 * a helper of the spec file) is reported as unparsed with the reason, never guessed. An `it` under a
 * `when (actualPgVersion >= pgVersionNNN)` guard that is false on PostgreSQL 15 is left out, as
 * PostgREST's own run on 15 leaves it out; `pendingWith` marks a case PostgREST itself does not pass.
 *
 * What hspec-wai checks, as it checks it: the status; each header matcher (`"Name" <:> "value"` is
 * the exact value); the body: a JSON quasi-quote is compared as JSON values (and, without
 * `matchHeaders`, the Content-Type must be application/json), a string literal byte for byte, a bare
 * status number leaves the body unchecked.
 */

export interface SpecRequest {
  method: string;
  path: string;
  headers: Array<[string, string]>;
  body: string;
}

export type HeaderMatcher =
  | { kind: 'equals'; name: string; value: string }
  | { kind: 'absent'; name: string }
  | { kind: 'contains'; name: string; value: string }
  /** Exactly one Content-Type, with this exact value (PostgREST's SpecHelper filterAndMatchCT). */
  | { kind: 'content-type'; value: string }
  /** hspec-wai-json's default for a JSON body: the Content-Type's media type is application/json. */
  | { kind: 'json-media' };

export interface SpecExpectation {
  status: number;
  headers: HeaderMatcher[];
  body: { kind: 'json'; value: unknown } | { kind: 'text'; value: string } | { kind: 'any' };
}

export interface SpecStep {
  request: SpecRequest;
  expect: SpecExpectation;
}

export interface SpecCase {
  /** Path of the spec file inside the checkout (test/spec/Feature/...). */
  file: string;
  /** The `describe`/`context` chain and the `it`'s text, joined by ' / '. */
  name: string;
  /** The file's top-level binding the case belongs to (`spec`, `disallowed`, `pgErrorCodeMapping` ...). */
  group: string;
  line: number;
  steps: SpecStep[];
  /** Why the extractor could not take this case (it then has no steps). */
  unparsed?: string;
  /** `pendingWith` in PostgREST's own file: PostgREST does not pass it either. */
  pending?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Tokens

type Token =
  | { t: 'str'; v: string }
  | { t: 'qq'; q: string; v: string }
  | { t: 'num'; v: number }
  | { t: 'id'; v: string }
  | { t: 'tick'; v: string }
  | { t: 'op'; v: string };

class Unparsed extends Error {}

/** Haskell string literal escapes (the ones the spec files use). */
function unescape(raw: string): string {
  return raw.replace(/\\(&|\\|"|'|n|t|r|\d+|\s+\\)/g, (_, e: string) => {
    if (e === '&') return '';
    if (e === 'n') return '\n';
    if (e === 't') return '\t';
    if (e === 'r') return '\r';
    if (/^\d+$/.test(e)) return String.fromCodePoint(Number(e));
    if (/^\s+\\$/.test(e)) return ''; // a string gap
    return e;
  });
}

export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (src.startsWith('--', i) && !/[!#$%&*+./<=>?@\\^|~:]/.test(src[i + 2] ?? '')) {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (src.startsWith('{-', i)) {
      const end = src.indexOf('-}', i + 2);
      i = end < 0 ? src.length : end + 2;
    } else if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      out.push({ t: 'str', v: unescape(src.slice(i + 1, j)) });
      i = j + 1;
    } else if (c === '[' && /^\[([a-zA-Z]+)\|/.test(src.slice(i, i + 12))) {
      const q = /^\[([a-zA-Z]+)\|/.exec(src.slice(i, i + 12))![1]!;
      const start = i + q.length + 2;
      const end = src.indexOf('|]', start);
      if (end < 0) throw new Unparsed('unterminated quasi-quote');
      out.push({ t: 'qq', q, v: src.slice(start, end) });
      i = end + 2;
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+/.exec(src.slice(i))![0];
      out.push({ t: 'num', v: Number(m) });
      i += m.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_']*(\.[A-Za-z_][A-Za-z0-9_']*)*/.exec(src.slice(i))![0];
      out.push({ t: 'id', v: m });
      i += m.length;
    } else if (c === '`') {
      const end = src.indexOf('`', i + 1);
      out.push({ t: 'tick', v: src.slice(i + 1, end) });
      i = end + 1;
    } else if (c === "'") {
      // A character literal.
      const m = /^'(\\.|[^'])'/.exec(src.slice(i));
      if (!m) throw new Unparsed(`unexpected ' at ${i}`);
      out.push({ t: 'str', v: unescape(m[1]!) });
      i += m[0].length;
    } else if ('()[]{},'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else {
      const m = /^[!#$%&*+./<=>?@\\^|~:-]+/.exec(src.slice(i));
      if (!m) throw new Unparsed(`unexpected character ${c}`);
      out.push({ t: 'op', v: m[0] });
      i += m[0].length;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// JSON of aeson-qq (keys may be unquoted); `#{...}` interpolation is Haskell, not data.

export function parseQqJson(text: string): unknown {
  if (text.includes('#{')) throw new Unparsed('JSON quasi-quote interpolates a Haskell value (#{...})');
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$-]*/.exec(text.slice(i))![0];
      const after = text.slice(i + m.length).trimStart();
      out += after.startsWith(':') && !['true', 'false', 'null'].includes(m) ? JSON.stringify(m) : m;
      i += m.length;
    } else {
      out += c;
      i++;
    }
  }
  try {
    return JSON.parse(out.trim() === '' ? 'null' : out);
  } catch {
    throw new Unparsed('JSON quasi-quote that is not JSON');
  }
}

/** The heredoc `str` quasi-quote: the text as written, the first line's break and the indentation of the others removed. */
function strQq(text: string): string {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  const rest = lines.slice(1);
  const indents = rest.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  const first = lines[0]!.trim() === '' ? [] : [lines[0]!];
  return [...first, ...rest.map((l) => l.slice(cut))].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Statements

const HEADER_NAMES: Record<string, string> = {
  hAccept: 'Accept',
  hContentType: 'Content-Type',
  hLocation: 'Location',
  hContentLength: 'Content-Length',
  hAuthorization: 'Authorization',
  hRange: 'Range',
  hPrefer: 'Prefer',
  hContentRange: 'Content-Range',
  hAllow: 'Allow',
  hVary: 'Vary',
  hOrigin: 'Origin',
  hContentEncoding: 'Content-Encoding',
  hAcceptEncoding: 'Accept-Encoding',
};

const METHODS: Record<string, string> = {
  methodGet: 'GET',
  methodPost: 'POST',
  methodPatch: 'PATCH',
  methodPut: 'PUT',
  methodDelete: 'DELETE',
  methodHead: 'HEAD',
  methodOptions: 'OPTIONS',
};

class Parser {
  i = 0;
  constructor(
    readonly toks: Token[],
    /** Headers bound by a `let name = ("Accept", "...")` of an enclosing `describe`. */
    readonly aliases: ReadonlyMap<string, Array<[string, string]>> = new Map(),
  ) {}
  peek(o = 0): Token | undefined {
    return this.toks[this.i + o];
  }
  next(): Token {
    const t = this.toks[this.i++];
    if (!t) throw new Unparsed('unexpected end');
    return t;
  }
  isOp(v: string, o = 0): boolean {
    const t = this.peek(o);
    return !!t && t.t === 'op' && t.v === v;
  }
  isId(v: string, o = 0): boolean {
    const t = this.peek(o);
    return !!t && t.t === 'id' && t.v === v;
  }
  op(v: string): void {
    const t = this.next();
    if (t.t !== 'op' || t.v !== v) throw new Unparsed(`expected ${v}, got ${describe(t)}`);
  }
  str(): string {
    const t = this.next();
    if (t.t === 'str') return t.v;
    if (t.t === 'qq' && (t.q === 'str' || t.q === 'here')) return strQq(t.v);
    throw new Unparsed(`expected a string, got ${describe(t)}`);
  }
  done(): boolean {
    return this.i >= this.toks.length;
  }
}

function describe(t: Token): string {
  if (t.t === 'qq') return `[${t.q}|...|]`;
  return String(t.v);
}

function headerName(p: Parser): string {
  const t = p.next();
  if (t.t === 'str') return t.v;
  if (t.t === 'id' && HEADER_NAMES[t.v]) return HEADER_NAMES[t.v]!;
  throw new Unparsed(`unknown header name ${describe(t)}`);
}

function byteRange(p: Parser): string {
  if (p.isOp('(')) {
    p.op('(');
    const r = byteRange(p);
    p.op(')');
    return r;
  }
  if (p.isOp('$')) p.next();
  const t = p.next();
  if (t.t !== 'id') throw new Unparsed('expected a ByteRange');
  const num = () => {
    const n = p.next();
    if (n.t !== 'num') throw new Unparsed('expected a number');
    return n.v;
  };
  if (t.v === 'ByteRangeFromTo') {
    const a = num();
    return `${a}-${num()}`;
  }
  if (t.v === 'ByteRangeFrom') return `${num()}-`;
  if (t.v === 'ByteRangeSuffix') return `-${num()}`;
  throw new Unparsed(`unknown range ${t.v}`);
}

/** One request header expression: a tuple, authHeaderJWT "...", rangeUnit, planHdr. */
function header(p: Parser): Array<[string, string]> {
  if (p.isOp('(')) {
    p.op('(');
    const name = headerName(p);
    p.op(',');
    const value = p.str();
    p.op(')');
    return [[name, value]];
  }
  const t = p.next();
  if (t.t === 'id' && p.aliases.has(t.v)) return p.aliases.get(t.v)!;
  if (t.t === 'id' && t.v === 'authHeaderJWT') return [['Authorization', `Bearer ${p.str()}`]];
  if (t.t === 'id' && t.v === 'authHeaderBasic') {
    const u = p.str();
    return [['Authorization', `Basic ${Buffer.from(`${u}:${p.str()}`).toString('base64')}`]];
  }
  if (t.t === 'id' && t.v === 'authHeader') {
    const typ = p.str();
    return [['Authorization', `${typ} ${p.str()}`]];
  }
  if (t.t === 'id' && t.v === 'rangeUnit') return [['Range-Unit', 'items']];
  if (t.t === 'id' && t.v === 'planHdr') return [['Accept', 'application/vnd.pgrst.plan+json']];
  throw new Unparsed(`unknown header ${describe(t)}`);
}

/** A list of request headers: `[h, ...]`, `acceptHdrs "..."`, `rangeHdrs (...)`, joined by `<>`/`++`. */
function headers(p: Parser): Array<[string, string]> {
  let out = headerTerm(p);
  while (p.isOp('<>') || p.isOp('++')) {
    p.next();
    out = [...out, ...headerTerm(p)];
  }
  return out;
}

function headerTerm(p: Parser): Array<[string, string]> {
  if (p.isOp('[')) {
    p.op('[');
    const out: Array<[string, string]> = [];
    while (!p.isOp(']')) {
      out.push(...header(p));
      if (p.isOp(',')) p.next();
    }
    p.op(']');
    return out;
  }
  if (p.isOp('(')) {
    p.op('(');
    const out = headers(p);
    p.op(')');
    return out;
  }
  const t = p.next();
  if (t.t === 'id' && p.aliases.has(t.v)) return p.aliases.get(t.v)!;
  if (t.t === 'id' && t.v === 'acceptHdrs') return [['Accept', p.str()]];
  if (t.t === 'id' && t.v === 'rangeHdrs') {
    return [
      ['Range-Unit', 'items'],
      ['Range', byteRange(p)],
    ];
  }
  if (t.t === 'id' && t.v === 'rangeHdrsWithCount') {
    return [
      ['Prefer', 'count=exact'],
      ['Range-Unit', 'items'],
      ['Range', byteRange(p)],
    ];
  }
  if (t.t === 'id' && t.v === 'mempty') return [];
  throw new Unparsed(`unknown headers ${describe(t)}`);
}

function requestBody(p: Parser): string {
  const t = p.next();
  if (t.t === 'str') return t.v;
  if (t.t === 'id' && t.v === 'mempty') return '';
  if (t.t === 'qq' && t.q === 'json') return JSON.stringify(parseQqJson(t.v));
  if (t.t === 'qq' && (t.q === 'str' || t.q === 'here')) return strQq(t.v);
  throw new Unparsed(`unknown request body ${describe(t)}`);
}

function request(p: Parser): SpecRequest {
  const t = p.next();
  if (t.t !== 'id') throw new Unparsed(`expected a request, got ${describe(t)}`);
  switch (t.v) {
    case 'get':
      return { method: 'GET', path: p.str(), headers: [], body: '' };
    case 'delete':
      return { method: 'DELETE', path: p.str(), headers: [], body: '' };
    case 'options':
      return { method: 'OPTIONS', path: p.str(), headers: [], body: '' };
    case 'post':
    case 'patch':
    case 'put': {
      const path = p.str();
      return { method: t.v.toUpperCase(), path, headers: [], body: requestBody(p) };
    }
    case 'request': {
      const m = p.next();
      if (m.t !== 'id' || !METHODS[m.v]) throw new Unparsed(`unknown method ${describe(m)}`);
      const path = p.str();
      const hs = headers(p);
      return { method: METHODS[m.v]!, path, headers: hs, body: requestBody(p) };
    }
    default:
      throw new Unparsed(`not a request: ${t.v}`);
  }
}

function headerMatcher(p: Parser): HeaderMatcher {
  const t = p.peek();
  if (t?.t === 'str' || (t?.t === 'id' && HEADER_NAMES[t.v] && p.isOp('<:>', 1))) {
    const name = headerName(p);
    p.op('<:>');
    return { kind: 'equals', name, value: p.str() };
  }
  p.next();
  if (t?.t === 'id') {
    if (t.v === 'matchContentTypeJson') return { kind: 'content-type', value: 'application/json; charset=utf-8' };
    if (t.v === 'matchContentTypeSingular') {
      return { kind: 'content-type', value: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
    if (t.v === 'matchCTArrayStrip') {
      return { kind: 'content-type', value: 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8' };
    }
    if (t.v === 'matchCTSingularStrip') {
      return { kind: 'content-type', value: 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8' };
    }
    if (t.v === 'matchHeaderAbsent') return { kind: 'absent', name: headerName(p) };
    if (t.v === 'matchHeaderValuePresent') {
      const name = headerName(p);
      return { kind: 'contains', name, value: p.str() };
    }
  }
  throw new Unparsed(`unknown header matcher ${t ? describe(t) : ''}`);
}

function matcher(p: Parser): SpecExpectation {
  if (p.isOp('(')) {
    p.op('(');
    const inner = matcher(p);
    p.op(')');
    return inner;
  }
  const t = p.next();
  let exp: SpecExpectation;
  if (t.t === 'num') exp = { status: t.v, headers: [], body: { kind: 'any' } };
  else if (t.t === 'str') exp = { status: 200, headers: [], body: { kind: 'text', value: t.v } };
  else if (t.t === 'qq' && t.q === 'json') {
    exp = { status: 200, headers: [{ kind: 'json-media' }], body: { kind: 'json', value: parseQqJson(t.v) } };
  } else if (t.t === 'qq' && (t.q === 'str' || t.q === 'here')) {
    exp = { status: 200, headers: [], body: { kind: 'text', value: strQq(t.v) } };
  } else throw new Unparsed(`unknown response matcher ${describe(t)}`);
  if (p.isOp('{')) {
    p.op('{');
    while (!p.isOp('}')) {
      const f = p.next();
      p.op('=');
      if (f.t === 'id' && f.v === 'matchStatus') {
        const n = p.next();
        if (n.t !== 'num') throw new Unparsed('matchStatus is not a number');
        exp.status = n.v;
      } else if (f.t === 'id' && f.v === 'matchHeaders') {
        p.op('[');
        exp.headers = [];
        while (!p.isOp(']')) {
          exp.headers.push(headerMatcher(p));
          if (p.isOp(',')) p.next();
        }
        p.op(']');
      } else throw new Unparsed(`unknown matcher field ${describe(f)}`);
      if (p.isOp(',')) p.next();
    }
    p.op('}');
  }
  return exp;
}

/** The steps of an `it`'s body (the tokens after `it "..."`). */
export function parseSteps(
  toks: Token[],
  aliases: ReadonlyMap<string, Array<[string, string]>> = new Map(),
): { steps: SpecStep[]; pending: boolean } {
  const p = new Parser(toks, aliases);
  const steps: SpecStep[] = [];
  let pending = false;
  while (!p.done()) {
    if (p.isOp('$') || p.isId('do')) {
      p.next();
      continue;
    }
    if (p.isId('pendingWith') || p.isId('pending')) {
      pending = true;
      p.next();
      if (p.peek()?.t === 'str') p.next();
      continue;
    }
    const req = request(p);
    const tick = p.next();
    if (tick.t !== 'tick' || tick.v !== 'shouldRespondWith')
      throw new Unparsed(`expected shouldRespondWith, got ${describe(tick)}`);
    steps.push({ request: req, expect: matcher(p) });
  }
  return { steps, pending };
}

// ---------------------------------------------------------------------------------------------
// Files: `describe`/`context`/`it` by indentation

/** The version guards of the spec files, evaluated for PostgreSQL `pgMajor`. */
function guardHolds(line: string, pgMajor: number): boolean | undefined {
  const m = /\b(when|unless)\s*\(\s*actualPgVersion\s*(>=|<|>|<=)\s*pgVersion(\d+)\s*\)/.exec(line);
  if (!m) return undefined;
  const v = Number(m[3]);
  const wanted = v >= 100 ? v / 10 : v; // pgVersion121 = 12.1, pgVersion96 = 9.6
  const actual = pgMajor;
  const ok = { '>=': actual >= wanted, '<': actual < wanted, '>': actual > wanted, '<=': actual <= wanted }[m[2]!]!;
  return m[1] === 'when' ? ok : !ok;
}

/** `("Accept", "...")`, `authHeaderJWT "..."` or `acceptHdrs "..."`: headers a `let` names. */
function headerAlias(text: string): Array<[string, string]> | undefined {
  for (const read of [header, headers]) {
    try {
      const p = new Parser(tokenize(text));
      const out = read(p);
      if (p.done()) return out;
    } catch (e) {
      if (!(e instanceof Unparsed)) throw e;
    }
  }
  return undefined;
}

function indentOf(line: string): number {
  return /^ */.exec(line)![0].length;
}

/**
 * Every `it` of a spec file, in order. `pgMajor` decides the version guards (15 by default).
 */
export function extractCases(file: string, src: string, pgMajor = 15): SpecCase[] {
  const lines = src.split('\n');
  const out: SpecCase[] = [];
  const scopes: Array<{ indent: number; name?: string; off?: boolean }> = [];
  const aliases = new Map<string, Array<[string, string]>>();
  let group = '';
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.trim() === '' || line.trim().startsWith('--')) continue;
    const indent = indentOf(line);
    const top = /^([a-z][A-Za-z0-9_']*)\b[^:]*=/.exec(line);
    if (top) {
      group = top[1]!;
      scopes.length = 0;
      continue;
    }
    while (scopes.length && scopes[scopes.length - 1]!.indent >= indent) scopes.pop();
    const scope = /^\s*(describe|context)\s+"((?:[^"\\]|\\.)*)"/.exec(line);
    if (scope) {
      scopes.push({ indent, name: unescape(scope[2]!) });
      continue;
    }
    const alias = /^\s+(?:let\s+)?([a-z][A-Za-z0-9_']*)\s*=\s*(.*?)\s*(\bin)?\s*$/.exec(line);
    if (alias) {
      const value = headerAlias(alias[2]!);
      if (value) aliases.set(alias[1]!, value);
      continue;
    }
    const guard = guardHolds(line, pgMajor);
    if (guard !== undefined && !/^\s*it\s/.test(line)) {
      scopes.push({ indent, off: !guard });
      continue;
    }
    const it = /^(\s*)it\s+"((?:[^"\\]|\\.)*)"(.*)$/.exec(line);
    if (!it) continue;
    const bodyLines = [it[3]!];
    let m = n + 1;
    while (m < lines.length && (lines[m]!.trim() === '' || indentOf(lines[m]!) > indent)) bodyLines.push(lines[m++]!);
    const name = [...scopes.map((s) => s.name).filter((s): s is string => !!s), unescape(it[2]!)].join(' / ');
    const c: SpecCase = { file, name, group, line: n + 1, steps: [] };
    if (!scopes.some((s) => s.off)) {
      try {
        const { steps, pending } = parseSteps(tokenize(bodyLines.join('\n')), aliases);
        c.steps = steps;
        if (pending) c.pending = true;
        if (!steps.length && !pending) c.unparsed = 'no request in the simple forms';
      } catch (e) {
        if (!(e instanceof Unparsed)) throw e;
        c.unparsed = e.message;
      }
      out.push(c);
    }
    n = m - 1;
  }
  return out;
}
