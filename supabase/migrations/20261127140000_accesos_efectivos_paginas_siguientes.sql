-- 'Accesos Efectivos' at 200,000 users on PostgreSQL 15 under 'sin plan' (10,000 users in 400
-- companies): the first page took 0.5-0.8 s and every later page 1.2-1.9 s.
-- - First page: walking the order's index, the planner joined each user's company by scanning
--   all of empresas (it guessed that one row would pass): 3.8M rows compared for 1,000.
-- - Later page: the key user's remaining modules and the users after the key were one union with
--   a sort on top, so the planner read every matching user (99,000 rows) and sorted them.
-- A later page is now two statements: the key user's remaining modules, then the users after the
-- key read from the order's index as a first page is. Wherever a page walks the index (unless few
-- users can match), sorts and sequential scans are priced out for that statement, so each user's
-- company, plan and overrides are read by key.

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
language plpgsql stable set search_path = '' as $$
declare
  -- Fewer matching users than this: read them through the trigram index and sort them;
  -- more: walk the order's index and keep the matching rows (a page fills quickly).
  -- The setting axel.accesos_candidatos_max lowers it for a transaction (the tests walk the
  -- demo data); it changes the plan, never the rows.
  c_pocos constant integer := coalesce(nullif(current_setting('axel.accesos_candidatos_max', true), '')::integer, 2000);
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  v_ids uuid[];
  -- True when few users can match (the trigram ids, or the companies of a rare plan): the
  -- planner reads them and sorts them. Otherwise the page walks the order's index.
  v_pocos boolean := false;
  v_sort text := current_setting('enable_sort');
  v_empresas uuid[];
  v_where text[] := array['true'];
  v_cols text;
  v_orden text;
  v_filtro text;
  v_seqscan text := current_setting('enable_seqscan');
  v_n integer := 0;
begin
  if p_limite is null or p_limite < 1 or p_limite > 10000 then
    raise exception 'El tamaño de página debe estar entre 1 y 10000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_despues is not null and (jsonb_typeof(p_despues) <> 'array' or jsonb_array_length(p_despues) <> 6) then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [empresa_nombre, nombre, apellido_paterno, usuario_id, modulo_nombre, modulo_id]';
  end if;

  if v_texto <> '' then
    v_where := array_append(v_where, 'strpos(a.busqueda, $1) > 0');
    -- A text found in some module's text matches every user: no narrowing by users then.
    if not exists (select 1 from public.modulos_disponibles m where m.activo and strpos(m.busqueda, v_texto) > 0) then
      v_ids := private.usuarios_con_busqueda(v_texto, c_pocos);
      if cardinality(v_ids) <= c_pocos then
        v_pocos := true;
        v_where := array_append(v_where, 'a.usuario_id = any($2)');
      elsif strpos(v_texto, ' ') = 0 then
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
    v_empresas := array(
      select e.id from public.empresas e
      where not exists (select 1 from public.planes_empresa pe where pe.empresa_id = e.id and pe.activo));
    v_where := array_append(v_where, '(a.empresa_id = any($8) or a.empresa_id is null)');
  elsif p_plan is not null then
    v_where := array_append(v_where, 'a.plan_clave = $4');
    v_empresas := array(
      select pe.empresa_id from public.planes_empresa pe join public.planes_disponibles p on p.id = pe.plan_id
      where pe.activo and p.clave = p_plan);
    v_where := array_append(v_where, 'a.empresa_id = any($8)');
  end if;
  if p_acceso is not null then v_where := array_append(v_where, 'a.acceso_efectivo = $5'); end if;
  if v_empresas is not null and not v_pocos then
    v_pocos := (select count(*) from (
      select 1 from public.usuarios_plataforma u
      where u.empresa_id = any(v_empresas) or (p_sin_plan and u.empresa_id is null)
      limit c_pocos + 1) s) <= c_pocos;
  end if;
  v_cols := 'select a.usuario_id, a.nombre, a.apellido_paterno, a.apellido_materno, a.correo,
      a.empresa_id, a.empresa_nombre, a.plan_clave, a.plan_nombre,
      a.modulo_id, a.modulo_clave, a.modulo_nombre, a.modulo_descripcion,
      a.en_plan, a.acceso_efectivo, a.override_aplicado, a.busqueda';
  v_orden := ' order by (a.empresa_nombre is null), coalesce(a.empresa_nombre, ''''), a.nombre, a.apellido_paterno,
      a.usuario_id, a.modulo_nombre, a.modulo_id limit $7';
  v_filtro := ' from private.accesos_modulo a where ' || array_to_string(v_where, ' and ');
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
      using v_texto, v_ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite, v_empresas;
    get diagnostics v_n = row_count;
    if v_n >= p_limite then return; end if;
    -- Then the users after the key user, from the order's index. `>=` and `<>` rather than `>`:
    -- the same rows, and an estimate that keeps the planner on the index.
    v_filtro := v_filtro
      || ' and ((a.empresa_nombre is null), coalesce(a.empresa_nombre, ''''), a.nombre, a.apellido_paterno, a.usuario_id)'
      || ' >= (($6->>0) is null, coalesce($6->>0, ''''), $6->>1, $6->>2, ($6->>3)::uuid)'
      || ' and a.usuario_id <> ($6->>3)::uuid';
  end if;
  if not v_pocos then
    perform set_config('enable_sort', 'off', true);
    perform set_config('enable_seqscan', 'off', true);
  end if;
  return query execute v_cols || v_filtro || v_orden
    using v_texto, v_ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite - v_n, v_empresas;
  perform set_config('enable_sort', v_sort, true);
  perform set_config('enable_seqscan', v_seqscan, true);
end
$$;
