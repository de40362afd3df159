-- The paperclip counts of a list (public.adjuntos_conteo, docs/storage.md) asked
-- private.registro_visible once per id: a PL/pgSQL call whose query re-evaluated the table's
-- row-level security (the company, the module) each time, about 2 ms an id on an idle machine.
-- A list loaded whole asks 1,000 ids a request, so Industrial's spare parts after a 10,000-row
-- import sent ten requests of over a second each; on a busy machine one ran past the database's
-- hung-statement limit (issue 33: `npm run bench -- modules`, the import's next page load). The
-- visible ids are now found in one statement (a semi-join on the table's key: its row-level
-- security evaluated once), the same rows as before.
create or replace function public.adjuntos_conteo(p_tabla text, p_ids uuid[])
returns table (registro_id uuid, cantidad integer)
language plpgsql stable set search_path = '' as $$
declare
  v_modulo text;
  v_clave text;
  v_empresa uuid := private.empresa_actual();
begin
  -- The table's module and record key from the registry (colaboradores_ficha is keyed by its employee).
  select t.modulo, t.columna_id into v_modulo, v_clave from private.tablas_adjuntos t where t.tabla = p_tabla;
  if v_modulo is null then
    raise exception using errcode = '22023', message = format('la tabla %s no lleva adjuntos', p_tabla);
  end if;
  if coalesce(cardinality(p_ids), 0) > 1000 then
    raise exception using errcode = '22023', message = 'a lo más 1000 registros por consulta';
  end if;
  if v_empresa is null or not private.tiene_modulo(v_modulo) then
    return;
  end if;
  -- p_tabla is a table of the registry private.tablas_adjuntos (checked above).
  return query execute format(
    'select i.id, private.contar_adjuntos(format(''%%s/%%s/%%s/%%s/'', $2, $3, $4, i.id))'
    || ' from (select distinct unnest($1) as id) i'
    || ' where i.id is not null and exists (select 1 from public.%I r where r.%I = i.id)',
    p_tabla, v_clave)
  using p_ids, v_empresa, v_modulo, p_tabla;
end
$$;
