/**
 * Supabase Storage's HTTP protocol at /storage/v1 (supabase/storage src/http/routes/object and
 * bucket), enough for storage-js (`supabase.storage`) to run unchanged: uploads (multipart or
 * raw, x-upsert), downloads (GET, HEAD, /authenticated, /public, /info), signed URLs (one, many,
 * uploads), list, remove, move, copy, and the bucket endpoints. Every decision about who may do
 * what is row-level security on storage.objects and storage.buckets, evaluated as the caller
 * (db.ts). Bytes live under DATA_DIR/storage (disk.ts). What is left out: docs/storage.md.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { BodyError, readJsonBody } from '../http/body.ts';
import {
  type BucketRow,
  BUCKET_JSON,
  type Caller,
  type ObjectRow,
  OBJECT_JSON,
  parseRows,
  type Scope,
  StorageDb,
} from './db.ts';
import { type ObjectStore } from './disk.ts';
import { ERRORS, StorageError } from './errors.ts';
import { decodePath, mustBeValidBucketName, mustBeValidKey } from './keys.ts';
import {
  callerOf,
  checkExpiresIn,
  SCOPE_DOWNLOAD,
  SCOPE_UPLOAD,
  SIGNED_UPLOAD_SECONDS,
  signUrlToken,
  verifyUrlToken,
} from './signing.ts';
import { mimeAllowed, readUpload, type UploadBody } from './upload.ts';

/** Bulk deletes and batch signing take at most this many paths (storage's MAX_OBJECTS_PER_REQUEST). */
const MAX_PATHS = 1000;
const JSON_LIMIT = 1024 * 1024;
const EMPTY_FOLDER = '.emptyFolderPlaceholder';

const OP = {
  createBucket: 'storage.bucket.create',
  deleteBucket: 'storage.bucket.delete',
  emptyBucket: 'storage.bucket.empty',
  listBuckets: 'storage.bucket.list',
  getBucket: 'storage.bucket.get',
  updateBucket: 'storage.bucket.update',
  copy: 'storage.object.copy',
  upload: 'storage.object.upload',
  uploadUpdate: 'storage.object.upload_update',
  uploadSigned: 'storage.object.upload_signed',
  delete: 'storage.object.delete',
  deleteMany: 'storage.object.delete_many',
  getPublic: 'storage.object.get_public',
  getAuthenticated: 'storage.object.get_authenticated',
  infoPublic: 'storage.object.info_public',
  infoAuthenticated: 'object.get_authenticated_info',
  headAuthenticated: 'object.head_authenticated_info',
  getSigned: 'storage.object.get_signed',
  signUpload: 'storage.object.sign_upload_url',
  sign: 'storage.object.sign',
  signMany: 'storage.object.sign_many',
  list: 'storage.object.list',
  move: 'storage.object.move',
} as const;

// Request bodies (storage's JSON schemas).
const sortBy = z.object({
  column: z.enum(['name', 'updated_at', 'created_at', 'last_accessed_at']),
  order: z.enum(['asc', 'desc']).optional(),
});
const listBody = z.object({
  prefix: z.string(),
  limit: z.number().int().min(1).optional(),
  offset: z.number().int().min(0).optional(),
  sortBy: sortBy.optional(),
  search: z.string().optional(),
});
const signBody = z.object({
  expiresIn: z.number().int().min(1),
  transform: z.record(z.string(), z.unknown()).optional(),
});
const signManyBody = z.object({
  expiresIn: z.number().int().min(1),
  paths: z.array(z.string()).min(1).max(MAX_PATHS),
});
const removeBody = z.object({ prefixes: z.array(z.string()).min(1) });
const moveBody = z.object({
  bucketId: z.string(),
  sourceKey: z.string(),
  destinationBucket: z.string().nullish(),
  destinationKey: z.string(),
});
const copyBody = moveBody.extend({
  metadata: z.object({ cacheControl: z.string().optional(), mimetype: z.string().optional() }).optional(),
  copyMetadata: z.boolean().optional(),
});
const fileSizeLimit = z.union([z.number().int().min(0), z.string(), z.null()]).optional();
const mimeTypes = z.array(z.string()).nullable().optional();
const createBucketBody = z.object({
  id: z.string().optional(),
  name: z.string(),
  public: z.boolean().optional(),
  file_size_limit: fileSizeLimit,
  allowed_mime_types: mimeTypes,
  type: z.enum(['STANDARD', 'ANALYTICS']).optional(),
});
const updateBucketBody = z
  .object({ public: z.boolean().optional(), file_size_limit: fileSizeLimit, allowed_mime_types: mimeTypes })
  .refine((b) => b.public !== undefined || b.file_size_limit !== undefined || b.allowed_mime_types !== undefined, {
    message: "must have required property 'public'",
  });

async function bodyOf<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let value: unknown;
  try {
    value = await readJsonBody(req, { maxBytes: JSON_LIMIT });
  } catch (e) {
    if (e instanceof BodyError && e.problem === 'too-large') throw ERRORS.entityTooLarge('request body');
    throw ERRORS.invalidRequest(e instanceof Error ? e.message : 'Body is not valid JSON');
  }
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ['body', ...issue.path.map(String)].join('/');
    throw ERRORS.invalidRequest(`${where} ${issue.message}`);
  }
  return parsed.data;
}

/** '20MB', '1.5GB', '300KB', '12B' in bytes (storage's parseFileSizeToBytes). */
function fileSizeToBytes(value: number | string): number {
  if (typeof value === 'number') return value;
  const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!m) throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const n = Number(Number.parseFloat(m[1]).toPrecision(3));
  return Math.round(n * { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[m[2].toLowerCase() as 'gb' | 'mb' | 'kb' | 'b']);
}

const MIME_PATTERN = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;

function objectOut(o: ObjectRow): ObjectRow {
  return {
    name: o.name,
    bucket_id: o.bucket_id,
    owner: o.owner,
    owner_id: o.owner_id,
    version: o.version,
    id: o.id,
    updated_at: o.updated_at,
    created_at: o.created_at,
    last_accessed_at: o.last_accessed_at,
    metadata: o.metadata,
    user_metadata: o.user_metadata,
  };
}

interface Range {
  start: number;
  end: number;
}

/** One byte range of `bytes=a-b`, `bytes=a-`, `bytes=-n`; null when unsatisfiable; undefined when absent or not parsable. */
function parseRange(header: string | undefined, size: number): Range | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return null;
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return null;
  return { start, end };
}

export interface StorageApp {
  app: Hono;
  store: ObjectStore;
}

export function createStorageApp(ctx: ServerContext, store: ObjectStore): StorageApp {
  const sdb = new StorageDb(ctx.db);
  const secret = () => ctx.config.jwtSecret;
  const app = new Hono();

  app.onError((e, c) => {
    const err = e instanceof StorageError ? e : (console.error('[storage]', e), ERRORS.internal());
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    if (c.req.method === 'HEAD') return c.body(null, err.responseStatus as 400);
    return c.json(err.body(), err.responseStatus as 400);
  });

  const caller = (c: Context, allowAnon = false) =>
    callerOf(c.req.raw.headers, { secret: secret(), roles: ctx.config.jwtRoles, allowAnon });

  const scopeOf = (c: Context, operation: string): Scope => {
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => (headers[k] = v));
    return { method: c.req.method, path: new URL(c.req.url).pathname, operation, headers };
  };

  const bucketOrFail = async (id: string): Promise<BucketRow> => {
    mustBeValidBucketName(id);
    const bucket = await sdb.asService(OP.getBucket, (tx) => sdb.bucket(tx, id));
    if (!bucket) throw ERRORS.noSuchBucket();
    return bucket;
  };

  // ---------------------------------------------------------------------------------- buckets

  app.get('/bucket', async (c) => {
    const who = await caller(c);
    const q = c.req.query();
    const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(q.sortColumn ?? '')
      ? q.sortColumn
      : undefined;
    if (q.sortColumn !== undefined && !sortColumn)
      throw ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
    const order = q.sortOrder === 'desc' ? 'desc' : 'asc';
    const limit = q.limit !== undefined ? Number(q.limit) : undefined;
    const offset = q.offset !== undefined ? Number(q.offset) : undefined;
    if (
      (limit !== undefined && !(Number.isInteger(limit) && limit >= 1)) ||
      (offset !== undefined && !(Number.isInteger(offset) && offset >= 0))
    )
      throw ERRORS.invalidRequest('querystring/limit must be a positive integer');
    const rows = await sdb.asCaller(who, scopeOf(c, OP.listBuckets), async (tx) => {
      const params: unknown[] = [];
      let where = '';
      if (q.search) {
        params.push(`%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
        where = `where b.name ilike $${params.length}`;
      }
      let page = '';
      if (limit !== undefined) page += ` limit ${limit}`;
      if (offset !== undefined) page += ` offset ${offset}`;
      const { rows } = await tx.query<{ j: string }>(
        `select ${BUCKET_JSON} as j from storage.buckets b ${where} ${sortColumn ? `order by b.${sortColumn} ${order}` : ''}${page}`,
        params,
      );
      return parseRows<BucketRow>(rows);
    });
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const who = await caller(c);
    const id = c.req.param('id');
    const bucket = await sdb.asCaller(who, scopeOf(c, OP.getBucket), (tx) => sdb.bucket(tx, id));
    if (!bucket) throw ERRORS.noSuchBucket();
    return c.json(bucket);
  });

  const checkLimits = (body: { file_size_limit?: number | string | null; allowed_mime_types?: string[] | null }) => {
    let size: number | null | undefined = undefined;
    if (body.file_size_limit === null) size = null;
    else if (body.file_size_limit !== undefined) {
      size = fileSizeToBytes(body.file_size_limit);
      if (size > ctx.config.storageFileSizeLimit) throw ERRORS.entityTooLarge();
    }
    const types = body.allowed_mime_types ? body.allowed_mime_types.filter((m) => m) : body.allowed_mime_types;
    for (const t of types ?? []) if (t.length > 1000 || !MIME_PATTERN.test(t)) throw ERRORS.invalidMimeType(t);
    return { size, types };
  };

  app.post('/bucket', async (c) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, createBucketBody);
    if (body.name.trim() !== body.name) throw ERRORS.invalidBucketName();
    mustBeValidBucketName(body.name);
    const id = body.id || body.name;
    mustBeValidBucketName(id);
    if (body.type === 'ANALYTICS')
      throw new StorageError(409, 'FeatureNotEnabled', 'The feature iceberg_catalog is not enabled for this resource');
    const { size, types } = checkLimits(body);
    const owner = who.sub && /^[0-9a-f-]{36}$/i.test(who.sub) ? who.sub : null;
    try {
      await sdb.asCaller(who, scopeOf(c, OP.createBucket), (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3::uuid, $4, $5, $6, $7::text[])`,
          [id, body.name, owner, who.sub ?? null, body.public ?? false, size ?? null, types ?? null],
        ),
      );
    } catch (e) {
      if (e instanceof StorageError && e.code === 'ResourceAlreadyExists') throw ERRORS.bucketAlreadyExists();
      throw e;
    }
    return c.json({ name: body.name });
  });

  app.put('/bucket/:id', async (c) => {
    const who = await caller(c);
    const id = mustBeValidBucketName(c.req.param('id'));
    const body = await bodyOf(c.req.raw, updateBucketBody);
    const { size, types } = checkLimits(body);
    const sets: string[] = [];
    const params: unknown[] = [id];
    if (body.public !== undefined) sets.push(`public = $${params.push(body.public)}`);
    if (size !== undefined) sets.push(`file_size_limit = $${params.push(size)}`);
    if (types !== undefined) sets.push(`allowed_mime_types = $${params.push(types)}::text[]`);
    const updated = await sdb.asCaller(who, scopeOf(c, OP.updateBucket), async (tx) => {
      const { rows } = await tx.query(
        `update storage.buckets set ${sets.join(', ')} where id = $1 returning id`,
        params,
      );
      return rows.length;
    });
    if (updated === 0) throw ERRORS.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const who = await caller(c);
    if (who.role !== 'service_role')
      throw new StorageError(403, 'AccessDenied', 'Access denied: Invalid role', 'Unauthorized', 403);
    const id = c.req.param('id');
    await bucketOrFail(id);
    const removed = await sdb.asCaller(who, scopeOf(c, OP.emptyBucket), async (tx) => {
      const { rows } = await tx.query<{ j: string }>(
        `delete from storage.objects o where o.bucket_id = $1 returning ${OBJECT_JSON} as j`,
        [id],
      );
      return parseRows<ObjectRow>(rows);
    });
    for (const o of removed) await store.remove(o.bucket_id, o.name, o.version);
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const who = await caller(c);
    const id = mustBeValidBucketName(c.req.param('id'));
    await bucketOrFail(id);
    const count = await sdb.asService(OP.deleteBucket, async (tx) => {
      const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      return rows.length;
    });
    if (count > 0) throw ERRORS.bucketNotEmpty();
    const deleted = await sdb.asCaller(who, scopeOf(c, OP.deleteBucket), async (tx) => {
      const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
      return rows.length;
    });
    if (deleted === 0) throw ERRORS.noSuchBucket();
    await store.removeBucket(id);
    return c.json({ message: 'Successfully deleted' });
  });

  // ---------------------------------------------------------------------------------- objects

  /** Sends one object: its bytes (GET), its headers (HEAD) or its description (info). */
  const render = async (
    c: Context,
    row: ObjectRow,
    mode: 'asset' | 'head' | 'info',
    extra: { download?: string; expires?: string } = {},
  ): Promise<Response> => {
    const meta = row.metadata ?? {};
    const mimetype = typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream';
    const cacheControl = typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache';
    const eTag = typeof meta.eTag === 'string' ? meta.eTag : undefined;
    const size = typeof meta.size === 'number' ? meta.size : Number(meta.size ?? 0);
    const lastModified = typeof meta.lastModified === 'string' ? new Date(meta.lastModified) : undefined;
    const headers = new Headers();
    if (eTag) headers.set('etag', eTag);
    if (lastModified && !Number.isNaN(lastModified.getTime())) headers.set('last-modified', lastModified.toUTCString());
    if (mode === 'info') {
      headers.set('content-type', 'application/json');
      headers.set('cache-control', cacheControl);
      return new Response(
        JSON.stringify({
          id: row.id,
          name: row.name,
          version: row.version,
          bucket_id: row.bucket_id,
          size: Number.isFinite(size) ? size : null,
          content_type: mimetype,
          cache_control: cacheControl,
          etag: eTag ?? null,
          metadata: row.user_metadata,
          last_modified: row.updated_at,
          created_at: row.created_at,
        }),
        { status: 200, headers },
      );
    }
    headers.set('accept-ranges', 'bytes');
    headers.set('content-type', mimetype.includes('text/html') ? 'text/plain' : mimetype);
    headers.set('x-robots-tag', 'none');
    if (extra.expires) headers.set('expires', extra.expires);
    else headers.set('cache-control', cacheControl);
    if (extra.download !== undefined) {
      const name = encodeURIComponent(extra.download);
      headers.set(
        'content-disposition',
        extra.download === '' ? 'attachment;' : `attachment; filename=${name}; filename*=UTF-8''${name}`,
      );
    }
    if (eTag && c.req.header('if-none-match') === eTag) return new Response(null, { status: 304, headers });
    if (mode === 'head') {
      headers.set('content-length', String(size));
      return new Response(null, { status: 200, headers });
    }
    const onDisk = row.version ? await store.size(row.bucket_id, row.name, row.version) : undefined;
    if (onDisk === undefined) throw ERRORS.resourceNotFound();
    const range = parseRange(c.req.header('range'), onDisk);
    if (range === null) {
      headers.set('content-range', `bytes */${onDisk}`);
      throw ERRORS.invalidRange();
    }
    const stream = await store.read(row.bucket_id, row.name, row.version!, range);
    if (!stream) throw ERRORS.resourceNotFound();
    const length = range ? range.end - range.start + 1 : onDisk;
    headers.set('content-length', String(length));
    if (range) headers.set('content-range', `bytes ${range.start}-${range.end}/${onDisk}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.on('data', (chunk) => {
          controller.enqueue(new Uint8Array(chunk as Buffer));
          if ((controller.desiredSize ?? 1) <= 0) stream.pause();
        });
        stream.once('end', () => controller.close());
        stream.once('error', (e) => controller.error(e));
      },
      pull() {
        stream.resume();
      },
      cancel() {
        stream.destroy();
      },
    });
    return new Response(body, { status: range ? 206 : 200, headers });
  };

  /** GET/HEAD of /object/{bucket}/{key} and its /authenticated and /info forms. */
  const serveObject = async (
    c: Context,
    bucketName: string,
    key: string,
    mode: 'asset' | 'head' | 'info',
    allowAnon: boolean,
    operation: string,
  ) => {
    const who = await caller(c, allowAnon);
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const bucket = await sdb.asService(operation, (tx) => sdb.bucket(tx, bucketName));
    if (!bucket || (!who.authenticated && !bucket.public)) throw ERRORS.noSuchBucket();
    const row = bucket.public
      ? await sdb.asService(operation, (tx) => sdb.findObject(tx, bucketName, key))
      : await sdb.asCaller(who, scopeOf(c, operation), (tx) => sdb.findObject(tx, bucketName, key));
    if (!row) throw ERRORS.noSuchKey();
    return render(c, row, mode, { download: c.req.query('download') });
  };

  const servePublic = async (c: Context, bucketName: string, key: string, mode: 'asset' | 'head' | 'info') => {
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const [bucket, row] = await sdb.asService(
      OP.getPublic,
      async (tx) => [await sdb.bucket(tx, bucketName), await sdb.findObject(tx, bucketName, key)] as const,
    );
    if (!bucket?.public) throw ERRORS.noSuchBucket();
    if (!row) throw ERRORS.noSuchKey();
    return render(c, row, mode, { download: c.req.query('download') });
  };

  /** The caller's right to write the row an upload would write (storage's canUpload). */
  const checkUpload = async (
    who: Caller,
    scope: Scope,
    row: { bucket: string; name: string; metadata: Record<string, unknown>; userMetadata?: Record<string, unknown> },
    upsert: boolean,
  ) => {
    try {
      await sdb.check(who, scope, (tx) =>
        sdb.writeObject(tx, { ...row, owner: who.sub, version: '1', userMetadata: row.userMetadata }, upsert, upsert),
      );
    } catch (e) {
      if (e instanceof StorageError && e.code === 'ResourceAlreadyExists') throw ERRORS.keyAlreadyExists();
      throw e;
    }
  };

  /**
   * Stores an upload: the permission check as the caller (unless a signed upload URL already
   * stands for it), the bytes into a new version file, then the row, then the old version's file
   * goes. The body is drained on a refusal so the client reads the answer.
   */
  const storeUpload = async (
    c: Context,
    bucketName: string,
    key: string,
    opts: { who: Caller | null; owner: string | undefined; upsert: boolean; operation: string },
  ) => {
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const bucket = await bucketOrFail(bucketName);
    const bucketLimit = bucket.file_size_limit ?? Number.POSITIVE_INFINITY;
    const maxBytes = key.endsWith(EMPTY_FOLDER) ? 0 : Math.min(bucketLimit, ctx.config.storageFileSizeLimit);
    const allowed = key.endsWith(EMPTY_FOLDER) ? [] : (bucket.allowed_mime_types ?? []);
    const declaredLength = Number(c.req.header('content-length') ?? NaN);
    let body: UploadBody | undefined;
    try {
      body = await readUpload(c.req.raw, { maxBytes, allowedMimeTypes: allowed });
      if (!mimeAllowed(body.declaredType, allowed)) throw ERRORS.invalidMimeType(body.declaredType);
      if (opts.who) {
        await checkUpload(
          opts.who,
          scopeOf(c, opts.operation),
          {
            bucket: bucketName,
            name: key,
            metadata: {
              mimetype: body.declaredType,
              ...(Number.isFinite(declaredLength) ? { contentLength: declaredLength } : {}),
            },
            userMetadata: body.userMetadata,
          },
          opts.upsert,
        );
      }
      const file = await store.write(body.chunks);
      const version = store.newVersion();
      await store.commit(file, bucketName, key, version);
      const metadata = {
        eTag: file.eTag,
        size: file.size,
        mimetype: body.mimetype(),
        cacheControl: body.cacheControl,
        lastModified: new Date().toUTCString(),
        contentLength: file.size,
        httpStatusCode: 200,
      };
      let previous: ObjectRow | undefined;
      let row: ObjectRow | undefined;
      try {
        row = await sdb.asService(opts.operation, async (tx) => {
          await sdb.lockObject(tx, bucketName, key);
          previous = await sdb.findObject(tx, bucketName, key, true);
          if (previous && !opts.upsert) throw ERRORS.keyAlreadyExists();
          return sdb.writeObject(
            tx,
            { bucket: bucketName, name: key, owner: opts.owner, version, metadata, userMetadata: body!.userMetadata },
            true,
          );
        });
      } catch (e) {
        await store.remove(bucketName, key, version);
        throw e;
      }
      if (previous?.version && previous.version !== version) await store.remove(bucketName, key, previous.version);
      return { row: row!, key: `${bucketName}/${key}` };
    } catch (e) {
      if (body) await body.drain();
      else if (e instanceof StorageError) e.headers.connection = 'close';
      throw e;
    }
  };

  const upload = async (c: Context, bucketName: string, key: string, upsert: boolean, operation: string) => {
    const who = await caller(c);
    const { row, key: fullKey } = await storeUpload(c, bucketName, key, { who, owner: who.sub, upsert, operation });
    return c.json({ Id: row.id, Key: fullKey });
  };

  const list = async (c: Context, bucketName: string) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, listBody);
    let prefix = body.prefix;
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const rows = await sdb.asCaller(who, scopeOf(c, OP.list), async (tx) => {
      const { rows } = await tx.query<{ j: string }>(
        `select json_build_object('name', s.name, 'id', s.id, 'updated_at', s.updated_at, 'created_at', s.created_at,
           'last_accessed_at', s.last_accessed_at, 'metadata', s.metadata)::text as j
         from storage.search($1, $2, $3, $4, $5, $6, $7, $8) s`,
        [
          prefix,
          bucketName,
          body.limit ?? 100,
          (prefix + (body.search ?? '')).split('/').length,
          body.offset ?? 0,
          body.search ?? '',
          body.sortBy?.column ?? 'name',
          body.sortBy?.order ?? 'asc',
        ],
      );
      return rows.map((r) => JSON.parse(r.j) as unknown);
    });
    return c.json(rows);
  };

  const sign = async (c: Context, bucketName: string, key: string) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, signBody);
    const expiresIn = checkExpiresIn(body.expiresIn);
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const row = await sdb.asCaller(who, scopeOf(c, OP.sign), (tx) => sdb.findObject(tx, bucketName, key));
    if (!row) throw ERRORS.noSuchKey();
    const url = `${bucketName}/${key}`;
    const token = await signUrlToken(secret(), { url, scope: SCOPE_DOWNLOAD }, expiresIn);
    return c.json({ signedURL: `/object/sign/${url}?token=${token}` });
  };

  const signMany = async (c: Context, bucketName: string) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, signManyBody);
    const expiresIn = checkExpiresIn(body.expiresIn);
    mustBeValidBucketName(bucketName);
    const found = await sdb.asCaller(who, scopeOf(c, OP.signMany), (tx) => sdb.findObjects(tx, bucketName, body.paths));
    const names = new Set(found.map((o) => o.name));
    const out = await Promise.all(
      body.paths.map(async (path) => {
        if (!names.has(path))
          return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        const url = `${bucketName}/${path}`;
        const token = await signUrlToken(secret(), { url, scope: SCOPE_DOWNLOAD }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(out);
  };

  const getSigned = async (c: Context, bucketName: string, key: string) => {
    const token = c.req.query('token');
    if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const payload = await verifyUrlToken(secret(), token, `${bucketName}/${key}`, SCOPE_DOWNLOAD);
    const row = await sdb.asService(OP.getSigned, (tx) => sdb.findObject(tx, bucketName, key));
    if (!row) throw ERRORS.noSuchKey();
    return render(c, row, 'asset', {
      download: c.req.query('download'),
      expires: new Date(payload.exp * 1000).toUTCString(),
    });
  };

  const signUpload = async (c: Context, bucketName: string, key: string) => {
    const who = await caller(c);
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const upsert = c.req.header('x-upsert') === 'true';
    const length = Number(c.req.header('content-length') ?? NaN);
    await checkUpload(
      who,
      scopeOf(c, OP.signUpload),
      {
        bucket: bucketName,
        name: key,
        metadata: {
          ...(c.req.header('content-type') ? { mimetype: c.req.header('content-type') } : {}),
          ...(Number.isFinite(length) ? { contentLength: length } : {}),
        },
      },
      upsert,
    );
    const url = `${bucketName}/${key}`;
    const token = await signUrlToken(
      secret(),
      { owner: who.sub, url, upsert, scope: SCOPE_UPLOAD },
      SIGNED_UPLOAD_SECONDS,
    );
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  };

  const uploadSigned = async (c: Context, bucketName: string, key: string) => {
    const token = c.req.query('token');
    if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const payload = await verifyUrlToken(secret(), token, `${bucketName}/${key}`, SCOPE_UPLOAD);
    const { key: fullKey } = await storeUpload(c, bucketName, key, {
      who: null,
      owner: payload.owner,
      upsert: payload.upsert === true,
      operation: OP.uploadSigned,
    });
    return c.json({ Key: fullKey });
  };

  const removeOne = async (c: Context, bucketName: string, key: string) => {
    const who = await caller(c);
    mustBeValidBucketName(bucketName);
    mustBeValidKey(key);
    const existing = await sdb.asService(OP.delete, (tx) => sdb.findObject(tx, bucketName, key));
    if (!existing) throw ERRORS.noSuchKey();
    const deleted = await sdb.asCaller(who, scopeOf(c, OP.delete), async (tx) => {
      const { rows } = await tx.query<{ j: string }>(
        `delete from storage.objects o where o.bucket_id = $1 and o.name = $2 returning ${OBJECT_JSON} as j`,
        [bucketName, key],
      );
      return parseRows<ObjectRow>(rows)[0];
    });
    if (!deleted) throw ERRORS.accessDenied('Access denied');
    await store.remove(bucketName, key, deleted.version);
    return c.json({ message: 'Successfully deleted' });
  };

  const removeMany = async (c: Context, bucketName: string) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, removeBody);
    if (body.prefixes.length > MAX_PATHS)
      throw ERRORS.invalidRequest(`Bulk object requests are limited to ${MAX_PATHS} objects per request.`);
    mustBeValidBucketName(bucketName);
    const deleted = await sdb.asCaller(who, scopeOf(c, OP.deleteMany), async (tx) => {
      const { rows } = await tx.query<{ j: string }>(
        `delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[]) returning ${OBJECT_JSON} as j`,
        [bucketName, body.prefixes],
      );
      return parseRows<ObjectRow>(rows);
    });
    for (const o of deleted) await store.remove(o.bucket_id, o.name, o.version);
    return c.json(deleted.map(objectOut));
  };

  const move = async (c: Context) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, moveBody);
    const from = { bucket: mustBeValidBucketName(body.bucketId), key: mustBeValidKey(body.sourceKey) };
    const to = {
      bucket: mustBeValidBucketName(body.destinationBucket || body.bucketId),
      key: mustBeValidKey(body.destinationKey),
    };
    const version = store.newVersion();
    const owner = who.sub && /^[0-9a-f-]{36}$/i.test(who.sub) ? who.sub : null;
    const moveRow = (tx: Queryable, returning: boolean) =>
      tx.query(
        `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6::uuid, owner_id = $7
         where bucket_id = $1 and name = $2 ${returning ? 'returning id' : ''}`,
        [from.bucket, from.key, to.key, to.bucket, version, owner, who.sub ?? null],
      );
    await sdb.check(who, scopeOf(c, OP.move), async (tx) => {
      if (!(await sdb.findObject(tx, from.bucket, from.key))) throw ERRORS.noSuchKey();
      const { rows } = await moveRow(tx, true);
      if (rows.length === 0) throw ERRORS.noSuchKey();
    });
    const source = await sdb.asService(OP.move, (tx) => sdb.findObject(tx, from.bucket, from.key));
    if (!source?.version) throw ERRORS.noSuchKey();
    if (from.bucket === to.bucket && from.key === to.key)
      return c.json({ message: 'Successfully moved', Id: source.id, Key: to.key });
    await store.duplicate({ ...from, version: source.version }, { ...to, version });
    let moved: ObjectRow | undefined;
    try {
      moved = await sdb.asService(OP.move, async (tx) => {
        await sdb.lockObject(tx, to.bucket, to.key);
        const current = await sdb.findObject(tx, from.bucket, from.key, true);
        if (current?.version !== source.version) throw ERRORS.noSuchKey();
        await moveRow(tx, false);
        return sdb.findObject(tx, to.bucket, to.key);
      });
    } catch (e) {
      await store.remove(to.bucket, to.key, version);
      throw e;
    }
    await store.remove(from.bucket, from.key, source.version);
    return c.json({ message: 'Successfully moved', Id: moved?.id ?? source.id, Key: to.key });
  };

  const copy = async (c: Context) => {
    const who = await caller(c);
    const body = await bodyOf(c.req.raw, copyBody);
    const from = { bucket: mustBeValidBucketName(body.bucketId), key: mustBeValidKey(body.sourceKey) };
    const to = {
      bucket: mustBeValidBucketName(body.destinationBucket || body.bucketId),
      key: mustBeValidKey(body.destinationKey),
    };
    const upsert = c.req.header('x-upsert') === 'true';
    const source = await sdb.asCaller(who, scopeOf(c, OP.copy), (tx) => sdb.findObject(tx, from.bucket, from.key));
    if (!source?.version) throw ERRORS.noSuchKey();
    const metadata: Record<string, unknown> = { ...(source.metadata ?? {}) };
    if (body.copyMetadata === false) {
      if (body.metadata?.cacheControl !== undefined) metadata.cacheControl = body.metadata.cacheControl;
      if (body.metadata?.mimetype !== undefined) metadata.mimetype = body.metadata.mimetype;
    }
    const userMetadata = source.user_metadata ?? undefined;
    await checkUpload(who, scopeOf(c, OP.copy), { bucket: to.bucket, name: to.key, metadata, userMetadata }, upsert);
    const version = store.newVersion();
    await store.duplicate({ ...from, version: source.version }, { ...to, version });
    let previous: ObjectRow | undefined;
    let row: ObjectRow | undefined;
    try {
      row = await sdb.asService(OP.copy, async (tx) => {
        await sdb.lockObject(tx, to.bucket, to.key);
        previous = await sdb.findObject(tx, to.bucket, to.key, true);
        if (previous && !upsert) throw ERRORS.keyAlreadyExists();
        return sdb.writeObject(
          tx,
          {
            bucket: to.bucket,
            name: to.key,
            owner: who.sub,
            version,
            metadata: { ...metadata, lastModified: new Date().toUTCString() },
            userMetadata,
          },
          true,
        );
      });
    } catch (e) {
      await store.remove(to.bucket, to.key, version);
      throw e;
    }
    if (previous?.version && previous.version !== version) await store.remove(to.bucket, to.key, previous.version);
    return c.json({ Id: row!.id, Key: `${to.bucket}/${to.key}`, ...objectOut(row!) });
  };

  app.all('/object/*', async (c) => {
    const path = c.req.path;
    const raw = path.slice(path.indexOf('/object/') + '/object/'.length);
    const parts = raw.split('/');
    const method = c.req.method;
    const tail = (from: number) => decodePath(parts.slice(from).join('/'));
    const first = parts[0];
    // /object/{word}/{bucket}/{key...}: the bucket and the key after `n` leading words.
    const at = (n: number) => {
      if (parts.length < n + 2 || parts[n] === '' || parts.slice(n + 1).join('/') === '')
        throw ERRORS.routeNotFound(method, new URL(c.req.url).pathname);
      return [decodePath(parts[n]), tail(n + 1)] as const;
    };
    switch (true) {
      case method === 'POST' && first === 'list' && parts.length === 2:
        return list(c, decodePath(parts[1]));
      case method === 'POST' && first === 'move' && parts.length === 1:
        return move(c);
      case method === 'POST' && first === 'copy' && parts.length === 1:
        return copy(c);
      case method === 'POST' && first === 'sign' && parts.length === 2:
        return signMany(c, decodePath(parts[1]));
      case method === 'POST' && first === 'sign':
        return sign(c, ...at(1));
      case method === 'GET' && first === 'sign':
        return getSigned(c, ...at(1));
      case method === 'POST' && first === 'upload' && parts[1] === 'sign':
        return signUpload(c, ...at(2));
      case method === 'PUT' && first === 'upload' && parts[1] === 'sign':
        return uploadSigned(c, ...at(2));
      case method === 'GET' && first === 'info' && parts[1] === 'authenticated':
        return serveObject(c, ...at(2), 'info', false, OP.infoAuthenticated);
      case method === 'GET' && first === 'info' && parts[1] === 'public':
        return servePublic(c, ...at(2), 'info');
      case method === 'GET' && first === 'info':
        return serveObject(c, ...at(1), 'info', true, OP.infoAuthenticated);
      case (method === 'GET' || method === 'HEAD') && first === 'authenticated':
        return serveObject(
          c,
          ...at(1),
          method === 'GET' ? 'asset' : 'head',
          false,
          method === 'GET' ? OP.getAuthenticated : OP.headAuthenticated,
        );
      case (method === 'GET' || method === 'HEAD') && first === 'public':
        return servePublic(c, ...at(1), method === 'GET' ? 'asset' : 'head');
      case (method === 'GET' || method === 'HEAD') && parts.length >= 2:
        return serveObject(
          c,
          ...at(0),
          method === 'GET' ? 'asset' : 'head',
          true,
          method === 'GET' ? OP.getAuthenticated : OP.headAuthenticated,
        );
      case method === 'POST' && parts.length >= 2:
        return upload(c, ...at(0), c.req.header('x-upsert') === 'true', OP.upload);
      case method === 'PUT' && parts.length >= 2:
        return upload(c, ...at(0), true, OP.uploadUpdate);
      case method === 'DELETE' && parts.length === 1 && first !== '':
        return removeMany(c, decodePath(first));
      case method === 'DELETE' && parts.length >= 2:
        return removeOne(c, ...at(0));
      default:
        throw ERRORS.routeNotFound(method, new URL(c.req.url).pathname);
    }
  });

  app.all('*', (c) => {
    throw ERRORS.routeNotFound(c.req.method, new URL(c.req.url).pathname);
  });

  return { app, store };
}
