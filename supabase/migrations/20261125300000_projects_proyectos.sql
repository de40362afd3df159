-- Axel Projects (issue 17): projects, their tasks with dependencies, and time entries, on the module
-- platform of 20261124050000_plataforma_modulos.sql (docs/design.md §9, docs/modules.md).
--
-- Every table has empresa_id, creado_por, actualizado_por, creado_en, actualizado_en set by
-- private.atribuir_registro() (trigger a_atribuir, so the checks after it see the row's real
-- company), indexes on empresa_id and on every foreign key, and policies
--   empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects'))
--
-- Who does what:
-- - projects: every user of the module creates and edits; only admin_empresa deletes;
-- - tasks: every user of the module creates, edits and moves them; admin_empresa and the project's
--   manager delete them (a task carries other people's time entries, which go with it);
-- - dependencies: every user of the module adds and removes them; they are never edited;
-- - time entries: a user logs, edits and removes their own; admin_empresa those of anyone.
--
-- Rules kept by Postgres, not the client:
-- - a task depends only on tasks of its own project, never on itself, and never in a cycle (direct
--   or indirect). The check locks the project's row first, so two concurrent inserts that would
--   close a cycle between them queue and the second one sees the first;
-- - a task links an Ops work order only when the caller has Axel Ops (the link is refused
--   otherwise; an existing link is kept when a user without Ops edits the task) and the order is
--   of the same company;
-- - the manager, assignees and the user of a time entry are active users of the company.
--
-- The client's name: the shared directory `terceros` is readable only with Ops, CRM or Finance,
-- but a Projects-only user must still read a project's client. The project stores the client's
-- name (cliente_nombre) next to tercero_id: written by the trigger from the directory (never by
-- the client) and kept in step when the directory renames the client. Choosing a client goes
-- through public.proy_clientes(), which lists the company's active clients (id and name only) to
-- users with Projects.

-- Projects ------------------------------------------------------------------------------------------

create table public.proy_proyectos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  nombre text not null,
  descripcion text,
  tercero_id uuid references public.terceros (id) on delete set null,
  cliente_nombre text,
  gerente_id uuid references public.usuarios_plataforma (id) on delete set null,
  fecha_inicio date not null default current_date,
  fecha_fin date,
  presupuesto numeric(14, 0) not null default 0,
  estado text not null default 'planificado',
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint proy_proyectos_estado_check check (estado in ('planificado', 'en_curso', 'en_pausa', 'terminado', 'cancelado')),
  constraint proy_proyectos_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint proy_proyectos_descripcion_check check (char_length(coalesce(descripcion, '')) <= 4000),
  constraint proy_proyectos_presupuesto_check check (presupuesto >= 0),
  constraint proy_proyectos_fechas_check check (fecha_fin is null or fecha_fin >= fecha_inicio)
);
create index proy_proyectos_empresa_id_idx on public.proy_proyectos (empresa_id, estado);
create index proy_proyectos_tercero_id_idx on public.proy_proyectos (tercero_id);
create index proy_proyectos_gerente_id_idx on public.proy_proyectos (gerente_id);
create index proy_proyectos_creado_por_idx on public.proy_proyectos (creado_por);
create index proy_proyectos_actualizado_por_idx on public.proy_proyectos (actualizado_por);
alter table public.proy_proyectos enable row level security;

-- A client's name for a project of the company (SECURITY DEFINER: terceros' policies need Ops, CRM
-- or Finance). Answers only for the caller's own company (or for a load without a user).
create function private.proy_nombre_tercero(p_tercero uuid, p_empresa uuid) returns text
language sql stable security definer set search_path = '' as $$
  select t.nombre from public.terceros t
  where t.id = p_tercero and t.empresa_id = p_empresa
    and (auth.uid() is null or p_empresa = private.empresa_actual())
$$;

create function private.proy_verificar_proyecto() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.tercero_id is null then
    new.cliente_nombre := null;
  else
    new.cliente_nombre := private.proy_nombre_tercero(new.tercero_id, new.empresa_id);
    if new.cliente_nombre is null then
      raise exception using errcode = '23503', message = 'el cliente no existe en la empresa';
    end if;
  end if;
  if new.gerente_id is not null and (tg_op = 'INSERT' or new.gerente_id is distinct from old.gerente_id)
     and not private.usuario_de_empresa(new.gerente_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el jefe de proyecto no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.proy_proyectos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.proy_proyectos
  for each row execute function private.proy_verificar_proyecto();

-- The directory renames a client: its projects show the new name (SECURITY DEFINER: whoever renames
-- it may not have Projects).
create function private.proy_sincronizar_cliente() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.proy_proyectos p set cliente_nombre = new.nombre
  where p.tercero_id = new.id and p.empresa_id = new.empresa_id and p.cliente_nombre is distinct from new.nombre;
  return null;
end
$$;
create trigger z_proy_cliente after update of nombre on public.terceros
  for each row when (old.nombre is distinct from new.nombre)
  execute function private.proy_sincronizar_cliente();

-- Tasks ---------------------------------------------------------------------------------------------

create table public.proy_tareas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  proyecto_id uuid not null references public.proy_proyectos (id) on delete cascade,
  titulo text not null,
  descripcion text,
  responsable_id uuid references public.usuarios_plataforma (id) on delete set null,
  fecha_inicio date,
  fecha_vencimiento date,
  estimacion_horas numeric(7, 2) not null default 0,
  estado text not null default 'por_hacer',
  posicion integer not null default 0,
  -- An Ops work order this task follows (only with Axel Ops; see the trigger).
  orden_id uuid references public.ops_ordenes (id) on delete set null,
  terminada_en timestamptz,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint proy_tareas_estado_check check (estado in ('por_hacer', 'en_curso', 'en_revision', 'hecha')),
  constraint proy_tareas_titulo_check check (char_length(btrim(titulo)) between 1 and 200),
  constraint proy_tareas_descripcion_check check (char_length(coalesce(descripcion, '')) <= 4000),
  constraint proy_tareas_estimacion_check check (estimacion_horas >= 0 and estimacion_horas <= 10000),
  constraint proy_tareas_fechas_check check (fecha_inicio is null or fecha_vencimiento is null or fecha_vencimiento >= fecha_inicio)
);
create index proy_tareas_empresa_id_idx on public.proy_tareas (empresa_id);
create index proy_tareas_proyecto_id_idx on public.proy_tareas (proyecto_id, estado, posicion);
create index proy_tareas_responsable_id_idx on public.proy_tareas (responsable_id);
create index proy_tareas_orden_id_idx on public.proy_tareas (orden_id);
create index proy_tareas_creado_por_idx on public.proy_tareas (creado_por);
create index proy_tareas_actualizado_por_idx on public.proy_tareas (actualizado_por);
alter table public.proy_tareas enable row level security;

create function private.proy_verificar_tarea() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.proyecto_id is distinct from old.proyecto_id then
    raise exception using errcode = '23514', message = 'una tarea no se mueve a otro proyecto';
  end if;
  -- On insert only: an update keeps the project, and may come from a caller who cannot read it
  -- (an Ops user deleting a linked work order sets orden_id to null through the foreign key).
  if tg_op = 'INSERT' and not exists (select 1 from public.proy_proyectos p where p.id = new.proyecto_id and p.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el proyecto no existe en la empresa';
  end if;
  if new.responsable_id is not null and (tg_op = 'INSERT' or new.responsable_id is distinct from old.responsable_id)
     and not private.usuario_de_empresa(new.responsable_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el responsable no es un usuario activo de la empresa';
  end if;
  if new.orden_id is not null and (tg_op = 'INSERT' or new.orden_id is distinct from old.orden_id) then
    -- A signed-in caller needs Ops to link an order (a load without a user, like the seed, may).
    if auth.uid() is not null and not private.tiene_modulo('ops') then
      raise exception using errcode = '42501', message = 'vincular una orden de trabajo requiere Axel Ops';
    end if;
    if not exists (select 1 from public.ops_ordenes o where o.id = new.orden_id and o.empresa_id = new.empresa_id) then
      raise exception using errcode = '23503', message = 'la orden de trabajo no existe en la empresa';
    end if;
  end if;
  if new.estado = 'hecha' then
    new.terminada_en := case when tg_op = 'UPDATE' and old.estado = 'hecha' then old.terminada_en else coalesce(new.terminada_en, now()) end;
  else
    new.terminada_en := null;
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.proy_tareas
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.proy_tareas
  for each row execute function private.proy_verificar_tarea();

-- Dependencies: tarea_id cannot start (or finish) before depende_de_id is done ------------------

create table public.proy_dependencias (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  -- The project of both tasks (set by the trigger), so a project's dependencies are one query.
  proyecto_id uuid not null references public.proy_proyectos (id) on delete cascade,
  tarea_id uuid not null references public.proy_tareas (id) on delete cascade,
  depende_de_id uuid not null references public.proy_tareas (id) on delete cascade,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint proy_dependencias_distintas_check check (tarea_id <> depende_de_id),
  constraint proy_dependencias_key unique (tarea_id, depende_de_id)
);
create index proy_dependencias_empresa_id_idx on public.proy_dependencias (empresa_id);
create index proy_dependencias_proyecto_id_idx on public.proy_dependencias (proyecto_id);
create index proy_dependencias_depende_de_id_idx on public.proy_dependencias (depende_de_id);
create index proy_dependencias_creado_por_idx on public.proy_dependencias (creado_por);
create index proy_dependencias_actualizado_por_idx on public.proy_dependencias (actualizado_por);
alter table public.proy_dependencias enable row level security;

create function private.proy_verificar_dependencia() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_proyecto uuid;
  v_proyecto_previa uuid;
begin
  if tg_op = 'UPDATE' then
    raise exception using errcode = '23514', message = 'una dependencia no se modifica: se quita y se agrega otra';
  end if;
  select t.proyecto_id into v_proyecto from public.proy_tareas t where t.id = new.tarea_id and t.empresa_id = new.empresa_id;
  select t.proyecto_id into v_proyecto_previa from public.proy_tareas t where t.id = new.depende_de_id and t.empresa_id = new.empresa_id;
  if v_proyecto is null or v_proyecto_previa is null then
    raise exception using errcode = '23503', message = 'la tarea no existe en la empresa';
  end if;
  if v_proyecto <> v_proyecto_previa then
    raise exception using errcode = '23514', message = 'una tarea solo puede depender de tareas de su mismo proyecto: la tarea previa está en otro';
  end if;
  if new.tarea_id = new.depende_de_id then
    raise exception using errcode = '23514', message = 'una tarea no puede depender de sí misma';
  end if;
  new.proyecto_id := v_proyecto;
  -- One change of a project's dependency graph at a time: the project's row is the lock, held to
  -- the end of the transaction. The search below runs after it, so it sees what a concurrent
  -- insert committed while this one waited.
  perform 1 from public.proy_proyectos p where p.id = v_proyecto for update;
  if exists (
    with recursive previas (id) as (
      select new.depende_de_id
      union
      select d.depende_de_id from public.proy_dependencias d join previas x on d.tarea_id = x.id
    )
    select 1 from previas where id = new.tarea_id
  ) then
    raise exception using errcode = '23514', message = 'la dependencia formaría un ciclo: la tarea previa ya depende, directa o indirectamente, de esta tarea';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.proy_dependencias
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.proy_dependencias
  for each row execute function private.proy_verificar_dependencia();

-- Time entries --------------------------------------------------------------------------------------

create table public.proy_horas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  -- The task's project (set by the trigger), for a project's totals without a join.
  proyecto_id uuid not null references public.proy_proyectos (id) on delete cascade,
  tarea_id uuid not null references public.proy_tareas (id) on delete cascade,
  -- Whose time it is: the caller by default; admin_empresa may log it for another user.
  usuario_id uuid not null references public.usuarios_plataforma (id) on delete cascade,
  fecha date not null default current_date,
  horas numeric(5, 2) not null,
  nota text,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint proy_horas_horas_check check (horas > 0 and horas <= 24),
  constraint proy_horas_nota_check check (char_length(coalesce(nota, '')) <= 500)
);
create index proy_horas_empresa_id_idx on public.proy_horas (empresa_id, fecha);
create index proy_horas_proyecto_id_idx on public.proy_horas (proyecto_id);
create index proy_horas_tarea_id_idx on public.proy_horas (tarea_id);
create index proy_horas_usuario_id_idx on public.proy_horas (usuario_id, fecha);
create index proy_horas_creado_por_idx on public.proy_horas (creado_por);
create index proy_horas_actualizado_por_idx on public.proy_horas (actualizado_por);
alter table public.proy_horas enable row level security;

-- After a_atribuir: the task's project, and whose time it is (the column defaults to the caller).
create function private.proy_verificar_horas() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.tarea_id is distinct from old.tarea_id then
    raise exception using errcode = '23514', message = 'una entrada de horas no se mueve a otra tarea';
  end if;
  if tg_op = 'UPDATE' then
    new.proyecto_id := old.proyecto_id;
  else
    select t.proyecto_id into new.proyecto_id from public.proy_tareas t where t.id = new.tarea_id and t.empresa_id = new.empresa_id;
  end if;
  if new.proyecto_id is null then
    raise exception using errcode = '23503', message = 'la tarea no existe en la empresa';
  end if;
  if new.usuario_id is null then
    raise exception using errcode = '23502', message = 'falta el usuario de las horas';
  end if;
  if (tg_op = 'INSERT' or new.usuario_id is distinct from old.usuario_id)
     and not private.usuario_de_empresa(new.usuario_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el usuario no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;
alter table public.proy_horas alter column usuario_id set default auth.uid();
create trigger a_atribuir before insert or update on public.proy_horas
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.proy_horas
  for each row execute function private.proy_verificar_horas();

-- Policies ------------------------------------------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array['proy_proyectos', 'proy_tareas', 'proy_dependencias', 'proy_horas'] loop
    execute format($p$create policy %I on public.%I for select to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects')))$p$, t || '_leer', t);
  end loop;
  foreach t in array array['proy_proyectos', 'proy_tareas', 'proy_dependencias'] loop
    execute format($p$create policy %I on public.%I for insert to authenticated
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects')))$p$, t || '_crear', t);
  end loop;
  foreach t in array array['proy_proyectos', 'proy_tareas'] loop
    execute format($p$create policy %I on public.%I for update to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects')))
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects')))$p$, t || '_editar', t);
  end loop;
end
$$;

create policy proy_proyectos_borrar on public.proy_proyectos for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo('projects')));

-- Tasks: admin_empresa, or the project's manager.
create policy proy_tareas_borrar on public.proy_tareas for delete to authenticated
  using ((select private.tiene_modulo('projects')) and (
    empresa_id = (select private.empresa_administrada())
    or (empresa_id = (select private.empresa_actual()) and exists (
      select 1 from public.proy_proyectos p where p.id = proyecto_id and p.gerente_id = (select auth.uid())))));

create policy proy_dependencias_borrar on public.proy_dependencias for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects')));

-- Time entries: one's own; admin_empresa anyone's.
create policy proy_horas_crear on public.proy_horas for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects'))
    and (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada())));
create policy proy_horas_editar on public.proy_horas for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects'))
    and (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada())))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects'))
    and (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada())));
create policy proy_horas_borrar on public.proy_horas for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('projects'))
    and (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada())));

-- Progress per project (security_invoker: the caller's policies decide what it adds up) ----------

create view public.proy_avance with (security_invoker = true) as
select p.id as proyecto_id,
  count(t.id)::integer as tareas,
  (count(t.id) filter (where t.estado = 'hecha'))::integer as tareas_hechas,
  (count(t.id) filter (where t.estado <> 'hecha' and t.fecha_vencimiento < current_date))::integer as tareas_vencidas,
  coalesce(sum(t.estimacion_horas), 0)::numeric(12, 2) as horas_estimadas,
  coalesce((select sum(h.horas) from public.proy_horas h where h.proyecto_id = p.id), 0)::numeric(12, 2) as horas_registradas
from public.proy_proyectos p
left join public.proy_tareas t on t.proyecto_id = p.id
group by p.id;

-- Pickers (names only, to users with Projects) -------------------------------------------------------

-- The company's active users, for manager and assignee (a usuario may not read other users' rows).
create function public.proy_usuarios() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('projects')
  order by 2
$$;

-- The company's active clients from the shared directory (which needs Ops, CRM or Finance to read).
create function public.proy_clientes() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select t.id, t.nombre from public.terceros t
  where t.empresa_id = private.empresa_actual() and t.activo and t.tipo = 'cliente' and private.tiene_modulo('projects')
  order by 2
$$;

-- The module's overview in one request (SECURITY INVOKER: the policies decide what it counts).
create function public.proy_resumen() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'por_estado', (
      select coalesce(jsonb_object_agg(estado, n), '{}'::jsonb)
      from (select estado, count(*) as n from public.proy_proyectos group by estado) x),
    'presupuesto_activo', (
      select coalesce(sum(presupuesto), 0) from public.proy_proyectos where estado in ('planificado', 'en_curso', 'en_pausa')),
    'tareas_abiertas', (
      select count(*) from public.proy_tareas t join public.proy_proyectos p on p.id = t.proyecto_id
      where t.estado <> 'hecha' and p.estado in ('planificado', 'en_curso', 'en_pausa')),
    'tareas_vencidas', (
      select count(*) from public.proy_tareas t join public.proy_proyectos p on p.id = t.proyecto_id
      where t.estado <> 'hecha' and t.fecha_vencimiento < current_date and p.estado in ('planificado', 'en_curso', 'en_pausa')),
    'horas_mes', (
      select coalesce(sum(horas), 0) from public.proy_horas where fecha >= date_trunc('month', current_date)::date),
    'por_mes', (
      select coalesce(jsonb_agg(jsonb_build_object('mes', m.mes, 'horas', m.horas, 'hechas', m.hechas) order by m.mes), '[]'::jsonb)
      from (
        select s.mes::date as mes,
          (select coalesce(sum(h.horas), 0) from public.proy_horas h
            where h.fecha >= s.mes::date and h.fecha < (s.mes + interval '1 month')::date) as horas,
          (select count(*) from public.proy_tareas t
            where t.terminada_en >= s.mes and t.terminada_en < s.mes + interval '1 month') as hechas
        from generate_series(date_trunc('month', current_date) - interval '5 months', date_trunc('month', current_date), interval '1 month') as s(mes)
      ) m)
  )
$$;

-- Privileges (docs/design.md §11: explicit, nothing from defaults) ---------------------------------
revoke all on function private.proy_nombre_tercero(uuid, uuid), private.proy_verificar_proyecto(),
  private.proy_sincronizar_cliente(), private.proy_verificar_tarea(), private.proy_verificar_dependencia(),
  private.proy_verificar_horas(), public.proy_usuarios(), public.proy_clientes(), public.proy_resumen()
  from public, anon;
grant execute on function private.proy_nombre_tercero(uuid, uuid), private.proy_verificar_proyecto(),
  private.proy_sincronizar_cliente(), private.proy_verificar_tarea(), private.proy_verificar_dependencia(),
  private.proy_verificar_horas(), public.proy_usuarios(), public.proy_clientes(), public.proy_resumen()
  to authenticated, service_role;

grant select, insert, update, delete on public.proy_proyectos, public.proy_tareas, public.proy_horas to authenticated;
-- Dependencies are added and removed, never edited.
grant select, insert, delete on public.proy_dependencias to authenticated;
grant select on public.proy_avance to authenticated;
grant select, insert, update, delete on public.proy_proyectos, public.proy_tareas, public.proy_dependencias, public.proy_horas to service_role;
grant select on public.proy_avance to service_role;
