-- Axel Think, part 2 (issue 38): the company's mission and vision, initiatives (projects of change
-- linked to objectives, optionally to an Axel Projects project), business reviews (an agenda built
-- from the red KPIs and the key results at risk, decisions and commitments), and the history of live
-- KPIs (docs/think.md).

-- Mission and vision: one row per company ---------------------------------------------------------

create table public.think_estrategia (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null unique,
  mision text not null default '' check (char_length(mision) <= 2000),
  vision text not null default '' check (char_length(vision) <= 2000),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
select private.preparar_tabla_modulo('public.think_estrategia', 'think', crear => 'admin', editar => 'admin');

-- Initiatives ----------------------------------------------------------------------------------------

create table public.think_iniciativas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 160),
  descripcion text check (char_length(descripcion) <= 2000),
  objetivo_id uuid,
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  fecha_inicio date,
  fecha_fin date,
  estado text not null default 'planificada'
    check (estado in ('planificada', 'en_curso', 'en_pausa', 'completada', 'cancelada')),
  presupuesto numeric(14, 0) not null default 0 check (presupuesto >= 0),
  gasto numeric(14, 0) not null default 0 check (gasto >= 0),
  -- Progress by hand (percent); a linked project's progress replaces it (think_iniciativas_avance).
  avance numeric(5, 1) not null default 0 check (avance between 0 and 100),
  -- An Axel Projects project: its progress and hours are read from there, under the viewer's access.
  proyecto_id uuid unique references public.proy_proyectos (id) on delete set null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, objetivo_id) references public.think_objetivos (empresa_id, id)
    on delete set null (objetivo_id),
  constraint think_iniciativas_fechas check (fecha_fin is null or fecha_inicio is null or fecha_fin >= fecha_inicio)
);
create index think_iniciativas_objetivo_idx on public.think_iniciativas (objetivo_id);
create index think_iniciativas_responsable_idx on public.think_iniciativas (responsable_id);
select private.preparar_tabla_modulo('public.think_iniciativas', 'think');

-- SECURITY INVOKER: the project must be one the writer can read in Axel Projects (her company's, the
-- module hers: its row-level security decides), so an id of another company or a module she lacks is
-- refused, not linked blind.
create function private.think_verificar_iniciativa() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.responsable_id is not null
     and new.responsable_id is distinct from (case when tg_op = 'UPDATE' then old.responsable_id end)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23514', message = 'El responsable debe ser un usuario activo de la empresa';
  end if;
  if new.proyecto_id is not null
     and new.proyecto_id is distinct from (case when tg_op = 'UPDATE' then old.proyecto_id end) then
    -- A user needs Axel Projects; the service role (demo data, scripts) links within the row's company.
    if current_user in ('authenticated', 'anon') and not private.tiene_modulo('projects') then
      raise exception using errcode = '23514', message = 'Tu empresa no tiene Axel Projects: la iniciativa no puede vincular un proyecto';
    end if;
    if not exists (select 1 from public.proy_proyectos p where p.id = new.proyecto_id and p.empresa_id = new.empresa_id) then
      raise exception using errcode = '23503', message = 'El proyecto no existe en Axel Projects';
    end if;
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_iniciativas
  for each row execute function private.think_verificar_iniciativa();

-- Each initiative's progress and hours: the linked project's (tasks done over tasks, hours logged),
-- read under the viewer's policies; the hand progress when there is no project. A linked project the
-- viewer cannot read (no Axel Projects) gives nulls and `proyecto_visible` false.
create view public.think_iniciativas_avance with (security_invoker = true) as
select i.id as iniciativa_id,
  i.proyecto_id,
  (p.id is not null) as proyecto_visible,
  p.nombre as proyecto_nombre,
  p.estado as proyecto_estado,
  a.tareas,
  a.tareas_hechas,
  a.horas_estimadas,
  a.horas_registradas,
  case
    when i.proyecto_id is null then i.avance
    when p.id is null then null
    when coalesce(a.tareas, 0) = 0 then 0
    else round(a.tareas_hechas * 100.0 / a.tareas, 1)
  end as avance
from public.think_iniciativas i
left join public.proy_proyectos p on p.id = i.proyecto_id
left join public.proy_avance a on a.proyecto_id = p.id;

-- The projects an initiative may link (SECURITY INVOKER: none without Axel Projects).
create function public.think_proyectos() returns table (id uuid, nombre text, estado text)
language sql stable security invoker set search_path = '' as $$
  select p.id, p.nombre, p.estado from public.proy_proyectos p
  where private.tiene_modulo('projects') and private.tiene_modulo('think')
  order by p.nombre
$$;

-- Business reviews --------------------------------------------------------------------------------

create table public.think_revisiones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  titulo text not null check (char_length(btrim(titulo)) between 1 and 160),
  tipo text not null default 'mensual' check (tipo in ('mensual', 'trimestral')),
  fecha date not null,
  estado text not null default 'preparada' check (estado in ('preparada', 'realizada')),
  -- The agenda as it stood when prepared: {"kpis": [...], "resultados": [...]}; the database writes it.
  agenda jsonb not null default '{"kpis": [], "resultados": []}'::jsonb,
  preparada_en timestamptz not null default now(),
  notas text check (char_length(notas) <= 4000),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id)
);
create index think_revisiones_fecha_idx on public.think_revisiones (empresa_id, fecha);
select private.preparar_tabla_modulo('public.think_revisiones', 'think');

-- The agenda now, under the caller's policies: the KPIs in red (a live KPI as the caller reads it),
-- and the key results at risk of the periods under way, of the review's company (the service role
-- reads every company's rows).
create function private.think_agenda_actual(p_empresa uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'kpis', coalesce((
      select jsonb_agg(jsonb_build_object('id', k.id, 'nombre', k.nombre, 'valor', a.valor, 'unidad', k.unidad,
          'meta', k.meta, 'sentido', k.sentido, 'fecha', a.fecha) order by k.nombre)
      from public.think_kpis k join public.think_kpis_actual a on a.kpi_id = k.id
      where a.semaforo = 'rojo' and k.empresa_id = p_empresa), '[]'::jsonb),
    'resultados', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'titulo', r.titulo, 'objetivo_id', o.id, 'objetivo', o.titulo,
          'progreso', v.progreso, 'confianza', r.confianza, 'periodo', o.periodo) order by o.titulo, r.titulo)
      from public.think_avance_resultados v
      join public.think_resultados_clave r on r.id = v.resultado_id
      join public.think_objetivos o on o.id = r.objetivo_id
      where v.en_riesgo and o.empresa_id = p_empresa
        and private.think_periodo_rango(o.periodo) @> private.hoy_chile()), '[]'::jsonb))
$$;

-- The agenda is the database's: built when the review is created, rebuilt when `preparada_en` is
-- moved (think_actualizar_agenda) while the review is still 'preparada'; a user's agenda is ignored
-- (the service role, e.g. the demo data, may write a past review's agenda as it stood).
create function private.think_verificar_revision() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('authenticated', 'anon') or new.agenda = '{"kpis": [], "resultados": []}'::jsonb then
      new.agenda := private.think_agenda_actual(new.empresa_id);
      new.preparada_en := now();
    end if;
  elsif new.preparada_en is distinct from old.preparada_en then
    if old.estado <> 'preparada' then
      raise exception using errcode = '23514', message = 'La revisión ya se realizó: su agenda no cambia';
    end if;
    new.agenda := private.think_agenda_actual(new.empresa_id);
    new.preparada_en := now();
  else
    new.agenda := old.agenda;
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_revisiones
  for each row execute function private.think_verificar_revision();

create function public.think_actualizar_agenda(p_revision uuid) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  v_agenda jsonb;
begin
  update public.think_revisiones set preparada_en = clock_timestamp() where id = p_revision
    returning agenda into v_agenda;
  if not found then
    -- "Not found" as a 404 (20261127195748_no_encontrado_es_404.sql).
    raise exception using errcode = 'PGRST', message = private.error_no_encontrado('La revisión no existe'),
      detail = '{"status":404,"headers":{}}';
  end if;
  return v_agenda;
end
$$;

-- Decisions and commitments of a review.
create table public.think_revision_puntos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  revision_id uuid not null,
  tipo text not null check (tipo in ('decision', 'compromiso')),
  texto text not null check (char_length(btrim(texto)) between 1 and 1000),
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  fecha_compromiso date,
  cumplido boolean not null default false,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, revision_id) references public.think_revisiones (empresa_id, id) on delete cascade
);
create index think_revision_puntos_revision_idx on public.think_revision_puntos (revision_id);
create index think_revision_puntos_responsable_idx on public.think_revision_puntos (responsable_id);
select private.preparar_tabla_modulo('public.think_revision_puntos', 'think');

create function private.think_verificar_punto() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.tipo = 'compromiso' and tg_op = 'INSERT' and (new.responsable_id is null or new.fecha_compromiso is null) then
    raise exception using errcode = '23514', message = 'Un compromiso necesita responsable y fecha';
  end if;
  if new.tipo = 'decision' then
    new.fecha_compromiso := null;
    new.cumplido := false;
  end if;
  if new.responsable_id is not null
     and new.responsable_id is distinct from (case when tg_op = 'UPDATE' then old.responsable_id end)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23514', message = 'El responsable debe ser un usuario activo de la empresa';
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_revision_puntos
  for each row execute function private.think_verificar_punto();

-- The history of live KPIs --------------------------------------------------------------------------

-- The module a live source reads.
create function private.think_fuente_modulo(p_fuente text) returns text
language sql immutable set search_path = '' as $$
  select case p_fuente
    when 'ordenes_abiertas' then 'ops' when 'tiempo_cierre_ordenes' then 'ops'
    when 'cuentas_por_cobrar_vencidas' then 'finance' when 'ventas_ganadas_mes' then 'crm'
    when 'dotacion' then 'people' when 'ausentismo_mes' then 'people'
    when 'proyectos_atrasados' then 'projects'
  end
$$;

-- The first day of the KPI's period that holds a day (a week from Monday, a month, quarter, year).
create function private.think_periodo_kpi(p_frecuencia text, p_dia date) returns date
language sql immutable set search_path = '' as $$
  select date_trunc(case p_frecuencia when 'semanal' then 'week' when 'trimestral' then 'quarter'
    when 'anual' then 'year' else 'month' end, p_dia)::date
$$;

-- One reading per live KPI and period: the latest reading in the period stands for it. Written only
-- by the company's admin (who reads every row of the modules she has: the company's figure), through
-- public.think_registrar_lecturas; the value is always the database's (the trigger computes it).
-- Read by the users who have the source's module, like the live value itself.
create table public.think_kpi_lecturas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  kpi_id uuid not null,
  fuente text not null default '',
  periodo date not null,
  valor numeric(18, 4) not null,
  leido_en timestamptz not null default now(),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, kpi_id) references public.think_kpis (empresa_id, id) on delete cascade,
  constraint think_kpi_lecturas_un_periodo unique (kpi_id, periodo)
);
select private.preparar_tabla_modulo('public.think_kpi_lecturas', 'think', leer => null, crear => 'admin',
  editar => 'admin');
create policy think_kpi_lecturas_leer on public.think_kpi_lecturas for select to authenticated
  using ((select private.tiene_modulo(private.think_fuente_modulo(fuente))));

create function private.think_verificar_lectura() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_fuente text;
  v_frecuencia text;
begin
  select k.fuente, k.frecuencia into v_fuente, v_frecuencia from public.think_kpis k where k.id = new.kpi_id;
  if v_fuente is null then
    raise exception using errcode = '23514', message = 'Este indicador se registra a mano: no tiene lecturas';
  end if;
  new.fuente := v_fuente;
  -- The service role (the seed, scripts) may write a past reading as it is; a user only this period's,
  -- and its value is computed here.
  if current_user in ('authenticated', 'anon') or new.periodo is null then
    if tg_op = 'UPDATE' and (new.kpi_id <> old.kpi_id
        or old.periodo <> private.think_periodo_kpi(v_frecuencia, private.hoy_chile())) then
      raise exception using errcode = '23514', message = 'Una lectura de un periodo pasado no cambia';
    end if;
    new.periodo := private.think_periodo_kpi(v_frecuencia, private.hoy_chile());
    new.valor := public.think_fuente_valor(v_fuente);
    new.leido_en := now();
  end if;
  if new.valor is null then
    raise exception using errcode = '42501', message = 'Sin acceso al módulo del que se calcula este indicador';
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_kpi_lecturas
  for each row execute function private.think_verificar_lectura();

-- Records this period's reading of every live KPI whose module the caller has; only the company's
-- admin records (a usuario's reading may count less: docs/think.md). Returns how many were recorded.
create function public.think_registrar_lecturas() returns integer
language plpgsql security invoker set search_path = '' as $$
declare
  n integer;
begin
  if private.empresa_administrada() is null or not private.tiene_modulo('think') then
    return 0;
  end if;
  insert into public.think_kpi_lecturas (kpi_id, periodo)
  select k.id, private.think_periodo_kpi(k.frecuencia, private.hoy_chile()) from public.think_kpis k
  where k.fuente is not null and private.tiene_modulo(private.think_fuente_modulo(k.fuente))
  on conflict (kpi_id, periodo) do update set leido_en = now();
  get diagnostics n = row_count;
  return n;
end
$$;

-- Every KPI's history, one view for both kinds: the values entered by hand and a live KPI's readings
-- (dated by the period they stand for).
create view public.think_kpi_historial with (security_invoker = true) as
select v.kpi_id, v.fecha, v.valor, 'manual'::text as origen from public.think_kpi_valores v
union all
select l.kpi_id, l.periodo, l.valor, 'lectura'::text from public.think_kpi_lecturas l;

-- Privileges ------------------------------------------------------------------------------------------

revoke all on public.think_iniciativas_avance, public.think_kpi_historial
  from public, anon, authenticated, service_role;
grant select on public.think_iniciativas_avance, public.think_kpi_historial to authenticated, service_role;

revoke all on function private.think_verificar_iniciativa(), private.think_agenda_actual(uuid),
  private.think_verificar_revision(), private.think_verificar_punto(), private.think_verificar_lectura()
  from public, anon, authenticated;
revoke all on function private.think_fuente_modulo(text), private.think_periodo_kpi(text, date) from public, anon;
grant execute on function private.think_fuente_modulo(text), private.think_periodo_kpi(text, date),
  private.think_agenda_actual(uuid) to authenticated, service_role;

revoke all on function public.think_proyectos(), public.think_actualizar_agenda(uuid), public.think_registrar_lecturas()
  from public, anon;
grant execute on function public.think_proyectos(), public.think_actualizar_agenda(uuid), public.think_registrar_lecturas()
  to authenticated, service_role;
