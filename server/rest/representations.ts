/**
 * Data representations (PostgREST 11+, `SchemaCache/Representations.hs`): implicit casts with a
 * function between a domain and json/text change how that domain's columns are shown and read.
 *
 * - `CREATE CAST (domain AS json) WITH FUNCTION f(domain) AS IMPLICIT`: a selected column of the
 *   domain is written as `f(column)` in the response (also through embeds and `select=*`).
 * - `CREATE CAST (json AS domain) WITH FUNCTION g(json) AS IMPLICIT`: a value of a body (POST,
 *   PATCH, PUT) for such a column is read with `g(value)` instead of Postgres's text input.
 * - `CREATE CAST (text AS domain) WITH FUNCTION h(text) AS IMPLICIT`: a filter's value (`eq`,
 *   `in`, the comparison operators) is read with `h('value')`.
 *
 * A cast qualifies as PostgREST's query picks it: implicit, made by a function the loading role
 * may execute, from a domain to json/text or from json/text to a domain.
 */
import { qualified } from './sql.ts';

/** A cast function, called with its argument cast to the type it declares (so no overload is guessed). */
export interface RepFunction {
  schema: string;
  name: string;
  argSchema: string;
  argType: string;
}

/** What a column's type has: its formatter to json, its parsers from json and from text. */
export interface ColumnRep {
  toJson?: RepFunction;
  fromJson?: RepFunction;
  fromText?: RepFunction;
}

/** A row of the schema cache query's `representations` list. */
export interface RawRepresentation {
  source_schema: string;
  source: string;
  target_schema: string;
  target: string;
  fn_schema: string;
  fn: string;
  arg_schema: string;
  arg: string;
}

/** The schema cache query's part listing the casts (PostgREST's dataRepresentations). */
export const REPRESENTATIONS_SQL = `(select coalesce(json_agg(json_build_object(
      'source_schema', sn.nspname, 'source', s.typname, 'target_schema', tn.nspname, 'target', t.typname,
      'fn_schema', fn.nspname, 'fn', p.proname, 'arg_schema', an.nspname, 'arg', at.typname
    )), '[]')
    from pg_cast c
    join pg_type s on s.oid = c.castsource join pg_namespace sn on sn.oid = s.typnamespace
    join pg_type t on t.oid = c.casttarget join pg_namespace tn on tn.oid = t.typnamespace
    join pg_proc p on p.oid = c.castfunc join pg_namespace fn on fn.oid = p.pronamespace
    join pg_type at on at.oid = p.proargtypes[0] join pg_namespace an on an.oid = at.typnamespace
    where c.castcontext = 'i' and c.castmethod = 'f' and has_function_privilege(c.castfunc, 'execute')
      and ((s.typtype = 'd' and c.casttarget in ('json'::regtype::oid, 'text'::regtype::oid))
        or (t.typtype = 'd' and c.castsource in ('json'::regtype::oid, 'text'::regtype::oid))))`;

const typeKey = (schema: string, name: string) => `${schema}.${name}`;

/** The representations of each domain (`schema.typname`) that has any. */
export function representationsByType(raw: readonly RawRepresentation[] | undefined): Map<string, ColumnRep> {
  const out = new Map<string, ColumnRep>();
  for (const r of raw ?? []) {
    const fn: RepFunction = { schema: r.fn_schema, name: r.fn, argSchema: r.arg_schema, argType: r.arg };
    const builtin = (schema: string, name: string, want: string) => schema === 'pg_catalog' && name === want;
    let domain: string;
    let slot: keyof ColumnRep;
    if (builtin(r.target_schema, r.target, 'json')) [domain, slot] = [typeKey(r.source_schema, r.source), 'toJson'];
    else if (builtin(r.source_schema, r.source, 'json'))
      [domain, slot] = [typeKey(r.target_schema, r.target), 'fromJson'];
    else if (builtin(r.source_schema, r.source, 'text'))
      [domain, slot] = [typeKey(r.target_schema, r.target), 'fromText'];
    else continue; // domain -> text: PostgREST 12 formats for json only
    const rep = out.get(domain) ?? {};
    rep[slot] = fn;
    out.set(domain, rep);
  }
  return out;
}

/** The representation of a column of type `schema.name`, if its type has one. */
export function repOf(reps: Map<string, ColumnRep>, schema: string, name: string): ColumnRep | undefined {
  return reps.get(typeKey(schema, name));
}

/** `schema.f((expr)::argtype)`: the cast function applied to an SQL expression. */
export function repCall(fn: RepFunction, expr: string): string {
  return `${qualified(fn.schema, fn.name)}((${expr})::${qualified(fn.argSchema, fn.argType)})`;
}

/** The json parsers of the named columns that have one (body values read with `g(value)`). */
export function jsonParsers(
  columns: ReadonlyMap<string, { rep?: ColumnRep }>,
  names: readonly string[],
): Record<string, RepFunction> | undefined {
  const out: Record<string, RepFunction> = {};
  for (const n of names) {
    const fn = columns.get(n)?.rep?.fromJson;
    if (fn) out[n] = fn;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
