-- The company pickers (issue 33): 'Accesos Efectivos', 'Permisos por Usuario', 'Historial' and
-- 'Cuentas' listed every company the caller may see (2,000 at seed:scale) and searched them in the
-- browser. public.empresas_opciones answers the first p_limite companies by name whose name
-- contains p_busqueda (literal, case and Spanish accents ignored, as the user searches), or the one
-- company p_id (the picker's label for a choice it did not make: a link, an admin_empresa's own).
-- Security invoker: row-level security leaves super_admin every company, anyone else their own.
-- A few thousand companies at most: the filter reads them (no index needed).
create function public.empresas_opciones(
  p_busqueda text default '',
  p_limite integer default 50,
  p_id uuid default null
)
returns table (id uuid, nombre text)
language plpgsql stable set search_path = '' as $$
declare
  v_texto text := translate(lower(btrim(coalesce(p_busqueda, ''))), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun');
begin
  if p_limite is null or p_limite < 1 or p_limite > 1000 then
    raise exception 'El tamaño de página debe estar entre 1 y 1000'
      using errcode = '22023', hint = 'p_limite';
  end if;
  if char_length(v_texto) > 200 then
    raise exception 'La búsqueda no puede superar 200 caracteres'
      using errcode = '22023', hint = 'p_busqueda';
  end if;
  return query
    select e.id, e.nombre from public.empresas e
    where (p_id is null or e.id = p_id)
      and (v_texto = ''
        or strpos(translate(lower(e.nombre), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun'), v_texto) > 0)
    order by e.nombre
    limit p_limite;
end
$$;
revoke all on function public.empresas_opciones(text, integer, uuid) from public, anon, authenticated, service_role;
grant execute on function public.empresas_opciones(text, integer, uuid) to authenticated, service_role;
