-- The admin panel's other big lists in pages that cost a page (issue 20): 'Gestión de Roles' (the
-- users, by name, with a search over name, e-mail and company) and 'Historial' (the audit trail,
-- newest first, by company and user). Both are read as "the page after this key" from an index that
-- serves the order under the tab's filters, instead of every user read into the browser and an
-- OFFSET whose cost grew with the depth.

-- 'Gestión de Roles' --------------------------------------------------------------------------------

-- The tab's order (nombre, apellido_paterno, id), and the same within one company. They replace the
-- indexes on (nombre) and (empresa_id, nombre), whose every use they serve.
drop index public.usuarios_plataforma_nombre_idx;
drop index public.usuarios_plataforma_empresa_id_nombre_idx;
create index usuarios_plataforma_orden_nombre_idx on public.usuarios_plataforma (nombre, apellido_paterno, id);
create index usuarios_plataforma_empresa_orden_nombre_idx on public.usuarios_plataforma (empresa_id, nombre, apellido_paterno, id);

-- One page of public.usuarios_autenticados in the tab's order, after the row whose key is
-- p_despues (null: the first page), the key being the last row's [nombre, apellido_paterno, id].
-- p_busqueda: a substring (literal, case and Spanish accents ignored) of the user's names and
-- e-mail (usuarios_plataforma.busqueda) or of the company's name; p_empresa_id: one company.
-- Security invoker: the caller's row-level security decides whose rows exist (super_admin all,
-- admin_empresa their company, anyone else themself).
create function public.usuarios_autenticados_pagina(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.usuarios_autenticados
language plpgsql stable set search_path = '' as $$
declare
  -- Fewer candidates than this: read them by id and sort them; more: walk the order's index and
  -- keep the matching rows (a page fills quickly when so many match).
  c_pocos constant integer := 2000;
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  v_ids uuid[];
  v_de_empresas uuid[];
  v_alcance uuid;
  v_where text[] := array['true'];
begin
  if p_limite is null or p_limite < 1 or p_limite > 1000 then
    raise exception 'El tamaño de página debe estar entre 1 y 1000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_despues is not null and (jsonb_typeof(p_despues) <> 'array' or jsonb_array_length(p_despues) <> 3
      or jsonb_typeof(p_despues->0) <> 'string' or jsonb_typeof(p_despues->1) <> 'string'
      or jsonb_typeof(p_despues->2) <> 'string') then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [nombre, apellido_paterno, id]';
  end if;
  if char_length(v_texto) > 200 then
    raise exception 'La búsqueda admite hasta 200 caracteres' using errcode = '22023', hint = 'p_busqueda';
  end if;

  -- The rows row-level security leaves a signed-in caller who is not super_admin, said so the
  -- planner reads them through an index (the policy's "or" cannot use one): an admin_empresa's
  -- company, or the caller alone. Only a narrowing: the policies still apply.
  if current_user = 'authenticated' and not private.es_super_admin() then
    v_alcance := private.empresa_administrada();
    if v_alcance is null then
      v_where := array_append(v_where, 'u.id = (select auth.uid())');
    else
      v_where := array_append(v_where, 'u.empresa_id = $4');
    end if;
  end if;
  if p_empresa_id is not null then v_where := array_append(v_where, 'u.empresa_id = $2'); end if;

  if v_texto <> '' then
    v_where := array_append(v_where, '(strpos(u.busqueda, $1) > 0 or strpos(translate(lower(coalesce(u.empresa_nombre, '''')),'
      || ' ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun''), $1) > 0)');
    -- Candidates: the users whose names or e-mail may contain the text, through the trigram index
    -- (private.usuarios_con_busqueda, the helper of 20261124150000_accesos_efectivos_paginas.sql:
    -- ids only, a superset when the text has a space), and the users of the companies whose name
    -- contains it (the caller's companies; the companies grow with companies, not with users).
    v_ids := private.usuarios_con_busqueda(v_texto, c_pocos);
    if cardinality(v_ids) <= c_pocos then
      v_de_empresas := array(
        select u.id from public.usuarios_plataforma u
        where u.empresa_id = any (array(
          select e.id from public.empresas e
          where strpos(translate(lower(e.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_texto) > 0))
        limit c_pocos + 1);
      if cardinality(v_de_empresas) <= c_pocos then
        v_ids := v_ids || v_de_empresas;
        v_where := array_append(v_where, 'u.id = any ($3)');
      end if;
    end if;
  end if;
  if p_despues is not null then
    v_where := array_append(v_where, '(u.nombre, u.apellido_paterno, u.id) > ($5->>0, $5->>1, ($5->>2)::uuid)');
  end if;

  return query execute
    'select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.empresa_id,'
    || ' e.nombre as empresa_nombre, u.rol_id, u.estado'
    || ' from public.usuarios_plataforma u left join public.empresas e on e.id = u.empresa_id'
    || ' where ' || array_to_string(v_where, ' and ')
    || ' order by u.nombre, u.apellido_paterno, u.id limit $6'
    using v_texto, p_empresa_id, v_ids, v_alcance, p_despues, p_limite;
end
$$;
revoke all on function public.usuarios_autenticados_pagina(text, uuid, jsonb, integer) from public, anon;
grant execute on function public.usuarios_autenticados_pagina(text, uuid, jsonb, integer) to authenticated, service_role;

-- 'Historial' ---------------------------------------------------------------------------------------

-- The user a change concerns, stored: the view computed it from the row's json, which no index could
-- serve. Same expression as the view's (20261124130000_historial_actor_nombre.sql).
alter table public.auditoria_permisos add column usuario_id uuid generated always as (
  case tabla
    when 'usuarios_plataforma' then (coalesce(despues, antes) ->> 'id')::uuid
    when 'empleados_override_permisos' then (coalesce(despues, antes) ->> 'empleado_id')::uuid
    when 'acciones_cuenta' then (coalesce(despues, antes) ->> 'usuario_id')::uuid
  end
) stored;

-- The tab's order (ocurrido_en desc, id desc): alone (super_admin, every company), within one
-- company (an admin_empresa, or the company filter) and for one user (the user filter).
drop index public.auditoria_permisos_ocurrido_en_idx;
drop index public.auditoria_permisos_empresa_id_idx;
create index auditoria_permisos_orden_idx on public.auditoria_permisos (ocurrido_en desc, id desc);
create index auditoria_permisos_empresa_orden_idx on public.auditoria_permisos (empresa_id, ocurrido_en desc, id desc);
create index auditoria_permisos_usuario_orden_idx on public.auditoria_permisos (usuario_id, ocurrido_en desc, id desc);

-- Same view as 20261124130000_historial_actor_nombre.sql, reading the stored usuario_id (same
-- values, same column) so a filter on it reaches the index.
create or replace view public.historial_permisos with (security_invoker = true) as
select
  a.id,
  a.ocurrido_en,
  a.actor_id,
  a.actor_correo,
  a.tabla,
  a.operacion,
  a.empresa_id,
  e.nombre as empresa_nombre,
  a.usuario_id,
  nullif(btrim(concat_ws(' ', u.nombre, u.apellido_paterno, u.apellido_materno)), '') as usuario_nombre,
  u.correo as usuario_correo,
  m.clave as modulo_clave,
  m.nombre as modulo_nombre,
  pa.nombre as plan_antes,
  pd.nombre as plan_despues,
  a.antes ->> 'rol_id' as rol_antes,
  a.despues ->> 'rol_id' as rol_despues,
  a.antes ->> 'estado' as estado_antes,
  a.despues ->> 'estado' as estado_despues,
  (a.antes ->> 'puede_acceder')::boolean as acceso_antes,
  (a.despues ->> 'puede_acceder')::boolean as acceso_despues,
  a.antes,
  a.despues,
  case when a.tabla = 'invitaciones' then coalesce(a.despues, a.antes) ->> 'correo' end as invitacion_correo,
  case when a.tabla = 'invitaciones' then coalesce(a.despues, a.antes) ->> 'nombre' end as invitacion_nombre,
  case when a.tabla = 'acciones_cuenta' then a.despues ->> 'accion' end as accion,
  a.antes ->> 'nombre' as nombre_antes,
  a.despues ->> 'nombre' as nombre_despues,
  a.actor_nombre
from public.auditoria_permisos a
left join public.empresas e on e.id = a.empresa_id
left join public.usuarios_plataforma u on u.id = a.usuario_id
left join public.modulos_disponibles m on m.id = (coalesce(a.despues, a.antes) ->> 'modulo_id')::uuid
left join public.planes_disponibles pa on pa.id = (a.antes ->> 'plan_id')::uuid
left join public.planes_disponibles pd on pd.id = (a.despues ->> 'plan_id')::uuid;

-- One page of public.historial_permisos, newest first, after the row whose key is p_despues (null:
-- the first page), the key being the last row's [ocurrido_en, id]. Filters as the tab's: a company,
-- a user. Security invoker: the caller's row-level security decides which changes exist.
create function public.historial_permisos_pagina(
  p_empresa_id uuid default null,
  p_usuario_id uuid default null,
  p_despues jsonb default null,
  p_limite integer default 50
)
returns setof public.historial_permisos
language plpgsql stable set search_path = '' as $$
declare
  v_where text[] := array['true'];
begin
  if p_limite is null or p_limite < 1 or p_limite > 1000 then
    raise exception 'El tamaño de página debe estar entre 1 y 1000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_despues is not null then
    if jsonb_typeof(p_despues) <> 'array' or jsonb_array_length(p_despues) <> 2
        or jsonb_typeof(p_despues->0) <> 'string' or jsonb_typeof(p_despues->1) <> 'number' then
      raise exception 'La clave de página no es válida'
        using errcode = '22023', detail = 'p_despues: [ocurrido_en, id]';
    end if;
    begin
      perform (p_despues->>0)::timestamptz, (p_despues->>1)::bigint;
    exception when others then
      raise exception 'La clave de página no es válida'
        using errcode = '22023', detail = 'p_despues: [ocurrido_en, id]';
    end;
    v_where := array_append(v_where, '(h.ocurrido_en, h.id) < (($3->>0)::timestamptz, ($3->>1)::bigint)');
  end if;
  if p_empresa_id is not null then v_where := array_append(v_where, 'h.empresa_id = $1'); end if;
  if p_usuario_id is not null then v_where := array_append(v_where, 'h.usuario_id = $2'); end if;

  return query execute
    'select h.* from public.historial_permisos h where ' || array_to_string(v_where, ' and ')
    || ' order by h.ocurrido_en desc, h.id desc limit $4'
    using p_empresa_id, p_usuario_id, p_despues, p_limite;
end
$$;
revoke all on function public.historial_permisos_pagina(uuid, uuid, jsonb, integer) from public, anon;
grant execute on function public.historial_permisos_pagina(uuid, uuid, jsonb, integer) to authenticated, service_role;
