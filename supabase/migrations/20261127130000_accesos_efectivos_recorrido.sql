-- 'Accesos Efectivos' at 200,000 users (2M rows) on PostgreSQL 15: the first page under 'solo
-- activos' took 9 s and under 'sin plan' 3 s. The planner estimated that few rows pass those
-- filters (the view's joins and row-level security hide how many), so it sorted every matching
-- row for one page instead of walking the index that serves the order, as it does without a
-- filter (150 ms). For a first page the function now prices a sort out unless few users can
-- match (the trigram ids, or a plan whose companies have at most 2,000 users, counted with a
-- bounded read).

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
  c_pocos constant integer := 2000;
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
  v_sql text;
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
  if p_despues is null then
    v_sql := v_cols || ' from private.accesos_modulo a where ' || array_to_string(v_where, ' and ') || v_orden;
  else
    -- After the key: the key user's remaining modules, then the users after the key user, read
    -- from the order's index. (One row comparison across users and modules cannot use the
    -- index, and its estimate made the planner sort everything.) `>=` and `<>` rather than `>`:
    -- the same rows, and an estimate that keeps the planner on the index.
    v_sql := 'select * from ((' || v_cols || ' from private.accesos_modulo a where ' || array_to_string(v_where, ' and ')
      || ' and a.usuario_id = ($6->>3)::uuid and (a.modulo_nombre, a.modulo_id) > ($6->>4, ($6->>5)::uuid))'
      || ' union all (' || v_cols || ' from private.accesos_modulo a where ' || array_to_string(v_where, ' and ')
      || ' and ((a.empresa_nombre is null), coalesce(a.empresa_nombre, ''''), a.nombre, a.apellido_paterno, a.usuario_id)'
      || ' >= (($6->>0) is null, coalesce($6->>0, ''''), $6->>1, $6->>2, ($6->>3)::uuid)'
      || ' and a.usuario_id <> ($6->>3)::uuid' || v_orden || ')) a' || v_orden;
  end if;
  -- The planner cannot tell how many rows a filter keeps (most users are active; a plan may be
  -- a few companies or most of them), and when it guesses few it sorts every matching row for
  -- one page: 2M rows, seconds. Walking the order's index and stopping at the page's end costs a
  -- page, so for a first page a sort is priced out unless few users can match. (A later page
  -- merges two ordered reads and needs its sort.)
  if not v_pocos and p_despues is null then perform set_config('enable_sort', 'off', true); end if;
  return query execute v_sql using v_texto, v_ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite, v_empresas;
  perform set_config('enable_sort', v_sort, true);
end
$$;
