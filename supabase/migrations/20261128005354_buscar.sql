-- Search across modules (issue 37, docs/search.md): public.buscar(p_texto, p_limite), security
-- invoker, one ranked list of parties, work orders, assets, spare parts, employees, opportunities,
-- documents, projects and tasks. Row-level security decides what a caller finds: the candidates come
-- from one security-definer helper (ids and a score only, for the caller's company and the modules
-- the caller has, because row-level security cannot use a trigram index for LIKE), and every row
-- returned is read again here, as the caller, by id.

-- Accent- and case-blind text, the same rule as the generated busqueda columns.
create function private.texto_busqueda(p_texto text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(lower(coalesce(p_texto, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
$$;

revoke all on function private.texto_busqueda(text) from public;
grant execute on function private.texto_busqueda(text) to authenticated, service_role;

-- The searched text of the tables without a busqueda column (an expression, so the tables' columns
-- and their API do not change). A party's RUT is there as stored ('76543210-3') and as digits
-- ('765432103'), so '76.543.210-3', '76543210-3' and '765432103' all find it.
create function private.busqueda_tercero(p_nombre text, p_rut text, p_correo text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.texto_busqueda(p_nombre || ' ' || coalesce(p_rut, '') || ' '
    || coalesce(regexp_replace(p_rut, '[^0-9kK]', '', 'g'), '') || ' ' || coalesce(p_correo, ''))
$$;

create function private.busqueda_activo(p_codigo text, p_nombre text, p_ubicacion text, p_fabricante text,
  p_modelo text, p_serie text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.texto_busqueda(p_codigo || ' ' || p_nombre || ' ' || coalesce(p_ubicacion, '') || ' '
    || coalesce(p_fabricante, '') || ' ' || coalesce(p_modelo, '') || ' ' || coalesce(p_serie, ''))
$$;

create function private.busqueda_repuesto(p_sku text, p_nombre text, p_bodega text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.texto_busqueda(p_sku || ' ' || p_nombre || ' ' || coalesce(p_bodega, ''))
$$;

create function private.busqueda_proyecto(p_nombre text, p_cliente text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.texto_busqueda(p_nombre || ' ' || coalesce(p_cliente, ''))
$$;

revoke all on function private.busqueda_tercero(text, text, text) from public;
revoke all on function private.busqueda_activo(text, text, text, text, text, text) from public;
revoke all on function private.busqueda_repuesto(text, text, text) from public;
revoke all on function private.busqueda_proyecto(text, text) from public;
grant execute on function private.busqueda_tercero(text, text, text) to authenticated, service_role;
grant execute on function private.busqueda_activo(text, text, text, text, text, text) to authenticated, service_role;
grant execute on function private.busqueda_repuesto(text, text, text) to authenticated, service_role;
grant execute on function private.busqueda_proyecto(text, text) to authenticated, service_role;

create index terceros_busqueda_trgm_idx on public.terceros
  using gin (private.busqueda_tercero(nombre, rut, correo) extensions.gin_trgm_ops);
create index industrial_activos_busqueda_trgm_idx on public.industrial_activos
  using gin (private.busqueda_activo(codigo, nombre, ubicacion, fabricante, modelo, numero_serie) extensions.gin_trgm_ops);
create index industrial_repuestos_busqueda_trgm_idx on public.industrial_repuestos
  using gin (private.busqueda_repuesto(sku, nombre, ubicacion_bodega) extensions.gin_trgm_ops);
create index proy_proyectos_busqueda_trgm_idx on public.proy_proyectos
  using gin (private.busqueda_proyecto(nombre, cliente_nombre) extensions.gin_trgm_ops);
create index proy_tareas_busqueda_trgm_idx on public.proy_tareas
  using gin (private.texto_busqueda(titulo) extensions.gin_trgm_ops);
create index colaboradores_busqueda_trgm_idx on public.colaboradores using gin (busqueda extensions.gin_trgm_ops);
-- A folio typed alone ('1042') is found by its number whatever the document's type.
create index fin_documentos_empresa_folio_idx on public.fin_documentos (empresa_id, folio) where folio is not null;

-- A path with a list's search (?q=), percent-encoded, for records without a page of their own.
create function private.ruta_con_busqueda(p_ruta text, p_texto text)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_ruta || '?q=' || coalesce((
    select string_agg(case when c ~ '^[A-Za-z0-9_.~-]$' then c
      else upper(regexp_replace(encode(convert_to(c, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) end, '' order by n)
    from regexp_split_to_table(p_texto, '') with ordinality as t(c, n)), '')
$$;

revoke all on function private.ruta_con_busqueda(text, text) from public;
grant execute on function private.ruta_con_busqueda(text, text) to authenticated, service_role;

-- The candidates of a search: per table of a module the caller has, in the caller's company, the
-- best p_max ids and their score. Security definer only because row-level security cannot use a
-- trigram index for LIKE; it returns ids and scores, and public.buscar reads the rows again as the
-- caller. p_texto is already normalised (private.texto_busqueda, one space between words).
--   rango 1: the record's own key typed whole (order number, folio, code, SKU, RUT, e-mail);
--   0.9: the text starts the record's text; 0.8: it starts one of its words; 0.6: every word is in it;
--   below 0.5: a near match (pg_trgm's word similarity, for typing mistakes).
create function private.buscar_candidatos(p_texto text, p_orden bigint, p_folio bigint, p_rut text, p_max integer)
returns table (tabla text, id uuid, rango real, reciente timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_empresa uuid := private.empresa_actual();
  v_palabras text[];
  v_todas text;
  v_patrones text[];
  -- Near matches only for words: a number or a RUT typed whole is the record's key or nothing.
  v_difusa boolean := char_length(p_texto) >= 4 and p_orden is null and p_folio is null and p_rut is null;
  v_t record;
  v_exacta text;
  v_filas integer;
begin
  if v_empresa is null or p_texto is null or p_texto = '' then
    return;
  end if;
  -- Every word, each as a LIKE pattern with its wildcards escaped; a RUT or folio typed with dots
  -- or a hyphen ('76.543.210-3') is also looked for as its digits.
  select array_agg(distinct case when w ~ '^[0-9][0-9.]*-[0-9k]$' or w ~ '^[0-9]{1,3}(\.[0-9]{3})+$'
      then regexp_replace(w, '[.-]', '', 'g') else w end)
    into v_palabras
    from regexp_split_to_table(p_texto, ' ') w where w <> '';
  select array_agg('%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%')
    into v_patrones from unnest(v_palabras) w;

  for v_t in
    select * from (values
      ('ops_ordenes', 'ops', 'x.busqueda',
        case when p_orden is not null then format('x.numero = %s', p_orden) end),
      ('terceros', 'terceros', 'private.busqueda_tercero(x.nombre, x.rut, x.correo)',
        concat_ws(' or ', case when p_rut is not null then format('x.rut = %L', p_rut) end,
          case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end)),
      ('industrial_activos', 'industrial',
        'private.busqueda_activo(x.codigo, x.nombre, x.ubicacion, x.fabricante, x.modelo, x.numero_serie)',
        format('lower(x.codigo) = %L', p_texto)),
      ('industrial_repuestos', 'industrial', 'private.busqueda_repuesto(x.sku, x.nombre, x.ubicacion_bodega)',
        format('lower(x.sku) = %L', p_texto)),
      ('colaboradores', 'people', 'x.busqueda',
        case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end),
      ('crm_oportunidades', 'crm', 'x.busqueda', null),
      ('fin_documentos', 'finance', 'x.busqueda',
        case when p_folio is not null then format('x.folio = %s', p_folio) end),
      ('proy_proyectos', 'projects', 'private.busqueda_proyecto(x.nombre, x.cliente_nombre)', null),
      ('proy_tareas', 'projects', 'private.texto_busqueda(x.titulo)', null)
    ) as t(tabla, modulo, texto, exacta)
  loop
    if not (case v_t.modulo when 'terceros' then private.usa_terceros() else private.tiene_modulo(v_t.modulo) end) then
      continue;
    end if;
    v_exacta := coalesce(nullif(v_t.exacta, ''), 'false');
    select string_agg(format('%s like %L', v_t.texto, w), ' and ') into v_todas from unnest(v_patrones) w;
    -- Dynamic, so each statement is planned with its own patterns (the trigram indexes need them).
    return query execute format(
      'select %1$L::text, x.id, (case when %2$s then 1'
      || ' when %3$s like %4$L then 0.9 when %3$s like %5$L then 0.8 else 0.6 end)::real, x.actualizado_en'
      || ' from public.%1$I x where x.empresa_id = $1 and (%2$s or (%6$s))'
      || ' order by 3 desc, 4 desc limit $2',
      v_t.tabla, v_exacta, v_t.texto,
      replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%',
      '% ' || replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%',
      v_todas)
    using v_empresa, p_max;
    -- Near matches (pg_trgm) only when the words found fewer than p_max: a typing mistake.
    get diagnostics v_filas = row_count;
    if v_difusa and v_filas < p_max then
      return query execute format(
        'select %1$L::text, x.id, (0.5 * extensions.word_similarity(%4$L, %2$s))::real, x.actualizado_en'
        || ' from public.%1$I x where x.empresa_id = $1 and %4$L operator(extensions.<%%) %2$s and not (%3$s)'
        || ' order by 3 desc, 4 desc limit $2',
        v_t.tabla, v_t.texto, v_todas, p_texto)
      using v_empresa, p_max - v_filas;
    end if;
  end loop;
end
$$;

revoke all on function private.buscar_candidatos(text, bigint, bigint, text, integer) from public;
grant execute on function private.buscar_candidatos(text, bigint, bigint, text, integer) to authenticated, service_role;

create function public.buscar(p_texto text, p_limite integer default 20)
returns table (modulo text, tipo text, id uuid, titulo text, detalle text, ruta text, rango real)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_texto text := btrim(regexp_replace(private.texto_busqueda(p_texto), '\s+', ' ', 'g'));
  v_orden bigint;
  v_folio bigint;
  v_rut text;
  v_max integer;
  v_crm boolean;
  v_finance boolean;
begin
  if p_limite is null or p_limite < 1 or p_limite > 50 then
    raise exception 'El límite de resultados va de 1 a 50' using errcode = '22023', hint = 'p_limite';
  end if;
  if char_length(v_texto) > 200 then
    raise exception 'La búsqueda admite hasta 200 caracteres' using errcode = '22023', hint = 'p_texto';
  end if;
  if auth.uid() is null or v_texto = '' or (char_length(v_texto) < 2 and v_texto !~ '^[0-9]$') then
    return;
  end if;
  -- An order number or a folio typed whole: 'OT-000123' and 'ot 123' are orders, 'N° 1042' a
  -- folio, '123' either.
  if v_texto ~ '^(ot|n°|nº|no\.?)?[ -]?0*[0-9]{1,15}$' then
    v_orden := case when v_texto !~ '^n' then regexp_replace(v_texto, '[^0-9]', '', 'g')::bigint end;
    v_folio := case when v_texto !~ '^o' then regexp_replace(v_texto, '[^0-9]', '', 'g')::bigint end;
  end if;
  -- A RUT typed in any of its forms, compared with the stored one ('76543210-3').
  if v_texto ~ '^[0-9][0-9. ]*-?[0-9k]$' and private.rut_valido(private.normalizar_rut(v_texto)) then
    v_rut := private.normalizar_rut(v_texto);
  end if;
  v_max := p_limite + 5;
  v_crm := private.tiene_modulo('crm');
  v_finance := private.tiene_modulo('finance');

  return query
  with c as materialized (
    select * from private.buscar_candidatos(v_texto, v_orden, v_folio, v_rut, v_max)
  ),
  filas as (
    select 'ops'::text as modulo, 'orden'::text as tipo, o.id, o.codigo as titulo,
      private.ops_estado_nombre(o.estado) || ' · ' || o.falla_reportada
        || coalesce(' · ' || o.equipo_texto, '') as detalle,
      '/axel-ops/ordenes/' || o.id as ruta, c.rango, c.reciente
    from public.ops_ordenes o join c on c.tabla = 'ops_ordenes' and c.id = o.id
    union all
    select case when v_crm then 'crm' when v_finance then 'finance' else 'ops' end, 'tercero', t.id, t.nombre,
      coalesce(t.rut, 'Sin RUT') || ' · ' || case t.tipo when 'cliente' then 'Cliente' when 'proveedor' then 'Proveedor'
        else 'Otro' end || case when t.activo then '' else ' · Inactivo' end,
      case when v_crm then '/axel-crm/cuentas/' || t.id
        when v_finance then private.ruta_con_busqueda('/axel-finance/documentos', t.nombre)
        else private.ruta_con_busqueda('/axel-ops/ordenes', t.nombre) end,
      c.rango, c.reciente
    from public.terceros t join c on c.tabla = 'terceros' and c.id = t.id
    union all
    select 'industrial', 'activo', a.id, a.nombre,
      a.codigo || coalesce(' · ' || a.ubicacion, ''),
      private.ruta_con_busqueda('/axel-industrial/activos', a.codigo), c.rango, c.reciente
    from public.industrial_activos a join c on c.tabla = 'industrial_activos' and c.id = a.id
    union all
    select 'industrial', 'repuesto', r.id, r.nombre,
      'SKU ' || r.sku || coalesce(' · ' || r.ubicacion_bodega, ''),
      private.ruta_con_busqueda('/axel-industrial/repuestos', r.sku), c.rango, c.reciente
    from public.industrial_repuestos r join c on c.tabla = 'industrial_repuestos' and c.id = r.id
    union all
    select 'people', 'colaborador', k.id, k.nombres || ' ' || k.apellidos,
      nullif(concat_ws(' · ', nullif(k.cargo, ''), nullif(k.area, ''),
        case when k.estado = 'desvinculado' then 'Desvinculado' end), ''),
      '/axel-people/colaboradores/' || k.id, c.rango, c.reciente
    from public.colaboradores k join c on c.tabla = 'colaboradores' and c.id = k.id
    union all
    -- An employee's RUT is in their private record: found only by who may read that record
    -- (row-level security of colaboradores_ficha), and only typed whole.
    select 'people', 'colaborador', k.id, k.nombres || ' ' || k.apellidos,
      nullif(concat_ws(' · ', nullif(k.cargo, ''), nullif(k.area, ''),
        case when k.estado = 'desvinculado' then 'Desvinculado' end), ''),
      '/axel-people/colaboradores/' || k.id, 1::real, k.actualizado_en
    from public.colaboradores_ficha f join public.colaboradores k on k.id = f.colaborador_id
    where v_rut is not null and f.rut = v_rut
    union all
    select 'crm', 'oportunidad', o.id, o.nombre,
      case o.etapa when 'prospecto' then 'Prospecto' when 'calificado' then 'Calificado'
        when 'propuesta' then 'Propuesta' when 'negociacion' then 'Negociación' when 'ganada' then 'Ganada'
        when 'perdida' then 'Perdida' else o.etapa end,
      '/axel-crm/oportunidades/' || o.id, c.rango, c.reciente
    from public.crm_oportunidades o join c on c.tabla = 'crm_oportunidades' and c.id = o.id
    union all
    select 'finance', 'documento', d.id, private.fin_nombre_documento(d.tipo, d.folio),
      concat_ws(' · ', coalesce(d.contraparte_nombre, d.descripcion),
        case d.estado when 'borrador' then 'Borrador' when 'emitida' then 'Emitida'
          when 'pagada_parcial' then 'Pagada parcialmente' when 'pagada' then 'Pagada'
          when 'anulada' then 'Anulada' else d.estado end),
      '/axel-finance/documentos/' || d.id, c.rango, c.reciente
    from public.fin_documentos d join c on c.tabla = 'fin_documentos' and c.id = d.id
    union all
    select 'projects', 'proyecto', p.id, p.nombre,
      concat_ws(' · ', p.cliente_nombre, case p.estado when 'planificado' then 'Planificado'
        when 'en_curso' then 'En curso' when 'en_pausa' then 'En pausa' when 'terminado' then 'Terminado'
        when 'cancelado' then 'Cancelado' else p.estado end),
      '/axel-projects/proyectos/' || p.id, c.rango, c.reciente
    from public.proy_proyectos p join c on c.tabla = 'proy_proyectos' and c.id = p.id
    union all
    select 'projects', 'tarea', t.id, t.titulo,
      concat_ws(' · ', p.nombre, case t.estado when 'por_hacer' then 'Por hacer' when 'en_curso' then 'En curso'
        when 'en_revision' then 'En revisión' when 'hecha' then 'Hecha' else t.estado end),
      '/axel-projects/proyectos/' || t.proyecto_id || '/tareas?tarea=' || t.id, c.rango, c.reciente
    from public.proy_tareas t join c on c.tabla = 'proy_tareas' and c.id = t.id
      join public.proy_proyectos p on p.id = t.proyecto_id
  ),
  unicas as (
    select distinct on (f.tipo, f.id) f.* from filas f order by f.tipo, f.id, f.rango desc
  ),
  -- Every kind first gets its best few places, so one kind with many matches (orders) does not
  -- push the others out; the rest of the places go by score.
  puestos as (
    select u.*, row_number() over (partition by u.tipo order by u.rango desc, u.reciente desc nulls last) as n
    from unicas u
  ),
  elegidas as (
    select * from puestos
    order by (n > greatest(3, p_limite / 4)), rango desc, reciente desc nulls last
    limit p_limite
  )
  select e.modulo, e.tipo, e.id, e.titulo, e.detalle, e.ruta, e.rango from elegidas e
  order by e.rango desc, e.reciente desc nulls last, e.titulo;
end
$$;

revoke all on function public.buscar(text, integer) from public, anon;
grant execute on function public.buscar(text, integer) to authenticated, service_role;

comment on function public.buscar(text, integer) is
  'Búsqueda en todos los módulos del usuario (docs/search.md): lo que la seguridad por filas le deja leer.';
