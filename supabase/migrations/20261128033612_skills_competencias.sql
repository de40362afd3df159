-- Axel Skills, core (issue 38, "Axel Skills"): the skills catalogue with its four levels, the level
-- each position (People's `colaboradores.cargo`) requires, and each employee's assessed levels
-- (docs/skills.md).
--
-- Employees are the rows of People's directory (`colaboradores`). A company may have Skills without
-- People, so Skills reads the directory through its own SECURITY DEFINER helpers (below), which
-- answer only for users with Skills and only the employees the caller may see:
--   admin_empresa (and super_admin in its own company): everyone;
--   anyone else: themselves (the employee linked to their account) and their reports, direct and
--   indirect (People's manager chain, `jefe_id`).
-- An assessment is written by the employee's manager (direct or indirect) or admin_empresa, never
-- by the employee about themselves.

-- Who the caller is and sees in the directory ------------------------------------------------------

-- The caller's employee row (the one linked to their account), whether or not the company has People.
create function private.skills_mi_colaborador() returns uuid
language sql stable security definer set search_path = '' as $$
  select c.id from public.colaboradores c
  where c.usuario_id = auth.uid() and c.empresa_id = (select private.empresa_actual())
$$;

-- The caller's reports, direct and indirect (at most 50 levels, as People's mis_subordinados).
create function private.skills_subordinados() returns setof uuid
language sql stable security definer set search_path = '' as $$
  with recursive abajo (id, nivel) as (
    select c.id, 1 from public.colaboradores c
    where c.jefe_id = (select private.skills_mi_colaborador()) and c.empresa_id = (select private.empresa_actual())
    union all
    select c.id, a.nivel + 1 from public.colaboradores c join abajo a on c.jefe_id = a.id
    where a.nivel < 50
  )
  select id from abajo
$$;

-- The employees the caller sees in Skills: all for the company's admin, else themselves and their reports.
create function private.skills_visibles() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select c.id from public.colaboradores c
  where c.empresa_id = (select private.empresa_actual())
    and (select private.tiene_modulo('skills'))
    and (c.empresa_id = (select private.empresa_administrada())
      or c.id = (select private.skills_mi_colaborador())
      or c.id in (select private.skills_subordinados()))
$$;

-- The directory as Skills shows it (names, position, area, manager), visible employees only.
create function private.skills_colaboradores()
returns table (id uuid, nombre text, cargo text, area text, jefe_id uuid, usuario_id uuid, estado text)
language sql stable security definer set search_path = '' as $$
  select c.id, btrim(c.nombres || ' ' || c.apellidos), c.cargo, c.area, c.jefe_id, c.usuario_id, c.estado
  from public.colaboradores c
  where c.id in (select private.skills_visibles())
  order by c.apellidos, c.nombres, c.id
$$;

revoke all on function private.skills_mi_colaborador() from public;
revoke all on function private.skills_subordinados() from public;
revoke all on function private.skills_visibles() from public;
revoke all on function private.skills_colaboradores() from public;
grant execute on function private.skills_mi_colaborador() to authenticated, service_role;
grant execute on function private.skills_subordinados() to authenticated, service_role;
grant execute on function private.skills_visibles() to authenticated, service_role;
grant execute on function private.skills_colaboradores() to authenticated, service_role;

create function public.skills_colaboradores()
returns table (id uuid, nombre text, cargo text, area text, jefe_id uuid, usuario_id uuid, estado text)
language sql stable security invoker set search_path = '' as $$
  select * from private.skills_colaboradores()
$$;
revoke all on function public.skills_colaboradores() from public, anon;
grant execute on function public.skills_colaboradores() to authenticated, service_role;

-- The catalogue --------------------------------------------------------------------------------------

create table public.skills_competencias (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 120),
  descripcion text not null default '' check (char_length(descripcion) <= 1000),
  grupo text not null check (grupo in ('tecnicas', 'seguridad', 'blandas')),
  -- What each level means for this skill (1 básico ... 4 experto).
  nivel_1 text not null default '' check (char_length(nivel_1) <= 500),
  nivel_2 text not null default '' check (char_length(nivel_2) <= 500),
  nivel_3 text not null default '' check (char_length(nivel_3) <= 500),
  nivel_4 text not null default '' check (char_length(nivel_4) <= 500),
  activa boolean not null default true,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id)
);
create unique index skills_competencias_nombre_idx on public.skills_competencias (empresa_id, lower(btrim(nombre)));

select private.preparar_tabla_modulo('public.skills_competencias', 'skills', crear => 'admin', editar => 'admin');

-- Required level per position ---------------------------------------------------------------------
-- A position is People's `colaboradores.cargo` (free text): matched without case or surrounding spaces.

create table public.skills_niveles_requeridos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  cargo text not null check (char_length(btrim(cargo)) between 1 and 100),
  competencia_id uuid not null,
  nivel smallint not null check (nivel between 1 and 4),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, competencia_id) references public.skills_competencias (empresa_id, id) on delete cascade
);
create unique index skills_niveles_requeridos_cargo_idx
  on public.skills_niveles_requeridos (empresa_id, lower(btrim(cargo)), competencia_id);
create index skills_niveles_requeridos_competencia_idx on public.skills_niveles_requeridos (competencia_id);

select private.preparar_tabla_modulo('public.skills_niveles_requeridos', 'skills', crear => 'admin', editar => 'admin');

-- Assessments ----------------------------------------------------------------------------------------

create table public.skills_evaluaciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  colaborador_id uuid not null,
  competencia_id uuid not null,
  nivel smallint not null check (nivel between 1 and 4),
  fecha date not null default private.hoy_chile(),
  evidencia text not null default '' check (char_length(evidencia) <= 2000),
  -- Who assessed: the signed-in writer, set by the trigger (never by the client).
  evaluador_id uuid references public.usuarios_plataforma (id) on delete set null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, colaborador_id) references public.colaboradores (empresa_id, id) on delete cascade,
  foreign key (empresa_id, competencia_id) references public.skills_competencias (empresa_id, id) on delete cascade
);
create index skills_evaluaciones_actual_idx
  on public.skills_evaluaciones (colaborador_id, competencia_id, fecha desc, creado_en desc);
create index skills_evaluaciones_competencia_idx on public.skills_evaluaciones (competencia_id);
create index skills_evaluaciones_evaluador_idx on public.skills_evaluaciones (evaluador_id);

select private.preparar_tabla_modulo('public.skills_evaluaciones', 'skills',
  leer => null, crear => null, editar => null, borrar => 'admin',
  privilegios => 'select, delete, insert (colaborador_id, competencia_id, nivel, fecha, evidencia), update (nivel, fecha, evidencia)');

create policy skills_evaluaciones_leer_visibles on public.skills_evaluaciones for select to authenticated
  using (colaborador_id in (select private.skills_visibles()));
-- The employee's manager (direct or indirect) or the company's admin; nobody assesses themselves.
create policy skills_evaluaciones_crear_jefe_o_admin on public.skills_evaluaciones for insert to authenticated
  with check (empresa_id = (select private.empresa_administrada())
    or colaborador_id in (select private.skills_subordinados()));
-- The assessor corrects their own assessment; the admin any.
create policy skills_evaluaciones_editar_autor_o_admin on public.skills_evaluaciones for update to authenticated
  using (empresa_id = (select private.empresa_administrada()) or evaluador_id = (select auth.uid()))
  with check (empresa_id = (select private.empresa_administrada())
    or colaborador_id in (select private.skills_subordinados()));

create function private.skills_verificar_evaluacion() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.fecha > private.hoy_chile() then
    raise exception using errcode = '23514', message = 'La fecha de la evaluación no puede ser futura';
  end if;
  if tg_op = 'INSERT' then
    if auth.uid() is not null then
      new.evaluador_id := auth.uid();
    end if;
    if exists (select 1 from public.colaboradores c where c.id = new.colaborador_id and c.estado <> 'activo') then
      raise exception using errcode = '23514', message = 'No se puede evaluar a un colaborador desvinculado';
    end if;
  end if;
  -- An update cannot move an assessment to another employee, skill or assessor: the column
  -- privileges grant the client nivel, fecha and evidencia only.
  return new;
end
$$;
revoke all on function private.skills_verificar_evaluacion() from public;
create trigger b_verificar before insert or update on public.skills_evaluaciones
  for each row execute function private.skills_verificar_evaluacion();

-- Each employee's current level per skill: the latest assessment (by date, then by entry).
create view public.skills_niveles_actuales with (security_invoker = true) as
select distinct on (e.colaborador_id, e.competencia_id)
  e.colaborador_id, e.competencia_id, e.nivel, e.fecha, e.id as evaluacion_id, e.evaluador_id
from public.skills_evaluaciones e
order by e.colaborador_id, e.competencia_id, e.fecha desc, e.creado_en desc, e.id desc;

revoke all on public.skills_niveles_actuales from public, anon, authenticated, service_role;
grant select on public.skills_niveles_actuales to authenticated, service_role;
