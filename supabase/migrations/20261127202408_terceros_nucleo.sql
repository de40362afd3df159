-- Parties (public.terceros): the core directory of clients, suppliers and other parties that every
-- module shares (issue 31). The table was created with Axel Ops (20261124100000_industrial_ops.sql);
-- from here it is the core layer's, in this migration of its own:
--
-- - its RUT is checked as People checks an employee's (module 11: private.rut_valido), stored in
--   one normalised form ('76.123.456-0', '76123456 0' and '761234560' are '76123456-0') and unique
--   per company. CRM accepted 11.111.111-5 and an invoice went to 76.123.456-1 before this;
-- - rows already holding an invalid RUT are kept as they are and listed for the company's admin in
--   public.terceros_rut_por_corregir. The check is a trigger on the RUT (insert, or an update that
--   sets it), not a check constraint: a NOT VALID constraint would still be evaluated on every
--   update of such a row, so nothing else of it could change (not even the author set to null when
--   that user is deleted). A form that sends the old invalid RUT back is asked for a valid one;
-- - tenancy, attribution and grants come from private.preparar_tabla_modulo (20261127194023): any
--   of Ops, CRM and Finance gives access to the company's parties, as before; deleting is
--   admin_empresa's.

-- Normalises the RUT and refuses an invalid one or one the company already has, in Spanish (the
-- unique index below stays the guarantee).
-- Named after a_atribuir (triggers fire in name order): empresa_id is the row's real company.
create function private.terceros_verificar_rut() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_otro text;
begin
  new.rut := private.normalizar_rut(nullif(btrim(new.rut), ''));
  if new.rut is null then
    return new;
  end if;
  if not private.rut_valido(new.rut) then
    raise exception using errcode = '23514',
      message = format('RUT inválido: %s (revisa el número y el dígito verificador)', new.rut);
  end if;
  if tg_op = 'INSERT' or new.rut is distinct from old.rut then
    -- Two writers of the same RUT at once: the second waits here for the first to end, then finds it.
    perform pg_advisory_xact_lock(hashtextextended('terceros.rut ' || new.empresa_id || ' ' || new.rut, 0));
    select t.nombre into v_otro from public.terceros t
    where t.empresa_id = new.empresa_id and t.rut = new.rut and t.id <> new.id
    limit 1;
    if v_otro is not null then
      raise exception using errcode = '23505', constraint = 'terceros_empresa_rut_key',
        message = format('El RUT %s ya es de «%s» en la empresa', new.rut, v_otro);
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.terceros_verificar_rut() from public, anon;
grant execute on function private.terceros_verificar_rut() to authenticated, service_role;

-- The rows there are: one form for every RUT that can be normalised. Two parties of a company with
-- the same RUT cannot both keep it under the unique index: the migration stops and names them,
-- for someone to decide which is which (nothing had been deployed when this was written).
do $$
declare
  v_repetidos text;
begin
  select string_agg(format('%s (%s)', r.rut, r.nombres), '; ') into v_repetidos
  from (
    select private.normalizar_rut(nullif(btrim(t.rut), '')) as rut, string_agg(t.nombre, ', ' order by t.nombre) as nombres
    from public.terceros t
    where nullif(btrim(t.rut), '') is not null
    group by t.empresa_id, 1
    having count(*) > 1
  ) r;
  if v_repetidos is not null then
    raise exception using errcode = '23505',
      message = 'terceros con el mismo RUT en una empresa: ' || v_repetidos || '. Corrígelos y vuelve a migrar.';
  end if;
end
$$;
update public.terceros set rut = private.normalizar_rut(nullif(btrim(rut), ''))
where rut is distinct from private.normalizar_rut(nullif(btrim(rut), ''));

create unique index terceros_empresa_rut_key on public.terceros (empresa_id, rut) where rut is not null;
create trigger b_verificar_rut before insert or update of rut on public.terceros
  for each row execute function private.terceros_verificar_rut();

-- The company's parties whose RUT fails the check (rows from before it), for its admin to correct.
-- security_invoker: terceros' own policies apply (the company, and Ops, CRM or Finance); the
-- service role (maintenance) sees every company's.
create view public.terceros_rut_por_corregir with (security_invoker = true) as
  select t.id, t.empresa_id, t.tipo, t.nombre, t.rut, t.activo, t.creado_en, t.actualizado_en
  from public.terceros t
  where t.rut is not null and not private.rut_valido(t.rut)
    and (t.empresa_id = (select private.empresa_administrada()) or (select auth.role()) = 'service_role');
revoke all on public.terceros_rut_por_corregir from public, anon, authenticated, service_role;
grant select on public.terceros_rut_por_corregir to authenticated, service_role;

-- The lists' search (20261127110000_listas_modulos_paginas.sql) finds a party by its RUT typed with
-- dots, now that RUTs are stored without them. Only the parties' condition changes.
create or replace function private.condicion_busqueda(p_tabla text, p_busqueda text)
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
    -- The parties whose name or RUT contains the word (the caller's own: terceros' row-level security);
    -- a RUT as people type it, with its dots ('76.543.210'), finds the stored '76543210-3'.
    v_terceros := array(
      select t.id from public.terceros t
      where strpos(translate(lower(t.nombre || ' ' || coalesce(t.rut, '')), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_palabra) > 0
        or (replace(v_palabra, '.', '') <> '' and strpos(lower(t.rut), replace(v_palabra, '.', '')) > 0));
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

-- Tenancy, who does what, attribution and grants: the module tables' one shape.
select private.preparar_tabla_modulo('public.terceros', 'ops', otros_modulos => '{crm,finance}');
