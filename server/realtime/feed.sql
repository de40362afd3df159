-- The local Realtime server's change feed (server/realtime/feed.ts, docs/realtime.md). Hosted
-- Supabase reads changes from the write-ahead log (logical replication, wal2json); PGlite has no
-- replication slots, so server/ captures them with triggers instead, on both drivers:
--
-- 1. Every table of the `supabase_realtime` publication gets an AFTER INSERT/UPDATE/DELETE row
--    trigger (installed and removed by the server to follow the publication) that copies the row
--    into realtime.cambios, inside the writing transaction: a change exists if and only if its
--    transaction commits.
-- 2. At commit, a deferred constraint trigger takes a transaction-level advisory lock and gives
--    the transaction's rows one `lote` from a sequence. The lock is held until the commit is
--    visible, so lotes are handed out in commit order, and a reader that has seen lote n has
--    seen every commit before it: reading `lote > last` in order never skips a change.
-- 3. The same trigger sends NOTIFY realtime_cambios (delivered after the commit); the server also
--    polls, so a missed notification only delays a change.
--
-- Not part of hosted Supabase: server/ runs this file at every start (idempotent). Nothing here is
-- granted to the API roles.

create schema if not exists realtime;

create sequence if not exists realtime.cambios_lote;

create table if not exists realtime.cambios (
  id bigint generated always as identity primary key,
  lote bigint,
  xid xid8 not null default pg_current_xact_id(),
  esquema text not null,
  tabla text not null,
  tipo text not null,
  registro jsonb,
  anterior jsonb,
  confirmado_en timestamptz
);
create index if not exists cambios_lote_idx on realtime.cambios (lote, id) where lote is not null;
create index if not exists cambios_sin_lote_idx on realtime.cambios (xid) where lote is null;
revoke all on realtime.cambios from public, anon, authenticated, service_role;
revoke all on sequence realtime.cambios_lote from public, anon, authenticated, service_role;

-- The row trigger of every published table. SECURITY DEFINER: the writer (an API role) has no
-- privilege on the queue.
create or replace function realtime.capturar_cambio() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into realtime.cambios (esquema, tabla, tipo, registro, anterior)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  return null;
end
$$;

-- At commit: one lote for the transaction's changes, in commit order (see above). Later rows of
-- the same commit (a deferred trigger elsewhere writing to a published table) join the lote.
create or replace function realtime.ordenar_cambios() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_lote bigint := nullif(current_setting('realtime.lote', true), '')::bigint;
begin
  if v_lote is not null then
    update realtime.cambios set lote = v_lote, confirmado_en = clock_timestamp()
    where id = new.id and lote is null;
    return null;
  end if;
  perform pg_advisory_xact_lock(7355608);
  v_lote := nextval('realtime.cambios_lote');
  perform set_config('realtime.lote', v_lote::text, true);
  update realtime.cambios set lote = v_lote, confirmado_en = clock_timestamp()
  where xid = pg_current_xact_id() and lote is null;
  perform pg_notify('realtime_cambios', v_lote::text);
  return null;
end
$$;

drop trigger if exists ordenar on realtime.cambios;
create constraint trigger ordenar after insert on realtime.cambios
  deferrable initially deferred for each row execute function realtime.ordenar_cambios();

revoke all on function realtime.capturar_cambio(), realtime.ordenar_cambios() from public, anon;

-- Who may see which of a batch of changes, asked once per batch and table (as hosted's walrus
-- realtime.apply_rls does per change): for each subscriber identity, the role and JWT claims are
-- set and the identity's query runs under them, so the table's row-level security policies are
-- evaluated by Postgres with the subscriber's own claims (auth.uid(), sessions, module access).
-- Each query gets $1 = the records (a jsonb array), $2 = its filter values (text[]), $3 = its
-- number, and returns (consulta, registro, coincide): the visible records' positions and which of
-- the identity's bindings each one matches. A query that fails (a policy raising for this caller)
-- shows nothing to that identity and does not stop the others (it returns registro -1).
create or replace function realtime.visibles(p_registros jsonb, p_consultas jsonb)
returns table (consulta integer, registro integer, coincide integer[])
language plpgsql set search_path = '' as $$
declare
  v_consultas jsonb[] := array(select x from jsonb_array_elements(p_consultas) x);
  v_c jsonb;
  v_n integer := 0;
begin
  foreach v_c in array v_consultas loop
    v_n := v_n + 1;
    begin
      perform set_config('role', v_c ->> 'role', true), set_config('request.jwt.claims', v_c ->> 'claims', true);
      return query execute v_c ->> 'sql'
        using p_registros, array(select jsonb_array_elements_text(coalesce(v_c -> 'valores', '[]'::jsonb))), v_n;
      perform set_config('role', 'none', true), set_config('request.jwt.claims', '', true);
    exception when others then
      -- The subtransaction's settings are rolled back with it: back to the server's own role.
      -- Registro -1 tells the server (which logs it) that this identity saw nothing.
      return query select v_n, -1, null::integer[];
    end;
  end loop;
end
$$;
revoke all on function realtime.visibles(jsonb, jsonb) from public, anon, authenticated, service_role;
