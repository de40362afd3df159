-- Axel Predictive (issue 39): the forecasts' monthly series, the same answer as
-- 20261128034332_predictive_series_mensuales.sql, computed from per-month totals. The first version
-- summed every document once per month of the range (a correlated sum per month over all
-- documents): 3.6 s for 6,500 documents over three years in the bench (`npm run bench -- predictive`).
-- Now the documents, their notes and the payments applied to them are added up by month first (at
-- most a few dozen rows per direction), and each month's balance is the sum of those monthly rows up
-- to it. Same columns, same rules (see the first version's header), same grants.
create or replace function public.predictive_series_mensuales()
returns table (serie text, clave text, nombre text, mes date, valor numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoy date := (now() at time zone 'America/Santiago')::date;
begin
  if not private.tiene_modulo('predictive') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Predictive.';
  end if;
  return query
  with d as (
    select x.id, x.direccion, date_trunc('month', x.fecha_emision)::date as mes,
      coalesce(t.signo_nota, 1) as signo, t.con_saldo, t.signo_nota is not null as nota,
      x.neto + x.exento as neto, x.total
    from public.fin_documentos x
    join public.fin_tipos_documento t on t.clave = x.tipo
    where x.estado not in ('borrador', 'anulada') and x.tipo <> 'guia_despacho'
  ), meses as (
    select generate_series(min(d.mes), date_trunc('month', v_hoy)::date, interval '1 month')::date as mes
    from d
  ), ventas_mes as (
    select d.mes, sum(d.signo * d.neto) as monto
    from d where d.direccion = 'emitido'
    group by d.mes
  ), ventas as (
    select 'ventas'::text, 'ventas'::text, 'Ventas netas'::text, m.mes, coalesce(v.monto, 0)
    from meses m left join ventas_mes v on v.mes = m.mes
  ), movimientos as materialized (
    -- What each month adds to the amount owed (documents and their notes) and takes from it (payments);
    -- materialized, or the planner repeats it inside each month's sum.
    select d.direccion, d.mes, sum(d.signo * d.total) as monto
    from d where d.con_saldo or d.nota
    group by 1, 2
    union all
    select x.direccion, date_trunc('month', p.fecha)::date, -sum(a.monto)
    from public.fin_pago_aplicaciones a
    join public.fin_pagos p on p.id = a.pago_id
    join d x on x.id = a.documento_id
    group by 1, 2
  ), saldos as (
    select case s.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
      case s.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
      case s.direccion when 'emitido' then 'Cuentas por cobrar (saldo a fin de mes)' else 'Cuentas por pagar (saldo a fin de mes)' end,
      m.mes,
      coalesce((select sum(mv.monto) from movimientos mv where mv.direccion = s.direccion and mv.mes <= m.mes), 0)
    from meses m
    cross join (values ('emitido'), ('recibido')) as s (direccion)
  ), repuestos as (
    select 'repuesto'::text, r.id::text, r.sku || ' · ' || r.nombre,
      date_trunc('month', mv.creado_en at time zone 'America/Santiago')::date, sum(mv.cantidad)
    from public.industrial_movimientos mv
    join public.industrial_repuestos r on r.id = mv.repuesto_id
    where mv.tipo = 'salida'
    group by r.id, r.sku, r.nombre, 4
  )
  select * from ventas
  union all select * from saldos
  union all select * from repuestos
  order by 1, 2, 4;
end
$$;

revoke all on function public.predictive_series_mensuales() from public, anon, authenticated;
grant execute on function public.predictive_series_mensuales() to authenticated, service_role;
