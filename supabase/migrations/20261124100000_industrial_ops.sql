-- Axel Industrial and Axel Ops (issue 13), and the shared directory of third parties, on the
-- module platform of 20261124050000_plataforma_modulos.sql (docs/design.md §9, docs/modules.md).
--
-- Every table here has empresa_id, creado_por, actualizado_por, creado_en, actualizado_en, set by
-- private.atribuir_registro() (never by the client), an index on empresa_id, and policies
--   empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('<clave>'))
-- so revoking a module (plan, module-per-plan, override, inactive account) cuts its rows off at the
-- next request. Deleting catalogue rows is for admin_empresa; usuario creates and edits.
--
-- Rules kept by Postgres, not the client:
-- - a spare part's stock never goes below zero (check constraint); it changes only through stock
--   moves (the column is not updatable through the API), and a move that would make it negative
--   fails with its transaction;
-- - a work order's number (OT-000123) comes from private.siguiente_numero: per company, no gaps;
-- - a work order's state changes only along the allowed transitions, and every change is recorded
--   (who, when, from, to) by a trigger;
-- - a spare part used on a work order is a stock move 'salida' in the same transaction (and
--   removing the line puts the stock back); a row never points at another company's rows.

-- Trigger helper: a BEFORE trigger's name decides its order (alphabetical); attribution is named
-- `a_atribuir` so every check after it sees the row's real company.

-- Shared directory of third parties ----------------------------------------------------------------
-- One table of clients, suppliers and other parties per company (like an ERP's partners): Ops uses
-- it now, CRM and Finance next. Readable and writable by the company's users who have any of
-- those modules; deleting is for admin_empresa.

create function private.usa_terceros() returns boolean
language sql stable set search_path = '' as $$
  select private.tiene_modulo('ops') or private.tiene_modulo('crm') or private.tiene_modulo('finance')
$$;
revoke all on function private.usa_terceros() from public, anon;
grant execute on function private.usa_terceros() to authenticated, service_role;

create table public.terceros (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  tipo text not null default 'cliente',
  nombre text not null,
  rut text,
  correo text,
  telefono text,
  direccion text,
  notas text,
  activo boolean not null default true,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint terceros_tipo_check check (tipo in ('cliente', 'proveedor', 'otro')),
  constraint terceros_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint terceros_textos_check check (
    char_length(coalesce(rut, '')) <= 20 and char_length(coalesce(correo, '')) <= 200
    and char_length(coalesce(telefono, '')) <= 50 and char_length(coalesce(direccion, '')) <= 300
    and char_length(coalesce(notas, '')) <= 2000)
);
create index terceros_empresa_id_nombre_idx on public.terceros (empresa_id, nombre);
create index terceros_creado_por_idx on public.terceros (creado_por);
create index terceros_actualizado_por_idx on public.terceros (actualizado_por);
create trigger a_atribuir before insert or update on public.terceros
  for each row execute function private.atribuir_registro();
alter table public.terceros enable row level security;

create policy terceros_leer on public.terceros for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.usa_terceros()));
create policy terceros_crear on public.terceros for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.usa_terceros()));
create policy terceros_editar on public.terceros for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.usa_terceros()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.usa_terceros()));
create policy terceros_borrar on public.terceros for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) and (select private.usa_terceros()));

-- Axel Industrial ------------------------------------------------------------------------------------

create table public.industrial_activos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  padre_id uuid references public.industrial_activos (id) on delete restrict,
  codigo text not null,
  nombre text not null,
  nivel text not null default 'equipo',
  categoria text,
  ubicacion text,
  fabricante text,
  modelo text,
  numero_serie text,
  fecha_instalacion date,
  criticidad text not null default 'B',
  estado text not null default 'operativo',
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint industrial_activos_nivel_check check (nivel in ('planta', 'linea', 'equipo')),
  constraint industrial_activos_criticidad_check check (criticidad in ('A', 'B', 'C')),
  constraint industrial_activos_estado_check check (estado in ('operativo', 'en_mantencion', 'detenido', 'dado_de_baja')),
  constraint industrial_activos_codigo_check check (char_length(btrim(codigo)) between 1 and 40),
  constraint industrial_activos_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint industrial_activos_textos_check check (
    char_length(coalesce(categoria, '')) <= 100 and char_length(coalesce(ubicacion, '')) <= 200
    and char_length(coalesce(fabricante, '')) <= 100 and char_length(coalesce(modelo, '')) <= 100
    and char_length(coalesce(numero_serie, '')) <= 100),
  constraint industrial_activos_padre_check check (padre_id is distinct from id)
);
create unique index industrial_activos_empresa_codigo_key on public.industrial_activos (empresa_id, lower(codigo));
create index industrial_activos_padre_id_idx on public.industrial_activos (padre_id);
create index industrial_activos_creado_por_idx on public.industrial_activos (creado_por);
create index industrial_activos_actualizado_por_idx on public.industrial_activos (actualizado_por);
alter table public.industrial_activos enable row level security;

-- The parent is an asset of the same company, and not the asset itself or one of its descendants.
create function private.industrial_verificar_activo() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.padre_id is not null then
    if not exists (select 1 from public.industrial_activos p where p.id = new.padre_id and p.empresa_id = new.empresa_id) then
      raise exception using errcode = '23503', message = 'el activo padre no existe en la empresa';
    end if;
    if tg_op = 'UPDATE' and exists (
      with recursive ancestros as (
        select a.id, a.padre_id from public.industrial_activos a where a.id = new.padre_id
        union all
        select a.id, a.padre_id from public.industrial_activos a join ancestros x on a.id = x.padre_id
      )
      select 1 from ancestros where id = new.id
    ) then
      raise exception using errcode = '23514', message = 'un activo no puede depender de sí mismo ni de uno de sus componentes';
    end if;
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.industrial_activos
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.industrial_activos
  for each row execute function private.industrial_verificar_activo();

create table public.industrial_repuestos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  sku text not null,
  nombre text not null,
  unidad text not null default 'unidad',
  stock numeric(12, 2) not null default 0,
  stock_minimo numeric(12, 2) not null default 0,
  ubicacion_bodega text,
  costo_unitario numeric(14, 2) not null default 0,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  -- The rule of the module: never a negative stock, whatever path writes it.
  constraint industrial_repuestos_stock_no_negativo check (stock >= 0),
  constraint industrial_repuestos_stock_minimo_check check (stock_minimo >= 0),
  constraint industrial_repuestos_costo_check check (costo_unitario >= 0),
  constraint industrial_repuestos_unidad_check check (unidad in ('unidad', 'caja', 'metro', 'litro', 'kilogramo', 'juego')),
  constraint industrial_repuestos_sku_check check (char_length(btrim(sku)) between 1 and 40),
  constraint industrial_repuestos_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint industrial_repuestos_ubicacion_check check (char_length(coalesce(ubicacion_bodega, '')) <= 100)
);
create unique index industrial_repuestos_empresa_sku_key on public.industrial_repuestos (empresa_id, lower(sku));
create index industrial_repuestos_creado_por_idx on public.industrial_repuestos (creado_por);
create index industrial_repuestos_actualizado_por_idx on public.industrial_repuestos (actualizado_por);
create trigger a_atribuir before insert or update on public.industrial_repuestos
  for each row execute function private.atribuir_registro();
alter table public.industrial_repuestos enable row level security;

-- Preventive maintenance plans: every N days from the last time done (or the start date).
create table public.industrial_planes (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  activo_id uuid not null references public.industrial_activos (id) on delete cascade,
  nombre text not null,
  descripcion text,
  frecuencia_dias integer not null,
  fecha_inicio date not null default current_date,
  ultima_ejecucion date,
  proxima_fecha date generated always as (coalesce(ultima_ejecucion, fecha_inicio) + frecuencia_dias) stored,
  activo boolean not null default true,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint industrial_planes_frecuencia_check check (frecuencia_dias between 1 and 3650),
  constraint industrial_planes_nombre_check check (char_length(btrim(nombre)) between 1 and 200),
  constraint industrial_planes_descripcion_check check (char_length(coalesce(descripcion, '')) <= 2000)
);
create index industrial_planes_empresa_proxima_idx on public.industrial_planes (empresa_id, proxima_fecha);
create index industrial_planes_activo_id_idx on public.industrial_planes (activo_id);
create index industrial_planes_creado_por_idx on public.industrial_planes (creado_por);
create index industrial_planes_actualizado_por_idx on public.industrial_planes (actualizado_por);
alter table public.industrial_planes enable row level security;

create function private.industrial_verificar_plan() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not exists (select 1 from public.industrial_activos a where a.id = new.activo_id and a.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el activo del plan no existe en la empresa';
  end if;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.industrial_planes
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.industrial_planes
  for each row execute function private.industrial_verificar_plan();

-- Axel Ops: work orders ----------------------------------------------------------------------------

create table public.ops_ordenes (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  numero bigint not null,
  codigo text generated always as ('OT-' || lpad(numero::text, 6, '0')) stored,
  tipo text not null default 'correctiva',
  prioridad text not null default 'media',
  estado text not null default 'abierta',
  tercero_id uuid references public.terceros (id) on delete set null,
  -- The equipment: an Industrial asset when the company has Industrial, else free text.
  activo_id uuid references public.industrial_activos (id) on delete set null,
  equipo_texto text,
  falla_reportada text not null,
  tecnico_id uuid references public.usuarios_plataforma (id) on delete set null,
  fecha_programada date,
  plan_id uuid references public.industrial_planes (id) on delete set null,
  completada_en timestamptz,
  cerrada_en timestamptz,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint ops_ordenes_tipo_check check (tipo in ('correctiva', 'preventiva', 'instalacion', 'garantia')),
  constraint ops_ordenes_prioridad_check check (prioridad in ('baja', 'media', 'alta', 'critica')),
  constraint ops_ordenes_estado_check check (estado in ('abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada')),
  constraint ops_ordenes_falla_check check (char_length(btrim(falla_reportada)) between 1 and 4000),
  constraint ops_ordenes_equipo_check check (char_length(coalesce(equipo_texto, '')) <= 200),
  constraint ops_ordenes_numero_key unique (empresa_id, numero)
);
create index ops_ordenes_empresa_estado_idx on public.ops_ordenes (empresa_id, estado);
create index ops_ordenes_empresa_creado_idx on public.ops_ordenes (empresa_id, creado_en desc);
create index ops_ordenes_tecnico_id_idx on public.ops_ordenes (tecnico_id);
create index ops_ordenes_tercero_id_idx on public.ops_ordenes (tercero_id);
create index ops_ordenes_activo_id_idx on public.ops_ordenes (activo_id);
create index ops_ordenes_plan_id_idx on public.ops_ordenes (plan_id);
create index ops_ordenes_creado_por_idx on public.ops_ordenes (creado_por);
create index ops_ordenes_actualizado_por_idx on public.ops_ordenes (actualizado_por);
alter table public.ops_ordenes enable row level security;

-- Every state change, who and when. Written only by the trigger below.
create table public.ops_transiciones (
  id bigint generated always as identity primary key,
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  desde text,
  hacia text not null,
  realizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  realizado_en timestamptz not null default now()
);
create index ops_transiciones_orden_id_idx on public.ops_transiciones (orden_id, realizado_en);
create index ops_transiciones_empresa_id_idx on public.ops_transiciones (empresa_id);
create index ops_transiciones_realizado_por_idx on public.ops_transiciones (realizado_por);
alter table public.ops_transiciones enable row level security;

-- The allowed transitions, in one place (the board reads the same list from the client).
create function private.ops_transicion_permitida(p_desde text, p_hacia text) returns boolean
language sql immutable set search_path = '' as $$
  select (p_desde, p_hacia) in (
    ('abierta', 'asignada'), ('abierta', 'cancelada'),
    ('asignada', 'abierta'), ('asignada', 'en_curso'), ('asignada', 'cancelada'),
    ('en_curso', 'asignada'), ('en_curso', 'completada'), ('en_curso', 'cancelada'),
    ('completada', 'en_curso'), ('completada', 'cerrada')
  )
$$;
revoke all on function private.ops_transicion_permitida(text, text) from public, anon;
grant execute on function private.ops_transicion_permitida(text, text) to authenticated, service_role;

-- Before insert or update: the number, the state machine, and the references' company.
create function private.ops_verificar_orden() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.numero := private.siguiente_numero(new.empresa_id, 'ot');
    -- An order starts open (or assigned when it is created with a technician).
    new.estado := case when new.tecnico_id is null then 'abierta' else 'asignada' end;
    new.completada_en := null;
    new.cerrada_en := null;
  else
    new.numero := old.numero;
    if new.estado is distinct from old.estado then
      if not private.ops_transicion_permitida(old.estado, new.estado) then
        raise exception using errcode = '23514',
          message = format('transición no permitida: %s → %s', old.estado, new.estado);
      end if;
      if new.estado = 'asignada' and new.tecnico_id is null then
        raise exception using errcode = '23514', message = 'para asignar la orden falta el técnico';
      end if;
      new.completada_en := case when new.estado = 'completada' then now() when new.estado in ('cerrada') then old.completada_en else null end;
      new.cerrada_en := case when new.estado = 'cerrada' then now() else null end;
    else
      new.completada_en := old.completada_en;
      new.cerrada_en := old.cerrada_en;
    end if;
    if old.estado in ('cerrada', 'cancelada') and new.estado = old.estado
       and (new.tecnico_id, new.falla_reportada, new.tipo, new.prioridad) is distinct from (old.tecnico_id, old.falla_reportada, old.tipo, old.prioridad) then
      raise exception using errcode = '23514', message = 'una orden cerrada o cancelada no se modifica';
    end if;
  end if;
  if new.tercero_id is not null and not exists (select 1 from public.terceros t where t.id = new.tercero_id and t.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el cliente no existe en la empresa';
  end if;
  if new.activo_id is not null and not exists (select 1 from public.industrial_activos a where a.id = new.activo_id and a.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el equipo no existe en la empresa';
  end if;
  if new.plan_id is not null and not exists (select 1 from public.industrial_planes p where p.id = new.plan_id and p.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'el plan no existe en la empresa';
  end if;
  if new.tecnico_id is not null and not private.usuario_de_empresa(new.tecnico_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el técnico no es un usuario activo de la empresa';
  end if;
  return new;
end
$$;

-- Whether a user is an active member of a company (the technician check reads other users' rows,
-- which a usuario may not read: SECURITY DEFINER, answering only yes or no).
create function private.usuario_de_empresa(p_usuario uuid, p_empresa uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.usuarios_plataforma u where u.id = p_usuario and u.empresa_id = p_empresa and u.estado = 'activo')
$$;
revoke all on function private.usuario_de_empresa(uuid, uuid) from public, anon;
grant execute on function private.usuario_de_empresa(uuid, uuid) to authenticated, service_role;

-- After insert or state change: the transition record; a completed preventive order moves its plan.
create function private.ops_registrar_transicion() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.estado is distinct from old.estado then
    insert into public.ops_transiciones (empresa_id, orden_id, desde, hacia, realizado_por)
    values (new.empresa_id, new.id, case when tg_op = 'UPDATE' then old.estado end, new.estado, auth.uid());
  end if;
  if tg_op = 'UPDATE' and new.estado = 'completada' and old.estado is distinct from 'completada' and new.plan_id is not null then
    update public.industrial_planes p set ultima_ejecucion = current_date
    where p.id = new.plan_id and p.empresa_id = new.empresa_id;
  end if;
  return null;
end
$$;

create trigger a_atribuir before insert or update on public.ops_ordenes
  for each row execute function private.atribuir_registro();
create trigger b_verificar before insert or update on public.ops_ordenes
  for each row execute function private.ops_verificar_orden();
create trigger z_transicion after insert or update of estado on public.ops_ordenes
  for each row execute function private.ops_registrar_transicion();

-- The order's children: checklist, spare parts used, hours, comments -------------------------------

create function private.ops_verificar_hijo() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.orden_id is distinct from old.orden_id then
    raise exception using errcode = '23514', message = 'no se puede mover un registro a otra orden';
  end if;
  if not exists (select 1 from public.ops_ordenes o where o.id = new.orden_id and o.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'la orden no existe en la empresa';
  end if;
  return new;
end
$$;

create table public.ops_tareas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  descripcion text not null,
  hecha boolean not null default false,
  posicion integer not null default 0,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint ops_tareas_descripcion_check check (char_length(btrim(descripcion)) between 1 and 500)
);
create index ops_tareas_orden_id_idx on public.ops_tareas (orden_id, posicion);
create index ops_tareas_empresa_id_idx on public.ops_tareas (empresa_id);
create index ops_tareas_creado_por_idx on public.ops_tareas (creado_por);
create index ops_tareas_actualizado_por_idx on public.ops_tareas (actualizado_por);

create table public.ops_repuestos_usados (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  -- From Industrial's stock when the company has it; else a free description.
  repuesto_id uuid references public.industrial_repuestos (id) on delete restrict,
  descripcion text,
  cantidad numeric(12, 2) not null,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint ops_repuestos_usados_cantidad_check check (cantidad > 0),
  constraint ops_repuestos_usados_algo_check check (repuesto_id is not null or char_length(btrim(coalesce(descripcion, ''))) between 1 and 200)
);
create index ops_repuestos_usados_orden_id_idx on public.ops_repuestos_usados (orden_id);
create index ops_repuestos_usados_repuesto_id_idx on public.ops_repuestos_usados (repuesto_id);
create index ops_repuestos_usados_empresa_id_idx on public.ops_repuestos_usados (empresa_id);
create index ops_repuestos_usados_creado_por_idx on public.ops_repuestos_usados (creado_por);
create index ops_repuestos_usados_actualizado_por_idx on public.ops_repuestos_usados (actualizado_por);

create table public.ops_horas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  fecha date not null default current_date,
  horas numeric(5, 2) not null,
  nota text,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint ops_horas_horas_check check (horas > 0 and horas <= 24),
  constraint ops_horas_nota_check check (char_length(coalesce(nota, '')) <= 500)
);
create index ops_horas_orden_id_idx on public.ops_horas (orden_id);
create index ops_horas_empresa_id_idx on public.ops_horas (empresa_id);
create index ops_horas_creado_por_idx on public.ops_horas (creado_por);
create index ops_horas_actualizado_por_idx on public.ops_horas (actualizado_por);

create table public.ops_comentarios (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  orden_id uuid not null references public.ops_ordenes (id) on delete cascade,
  texto text not null,
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint ops_comentarios_texto_check check (char_length(btrim(texto)) between 1 and 4000)
);
create index ops_comentarios_orden_id_idx on public.ops_comentarios (orden_id, creado_en);
create index ops_comentarios_empresa_id_idx on public.ops_comentarios (empresa_id);
create index ops_comentarios_creado_por_idx on public.ops_comentarios (creado_por);
create index ops_comentarios_actualizado_por_idx on public.ops_comentarios (actualizado_por);

-- Stock moves (Industrial): entrada adds, salida takes, ajuste adds a signed amount --------------

create table public.industrial_movimientos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  repuesto_id uuid not null references public.industrial_repuestos (id) on delete cascade,
  tipo text not null,
  cantidad numeric(12, 2) not null,
  motivo text not null,
  orden_id uuid references public.ops_ordenes (id) on delete set null,
  uso_id uuid references public.ops_repuestos_usados (id) on delete set null,
  stock_resultante numeric(12, 2),
  creado_por uuid references public.usuarios_plataforma (id) on delete set null,
  actualizado_por uuid references public.usuarios_plataforma (id) on delete set null,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint industrial_movimientos_tipo_check check (tipo in ('entrada', 'salida', 'ajuste')),
  constraint industrial_movimientos_cantidad_check check (case when tipo = 'ajuste' then cantidad <> 0 else cantidad > 0 end),
  constraint industrial_movimientos_motivo_check check (char_length(btrim(motivo)) between 1 and 300)
);
create index industrial_movimientos_repuesto_id_idx on public.industrial_movimientos (repuesto_id, creado_en desc);
create index industrial_movimientos_empresa_id_idx on public.industrial_movimientos (empresa_id, creado_en desc);
create index industrial_movimientos_orden_id_idx on public.industrial_movimientos (orden_id);
create index industrial_movimientos_uso_id_idx on public.industrial_movimientos (uso_id);
create index industrial_movimientos_creado_por_idx on public.industrial_movimientos (creado_por);
create index industrial_movimientos_actualizado_por_idx on public.industrial_movimientos (actualizado_por);
alter table public.industrial_movimientos enable row level security;

-- Applies a move to its part's stock (SECURITY DEFINER: the stock column is not writable through
-- the API; this trigger is the one path, and the check constraint still has the last word).
create function private.industrial_aplicar_movimiento() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_delta numeric := case new.tipo when 'salida' then -new.cantidad else new.cantidad end;
  v_repuesto public.industrial_repuestos%rowtype;
begin
  select * into v_repuesto from public.industrial_repuestos r
  where r.id = new.repuesto_id and r.empresa_id = new.empresa_id for update;
  if not found then
    raise exception using errcode = '23503', message = 'el repuesto no existe en la empresa';
  end if;
  if new.orden_id is not null and not exists (select 1 from public.ops_ordenes o where o.id = new.orden_id and o.empresa_id = new.empresa_id) then
    raise exception using errcode = '23503', message = 'la orden no existe en la empresa';
  end if;
  begin
    update public.industrial_repuestos set stock = stock + v_delta where id = new.repuesto_id
    returning stock into new.stock_resultante;
  exception when check_violation then
    raise exception using errcode = '23514',
      message = format('stock insuficiente de %s: hay %s, se piden %s', v_repuesto.sku, trim_scale(v_repuesto.stock), trim_scale(-v_delta));
  end;
  return new;
end
$$;
create trigger a_atribuir before insert or update on public.industrial_movimientos
  for each row execute function private.atribuir_registro();
create trigger b_aplicar before insert on public.industrial_movimientos
  for each row execute function private.industrial_aplicar_movimiento();

-- A part used on an order is a 'salida' of its stock in the same transaction; removing the line
-- is an 'entrada' back. SECURITY DEFINER: a technician with Ops but without Industrial still
-- takes the part out of the company's stock.
create function private.ops_mover_stock() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_codigo text;
begin
  if tg_op = 'INSERT' then
    if new.repuesto_id is not null then
      select o.codigo into v_codigo from public.ops_ordenes o where o.id = new.orden_id;
      insert into public.industrial_movimientos (empresa_id, repuesto_id, tipo, cantidad, motivo, orden_id, uso_id)
      values (new.empresa_id, new.repuesto_id, 'salida', new.cantidad, 'Usado en ' || v_codigo, new.orden_id, new.id);
    end if;
    return new;
  end if;
  if old.repuesto_id is not null then
    select o.codigo into v_codigo from public.ops_ordenes o where o.id = old.orden_id;
    insert into public.industrial_movimientos (empresa_id, repuesto_id, tipo, cantidad, motivo, orden_id)
    values (old.empresa_id, old.repuesto_id, 'entrada', old.cantidad, 'Devuelto de ' || coalesce(v_codigo, 'una orden'), old.orden_id);
  end if;
  return old;
end
$$;

create function private.ops_verificar_repuesto() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.repuesto_id is not null and not private.repuesto_de_empresa(new.repuesto_id, new.empresa_id) then
    raise exception using errcode = '23503', message = 'el repuesto no existe en la empresa';
  end if;
  return new;
end
$$;

create function private.repuesto_de_empresa(p_repuesto uuid, p_empresa uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.industrial_repuestos r where r.id = p_repuesto and r.empresa_id = p_empresa)
$$;
revoke all on function private.repuesto_de_empresa(uuid, uuid) from public, anon;
grant execute on function private.repuesto_de_empresa(uuid, uuid) to authenticated, service_role;

-- Triggers and policies of the children ------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['ops_tareas', 'ops_repuestos_usados', 'ops_horas', 'ops_comentarios'] loop
    execute format('create trigger a_atribuir before insert or update on public.%I
      for each row execute function private.atribuir_registro()', t);
    execute format('create trigger b_verificar before insert or update on public.%I
      for each row execute function private.ops_verificar_hijo()', t);
    execute format('alter table public.%I enable row level security', t);
    execute format($p$create policy %I on public.%I for select to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')))$p$, t || '_leer', t);
    execute format($p$create policy %I on public.%I for insert to authenticated
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')))$p$, t || '_crear', t);
  end loop;
end
$$;
create trigger c_verificar_repuesto before insert on public.ops_repuestos_usados
  for each row execute function private.ops_verificar_repuesto();
create trigger z_mover_stock after insert or delete on public.ops_repuestos_usados
  for each row execute function private.ops_mover_stock();

-- Checklist: anyone in the module ticks and removes tasks.
create policy ops_tareas_editar on public.ops_tareas for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
create policy ops_tareas_borrar on public.ops_tareas for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
-- Parts used are not edited (a wrong line is removed, which returns its stock).
create policy ops_repuestos_usados_borrar on public.ops_repuestos_usados for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
-- Hours and comments: their author edits and removes them; admin_empresa removes any.
create policy ops_horas_editar on public.ops_horas for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')) and creado_por = (select auth.uid()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
create policy ops_horas_borrar on public.ops_horas for delete to authenticated
  using ((select private.tiene_modulo('ops')) and (
    (empresa_id = (select private.empresa_actual()) and creado_por = (select auth.uid()))
    or empresa_id = (select private.empresa_administrada())));
create policy ops_comentarios_editar on public.ops_comentarios for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')) and creado_por = (select auth.uid()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));
create policy ops_comentarios_borrar on public.ops_comentarios for delete to authenticated
  using ((select private.tiene_modulo('ops')) and (
    (empresa_id = (select private.empresa_actual()) and creado_por = (select auth.uid()))
    or empresa_id = (select private.empresa_administrada())));

-- Policies of Industrial and of the orders -----------------------------------------------------------
do $$
declare
  t text;
  m text;
begin
  foreach t in array array['industrial_activos', 'industrial_repuestos', 'industrial_planes', 'industrial_movimientos', 'ops_ordenes'] loop
    m := split_part(t, '_', 1);
    execute format($p$create policy %I on public.%I for select to authenticated
      using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo(%L)))$p$, t || '_leer', t, m);
    execute format($p$create policy %I on public.%I for insert to authenticated
      with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo(%L)))$p$, t || '_crear', t, m);
    if t <> 'industrial_movimientos' then
      execute format($p$create policy %I on public.%I for update to authenticated
        using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo(%L)))
        with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo(%L)))$p$, t || '_editar', t, m, m);
      execute format($p$create policy %I on public.%I for delete to authenticated
        using (empresa_id = (select private.empresa_administrada()) and (select private.tiene_modulo(%L)))$p$, t || '_borrar', t, m);
    end if;
  end loop;
end
$$;

create policy ops_transiciones_leer on public.ops_transiciones for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('ops')));

-- 'Generar OT' from a preventive plan: needs both modules; the order is preventive, for the plan's
-- asset, scheduled on the plan's next date.
create function public.industrial_generar_ot(p_plan_id uuid) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_plan public.industrial_planes%rowtype;
  v_id uuid;
begin
  if not private.tiene_modulo('ops') then
    raise exception using errcode = '42501', message = 'la empresa o el usuario no tiene Axel Ops';
  end if;
  select * into v_plan from public.industrial_planes p where p.id = p_plan_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'el plan no existe';
  end if;
  insert into public.ops_ordenes (tipo, prioridad, activo_id, falla_reportada, fecha_programada, plan_id)
  values ('preventiva', 'media', v_plan.activo_id,
          'Mantención preventiva: ' || v_plan.nombre || coalesce(E'\n' || v_plan.descripcion, ''),
          greatest(v_plan.proxima_fecha, current_date), v_plan.id)
  returning id into v_id;
  return v_id;
end
$$;
revoke all on function public.industrial_generar_ot(uuid) from public, anon;
grant execute on function public.industrial_generar_ot(uuid) to authenticated, service_role;

-- The company's active users, for choosing a technician (a usuario may not read other users' rows;
-- this gives names only, to users with Ops).
create function public.ops_tecnicos() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('ops')
  order by 2
$$;
revoke all on function public.ops_tecnicos() from public, anon;
grant execute on function public.ops_tecnicos() to authenticated, service_role;

-- Overview figures computed in the database (one request, no rows shipped to the browser).
create function public.ops_resumen() returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'abiertas_por_prioridad', (
      select coalesce(jsonb_object_agg(prioridad, n), '{}'::jsonb) from (
        select prioridad, count(*) as n from public.ops_ordenes
        where estado in ('abierta', 'asignada', 'en_curso') group by prioridad) x),
    'vencidas', (
      select count(*) from public.ops_ordenes
      where estado in ('abierta', 'asignada', 'en_curso') and fecha_programada < current_date),
    'mediana_horas_cierre', (
      select percentile_cont(0.5) within group (order by extract(epoch from (cerrada_en - creado_en)) / 3600)
      from public.ops_ordenes where cerrada_en is not null and cerrada_en > now() - interval '180 days'),
    'por_semana', (
      select coalesce(jsonb_agg(jsonb_build_object('semana', semana, 'creadas', creadas, 'cerradas', cerradas) order by semana), '[]'::jsonb)
      from (
        select s.semana::date as semana,
          (select count(*) from public.ops_ordenes o where o.creado_en >= s.semana and o.creado_en < s.semana + interval '7 days') as creadas,
          (select count(*) from public.ops_ordenes o where o.cerrada_en >= s.semana and o.cerrada_en < s.semana + interval '7 days') as cerradas
        from generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()), interval '7 days') as s(semana)
      ) w)
  )
$$;
revoke all on function public.ops_resumen() from public, anon;
grant execute on function public.ops_resumen() to authenticated, service_role;

-- Privileges (docs/design.md §11: explicit, nothing from defaults) ---------------------------------
grant select, insert, update, delete on
  public.terceros, public.industrial_activos, public.industrial_planes, public.ops_ordenes, public.ops_tareas,
  public.ops_horas, public.ops_comentarios
  to authenticated;
-- The stock changes only through moves: updates leave it out (a new part may bring its initial
-- stock, as a catalogue import does).
grant select, insert, delete on public.industrial_repuestos to authenticated;
grant update (sku, nombre, unidad, stock_minimo, ubicacion_bodega, costo_unitario) on public.industrial_repuestos to authenticated;
-- Moves and parts used are history: added (and a used part removed), never edited.
grant select, insert on public.industrial_movimientos to authenticated;
grant select, insert, delete on public.ops_repuestos_usados to authenticated;
grant select on public.ops_transiciones to authenticated;
-- ops_ordenes: the number, the company, the authorship and the state's dates are the triggers'
-- (whatever an update sends for them is replaced by the stored values).

grant select, insert, update, delete on
  public.terceros, public.industrial_activos, public.industrial_repuestos, public.industrial_planes,
  public.industrial_movimientos, public.ops_ordenes, public.ops_transiciones, public.ops_tareas,
  public.ops_repuestos_usados, public.ops_horas, public.ops_comentarios
  to service_role;
grant usage, select on sequence public.ops_transiciones_id_seq to service_role;

revoke all on function private.industrial_verificar_activo(), private.industrial_verificar_plan(),
  private.ops_verificar_orden(), private.ops_registrar_transicion(), private.ops_verificar_hijo(),
  private.industrial_aplicar_movimiento(), private.ops_mover_stock(), private.ops_verificar_repuesto()
  from public, anon;
grant execute on function private.industrial_verificar_activo(), private.industrial_verificar_plan(),
  private.ops_verificar_orden(), private.ops_registrar_transicion(), private.ops_verificar_hijo(),
  private.industrial_aplicar_movimiento(), private.ops_mover_stock(), private.ops_verificar_repuesto()
  to authenticated, service_role;
