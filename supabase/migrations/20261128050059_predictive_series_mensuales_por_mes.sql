-- Axel Predictive (issue 39): the forecasts' monthly series, one row per series with its months as an
-- array, computed from per-month totals. Replaces 20261128034332_predictive_series_mensuales.sql, which
-- answered one row per series and month and summed every document once per month of the range. In the
-- bench (`npm run bench -- predictive`: 65,000 documents and 500 parts over three years) that answer
-- had 18,000 rows, over the API's 10,000-row cap, so the screen silently lost series; and the sums per
-- month took 3.6 s already for 6,500 documents.
--
-- Same rules as the first version (see its header): 'ventas' net sales of the issued documents by
-- month of issue, notes with their sign; 'por_cobrar' / 'por_pagar' what is owed at each month's end;
-- 'repuesto' per spare part the units of its 'salida' moves by month (Chile's clock). Under the
-- caller's row-level security (SECURITY INVOKER): without Finance or Industrial those series are
-- absent (not an error). Without Predictive: 42501.
--
-- Each row: `desde` (the first month, its first day) and `valores`, one value per month from `desde`
-- to the current month (Chile's clock) with no gaps: a month without sales or outflows is 0. Finance
-- series start at the first document's month, a part at its first outflow's month. The screen drops
-- the current month (not finished).
drop function public.predictive_series_mensuales();

create function public.predictive_series_mensuales()
returns table (serie text, clave text, nombre text, desde date, valores numeric[])
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_mes date := date_trunc('month', (now() at time zone 'America/Santiago')::date)::date;
begin
  if not private.tiene_modulo('predictive') then
    raise exception using errcode = '42501', message = 'La empresa o el usuario no tiene Axel Predictive.';
  end if;
  return query
  with d as materialized (
    select x.id, x.direccion, date_trunc('month', x.fecha_emision)::date as mes,
      coalesce(t.signo_nota, 1) as signo, t.con_saldo, t.signo_nota is not null as nota,
      x.neto + x.exento as neto, x.total
    from public.fin_documentos x
    join public.fin_tipos_documento t on t.clave = x.tipo
    where x.estado not in ('borrador', 'anulada') and x.tipo <> 'guia_despacho'
  ), meses as materialized (
    select generate_series(min(d.mes), v_mes, interval '1 month')::date as mes
    from d
  ), ventas_mes as (
    select d.mes, sum(d.signo * d.neto) as monto
    from d where d.direccion = 'emitido'
    group by d.mes
  ), movimientos as materialized (
    -- What each month adds to the amount owed (documents and their notes) and takes from it
    -- (payments); materialized, or the planner repeats it inside each month's sum.
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
    select s.direccion, m.mes,
      coalesce((select sum(mv.monto) from movimientos mv where mv.direccion = s.direccion and mv.mes <= m.mes), 0) as saldo
    from meses m
    cross join (values ('emitido'), ('recibido')) as s (direccion)
  ), repuestos_mes as (
    select mv.repuesto_id, date_trunc('month', mv.creado_en at time zone 'America/Santiago')::date as mes,
      sum(mv.cantidad) as cantidad
    from public.industrial_movimientos mv
    where mv.tipo = 'salida'
    group by 1, 2
  ), partes as (
    select rm.repuesto_id, min(rm.mes) as desde
    from repuestos_mes rm
    where rm.mes <= v_mes
    group by 1
  )
  select 'ventas'::text, 'ventas'::text, 'Ventas netas'::text, min(m.mes),
    array_agg(coalesce(v.monto, 0) order by m.mes)
  from meses m left join ventas_mes v on v.mes = m.mes
  having count(*) > 0
  union all
  select case x.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
    case x.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
    case x.direccion when 'emitido' then 'Cuentas por cobrar (saldo a fin de mes)' else 'Cuentas por pagar (saldo a fin de mes)' end,
    min(x.mes), array_agg(x.saldo order by x.mes)
  from saldos x
  group by x.direccion
  union all
  select 'repuesto'::text, r.id::text, r.sku || ' · ' || r.nombre, p.desde,
    array_agg(coalesce(rm.cantidad, 0) order by g.mes)
  from partes p
  join public.industrial_repuestos r on r.id = p.repuesto_id
  cross join lateral generate_series(p.desde, v_mes, interval '1 month') as g (mes)
  left join repuestos_mes rm on rm.repuesto_id = p.repuesto_id and rm.mes = g.mes::date
  group by r.id, r.sku, r.nombre, p.desde
  order by 1, 2;
end
$$;

revoke all on function public.predictive_series_mensuales() from public, anon, authenticated;
grant execute on function public.predictive_series_mensuales() to authenticated, service_role;
comment on function public.predictive_series_mensuales() is
  'Axel Predictive: monthly series for the forecasts (net sales, receivables and payables at month end, spare-part outflows per part), one row per series with a value per month from desde to the current month, under the caller''s row-level security.';
