/** Stage 3 (call): a routine call -> one SELECT over the function, shaped by its return type. */
import type { ReadPlan } from '../plan/types.ts';
import { ident, qualified, type SqlParams, type BuiltQuery } from '../sql.ts';
import { mainSelect, newCtx, type ReadOptions } from './select.ts';

export interface CallSpec {
  schema: string;
  name: string;
  /** Named arguments passed through json_to_record, with their declared types. */
  args: { name: string; typeSchema: string; typeName: string; variadic: boolean; positional?: boolean }[];
  argsJson: string;
  /** The whole body as the single json/jsonb argument. */
  singleJsonArg?: { typeName: 'json' | 'jsonb'; json: string };
  /** scalar: one value; setof-scalar: array of values; rows: through `plan`; void: nothing. */
  shape: 'scalar' | 'setof-scalar' | 'rows' | 'single-row' | 'void';
  /**
   * A `record` without OUT parameters: called in a select list (`(select f() as _v)`), as
   * PostgREST 12 calls it, since `from f()` would need a column definition list.
   */
  inSelectList?: boolean;
}

function callSource(spec: CallSpec, p: SqlParams): { from: string; call: string } {
  const fn = qualified(spec.schema, spec.name);
  if (spec.singleJsonArg) {
    return { from: '', call: `${fn}(${p.add(spec.singleJsonArg.json)}::${spec.singleJsonArg.typeName})` };
  }
  if (spec.args.length === 0) return { from: '', call: `${fn}()` };
  const a = ident('_a');
  const defs = spec.args.map((x) => `${ident(x.name)} ${qualified(x.typeSchema, x.typeName)}`).join(', ');
  // An unnamed parameter (always the first) by position, the others by name.
  const named = [...spec.args]
    .sort((x, y) => Number(!!y.positional) - Number(!!x.positional))
    .map((x) => `${x.variadic ? 'variadic ' : ''}${x.positional ? '' : `${ident(x.name)} := `}${a}.${ident(x.name)}`)
    .join(', ');
  return {
    from: `json_to_record(${p.add(spec.argsJson)}::json) as ${a}(${defs}) cross join lateral `,
    call: `${fn}(${named})`,
  };
}

/** `count`: Prefer: count=... on a function without rows to shape (the scalar or set of scalars counted). */
export function buildCall(
  spec: CallSpec,
  rows: { plan: ReadPlan; opts: ReadOptions } | undefined,
  count = false,
): BuiltQuery {
  const ctx = newCtx();
  const { p } = ctx;
  const src = callSource(spec, p);
  const v = `${ident('_c')}.${ident('_v')}`;
  const total = count ? 'count(*)' : 'null::int8';
  const values = spec.inSelectList
    ? `${src.from}(select ${src.call} as ${ident('_v')}) as ${ident('_c')}`
    : `${src.from}${src.call} as ${ident('_c')}(${ident('_v')})`;
  switch (spec.shape) {
    case 'void':
      return {
        sql: `select null::int8 as total, count(*) as page_total, '' as body from ${src.from}${src.call} as ${ident('_c')}`,
        params: p.values,
      };
    case 'scalar':
      return {
        sql: `select ${total} as total, count(*) as page_total, coalesce((json_agg(${v}) -> 0)::text, 'null') as body, (json_agg(${v}) -> 0)::text as single_body from ${values}`,
        params: p.values,
      };
    case 'setof-scalar':
      return {
        sql: `select ${total} as total, count(*) as page_total, coalesce(json_agg(${v}), '[]')::text as body, (json_agg(${v}) -> 0)::text as single_body from ${values}`,
        params: p.values,
      };
    case 'rows':
    case 'single-row': {
      if (!rows) throw new Error('a row-returning call needs a plan');
      const cte = ident('_pgrst_call');
      const opts = spec.shape === 'single-row' ? { ...rows.opts, singular: true } : rows.opts;
      const select = mainSelect(rows.plan, cte, opts, ctx);
      return {
        sql: `with ${cte} as (select ${ident('_c')}.* from ${src.from}${src.call} as ${ident('_c')}) ${select}`,
        params: p.values,
      };
    }
  }
}
