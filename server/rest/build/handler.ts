/** Stage 3 (media handlers): a read answered by an aggregate handling the accepted media type. */
import type { MediaAggregate } from '../media-aggregates.ts';
import type { ReadPlan } from '../plan/types.ts';
import { ident, qualified, type BuiltQuery } from '../sql.ts';
import { buildLevel, newCtx } from './select.ts';

/**
 * A read answered by an aggregate handler: `agg(row order by ...)` over the filtered rows of the
 * relation, its value (as JSON text, for rawOutput) the body.
 */
export function buildHandlerRead(plan: ReadPlan, fn: MediaAggregate): BuiltQuery {
  const ctx = newCtx();
  const alias = ctx.aliases.next('t');
  const lvl = buildLevel(plan, qualified(plan.rel.schema, plan.rel.name), alias, [], ctx);
  const from = `${lvl.fromNoLaterals}${lvl.laterals.join('')}${lvl.where}`;
  return {
    sql: `select null::int8 as total, count(*) as page_total, to_json(${qualified(fn.schema, fn.name)}(${ident(alias)}${lvl.order}))::text as body from ${from}`,
    params: ctx.p.values,
  };
}
