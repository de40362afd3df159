/**
 * auth.users as GoTrue serves it. Postgres builds the user's JSON (timestamps in RFC 3339 UTC,
 * identities, app_metadata with the e-mail provider), so both drivers give the same text;
 * zod checks it. Every value is a bind parameter.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../db/types.ts';
import type { TokenUser } from './tokens.ts';

const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Defaults GoTrue keeps in app_metadata for an e-mail user, under what the row has. */
const APP_META = `jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')) || coalesce(u.raw_app_meta_data, '{}'::jsonb)`;

const USER_SELECT = `
select jsonb_build_object(
    'id', u.id,
    'aud', coalesce(u.aud, ''),
    'role', coalesce(u.role, ''),
    'email', coalesce(u.email, ''),
    'email_confirmed_at', ${iso('u.email_confirmed_at')},
    'phone', coalesce(u.phone, ''),
    'phone_confirmed_at', ${iso('u.phone_confirmed_at')},
    'confirmation_sent_at', ${iso('u.confirmation_sent_at')},
    'confirmed_at', ${iso('coalesce(u.email_confirmed_at, u.phone_confirmed_at)')},
    'recovery_sent_at', ${iso('u.recovery_sent_at')},
    'new_email', nullif(u.email_change, ''),
    'email_change_sent_at', ${iso('u.email_change_sent_at')},
    'last_sign_in_at', ${iso('u.last_sign_in_at')},
    'app_metadata', ${APP_META},
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
          'identity_id', i.id,
          'id', i.provider_id,
          'user_id', i.user_id,
          'identity_data', i.identity_data,
          'provider', i.provider,
          'last_sign_in_at', ${iso('i.last_sign_in_at')},
          'created_at', ${iso('i.created_at')},
          'updated_at', ${iso('i.updated_at')},
          'email', i.email) order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'::jsonb),
    'created_at', ${iso('u.created_at')},
    'updated_at', ${iso('u.updated_at')},
    'banned_until', ${iso('u.banned_until')},
    'invited_at', ${iso('u.invited_at')},
    'is_anonymous', u.is_anonymous,
    'factors', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', f.id,
          'friendly_name', coalesce(f.friendly_name, ''),
          'factor_type', f.factor_type,
          'status', f.status,
          'created_at', ${iso('f.created_at')},
          'updated_at', ${iso('f.updated_at')},
          'last_challenged_at', ${iso('f.last_challenged_at')}) order by f.created_at)
      from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb)
  )::text as user_json,
  u.encrypted_password,
  (u.banned_until is not null and u.banned_until > now())::text as banned,
  (u.email_confirmed_at is not null)::text as confirmed
from auth.users u`;

const ts = z.string().nullable();
const identitySchema = z.object({
  identity_id: z.string(),
  id: z.string(),
  user_id: z.string(),
  identity_data: z.record(z.string(), z.unknown()),
  provider: z.string(),
  last_sign_in_at: ts,
  created_at: ts,
  updated_at: ts,
  email: z.string().nullable(),
});

const userJsonSchema = z.object({
  id: z.string(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  email_confirmed_at: ts,
  phone: z.string(),
  phone_confirmed_at: ts,
  confirmation_sent_at: ts,
  confirmed_at: ts,
  recovery_sent_at: ts,
  new_email: z.string().nullable(),
  email_change_sent_at: ts,
  last_sign_in_at: ts,
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(identitySchema),
  created_at: z.string(),
  updated_at: z.string(),
  banned_until: ts,
  invited_at: ts,
  is_anonymous: z.boolean(),
  factors: z.array(
    z.object({
      id: z.string(),
      friendly_name: z.string(),
      factor_type: z.string(),
      status: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      last_challenged_at: ts,
    }),
  ),
});

const pgBool = z.enum(['t', 'f', 'true', 'false']).transform((v) => v.startsWith('t'));
const userRowSchema = z.object({
  user_json: z.string(),
  encrypted_password: z.string().nullable(),
  banned: pgBool,
  confirmed: pgBool,
});

/** GoTrue's user JSON as read (nullable timestamps); `userJson` drops the empty ones. */
export type GoTrueUser = z.output<typeof userJsonSchema>;
const OMIT_EMPTY = [
  'email_confirmed_at',
  'phone_confirmed_at',
  'confirmation_sent_at',
  'confirmed_at',
  'recovery_sent_at',
  'new_email',
  'email_change_sent_at',
  'last_sign_in_at',
  'banned_until',
  'invited_at',
] as const;

/** The user as GoTrue sends it: fields tagged omitempty there are left out when empty. */
export function userJson(u: GoTrueUser): Record<string, unknown> {
  const out: Record<string, unknown> = { ...u };
  for (const k of OMIT_EMPTY) if (out[k] === null) delete out[k];
  // GoTrue leaves `factors` out when the user has none.
  if (u.factors.length === 0) delete out.factors;
  else
    out.factors = u.factors.map((f) => (f.last_challenged_at === null ? { ...f, last_challenged_at: undefined } : f));
  return out;
}

export interface UserRecord {
  user: GoTrueUser;
  encryptedPassword: string | null;
  banned: boolean;
  confirmed: boolean;
}

function toRecord(row: unknown): UserRecord {
  const r = userRowSchema.parse(row);
  return {
    user: userJsonSchema.parse(JSON.parse(r.user_json)),
    encryptedPassword: r.encrypted_password,
    banned: r.banned,
    confirmed: r.confirmed,
  };
}

export function tokenUser(u: GoTrueUser): TokenUser {
  return {
    id: u.id,
    email: u.email,
    phone: u.phone,
    role: u.role,
    app_metadata: u.app_metadata,
    user_metadata: u.user_metadata,
    is_anonymous: u.is_anonymous,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

export async function findUserById(q: Queryable, id: string): Promise<UserRecord | null> {
  if (!isUuid(id)) return null;
  const { rows } = await q.query(`${USER_SELECT} where u.id = $1 and u.deleted_at is null`, [id]);
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await q.query(
    `${USER_SELECT} where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`,
    [email.trim()],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The user whose one-time token column holds `hash`, sent within `maxAgeSeconds`; locked. */
export async function findUserByTokenHash(
  q: Queryable,
  column: 'recovery_token' | 'email_change_token_new' | 'confirmation_token',
  sentColumn: 'recovery_sent_at' | 'email_change_sent_at' | 'confirmation_sent_at',
  hash: string,
  maxAgeSeconds: number,
): Promise<UserRecord | null> {
  const { rows: ids } = await q.query<{ id: string }>(
    `select id::text as id from auth.users
      where ${column} = $1 and deleted_at is null
        and ${sentColumn} > now() - make_interval(secs => $2::double precision)
      for update`,
    [hash, maxAgeSeconds],
  );
  return ids[0] ? findUserById(q, ids[0].id) : null;
}

export async function lockUser(q: Queryable, id: string): Promise<void> {
  await q.query('select 1 from auth.users where id = $1 for update', [id]);
}

export async function emailTaken(q: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from auth.users where lower(email) = lower($1) and is_sso_user = false
        and ($2::uuid is null or id <> $2::uuid) limit 1`,
    [email.trim(), exceptId ?? null],
  );
  return rows.length > 0;
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string | null;
  confirmed: boolean;
  role?: string;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  /** ISO time, or null. */
  bannedUntil?: string | null;
}

/** Inserts the user and its 'email' identity. Triggers on auth.users run as for GoTrue. */
export async function insertUser(q: Queryable, u: NewUser): Promise<string> {
  const id = u.id ?? randomUUID();
  const email = u.email.trim().toLowerCase();
  const appMeta = { provider: 'email', providers: ['email'], ...(u.appMetadata ?? {}) };
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
        case when $5::boolean then now() end, $6::jsonb, $7::jsonb, now(), now(), $8::timestamptz, false, false)`,
    [
      id,
      u.role ?? 'authenticated',
      email,
      u.encryptedPassword,
      u.confirmed,
      JSON.stringify(appMeta),
      JSON.stringify(u.userMetadata ?? {}),
      u.bannedUntil ?? null,
    ],
  );
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $4::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean,
        'phone_verified', false), 'email', now(), now(), now())`,
    [id, email, u.confirmed, id],
  );
  return id;
}

/** Merges `patch` into a metadata object the way GoTrue does: top-level keys, null deletes. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export interface UserChanges {
  encryptedPassword?: string;
  email?: string;
  confirmEmail?: boolean;
  role?: string;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  /** ISO time, or null to unban. */
  bannedUntil?: string | null;
  lastSignIn?: boolean;
}

/** Applies changes to one user (only the given fields); updated_at moves. */
export async function updateUser(q: Queryable, id: string, ch: UserChanges): Promise<void> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  const set = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    sets.push(sql(`$${params.length}`));
  };
  if (ch.encryptedPassword !== undefined) set((p) => `encrypted_password = ${p}`, ch.encryptedPassword);
  if (ch.email !== undefined) set((p) => `email = ${p}`, ch.email.trim().toLowerCase());
  if (ch.confirmEmail === true) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (ch.confirmEmail === false) sets.push('email_confirmed_at = null');
  if (ch.role !== undefined) set((p) => `role = ${p}`, ch.role);
  if (ch.userMetadata !== undefined) set((p) => `raw_user_meta_data = ${p}::jsonb`, JSON.stringify(ch.userMetadata));
  if (ch.appMetadata !== undefined) set((p) => `raw_app_meta_data = ${p}::jsonb`, JSON.stringify(ch.appMetadata));
  if (ch.bannedUntil !== undefined) set((p) => `banned_until = ${p}::timestamptz`, ch.bannedUntil);
  if (ch.lastSignIn) sets.push('last_sign_in_at = now()');
  await q.query(`update auth.users set ${sets.join(', ')} where id = $1`, params);
  if (ch.email !== undefined) {
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
          updated_at = now() where user_id = $1 and provider = 'email'`,
      [id, ch.email.trim().toLowerCase()],
    );
  }
}

/** Raw metadata as stored (without the provider defaults of the JSON). */
export async function rawMetadata(
  q: Queryable,
  id: string,
): Promise<{ app: Record<string, unknown>; user: Record<string, unknown> }> {
  const { rows } = await q.query<{ app: string; usr: string }>(
    `select coalesce(raw_app_meta_data, '{}'::jsonb)::text as app, coalesce(raw_user_meta_data, '{}'::jsonb)::text as usr
       from auth.users where id = $1`,
    [id],
  );
  const rec = z.record(z.string(), z.unknown());
  const row = rows[0];
  return row ? { app: rec.parse(JSON.parse(row.app)), user: rec.parse(JSON.parse(row.usr)) } : { app: {}, user: {} };
}

export async function listUsers(
  q: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: GoTrueUser[]; total: number }> {
  const { rows } = await q.query(
    `${USER_SELECT} where u.deleted_at is null order by u.created_at desc, u.id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const { rows: count } = await q.query<{ n: string }>(
    'select count(*)::text as n from auth.users where deleted_at is null',
  );
  return { users: rows.map((r) => toRecord(r).user), total: Number(count[0]?.n ?? 0) };
}
