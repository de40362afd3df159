-- 'Accesos Efectivos' pages (and the CSV export that reads them, issue 33): what is the same for
-- all of a user's modules is read once per user, not once per user x module.
--
-- private.accesos_modulo joins public.empleados_override_permisos and public.modulos_por_plan per
-- (user, module). Walking the order's index with sequential scans priced out
-- (accesos_efectivos_pagina), the planner either probed the overrides' key once per user x
-- module (31,141 probes for a page of 10,000 rows of 'Profesional + Solo inactivos' at 200,000
-- users: about half of the page's time), or, when the table is small (5,000 users, 417
-- overrides), materialized all of them and compared each with every row of the page (4.2M
-- comparisons for 10,000 rows: most of the page's time); the plan's modules likewise (127,000
-- comparisons for a page of plan Profesional at 50,000 users).
--
-- private.accesos_modulo_por_usuario is the same rows with the columns the page function reads:
-- each user's overrides are one read by the user's key (two arrays: the overridden modules and
-- the denied ones), the modules of the user's plan one read by the plan's key, and each
-- (user, module) row asks the arrays. The rule is private.accesos_modulo's: access = the module
-- in the company's active plan, no override of the user denying it, the user active, the
-- company not inactive; override_aplicado = the user has an override of the module.
-- tests/integration/admin-effective-access-pages.test.ts holds the two views equal (PGlite and
-- PostgreSQL 15) for super_admin and an admin_empresa. private.accesos_modulo stays as it is for
-- the views over it (public.accesos_efectivos_usuario, public.permisos_usuario_modulo), whose
-- reads filter or count with hash joins.
--
-- Security invoker, like the view it mirrors: row-level security applies to every table read.

create view private.accesos_modulo_por_usuario with (security_invoker = true) as
select
  u.id as usuario_id,
  u.nombre,
  u.apellido_paterno,
  u.apellido_materno,
  u.correo,
  u.empresa_id,
  u.empresa_nombre,
  p.clave as plan_clave,
  p.nombre as plan_nombre,
  m.id as modulo_id,
  m.clave as modulo_clave,
  m.nombre as modulo_nombre,
  m.descripcion as modulo_descripcion,
  coalesce(m.id = any (pm.modulos), false) as en_plan,
  (coalesce(m.id = any (pm.modulos), false) and not coalesce(m.id = any (o.negados), false) and u.estado = 'activo'
    and coalesce(e.estado, 'activa') = 'activa') as acceso_efectivo,
  coalesce(m.id = any (o.modulos), false) as override_aplicado,
  u.busqueda || ' ' || m.busqueda as busqueda,
  u.busqueda as usuario_busqueda
from public.usuarios_plataforma u
left join public.empresas e on e.id = u.empresa_id
left join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo
left join public.planes_disponibles p on p.id = pe.plan_id
-- The active modules of the user's plan, one read by key (null when none).
left join lateral (
  select array_agg(mp.modulo_id) as modulos
  from public.modulos_por_plan mp
  where mp.plan_id = pe.plan_id and mp.activo
) pm on true
-- The user's overrides, one read by key (null arrays when none).
left join lateral (
  select array_agg(ov.modulo_id) as modulos, array_agg(ov.modulo_id) filter (where not ov.puede_acceder) as negados
  from public.empleados_override_permisos ov
  where ov.empleado_id = u.id
) o on true
cross join public.modulos_disponibles m
where m.activo;

revoke all on private.accesos_modulo_por_usuario from public, anon, authenticated, service_role;
grant select on private.accesos_modulo_por_usuario to authenticated, service_role;

-- The page function of 20261127140000_accesos_efectivos_paginas_siguientes.sql, reading the view
-- above instead of private.accesos_modulo: the same statements, filters, order and rows.
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
  v_filtro := ' from private.accesos_modulo_por_usuario a where ' || array_to_string(v_where, ' and ');
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

-- The export's page (20261128102803_accesos_efectivos_csv.sql) with the full name written once a
-- row: a cell's expression names its text up to four times, and the full name (three names
-- trimmed of JavaScript's whitespace) was computed each time. It is now a column of the
-- materialized page. The same lines, byte for byte.
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
    format(c_celda, 'p.nombre_completo'),
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
       select f.*, concat_ws('' '', nullif(btrim(f.nombre, $8), ''''), nullif(btrim(f.apellido_paterno, $8), ''''),
         nullif(btrim(f.apellido_materno, $8), '''')) as nombre_completo
       from public.accesos_efectivos_pagina($1, $2, $3, $4, $5, $6, $7) with ordinality f)
     select
       coalesce((select string_agg(' || v_linea || ', '''' order by p.ordinality) from p), ''''),
       (select count(*)::integer from p),
       (select jsonb_build_array(p.empresa_nombre, coalesce(p.nombre, ''''), coalesce(p.apellido_paterno, ''''),
          p.usuario_id, coalesce(p.modulo_nombre, ''''), p.modulo_id)
        from p order by p.ordinality desc limit 1)'
    using p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso, p_despues, p_limite, c_blancos;
end
$$;

