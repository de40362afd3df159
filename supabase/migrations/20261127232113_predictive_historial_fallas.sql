-- Axel Predictive (issue 39): the failure history the risk ranking reads, one row per asset.
--
-- Failures are Ops' corrective orders that were not cancelled; the asset is Industrial's
-- (`activo_id`) or, for an order without one, the equipment typed on it (`equipo_texto`, compared
-- without case). Industrial's equipment without failures is listed too (its category's model may
-- still apply). SECURITY INVOKER: row-level security decides what the caller sees (no Ops: no
-- orders; no Industrial: no names, codes, categories or criticality). The fit itself runs in the
-- browser (a Web Worker) from these arrays: src/features/modules/predictive/lib/reliability.ts.
create function public.predictive_historial_fallas()
returns table (
  clave text,
  activo_id uuid,
  codigo text,
  nombre text,
  categoria text,
  criticidad text,
  fallas timestamptz[],
  horas_reparacion numeric[],
  ordenes uuid[],
  numeros bigint[]
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
    select o.id, o.numero, o.creado_en, o.activo_id, nullif(btrim(o.equipo_texto), '') as texto,
      -- Time to restore: from the report to the order's completion, in hours.
      case when o.completada_en is not null
        then round((extract(epoch from o.completada_en - o.creado_en) / 3600.0)::numeric, 2) end as horas
    from public.ops_ordenes o
    where o.tipo = 'correctiva' and o.estado <> 'cancelada'
      and (o.activo_id is not null or nullif(btrim(o.equipo_texto), '') is not null)
  ), g as (
    select coalesce(f.activo_id::text, 'texto:' || lower(f.texto)) as clave, f.activo_id, min(f.texto) as texto,
      array_agg(f.creado_en order by f.creado_en, f.numero) as fallas,
      array_agg(f.horas order by f.creado_en, f.numero) as horas,
      array_agg(f.id order by f.creado_en, f.numero) as ordenes,
      array_agg(f.numero order by f.creado_en, f.numero) as numeros
    from f
    group by 1, 2
  ), a as (
    select x.id, x.codigo, x.nombre, x.categoria, x.criticidad
    from public.industrial_activos x
    where x.nivel = 'equipo' and x.estado <> 'dado_de_baja'
  )
  select coalesce(g.clave, a.id::text), coalesce(a.id, g.activo_id), a.codigo,
    coalesce(a.nombre, g.texto, 'Equipo sin nombre'), a.categoria, a.criticidad,
    coalesce(g.fallas, '{}'), coalesce(g.horas, '{}'), coalesce(g.ordenes, '{}'), coalesce(g.numeros, '{}')
  from g
  full join a on a.id = g.activo_id
  order by 1;
end
$$;

revoke all on function public.predictive_historial_fallas() from public, anon, authenticated;
grant execute on function public.predictive_historial_fallas() to authenticated, service_role;
comment on function public.predictive_historial_fallas() is
  'Axel Predictive: corrective orders per asset (dates, hours to restore, ids, numbers) for the failure-risk fit.';
