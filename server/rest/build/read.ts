/** Stage 3 (read): a read plan -> one parameterised SELECT returning total, page_total and body. */
import type { ReadPlan } from '../plan/types.ts';
import { qualified, type BuiltQuery } from '../sql.ts';
import { mainSelect, newCtx, type ReadOptions } from './select.ts';

export type { ReadOptions } from './select.ts';

export function buildRead(plan: ReadPlan, opts: ReadOptions): BuiltQuery {
  const ctx = newCtx();
  const sql = mainSelect(plan, qualified(plan.rel.schema, plan.rel.name), opts, ctx);
  return { sql, params: ctx.p.values };
}
