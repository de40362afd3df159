-- 'Accesos Efectivos' at 200,000 users (issue 33, the whole bench of 2026-11-28): two first pages
-- over the tab's budget (< 300 ms) and the CSV export over its own (1 s per 50,000 rows).
--
-- * 'Sin plan' + 'Solo activos' has no row: access is a module of the company's active plan, and
--   'Sin plan' keeps only users whose company has none visible (or no company). The page function
--   walked the order's index over every user to find that out (9,700 active users of 100
--   companies without a plan, 190,000 others filtered out: 250-360 ms in SQL for an empty table).
--   It now answers the empty page at once, after checking its arguments as before.
-- * A plan filter first asks whether few users can match (at most 2,000: then they are read and
--   sorted). That count's one statement, `empresa_id = any(<the plan's companies>) or (<sin plan>
--   and empresa_id is null)`, was planned as a sequential scan comparing each user's company with
--   every company of the plan (some 700 for plan Profesional at 200,000 users): 150-220 ms on a
--   cold cache, and 15-25 ms warm, on every page (the CSV export asks for 23 pages of
--   'Profesional + Solo inactivos'). super_admin, who sees every user, now sums the companies'
--   user counts (private.usuarios_por_empresa, kept by triggers: tests/db/users-per-company.test.ts);
--   anyone else counts the users they see through the company index.
-- * A later page (after a key) walked the order's index from its start: its range, a row
--   comparison over `coalesce(empresa_nombre, '')`, was a filter, not an index condition, because
--   row-level security lets only leakproof expressions of a column into an index condition and
--   PostgreSQL counts coalesce() as leaky. The 23rd page of the export above filtered out some
--   200,000 users before its first row. The order's two indexes now have `empresa_nombre` itself
--   (the same order: within the users without a company every name is null, and equal, as ''
--   was), and the key's range is written without coalesce(): an index condition.
-- * The CSV export's pages (public.accesos_efectivos_csv) read the page function's rows, all 17
--   columns of the view (its search text included), stored by the function and again by the CSV
--   statement, then sorted by position for string_agg. It now runs the page function's own
--   statements with the CSV line as the select list, aggregated as they come: the filters, the
--   plan choice (few users or the walk) and the key's two statements are one definition,
--   private.accesos_efectivos_consulta, that both functions read. Same lines, byte for byte.
--
-- tests/integration/admin-effective-access-pages.test.ts (PGlite and PostgreSQL 15) holds the
-- pages equal to the view for every filter and both plans, and the CSV pages equal to the SPA's CSV
-- of the page function's rows for several filters, page sizes and both plans.

-- The tab's order without coalesce(): the same order (within the users without a company every
-- name is null, so equal, as '' was), and an index range row-level security lets a later page use.
create index usuarios_plataforma_orden_accesos_v2_idx on public.usuarios_plataforma
  ((empresa_nombre is null), empresa_nombre, nombre, apellido_paterno, id);
create index usuarios_plataforma_empresa_orden_accesos_v2_idx on public.usuarios_plataforma
  (empresa_id, (empresa_nombre is null), empresa_nombre, nombre, apellido_paterno, id);
drop index public.usuarios_plataforma_orden_accesos_idx;
drop index public.usuarios_plataforma_empresa_orden_accesos_idx;
-- An expression index's statistics come from ANALYZE only (the dropped ones had theirs).
analyze public.usuarios_plataforma;

-- The filters of a page, as the statement text the page and CSV functions run over
-- private.accesos_modulo_por_usuario a, with its parameters ($1 the normalised text, $2 the
-- candidate ids, $3 the company, $4 the plan, $5 the access, $6 the key, $7 the page size, $8 the
-- plan's companies). `vacia`: no row can match. `pocos`: few users can match (read and sorted);
-- otherwise the statement walks the order's index (its caller prices sorts and sequential scans
-- out for it). Security invoker: every read is the caller's.
create function private.accesos_efectivos_consulta(
  p_busqueda text,
  p_empresa_id uuid,
  p_plan text,
  p_sin_plan boolean,
  p_acceso boolean,
  p_despues jsonb,
  p_limite integer,
  out vacia boolean,
  out filtro text,
  out tras_clave text,
  out orden text,
  out pocos boolean,
  out texto text,
  out ids uuid[],
  out empresas uuid[]
)
language plpgsql stable set search_path = '' set jit = off as $$
declare
  -- Fewer matching users than this: read them through the trigram index and sort them;
  -- more: walk the order's index and keep the matching rows (a page fills quickly).
  -- The setting axel.accesos_candidatos_max lowers it for a transaction (the tests walk the
  -- demo data); it changes the plan, never the rows.
  c_pocos constant integer := coalesce(nullif(current_setting('axel.accesos_candidatos_max', true), '')::integer, 2000);
  v_where text[] := array['true'];
  v_seqscan text := current_setting('enable_seqscan');
begin
  if p_limite is null or p_limite < 1 or p_limite > 10000 then
    raise exception 'El tamaño de página debe estar entre 1 y 10000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_despues is not null and (jsonb_typeof(p_despues) <> 'array' or jsonb_array_length(p_despues) <> 6) then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [empresa_nombre, nombre, apellido_paterno, usuario_id, modulo_nombre, modulo_id]';
  end if;
  vacia := false;
  pocos := false;
  texto := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  -- Access is a module of the company's active plan: 'Sin plan' keeps users of companies with no
  -- active plan (or none), whose rows have no access.
  if p_sin_plan and p_acceso then
    vacia := true;
    return;
  end if;

  if texto <> '' then
    v_where := array_append(v_where, 'strpos(a.busqueda, $1) > 0');
    -- A text found in some module's text matches every user: no narrowing by users then.
    if not exists (select 1 from public.modulos_disponibles m where m.activo and strpos(m.busqueda, texto) > 0) then
      ids := private.usuarios_con_busqueda(texto, c_pocos);
      if cardinality(ids) <= c_pocos then
        pocos := true;
        v_where := array_append(v_where, 'a.usuario_id = any($2)');
      elsif strpos(texto, ' ') = 0 then
        -- Then only the user's own text can contain it: tested once per user, before the modules.
        v_where := array_append(v_where, 'strpos(a.usuario_busqueda, $1) > 0');
      end if;
    end if;
  end if;
  if p_empresa_id is not null then v_where := array_append(v_where, 'a.empresa_id = $3'); end if;
  -- A plan filter: also the companies it means, so a rare plan is read through the company
  -- index rather than by walking every user.
  if p_sin_plan then
    v_where := array_append(v_where, 'a.plan_clave is null');
    empresas := array(
      select e.id from public.empresas e
      where not exists (select 1 from public.planes_empresa pe where pe.empresa_id = e.id and pe.activo));
    v_where := array_append(v_where, '(a.empresa_id = any($8) or a.empresa_id is null)');
  elsif p_plan is not null then
    v_where := array_append(v_where, 'a.plan_clave = $4');
    empresas := array(
      select pe.empresa_id from public.planes_empresa pe join public.planes_disponibles p on p.id = pe.plan_id
      where pe.activo and p.clave = p_plan);
    v_where := array_append(v_where, 'a.empresa_id = any($8)');
  end if;
  if p_acceso is not null then v_where := array_append(v_where, 'a.acceso_efectivo = $5'); end if;
  if empresas is not null and not pocos then
    if private.es_super_admin() then
      -- super_admin sees every user: the companies' counts (kept by triggers) say how many.
      pocos := (select coalesce(sum(s.n), 0) from private.usuarios_por_empresa_visibles() s
        where s.empresa_id in (select unnest(empresas)) or (p_sin_plan and s.empresa_id is null)) <= c_pocos;
    else
      -- The users the caller sees, ids through the company index (one statement with an `or` was
      -- a sequential scan comparing each user's company with every company of the plan).
      perform set_config('enable_seqscan', 'off', true);
      pocos := (select count(*) from (
        select 1 from public.usuarios_plataforma u where u.empresa_id = any(empresas)
        union all
        select 1 from public.usuarios_plataforma u where p_sin_plan and u.empresa_id is null
        limit c_pocos + 1) s) <= c_pocos;
      perform set_config('enable_seqscan', v_seqscan, true);
    end if;
  end if;
  filtro := ' from private.accesos_modulo_por_usuario a where ' || array_to_string(v_where, ' and ');
  -- The tab's order, as the order's index has it (users without a company last).
  orden := ' order by (a.empresa_nombre is null), a.empresa_nombre, a.nombre, a.apellido_paterno, a.usuario_id,
    a.modulo_nombre, a.modulo_id';
  -- The users after the key's user, an index range: no coalesce() over a column in it, as
  -- row-level security lets only leakproof expressions of a column into an index condition
  -- (with `coalesce(empresa_nombre, '')` every later page walked the index from its start, a
  -- filter over every user before the key). `>=` and `<>` rather than `>`: the same rows, and an
  -- estimate that keeps the planner on the index.
  if p_despues is not null then
    tras_clave := case when p_despues->>0 is null
      then ' and (a.empresa_nombre is null) and (a.nombre, a.apellido_paterno, a.usuario_id) >= ($6->>1, $6->>2, ($6->>3)::uuid)'
      else ' and ((a.empresa_nombre is null), a.empresa_nombre, a.nombre, a.apellido_paterno, a.usuario_id)'
        || ' >= (false, $6->>0, $6->>1, $6->>2, ($6->>3)::uuid)'
      end || ' and a.usuario_id <> ($6->>3)::uuid';
  end if;
end
$$;
revoke all on function private.accesos_efectivos_consulta(text, uuid, text, boolean, boolean, jsonb, integer)
  from public, anon, authenticated, service_role;
grant execute on function private.accesos_efectivos_consulta(text, uuid, text, boolean, boolean, jsonb, integer)
  to authenticated, service_role;

-- The page function of 20261128132520_accesos_efectivos_excepciones_por_usuario.sql, its filters
-- read from private.accesos_efectivos_consulta: the same statements, order and rows.
create or replace function public.accesos_efectivos_pagina(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_plan text default null,
  p_sin_plan boolean default false,
  p_acceso boolean default null,
  p_despues jsonb default null,
  p_limite integer default 1000
)
returns setof public.accesos_efectivos_usuario
language plpgsql stable set search_path = '' set jit = off as $$
declare
  c record;
  v_sort text := current_setting('enable_sort');
  v_seqscan text := current_setting('enable_seqscan');
  v_cols text;
  v_filtro text;
  v_n integer := 0;
begin
  select * into c from private.accesos_efectivos_consulta(p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso, p_despues, p_limite);
  if c.vacia then return; end if;
  v_cols := 'select a.usuario_id, a.nombre, a.apellido_paterno, a.apellido_materno, a.correo,
      a.empresa_id, a.empresa_nombre, a.plan_clave, a.plan_nombre,
      a.modulo_id, a.modulo_clave, a.modulo_nombre, a.modulo_descripcion,
      a.en_plan, a.acceso_efectivo, a.override_aplicado, a.busqueda';
  v_filtro := c.filtro;
  -- The planner cannot tell how many rows a filter keeps (most users are active; a plan may be
  -- a few companies or most of them), and when it guesses few it sorts every matching row for
  -- one page (2M rows: seconds) or joins each user's company by scanning them all. Walking the
  -- order's index and reading each joined row by key costs a page, so unless few users can
  -- match, sorts and sequential scans are priced out for the walking statement.
  if p_despues is not null then
    -- The key user's remaining modules (ten rows at most), in module order.
    return query execute v_cols || v_filtro
      || ' and a.usuario_id = ($6->>3)::uuid and (a.modulo_nombre, a.modulo_id) > ($6->>4, ($6->>5)::uuid)'
      || ' order by a.modulo_nombre, a.modulo_id limit $7'
      using c.texto, c.ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite, c.empresas;
    get diagnostics v_n = row_count;
    if v_n >= p_limite then return; end if;
    -- Then the users after the key user, from the order's index.
    v_filtro := v_filtro || c.tras_clave;
  end if;
  if not c.pocos then
    perform set_config('enable_sort', 'off', true);
    perform set_config('enable_seqscan', 'off', true);
  end if;
  return query execute v_cols || v_filtro || c.orden || ' limit $7'
    using c.texto, c.ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite - v_n, c.empresas;
  perform set_config('enable_sort', v_sort, true);
  perform set_config('enable_seqscan', v_seqscan, true);
end
$$;

-- The export's page (20261128132520_accesos_efectivos_excepciones_por_usuario.sql): the page
-- function's statements (the key user's remaining modules, then the users after the key, or the
-- first page) with the CSV line as their select list, each aggregated into its text as its rows
-- come, in the statement's order (the rows come from a sorted, limited subquery). The last row's
-- key is read back by its user and module. The same lines, byte for byte.
create or replace function public.accesos_efectivos_csv(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_plan text default null,
  p_sin_plan boolean default false,
  p_acceso boolean default null,
  p_despues jsonb default null,
  p_limite integer default 10000
)
returns table (texto text, filas integer, clave jsonb)
language plpgsql stable set search_path = '' set jit = off as $$
declare
  -- What JavaScript's String.prototype.trim removes (WhiteSpace and LineTerminator).
  c_blancos constant text := E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  -- One cell from a text expression (%1$s): csvCell of a string.
  c_celda constant text := $c$('"' || replace(case when %1$s <> '' and strpos(E'=+-@\t\r', left(%1$s, 1)) > 0
    then '''' || %1$s else coalesce(%1$s, '') end, '"', '""') || '"')$c$;
  c record;
  v_sort text := current_setting('enable_sort');
  v_seqscan text := current_setting('enable_seqscan');
  v_linea text;
  v_cols text;
  v_filtro text;
  v_texto text;
  v_n integer;
  v_usuario uuid;
  v_modulo uuid;
  v_ultimo_usuario uuid;
  v_ultimo_modulo uuid;
begin
  if current_user <> 'service_role' and coalesce(private.rol_actual(), '') not in ('super_admin', 'admin_empresa') then
    raise exception 'No tienes permiso para exportar los accesos efectivos.' using errcode = '42501';
  end if;
  texto := '';
  filas := 0;
  select * into c from private.accesos_efectivos_consulta(p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso, p_despues, p_limite);
  if c.vacia then
    return next;
    return;
  end if;
  v_linea := concat_ws(' || '','' || ',
    format(c_celda, 's.nombre_completo'),
    format(c_celda, 's.correo'),
    format(c_celda, 's.empresa_nombre'),
    format(c_celda, 's.plan_nombre'),
    format(c_celda, 's.modulo_clave'),
    format(c_celda, 's.modulo_nombre'),
    format(c_celda, 's.modulo_descripcion'),
    $s$case when s.acceso_efectivo then '"Sí"' else '"No"' end$s$,
    $s$case when s.override_aplicado and s.en_plan then '"Override"' else '"Plan"' end$s$)
    || $s$ || E'\r\n'$s$;
  -- The page's columns: the full name once a row (its parts trimmed as JavaScript's trim() does).
  v_cols := 'select concat_ws('' '', nullif(btrim(a.nombre, $9), ''''), nullif(btrim(a.apellido_paterno, $9), ''''),
        nullif(btrim(a.apellido_materno, $9), '''')) as nombre_completo,
      a.correo, a.empresa_nombre, a.plan_nombre, a.modulo_clave, a.modulo_nombre, a.modulo_descripcion,
      a.acceso_efectivo, a.override_aplicado, a.en_plan, a.usuario_id, a.modulo_id';
  v_filtro := c.filtro;
  if p_despues is not null then
    -- The key user's remaining modules (ten rows at most), in module order.
    execute 'select coalesce(string_agg(' || v_linea || ', ''''), ''''), count(*)::integer,
        (array_agg(s.usuario_id))[count(*)], (array_agg(s.modulo_id))[count(*)]
      from (' || v_cols || v_filtro
      || ' and a.usuario_id = ($6->>3)::uuid and (a.modulo_nombre, a.modulo_id) > ($6->>4, ($6->>5)::uuid)'
      || ' order by a.modulo_nombre, a.modulo_id limit $7) s'
      into v_texto, v_n, v_usuario, v_modulo
      using c.texto, c.ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite, c.empresas, c_blancos;
    texto := v_texto;
    filas := v_n;
    if v_n > 0 then v_ultimo_usuario := v_usuario; v_ultimo_modulo := v_modulo; end if;
    -- Then the users after the key user, as the page function reads them.
    v_filtro := v_filtro || c.tras_clave;
  end if;
  if filas < p_limite then
    if not c.pocos then
      perform set_config('enable_sort', 'off', true);
      perform set_config('enable_seqscan', 'off', true);
    end if;
    execute 'select coalesce(string_agg(' || v_linea || ', ''''), ''''), count(*)::integer,
        (array_agg(s.usuario_id))[count(*)], (array_agg(s.modulo_id))[count(*)]
      from (' || v_cols || v_filtro || c.orden || ' limit $7) s'
      into v_texto, v_n, v_usuario, v_modulo
      using c.texto, c.ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite - filas, c.empresas, c_blancos;
    perform set_config('enable_sort', v_sort, true);
    perform set_config('enable_seqscan', v_seqscan, true);
    texto := texto || v_texto;
    filas := filas + v_n;
    if v_n > 0 then v_ultimo_usuario := v_usuario; v_ultimo_modulo := v_modulo; end if;
  end if;
  -- The last row's key, read back by its user and module (the row was just read: both are visible).
  if v_ultimo_usuario is not null then
    clave := (select jsonb_build_array(u.empresa_nombre, coalesce(u.nombre, ''), coalesce(u.apellido_paterno, ''),
        u.id, coalesce(m.nombre, ''), m.id)
      from public.usuarios_plataforma u, public.modulos_disponibles m
      where u.id = v_ultimo_usuario and m.id = v_ultimo_modulo);
  end if;
  return next;
end
$$;
