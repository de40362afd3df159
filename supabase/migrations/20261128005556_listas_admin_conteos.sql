-- The admin panel's lists as one scrolling table each (issue 33): the rows come page by page as
-- the table scrolls (the keyset page functions), and the count comes from the server, without
-- reading the rows. At 200,000 users 'Accesos Efectivos' under 'Solo activos' has 1,090,000 rows:
-- the tab read them all to say how many (35 s, a 746 MB tab).
--
-- - public.accesos_efectivos_conteo: the rows of accesos_efectivos_usuario under the tab's
--   filters, counted from the users and the plans instead of the user x module rows (below).
-- - public.usuarios_autenticados_conteo: the users 'Gestión de Roles' lists (its page function's
--   filters, through one helper both use).
-- - public.historial_permisos_conteo: the changes 'Historial' lists, exact up to 100,000.
-- - public.empresas_pagina: 'Empresas' in keyset pages (by name, which is unique).
-- Each answers (total, exacto): exacto false means "more than total".

-- Users per company -------------------------------------------------------------------------------
-- How many users each company has, active or not, kept by the triggers below: what the two counts
-- read instead of every user when the caller sees every user (super_admin, or a role that bypasses
-- row-level security) and no search narrows them. Not exposed: only the definer function below
-- reads it, and only for such a caller.
create table private.usuarios_por_empresa (
  -- null: the users without a company.
  empresa_id uuid,
  activo boolean not null,
  n bigint not null,
  -- Never negative (the triggers below move every user they count), but not a CHECK: an upsert's
  -- proposed row carries the change (-1) and is checked before its conflict turns it into an update.
  constraint usuarios_por_empresa_clave unique nulls not distinct (empresa_id, activo)
);
alter table private.usuarios_por_empresa enable row level security;
revoke all on private.usuarios_por_empresa from public, anon, authenticated, service_role;

insert into private.usuarios_por_empresa (empresa_id, activo, n)
select u.empresa_id, u.estado = 'activo', count(*) from public.usuarios_plataforma u group by 1, 2;

-- Once per statement, with the statement's rows (a bulk load is one update per company, not one
-- per user); keys in order, so two writers lock them in the same order. An update moves a user
-- from their old company and state to the new ones (most updates move nothing, and write nothing).
create function private.contar_usuarios_actualizados() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.usuarios_por_empresa as s (empresa_id, activo, n)
  select d.empresa_id, d.activo, d.n from (
    select c.empresa_id, c.activo, sum(c.delta) as n from (
      select empresa_id, estado = 'activo' as activo, 1 as delta from nuevas
      union all
      select empresa_id, estado = 'activo', -1 from viejas
    ) c
    group by c.empresa_id, c.activo
  ) d
  where d.n <> 0
  order by d.empresa_id nulls last, d.activo
  on conflict on constraint usuarios_por_empresa_clave do update set n = s.n + excluded.n;
  return null;
end
$$;
revoke all on function private.contar_usuarios_actualizados() from public, anon, authenticated, service_role;

create function private.contar_usuarios_insertados() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.usuarios_por_empresa as s (empresa_id, activo, n)
  select empresa_id, estado = 'activo', count(*) from nuevas group by 1, 2 order by 1 nulls last, 2
  on conflict on constraint usuarios_por_empresa_clave do update set n = s.n + excluded.n;
  return null;
end
$$;
create function private.contar_usuarios_borrados() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.usuarios_por_empresa as s (empresa_id, activo, n)
  select empresa_id, estado = 'activo', -count(*) from viejas group by 1, 2 order by 1 nulls last, 2
  on conflict on constraint usuarios_por_empresa_clave do update set n = s.n + excluded.n;
  return null;
end
$$;
revoke all on function private.contar_usuarios_insertados(), private.contar_usuarios_borrados()
  from public, anon, authenticated, service_role;

create trigger usuarios_plataforma_contar_insertados
  after insert on public.usuarios_plataforma referencing new table as nuevas
  for each statement execute function private.contar_usuarios_insertados();
create trigger usuarios_plataforma_contar_actualizados
  after update on public.usuarios_plataforma referencing new table as nuevas old table as viejas
  for each statement execute function private.contar_usuarios_actualizados();
create trigger usuarios_plataforma_contar_borrados
  after delete on public.usuarios_plataforma referencing old table as viejas
  for each statement execute function private.contar_usuarios_borrados();

-- The users per company and state, for super_admin (who sees every user); nothing for anyone else
-- (they count the rows row-level security gives them).
-- (plpgsql: the role is asked once, not once per company.)
create function private.usuarios_por_empresa_visibles()
returns table (empresa_id uuid, activo boolean, n bigint)
language plpgsql stable security definer set search_path = '' as $$
begin
  if private.es_super_admin() then
    return query select s.empresa_id, s.activo, s.n from private.usuarios_por_empresa s where s.n > 0;
  end if;
end
$$;
revoke all on function private.usuarios_por_empresa_visibles() from public, anon, authenticated, service_role;
grant execute on function private.usuarios_por_empresa_visibles() to authenticated, service_role;

-- 'Accesos Efectivos' -----------------------------------------------------------------------------
-- A row of the view is a (user, active module) pair the caller may see. Its access is
-- "the module is in the user's company's active plan, no override of the user denies it, the user
-- is active and the company is not inactive" (private.accesos_modulo). So, over the users the
-- filters keep:
--   rows            = users x active modules (a search: the pairs whose text contains it)
--   rows with access = for each (plan, user active) group, its users x the plan's active modules,
--                     minus the overrides that deny a module of the user's plan.
-- The users are counted by company and state: for super_admin without a search, from
-- private.usuarios_por_empresa (the companies', not the users', cost); otherwise in one read of the
-- users the caller may see (an admin_empresa's company through its index), with no join per user.
-- The overrides that deny a module are read from their side, each with its user by key. Row-level
-- security applies to every table read, as in the view (security invoker), so a caller counts
-- exactly the rows they can page through.
--
-- A search without a space is within the user's text or within a module's text (never across
-- the blank between them), so it is counted the same way per (user, module). A search with a
-- space may span both: those rows are counted one by one through the page function, exactly up
-- to 10,000 (its largest page); more: exacto is false and the total is 10,000 ("more than").
create function public.accesos_efectivos_conteo(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_plan text default null,
  p_sin_plan boolean default false,
  p_acceso boolean default null
)
returns table (total bigint, exacto boolean)
language plpgsql stable set search_path = '' as $$
declare
  -- As in accesos_efectivos_pagina: up to this many users matching a search are read by id.
  c_pocos constant integer := coalesce(nullif(current_setting('axel.accesos_candidatos_max', true), '')::integer, 2000);
  -- The most rows counted one by one (a search with a space); the setting axel.accesos_conteo_tope
  -- lowers it for a transaction (the tests reach "more than" on the demo data).
  c_tope constant integer := least(10000, coalesce(nullif(current_setting('axel.accesos_conteo_tope', true), '')::integer, 10000));
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  v_ids uuid[];
  -- Conditions on the user's own row (u), and on the user's plan (p).
  v_usuario text[] := array['true'];
  v_plan text := 'true';
  v_todos boolean;
  v_alcance uuid;
  v_grupos text;
  v_filas bigint;
  v_con_acceso bigint;
  v_negados bigint;
  v_hashjoin text := current_setting('enable_hashjoin');
  v_mergejoin text := current_setting('enable_mergejoin');
  v_ultima public.accesos_efectivos_usuario;
begin
  -- A user without a plan has no access: nothing to count (as nothing to page through).
  if p_sin_plan and p_acceso then
    return query select 0::bigint, true;
    return;
  end if;
  if strpos(v_texto, ' ') > 0 then
    v_filas := 0;
    for v_ultima in
      select * from public.accesos_efectivos_pagina(p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso, null, c_tope)
    loop
      v_filas := v_filas + 1;
    end loop;
    -- A full page: is there a row after its last one?
    return query select v_filas, v_filas < c_tope or not exists (
      select 1 from public.accesos_efectivos_pagina(p_busqueda, p_empresa_id, p_plan, p_sin_plan, p_acceso,
        jsonb_build_array(v_ultima.empresa_nombre, v_ultima.nombre, v_ultima.apellido_paterno, v_ultima.usuario_id,
          v_ultima.modulo_nombre, v_ultima.modulo_id), 1));
    return;
  end if;

  if v_texto <> '' then
    -- A text no module's text contains: only users whose own text contains it have rows.
    if not exists (select 1 from public.modulos_disponibles m where m.activo and strpos(m.busqueda, v_texto) > 0) then
      v_usuario := array_append(v_usuario, 'strpos(u.busqueda, $1) > 0');
      v_ids := private.usuarios_con_busqueda(v_texto, c_pocos);
      if cardinality(v_ids) <= c_pocos then v_usuario := array_append(v_usuario, 'u.id = any ($4)'); end if;
    end if;
  end if;
  -- The rows row-level security leaves a caller who is not super_admin (an admin_empresa's company,
  -- or the caller alone), said so the users are read through an index. Only a narrowing.
  v_todos := current_user <> 'authenticated' or private.es_super_admin();
  if not v_todos then
    v_alcance := private.empresa_administrada();
    v_usuario := array_append(v_usuario,
      case when v_alcance is null then 'u.id = (select auth.uid())' else 'u.empresa_id = $5' end);
  end if;
  if p_empresa_id is not null then v_usuario := array_append(v_usuario, 'u.empresa_id = $2'); end if;
  if p_sin_plan then
    v_plan := 'p.clave is null';
  elsif p_plan is not null then
    v_plan := 'p.clave = $3';
  end if;

  -- The users by company, state and whether their own text holds the search.
  if v_texto = '' and private.es_super_admin() then
    v_grupos := 'select u.empresa_id, u.activo, true as por_usuario, u.n
      from private.usuarios_por_empresa_visibles() u where ' || array_to_string(v_usuario, ' and ');
  else
    v_grupos := 'select u.empresa_id, u.estado = ''activo'' as activo,
        ($1 = '''' or strpos(u.busqueda, $1) > 0) as por_usuario, count(*) as n
      from public.usuarios_plataforma u where ' || array_to_string(v_usuario, ' and ') || '
      group by 1, 2, 3';
  end if;
  execute
    'with m as (
       select m.id, ($1 <> '''' and strpos(m.busqueda, $1) > 0) as por_modulo
       from public.modulos_disponibles m where m.activo
     ),
     -- Summed per (plan, access possible, text in the user): a few rows, each crossed with the
     -- modules (per company it was 4,000 groups x 10 modules, 1.6 s at 200,000 users on PGlite).
     grupos as (
       select pe.plan_id, g.por_usuario,
         g.activo and coalesce(e.estado, ''activa'') = ''activa'' as vigente, sum(g.n) as n
       from (' || v_grupos || ') g
       left join public.empresas e on e.id = g.empresa_id
       left join public.planes_empresa pe on pe.empresa_id = g.empresa_id and pe.activo
       left join public.planes_disponibles p on p.id = pe.plan_id
       where ' || v_plan || '
       group by 1, 2, 3
     )
     select coalesce(sum(g.n), 0)::bigint,
       coalesce(sum(g.n) filter (where g.vigente and exists (
           select 1 from public.modulos_por_plan mp
           where mp.plan_id = g.plan_id and mp.modulo_id = m.id and mp.activo)), 0)::bigint
     from grupos g cross join m
     where g.por_usuario or m.por_modulo'
    into v_filas, v_con_acceso
    using v_texto, p_empresa_id, p_plan, v_ids, v_alcance;

  -- The overrides that deny a module of the user's plan, from their side (a few per user), each with
  -- its user, company and plan read by key: hash joins would read every user for them, and so did a
  -- nested loop from the users (9.9 s at 200,000 users), hence the denials read first, materialized.
  perform set_config('enable_hashjoin', 'off', true);
  perform set_config('enable_mergejoin', 'off', true);
  execute
    'with o as materialized (
       select o.empleado_id, o.modulo_id from public.empleados_override_permisos o where not o.puede_acceder
     )
     select count(*)
     from o
     join public.modulos_disponibles m on m.id = o.modulo_id and m.activo
     join public.usuarios_plataforma u on u.id = o.empleado_id and u.estado = ''activo''
     left join public.empresas e on e.id = u.empresa_id
     join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo
     left join public.planes_disponibles p on p.id = pe.plan_id
     join public.modulos_por_plan mp on mp.plan_id = pe.plan_id and mp.modulo_id = o.modulo_id and mp.activo
     where coalesce(e.estado, ''activa'') = ''activa''
       and ($1 = '''' or strpos(u.busqueda, $1) > 0 or strpos(m.busqueda, $1) > 0)
       and ' || array_to_string(v_usuario, ' and ') || ' and ' || v_plan
    into v_negados
    using v_texto, p_empresa_id, p_plan, v_ids, v_alcance;
  perform set_config('enable_hashjoin', v_hashjoin, true);
  perform set_config('enable_mergejoin', v_mergejoin, true);
  v_con_acceso := v_con_acceso - v_negados;

  return query select
    case when p_acceso then v_con_acceso when not p_acceso then v_filas - v_con_acceso else v_filas end,
    true;
end
$$;
revoke all on function public.accesos_efectivos_conteo(text, uuid, text, boolean, boolean) from public, anon, authenticated, service_role;
grant execute on function public.accesos_efectivos_conteo(text, uuid, text, boolean, boolean)
  to authenticated, service_role;

-- 'Gestión de Roles' -------------------------------------------------------------------------------
-- The filters of usuarios_autenticados_pagina (20261127150000_usuarios_pagina_candidatos.sql), as
-- the conditions of a query over usuarios_plataforma u with their parameters ($1 the normalised
-- text, $2 the company, $3 the candidate ids, $4 the caller's company), so the page and the count
-- keep the same rows.
create function private.usuarios_filtro(
  p_busqueda text,
  p_empresa_id uuid,
  out condiciones text,
  out texto text,
  out ids uuid[],
  out alcance uuid
)
language plpgsql stable set search_path = '' as $$
declare
  -- Fewer candidates than this: read them by id; more: test every user's text. The setting
  -- axel.usuarios_candidatos_max lowers it for a transaction (the tests walk 2,100 users); it
  -- changes the plan, never the rows.
  c_pocos constant integer := coalesce(nullif(current_setting('axel.usuarios_candidatos_max', true), '')::integer, 20000);
  v_de_empresas uuid[];
  v_where text[] := array['true'];
begin
  texto := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  if char_length(texto) > 200 then
    raise exception 'La búsqueda admite hasta 200 caracteres' using errcode = '22023', hint = 'p_busqueda';
  end if;

  -- The rows row-level security leaves a signed-in caller who is not super_admin, said so the
  -- planner reads them through an index (the policy's "or" cannot use one): an admin_empresa's
  -- company, or the caller alone. Only a narrowing: the policies still apply.
  if current_user = 'authenticated' and not private.es_super_admin() then
    alcance := private.empresa_administrada();
    if alcance is null then
      v_where := array_append(v_where, 'u.id = (select auth.uid())');
    else
      v_where := array_append(v_where, 'u.empresa_id = $4');
    end if;
  end if;
  if p_empresa_id is not null then v_where := array_append(v_where, 'u.empresa_id = $2'); end if;

  if texto <> '' then
    v_where := array_append(v_where, '(strpos(u.busqueda, $1) > 0 or strpos(translate(lower(coalesce(u.empresa_nombre, '''')),'
      || ' ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun''), $1) > 0)');
    -- Candidates: the users whose names or e-mail may contain the text, through the trigram index
    -- (private.usuarios_con_busqueda: ids only, a superset when the text has a space), and the
    -- users of the companies whose name contains it (the caller's companies).
    ids := private.usuarios_con_busqueda(texto, c_pocos);
    if cardinality(ids) <= c_pocos then
      v_de_empresas := array(
        select u.id from public.usuarios_plataforma u
        where u.empresa_id = any (array(
          select e.id from public.empresas e
          where strpos(translate(lower(e.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), texto) > 0))
        limit c_pocos + 1);
      if cardinality(v_de_empresas) <= c_pocos then
        ids := ids || v_de_empresas;
        v_where := array_append(v_where, 'u.id = any ($3)');
      end if;
    end if;
  end if;
  condiciones := array_to_string(v_where, ' and ');
end
$$;
revoke all on function private.usuarios_filtro(text, uuid) from public, anon, authenticated, service_role;
grant execute on function private.usuarios_filtro(text, uuid) to authenticated, service_role;

-- The page function, now through the helper (the same rows and plan as before).
create or replace function public.usuarios_autenticados_pagina(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.usuarios_autenticados
language plpgsql stable set search_path = '' as $$
declare
  v_filtro record;
  v_where text;
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
  v_filtro := private.usuarios_filtro(p_busqueda, p_empresa_id);
  v_where := v_filtro.condiciones;
  if p_despues is not null then
    v_where := v_where || ' and (u.nombre, u.apellido_paterno, u.id) > ($5->>0, $5->>1, ($5->>2)::uuid)';
  end if;

  return query execute
    'select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.empresa_id,'
    || ' e.nombre as empresa_nombre, u.rol_id, u.estado'
    || ' from public.usuarios_plataforma u left join public.empresas e on e.id = u.empresa_id'
    || ' where ' || v_where
    || ' order by u.nombre, u.apellido_paterno, u.id limit $6'
    using v_filtro.texto, p_empresa_id, v_filtro.ids, v_filtro.alcance, p_despues, p_limite;
end
$$;

-- Every user the page function would list: exact (the users are the accounts: for super_admin
-- without a search, their number per company; otherwise one read of the users the caller may see).
create function public.usuarios_autenticados_conteo(
  p_busqueda text default '',
  p_empresa_id uuid default null
)
returns table (total bigint, exacto boolean)
language plpgsql stable set search_path = '' as $$
declare
  v_filtro record;
  v_total bigint;
begin
  v_filtro := private.usuarios_filtro(p_busqueda, p_empresa_id);
  -- super_admin without a search: the users per company (private.usuarios_por_empresa).
  execute case when v_filtro.texto = '' and private.es_super_admin()
      then 'select coalesce(sum(u.n), 0) from private.usuarios_por_empresa_visibles() u where '
      else 'select count(*) from public.usuarios_plataforma u where ' end || v_filtro.condiciones
    into v_total
    using v_filtro.texto, p_empresa_id, v_filtro.ids, v_filtro.alcance;
  return query select v_total, true;
end
$$;
revoke all on function public.usuarios_autenticados_conteo(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.usuarios_autenticados_conteo(text, uuid) to authenticated, service_role;

-- 'Historial' --------------------------------------------------------------------------------------
-- The changes historial_permisos_pagina lists under the same filters (a row of the view is a row
-- of auditoria_permisos: its joins add names). The history only grows: counted exactly up to
-- 100,000 through the filter's index, more is "more than 100,000". The setting
-- axel.historial_conteo_tope lowers the limit for a transaction (the tests).
create function public.historial_permisos_conteo(
  p_empresa_id uuid default null,
  p_usuario_id uuid default null
)
returns table (total bigint, exacto boolean)
language sql stable set search_path = '' as $$
  with tope as (
    select least(100000, coalesce(nullif(current_setting('axel.historial_conteo_tope', true), '')::integer, 100000)) as n
  ),
  s as (
    select 1 from public.auditoria_permisos a
    where (p_empresa_id is null or a.empresa_id = p_empresa_id)
      and (p_usuario_id is null or a.usuario_id = p_usuario_id)
    limit (select n + 1 from tope)
  )
  select least(count(*), (select n from tope)), count(*) <= (select n from tope) from s
$$;
revoke all on function public.historial_permisos_conteo(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.historial_permisos_conteo(uuid, uuid) to authenticated, service_role;

-- 'Empresas' ---------------------------------------------------------------------------------------
-- The companies the caller may see, by name (unique, so the name alone is the key), after p_despues.
create function public.empresas_pagina(
  p_despues text default null,
  p_limite integer default 100
)
returns table (id uuid, nombre text, estado text)
language plpgsql stable set search_path = '' as $$
begin
  if p_limite is null or p_limite < 1 or p_limite > 1000 then
    raise exception 'El tamaño de página debe estar entre 1 y 1000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  return query
    select e.id, e.nombre, e.estado from public.empresas e
    where p_despues is null or e.nombre > p_despues
    order by e.nombre
    limit p_limite;
end
$$;
revoke all on function public.empresas_pagina(text, integer) from public, anon, authenticated, service_role;
grant execute on function public.empresas_pagina(text, integer) to authenticated, service_role;
