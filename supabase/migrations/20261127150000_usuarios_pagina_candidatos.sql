-- 'Gestión de Roles' searched for a common surname at 200,000 users: 'gonzalez' matches some 9,400
-- users (the trigram candidates), more than the 2,000 the function read by id, so the page walked
-- the name order testing each user's text. Names and surnames cluster in that order, so the walk
-- read tens of thousands of users for 100 matches: 319 ms on PGlite, 240 ms in SQL on PostgreSQL
-- 15. Up to 20,000 candidates are now read by id and sorted (a top-100 sort of 9,400 rows):
-- a text that more users contain still walks, and a page of it fills quickly.

create or replace function public.usuarios_autenticados_pagina(
  p_busqueda text default '',
  p_empresa_id uuid default null,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.usuarios_autenticados
language plpgsql stable set search_path = '' as $$
declare
  -- Fewer candidates than this: read them by id and sort them; more: walk the order's index and
  -- keep the matching rows (a page fills quickly when so many match). The setting
  -- axel.usuarios_candidatos_max lowers it for a transaction (the tests walk 2,100 users); it
  -- changes the plan, never the rows.
  c_pocos constant integer := coalesce(nullif(current_setting('axel.usuarios_candidatos_max', true), '')::integer, 20000);
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
