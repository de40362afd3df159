-- Search speed (issue 37, docs/search.md "Speed"): private.buscar_candidatos takes each table's best
-- few candidates by index order with a LIMIT inside every step, instead of scoring every row that
-- matches. Per table, in this order:
--   1. the record's own key typed whole (order number, folio, code, SKU, RUT, e-mail): a b-tree
--      lookup, rango 1;
--   2. the words among the company's newest records of the table (the (empresa_id, creado_en)
--      order, at most private.buscar_ventana() rows): a common word ('bomba' in thousands of
--      orders) fills the places here, ranked prefix / word start / contains, then recency;
--   3. only when step 2 found fewer than p_max, the table has more records than that window and a
--      word has 3 characters or more: the whole table through its trigram GIN index (few rows
--      match, or step 2 would have filled; shorter words are checked on the rows found); not for
--      the number that is this table's own key (its key found it, and the trigrams of 'ot-0…' are
--      in every order);
--   4. near matches (typing mistakes, from 4 characters, not for numbers or a RUT), only when the
--      words found fewer than p_max in all the tables together: pg_trgm's `<%` and word similarity
--      among each table's newest records (half the window); only when those found too few as
--      well, through the trigram index of the tables larger than the window but not over 20,000 rows (its first 100
--      rows, the most similar).
-- The searched text of every table is an expression Postgres evaluates inline (a generated
-- busqueda column, or the expression of the table's trigram index, below).
-- The function runs with enable_seqscan off, so that the trigram indexes are used on small tables
-- too. public.buscar still reads every candidate again by id, as the caller (only the routes of
-- assets and parts changed, at the end of this file).

-- How many of a table's newest records steps 2 and 4 look at.
create function private.buscar_ventana()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 500
$$;

revoke all on function private.buscar_ventana() from public;
grant execute on function private.buscar_ventana() to authenticated, service_role;

-- The searched text of the tables without a busqueda column, written out in their trigram indexes
-- (the indexes of 20261128005354_buscar.sql were on private.busqueda_* functions: Postgres cannot
-- inline a function that pins its search_path, and a call per row checked made the search slow).
-- The same text, lower-case without Spanish accents; a party's RUT as stored and as digits.
drop index public.terceros_busqueda_trgm_idx;
drop index public.industrial_activos_busqueda_trgm_idx;
drop index public.industrial_repuestos_busqueda_trgm_idx;
drop index public.proy_proyectos_busqueda_trgm_idx;
drop index public.proy_tareas_busqueda_trgm_idx;
drop function private.busqueda_tercero(text, text, text);
drop function private.busqueda_activo(text, text, text, text, text, text);
drop function private.busqueda_repuesto(text, text, text);
drop function private.busqueda_proyecto(text, text);
create index terceros_busqueda_trgm_idx on public.terceros
  using gin ((translate(lower(nombre || ' ' || coalesce(rut, '') || ' ' || coalesce(regexp_replace(rut, '[^0-9kK]', '', 'g'), '') || ' ' || coalesce(correo, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) extensions.gin_trgm_ops);
create index industrial_activos_busqueda_trgm_idx on public.industrial_activos
  using gin ((translate(lower(codigo || ' ' || nombre || ' ' || coalesce(ubicacion, '') || ' ' || coalesce(fabricante, '') || ' ' || coalesce(modelo, '') || ' ' || coalesce(numero_serie, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) extensions.gin_trgm_ops);
create index industrial_repuestos_busqueda_trgm_idx on public.industrial_repuestos
  using gin ((translate(lower(sku || ' ' || nombre || ' ' || coalesce(ubicacion_bodega, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) extensions.gin_trgm_ops);
create index proy_proyectos_busqueda_trgm_idx on public.proy_proyectos
  using gin ((translate(lower(nombre || ' ' || coalesce(cliente_nombre, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) extensions.gin_trgm_ops);
create index proy_tareas_busqueda_trgm_idx on public.proy_tareas
  using gin ((translate(lower(coalesce(titulo, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')) extensions.gin_trgm_ops);

-- The newest records of each searched table, per company (steps 2 and 4 read them in this order).
create index if not exists terceros_empresa_creado_idx on public.terceros (empresa_id, creado_en desc);
create index if not exists industrial_activos_empresa_creado_idx on public.industrial_activos (empresa_id, creado_en desc);
create index if not exists industrial_repuestos_empresa_creado_idx on public.industrial_repuestos (empresa_id, creado_en desc);
create index if not exists colaboradores_empresa_creado_idx on public.colaboradores (empresa_id, creado_en desc);
create index if not exists crm_oportunidades_empresa_creado_idx on public.crm_oportunidades (empresa_id, creado_en desc);
create index if not exists fin_documentos_empresa_creado_idx on public.fin_documentos (empresa_id, creado_en desc);
create index if not exists proy_proyectos_empresa_creado_idx on public.proy_proyectos (empresa_id, creado_en desc);
create index if not exists proy_tareas_empresa_creado_idx on public.proy_tareas (empresa_id, creado_en desc);
-- An asset code or a SKU typed whole (step 1).
create index if not exists industrial_activos_empresa_codigo_lower_idx on public.industrial_activos (empresa_id, lower(codigo));
create index if not exists industrial_repuestos_empresa_sku_lower_idx on public.industrial_repuestos (empresa_id, lower(sku));

create or replace function private.buscar_candidatos(p_texto text, p_orden bigint, p_folio bigint, p_rut text, p_max integer)
returns table (tabla text, id uuid, rango real, reciente timestamptz)
language plpgsql
stable
security definer
set search_path = ''
-- The trigram indexes even on small tables: the planner takes a sequential scan for a few thousand
-- rows, and then calls a private.busqueda_* function (not inlinable) per row.
set enable_seqscan = off
as $$
declare
  v_empresa uuid := private.empresa_actual();
  v_ventana constant integer := private.buscar_ventana();
  -- Word similarity costs more than LIKE: near matches look at fewer of the newest records.
  v_ventana_difusa constant integer := private.buscar_ventana() / 2;
  v_palabras text[];
  v_patrones text[];
  v_prefijo text;
  v_inicio_palabra text;
  -- Near matches only for words: a number or a RUT typed whole is the record's key or nothing.
  v_difusa boolean := char_length(p_texto) >= 4 and p_orden is null and p_folio is null and p_rut is null;
  v_t record;
  v_exacta text;
  v_en_ventana text;
  v_en_indice text;
  v_total integer := 0;
  v_filas integer;
  v_n integer;
  v_grande boolean;
  v_indexable boolean;
  v_grande_difusa boolean;
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
  v_prefijo := replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_inicio_palabra := '% ' || v_prefijo;

  for v_pasada in 1..3 loop
    -- Near matches (passes 2 and 3) only when the words found too few in all the tables.
    exit when v_pasada = 2 and not (v_difusa and v_total < p_max);
    exit when v_pasada = 3 and v_total >= p_max;
    for v_t in
      select * from (values
        ('ops_ordenes', 'ops', 'x.busqueda',
          case when p_orden is not null then format('x.numero = %s', p_orden) end, p_orden is not null),
        ('terceros', 'terceros',
          'translate(lower(x.nombre || '' '' || coalesce(x.rut, '''') || '' '' || coalesce(regexp_replace(x.rut, ''[^0-9kK]'', '''', ''g''), '''') || '' '' || coalesce(x.correo, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          concat_ws(' or ', case when p_rut is not null then format('x.rut = %L', p_rut) end,
            case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end), false),
        ('industrial_activos', 'industrial',
          'translate(lower(x.codigo || '' '' || x.nombre || '' '' || coalesce(x.ubicacion, '''') || '' '' || coalesce(x.fabricante, '''') || '' '' || coalesce(x.modelo, '''') || '' '' || coalesce(x.numero_serie, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          format('lower(x.codigo) = %L', p_texto), false),
        ('industrial_repuestos', 'industrial',
          'translate(lower(x.sku || '' '' || x.nombre || '' '' || coalesce(x.ubicacion_bodega, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          format('lower(x.sku) = %L', p_texto), false),
        ('colaboradores', 'people', 'x.busqueda',
          case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end, false),
        ('crm_oportunidades', 'crm', 'x.busqueda', null, false),
        ('fin_documentos', 'finance', 'x.busqueda',
          case when p_folio is not null then format('x.folio = %s', p_folio) end, p_folio is not null),
        ('proy_proyectos', 'projects',
          'translate(lower(x.nombre || '' '' || coalesce(x.cliente_nombre, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')', null, false),
        ('proy_tareas', 'projects',
          'translate(lower(coalesce(x.titulo, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')', null, false)
      ) as t(tabla, modulo, texto, exacta, solo_clave)
    loop
      if not (case v_t.modulo when 'terceros' then private.usa_terceros() else private.tiene_modulo(v_t.modulo) end) then
        continue;
      end if;
      select string_agg(format('w.t like %L', w), ' and ') into v_en_ventana from unnest(v_patrones) w;
      -- A word under 3 characters has no trigram: it is checked on the rows the others found, never
      -- given to the index (a whole-index scan); with no longer word, step 3 is skipped.
      select string_agg(format(case when char_length(w) >= 5 then '%s like %L' else '(%s || '''') like %L' end,
          v_t.texto, w), ' and '),
        bool_or(char_length(w) >= 5)
        into v_en_indice, v_indexable
        from unnest(v_patrones) w;
      -- Whether the table has more of the company's records than the window (then step 3 may help).
      if v_pasada <> 2 then
        execute format('select count(*) > %2$s from (select 1 from public.%1$I x where x.empresa_id = $1'
          || ' order by x.creado_en desc limit %2$s + 1) s', v_t.tabla, v_ventana)
        into v_grande using v_empresa;
      end if;
      if v_pasada = 2 then
        -- 4a. Near matches among the newest records.
        return query execute format(
          'select %1$L::text, w.id, (0.5 * extensions.word_similarity(%3$L, w.t))::real, w.actualizado_en'
          || ' from (select x.id, x.actualizado_en, %2$s as t from public.%1$I x'
          || ' where x.empresa_id = $1 order by x.creado_en desc limit %5$s) w'
          || ' where %3$L operator(extensions.<%%) w.t and not (%4$s) order by 3 desc, 4 desc limit $2',
          v_t.tabla, v_t.texto, p_texto, v_en_ventana, v_ventana)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_total := v_total + v_n;
        continue;
      elsif v_pasada = 3 then
        -- 4b. Near matches through the trigram index: its first 100 rows, the most similar first;
        --     not in a table of more than 20,000 rows (the planner's estimate: the posting lists of
        --     common trigrams cost more than the budget there), where the newest records decide.
        select c.reltuples <= 20000 into v_grande_difusa from pg_catalog.pg_class c
          where c.oid = ('public.' || v_t.tabla)::regclass;
        if v_grande and v_grande_difusa then
          return query execute format(
            'select %1$L::text, s.id, s.r, s.actualizado_en from (select x.id, x.actualizado_en,'
            || ' (0.5 * extensions.word_similarity(%3$L, %2$s))::real as r from public.%1$I x'
            || ' where x.empresa_id = $1 and %3$L operator(extensions.<%%) %2$s and not (%4$s) limit 100) s'
            || ' order by 3 desc, 4 desc limit $2',
            v_t.tabla, v_t.texto, p_texto, v_en_indice)
          using v_empresa, p_max;
        end if;
        continue;
      end if;
      v_filas := 0;
      -- 1. The key typed whole.
      v_exacta := nullif(v_t.exacta, '');
      if v_exacta is not null then
        return query execute format(
          'select %1$L::text, x.id, 1::real, x.actualizado_en from public.%1$I x where x.empresa_id = $1 and (%2$s) limit $2',
          v_t.tabla, v_exacta)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_filas := v_n;
      end if;
      -- 2. The words among the newest records (dynamic, so each statement is planned with its patterns).
      return query execute format(
        'select %1$L::text, w.id, (case when w.t like %3$L then 0.9 when w.t like %4$L then 0.8 else 0.6 end)::real,'
        || ' w.actualizado_en from (select x.id, x.actualizado_en, %2$s as t from public.%1$I x'
        || ' where x.empresa_id = $1 order by x.creado_en desc limit %6$s) w'
        || ' where %5$s order by 3 desc, 4 desc limit $2',
        v_t.tabla, v_t.texto, v_prefijo, v_inicio_palabra, v_en_ventana, v_ventana)
      using v_empresa, p_max;
      get diagnostics v_n = row_count;
      v_filas := v_filas + v_n;
      -- 3. The whole table by its trigram index, when the newest did not fill the places (few rows
      --    match), except for the number that is this table's key. Repeated rows are merged by
      --    public.buscar.
      if v_n < p_max and v_grande and v_indexable and not v_t.solo_clave then
        return query execute format(
          'select %1$L::text, x.id, (case when %2$s like %3$L then 0.9 when %2$s like %4$L then 0.8 else 0.6 end)::real,'
          || ' x.actualizado_en from public.%1$I x where x.empresa_id = $1 and %5$s'
          || ' order by 3 desc, 4 desc limit $2',
          v_t.tabla, v_t.texto, v_prefijo, v_inicio_palabra, v_en_indice)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_filas := greatest(v_filas, v_n);
      end if;
      v_total := v_total + v_filas;
    end loop;
  end loop;
end
$$;

-- Assets and spare parts have record pages now (/axel-industrial/activos/<id>, /repuestos/<id>):
-- public.buscar opens them. The rest of the function is as it was.
create or replace function public.buscar(p_texto text, p_limite integer default 20)
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
      '/axel-industrial/activos/' || a.id, c.rango, c.reciente
    from public.industrial_activos a join c on c.tabla = 'industrial_activos' and c.id = a.id
    union all
    select 'industrial', 'repuesto', r.id, r.nombre,
      'SKU ' || r.sku || coalesce(' · ' || r.ubicacion_bodega, ''),
      '/axel-industrial/repuestos/' || r.id, c.rango, c.reciente
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

