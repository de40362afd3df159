/** Stage 2 (call): /rpc/fn -> the routine, its arguments and how its result is shaped. */
import type { CallSpec } from '../build/call.ts';
import { ApiError } from '../errors.ts';
import { FormBody, rawBodyCandidates, RawBody } from '../media-handlers.ts';
import { appliedPreferences, type Preferences } from '../parse-headers.ts';
import type { ApiQuery } from '../parse.ts';
import { fuzzyOne } from '../fuzzy.ts';
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

/** The name an unnamed parameter's argument gets inside the call's SQL. */
const UNNAMED_ARG = '_pgrst_unnamed';

export function routinesNamed(cache: SchemaCache, schema: string, name: string): Routine[] {
  return cache.routines.get(relKey(schema, name)) ?? [];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isJsonType = (p: RoutineParam) =>
  p.typeSchema === 'pg_catalog' && (p.typeName === 'json' || p.typeName === 'jsonb');

function noFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  overloads: Routine[],
  isPost: boolean,
  singleObject: boolean,
): ApiError {
  // Prefer: params=single-object searched for one json/jsonb parameter only: no list, no hint.
  if (singleObject) {
    return new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name} in the schema cache`,
      `Searched for the function ${schema}.${name} with a single json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  const prms = keys.length ? `(${keys.join(', ')})` : ' without parameters';
  const det =
    (keys.length ? ` with parameter${keys.length > 1 ? 's' : ''} ${keys.join(', ')}` : ' without parameters') +
    (isPost ? ' or with a single unnamed json/jsonb parameter' : '');
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${prms} in the schema cache`,
    `Searched for the function ${schema}.${name}${det}, but no matches were found in the schema cache.`,
    noFunctionHint(cache, schema, name, keys, overloads),
  );
}

/**
 * PostgREST's hint (Error.hs noRpcHint, with its fuzzy set): the closest parameter list of the
 * function's overloads, each written `(a, b, c)` sorted; or, when the name has no function, the
 * closest function name of the schema.
 */
function noFunctionHint(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  overloads: Routine[],
): string | null {
  const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const best =
    overloads.length > 0
      ? fuzzyOne(
          overloads.map((r) => paramList(r.params.map((p) => p.name))),
          paramList(keys),
        )
      : fuzzyOne(
          [...cache.routines.values()].flatMap((rs) => rs.filter((r) => r.schema === schema).map((r) => r.name)),
          name,
        );
  if (best === undefined) return null;
  return `Perhaps you meant to call the function ${schema}.${overloads.length > 0 ? name : ''}${best}`;
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
 * GET /rpc/fn, as PostgREST's QueryParams splits it: a parameter whose value has an operator
 * (`?id=gt.2`) is a filter on the result, even when an argument has its name; one without
 * (`?id=5`) is an argument (the last value wins; a variadic argument takes every value, in
 * order), so a name the function does not take answers PGRST202.
 */
function splitRpcParams(query: ApiQuery, routines: Routine[]): { args: Record<string, unknown>; query: ApiQuery } {
  const variadic = new Set(routines.flatMap((r) => r.params.filter((p) => p.variadic).map((p) => p.name)));
  const args: Record<string, unknown> = {};
  const filters = [...query.filters];
  for (const p of query.rpcParams) {
    if (p.filter) filters.push(p.filter);
    else if (variadic.has(p.key)) args[p.key] = [...((args[p.key] as string[] | undefined) ?? []), p.value];
    else args[p.key] = p.value;
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
  const { schema, name, isPost, query, prefs } = input;
  // A raw body goes to the overload with a single unnamed parameter of its type, as the key "".
  const raw = input.body instanceof RawBody ? input.body : undefined;
  const form = input.body instanceof FormBody;
  const named = routinesNamed(cache, schema, name);
  const variadic = new Set(named.flatMap((r) => r.params.filter((p) => p.variadic).map((p) => p.name)));
  const body = raw ? { '': raw.value } : input.body instanceof FormBody ? input.body.args(variadic) : input.body;
  const all = raw ? rawBodyCandidates(named, raw, schema, name) : named;
  const applied = appliedPreferences(prefs, { maxAffected: true });
  let args: Record<string, unknown>;
  let rowQuery = query;
  // An array body: PostgREST calls the function with its first object.
  const payload = isPost && Array.isArray(body) && isObject(body[0]) ? body[0] : body;
  if (isPost) {
    args = isObject(payload) ? payload : {};
    // ?columns= names the arguments: the body's other keys are ignored (PostgREST).
    if (query.columns !== undefined && isObject(payload)) {
      args = Object.fromEntries(query.columns.filter((c) => c in payload).map((c) => [c, payload[c]]));
    }
  } else {
    ({ args, query: rowQuery } = splitRpcParams(query, all));
  }
  const keys = Object.keys(args);
  const singleObject = prefs.params === 'single-object';

  let routine: Routine | undefined;
  let singleJson = false;
  if (singleObject) {
    const c = all.filter((r) => r.params.length === 1 && isJsonType(r.params[0]));
    if (c.length > 1) throw ambiguous(c);
    routine = c[0];
    singleJson = !!routine;
    if (routine) applied.splice(0, applied.length, ...appliedPreferences(prefs, { maxAffected: true, params: true }));
  }
  if (!routine) {
    // PostgREST's findProc: the overloads whose parameters the argument names fit (required ones
    // all given, the others among the defaulted ones; an unnamed parameter is the key ""), else
    // the one function taking the whole JSON body as its single unnamed json/jsonb parameter.
    const matches = all.filter(
      (r) =>
        keys.every((k) => r.params.some((p) => p.name === k)) &&
        r.params.every((p) => p.hasDefault || keys.includes(p.name)),
    );
    const fallback =
      isPost && !raw && !form
        ? all.filter((r) => r.params.length === 1 && r.params[0].name === '' && isJsonType(r.params[0]))
        : [];
    const c = matches.length > 0 ? matches : fallback;
    if (c.length > 1) throw ambiguous(c);
    routine = c[0];
    singleJson = matches.length === 0 && !!routine;
  }
  // Only a JSON body may go to a single unnamed json parameter (PGRST202's details say so).
  if (!routine) throw noFunction(cache, schema, name, keys, all, isPost && !form, singleObject);
  if (isPost && !singleJson && !isObject(payload) && payload !== undefined) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json');
  }
  // An unnamed parameter is passed by position, so it must come first.
  if (!singleJson && routine.params.some((p, i) => p.name === '' && i > 0)) {
    throw noFunction(cache, schema, name, keys, all, isPost, false);
  }

  const provided = routine.params.filter((p) => keys.includes(p.name));
  // The unnamed parameter's value travels under a name of ours and is passed by position.
  const argName = (p: RoutineParam) => (p.name === '' ? UNNAMED_ARG : p.name);
  const spec: CallSpec = {
    schema,
    name,
    args: singleJson
      ? []
      : provided.map((p) => ({
          name: argName(p),
          typeSchema: p.typeSchema,
          typeName: p.typeName,
          variadic: p.variadic,
          positional: p.name === '',
        })),
    argsJson: JSON.stringify(Object.fromEntries(provided.map((p) => [argName(p), args[p.name]]))),
    singleJsonArg: singleJson
      ? {
          typeName: routine.params[0].typeName as 'json' | 'jsonb',
          // The whole body; on GET (params=single-object) the query string's arguments as one object.
          json: JSON.stringify((isPost ? body : args) ?? null),
        }
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
  // A record without OUT parameters: PostgREST 12 selects it as a scalar, which Postgres turns
  // into an object keyed by the columns of the function's query.
  else {
    if (routine.returnTypeName === 'record') spec.inSelectList = true;
    spec.shape = routine.returnsSet ? 'setof-scalar' : 'scalar';
  }

  if (rowRel) {
    spec.shape = routine.returnsSet ? 'rows' : 'single-row';
    return { routine, spec, rows: planRead(cache, rowRel, rowQuery), applied };
  }
  return { routine, spec, applied };
}

function ambiguous(rs: Routine[]): ApiError {
  // Fewest parameters first, then as written (PostgREST lists them in its cache's order).
  const listed = rs
    .map((r) => ({
      n: r.params.length,
      text: `${r.schema}.${r.name}(${r.params.map((p) => `${p.name} => ${p.dataType}`).join(', ')})`,
    }))
    .sort((a, b) => a.n - b.n || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${listed.map((x) => x.text).join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}
