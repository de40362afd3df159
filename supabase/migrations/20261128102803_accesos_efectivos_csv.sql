-- 'Accesos Efectivos' CSV export (issue 33): a page of the file written by Postgres.
--
-- The export function (supabase/functions/export-effective-access) read pages of 10,000 rows of
-- public.accesos_efectivos_pagina as JSON (17 columns a row, built by Postgres, parsed by the
-- server) and wrote each row's CSV line in JavaScript. This function answers the same page as the
-- file's lines, one text, with the page's row count and its last row's key (the next page's
-- p_despues): Postgres writes a few short cells a row instead of a JSON object, and the server
-- passes the text on.
--
-- The lines are byte for byte what supabase/functions/_shared/csv.ts (csvCell, rowLine) writes
-- with _shared/effective-access-csv.ts's columns: every cell quoted, a quote doubled, a text that
-- starts with = + - @ tab or carriage return prefixed with ', empty for null, CRLF ends; the full
-- name is the three names trimmed as JavaScript's trim() trims (its whitespace and line
-- terminators), the empty ones left out, joined by one space; 'Sí'/'No' and 'Override'/'Plan'.
-- tests/integration/admin-effective-access.test.ts compares the file with toCsv of the page
-- function's rows, including names that need each rule.
--
-- Security invoker, like the page function it reads (row-level security decides the rows). Only
-- an active super_admin or admin_empresa (or the service role) may export: anyone else 42501.

create function public.accesos_efectivos_csv(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_plan text default null,
  p_sin_plan boolean default false,
  p_acceso boolean default null,
  p_despues jsonb default null,
  p_limite integer default 10000
)
returns table (texto text, filas integer, clave jsonb)
language plpgsql stable set search_path = '' as $$
declare
  -- What JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator).
  c_blancos constant text := E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  -- One cell from a text expression (%1$s): csvCell of a string.
  c_celda constant text := $c$('"' || replace(case when %1$s <> '' and strpos(E'=+-@\t\r', left(%1$s, 1)) > 0
    then '''' || %1$s else coalesce(%1$s, '') end, '"', '""') || '"')$c$;
  v_linea text;
begin
  if current_user <> 'service_role' and coalesce(private.rol_actual(), '') not in ('super_admin', 'admin_empresa') then
    raise exception 'No tienes permiso para exportar los accesos efectivos.' using errcode = '42501';
  end if;
  v_linea := concat_ws(' || '','' || ',
    format(c_celda, $n$concat_ws(' ', nullif(btrim(p.nombre, $8), ''), nullif(btrim(p.apellido_paterno, $8), ''),
      nullif(btrim(p.apellido_materno, $8), ''))$n$),
    format(c_celda, 'p.correo'),
    format(c_celda, 'p.empresa_nombre'),
    format(c_celda, 'p.plan_nombre'),
    format(c_celda, 'p.modulo_clave'),
    format(c_celda, 'p.modulo_nombre'),
    format(c_celda, 'p.modulo_descripcion'),
    $s$case when p.acceso_efectivo then '"Sí"' else '"No"' end$s$,
    $s$case when p.override_aplicado and p.en_plan then '"Override"' else '"Plan"' end$s$)
    || $s$ || E'\r\n'$s$;
  return query execute
    'with p as materialized (
       select * from public.accesos_efectivos_pagina($1, $2, $3, $4, $5, $6, $7) with ordinality)
     select
       coalesce((select string_agg(' || v_linea || ', '''' order by p.ordinality) from p), ''''),
       (select count(*)::integer from p),
       (select jsonb_build_array(p.empresa_nombre, coalesce(p.nombre, ''''), coalesce(p.apellido_paterno, ''''),
          p.usuario_id, coalesce(p.modulo_nombre, ''''), p.modulo_id)
        from p order by p.ordinality desc limit 1)'
    using p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso, p_despues, p_limite, c_blancos;
end
$$;

revoke all on function public.accesos_efectivos_csv(text, uuid, text, boolean, boolean, jsonb, integer)
  from public, anon, authenticated, service_role;
grant execute on function public.accesos_efectivos_csv(text, uuid, text, boolean, boolean, jsonb, integer)
  to authenticated, service_role;
