-- Axel Predictive (issue 39): the failure-risk ranking reads only the numbers its fit needs.
--
-- public.predictive_historial_fallas() sent every corrective order's id, number and timestamp
-- (about 8 MB of JSON for 100,000 orders). It is replaced by two SECURITY INVOKER functions:
--   * public.predictive_resumen_fallas(): one row per asset, its failures as whole minutes since
--     1970-01-01 UTC and the minutes to restore of each (null while not completed). Integers: Postgres
--     writes them as JSON about three times faster than fractional numbers, and a minute is finer
--     than the fit needs;
--   * public.predictive_ordenes_falla(p_clave): the orders behind one asset's numbers, read when its
--     calculation is opened.
-- The rules are those of the function they replace: corrective orders not cancelled; the asset is
-- Industrial's (`activo_id`) or, without one, the equipment typed on it (`equipo_texto`, without
-- case); Industrial's equipment without failures is listed too; row-level security of Ops and
-- Industrial decides what the caller sees.
drop function public.predictive_historial_fallas();

create function public.predictive_resumen_fallas()
returns table (
  clave text,
  activo_id uuid,
  codigo text,
  nombre text,
  categoria text,
  criticidad text,
  minutos integer[],
  minutos_reparacion integer[]
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.tiene_modulo('predictive') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Predictive.';
  end if;
  return query
  with f as (
    select o.numero, o.creado_en, o.activo_id,
      case when o.activo_id is null then lower(nullif(btrim(o.equipo_texto), '')) end as texto,
      nullif(btrim(o.equipo_texto), '') as texto_original,
      o.completada_en
    from public.ops_ordenes o
    where o.tipo = 'correctiva' and o.estado <> 'cancelada'
      and (o.activo_id is not null or nullif(btrim(o.equipo_texto), '') is not null)
  ), g as (
    select f.activo_id, f.texto, min(f.texto_original) as texto_original,
      array_agg((extract(epoch from f.creado_en) / 60)::integer order by f.creado_en, f.numero) as minutos,
      array_agg((extract(epoch from f.completada_en - f.creado_en) / 60)::integer order by f.creado_en, f.numero) as reparacion
    from f
    group by f.activo_id, f.texto
  ), a as (
    select x.id, x.codigo, x.nombre, x.categoria, x.criticidad
    from public.industrial_activos x
    where x.nivel = 'equipo' and x.estado <> 'dado_de_baja'
  )
  select coalesce(a.id::text, g.activo_id::text, 'texto:' || g.texto), coalesce(a.id, g.activo_id), a.codigo,
    coalesce(a.nombre, g.texto_original, 'Equipo sin nombre'), a.categoria, a.criticidad,
    coalesce(g.minutos, '{}'), coalesce(g.reparacion, '{}')
  from g
  full join a on a.id = g.activo_id
  order by 1;
end
$$;

revoke all on function public.predictive_resumen_fallas() from public, anon, authenticated;
grant execute on function public.predictive_resumen_fallas() to authenticated, service_role;
comment on function public.predictive_resumen_fallas() is
  'Axel Predictive: per asset, its corrective orders as minutes since 1970 (UTC) and their minutes to restore (null while open), numbers only, for the failure-risk fit.';

create function public.predictive_ordenes_falla(p_clave text)
returns table (id uuid, numero bigint, creado_en timestamptz, horas real)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.tiene_modulo('predictive') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Predictive.';
  end if;
  if p_clave is null or length(p_clave) > 300 then
    raise exception using errcode = '22023', message = 'Indica el activo (su clave).';
  end if;
  if p_clave not like 'texto:%' and p_clave !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using errcode = '22023', message = 'La clave del activo no es válida.';
  end if;
  if p_clave like 'texto:%' then
    return query
    select o.id, o.numero, o.creado_en, case when o.completada_en is not null
      then round((extract(epoch from o.completada_en - o.creado_en) / 3600.0)::numeric, 2)::real end
    from public.ops_ordenes o
    where o.tipo = 'correctiva' and o.estado <> 'cancelada'
      and o.activo_id is null and lower(nullif(btrim(o.equipo_texto), '')) = substr(p_clave, 7)
    order by o.creado_en, o.numero;
  else
    return query
    select o.id, o.numero, o.creado_en, case when o.completada_en is not null
      then round((extract(epoch from o.completada_en - o.creado_en) / 3600.0)::numeric, 2)::real end
    from public.ops_ordenes o
    where o.tipo = 'correctiva' and o.estado <> 'cancelada' and o.activo_id = p_clave::uuid
    order by o.creado_en, o.numero;
  end if;
end
$$;

revoke all on function public.predictive_ordenes_falla(text) from public, anon, authenticated;
grant execute on function public.predictive_ordenes_falla(text) to authenticated, service_role;
comment on function public.predictive_ordenes_falla(text) is
  'Axel Predictive: the corrective orders behind one asset''s failure-risk numbers (opened from its calculation).';
