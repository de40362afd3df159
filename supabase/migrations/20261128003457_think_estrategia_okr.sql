-- Axel Think, core (issue 38, item 1): the balanced scorecard's perspectives, strategic objectives
-- (owner, parent: a tree), OKRs per period with 2-5 key results, weekly check-ins, and the one
-- progress rule (docs/think.md).
--
-- Progress, one rule:
--   a key result's progress = clamp((actual - inicio) / (meta - inicio), 0, 1) × 100
--     (binario: inicio 0, meta 1; porcentaje: inicio 0, meta 100; numerico: any start and target,
--     a target below the start is "lower is better");
--   an objective's progress = the mean of the progress of every key result in its subtree (its own
--     and its descendants'), so it rolls up to the map.
-- A key result is at risk when its confidence is 'baja' or it is more than 25 points behind the
-- elapsed share of its period; a check-in is due when the period is under way and the last one is
-- more than 7 days old (or there is none).

-- Periods ('2026' a year, '2026-T1' a quarter) as the days they cover ------------------------------

create function private.think_periodo_rango(p_periodo text) returns daterange
language sql immutable set search_path = '' as $$
  select case
    when p_periodo ~ '^[0-9]{4}$' then
      daterange(make_date(p_periodo::int, 1, 1), make_date(p_periodo::int + 1, 1, 1))
    when p_periodo ~ '^[0-9]{4}-T[1-4]$' then
      daterange(make_date(left(p_periodo, 4)::int, (right(p_periodo, 1)::int - 1) * 3 + 1, 1),
        (make_date(left(p_periodo, 4)::int, (right(p_periodo, 1)::int - 1) * 3 + 1, 1) + interval '3 months')::date)
  end
$$;

-- Perspectives (the balanced scorecard's four by default; the company's admin edits them) ----------

create table public.think_perspectivas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 80),
  descripcion text check (char_length(descripcion) <= 500),
  orden smallint not null default 0 check (orden between 0 and 99),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id)
);
create unique index think_perspectivas_nombre_idx on public.think_perspectivas (empresa_id, lower(btrim(nombre)));

select private.preparar_tabla_modulo('public.think_perspectivas', 'think', crear => 'admin', editar => 'admin');

-- Objectives --------------------------------------------------------------------------------------

create table public.think_objetivos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  perspectiva_id uuid,
  padre_id uuid,
  titulo text not null check (char_length(btrim(titulo)) between 1 and 200),
  descripcion text check (char_length(descripcion) <= 2000),
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  periodo text not null check (periodo ~ '^[0-9]{4}(-T[1-4])?$'),
  area text not null default '' check (char_length(area) <= 100),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, perspectiva_id) references public.think_perspectivas (empresa_id, id)
    on delete set null (perspectiva_id),
  foreign key (empresa_id, padre_id) references public.think_objetivos (empresa_id, id)
    on delete set null (padre_id),
  constraint think_objetivos_padre_no_propio check (padre_id is distinct from id)
);
create index think_objetivos_perspectiva_idx on public.think_objetivos (perspectiva_id);
create index think_objetivos_padre_idx on public.think_objetivos (padre_id);
create index think_objetivos_responsable_idx on public.think_objetivos (responsable_id);

select private.preparar_tabla_modulo('public.think_objetivos', 'think');

-- The owner is an active user of the company; the parent never closes a circle. Changes to a
-- company's tree queue on one advisory lock, so two concurrent moves cannot close a circle between
-- them (each sees the other's committed parent).
create function private.think_verificar_objetivo() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.responsable_id is not null
     and new.responsable_id is distinct from (case when tg_op = 'UPDATE' then old.responsable_id end)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23514', message = 'El responsable debe ser un usuario activo de la empresa';
  end if;
  if new.padre_id is not null and (tg_op = 'INSERT' or new.padre_id is distinct from old.padre_id) then
    perform pg_advisory_xact_lock(hashtextextended('think_objetivos:' || new.empresa_id::text, 0));
    if exists (
      with recursive arriba as (
        select o.id, o.padre_id from public.think_objetivos o where o.id = new.padre_id
        union
        select o.id, o.padre_id from public.think_objetivos o join arriba a on o.id = a.padre_id
      )
      select 1 from arriba where arriba.id = new.id
    ) then
      raise exception using errcode = '23514', message = 'Un objetivo no puede depender de sí mismo ni de uno de sus descendientes';
    end if;
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_objetivos
  for each row execute function private.think_verificar_objetivo();

-- Key results ---------------------------------------------------------------------------------------

create table public.think_resultados_clave (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  objetivo_id uuid not null,
  titulo text not null check (char_length(btrim(titulo)) between 1 and 200),
  tipo text not null check (tipo in ('binario', 'numerico', 'porcentaje')),
  inicio numeric(16, 4) not null default 0,
  meta numeric(16, 4) not null,
  actual numeric(16, 4) not null default 0,
  unidad text not null default '' check (char_length(unidad) <= 20),
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  confianza text not null default 'media' check (confianza in ('alta', 'media', 'baja')),
  orden smallint not null default 0,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, objetivo_id) references public.think_objetivos (empresa_id, id) on delete cascade,
  constraint think_resultados_clave_escala check (
    (tipo = 'binario' and inicio = 0 and meta = 1 and actual in (0, 1))
    or (tipo = 'porcentaje' and inicio = 0 and meta = 100 and actual between 0 and 100)
    or (tipo = 'numerico' and meta <> inicio))
);
create index think_resultados_clave_objetivo_idx on public.think_resultados_clave (objetivo_id, orden);
create index think_resultados_clave_responsable_idx on public.think_resultados_clave (responsable_id);

select private.preparar_tabla_modulo('public.think_resultados_clave', 'think');

-- At most five key results per objective (the least two is what the screens ask for: an objective
-- is created before its key results). The count is taken under a lock on the objective, so two
-- concurrent inserts cannot both be the fifth.
create function private.think_verificar_resultado() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.responsable_id is not null
     and new.responsable_id is distinct from (case when tg_op = 'UPDATE' then old.responsable_id end)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23514', message = 'El responsable debe ser un usuario activo de la empresa';
  end if;
  if tg_op = 'INSERT' or new.objetivo_id is distinct from old.objetivo_id then
    perform pg_advisory_xact_lock(hashtextextended('think_resultados_clave:' || new.objetivo_id::text, 0));
    if (select count(*) from public.think_resultados_clave r where r.objetivo_id = new.objetivo_id and r.id <> new.id) >= 5 then
      raise exception using errcode = '23514', message = 'Un objetivo tiene como máximo 5 resultados clave';
    end if;
  end if;
  return new;
end
$$;
create trigger b_verificar before insert or update on public.think_resultados_clave
  for each row execute function private.think_verificar_resultado();

-- Check-ins (append-only; the key result's current value and confidence are its latest one) --------

create table public.think_checkins (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  resultado_id uuid not null,
  fecha date not null default private.hoy_chile(),
  valor numeric(16, 4) not null,
  confianza text not null check (confianza in ('alta', 'media', 'baja')),
  comentario text check (char_length(comentario) <= 1000),
  -- The order of entry (two check-ins of one day in one transaction share creado_en).
  secuencia bigint generated always as identity,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, resultado_id) references public.think_resultados_clave (empresa_id, id) on delete cascade
);
create index think_checkins_resultado_idx on public.think_checkins (resultado_id, fecha desc, secuencia desc);

select private.preparar_tabla_modulo('public.think_checkins', 'think', editar => null);

create function private.think_verificar_checkin() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_tipo text;
begin
  select r.tipo into v_tipo from public.think_resultados_clave r where r.id = new.resultado_id;
  if new.fecha > private.hoy_chile() then
    raise exception using errcode = '23514', message = 'La fecha del avance no puede ser futura';
  end if;
  if v_tipo = 'binario' and new.valor not in (0, 1) then
    raise exception using errcode = '23514', message = 'Un resultado sí/no se registra como 0 (pendiente) o 1 (logrado)';
  end if;
  if v_tipo = 'porcentaje' and new.valor not between 0 and 100 then
    raise exception using errcode = '23514', message = 'Un porcentaje va de 0 a 100';
  end if;
  return new;
end
$$;
create trigger b_verificar before insert on public.think_checkins
  for each row execute function private.think_verificar_checkin();

-- SECURITY INVOKER: the writer of a check-in may edit key results (every user of the module may).
create function private.think_aplicar_checkin() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_resultado uuid := case when tg_op = 'DELETE' then old.resultado_id else new.resultado_id end;
  v_ultimo record;
begin
  select c.valor, c.confianza into v_ultimo from public.think_checkins c
  where c.resultado_id = v_resultado order by c.fecha desc, c.secuencia desc limit 1;
  if found then
    update public.think_resultados_clave r set actual = v_ultimo.valor, confianza = v_ultimo.confianza
    where r.id = v_resultado and (r.actual, r.confianza) is distinct from (v_ultimo.valor, v_ultimo.confianza);
  else
    update public.think_resultados_clave r set actual = r.inicio where r.id = v_resultado and r.actual <> r.inicio;
  end if;
  return null;
end
$$;
create trigger c_aplicar after insert or delete on public.think_checkins
  for each row execute function private.think_aplicar_checkin();

-- Progress (security_invoker: the caller's policies decide what is added up) ------------------------

create view public.think_avance_resultados with (security_invoker = true) as
select r.id as resultado_id,
  r.objetivo_id,
  o.periodo,
  round(least(greatest((r.actual - r.inicio) / (r.meta - r.inicio), 0), 1) * 100, 1) as progreso,
  u.ultimo_checkin,
  (r.confianza = 'baja'
    or round(least(greatest((r.actual - r.inicio) / (r.meta - r.inicio), 0), 1) * 100, 1)
      < least(greatest((private.hoy_chile() - lower(p.rango))::numeric / (upper(p.rango) - lower(p.rango)), 0), 1) * 100 - 25
  ) as en_riesgo,
  (p.rango @> private.hoy_chile() and (u.ultimo_checkin is null or u.ultimo_checkin < private.hoy_chile() - 7)) as checkin_pendiente
from public.think_resultados_clave r
join public.think_objetivos o on o.id = r.objetivo_id
cross join lateral (select private.think_periodo_rango(o.periodo) as rango) p
left join lateral (
  select max(c.fecha) as ultimo_checkin from public.think_checkins c where c.resultado_id = r.id
) u on true;

create view public.think_avance_objetivos with (security_invoker = true) as
with recursive bajo (raiz, id) as (
  select o.id, o.id from public.think_objetivos o
  union all
  select b.raiz, h.id from bajo b join public.think_objetivos h on h.padre_id = b.id
)
select b.raiz as objetivo_id,
  round(avg(a.progreso), 1) as progreso,
  count(a.resultado_id)::integer as resultados,
  (count(a.resultado_id) filter (where a.en_riesgo))::integer as en_riesgo,
  case
    when count(a.resultado_id) = 0 then 'sin_resultados'
    when avg(a.progreso) >= 100 then 'logrado'
    when bool_or(a.en_riesgo) then 'en_riesgo'
    else 'encaminado'
  end as estado
from bajo b
left join public.think_avance_resultados a on a.objetivo_id = b.id
group by b.raiz;

revoke all on public.think_avance_resultados, public.think_avance_objetivos from public, anon, authenticated;
grant select on public.think_avance_resultados, public.think_avance_objetivos to authenticated, service_role;

revoke all on function private.think_periodo_rango(text), private.think_verificar_objetivo(),
  private.think_verificar_resultado(), private.think_verificar_checkin(), private.think_aplicar_checkin()
  from public, anon;
grant execute on function private.think_periodo_rango(text) to authenticated, service_role;

-- The owner picker: the company's active users, names only, to users with Think ---------------------

create function private.think_usuarios() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('think')
  order by 2
$$;
revoke all on function private.think_usuarios() from public, anon;
grant execute on function private.think_usuarios() to authenticated, service_role;

create function public.think_usuarios() returns table (id uuid, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.think_usuarios()
$$;
revoke all on function public.think_usuarios() from public, anon;
grant execute on function public.think_usuarios() to authenticated, service_role;
