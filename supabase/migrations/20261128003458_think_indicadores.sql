-- Axel Think, KPIs (issue 38, item 2): indicators with unit, frequency, target and a traffic light
-- (green / yellow / red thresholds, higher- or lower-is-better), their values entered by hand, or
-- computed live from the suite's own data through a fixed catalogue of sources (docs/think.md).
--
-- A source is computed by public.think_fuente_valor, SECURITY INVOKER: it reads the module tables
-- under the viewer's own row-level security, and answers null (not zero) when the viewer has no
-- access to the module the source reads (private.tiene_modulo: the company's plan, the viewer's
-- overrides). So a KPI never shows what its viewer cannot read.

create table public.think_kpis (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 120),
  descripcion text check (char_length(descripcion) <= 1000),
  unidad text not null default '' check (char_length(unidad) <= 20),
  frecuencia text not null default 'mensual' check (frecuencia in ('semanal', 'mensual', 'trimestral', 'anual')),
  sentido text not null default 'mayor_mejor' check (sentido in ('mayor_mejor', 'menor_mejor')),
  meta numeric(18, 4) not null,
  -- Green from umbral_verde, red beyond umbral_rojo, yellow between (in the KPI's direction).
  umbral_verde numeric(18, 4) not null,
  umbral_rojo numeric(18, 4) not null,
  fuente text check (fuente in ('ordenes_abiertas', 'tiempo_cierre_ordenes', 'cuentas_por_cobrar_vencidas',
    'ventas_ganadas_mes', 'dotacion', 'ausentismo_mes', 'proyectos_atrasados')),
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  constraint think_kpis_umbrales check (
    (sentido = 'mayor_mejor' and umbral_verde >= umbral_rojo) or (sentido = 'menor_mejor' and umbral_verde <= umbral_rojo))
);
create index think_kpis_responsable_idx on public.think_kpis (responsable_id);

select private.preparar_tabla_modulo('public.think_kpis', 'think');

create table public.think_kpi_valores (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  kpi_id uuid not null,
  fecha date not null,
  valor numeric(18, 4) not null,
  comentario text check (char_length(comentario) <= 500),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, kpi_id) references public.think_kpis (empresa_id, id) on delete cascade,
  constraint think_kpi_valores_una_fecha unique (kpi_id, fecha)
);

select private.preparar_tabla_modulo('public.think_kpi_valores', 'think');

-- A computed KPI takes no hand-entered values; no value is dated in the future.
create function private.think_verificar_valor_kpi() returns trigger
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from public.think_kpis k where k.id = new.kpi_id and k.fuente is not null) then
    raise exception using errcode = '23514', message = 'Este indicador se calcula desde los datos de la suite: no recibe valores a mano';
  end if;
  if new.fecha > private.hoy_chile() then
    raise exception using errcode = '23514', message = 'La fecha del valor no puede ser futura';
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_kpi_valores
  for each row execute function private.think_verificar_valor_kpi();

create function private.think_verificar_kpi() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.responsable_id is not null
     and new.responsable_id is distinct from (case when tg_op = 'UPDATE' then old.responsable_id end)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23514', message = 'El responsable debe ser un usuario activo de la empresa';
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_kpis
  for each row execute function private.think_verificar_kpi();

-- The live sources (SECURITY INVOKER: the viewer's policies decide what is counted) ---------------

create function public.think_fuente_valor(p_fuente text) returns numeric
language plpgsql stable security invoker set search_path = '' as $$
declare
  v_hoy constant date := private.hoy_chile();
  v_mes constant date := date_trunc('month', private.hoy_chile())::date;
begin
  case p_fuente
    when 'ordenes_abiertas' then
      if not private.tiene_modulo('ops') then return null; end if;
      return (select count(*) from public.ops_ordenes o where o.estado in ('abierta', 'asignada', 'en_curso'));
    when 'tiempo_cierre_ordenes' then
      -- Mean days from creation to close, of the orders closed in the last 90 days.
      if not private.tiene_modulo('ops') then return null; end if;
      return (select round((avg(extract(epoch from o.cerrada_en - o.creado_en)) / 86400)::numeric, 1)
        from public.ops_ordenes o where o.cerrada_en >= now() - interval '90 days');
    when 'cuentas_por_cobrar_vencidas' then
      if not private.tiene_modulo('finance') then return null; end if;
      return (select coalesce(sum(d.saldo), 0) from public.fin_documentos_vista d
        where d.direccion = 'emitido' and d.estado_actual = 'vencida');
    when 'ventas_ganadas_mes' then
      if not private.tiene_modulo('crm') then return null; end if;
      return (select coalesce(sum(o.monto), 0) from public.crm_oportunidades o
        where o.etapa = 'ganada' and o.cerrada_en >= v_mes);
    when 'dotacion' then
      if not private.tiene_modulo('people') then return null; end if;
      return (select count(*) from public.colaboradores c where c.estado = 'activo');
    when 'ausentismo_mes' then
      -- Days of approved absence this month (to today) over the active staff's days, in percent.
      if not private.tiene_modulo('people') then return null; end if;
      return (
        with staff as (select count(*)::numeric as n from public.colaboradores c where c.estado = 'activo'),
        days as (
          select coalesce(sum(least(s.fecha_fin, v_hoy) - greatest(s.fecha_inicio, v_mes) + 1), 0)::numeric as n
          from public.solicitudes_ausencia s
          where s.estado = 'aprobada' and s.fecha_inicio <= v_hoy and s.fecha_fin >= v_mes
        )
        select case when staff.n = 0 then 0 else round(days.n * 100 / (staff.n * (v_hoy - v_mes + 1)), 1) end
        from staff, days);
    when 'proyectos_atrasados' then
      if not private.tiene_modulo('projects') then return null; end if;
      return (select count(*) from public.proy_proyectos p
        where p.estado in ('planificado', 'en_curso', 'en_pausa') and p.fecha_fin < v_hoy);
    else
      raise exception using errcode = '22023', message = format('Fuente de indicador desconocida: %s', p_fuente);
  end case;
end
$$;
revoke all on function public.think_fuente_valor(text) from public, anon;
grant execute on function public.think_fuente_valor(text) to authenticated, service_role;

-- The traffic light, one rule.
create function private.think_semaforo(p_valor numeric, p_sentido text, p_verde numeric, p_rojo numeric) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_valor is null then null
    when p_sentido = 'mayor_mejor' and p_valor >= p_verde then 'verde'
    when p_sentido = 'mayor_mejor' and p_valor < p_rojo then 'rojo'
    when p_sentido = 'menor_mejor' and p_valor <= p_verde then 'verde'
    when p_sentido = 'menor_mejor' and p_valor > p_rojo then 'rojo'
    else 'amarillo'
  end
$$;
revoke all on function private.think_semaforo(numeric, text, numeric, numeric), private.think_verificar_valor_kpi(),
  private.think_verificar_kpi() from public, anon;
grant execute on function private.think_semaforo(numeric, text, numeric, numeric) to authenticated, service_role;

-- Each KPI's current value (the live source now, or the latest value entered) and its light.
create view public.think_kpis_actual with (security_invoker = true) as
select k.id as kpi_id,
  v.valor,
  v.fecha,
  private.think_semaforo(v.valor, k.sentido, k.umbral_verde, k.umbral_rojo) as semaforo
from public.think_kpis k
cross join lateral (
  select public.think_fuente_valor(k.fuente) as valor, private.hoy_chile() as fecha where k.fuente is not null
  union all
  select * from (
    select x.valor, x.fecha from public.think_kpi_valores x where x.kpi_id = k.id and k.fuente is null
    order by x.fecha desc limit 1
  ) m
) v;

revoke all on public.think_kpis_actual from public, anon, authenticated;
grant select on public.think_kpis_actual to authenticated, service_role;
