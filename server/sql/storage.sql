-- Supabase Storage's schema, as a hosted project has it before our migrations run: the tables
-- storage.buckets and storage.objects with their columns, indexes and triggers, the helper
-- functions policies use (storage.foldername(), filename(), extension(), operation() ...) and the
-- listing function storage.search() that POST /storage/v1/object/list calls as the requesting
-- role. Written for this server (server/storage/) from the final state of supabase/storage's
-- tenant migrations; hosted Supabase's storage service owns and migrates the real one, so this
-- file is never pushed. Idempotent: run after bootstrap.sql on every start.
--
-- tests/db/storage-portability.test.ts builds a hosted-like PostgreSQL 15 database with this file
-- (owned by supabase_storage_admin) and checks that our migrations and policies behave there as on
-- the embedded server; with SUPABASE_STORAGE_MIGRATIONS it applies supabase/storage's own
-- migrations from a checkout instead (not kept in this repository).

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end
$$;

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$$;

create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED'
    constraint buckets_versioning_status_check check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED'))
);
create unique index if not exists bname on storage.buckets (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, (name collate "C"));
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.migrations enable row level security;
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- The API roles have every privilege on buckets and objects; row-level security decides (no
-- policy on buckets: only service_role, which bypasses it, manages them).
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Path helpers: 'a/b/c.png' -> {a,b}, 'c.png', 'png'.
create or replace function storage.foldername(name text) returns text[]
language sql immutable set search_path = '' as $$
  select (string_to_array(name, '/'))[1 : coalesce(array_length(string_to_array(name, '/'), 1), 0) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable set search_path = '' as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable set search_path = '' as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

-- The operation the storage service is performing ('storage.object.upload', ...), for policies.
create or replace function storage.operation() returns text
language sql stable set search_path = '' as $$
  select current_setting('storage.operation', true)
$$;

create or replace function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce(nullif(expected_operation, '') is not null
    and regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(expected_operation, '^storage\.', ''), false)
$$;

create or replace function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from unnest(expected_operations) e
    where nullif(e, '') is not null
      and regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(e, '^storage\.', ''))
$$;

create or replace function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language sql stable set search_path = '' as $$
  select sum((o.metadata ->> 'size')::bigint)::bigint, o.bucket_id from storage.objects o group by o.bucket_id
$$;

-- The entries directly under a prefix, as POST /object/list returns them: folders (id null) and
-- files, their names relative to the prefix; `search` narrows to names starting with it (case
-- insensitive). Runs as the caller (security invoker): row-level security decides what exists.
-- Sorting by name mixes folders and files in one case-insensitive order; by another column, the
-- folders come first (by name), then the files.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_prefix text := coalesce(prefix, '');
  v_start text := lower(coalesce(prefix, '') || coalesce(search, ''));
  v_column text := lower(coalesce(sortcolumn, 'name'));
  v_desc boolean := lower(coalesce(sortorder, 'asc')) = 'desc';
  v_limit int := least(greatest(coalesce(limits, 100), 0), 1500);
begin
  if v_column not in ('name', 'updated_at', 'created_at', 'last_accessed_at') then
    v_column := 'name';
  end if;
  return query
  with hits as (
    select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
           substring(o.name from char_length(v_prefix) + 1) as rest
    from storage.objects o
    where o.bucket_id = bucketname
      and left(lower(o.name), char_length(v_start)) = v_start
  ),
  entries as (
    select min(split_part(h.rest, '/', 1)) as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata,
           true as folder
    from hits h where strpos(h.rest, '/') > 0
    group by lower(split_part(h.rest, '/', 1))
    union all
    select h.rest, h.id, h.updated_at, h.created_at, h.last_accessed_at, h.metadata, false
    from hits h where strpos(h.rest, '/') = 0
  )
  select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
  from entries e
  order by
    case when v_column = 'name' then null else not e.folder end,
    case when v_column = 'name' and not v_desc then lower(e.name) collate "C" end asc,
    case when v_column = 'name' and v_desc then lower(e.name) collate "C" end desc,
    case when v_column <> 'name' and e.folder and not v_desc then lower(e.name) collate "C" end asc,
    case when v_column <> 'name' and e.folder and v_desc then lower(e.name) collate "C" end desc,
    case when not v_desc then
      case v_column when 'updated_at' then e.updated_at when 'created_at' then e.created_at
                    when 'last_accessed_at' then e.last_accessed_at end end asc,
    case when v_desc then
      case v_column when 'updated_at' then e.updated_at when 'created_at' then e.created_at
                    when 'last_accessed_at' then e.last_accessed_at end end desc,
    e.name collate "C"
  limit v_limit offset greatest(coalesce(offsets, 0), 0);
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql set search_path = '' as $$
begin
  if char_length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, char_length(new.name);
  end if;
  return new;
end
$$;
drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();

-- Rows of objects and buckets are removed through the Storage API only, which sets
-- storage.allow_delete_query for its own statements: a plain SQL delete would leave the bytes
-- behind with nothing pointing at them.
create or replace function storage.protect_delete() returns trigger
language plpgsql set search_path = '' as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception using errcode = '42501',
      message = 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant execute on all functions in schema storage to anon, authenticated, service_role;
