-- The module lists in pages that cost a page (issue 20), as Axel Ops' work orders
-- (20261125400000_ops_ordenes_paginas.sql): Axel Finance's documents and payments and Axel CRM's
-- opportunities. Each list's orders are served by an index ending in a unique column, a page is
-- "the rows after this key" of that order, and the text search narrows through a trigram index.
--
-- Shared pieces (one copy for the three lists): private.verificar_pagina (the arguments every page
-- function takes), private.condicion_busqueda (the search's words as a condition, through the
-- trigram index when a word is rare) and private.filas_con_texto (the security-definer id helper
-- the trigram index needs, for a fixed list of tables).

create extension if not exists pg_trgm with schema extensions;

-- Search text kept by Postgres (lower-case, Spanish accents removed) ------------------------------

-- A document's title as the screen writes it ('Factura N° 12', 'Boleta (borrador)') and its
-- description. The party's name and RUT and the category's name are matched through their tables.
alter table public.fin_documentos
  add column busqueda text generated always as (
    translate(lower(
      case tipo when 'factura' then 'Factura' when 'boleta' then 'Boleta' when 'nota_credito' then 'Nota de crédito' else tipo end
      || case when folio is null then ' (borrador)' else ' N° ' || folio::text end
      || ' ' || coalesce(descripcion, '')),
      'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored;
-- A payment's N°, reference and notes.
alter table public.fin_pagos
  add column busqueda text generated always as (
    translate(lower(numero::text || ' ' || coalesce(referencia, '') || ' ' || coalesce(notas, '')),
      'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored;
-- An opportunity's name; also the name order (case and accents ignored).
alter table public.crm_oportunidades
  add column busqueda text generated always as (
    translate(lower(nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored;

-- The documents as screens read them, now with the search text (added at the end).
create or replace view public.fin_documentos_vista with (security_invoker = true) as
  select d.id, d.empresa_id, d.direccion, d.tipo, d.folio, d.tercero_id, t.nombre as tercero_nombre, t.rut as tercero_rut,
    d.categoria_id, c.nombre as categoria_nombre, d.documento_referencia_id, d.descripcion,
    d.fecha_emision, d.fecha_vencimiento, d.neto, d.iva, d.total, d.monto_pagado, d.saldo, d.estado,
    case when d.estado in ('emitida', 'pagada_parcial') and d.fecha_vencimiento < current_date then 'vencida' else d.estado end as estado_actual,
    case when d.estado in ('emitida', 'pagada_parcial') then greatest(current_date - d.fecha_vencimiento, 0) else 0 end as dias_vencido,
    d.anulado_en, d.creado_en, d.actualizado_en, d.busqueda
  from public.fin_documentos d
  left join public.terceros t on t.id = d.tercero_id
  left join public.fin_categorias c on c.id = d.categoria_id;

-- One index per order of each list, inside the company, ending in the unique column ---------------

create index fin_documentos_orden_emision_idx on public.fin_documentos (empresa_id, fecha_emision, id);
create index fin_documentos_orden_vencimiento_idx on public.fin_documentos (empresa_id, fecha_vencimiento, id);
create index fin_documentos_orden_folio_idx on public.fin_documentos (empresa_id, (coalesce(folio, 0)), id);
create index fin_documentos_orden_total_idx on public.fin_documentos (empresa_id, total, id);
create index fin_documentos_orden_saldo_idx on public.fin_documentos (empresa_id, saldo, id);
-- The party order walks the company's parties by name and each party's documents by id.
create index fin_documentos_tercero_orden_idx on public.fin_documentos (tercero_id, id);
drop index public.fin_documentos_tercero_id_idx;
create index terceros_empresa_nombre_id_idx on public.terceros (empresa_id, nombre, id);
drop index public.terceros_empresa_id_nombre_idx;
create index fin_documentos_busqueda_trgm_idx on public.fin_documentos using gin (busqueda extensions.gin_trgm_ops);

-- N° is served by the unique key (empresa_id, numero).
create index fin_pagos_orden_fecha_idx on public.fin_pagos (empresa_id, fecha, numero);
drop index public.fin_pagos_empresa_fecha_idx;
create index fin_pagos_orden_monto_idx on public.fin_pagos (empresa_id, monto, numero);
create index fin_pagos_busqueda_trgm_idx on public.fin_pagos using gin (busqueda extensions.gin_trgm_ops);

create index crm_oportunidades_orden_creado_idx on public.crm_oportunidades (empresa_id, creado_en, id);
create index crm_oportunidades_orden_nombre_idx on public.crm_oportunidades (empresa_id, busqueda, id);
create index crm_oportunidades_orden_monto_idx on public.crm_oportunidades (empresa_id, monto, id);
create index crm_oportunidades_orden_probabilidad_idx on public.crm_oportunidades (empresa_id, probabilidad, id);
create index crm_oportunidades_orden_cierre_idx on public.crm_oportunidades
  (empresa_id, (coalesce(fecha_cierre_estimada, 'infinity'::date)), id);
create index crm_oportunidades_busqueda_trgm_idx on public.crm_oportunidades using gin (busqueda extensions.gin_trgm_ops);

-- Shared pieces ---------------------------------------------------------------------------------

-- The caller's company's rows of p_tabla (one of the lists' tables, with its module) whose search
-- text contains p_texto or whose party is one of p_terceros, through the trigram index and the
-- party index. At most p_max + 1 ids: more means "many", and the caller walks the order's index
-- instead. Row-level security cannot use an index for LIKE (not leakproof), hence a definer
-- function returning ids only, of the caller's own company and only with the table's module; the
-- caller's query still applies every policy to them. The same rule as private.ops_ordenes_con_texto.
create function private.filas_con_texto(p_tabla text, p_texto text, p_terceros uuid[], p_max integer)
returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  v_modulo text := case p_tabla when 'fin_documentos' then 'finance' when 'fin_pagos' then 'finance'
    when 'crm_oportunidades' then 'crm' end;
  v_empresa uuid := private.empresa_actual();
  v_ids uuid[];
begin
  if v_modulo is null then
    raise exception 'Lista sin búsqueda: %', coalesce(p_tabla, 'null') using errcode = '22023';
  end if;
  if v_empresa is null or not private.tiene_modulo(v_modulo) then
    return '{}';
  end if;
  -- Dynamic, so each call is planned with its own pattern (a generic plan cannot use the trigram
  -- index for a pattern it does not know).
  execute format(
    'select array(select id from ('
    || '(select x.id from public.%1$I x where x.busqueda like %2$L and x.empresa_id = $1 limit $2)'
    || ' union (select x.id from public.%1$I x where x.tercero_id = any ($3) and x.empresa_id = $1 limit $2)'
    || ') u limit $2)',
    p_tabla, '%' || replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into v_ids using v_empresa, p_max + 1, coalesce(p_terceros, '{}');
  return v_ids;
end
$$;
revoke all on function private.filas_con_texto(text, text, uuid[], integer) from public, anon;
grant execute on function private.filas_con_texto(text, text, uuid[], integer) to authenticated, service_role;

-- A list's search as a condition over its rows (alias x): every word of p_busqueda (case and
-- Spanish accents ignored, wildcards literal) is a substring of the row's search text, of its
-- party's name or RUT, or of the category's name (documents) or the owner's name (opportunities).
-- A word of three letters or more that only the row's text and the party can hold narrows the
-- rows to ids found through the trigram index when they are at most 2,000; a word found in a
-- category or an owner does not narrow (those match many rows).
create function private.condicion_busqueda(p_tabla text, p_busqueda text)
returns text
language plpgsql stable set search_path = '' as $$
declare
  c_pocos constant integer := 2000;
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
  v_palabra text;
  v_terceros uuid[];
  v_otros uuid[];
  v_otra_columna text := case p_tabla when 'fin_documentos' then 'categoria_id' when 'crm_oportunidades' then 'responsable_id' end;
  v_candidatos uuid[];
  v_ids uuid[];
  v_where text[] := array['true'];
begin
  if char_length(v_texto) > 200 then
    raise exception 'La búsqueda admite hasta 200 caracteres' using errcode = '22023', hint = 'p_busqueda';
  end if;
  for v_palabra in select distinct w from regexp_split_to_table(v_texto, '\s+') w where w <> '' loop
    -- The parties whose name or RUT contains the word (the caller's own: terceros' row-level security).
    v_terceros := array(
      select t.id from public.terceros t
      where strpos(translate(lower(t.nombre || ' ' || coalesce(t.rut, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_palabra) > 0);
    v_otros := case p_tabla
      when 'fin_documentos' then array(
        select c.id from public.fin_categorias c
        where strpos(translate(lower(c.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_palabra) > 0)
      when 'crm_oportunidades' then array(
        select r.id from public.crm_responsables() r
        where strpos(translate(lower(r.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_palabra) > 0)
      else '{}'::uuid[] end;
    v_where := array_append(v_where, format('(strpos(x.busqueda, %L) > 0 or x.tercero_id = any (%L::uuid[])%s)',
      v_palabra, v_terceros,
      case when cardinality(v_otros) > 0 then format(' or x.%I = any (%L::uuid[])', v_otra_columna, v_otros) else '' end));
    if char_length(v_palabra) >= 3 and cardinality(v_otros) = 0 then
      v_candidatos := private.filas_con_texto(p_tabla, v_palabra, v_terceros, c_pocos);
      if cardinality(v_candidatos) <= c_pocos then
        v_ids := case when v_ids is null then v_candidatos
          else array(select unnest(v_ids) intersect select unnest(v_candidatos)) end;
      end if;
    end if;
  end loop;
  if v_ids is not null then
    v_where := array_append(v_where, format('x.id = any (%L::uuid[])', v_ids));
  end if;
  return array_to_string(v_where, ' and ');
end
$$;
revoke all on function private.condicion_busqueda(text, text) from public, anon;
grant execute on function private.condicion_busqueda(text, text) to authenticated, service_role;

-- The arguments every page function takes: p_limite between 1 and 10,000; p_orden one of
-- p_ordenes; p_despues null or the key [value of the order, unique column], the value read as
-- p_tipo_valor (not checked when null: the caller checks a composite value) and the unique column
-- (p_unico) as p_tipo_unico. Answered 22023 (400 through the API) with a Spanish message.
create function private.verificar_pagina(p_orden text, p_ordenes text[], p_despues jsonb, p_limite integer,
  p_tipo_valor regtype, p_unico text, p_tipo_unico regtype)
returns void
language plpgsql stable set search_path = '' as $$
declare
  v_valida boolean;
begin
  if p_limite is null or p_limite < 1 or p_limite > 10000 then
    raise exception 'El tamaño de página debe estar entre 1 y 10000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if p_orden is null or not p_orden = any (p_ordenes) then
    raise exception 'Orden no válido: %', coalesce(p_orden, 'null')
      using errcode = '22023', hint = 'p_orden: ' || array_to_string(p_ordenes, ', ');
  end if;
  if p_despues is null then
    return;
  end if;
  v_valida := jsonb_typeof(p_despues) = 'array' and jsonb_array_length(p_despues) = 2
    and jsonb_typeof(p_despues->1) in ('number', 'string');
  if v_valida then
    begin
      if p_tipo_valor is not null and p_despues->>0 is not null then
        execute format('select %L::%s', p_despues->>0, p_tipo_valor);
      end if;
      execute format('select %L::%s', p_despues->>1, p_tipo_unico);
    exception when others then
      v_valida := false;
    end;
  end if;
  if not v_valida then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = format('p_despues: [valor del orden, %s]', p_unico);
  end if;
end
$$;
revoke all on function private.verificar_pagina(text, text[], jsonb, integer, regtype, text, regtype) from public, anon;
grant execute on function private.verificar_pagina(text, text[], jsonb, integer, regtype, text, regtype) to authenticated, service_role;

-- Axel Finance: documents -----------------------------------------------------------------------

-- The document list's filters as a condition over public.fin_documentos_vista (alias x): the
-- search (title, folio, description, party's name and RUT, category), the direction, the state of
-- today (estado_actual: 'vencida' is derived) and the type. Shared by the pages and the totals.
create function private.fin_documentos_condicion(p_busqueda text, p_direccion text, p_estado text, p_tipo text)
returns text
language sql stable set search_path = '' as $$
  select private.condicion_busqueda('fin_documentos', p_busqueda)
    || case when p_direccion is not null then format(' and x.direccion = %L', p_direccion) else '' end
    || case when p_estado is not null then format(' and x.estado_actual = %L', p_estado) else '' end
    || case when p_tipo is not null then format(' and x.tipo = %L', p_tipo) else '' end
$$;
revoke all on function private.fin_documentos_condicion(text, text, text, text) from public, anon;
grant execute on function private.fin_documentos_condicion(text, text, text, text) to authenticated, service_role;

-- One page of the caller's documents (as fin_documentos_vista) in the list's order, after the row
-- whose key is p_despues (null: the first page). p_orden: 'fecha_emision' | 'fecha_vencimiento' |
-- 'folio' (a draft's, none, as 0) | 'total' | 'saldo' | 'tercero' (the party's name); the document's
-- id is the tie-breaker, in the same direction. The key is [value of the order, id]; for 'tercero'
-- the value is [party's name, party's id] (parties may share a name). Security invoker.
create function public.fin_documentos_pagina(
  p_busqueda text default '',
  p_direccion text default null,
  p_estado text default null,
  p_tipo text default null,
  p_orden text default 'fecha_emision',
  p_descendente boolean default true,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.fin_documentos_vista
language plpgsql stable set search_path = '' as $$
declare
  v_tipo regtype := case p_orden when 'fecha_emision' then 'date' when 'fecha_vencimiento' then 'date'
    when 'folio' then 'bigint' when 'total' then 'numeric' when 'saldo' then 'numeric' end;
  v_condicion text;
  v_clave text;
  v_valor text;
  v_cmp text := case when p_descendente then '<' else '>' end;
  v_dir text := case when p_descendente then 'desc' else 'asc' end;
begin
  perform private.verificar_pagina(p_orden, array['fecha_emision', 'fecha_vencimiento', 'folio', 'total', 'saldo', 'tercero'],
    p_despues, p_limite, v_tipo, 'id', 'uuid');
  if p_orden = 'tercero' and p_despues is not null and (jsonb_typeof(p_despues->0) <> 'array'
      or jsonb_array_length(p_despues->0) <> 2 or jsonb_typeof(p_despues->0->0) <> 'string'
      or p_despues->0->>1 !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$') then
    raise exception 'La clave de página no es válida'
      using errcode = '22023', detail = 'p_despues: [[nombre, id del tercero], id]';
  end if;
  v_condicion := private.fin_documentos_condicion(p_busqueda, p_direccion, p_estado, p_tipo);

  if p_orden = 'tercero' then
    -- The company's parties in name order (an index range from the key's party on), each one's
    -- documents by id: the walk stops when the page is full.
    return query execute
      'select x.* from public.terceros t cross join lateral ('
      || ' select x.* from public.fin_documentos_vista x where x.tercero_id = t.id and ' || v_condicion
      || case when p_despues is null then '' else format(' and (t.id <> ($1->0->>1)::uuid or x.id %s ($1->>1)::uuid)', v_cmp) end
      || format(' order by x.id %s limit $2) x', v_dir)
      || case when p_despues is null then '' else format(' where (t.nombre, t.id) %s= ($1->0->>0, ($1->0->>1)::uuid)', v_cmp) end
      || format(' order by t.nombre %1$s, t.id %1$s, x.id %1$s limit $2', v_dir)
      using p_despues, p_limite;
    return;
  end if;

  -- The order's expression exactly as its index holds it, and the key's value cast to it.
  v_clave := case p_orden when 'folio' then 'coalesce(x.folio, 0)' else 'x.' || p_orden end;
  if p_despues is not null then
    v_valor := case p_orden when 'folio' then 'coalesce(($1->>0)::bigint, 0)' else format('($1->>0)::%s', v_tipo) end;
    v_condicion := v_condicion || format(' and (%s, x.id) %s (%s, ($1->>1)::uuid)', v_clave, v_cmp, v_valor);
  end if;
  return query execute 'select x.* from public.fin_documentos_vista x where ' || v_condicion
    || format(' order by %1$s %2$s, x.id %2$s limit $2', v_clave, v_dir)
    using p_despues, p_limite;
end
$$;
revoke all on function public.fin_documentos_pagina(text, text, text, text, text, boolean, jsonb, integer) from public, anon;
grant execute on function public.fin_documentos_pagina(text, text, text, text, text, boolean, jsonb, integer)
  to authenticated, service_role;

-- The document list's totals over the whole filtered set (not a page): how many documents, and
-- the sums of total and balance of the issued ones (drafts and annulled count nothing; a credit
-- note subtracts), exact numerics sent as text.
create function public.fin_documentos_totales(
  p_busqueda text default '',
  p_direccion text default null,
  p_estado text default null,
  p_tipo text default null
)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_resultado jsonb;
begin
  execute 'select jsonb_build_object(''documentos'', count(*),'
    || ' ''total'', coalesce(sum(case when x.tipo = ''nota_credito'' then -x.total else x.total end)'
    || '   filter (where x.estado not in (''borrador'', ''anulada'')), 0)::text,'
    || ' ''saldo'', coalesce(sum(case when x.tipo = ''nota_credito'' then -x.saldo else x.saldo end)'
    || '   filter (where x.estado not in (''borrador'', ''anulada'')), 0)::text)'
    || ' from public.fin_documentos_vista x where '
    || private.fin_documentos_condicion(p_busqueda, p_direccion, p_estado, p_tipo)
    into v_resultado;
  return v_resultado;
end
$$;
revoke all on function public.fin_documentos_totales(text, text, text, text) from public, anon;
grant execute on function public.fin_documentos_totales(text, text, text, text) to authenticated, service_role;

-- Axel Finance: payments ------------------------------------------------------------------------

-- One page of the caller's payments in the list's order, after the row whose key is p_despues.
-- p_orden: 'numero' (the default, newest first) | 'fecha' | 'monto', N° the tie-breaker; the key
-- is [value of the order, numero]. Filters: p_busqueda (N°, reference, notes, party's name or
-- RUT), p_direccion (cobro / pago), p_medio. Security invoker.
create function public.fin_pagos_pagina(
  p_busqueda text default '',
  p_direccion text default null,
  p_medio text default null,
  p_orden text default 'numero',
  p_descendente boolean default true,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.fin_pagos
language plpgsql stable set search_path = '' as $$
declare
  v_tipo regtype := case p_orden when 'numero' then 'bigint' when 'fecha' then 'date' when 'monto' then 'numeric' end;
  v_condicion text;
  v_cmp text := case when p_descendente then '<' else '>' end;
  v_dir text := case when p_descendente then 'desc' else 'asc' end;
begin
  perform private.verificar_pagina(p_orden, array['numero', 'fecha', 'monto'], p_despues, p_limite, v_tipo, 'numero', 'bigint');
  v_condicion := private.condicion_busqueda('fin_pagos', p_busqueda)
    || case when p_direccion is not null then format(' and x.direccion = %L', p_direccion) else '' end
    || case when p_medio is not null then format(' and x.medio = %L', p_medio) else '' end;
  if p_despues is not null then
    v_condicion := v_condicion || case p_orden
      when 'numero' then format(' and x.numero %s ($1->>1)::bigint', v_cmp)
      else format(' and (x.%1$I, x.numero) %2$s (($1->>0)::%3$s, ($1->>1)::bigint)', p_orden, v_cmp, v_tipo) end;
  end if;
  return query execute 'select x.* from public.fin_pagos x where ' || v_condicion
    || case p_orden when 'numero' then format(' order by x.numero %s', v_dir)
      else format(' order by x.%1$I %2$s, x.numero %2$s', p_orden, v_dir) end
    || ' limit $2'
    using p_despues, p_limite;
end
$$;
revoke all on function public.fin_pagos_pagina(text, text, text, text, boolean, jsonb, integer) from public, anon;
grant execute on function public.fin_pagos_pagina(text, text, text, text, boolean, jsonb, integer) to authenticated, service_role;

-- Axel CRM: opportunities -----------------------------------------------------------------------

create function private.crm_oportunidades_condicion(p_busqueda text, p_etapa text, p_responsable_id uuid)
returns text
language sql stable set search_path = '' as $$
  select private.condicion_busqueda('crm_oportunidades', p_busqueda)
    || case when p_etapa is not null then format(' and x.etapa = %L', p_etapa) else '' end
    || case when p_responsable_id is not null then format(' and x.responsable_id = %L::uuid', p_responsable_id) else '' end
$$;
revoke all on function private.crm_oportunidades_condicion(text, text, uuid) from public, anon;
grant execute on function private.crm_oportunidades_condicion(text, text, uuid) to authenticated, service_role;

-- One page of the caller's opportunities in the list's order, after the row whose key is
-- p_despues. p_orden: 'creado_en' (the default, newest first) | 'nombre' (its search text: case
-- and accents ignored) | 'monto' | 'probabilidad' | 'fecha_cierre_estimada' (none: after every
-- date); the id is the tie-breaker. The key is [value of the order, id] (for 'nombre' the row's
-- busqueda). Filters: p_busqueda (name, account's name or RUT, owner's name), p_etapa,
-- p_responsable_id. Security invoker.
create function public.crm_oportunidades_pagina(
  p_busqueda text default '',
  p_etapa text default null,
  p_responsable_id uuid default null,
  p_orden text default 'creado_en',
  p_descendente boolean default true,
  p_despues jsonb default null,
  p_limite integer default 100
)
returns setof public.crm_oportunidades
language plpgsql stable set search_path = '' as $$
declare
  v_tipo regtype := case p_orden when 'creado_en' then 'timestamptz' when 'nombre' then 'text'
    when 'monto' then 'numeric' when 'probabilidad' then 'smallint' when 'fecha_cierre_estimada' then 'date' end;
  v_condicion text;
  v_clave text;
  v_valor text;
  v_cmp text := case when p_descendente then '<' else '>' end;
  v_dir text := case when p_descendente then 'desc' else 'asc' end;
begin
  perform private.verificar_pagina(p_orden, array['creado_en', 'nombre', 'monto', 'probabilidad', 'fecha_cierre_estimada'],
    p_despues, p_limite, v_tipo, 'id', 'uuid');
  v_condicion := private.crm_oportunidades_condicion(p_busqueda, p_etapa, p_responsable_id);
  v_clave := case p_orden when 'nombre' then 'x.busqueda'
    when 'fecha_cierre_estimada' then 'coalesce(x.fecha_cierre_estimada, ''infinity''::date)'
    else 'x.' || p_orden end;
  if p_despues is not null then
    v_valor := case p_orden when 'fecha_cierre_estimada' then 'coalesce(($1->>0)::date, ''infinity''::date)'
      else format('($1->>0)::%s', v_tipo) end;
    v_condicion := v_condicion || format(' and (%s, x.id) %s (%s, ($1->>1)::uuid)', v_clave, v_cmp, v_valor);
  end if;
  return query execute 'select x.* from public.crm_oportunidades x where ' || v_condicion
    || format(' order by %1$s %2$s, x.id %2$s limit $2', v_clave, v_dir)
    using p_despues, p_limite;
end
$$;
revoke all on function public.crm_oportunidades_pagina(text, text, uuid, text, boolean, jsonb, integer) from public, anon;
grant execute on function public.crm_oportunidades_pagina(text, text, uuid, text, boolean, jsonb, integer)
  to authenticated, service_role;

-- The opportunity list's totals over the whole filtered set: how many, and the sum of their
-- amounts (exact numeric sent as text).
create function public.crm_oportunidades_totales(
  p_busqueda text default '',
  p_etapa text default null,
  p_responsable_id uuid default null
)
returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  v_resultado jsonb;
begin
  execute 'select jsonb_build_object(''oportunidades'', count(*), ''monto'', coalesce(sum(x.monto), 0)::text)'
    || ' from public.crm_oportunidades x where '
    || private.crm_oportunidades_condicion(p_busqueda, p_etapa, p_responsable_id)
    into v_resultado;
  return v_resultado;
end
$$;
revoke all on function public.crm_oportunidades_totales(text, text, uuid) from public, anon;
grant execute on function public.crm_oportunidades_totales(text, text, uuid) to authenticated, service_role;
