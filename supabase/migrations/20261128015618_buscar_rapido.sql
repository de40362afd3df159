-- Search speed (issue 37, docs/search.md "Speed"): private.buscar_candidatos takes each table's best
-- few candidates by index order with a LIMIT inside every step, instead of scoring every row that
-- matches. Per table, in this order:
--   1. the record's own key typed whole (order number, folio, code, SKU, RUT, e-mail): a b-tree
--      lookup, rango 1;
--   2. the words among the company's newest records of the table (the (empresa_id, creado_en)
--      order, at most private.buscar_ventana() rows): a common word ('bomba' in thousands of
--      orders) fills the places here, ranked prefix / word start / contains, then recency;
--   3. only when step 2 found fewer than p_max, the table has more records than that window and the
--      text has 3 characters or more: the whole table through its trigram GIN index (few rows
--      match, or step 2 would have filled); not for the number that is this table's own key (its
--      key found it, and the trigrams of 'ot-0…' are in every order);
--   4. near matches (typing mistakes, from 4 characters, not for numbers or a RUT), only when the
--      words found fewer than p_max in all the tables together: pg_trgm's `<%` and word similarity
--      among each table's newest records (half the window); only when those found too few as well, through the
--      trigram index of the tables larger than the window (its first 100 rows, the most similar).
-- Steps 2 and 4 read each row's searched text written out (the private.busqueda_* functions pin
-- their search_path, so Postgres cannot inline them: a call per row is slow); step 3 uses the
-- functions, the expressions of the trigram indexes.
-- public.buscar is unchanged: it reads every candidate again by id, as the caller.

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
        ('ops_ordenes', 'ops', 'x.busqueda', 'x.busqueda',
          case when p_orden is not null then format('x.numero = %s', p_orden) end, p_orden is not null),
        ('terceros', 'terceros', 'private.busqueda_tercero(x.nombre, x.rut, x.correo)',
          'translate(lower(x.nombre || '' '' || coalesce(x.rut, '''') || '' '' || coalesce(regexp_replace(x.rut, ''[^0-9kK]'', '''', ''g''), '''')'
            || ' || '' '' || coalesce(x.correo, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          concat_ws(' or ', case when p_rut is not null then format('x.rut = %L', p_rut) end,
            case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end), false),
        ('industrial_activos', 'industrial',
          'private.busqueda_activo(x.codigo, x.nombre, x.ubicacion, x.fabricante, x.modelo, x.numero_serie)',
          'translate(lower(x.codigo || '' '' || x.nombre || '' '' || coalesce(x.ubicacion, '''') || '' '' || coalesce(x.fabricante, '''')'
            || ' || '' '' || coalesce(x.modelo, '''') || '' '' || coalesce(x.numero_serie, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          format('lower(x.codigo) = %L', p_texto), false),
        ('industrial_repuestos', 'industrial', 'private.busqueda_repuesto(x.sku, x.nombre, x.ubicacion_bodega)',
          'translate(lower(x.sku || '' '' || x.nombre || '' '' || coalesce(x.ubicacion_bodega, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')',
          format('lower(x.sku) = %L', p_texto), false),
        ('colaboradores', 'people', 'x.busqueda', 'x.busqueda',
          case when p_texto like '%@%' then format('lower(x.correo) = %L', p_texto) end, false),
        ('crm_oportunidades', 'crm', 'x.busqueda', 'x.busqueda', null, false),
        ('fin_documentos', 'finance', 'x.busqueda', 'x.busqueda',
          case when p_folio is not null then format('x.folio = %s', p_folio) end, p_folio is not null),
        ('proy_proyectos', 'projects', 'private.busqueda_proyecto(x.nombre, x.cliente_nombre)',
          'translate(lower(x.nombre || '' '' || coalesce(x.cliente_nombre, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')', null, false),
        ('proy_tareas', 'projects', 'private.texto_busqueda(x.titulo)',
          'translate(lower(coalesce(x.titulo, '''')), ''áéíóúüñÁÉÍÓÚÜÑ'', ''aeiouunaeiouun'')', null, false)
      ) as t(tabla, modulo, indice, texto, exacta, solo_clave)
    loop
      if not (case v_t.modulo when 'terceros' then private.usa_terceros() else private.tiene_modulo(v_t.modulo) end) then
        continue;
      end if;
      select string_agg(format('w.t like %L', w), ' and ') into v_en_ventana from unnest(v_patrones) w;
      select string_agg(format('%s like %L', v_t.indice, w), ' and ') into v_en_indice from unnest(v_patrones) w;
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
        -- 4b. Near matches through the trigram index: its first 100 rows, the most similar first.
        if v_grande then
          return query execute format(
            'select %1$L::text, s.id, s.r, s.actualizado_en from (select x.id, x.actualizado_en,'
            || ' (0.5 * extensions.word_similarity(%3$L, %2$s))::real as r from public.%1$I x'
            || ' where x.empresa_id = $1 and %3$L operator(extensions.<%%) %2$s and not (%4$s) limit 100) s'
            || ' order by 3 desc, 4 desc limit $2',
            v_t.tabla, v_t.indice, p_texto, v_en_indice)
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
      if v_n < p_max and v_grande and char_length(p_texto) >= 3 and not v_t.solo_clave then
        return query execute format(
          'select %1$L::text, x.id, (case when %2$s like %3$L then 0.9 when %2$s like %4$L then 0.8 else 0.6 end)::real,'
          || ' x.actualizado_en from public.%1$I x where x.empresa_id = $1 and %5$s'
          || ' order by 3 desc, 4 desc limit $2',
          v_t.tabla, v_t.indice, v_prefijo, v_inicio_palabra, v_en_indice)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_filas := greatest(v_filas, v_n);
      end if;
      v_total := v_total + v_filas;
    end loop;
  end loop;
end
$$;
