-- Preventive plans triggered by a meter (issue 39): a plan runs either every N days (as before) or every
-- N hours of its asset's `horas_marcha` meter (Axel Predictive's readings), never both.

alter table public.industrial_planes
  alter column frecuencia_dias drop not null,
  add column frecuencia_horas integer,
  -- The meter value at the last execution, when someone gave it; else the reading at/after that day.
  add column horas_ultima_ejecucion double precision,
  add constraint industrial_planes_frecuencia_horas_check check (frecuencia_horas between 1 and 1000000),
  add constraint industrial_planes_horas_ultima_check check (
    horas_ultima_ejecucion >= 0 and horas_ultima_ejecucion < 'Infinity'),
  add constraint industrial_planes_disparo_check check (num_nonnulls(frecuencia_dias, frecuencia_horas) = 1);

-- A new execution day (a completed preventive order moves `ultima_ejecucion`) forgets the previous meter
-- value unless the same statement gives the new one: the baseline becomes the first reading after it.
create function private.industrial_plan_nueva_ejecucion() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.ultima_ejecucion is distinct from old.ultima_ejecucion
     and new.horas_ultima_ejecucion is not distinct from old.horas_ultima_ejecucion then
    new.horas_ultima_ejecucion := null;
  end if;
  return new;
end
$$;
revoke all on function private.industrial_plan_nueva_ejecucion() from public, anon, authenticated;
create trigger c_nueva_ejecucion before update on public.industrial_planes
  for each row execute function private.industrial_plan_nueva_ejecucion();

-- Per meter plan: the hours run since its last execution (or its start) and whether it is due.
-- horas_base: the value given at the last execution, else the first `horas_marcha` reading at/after the
-- last execution day (or the start day, Chile time), else the last reading before it.
-- horas_actuales: the latest reading. estado: 'sin_lecturas' (no readings the reader may see, e.g. the
-- company has no Predictive), 'al_dia', 'vencido' (hours since >= frecuencia_horas).
-- A meter that went back (replaced) counts 0 hours until it passes the baseline again.
create view public.industrial_planes_horas with (security_invoker = true) as
select
  p.id as plan_id,
  p.empresa_id,
  p.activo_id,
  p.frecuencia_horas,
  b.valor as horas_base,
  u.valor as horas_actuales,
  u.medido_en as lectura_en,
  case when b.valor is not null and u.valor is not null then greatest(u.valor - b.valor, 0) end as horas_desde,
  case when b.valor is not null and u.valor is not null
    then p.frecuencia_horas - greatest(u.valor - b.valor, 0) end as horas_restantes,
  case
    when b.valor is null or u.valor is null then 'sin_lecturas'
    when u.valor - b.valor >= p.frecuencia_horas then 'vencido'
    else 'al_dia'
  end as estado
from public.industrial_planes p
cross join lateral (
  select coalesce(p.ultima_ejecucion, p.fecha_inicio)::timestamp at time zone 'America/Santiago' as desde) s
left join lateral (
  select l.valor, l.medido_en from public.predictive_lecturas l
  where l.activo_id = p.activo_id and l.empresa_id = p.empresa_id and l.variable = 'horas_marcha'
  order by l.medido_en desc limit 1) u on true
left join lateral (
  select coalesce(
    p.horas_ultima_ejecucion,
    (select l.valor from public.predictive_lecturas l
     where l.activo_id = p.activo_id and l.empresa_id = p.empresa_id and l.variable = 'horas_marcha'
       and l.medido_en >= s.desde
     order by l.medido_en limit 1),
    (select l.valor from public.predictive_lecturas l
     where l.activo_id = p.activo_id and l.empresa_id = p.empresa_id and l.variable = 'horas_marcha'
       and l.medido_en < s.desde
     order by l.medido_en desc limit 1)) as valor) b on true
where p.frecuencia_horas is not null;

revoke all on public.industrial_planes_horas from public, anon, authenticated, service_role;
grant select on public.industrial_planes_horas to authenticated, service_role;

-- The scheduled check: day plans exactly as before (next date within 7 days, once per plan and date);
-- meter plans once they are due, once per plan and execution (the key carries the execution day).
create or replace function private.revisar_planes_preventivos() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  v_destino uuid;
  n integer := 0;
begin
  for r in
    select p.id, p.empresa_id, p.nombre, p.proxima_fecha, p.creado_por, a.nombre as activo
    from public.industrial_planes p
    join public.industrial_activos a on a.id = p.activo_id
    where p.activo and p.proxima_fecha between v_hoy and v_hoy + 7
  loop
    for v_destino in
      select distinct x from (
        select r.creado_por as x union all select private.administradores_empresa(r.empresa_id)) d
      where x is not null
    loop
      if private.notificar(v_destino, 'plan_preventivo',
          format('Mantención preventiva el %s: %s', to_char(r.proxima_fecha, 'DD-MM-YYYY'), r.nombre),
          format('Equipo: %s. Genera la orden desde Axel Industrial.', r.activo),
          '/axel-industrial/planes',
          format('plan_preventivo:%s:%s:%s', r.id, r.proxima_fecha, v_destino)) then
        n := n + 1;
      end if;
    end loop;
  end loop;

  for r in
    select p.id, p.empresa_id, p.nombre, p.creado_por, a.nombre as activo, h.horas_desde, p.frecuencia_horas,
      coalesce(p.ultima_ejecucion, p.fecha_inicio) as desde
    from public.industrial_planes p
    join public.industrial_activos a on a.id = p.activo_id
    join public.industrial_planes_horas h on h.plan_id = p.id
    where p.activo and h.estado = 'vencido'
  loop
    for v_destino in
      select distinct x from (
        select r.creado_por as x union all select private.administradores_empresa(r.empresa_id)) d
      where x is not null
    loop
      if private.notificar(v_destino, 'plan_preventivo',
          format('Mantención preventiva vencida por horas de marcha: %s', r.nombre),
          format('Equipo: %s. %s horas de marcha desde la última vez (cada %s). Genera la orden desde Axel Industrial.',
            r.activo, replace(to_char(floor(r.horas_desde), 'FM999G999G990'), ',', '.'),
            replace(to_char(r.frecuencia_horas, 'FM999G999G990'), ',', '.')),
          '/axel-industrial/planes',
          format('plan_preventivo_horas:%s:%s:%s', r.id, r.desde, v_destino)) then
        n := n + 1;
      end if;
    end loop;
  end loop;
  return n;
end
$$;
revoke all on function private.revisar_planes_preventivos() from public, anon, authenticated;
