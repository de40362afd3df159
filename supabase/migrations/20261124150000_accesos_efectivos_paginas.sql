-- 'Accesos Efectivos' in pages that cost a page (issue 20): keyset pagination over an index that
-- serves the tab's order, and a text search served by a trigram index.
--
-- The tab's order is company name, user name, surname, user id, then module name and id
-- (docs/product.md §7). The company name lived in public.empresas, so no index could serve that
-- order: every page sorted the whole filtered set again. It is now copied onto each user's row
-- (empresa_nombre, kept by the triggers below), and one index on public.usuarios_plataforma serves
-- the order; public.accesos_efectivos_pagina reads "the page after this key" from it.

create extension if not exists pg_trgm with schema extensions;

-- The company name on the user's row ---------------------------------------------------------------
alter table public.usuarios_plataforma add column empresa_nombre text;

update public.usuarios_plataforma u set empresa_nombre = e.nombre from public.empresas e where e.id = u.empresa_id;

-- Set from the company whenever a row is written with a company (a client cannot choose it).
create function private.copiar_empresa_nombre() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.empresa_nombre := (select e.nombre from public.empresas e where e.id = new.empresa_id);
  return new;
end
$$;
create trigger usuarios_plataforma_empresa_nombre
  before insert or update of empresa_id, empresa_nombre on public.usuarios_plataforma
  for each row execute function private.copiar_empresa_nombre();

-- A renamed company renames it on its users' rows.
create function private.propagar_empresa_nombre() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.usuarios_plataforma set empresa_nombre = new.nombre
  where empresa_id = new.id and empresa_nombre is distinct from new.nombre;
  return null;
end
$$;
create trigger empresas_propagar_nombre
  after update of nombre on public.empresas
  for each row when (old.nombre is distinct from new.nombre)
  execute function private.propagar_empresa_nombre();

revoke all on function private.copiar_empresa_nombre(), private.propagar_empresa_nombre() from public, anon, authenticated;

-- The tab's order, users without a company last (as `order by empresa_nombre` puts nulls); and
-- the same order within one company (the company filter).
create index usuarios_plataforma_orden_accesos_idx on public.usuarios_plataforma
  ((empresa_nombre is null), coalesce(empresa_nombre, ''), nombre, apellido_paterno, id);
create index usuarios_plataforma_empresa_orden_accesos_idx on public.usuarios_plataforma
  (empresa_id, (empresa_nombre is null), coalesce(empresa_nombre, ''), nombre, apellido_paterno, id);
-- The free-text search: any substring of names and e-mail.
create index usuarios_plataforma_busqueda_trgm_idx on public.usuarios_plataforma
  using gin (busqueda extensions.gin_trgm_ops);

-- The view reads the copied name (same values; one join less), and exposes each side's search
-- text so the page function can reach the trigram index. Columns are only added at the end.
create or replace view private.accesos_modulo with (security_invoker = true) as
select
  u.id as usuario_id,
  u.nombre,
  u.apellido_paterno,
  u.apellido_materno,
  u.correo,
  u.rol_id,
  u.estado,
  u.empresa_id,
  u.empresa_nombre,
  pe.plan_id,
  p.clave as plan_clave,
  p.nombre as plan_nombre,
  m.id as modulo_id,
  m.clave as modulo_clave,
  m.nombre as modulo_nombre,
  m.descripcion as modulo_descripcion,
  (mp.plan_id is not null) as en_plan,
  o.puede_acceder as override_puede_acceder,
  (o.empleado_id is not null) as override_aplicado,
  -- A user of an inactive company has no access (20261124120000_cuentas_empresas.sql).
  (mp.plan_id is not null and coalesce(o.puede_acceder, true) and u.estado = 'activo'
    and coalesce(e.estado, 'activa') = 'activa') as acceso_efectivo,
  u.busqueda || ' ' || m.busqueda as busqueda,
  e.estado as empresa_estado,
  u.busqueda as usuario_busqueda,
  m.busqueda as modulo_busqueda
from public.usuarios_plataforma u
cross join public.modulos_disponibles m
left join public.empresas e on e.id = u.empresa_id
left join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo
left join public.planes_disponibles p on p.id = pe.plan_id
left join public.modulos_por_plan mp on mp.plan_id = pe.plan_id and mp.modulo_id = m.id and mp.activo
left join public.empleados_override_permisos o on o.empleado_id = u.id and o.modulo_id = m.id
where m.activo;

-- Users whose row can contain `p_texto` in the view's busqueda (user text || ' ' || module text),
-- through the trigram index: the text inside the user's text, or (when the text has a space) a
-- start that ends the user's text and a rest that begins some active module's text. At most
-- p_max + 1 ids: more means "many", and the caller scans in order instead. Row-level security
-- cannot use an index for LIKE (not leakproof), hence a definer function returning ids only;
-- the caller's query applies every policy to them.
create function private.usuarios_con_busqueda(p_texto text, p_max integer)
returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  v_patrones text[] := array['%' || replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%'];
  v_i integer;
  v_inicio text;
  v_resto text;
begin
  for v_i in select g from generate_series(1, char_length(p_texto)) g where substr(p_texto, g, 1) = ' ' loop
    v_inicio := substr(p_texto, 1, v_i - 1);
    v_resto := substr(p_texto, v_i + 1);
    if exists (select 1 from public.modulos_disponibles m where m.activo and starts_with(m.busqueda, v_resto)) then
      v_patrones := array_append(v_patrones, '%' || replace(replace(replace(v_inicio, '\', '\\'), '%', '\%'), '_', '\_'));
    end if;
  end loop;
  return array(
    select u.id from public.usuarios_plataforma u
    where u.busqueda like any (v_patrones)
    limit p_max + 1
  );
end
$$;
revoke all on function private.usuarios_con_busqueda(text, integer) from public, anon;
grant execute on function private.usuarios_con_busqueda(text, integer) to authenticated, service_role;

-- One page of public.accesos_efectivos_usuario in the tab's order, after the row whose key is
-- p_despues (null: the first page). The key is the last row's
-- [empresa_nombre, nombre, apellido_paterno, usuario_id, modulo_nombre, modulo_id].
-- Filters as the tab's: p_busqueda (a substring of busqueda, matched literally, case and
-- Spanish accents ignored), p_empresa_id, p_plan (a plan key) or p_sin_plan, p_acceso.
-- Security invoker: the caller's row-level security decides whose rows exist.
create function public.accesos_efectivos_pagina(
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
  return query execute v_sql using v_texto, v_ids, p_empresa_id, p_plan, p_acceso, p_despues, p_limite, v_empresas;
end
$$;
revoke all on function public.accesos_efectivos_pagina(text, uuid, text, boolean, boolean, jsonb, integer) from public, anon;
grant execute on function public.accesos_efectivos_pagina(text, uuid, text, boolean, boolean, jsonb, integer)
  to authenticated, service_role;
