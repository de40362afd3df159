-- Search speed, part 2 (issue 37, docs/search.md "The vocabulary", "How the candidates are found").
-- private.buscar_palabras holds, per searched table, every run of letters of its searched text
-- (lower-case, without accents), kept by a trigger on each of the nine tables. private.buscar_candidatos
-- uses it twice:
--   * a run of letters typed can only be inside one word of a record's text: a table none of whose
--     words contains it is not searched (its key still is). Most words are in one or two tables, so
--     a word search runs a few statements instead of two or three per table;
--   * a typed word of 4 letters or more that no record has is replaced by its closest words (pg_trgm's
--     `%` through a trigram index on the vocabulary, similarity 0.5 or more, at most 3), and the
--     corrected words go through the same index-ordered steps as typed words. Before, word
--     similarity was computed for each table's newest records and then through the trigram indexes
--     of the larger tables (about a second under load).
-- Also: whether a table has more of the company's records than the window is read by the window's
-- own statement; a text without letters goes through a trigram index only in the parties; and the
-- function no longer sets enable_seqscan off.
-- The vocabulary holds words of every company (it is private, read only by the search): it only
-- chooses tables and corrections; what is found is still the caller's company's rows, read again as
-- the caller by public.buscar.

create table private.buscar_palabras (
  tabla text not null,
  palabra text not null check (palabra ~ '^[a-z]{1,100}$'),
  primary key (tabla, palabra)
);
comment on table private.buscar_palabras is
  'Words of the searched text of the search''s tables, to correct a typing mistake (issue 37, docs/search.md).';
revoke all on table private.buscar_palabras from public, anon, authenticated, service_role;
alter table private.buscar_palabras enable row level security;
create index buscar_palabras_trgm_idx on private.buscar_palabras using gin (palabra extensions.gin_trgm_ops);

-- The searched tables and the columns of their searched text, whose words (runs of letters) are
-- kept per table: a typed run of letters that is in no word of a table cannot be in its text, so
-- that table is not searched at all (most words are in one or two tables).
create function private.buscar_tablas_texto()
returns table (tabla text, columnas text[])
language sql
immutable
set search_path = ''
as $$
  values
    ('ops_ordenes', array['busqueda']),
    ('terceros', array['nombre', 'rut', 'correo']),
    ('industrial_activos', array['codigo', 'nombre', 'ubicacion', 'fabricante', 'modelo', 'numero_serie']),
    ('industrial_repuestos', array['sku', 'nombre', 'ubicacion_bodega']),
    ('colaboradores', array['busqueda']),
    ('crm_oportunidades', array['busqueda']),
    ('fin_documentos', array['busqueda']),
    ('proy_proyectos', array['nombre', 'cliente_nombre']),
    ('proy_tareas', array['titulo'])
$$;
revoke all on function private.buscar_tablas_texto() from public;

-- The words of a text, as the vocabulary keeps them.
create function private.buscar_palabras_de(p_texto text)
returns setof text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct w from regexp_split_to_table(private.texto_busqueda(p_texto), '[^a-z]+') w
  where char_length(w) between 1 and 100
$$;
revoke all on function private.buscar_palabras_de(text) from public;
grant execute on function private.buscar_palabras_de(text) to authenticated, service_role;

-- The trigger: the words of a new or changed row (its columns named by the trigger's arguments).
create function private.buscar_palabras_registrar()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_nueva jsonb := to_jsonb(new);
  v_texto text;
begin
  select string_agg(v_nueva ->> c, ' ') into v_texto from unnest(tg_argv) c;
  if tg_op = 'UPDATE' then
    if v_texto is not distinct from (select string_agg(to_jsonb(old) ->> c, ' ') from unnest(tg_argv) c) then
      return null;
    end if;
  end if;
  insert into private.buscar_palabras (tabla, palabra)
    select tg_table_name, w from private.buscar_palabras_de(v_texto) w
    on conflict do nothing;
  return null;
end
$$;
revoke all on function private.buscar_palabras_registrar() from public;

-- Every word of every searched table again (this migration; the scale seed, which loads with the
-- triggers off). Words no record has any more stay: a correction to them finds nothing.
create function private.buscar_palabras_rehacer()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_t record;
begin
  for v_t in select * from private.buscar_tablas_texto() loop
    execute format('insert into private.buscar_palabras (tabla, palabra) select distinct %1$L, w from public.%1$I x,'
      || ' private.buscar_palabras_de(concat_ws('' '', %2$s)) w on conflict do nothing',
      v_t.tabla, (select string_agg('x.' || quote_ident(c), ', ') from unnest(v_t.columnas) c));
  end loop;
end
$$;
revoke all on function private.buscar_palabras_rehacer() from public;
grant execute on function private.buscar_palabras_rehacer() to service_role;

do $$
declare
  v_t record;
begin
  for v_t in select * from private.buscar_tablas_texto() loop
    execute format('create trigger buscar_palabras after insert or update on public.%I'
      || ' for each row execute function private.buscar_palabras_registrar(%s)',
      v_t.tabla, (select string_agg(quote_literal(c), ', ') from unnest(v_t.columnas) c));
  end loop;
end
$$;

select private.buscar_palabras_rehacer();

create or replace function private.buscar_candidatos(p_texto text, p_orden bigint, p_folio bigint, p_rut text, p_max integer)
returns table (tabla text, id uuid, rango real, reciente timestamptz)
language plpgsql
stable
security definer
set search_path = ''
-- A correction is a word at least this similar to the typed one (pg_trgm's `%`).
set pg_trgm.similarity_threshold = 0.5
as $$
declare
  v_empresa uuid := private.empresa_actual();
  v_ventana constant integer := private.buscar_ventana();
  v_palabras text[];
  -- Per word, the LIKE patterns that may stand for it (one; or the typed word's corrections).
  v_grupos jsonb;
  v_prefijo text;
  v_inicio_palabra text;
  -- Corrections only for words: a number or a RUT typed whole is the record's key or nothing.
  v_difusa boolean := char_length(p_texto) >= 4 and p_orden is null and p_folio is null and p_rut is null;
  v_corregida boolean := false;
  v_correcciones text[];
  v_w text;
  v_t record;
  v_r record;
  v_exacta text;
  v_en_ventana text;
  v_en_indice text;
  v_rango text;
  v_rango_indice text;
  v_total integer := 0;
  v_filas integer;
  v_n integer;
  v_grande boolean;
  v_indexable boolean;
  v_posibles text[];
begin
  if v_empresa is null or p_texto is null or p_texto = '' then
    return;
  end if;
  -- Every word; a RUT or folio typed with dots or a hyphen ('76.543.210-3') is also looked for as
  -- its digits.
  select array_agg(distinct case when w ~ '^[0-9][0-9.]*-[0-9k]$' or w ~ '^[0-9]{1,3}(\.[0-9]{3})+$'
      then regexp_replace(w, '[.-]', '', 'g') else w end)
    into v_palabras
    from regexp_split_to_table(p_texto, ' ') w where w <> '';
  v_prefijo := replace(replace(replace(p_texto, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  v_inicio_palabra := '% ' || v_prefijo;
  for v_pasada in 1..3 loop
    if v_pasada = 1 then
      select jsonb_agg(jsonb_build_array(w)) into v_grupos from unnest(v_palabras) w;
    elsif v_pasada = 3 then
      -- 3. A few words that no record holds together ('falla motor' where one order says 'falla'
      --    and another 'motor'): the records with some of them, below every other kind. Only
      --    words (three letters or more), only when nothing matched every word.
      select jsonb_build_array(coalesce(jsonb_agg(w), '[]')) into v_grupos from unnest(v_palabras) w where w ~ '[a-z]{3,}';
      exit when v_total > 0 or jsonb_array_length(coalesce(v_grupos -> 0, '[]')) < 2;
    else
      -- 2. Typing mistakes, only when the words found too few in all the tables: each word of 4
      --    letters or more that no record has is replaced by its closest words of the vocabulary.
      continue when not (v_difusa and v_total < p_max);
      v_grupos := '[]';
      foreach v_w in array v_palabras loop
        v_correcciones := null;
        if v_w ~ '^[a-z]{4,40}$' and not exists (select 1 from private.buscar_palabras b where b.palabra = v_w) then
          select array_agg(c.palabra order by c.s desc, c.palabra) into v_correcciones
            from (select b.palabra, max(extensions.similarity(b.palabra, v_w)) as s from private.buscar_palabras b
                  where b.palabra operator(extensions.%) v_w and char_length(b.palabra) >= 4
                  group by 1 order by 2 desc, 1 limit 3) c;
        end if;
        v_corregida := v_corregida or v_correcciones is not null;
        v_grupos := v_grupos || jsonb_build_array(to_jsonb(coalesce(v_correcciones, array[v_w])));
      end loop;
      continue when not v_corregida;
    end if;
    -- The tables whose vocabulary has, for every group, one of its patterns (every run of letters
    -- inside one of its words): the typed words (pass 1), a word or its corrections (pass 2), any
    -- of the words (pass 3, one group). The others cannot match (their keys are still looked up).
    select array_agg(t.tabla) into v_posibles from private.buscar_tablas_texto() t
      where not exists (select 1 from jsonb_array_elements(v_grupos) g
        where not exists (select 1 from jsonb_array_elements_text(g) p
          where not exists (select 1 from regexp_split_to_table(p, '[^a-z]+') l
            where l <> '' and not exists (select 1 from private.buscar_palabras b
              where b.tabla = t.tabla and b.palabra like '%' || l || '%'))));
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
      v_filas := 0;
      -- 1. The key typed whole (typed words only), whatever the vocabulary says.
      v_exacta := nullif(v_t.exacta, '');
      if v_exacta is not null and v_pasada = 1 then
        return query execute format(
          'select %1$L::text, x.id, 1::real, x.actualizado_en from public.%1$I x where x.empresa_id = $1 and (%2$s) limit $2',
          v_t.tabla, v_exacta)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_filas := v_n;
      end if;
      if not (v_t.tabla = any (coalesce(v_posibles, '{}'))) then
        v_total := v_total + v_filas;
        continue;
      end if;
      -- Every word (group) must be in the text: one of its patterns, LIKE with wildcards escaped.
      -- A pattern under 3 characters has no trigram: it is checked on the rows the others found,
      -- never given to the index (a whole-index scan); with no longer word, step 3 is skipped.
      select string_agg('(' || (select string_agg(format('w.t like %L', p), ' or ') from jsonb_array_elements_text(g) p) || ')', ' and '),
        string_agg('(' || (select string_agg(format(case when char_length(p) >= 5 then '%s like %L' else '(%s || '''') like %L' end,
          v_t.texto, p), ' or ') from jsonb_array_elements_text(g) p) || ')', ' and '),
        bool_or((select bool_and(char_length(p) >= 5) from jsonb_array_elements_text(g) p))
        into v_en_ventana, v_en_indice, v_indexable
        from (select jsonb_agg('%' || replace(replace(replace(p, '\', '\\'), '%', '\%'), '_', '\_') || '%') as g
              from jsonb_array_elements(v_grupos) e, jsonb_array_elements_text(e) p
              group by e) s;
      -- Typed words: the text starting the record, starting a word, inside; corrections: under 0.5;
      -- some of the words only: lower still.
      v_rango := case when v_pasada = 1
        then format('(case when w.t like %1$L then 0.9 when w.t like %2$L then 0.8 else 0.6 end)::real', v_prefijo, v_inicio_palabra)
        when v_pasada = 2 then '0.4::real' else '0.3::real' end;
      v_rango_indice := case when v_pasada = 1
        then format('(case when %1$s like %2$L then 0.9 when %1$s like %3$L then 0.8 else 0.6 end)::real', v_t.texto, v_prefijo, v_inicio_palabra)
        when v_pasada = 2 then '0.4::real' else '0.3::real' end;
      -- 2. The words among the company's newest records (the (empresa_id, creado_en) index, at most
      --    the window); the statement's last row, with no id, says the table has more than that.
      v_grande := false;
      v_n := 0;
      for v_r in execute format(
        'with v as materialized (select x.id, x.actualizado_en, %2$s as t from public.%1$I x'
        || ' where x.empresa_id = $1 order by x.creado_en desc limit %4$s + 1)'
        || ' (select w.id, %5$s as r, w.actualizado_en as a from (select * from v limit %4$s) w where %3$s'
        || ' order by 2 desc, 3 desc limit $2)'
        || ' union all select null, null, null where (select count(*) from v) > %4$s',
        v_t.tabla, v_t.texto, v_en_ventana, v_ventana, v_rango)
        using v_empresa, p_max
      loop
        if v_r.id is null then
          v_grande := true;
        else
          tabla := v_t.tabla;
          id := v_r.id;
          rango := v_r.r;
          reciente := v_r.a;
          return next;
          v_n := v_n + 1;
        end if;
      end loop;
      v_filas := v_filas + v_n;
      -- 3. The whole table by its trigram index, when the newest did not fill the places (few rows
      --    match), except for the number that is this table's key (its key found it, and the
      --    trigrams of 'ot-0…' are in every order). Repeated rows are merged by public.buscar.
      --    A text without letters (a number, a folio, a RUT) goes through the index only in the
      --    parties (a RUT's digits); elsewhere its key found it, or the newest records decide.
      if v_n < p_max and v_grande and v_indexable and not v_t.solo_clave
          and (p_texto ~ '[a-z]' or v_t.tabla = 'terceros') then
        return query execute format(
          'select %1$L::text, x.id, %4$s, x.actualizado_en from public.%1$I x where x.empresa_id = $1 and %3$s'
          || ' order by 3 desc, 4 desc limit $2',
          v_t.tabla, v_t.texto, v_en_indice, v_rango_indice)
        using v_empresa, p_max;
        get diagnostics v_n = row_count;
        v_filas := greatest(v_filas, v_n);
      end if;
      v_total := v_total + v_filas;
    end loop;
  end loop;
end
$$;
