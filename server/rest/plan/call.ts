/** Stage 2 (call): /rpc/fn -> the routine, its arguments and how its result is shaped. */
import type { CallSpec } from '../build/call.ts';
import { ApiError } from '../errors.ts';
import { appliedPreferences, type Preferences } from '../parse-headers.ts';
import type { ApiQuery } from '../parse.ts';
import { planRead } from './read.ts';
import type { ReadPlan } from './types.ts';
import {
  relKey,
  type Column,
  type Relation,
  type Routine,
  type RoutineParam,
  type SchemaCache,
} from '../schema-cache.ts';

export interface CallPlan {
  routine: Routine;
  spec: CallSpec;
  rows?: ReadPlan;
  applied: string[];
}

export function routinesNamed(cache: SchemaCache, schema: string, name: string): Routine[] {
  return cache.routines.get(relKey(schema, name)) ?? [];
}

/** Argument names of every overload (GET /rpc/fn: those query parameters are arguments). */
export function argNames(routines: Routine[]): Set<string> {
  return new Set(routines.flatMap((r) => r.params.map((p) => p.name)).filter((n) => n !== ''));
}

const isJsonType = (p: RoutineParam) =>
  p.typeSchema === 'pg_catalog' && (p.typeName === 'json' || p.typeName === 'jsonb');

function noFunction(schema: string, name: string, keys: string[], all: Routine[]): ApiError {
  const prms = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const det = keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters';
  const hint = all.length
    ? `Perhaps you meant to call the function ${schema}.${name}(${[...new Set(all.flatMap((r) => r.params.map((p) => p.name)))].sort().join(', ')})`
    : null;
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${prms} in the schema cache`,
    `Searched for the function ${schema}.${name}${det}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** A relation describing a function's OUT / TABLE columns. */
function outRelation(r: Routine): Relation {
  const columns: Column[] = r.outParams.map((p, i) => ({
    name: p.name,
    position: i + 1,
    dataType: p.dataType,
    typeSchema: p.typeSchema,
    typeName: p.typeName,
    typeKind: 'b',
    elemTypeName: null,
    elemTypeSchema: null,
    nullable: true,
    default: null,
    isIdentity: false,
    identityAlways: false,
    isGenerated: false,
    updatable: false,
    description: null,
  }));
  return {
    oid: 0,
    schema: r.schema,
    name: r.name,
    kind: 'composite',
    columns,
    columnMap: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
    insertable: false,
    updatable: false,
    deletable: false,
    description: null,
    computed: new Map(),
  };
}

/**
 * GET /rpc/fn: the parameters naming an argument of some overload are arguments (the last value
 * wins; a variadic argument takes every value, in order); the others are filters on the result,
 * and one whose value is not a filter (`?x=5`) is an argument too, as in PostgREST, so a name
 * the function does not take answers PGRST202.
 */
function splitRpcParams(query: ApiQuery, routines: Routine[]): { args: Record<string, unknown>; query: ApiQuery } {
  const names = argNames(routines);
  const variadic = new Set(routines.flatMap((r) => r.params.filter((p) => p.variadic).map((p) => p.name)));
  const args: Record<string, unknown> = {};
  const filters = [...query.filters];
  for (const p of query.rpcParams) {
    if (variadic.has(p.key)) args[p.key] = [...((args[p.key] as string[] | undefined) ?? []), p.value];
    else if (names.has(p.key) || p.error) args[p.key] = p.value;
    else if (p.filter) filters.push(p.filter);
  }
  return { args, query: { ...query, filters, rpcParams: [] } };
}

export interface CallInput {
  schema: string;
  name: string;
  /** POST: the parsed JSON body; GET/HEAD: undefined (arguments come from the query string, parsed with rpcRead). */
  body: unknown;
  isPost: boolean;
  query: ApiQuery;
  prefs: Preferences;
}

export function planCall(cache: SchemaCache, input: CallInput): CallPlan {
  const { schema, name, body, isPost, query, prefs } = input;
  const all = routinesNamed(cache, schema, name);
  const applied = appliedPreferences(prefs, { maxAffected: true });
  let args: Record<string, unknown>;
  let rowQuery = query;
  if (isPost) {
    args = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } else {
    ({ args, query: rowQuery } = splitRpcParams(query, all));
  }
  const keys = Object.keys(args);

  let routine: Routine | undefined;
  let singleJson = false;
  if (prefs.params === 'single-object' && isPost) {
    const c = all.filter((r) => r.params.length === 1 && isJsonType(r.params[0]));
    if (c.length > 1) throw ambiguous(c);
    routine = c[0];
    singleJson = !!routine;
    if (routine) applied.splice(0, applied.length, ...appliedPreferences(prefs, { maxAffected: true, params: true }));
  }
  if (!routine) {
    const c = all.filter(
      (r) =>
        keys.every((k) => r.params.some((p) => p.name === k)) &&
        r.params.every((p) => p.hasDefault || keys.includes(p.name)),
    );
    if (c.length > 1) throw ambiguous(c);
    routine = c[0];
  }
  if (!routine && isPost && body !== undefined) {
    const c = all.filter((r) => r.params.length === 1 && r.params[0].name === '' && isJsonType(r.params[0]));
    if (c.length > 1) throw ambiguous(c);
    routine = c[0];
    singleJson = !!routine;
  }
  if (!routine) throw noFunction(schema, name, keys, all);
  if (
    isPost &&
    !singleJson &&
    (typeof body !== 'object' || body === null || Array.isArray(body)) &&
    body !== undefined
  ) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }

  const provided = routine.params.filter((p) => keys.includes(p.name));
  const spec: CallSpec = {
    schema,
    name,
    args: singleJson
      ? []
      : provided.map((p) => ({ name: p.name, typeSchema: p.typeSchema, typeName: p.typeName, variadic: p.variadic })),
    argsJson: JSON.stringify(Object.fromEntries(provided.map((p) => [p.name, args[p.name]]))),
    singleJsonArg: singleJson
      ? { typeName: routine.params[0].typeName as 'json' | 'jsonb', json: JSON.stringify(body ?? null) }
      : undefined,
    shape: 'scalar',
  };
  let rowRel: Relation | null = null;
  if (routine.returnTypeSchema === 'pg_catalog' && routine.returnTypeName === 'void') spec.shape = 'void';
  else if (routine.returnRel) rowRel = routine.returnRel;
  // One OUT / INOUT parameter or a one-column RETURNS TABLE: Postgres declares the bare type,
  // PostgREST still answers objects keyed by the column's name.
  else if (routine.outParams.length === 1 && routine.outParams[0].name !== '') rowRel = outRelation(routine);
  else if (routine.returnTypeName === 'record' && routine.outParams.length > 0) rowRel = outRelation(routine);
  else if (routine.returnTypeName === 'record') {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Functions returning an undescribed record are not supported',
    );
  } else spec.shape = routine.returnsSet ? 'setof-scalar' : 'scalar';

  if (rowRel) {
    spec.shape = routine.returnsSet ? 'rows' : 'single-row';
    return { routine, spec, rows: planRead(cache, rowRel, rowQuery), applied };
  }
  return { routine, spec, applied };
}

function ambiguous(rs: Routine[]): ApiError {
  return new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${rs
      .map((r) => `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.dataType}`).join(', ')})`)
      .join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
