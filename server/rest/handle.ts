/**
 * The pipeline for one ApiRequest (PostgREST's App.hs: actionPlan -> mainTx -> actionResponse):
 * plan against the schema cache, build the SQL, execute it under the request's role, respond.
 */
import type { Database } from '../db/types.ts';
import { buildCall } from './build/call.ts';
import { buildMutation, type MutationSpec } from './build/mutate.ts';
import { buildRead } from './build/read.ts';
import { buildStreamRead } from './build/stream.ts';
import { buildExplain, type ReadOptions } from './build/select.ts';
import { ApiError } from './errors.ts';
import { appliedPreferences, checkMaxAffected } from './parse-headers.ts';
import {
  execute,
  executeStream,
  STREAM_CHUNK_ROWS,
  type Estimate,
  type ExecPlan,
  type RequestSettings,
  type ResponseGucs,
} from './execute.ts';
import type { ReadPlan } from './plan/types.ts';
import { qualified } from './sql.ts';
import type { ApiQuery } from './parse.ts';
import { planCall } from './plan/call.ts';
import { rawOutput, relationHandler, routineHandler } from './media-handlers.ts';
import { buildHandlerRead } from './build/handler.ts';
import { planMutate } from './plan/mutate.ts';
import { findRelation, planRead } from './plan/read.ts';
import type { ApiRequest, MutateMethod } from './request.ts';
import {
  callResponse,
  checkSingular,
  locationFor,
  mutateResponse,
  pageBounds,
  readResponse,
  streamReadResponse,
  type HttpOut,
} from './respond.ts';
import type { Relation, SchemaCache } from './schema-cache.ts';
import type { SpoolLimits } from './spool.ts';
import { openApiDocument } from './openapi.ts';

export interface PipelineDeps {
  db: Database;
  /** max-rows: the largest page a read returns. */
  maxRows?: number;
  /** Rows per cursor FETCH of a streamed read (default STREAM_CHUNK_ROWS). */
  streamChunkRows?: number;
  /** Where a streamed read's rows wait for a slow client (default DEFAULT_SPOOL_LIMITS). */
  spool?: SpoolLimits;
  /** Admits a large read of this request's caller, or throws (StreamOptions.admit). */
  admitLargeRead?: () => () => void;
  /** db-extra-search-path: schemas searched after the request's own (ServerConfig.dbExtraSearchPath). */
  extraSearchPath?: readonly string[];
  /** Where the request's response.headers / response.status are left (set by handle()). */
  gucs?: ResponseGucs;
}

const STRIPPED_TYPES: Record<string, string> = {
  'application/json; charset=utf-8': 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
  'application/vnd.pgrst.object+json; charset=utf-8': 'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
};

/** A query-string component as Haskell's urlEncode writes it: unreserved ASCII kept, each other byte %XX. */
function urlEncode(text: string): string {
  let out = '';
  for (const b of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(b);
    out += /[A-Za-z0-9\-_.~]/.test(ch) ? ch : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * PostgREST 12's Content-Location of a read: `/<relation>` and its canonical query (parameters
 * decoded, sorted by name, values of a repeated name joined by `,`, encoded again). The name goes
 * as its UTF-8 bytes, as PostgREST sends it.
 */
function contentLocation(name: string, search: string): string {
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const [k] of params) {
    if (seen.has(k)) continue;
    seen.add(k);
    const values = params.filter(([n]) => n === k).map(([, v]) => urlEncode(v));
    parts.push(`${urlEncode(k)}=${values.join(',')}`);
  }
  const path = Buffer.from(`/${name}`, 'utf8').toString('latin1');
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/**
 * `response.status` and `response.headers` set by the request's functions or triggers, as
 * PostgREST applies them: the status replaces the answer's, each header is set (replacing ours,
 * e.g. Location); a malformed one answers 500 PGRST112 / PGRST111.
 */
function applyResponseGucs(out: HttpOut, gucs: ResponseGucs): void {
  if (gucs.headers !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(gucs.headers);
    } catch {
      parsed = undefined;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (h: unknown) =>
          typeof h === 'object' &&
          h !== null &&
          !Array.isArray(h) &&
          Object.keys(h).length === 1 &&
          typeof Object.values(h)[0] === 'string',
      );
    if (!valid) {
      throw new ApiError(
        500,
        'PGRST111',
        'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      );
    }
    const fromGuc = new Set<string>();
    for (const h of parsed as Array<Record<string, string>>) {
      const [name, value] = Object.entries(h)[0]!;
      // The same name twice in the list is sent twice (two Set-Cookie), as PostgREST does.
      if (fromGuc.has(name.toLowerCase())) {
        (out.repeated ??= []).push([name, value]);
        continue;
      }
      fromGuc.add(name.toLowerCase());
      const existing = Object.keys(out.headers).find((k) => k.toLowerCase() === name.toLowerCase());
      if (existing) delete out.headers[existing];
      out.headers[name] = value;
    }
  }
  if (gucs.status !== null) {
    const status = /^\d+$/.test(gucs.status.trim()) ? Number(gucs.status) : NaN;
    if (!(status >= 100 && status <= 599)) {
      throw new ApiError(500, 'PGRST112', 'response.status guc must be a valid status code');
    }
    out.status = status;
  }
}

export async function handle(req: ApiRequest, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const gucs: ResponseGucs = { headers: null, status: null };
  const out = await dispatch(req, cache, { ...deps, gucs });
  if (req.target.kind === 'relation' && req.readOnly && out.status < 400) {
    out.headers['Content-Location'] = contentLocation(req.target.name, req.search);
  }
  applyResponseGucs(out, gucs);
  // PostgREST's profileHeader: with several schemas exposed, a response with a body names its schema.
  if (req.negotiated && out.headers['Content-Type']) out.headers['Content-Profile'] = req.schema;
  // Stripped nulls answer the media type asked for, with its parameter, as PostgREST does.
  const stripped = req.stripNulls ? STRIPPED_TYPES[out.headers['Content-Type'] ?? ''] : undefined;
  if (stripped) out.headers['Content-Type'] = stripped;
  return out;
}

function dispatch(req: ApiRequest, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  // Only a handler may produce a media type that is not built in (media-handlers.ts).
  if (req.customMedia && req.target.kind === 'relation' && req.readOnly)
    return handleHandlerRead(req, req.target.name, cache, deps);
  if (req.customMedia && req.target.kind !== 'routine') throw req.customMedia.error;
  switch (req.target.kind) {
    case 'root':
      return handleRoot(req, cache, deps);
    case 'routine':
      return handleCall(req, req.target.name, cache, deps);
    case 'relation':
      return req.readOnly
        ? handleRead(req, req.target.name, cache, deps)
        : handleMutate(req, req.target.name, cache, deps);
  }
}

/** A schema name as Postgres reads it inside `search_path`. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `a=1; b=2` as PostgREST's request.cookies: each name once, the first value kept. */
function cookiesOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name && !Object.hasOwn(out, name)) out[name] = part.slice(eq + 1).trim();
  }
  return out;
}

function settingsOf(req: ApiRequest, deps: PipelineDeps): RequestSettings {
  const { role, claims } = req.auth;
  return {
    role,
    claims,
    method: req.method,
    path: req.path,
    // PostgREST's: the request's schema, then db-extra-search-path.
    searchPath: [req.schema, ...(deps.extraSearchPath ?? [])].map(quoteIdent).join(', '),
    cookies: cookiesOf(req.headers.cookie),
    response: deps.gucs,
    headers: req.headers,
    readOnly: req.readOnly,
    timezone: req.preferences.timezone,
  };
}

const rootLimit = (q: ApiQuery) => q.limits.filter((l) => l.path.length === 0).at(-1)?.value;
const rootOffset = (q: ApiQuery) => q.offsets.filter((l) => l.path.length === 0).at(-1)?.value;
const pageOf = (req: ApiRequest, deps: PipelineDeps) =>
  pageBounds(rootLimit(req.query), rootOffset(req.query), req.range, deps.maxRows);

function readOptions(req: ApiRequest): ReadOptions {
  return { count: req.preferences.count !== undefined, singular: req.media === 'object', stripNulls: req.stripNulls };
}

/**
 * Prefer: count=planned / estimated on a read of a relation: planned counts nothing (the
 * planner's estimate replaces it); estimated counts up to max-rows + 1.
 */
function readCounting(
  req: ApiRequest,
  plan: ReadPlan,
  source: string,
  deps: PipelineDeps,
): { opts: Partial<ReadOptions>; estimate?: Estimate } {
  const mode = req.preferences.count;
  if (mode !== 'planned' && mode !== 'estimated') return { opts: {} };
  const estimate: Estimate = { mode, explain: buildExplain(plan, source), maxRows: deps.maxRows };
  if (mode === 'planned') return { opts: { count: false }, estimate };
  return { opts: deps.maxRows === undefined ? {} : { countLimit: deps.maxRows + 1 }, estimate };
}

/**
 * db-max-rows on every level, as PostgREST 12's restrictRange: a to-many embed returns at most
 * max-rows rows per parent (its own limit, if smaller, stands). The top level is paged by pageOf.
 */
function capEmbeds(plan: ReadPlan, maxRows: number | undefined): ReadPlan {
  if (maxRows === undefined) return plan;
  for (const e of plan.embeds) {
    if (!e.toOne) e.plan.limit = Math.min(e.plan.limit ?? maxRows, maxRows);
    capEmbeds(e.plan, maxRows);
  }
  return plan;
}

async function handleRead(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const rel = findRelation(cache, req.schema, name);
  const plan = capEmbeds(planRead(cache, rel, req.query), deps.maxRows);
  const page = pageOf(req, deps);
  const applied = appliedPreferences(req.preferences, {});
  const chunkRows = deps.streamChunkRows ?? STREAM_CHUNK_ROWS;
  const counting = readCounting(req, plan, qualified(rel.schema, rel.name), deps);
  // A page that may be large (no limit, or more than a chunk) is read through a cursor and
  // streamed; a small one is built by Postgres as one JSON text (one round trip).
  if (
    req.method === 'GET' &&
    (req.media === 'json' || req.media === 'csv') &&
    (page.limit === undefined || page.limit > chunkRows)
  ) {
    const stream = buildStreamRead(plan, { ...readOptions(req), ...page, ...counting.opts });
    const r = await executeStream(
      deps.db,
      settingsOf(req, deps),
      { ...stream, estimate: counting.estimate },
      { chunkRows, spool: deps.spool, admit: deps.admitLargeRead },
    );
    return warned(streamReadResponse(r, { page, media: req.media, head: false, applied }), plan);
  }
  const built = buildRead(plan, { ...readOptions(req), ...page, ...counting.opts });
  const r = await execute(deps.db, settingsOf(req, deps), {
    statements: [],
    main: built,
    estimate: counting.estimate,
    check: req.media === 'object' ? checkSingular : undefined,
  });
  return warned(readResponse(r, { page, media: req.media, head: req.method === 'HEAD', applied }), plan);
}

/**
 * `Warning: 299` when a filter, order or limit named an aliased embed by its relation's name
 * (accepted, as PostgREST 12 accepts it; the header is PostgREST's own since it deprecated that).
 */
function warned(out: HttpOut, plan: ReadPlan | undefined): HttpOut {
  const legacy = plan?.legacyName;
  if (legacy) {
    out.headers.Warning =
      `299 PostgREST "Embedded resource was referenced by relation name even though it has an alias. ` +
      `This is deprecated and will stop working in a future release. ` +
      `Update \`${legacy.name}\` to \`${legacy.alias}\` in query string filters, orders or limits."`;
  }
  return out;
}

async function handleMutate(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const method = req.method as MutateMethod;
  const rel = findRelation(cache, req.schema, name);
  let plan: ReturnType<typeof planMutate>;
  try {
    plan = planMutate(cache, rel, method, req.body, req.query, req.preferences);
  } catch (e) {
    if (req.media === 'object' && e instanceof ApiError && e.code === '21000') await singularUnfiltered(req, rel, deps);
    throw e;
  }
  const returnPref = req.preferences.return ?? 'minimal';
  const merge = plan.spec.kind === 'insert' && plan.spec.onConflict?.action === 'merge';
  // merge-duplicates with no rows answers 200 (nothing inserted), even where it does not apply (a view).
  const emptyMerge =
    method === 'POST' &&
    req.preferences.resolution === 'merge-duplicates' &&
    plan.spec.kind === 'insert' &&
    plan.spec.groups.every((g) => g.rows.length === 0);
  // Upserts go through the representation query even for return=minimal: it counts the rows inserted (201 vs 200).
  const represented = returnPref !== 'minimal' || (plan.spec.kind === 'insert' && plan.spec.countInserted === true);
  // headers-only inserts: the SQL also returns the first row's primary key, for Location.
  const located = returnPref === 'headers-only' && method === 'POST' && rel.primaryKey.length > 0;
  const built = buildMutation(
    plan.spec,
    represented
      ? {
          plan: plan.represent,
          opts: { ...readOptions(req), count: false, firstKey: located ? rel.primaryKey : undefined },
        }
      : undefined,
  );
  // A singular answer needs exactly one row changed, whatever the return preference (PostgREST 12).
  const singular = req.media === 'object' ? checkSingular : undefined;
  const limited = method === 'PATCH' || method === 'DELETE';
  const exec: ExecPlan = {
    statements: built.statements,
    main: built.main,
    rollback: req.preferences.tx === 'rollback',
    check: (r) => {
      if (limited) checkMaxAffected(req.preferences, represented ? r.pageTotal : r.affected);
      if (limited) checkRangeChanges(plan.spec, represented ? r.pageTotal : r.affected);
      singular?.(represented ? r : { ...r, pageTotal: r.affected });
    },
  };
  const r = await execute(deps.db, settingsOf(req, deps), exec);
  return warned(
    mutateResponse(emptyMerge ? { ...r, inserted: 0 } : r, {
      method,
      media: req.media,
      returnPref,
      countRequested: req.preferences.count !== undefined,
      applied: plan.applied,
      location: located && r.firstKey ? locationFor(rel.name, rel.primaryKey, r.firstKey) : undefined,
      represented,
      merge: merge || emptyMerge,
    }),
    plan.represent,
  );
}

/** A limited PATCH/DELETE on a view changed more rows than its limit (a non-unique order): 400 PGRST110. */
function checkRangeChanges(spec: MutationSpec, changed: number): void {
  const range = spec.kind === 'insert' ? undefined : spec.range;
  if (!range?.by || range.limit === undefined || changed <= range.limit) return;
  throw new ApiError(
    400,
    'PGRST110',
    'The maximum number of rows allowed to change was surpassed',
    `Results contain ${changed} rows changed but the maximum number allowed is ${range.limit}`,
  );
}

/**
 * A singular (`Accept: application/vnd.pgrst.object+json`) PATCH or DELETE without a filter:
 * PostgREST runs it and answers 406 PGRST116 unless it changed exactly one row. Here an unfiltered
 * UPDATE or DELETE is refused (pg-safeupdate's 21000), but the answer comes after the singular
 * check, as PostgREST's would: the rows the request could see are counted, under its role and
 * row-level security, in a read-only transaction; other than one, 406. One row: the refusal stands.
 */
async function singularUnfiltered(req: ApiRequest, rel: Relation, deps: PipelineDeps): Promise<void> {
  await execute(
    deps.db,
    { ...settingsOf(req, deps), readOnly: true },
    {
      statements: [],
      main: {
        sql: `select null as total, count(*) as page_total, null as body from ${qualified(rel.schema, rel.name)}`,
        params: [],
      },
      check: checkSingular,
    },
  ).catch((e: unknown) => {
    // Only the singular answer replaces the refusal (a role that may not read the rows gets the refusal).
    if (e instanceof ApiError && e.code === 'PGRST116') throw e;
  });
}

async function handleCall(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const isPost = req.method === 'POST';
  const plan = planCall(cache, {
    schema: req.schema,
    name,
    body: req.body,
    isPost,
    query: req.query,
    prefs: req.preferences,
  });
  const handler = req.customMedia ? routineHandler(plan.routine, req.customMedia.types) : undefined;
  if (req.customMedia && !handler) throw req.customMedia.error;
  const page = pageOf(req, deps);
  if (plan.rows) capEmbeds(plan.rows, deps.maxRows);
  const built = buildCall(
    plan.spec,
    plan.rows ? { plan: plan.rows, opts: { ...readOptions(req), ...page } } : undefined,
    readOptions(req).count,
  );
  const exec: ExecPlan = { statements: [], main: built, rollback: req.preferences.tx === 'rollback' };
  const setReturning = plan.spec.shape === 'rows' || plan.spec.shape === 'setof-scalar';
  const { handling, maxAffected } = req.preferences;
  if (handling === 'strict' && maxAffected !== undefined && !setReturning) {
    throw new ApiError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  exec.check = (r) => {
    if (setReturning) checkMaxAffected(req.preferences, r.pageTotal);
    if (req.media === 'object' && setReturning) checkSingular(r);
  };
  const r = await execute(deps.db, settingsOf(req, deps), exec);
  const out = callResponse(r, {
    media: req.media,
    head: req.method === 'HEAD',
    shape: plan.spec.shape,
    page,
    applied: plan.applied,
  });
  if (handler) {
    const raw = rawOutput(handler, r.body);
    out.headers['Content-Type'] = raw.contentType;
    out.body = req.method === 'HEAD' ? null : raw.body;
  }
  return warned(out, plan.rows);
}

/** GET/HEAD of a relation in a media type an aggregate of the schema handles (media-handlers.ts). */
async function handleHandlerRead(
  req: ApiRequest,
  name: string,
  cache: SchemaCache,
  deps: PipelineDeps,
): Promise<HttpOut> {
  const rel = findRelation(cache, req.schema, name);
  const handler = relationHandler(cache.mediaAggregates, rel.oid, req.customMedia?.types ?? []);
  if (!handler) throw req.customMedia!.error;
  const plan = planRead(cache, rel, req.query);
  const r = await execute(deps.db, settingsOf(req, deps), {
    statements: [],
    main: buildHandlerRead(plan, handler.fn),
    rollback: req.preferences.tx === 'rollback',
  });
  const raw = rawOutput(handler.media, r.body);
  return { status: 200, headers: { 'Content-Type': raw.contentType }, body: req.method === 'HEAD' ? null : raw.body };
}

/** What the role may use in the schema (PostgREST's openapi-mode follow-privileges), as oids. */
const PRIVILEGES_SQL =
  'select null::int8 as total, 0 as page_total, json_build_object(' +
  "'relations', (select coalesce(json_agg(c.oid::int8), '[]') from pg_class c join pg_namespace n on n.oid = c.relnamespace " +
  "where n.nspname = $1 and c.relkind in ('r','v','m','f','p') and has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE')), " +
  "'routines', (select coalesce(json_agg(p.oid::int8), '[]') from pg_proc p join pg_namespace n on n.oid = p.pronamespace " +
  "where n.nspname = $1 and has_function_privilege(p.oid, 'EXECUTE')))::text as body";

/** GET / (and HEAD): the OpenAPI description of the schema, with what the role may use. */
async function handleRoot(req: ApiRequest, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  if (!req.readOnly) throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  if (req.media !== 'json' && req.media !== 'openapi') {
    throw new ApiError(406, 'PGRST107', `None of these media types are available: ${req.headers.accept ?? ''}`);
  }
  const r = await execute(deps.db, settingsOf(req, deps), {
    statements: [],
    main: { sql: PRIVILEGES_SQL, params: [req.schema] },
  });
  const allowed = JSON.parse(r.body ?? '{}') as { relations: number[]; routines: number[] };
  const doc = openApiDocument({
    cache,
    schema: req.schema,
    relations: new Set(allowed.relations),
    routines: new Set(allowed.routines),
    host: req.headers.host ?? 'localhost',
    basePath: '/',
  });
  const headers: Record<string, string> = { 'Content-Type': 'application/openapi+json; charset=utf-8' };
  return { status: 200, headers, body: req.method === 'HEAD' ? null : JSON.stringify(doc) };
}
