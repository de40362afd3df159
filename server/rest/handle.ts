/**
 * The pipeline for one ApiRequest (PostgREST's App.hs: actionPlan -> mainTx -> actionResponse):
 * plan against the schema cache, build the SQL, execute it under the request's role, respond.
 */
import type { Database } from '../db/types.ts';
import { buildCall } from './build/call.ts';
import { buildMutation } from './build/mutate.ts';
import { buildRead } from './build/read.ts';
import { buildStreamRead } from './build/stream.ts';
import type { ReadOptions } from './build/select.ts';
import { ApiError } from './errors.ts';
import { execute, executeStream, STREAM_CHUNK_ROWS, type ExecPlan, type RequestSettings } from './execute.ts';
import type { ApiQuery } from './parse.ts';
import { planCall } from './plan/call.ts';
import { planMutate } from './plan/mutate.ts';
import { findRelation, planRead } from './plan/read.ts';
import type { ApiRequest, MutateMethod } from './request.ts';
import { callResponse, checkSingular, locationFor, mutateResponse, pageBounds, readResponse, streamReadResponse, type HttpOut } from './respond.ts';
import type { SchemaCache } from './schema-cache.ts';

export interface PipelineDeps {
  db: Database;
  /** max-rows: the largest page a read returns. */
  maxRows?: number;
  /** Rows per cursor FETCH of a streamed read (default STREAM_CHUNK_ROWS). */
  streamChunkRows?: number;
}

export async function handle(req: ApiRequest, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  switch (req.target.kind) {
    case 'root':
      throw new ApiError(404, 'PGRST126', 'Root endpoint metadata is disabled');
    case 'routine':
      return handleCall(req, req.target.name, cache, deps);
    case 'relation':
      return req.readOnly ? handleRead(req, req.target.name, cache, deps) : handleMutate(req, req.target.name, cache, deps);
  }
}

function settingsOf(req: ApiRequest): RequestSettings {
  const { role, claims } = req.auth;
  return { role, claims, method: req.method, path: req.path, headers: req.headers, readOnly: req.readOnly };
}

const rootLimit = (q: ApiQuery) => q.limits.filter((l) => l.path.length === 0).at(-1)?.value;
const rootOffset = (q: ApiQuery) => q.offsets.filter((l) => l.path.length === 0).at(-1)?.value;
const pageOf = (req: ApiRequest, deps: PipelineDeps) => pageBounds(rootLimit(req.query), rootOffset(req.query), req.range, deps.maxRows);

function readOptions(req: ApiRequest): ReadOptions {
  return { count: req.preferences.count !== undefined, singular: req.media === 'object', stripNulls: req.stripNulls };
}

function withTx(applied: string[], req: ApiRequest): string[] {
  return req.preferences.tx ? [...applied, `tx=${req.preferences.tx}`] : applied;
}

async function handleRead(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const rel = findRelation(cache, req.schema, name);
  const plan = planRead(cache, rel, req.query);
  const page = pageOf(req, deps);
  const applied = req.preferences.count ? [`count=${req.preferences.count}`] : [];
  const chunkRows = deps.streamChunkRows ?? STREAM_CHUNK_ROWS;
  // A page that may be large (no limit, or more than a chunk) is read through a cursor and
  // streamed; a small one is built by Postgres as one JSON text (one round trip).
  if (req.method === 'GET' && (req.media === 'json' || req.media === 'csv') && (page.limit === undefined || page.limit > chunkRows)) {
    const stream = buildStreamRead(plan, { ...readOptions(req), ...page });
    const r = await executeStream(deps.db, settingsOf(req), stream, chunkRows);
    return streamReadResponse(r, { page, media: req.media, head: false, applied });
  }
  const built = buildRead(plan, { ...readOptions(req), ...page });
  const r = await execute(deps.db, settingsOf(req), { statements: [], main: built, check: req.media === 'object' ? checkSingular : undefined });
  return readResponse(r, { page, media: req.media, head: req.method === 'HEAD', applied });
}

async function handleMutate(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const method = req.method as MutateMethod;
  const rel = findRelation(cache, req.schema, name);
  const plan = planMutate(cache, rel, method, req.body, req.query, req.preferences);
  const returnPref = req.preferences.return ?? 'minimal';
  const needsRows = returnPref !== 'minimal';
  // headers-only inserts: the SQL also returns the first row's primary key, for Location.
  const located = returnPref === 'headers-only' && method === 'POST' && rel.primaryKey.length > 0;
  const built = buildMutation(
    plan.spec,
    needsRows
      ? { plan: plan.represent, opts: { ...readOptions(req), count: false, firstKey: located ? rel.primaryKey : undefined } }
      : undefined,
  );
  const exec: ExecPlan = {
    statements: built.statements,
    main: built.main,
    rollback: req.preferences.tx === 'rollback',
    check: req.media === 'object' && needsRows ? checkSingular : undefined,
  };
  const r = await execute(deps.db, settingsOf(req), exec);
  return mutateResponse(r, {
    method,
    media: req.media,
    returnPref,
    countRequested: req.preferences.count !== undefined,
    applied: withTx(plan.applied, req),
    location: located && r.firstKey ? locationFor(rel.name, rel.primaryKey, r.firstKey) : undefined,
  });
}

async function handleCall(req: ApiRequest, name: string, cache: SchemaCache, deps: PipelineDeps): Promise<HttpOut> {
  const isPost = req.method === 'POST';
  const plan = planCall(cache, { schema: req.schema, name, body: req.body, isPost, query: req.query, prefs: req.preferences });
  const page = pageOf(req, deps);
  const built = buildCall(plan.spec, plan.rows ? { plan: plan.rows, opts: { ...readOptions(req), ...page } } : undefined);
  const exec: ExecPlan = { statements: [], main: built, rollback: req.preferences.tx === 'rollback' };
  if (req.media === 'object' && (plan.spec.shape === 'rows' || plan.spec.shape === 'setof-scalar')) exec.check = checkSingular;
  const r = await execute(deps.db, settingsOf(req), exec);
  return callResponse(r, { media: req.media, head: req.method === 'HEAD', shape: plan.spec.shape, page, applied: withTx(plan.applied, req) });
}
