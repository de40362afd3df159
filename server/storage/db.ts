/**
 * Storage's statements on storage.buckets and storage.objects, each in a short transaction (never
 * one held open while bytes stream: PGlite runs one transaction at a time).
 *
 * As the caller: `role`, `request.jwt.claims` and the rest set as supabase/storage sets them
 * (src/internal/database/postgres/scope.ts), so row-level security on storage.objects decides,
 * exactly as on hosted Storage; `storage.operation` names the operation for policies that
 * distinguish them. As the service (the server's own connection, which owns the tables and so
 * bypasses row-level security): the writes that follow a permission check, as storage's
 * superuser connection does them.
 */
import { DatabaseUnavailableError, type Database, type Queryable } from '../db/types.ts';
import { ERRORS, fromPgError, StorageError } from './errors.ts';

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
  jwt: string;
  /** The token's `sub` (the object's owner), when it has one. */
  sub: string | undefined;
}

export interface Scope {
  method: string;
  path: string;
  operation: string;
  headers: Record<string, string>;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const SCOPE_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true), " +
  "set_config('request.jwt', $2, true), set_config('request.jwt.claim.sub', $3, true), " +
  "set_config('request.jwt.claims', $4, true), set_config('request.headers', $5, true), " +
  "set_config('request.method', $6, true), set_config('request.path', $7, true), " +
  "set_config('storage.operation', $8, true), set_config('storage.allow_delete_query', 'true', true)";

const SERVICE_SQL =
  "select set_config('storage.allow_delete_query', 'true', true), set_config('storage.operation', $1, true)";

/** Columns of an object as JSON text (both drivers hand back the same strings). */
export const OBJECT_JSON = `json_build_object('id', o.id, 'bucket_id', o.bucket_id, 'name', o.name, 'owner', o.owner,
  'owner_id', o.owner_id, 'version', o.version, 'metadata', o.metadata, 'user_metadata', o.user_metadata,
  'created_at', o.created_at, 'updated_at', o.updated_at, 'last_accessed_at', o.last_accessed_at)::text`;

export const BUCKET_JSON = `json_build_object('id', b.id, 'name', b.name, 'owner', b.owner, 'owner_id', b.owner_id,
  'public', b.public, 'type', b.type, 'file_size_limit', b.file_size_limit,
  'allowed_mime_types', b.allowed_mime_types, 'created_at', b.created_at, 'updated_at', b.updated_at)::text`;

export function parseRows<T>(rows: { j: string }[]): T[] {
  return rows.map((r) => JSON.parse(r.j) as T);
}

/** Ends a permission check's transaction (never an error of the request). */
class Rollback extends Error {}

function mapError(e: unknown): never {
  if (e instanceof StorageError || e instanceof Rollback) throw e;
  if (e instanceof DatabaseUnavailableError) throw ERRORS.databaseUnavailable(e.retryAfter);
  throw fromPgError(e);
}

export class StorageDb {
  constructor(private readonly db: Database) {}

  /** Runs `fn` as the caller, in one transaction. */
  async asCaller<T>(caller: Caller, scope: Scope, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(SCOPE_SQL, [
          caller.role,
          caller.jwt,
          caller.sub ?? '',
          JSON.stringify(caller.claims),
          JSON.stringify(scope.headers),
          scope.method,
          scope.path,
          scope.operation,
        ]);
        return fn(tx);
      });
    } catch (e) {
      mapError(e);
    }
  }

  /**
   * Whether the caller's statements would pass (storage's testPermission): they run as the
   * caller, then everything is rolled back whatever happened.
   */
  async check(caller: Caller, scope: Scope, fn: (tx: Queryable) => Promise<unknown>): Promise<void> {
    try {
      await this.asCaller(caller, scope, async (tx) => {
        await fn(tx);
        throw new Rollback();
      });
    } catch (e) {
      if (!(e instanceof Rollback)) throw e;
    }
  }

  /** Runs `fn` as the service (row-level security does not apply), in one transaction. */
  async asService<T>(operation: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(SERVICE_SQL, [operation]);
        return fn(tx);
      });
    } catch (e) {
      mapError(e);
    }
  }

  async bucket(tx: Queryable, id: string): Promise<BucketRow | undefined> {
    const { rows } = await tx.query<{ j: string }>(
      `select ${BUCKET_JSON} as j from storage.buckets b where b.id = $1`,
      [id],
    );
    return parseRows<BucketRow>(rows)[0];
  }

  async findObject(tx: Queryable, bucket: string, name: string, forUpdate = false): Promise<ObjectRow | undefined> {
    const { rows } = await tx.query<{ j: string }>(
      `select ${OBJECT_JSON} as j from storage.objects o where o.bucket_id = $1 and o.name = $2 limit 1${forUpdate ? ' for update' : ''}`,
      [bucket, name],
    );
    return parseRows<ObjectRow>(rows)[0];
  }

  async findObjects(tx: Queryable, bucket: string, names: string[]): Promise<ObjectRow[]> {
    const { rows } = await tx.query<{ j: string }>(
      `select ${OBJECT_JSON} as j from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[])`,
      [bucket, names],
    );
    return parseRows<ObjectRow>(rows);
  }

  /** Serialises writers of one object until the transaction ends (storage's object lock). */
  async lockObject(tx: Queryable, bucket: string, name: string): Promise<void> {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 7))', [`${bucket}/${name}`]);
  }

  /** The row as a new upload would write it (the caller's permission check, or the final write). */
  async writeObject(
    tx: Queryable,
    row: {
      bucket: string;
      name: string;
      owner: string | undefined;
      version: string;
      metadata: Record<string, unknown>;
      userMetadata: Record<string, unknown> | undefined;
    },
    upsert: boolean,
    /** storage's check of a plain upload inserts without RETURNING (so no SELECT policy applies). */
    returning = true,
  ): Promise<ObjectRow | undefined> {
    const owner = row.owner && /^[0-9a-f-]{36}$/i.test(row.owner) ? row.owner : null;
    const { rows } = await tx.query<{ j: string }>(
      `insert into storage.objects as o (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
       values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)
       ${
         upsert
           ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
              version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata`
           : ''
       }
       ${returning ? `returning ${OBJECT_JSON} as j` : ''}`,
      [
        row.bucket,
        row.name,
        owner,
        row.owner ?? null,
        row.version,
        JSON.stringify(row.metadata),
        row.userMetadata === undefined ? null : JSON.stringify(row.userMetadata),
      ],
    );
    return parseRows<ObjectRow>(rows)[0];
  }
}
