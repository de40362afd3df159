/**
 * postgres_changes filters (`column=operator.value`, several joined by commas, each negatable with
 * `not.`), the grammar realtime-js's RealtimePostgresFilterBuilder writes. A filter becomes a SQL
 * condition over the changed row whose values are parameters cast to the column's type, so Postgres
 * compares uuids, numbers and dates as such. Filters narrow what a subscriber asked for; who may see
 * a row at all is the table's row-level security.
 */
import { quoteIdent, type PublishedTable } from './catalog.ts';

export class FilterError extends Error {}

const OPERATORS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

export interface Condition {
  column: string;
  op: string;
  negate: boolean;
  values: string[];
}

/** Splits on commas outside double quotes and parentheses. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\' && i + 1 < s.length) {
        cur += ch + s[++i];
        continue;
      }
      if (ch === '"') quoted = false;
      cur += ch;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses');
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  const t = v.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

export function parseFilter(filter: string): Condition[] {
  if (filter.length > 4000) throw new FilterError('filter too long');
  return splitTop(filter).map((part) => {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`expected column=operator.value, got ${JSON.stringify(part)}`);
    const column = part.slice(0, eq).trim();
    let rest = part.slice(eq + 1);
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot <= 0) throw new FilterError(`expected operator.value after ${column}=`);
    const op = rest.slice(0, dot);
    const raw = rest.slice(dot + 1);
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError('in needs a list: in.(a,b)');
      const items = splitTop(raw.slice(1, -1)).map(unquote);
      if (items.length === 0 || items.length > 100) throw new FilterError('in needs 1 to 100 values');
      return { column, op, negate, values: items };
    }
    if (op === 'is') {
      if (!['null', 'true', 'false', 'unknown'].includes(raw.toLowerCase()))
        throw new FilterError('is takes null, true, false or unknown');
      return { column, op, negate, values: [raw.toLowerCase()] };
    }
    if (!(op in OPERATORS) && !['like', 'ilike', 'match', 'imatch', 'isdistinct'].includes(op))
      throw new FilterError(`unknown operator ${JSON.stringify(op)}`);
    return { column, op, negate, values: [unquote(raw)] };
  });
}

/**
 * The SQL of a filter over `table` (aliased by its name), with its values appended to `params`
 * (referenced as `$2[n]`, the text[] realtime.visibles passes).
 */
export function filterSql(table: PublishedTable, conditions: Condition[], params: string[]): string {
  const alias = quoteIdent(table.name);
  const parts = conditions.map((c) => {
    const col = table.columns.find((x) => x.name === c.column);
    if (!col) throw new FilterError(`column ${JSON.stringify(c.column)} does not exist in ${table.name}`);
    const ref = `${alias}.${quoteIdent(col.name)}`;
    const param = (v: string, cast = col.sqlType) => {
      params.push(v);
      return `($2[${params.length}])::${cast}`;
    };
    let sql: string;
    if (c.op in OPERATORS) sql = `${ref} ${OPERATORS[c.op]} ${param(c.values[0])}`;
    else if (c.op === 'in') sql = `${ref} = any (array[${c.values.map((v) => param(v)).join(', ')}])`;
    else if (c.op === 'is') sql = `${ref} is ${c.values[0]}`;
    else if (c.op === 'isdistinct') sql = `${ref} is distinct from ${param(c.values[0])}`;
    else {
      const op = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' }[c.op]!;
      sql = `${ref}::text ${op} ${param(c.values[0], 'text')}`;
    }
    return c.negate ? `not coalesce(${sql}, false)` : `coalesce(${sql}, false)`;
  });
  return parts.length === 0 ? 'true' : parts.join(' and ');
}
