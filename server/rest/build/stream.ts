/**
 * Stage 3 (streamed read): a read plan -> the SQL of a large page read row by row through a
 * cursor, so no single string holds the whole body (not in WASM, not in pg's protocol parser,
 * not in JS). Three statements over the same plan:
 *
 * - `rows`: one row per result row, `j` = that row's JSON text, in the page's order;
 * - `pageCount`: how many rows the page has (for Content-Range before the first byte is sent);
 * - `total`: the exact count of the filtered relation (Prefer: count=exact), when asked.
 */
import type { ReadPlan } from '../plan/types.ts';
import { ident, keepUsedParams, qualified, type BuiltQuery } from '../sql.ts';
import { buildLevel, countSource, jsonObject, newCtx, totalSql, type ReadOptions } from './select.ts';

export interface StreamRead {
  rows: BuiltQuery;
  pageCount: BuiltQuery;
  total?: BuiltQuery;
}

function level(plan: ReadPlan, opts: ReadOptions, withPage: boolean) {
  const ctx = newCtx();
  const alias = ctx.aliases.next('t');
  const source = qualified(plan.rel.schema, plan.rel.name);
  const lvl = buildLevel(
    { ...plan, limit: withPage ? opts.limit : undefined, offset: withPage ? opts.offset : undefined },
    source,
    alias,
    [],
    ctx,
  );
  return { ctx, lvl, countFrom: countSource(lvl) };
}

export function buildStreamRead(plan: ReadPlan, opts: ReadOptions): StreamRead {
  // rows: the same select list as mainSelect, one JSON text per row instead of one json_agg.
  const r = level(plan, opts, true);
  const from = `${r.lvl.fromNoLaterals}${r.lvl.laterals.join('')}${r.lvl.where}${r.lvl.group}`;
  const page = ident('_p');
  const rowForm = plan.output.every((o) => o.catalogKey);
  const selectList = rowForm
    ? r.lvl.pairs.map(([k, v]) => `${v} as ${ident(k)}`).join(', ')
    : `${jsonObject(r.lvl.pairs, r.ctx.p)} as ${ident('j')}`;
  const row = rowForm ? `row_to_json(${page})` : `${page}.${ident('j')}`;
  const j = opts.stripNulls ? `json_strip_nulls(${row})` : row;
  const rows = {
    sql: `select (${j})::text as j from (select ${selectList} from ${from}${r.lvl.order}${r.lvl.limit}) ${page}`,
    params: r.ctx.p.values,
  };
  // pageCount: only the laterals the WHERE needs, no order, the same limit and offset.
  const c = level(plan, opts, true);
  // The counts are built in a context that also holds the select list's parameters, which they do
  // not use: only the used ones are sent (PostgreSQL refuses extra values, 08P01).
  const pageCount = keepUsedParams(
    `select count(*) as n from (select 1 from ${c.countFrom}${c.lvl.limit}) ${ident('_c')}`,
    c.ctx.p.values,
  );
  if (!opts.count) return { rows, pageCount };
  const t = level(plan, opts, false);
  return {
    rows,
    pageCount,
    total: keepUsedParams(`select ${totalSql(t.lvl, opts.countLimit, t.ctx.p)} as n`, t.ctx.p.values),
  };
}
