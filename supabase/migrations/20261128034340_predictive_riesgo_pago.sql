-- Axel Predictive (issue 39): customer payment risk from Finance's payment history.
--
-- Two SECURITY INVOKER functions; row-level security of Finance decides what the caller sees (a
-- company without Finance, or a user denied it, reads no documents and gets no rows):
--   * public.predictive_documentos_pago(p_tercero): the inputs, one row per issued sale document
--     with an amount due (factura, factura exenta, boleta, boleta exenta; not a draft, not annulled)
--     that is either paid or past its due date, with its due date, the date it was paid (the latest
--     payment applied to it) and its days late: paid minus due date for a paid one, today (Chile)
--     minus due date for one still owed. A document not yet due and not paid says nothing yet and is
--     left out, as is one settled without a payment (by a credit note).
--   * public.predictive_riesgo_pago(): per customer, those documents summed up and a score 0-100
--     with fixed weights (docs/predictive.md):
--       40 × share of documents late
--     + 30 × min(average days late of the late ones, 60) / 60
--     + 20 × min(overdue balance / total of the documents, 1)
--     + 10 × min(max(trend, 0), 30) / 30
--     where trend = average days late (all documents, on time = 0) of those due in the last 90 days
--     minus that of the ones due before (null, weight 0, when either side has none).
create function public.predictive_documentos_pago(p_tercero uuid default null)
returns table (
  documento_id uuid,
  tercero_id uuid,
  tipo text,
  folio bigint,
  fecha_emision date,
  fecha_vencimiento date,
  fecha_pago date,
  total numeric,
  saldo numeric,
  dias_atraso integer
)
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
    select x.id, x.tercero_id, x.tipo, x.folio::bigint as folio, x.fecha_emision, x.fecha_vencimiento,
      x.total::numeric as total, x.saldo::numeric as saldo, x.estado,
      (select max(p.fecha) from public.fin_pago_aplicaciones a join public.fin_pagos p on p.id = a.pago_id
        where a.documento_id = x.id) as pagado
    from public.fin_documentos x
    where x.direccion = 'emitido'
      and x.tipo in ('factura', 'factura_exenta', 'boleta', 'boleta_exenta')
      and x.estado in ('emitida', 'pagada_parcial', 'pagada')
      and (p_tercero is null or x.tercero_id = p_tercero)
  )
  select d.id, d.tercero_id, d.tipo, d.folio, d.fecha_emision, d.fecha_vencimiento,
    case when d.estado = 'pagada' then d.pagado end,
    d.total, d.saldo,
    greatest(0, case when d.estado = 'pagada' then d.pagado - d.fecha_vencimiento
      else v_hoy - d.fecha_vencimiento end)::integer
  from d
  where (d.estado = 'pagada' and d.pagado is not null)
    or (d.estado <> 'pagada' and d.fecha_vencimiento < v_hoy)
  order by d.fecha_vencimiento, d.folio;
end
$$;

revoke all on function public.predictive_documentos_pago(uuid) from public, anon, authenticated;
grant execute on function public.predictive_documentos_pago(uuid) to authenticated, service_role;
comment on function public.predictive_documentos_pago(uuid) is
  'Axel Predictive: issued sale documents paid or past due, with due date, paid date and days late (the inputs of the payment risk).';

create function private.predictive_pesos(p numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select '$' || regexp_replace(round(p)::bigint::text, '(\d)(?=(\d{3})+$)', '\1.', 'g');
$$;

revoke all on function private.predictive_pesos(numeric) from public;
grant execute on function private.predictive_pesos(numeric) to authenticated, service_role;

create function public.predictive_riesgo_pago()
returns table (
  tercero_id uuid,
  nombre text,
  ruta text,
  documentos integer,
  con_atraso integer,
  vencidos integer,
  dias_atraso_promedio numeric,
  proporcion_atraso numeric,
  atraso_reciente numeric,
  atraso_anterior numeric,
  saldo_vencido numeric,
  total_documentos numeric,
  puntaje integer,
  motivos text[]
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_hoy date := (now() at time zone 'America/Santiago')::date;
  v_crm boolean := private.tiene_modulo('crm');
begin
  -- predictive_documentos_pago checks the module (42501).
  return query
  with docs as (
    select * from public.predictive_documentos_pago(null)
  ), s as (
    select g.tercero_id,
      count(*)::integer as n,
      count(*) filter (where g.dias_atraso > 0)::integer as tarde,
      count(*) filter (where g.fecha_pago is null)::integer as venc,
      coalesce(round(avg(g.dias_atraso) filter (where g.dias_atraso > 0), 1), 0) as prom,
      round(avg(g.dias_atraso) filter (where g.fecha_vencimiento >= v_hoy - 90), 1) as reciente,
      round(avg(g.dias_atraso) filter (where g.fecha_vencimiento < v_hoy - 90), 1) as anterior,
      coalesce(sum(g.saldo) filter (where g.fecha_pago is null), 0) as vencido,
      coalesce(sum(g.total), 0) as total
    from docs g
    group by g.tercero_id
  ), p as (
    select s.*,
      round(s.tarde::numeric / s.n, 4) as prop,
      s.reciente - s.anterior as tendencia
    from s
  ), t as (
    select p.*, coalesce(x.nombre, 'Cliente sin nombre') as nom,
      round(
        40 * p.prop
        + 30 * least(p.prom, 60) / 60
        + 20 * case when p.total > 0 then least(greatest(p.vencido, 0) / p.total, 1) else 0 end
        + 10 * least(greatest(coalesce(p.tendencia, 0), 0), 30) / 30
      )::integer as pts
    from p
    left join public.terceros x on x.id = p.tercero_id
  )
  select t.tercero_id, t.nom,
    case when v_crm then '/axel-crm/cuentas/' || t.tercero_id
      else private.ruta_con_busqueda('/axel-finance/documentos', t.nom) end,
    t.n, t.tarde, t.venc, t.prom, t.prop, t.reciente, t.anterior, t.vencido, t.total, t.pts,
    array_remove(array[
      case when t.tarde > 0
        then format('%s de %s documentos con atraso; promedio %s días', t.tarde, t.n,
          replace(trim_scale(t.prom)::text, '.', ','))
        else format('%s de %s documentos pagados a tiempo', t.n, t.n) end,
      case when t.venc > 0
        then format('%s vencido%s sin pagar; saldo vencido %s', t.venc, case when t.venc > 1 then 's' else '' end,
          private.predictive_pesos(t.vencido)) end,
      case when t.tendencia > 0
        then format('Empeora: %s días de atraso promedio en los últimos 90 días, %s antes',
          replace(trim_scale(t.reciente)::text, '.', ','), replace(trim_scale(t.anterior)::text, '.', ','))
        when t.tendencia < 0
        then format('Mejora: %s días de atraso promedio en los últimos 90 días, %s antes',
          replace(trim_scale(t.reciente)::text, '.', ','), replace(trim_scale(t.anterior)::text, '.', ','))
        end
    ], null)
  from t
  order by t.pts desc, t.vencido desc, t.nom;
end
$$;

revoke all on function public.predictive_riesgo_pago() from public, anon, authenticated;
grant execute on function public.predictive_riesgo_pago() to authenticated, service_role;
comment on function public.predictive_riesgo_pago() is
  'Axel Predictive: per customer, documents paid late or overdue, average days late, trend, overdue balance and a score 0-100 with its reasons.';
