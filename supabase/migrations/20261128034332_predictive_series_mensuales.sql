-- Axel Predictive (issue 39): the monthly series the forecasts read, under the caller's row-level
-- security (SECURITY INVOKER): a company or user without Finance or Industrial reads nothing of
-- them, so those series come back empty (not an error). Without Predictive: 42501.
--
--   * 'ventas': net sales (neto + exento, without IVA) of the documents the company issued
--     (direccion 'emitido', not a draft nor annulled, not a dispatch guide), by month of
--     fecha_emision; a credit note subtracts, a debit note adds;
--   * 'por_cobrar' / 'por_pagar': what is owed at each month's end: the totals (with IVA) of the
--     issued / received documents that leave an amount due, dated up to that month's end, plus or
--     minus their notes, less the payments applied to them dated up to that month's end (the
--     payment's fecha). An annulled document counts in no month;
--   * 'repuesto': per spare part (clave = its id), the units taken out of stock each month
--     (industrial_movimientos of tipo 'salida', month of creado_en on Chile's clock). Adjustments
--     are stock-taking corrections, not consumption, and do not count.
-- Months run from the first month with data to the current month (Chile's clock); the screen drops
-- the current month (not finished) and fills the months a part had no outflow with 0.
create function public.predictive_series_mensuales()
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
  ), ventas as (
    select 'ventas'::text, 'ventas'::text, 'Ventas netas'::text, m.mes,
      coalesce((select sum(d.signo * d.neto) from d where d.direccion = 'emitido' and d.mes = m.mes), 0)
    from meses m
  ), aplicado as (
    select x.direccion, date_trunc('month', p.fecha)::date as mes, sum(a.monto) as monto
    from public.fin_pago_aplicaciones a
    join public.fin_pagos p on p.id = a.pago_id
    join d x on x.id = a.documento_id
    group by 1, 2
  ), saldos as (
    select case s.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
      case s.direccion when 'emitido' then 'por_cobrar' else 'por_pagar' end,
      case s.direccion when 'emitido' then 'Cuentas por cobrar (saldo a fin de mes)' else 'Cuentas por pagar (saldo a fin de mes)' end,
      m.mes,
      coalesce((select sum(d.signo * d.total) from d
        where d.direccion = s.direccion and (d.con_saldo or d.nota) and d.mes <= m.mes), 0)
      - coalesce((select sum(a.monto) from aplicado a where a.direccion = s.direccion and a.mes <= m.mes), 0)
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
comment on function public.predictive_series_mensuales() is
  'Axel Predictive: monthly series for the forecasts (net sales, receivables and payables at month end, spare-part outflows per part) under the caller''s row-level security.';
