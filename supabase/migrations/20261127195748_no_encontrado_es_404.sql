-- Issue 30, item 8: an expected "not found" answered 500. rpc/industrial_generar_ot (an unknown
-- plan), crm_convertir_lead (an unknown lead), marcar_salida (no clock-in that day), and the
-- account and admin-panel functions raised SQLSTATE P0002, which PostgREST (and our server, which
-- follows it) answers with 500: the P0 class is a server error to PostgREST.
--
-- A client's mistake is a 4xx with its Spanish message. "Not found" is raised the way PostgREST lets
-- a function choose its answer: SQLSTATE 'PGRST' with the error as JSON in the message and the
-- status in the detail (https://docs.postgrest.org/en/v12/references/errors.html#raise-errors-with-http-status-codes).
-- The error keeps its code P0002 (the Edge Functions map it to their 404 'not_found'), its message,
-- and answers 404. tests/db/lints.test.ts refuses any function that raises P0002 again.

-- The message of a "not found" error: PostgREST's JSON, code P0002.
create function private.error_no_encontrado(p_mensaje text) returns text
language sql immutable set search_path = '' as $$
  select json_build_object('code', 'P0002', 'message', p_mensaje)::text
$$;
revoke all on function private.error_no_encontrado(text) from public, anon;
grant execute on function private.error_no_encontrado(text) to authenticated, service_role;

-- Every function of public and private that raises P0002 now raises the 404 above instead. Rewritten
-- from its current definition (the same body, only that RAISE changed), so no function body is
-- copied here: pg_get_functiondef() gives each as the database holds it after the migrations before
-- this one.
do $$
declare
  f record;
  v_def text;
  v_new text;
begin
  for f in
    select p.oid from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prokind = 'f' and p.prosrc ~ $re$errcode\s*=\s*'P0002'$re$
  loop
    v_def := pg_get_functiondef(f.oid);
    v_new := regexp_replace(
      v_def,
      $re$errcode\s*=\s*'P0002'\s*,\s*message\s*=\s*('(?:[^']|'')*')\s*;$re$,
      $sub$errcode = 'PGRST', message = private.error_no_encontrado(\1), detail = '{"status":404,"headers":{}}';$sub$,
      'g'
    );
    if v_new ~ $re$errcode\s*=\s*'P0002'$re$ then
      raise exception 'A P0002 raise of % is not of the form this migration rewrites', f.oid::regprocedure;
    end if;
    execute v_new;
  end loop;
end
$$;
