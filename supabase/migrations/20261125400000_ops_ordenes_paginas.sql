-- The work-order list in pages that cost a page (issues 13 and 20), as 'Accesos Efectivos' does
-- (20261124150000_accesos_efectivos_paginas.sql): keyset pagination over an index that serves each
-- of the list's orders, and a text search served by a trigram index.
--
-- The list sorts by N° (the default, newest first), priority, scheduled date or creation, each
-- with N° as the tie-breaker; filters by state, priority, type and technician ('Mis órdenes');
-- and searches the order's code, reported fault, free-text equipment and the client's name, every
-- word somewhere (as the list did in the browser). public.ops_ordenes_pagina reads "the page after
-- this key" of that order.

create extension if not exists pg_trgm with schema extensions;

-- The order's own search text (code, fault, equipment), lower-case without Spanish accents, and the
-- priority's rank (crítica first), both kept by Postgres so an index can hold them. The client's
-- name is matched through terceros (a renamed client needs no rewrite of its orders).
alter table public.ops_ordenes
  add column busqueda text generated always as (
    translate(lower('OT-' || lpad(numero::text, 6, '0') || ' ' || falla_reportada || ' ' || coalesce(equipo_texto, '')),
      'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored,
  add column prioridad_rango smallint generated always as (
    case prioridad when 'critica' then 0 when 'alta' then 1 when 'media' then 2 else 3 end
  ) stored;

-- One index per order of the list, inside the company (every policy starts with the company).
-- N° is served by the unique key (empresa_id, numero).
create index ops_ordenes_orden_prioridad_idx on public.ops_ordenes (empresa_id, prioridad_rango, numero);
create index ops_ordenes_orden_programada_idx on public.ops_ordenes
  (empresa_id, (coalesce(fecha_programada, 'infinity'::date)), numero);
create index ops_ordenes_orden_creado_idx on public.ops_ordenes (empresa_id, creado_en, numero);
-- The open states of the board, read whole (a few thousand at most), and a state filter.
create index ops_ordenes_estado_numero_idx on public.ops_ordenes (empresa_id, estado, numero);
drop index public.ops_ordenes_empresa_estado_idx;
-- The free-text search: any substring of the order's own text.
create index ops_ordenes_busqueda_trgm_idx on public.ops_ordenes using gin (busqueda extensions.gin_trgm_ops);

-- The caller's company's orders whose own text contains p_texto, or whose client is one of
-- p_clientes, through the trigram index and the client index. At most p_max + 1 ids: more means
-- "many", and the caller walks the order's index instead. Row-level security cannot use an index
-- for LIKE (not leakproof), hence a definer function returning ids only, of the caller's own company
-- and only with the module; the caller's query still applies every policy to them.
create function private.ops_ordenes_con_texto(p_texto text, p_clientes uuid[], p_max integer)
returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  v_empresa uuid := private.empresa_actual();
  v_ids uuid[];
begin
  if v_empresa is null or not private.tiene_modulo('ops') then
    return '{}';
  end if;
  -- Dynamic, so each call is planned with its own pattern (a generic plan cannot use the trigram
  -- index for a pattern it does not know).
  execute format(
    'select array(select id from ('
    || '(select o.id from public.ops_ordenes o where o.busqueda like %L and o.empresa_id = $1 limit $2)'
    || ' union (select o.id from public.ops_ordenes o where o.tercero_id = any ($3) and o.empresa_id = $1 limit $2)'
    || ') u limit $2)',
    '%' || replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into v_ids using v_empresa, p_max + 1, coalesce(p_clientes, '{}');
  return v_ids;
end
$$;
revoke all on function private.ops_ordenes_con_texto(text, uuid[], integer) from public, anon;
grant execute on function private.ops_ordenes_con_texto(text, uuid[], integer) to authenticated, service_role;

-- One page of the caller's work orders in the list's order, after the row whose key is p_despues
-- (null: the first page). p_orden: 'numero' | 'prioridad' | 'fecha_programada' | 'creado_en';
-- p_descendente: the direction (N° is the tie-breaker, in the same direction). The key is the
-- last row's [value of the order, numero]: for 'prioridad' its prioridad_rango, for
-- 'fecha_programada' its date (null: no date, which sorts after every date), for 'numero' its
-- numero twice. Filters: p_busqueda (words, each a substring of the order's code, fault, equipment
-- or client name; case and Spanish accents ignored), p_estado, p_prioridad, p_tipo, p_tecnico_id.
-- Security invoker: the caller's row-level security decides which orders exist.
create function public.ops_ordenes_pagina(
  p_busqueda text default '',
  p_estado text default null,
  p_prioridad text default null,
  p_tipo text default null,
  p_tecnico_id uuid default null,
  p_orden text default 'numero',
  p_descendente boolean default true,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.ops_ordenes
language plpgsql stable set search_path = '' as $$
declare
  -- Fewer matching orders than this for some word: read them by id and sort them; more: walk the
  -- order's index and keep the matching rows (a page fills quickly).
  c_pocos constant integer := 2000;
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  v_palabras text[];
  v_palabra text;
  v_clientes uuid[];
  v_ids uuid[];
  v_candidatos uuid[];
  v_where text[] := array['true'];
  v_clave text;
  v_valor text;
  v_dir text := case when p_descendente then 'desc' else 'asc' end;
  v_sql text;
begin
  if p_limite is null or p_limite < 1 or p_limite > 10000 then
    raise exception 'El tamaño de página debe estar entre 1 y 10000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_orden is null or p_orden not in ('numero', 'prioridad', 'fecha_programada', 'creado_en') then
    raise exception 'Orden no válido: %', coalesce(p_orden, 'null')
      using errcode = '22023', hint = 'p_orden: numero, prioridad, fecha_programada o creado_en';
  end if;
  if p_despues is not null and (jsonb_typeof(p_despues) <> 'array' or jsonb_array_length(p_despues) <> 2
      or jsonb_typeof(p_despues->1) <> 'number') then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [valor del orden, numero]';
  end if;
  -- The key's value must read as the order's type (a date for the scheduled date...).
  if p_despues is not null and p_orden <> 'numero' and p_despues->>0 is not null then
    begin
      perform case p_orden
        when 'prioridad' then (p_despues->>0)::smallint::text
        when 'fecha_programada' then (p_despues->>0)::date::text
        else (p_despues->>0)::timestamptz::text end;
    exception when others then
      raise exception 'La clave de página no es válida'
        using errcode = '22023', detail = 'p_despues: [valor del orden, numero]';
    end;
  end if;
  if char_length(v_texto) > 200 then
    raise exception 'La búsqueda admite hasta 200 caracteres' using errcode = '22023', hint = 'p_busqueda';
  end if;

  v_palabras := array(select distinct w from regexp_split_to_table(v_texto, '\s+') w where w <> '');
  foreach v_palabra in array v_palabras loop
    -- The clients whose name contains the word (the caller's own: terceros' row-level security).
    v_clientes := array(
      select t.id from public.terceros t
      where strpos(translate(lower(t.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_palabra) > 0);
    v_where := array_append(v_where, format('(strpos(o.busqueda, %L) > 0 or o.tercero_id = any (%L::uuid[]))', v_palabra, v_clientes));
    -- A word of three letters or more narrows through the trigram index when it is rare.
    if char_length(v_palabra) >= 3 then
      v_candidatos := private.ops_ordenes_con_texto(v_palabra, v_clientes, c_pocos);
      if cardinality(v_candidatos) <= c_pocos then
        v_ids := case when v_ids is null then v_candidatos
          else array(select unnest(v_ids) intersect select unnest(v_candidatos)) end;
      end if;
    end if;
  end loop;
  if v_ids is not null then v_where := array_append(v_where, 'o.id = any ($1)'); end if;
  if p_estado is not null then v_where := array_append(v_where, 'o.estado = $2'); end if;
  -- The rank too, so the priority order's index reads only that priority.
  if p_prioridad is not null then
    v_where := array_append(v_where, 'o.prioridad = $3');
    v_where := array_append(v_where, format('o.prioridad_rango = %s',
      case p_prioridad when 'critica' then 0 when 'alta' then 1 when 'media' then 2 else 3 end));
  end if;
  if p_tipo is not null then v_where := array_append(v_where, 'o.tipo = $4'); end if;
  if p_tecnico_id is not null then v_where := array_append(v_where, 'o.tecnico_id = $5'); end if;

  -- The order's expression exactly as its index holds it, and the key's value cast to it.
  v_clave := case p_orden
    when 'numero' then 'o.numero'
    when 'prioridad' then 'o.prioridad_rango'
    when 'fecha_programada' then 'coalesce(o.fecha_programada, ''infinity''::date)'
    else 'o.creado_en' end;
  if p_despues is not null then
    v_valor := case p_orden
      when 'numero' then '($6->>1)::bigint'
      when 'prioridad' then '($6->>0)::smallint'
      when 'fecha_programada' then 'coalesce(($6->>0)::date, ''infinity''::date)'
      else '($6->>0)::timestamptz' end;
    if p_orden = 'numero' then
      v_where := array_append(v_where, format('o.numero %s ($6->>1)::bigint', case when p_descendente then '<' else '>' end));
    else
      v_where := array_append(v_where, format('(%s, o.numero) %s (%s, ($6->>1)::bigint)', v_clave, case when p_descendente then '<' else '>' end, v_valor));
    end if;
  end if;
  v_sql := 'select o.* from public.ops_ordenes o where ' || array_to_string(v_where, ' and ')
    || format(' order by %s %s, o.numero %s limit $7', v_clave, v_dir, v_dir);
  return query execute v_sql using v_ids, p_estado, p_prioridad, p_tipo, p_tecnico_id, p_despues, p_limite;
end
$$;
revoke all on function public.ops_ordenes_pagina(text, text, text, text, uuid, text, boolean, jsonb, integer) from public, anon;
grant execute on function public.ops_ordenes_pagina(text, text, text, text, uuid, text, boolean, jsonb, integer)
  to authenticated, service_role;
