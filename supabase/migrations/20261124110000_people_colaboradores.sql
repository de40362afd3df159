-- Axel People (issue 13, docs/design.md §9): employees, the company's holidays, leave and vacation
-- requests, attendance. Built on the module platform (20261124050000_plataforma_modulos.sql):
-- every table has empresa_id, the attribution trigger, and policies that start from
--
--   empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
--
-- Privacy inside the company (who sees what of whom):
--   - colaboradores: the directory (names, position, area, contact, direct manager, state, the
--     optional link to a platform user). Every user of the company with the module reads it.
--   - colaboradores_ficha: the private record (RUT, start date, contract, emergency contact,
--     vacation opening balance), one row per employee. Read by the employee themselves, their
--     managers (direct and indirect: the chain of jefe_id above the employee) and the company's
--     admins.
--   - solicitudes_ausencia and marcas_asistencia: the same rule as the record.
-- The directory/record split is what lets a plain row-level policy (no SECURITY DEFINER view)
-- show everyone the directory and only the right people the record.
--
-- Writes: the company's admins (admin_empresa; super_admin inside its own company) create, edit and
-- delete employees, records and holidays. An employee asks for leave for themselves and clocks in
-- and out for themselves; their direct manager or an admin resolves the request (never the
-- requester), enforced by the trigger on solicitudes_ausencia.

-- RUT: the Chilean tax id, stored as digits, a hyphen and the check digit ('12345678-5') -------------

-- Module 11 check digit: the body's digits from the right, weighted 2..7 cyclically.
create function private.rut_valido(p_rut text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  v_cuerpo text;
  v_suma int := 0;
  v_peso int := 2;
  v_resto int;
  v_dv text;
begin
  if p_rut is null or p_rut !~ '^[1-9][0-9]{0,7}-[0-9K]$' then
    return false;
  end if;
  v_cuerpo := split_part(p_rut, '-', 1);
  for i in reverse length(v_cuerpo)..1 loop
    v_suma := v_suma + substr(v_cuerpo, i, 1)::int * v_peso;
    v_peso := case when v_peso = 7 then 2 else v_peso + 1 end;
  end loop;
  v_resto := 11 - v_suma % 11;
  v_dv := case v_resto when 11 then '0' when 10 then 'K' else v_resto::text end;
  return v_dv = split_part(p_rut, '-', 2);
end
$$;

-- '12.345.678-5', '12345678 5', '123456785' -> '12345678-5' (anything else is left for the check to refuse).
create function private.normalizar_rut(p_rut text) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_rut is null then null
    when upper(regexp_replace(p_rut, '[.\s-]', '', 'g')) ~ '^[0-9]{2,9}[0-9K]$'
      then ltrim(left(upper(regexp_replace(p_rut, '[.\s-]', '', 'g')), -1), '0') || '-'
        || right(upper(regexp_replace(p_rut, '[.\s-]', '', 'g')), 1)
    else btrim(p_rut)
  end
$$;

-- Tables --------------------------------------------------------------------------------------------

create table public.colaboradores (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  -- Not every employee uses the platform; when one does, their account (of the same company).
  usuario_id uuid references public.usuarios_plataforma (id) on delete set null,
  nombres text not null,
  apellidos text not null,
  cargo text not null default '',
  area text not null default '',
  jefe_id uuid,
  correo text,
  telefono text,
  estado text not null default 'activo',
  busqueda text generated always as (
    translate(lower(nombres || ' ' || apellidos || ' ' || cargo || ' ' || area || ' ' || coalesce(correo, '')),
      'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
  ) stored,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint colaboradores_empresa_id_id_key unique (empresa_id, id),
  constraint colaboradores_usuario_id_key unique (usuario_id),
  -- The manager is an employee of the same company (composite key), never oneself.
  constraint colaboradores_jefe_fkey foreign key (empresa_id, jefe_id)
    references public.colaboradores (empresa_id, id) on delete set null (jefe_id),
  constraint colaboradores_jefe_no_propio check (jefe_id is distinct from id),
  constraint colaboradores_estado_check check (estado in ('activo', 'desvinculado')),
  constraint colaboradores_nombres_check check (char_length(btrim(nombres)) between 1 and 100),
  constraint colaboradores_apellidos_check check (char_length(btrim(apellidos)) between 1 and 100),
  constraint colaboradores_cargo_check check (char_length(cargo) <= 100),
  constraint colaboradores_area_check check (char_length(area) <= 100),
  constraint colaboradores_correo_check check (
    correo is null or (char_length(correo) <= 254 and correo ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
  ),
  constraint colaboradores_telefono_check check (telefono is null or telefono ~ '^\+?[0-9 ()-]{6,20}$')
);
create index colaboradores_empresa_id_apellidos_idx on public.colaboradores (empresa_id, apellidos, nombres);
create index colaboradores_jefe_id_idx on public.colaboradores (jefe_id);
create index colaboradores_empresa_id_area_idx on public.colaboradores (empresa_id, area);
alter table public.colaboradores enable row level security;

create table public.colaboradores_ficha (
  colaborador_id uuid primary key,
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  rut text not null,
  fecha_ingreso date not null,
  tipo_contrato text not null default 'indefinido',
  contacto_emergencia_nombre text,
  contacto_emergencia_telefono text,
  fecha_desvinculacion date,
  -- The vacation balance when the company started counting it here (working days), and from when;
  -- the monthly accrual runs from that date (or from fecha_ingreso when there is none).
  saldo_vacaciones_inicial numeric(6, 2) not null default 0,
  fecha_saldo_inicial date,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint colaboradores_ficha_colaborador_fkey foreign key (empresa_id, colaborador_id)
    references public.colaboradores (empresa_id, id) on delete cascade,
  constraint colaboradores_ficha_rut_key unique (empresa_id, rut),
  constraint colaboradores_ficha_rut_check check (private.rut_valido(rut)),
  constraint colaboradores_ficha_tipo_contrato_check check (
    tipo_contrato in ('indefinido', 'plazo_fijo', 'por_obra', 'honorarios', 'practica')
  ),
  constraint colaboradores_ficha_desvinculacion_check check (
    fecha_desvinculacion is null or fecha_desvinculacion >= fecha_ingreso
  ),
  constraint colaboradores_ficha_saldo_check check (saldo_vacaciones_inicial between -60 and 400),
  constraint colaboradores_ficha_emergencia_check check (
    char_length(coalesce(contacto_emergencia_nombre, '')) <= 100
    and (contacto_emergencia_telefono is null or contacto_emergencia_telefono ~ '^\+?[0-9 ()-]{6,20}$')
  )
);
alter table public.colaboradores_ficha enable row level security;

create table public.feriados (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  fecha date not null,
  nombre text not null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint feriados_empresa_id_fecha_key unique (empresa_id, fecha),
  constraint feriados_nombre_check check (char_length(btrim(nombre)) between 1 and 100)
);
alter table public.feriados enable row level security;

create table public.solicitudes_ausencia (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  colaborador_id uuid not null,
  tipo text not null,
  fecha_inicio date not null,
  fecha_fin date not null,
  -- Working days in the range (no weekends, no company holidays), computed by the trigger.
  dias_habiles numeric(6, 2) not null default 0,
  motivo text,
  estado text not null default 'pendiente',
  comentario_resolucion text,
  resuelto_por uuid references public.usuarios_plataforma (id) on delete set null,
  resuelto_en timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint solicitudes_ausencia_colaborador_fkey foreign key (empresa_id, colaborador_id)
    references public.colaboradores (empresa_id, id) on delete cascade,
  constraint solicitudes_ausencia_tipo_check check (
    tipo in ('vacaciones', 'permiso_con_goce', 'permiso_sin_goce', 'licencia_medica')
  ),
  constraint solicitudes_ausencia_estado_check check (estado in ('pendiente', 'aprobada', 'rechazada', 'cancelada')),
  constraint solicitudes_ausencia_fechas_check check (fecha_fin >= fecha_inicio and fecha_fin - fecha_inicio <= 366),
  constraint solicitudes_ausencia_motivo_check check (char_length(coalesce(motivo, '')) <= 500),
  constraint solicitudes_ausencia_comentario_check check (char_length(coalesce(comentario_resolucion, '')) <= 500)
);
create index solicitudes_ausencia_empresa_id_estado_idx on public.solicitudes_ausencia (empresa_id, estado, fecha_inicio);
create index solicitudes_ausencia_colaborador_id_idx on public.solicitudes_ausencia (colaborador_id, fecha_inicio);
create index solicitudes_ausencia_resuelto_por_idx on public.solicitudes_ausencia (resuelto_por);
alter table public.solicitudes_ausencia enable row level security;

create table public.marcas_asistencia (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  colaborador_id uuid not null,
  -- The working day in Chile's time zone.
  fecha date not null,
  entrada timestamptz not null,
  salida timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint marcas_asistencia_colaborador_fkey foreign key (empresa_id, colaborador_id)
    references public.colaboradores (empresa_id, id) on delete cascade,
  constraint marcas_asistencia_colaborador_fecha_key unique (colaborador_id, fecha),
  constraint marcas_asistencia_salida_check check (salida is null or salida >= entrada)
);
create index marcas_asistencia_empresa_id_fecha_idx on public.marcas_asistencia (empresa_id, fecha);
alter table public.marcas_asistencia enable row level security;

-- Who is asking, for People's privacy rules (SECURITY INVOKER: they read colaboradores under the
-- caller's own policies, which show the company's directory to every user of the module) --------

create function private.es_admin_people() returns boolean
language sql stable set search_path = '' as $$
  select coalesce((select private.rol_actual()) in ('admin_empresa', 'super_admin'), false)
$$;

-- The caller's own employee record in their company, or null.
create function private.mi_colaborador() returns uuid
language sql stable set search_path = '' as $$
  select c.id from public.colaboradores c
  where c.usuario_id = auth.uid() and c.empresa_id = (select private.empresa_actual())
$$;

-- Everyone below the caller in the chain of direct managers (the caller excluded).
create function private.mis_subordinados() returns setof uuid
language sql stable set search_path = '' as $$
  with recursive abajo (id, nivel) as (
    select c.id, 1 from public.colaboradores c
    where c.jefe_id = (select private.mi_colaborador()) and c.empresa_id = (select private.empresa_actual())
    union all
    select c.id, a.nivel + 1 from public.colaboradores c join abajo a on c.jefe_id = a.id
    where a.nivel < 50
  )
  select id from abajo
$$;

-- May the caller read this employee's record, requests and attendance?
create function private.puede_ver_colaborador(p_colaborador uuid) returns boolean
language sql stable set search_path = '' as $$
  select (select private.es_admin_people())
    or p_colaborador = (select private.mi_colaborador())
    or p_colaborador in (select private.mis_subordinados())
$$;

-- Working days between two dates (both included): Monday to Friday, without the company's holidays.
create function private.dias_habiles_empresa(p_empresa uuid, p_desde date, p_hasta date) returns integer
language sql stable set search_path = '' as $$
  select count(*)::int
  from generate_series(p_desde::timestamp, p_hasta::timestamp, interval '1 day') d
  where extract(isodow from d) < 6
    and not exists (select 1 from public.feriados f where f.empresa_id = p_empresa and f.fecha = d::date)
$$;

-- Vacation balance (Chilean rule: 15 working days a year, accrued monthly = 1.25 per complete month
-- of service since the opening date), minus approved vacation (taken) and pending vacation (held).
create function private.saldo_vacaciones(p_colaborador uuid, p_al date default current_date)
returns table (meses integer, acumulado numeric, tomados numeric, pendientes numeric, disponible numeric)
language sql stable set search_path = '' as $$
  with f as (
    select coalesce(f.fecha_saldo_inicial, f.fecha_ingreso) as desde, f.saldo_vacaciones_inicial as inicial
    from public.colaboradores_ficha f where f.colaborador_id = p_colaborador
  ), m as (
    select f.inicial, f.desde,
      greatest(0, (extract(year from age(p_al, f.desde)) * 12 + extract(month from age(p_al, f.desde)))::int) as meses
    from f
  ), s as (
    select
      coalesce(sum(s.dias_habiles) filter (where s.estado = 'aprobada'), 0) as tomados,
      coalesce(sum(s.dias_habiles) filter (where s.estado = 'pendiente'), 0) as pendientes
    from public.solicitudes_ausencia s, m
    where s.colaborador_id = p_colaborador and s.tipo = 'vacaciones' and s.fecha_inicio >= m.desde
  )
  select m.meses, m.inicial + m.meses * 1.25, s.tomados, s.pendientes, m.inicial + m.meses * 1.25 - s.tomados - s.pendientes
  from m, s
$$;

-- The API: working days for the caller's company (the request form shows them before sending).
create function public.dias_habiles(p_desde date, p_hasta date) returns integer
language sql stable security invoker set search_path = '' as $$
  select case when p_desde is null or p_hasta is null or p_hasta < p_desde or p_hasta - p_desde > 366 then null
    else private.dias_habiles_empresa((select private.empresa_actual()), p_desde, p_hasta) end
$$;

-- Vacation balances of the employees whose record the caller may read.
create view public.saldos_vacaciones with (security_invoker = true) as
  select f.colaborador_id, f.empresa_id, f.fecha_ingreso, s.meses, s.acumulado, s.tomados, s.pendientes, s.disponible
  from public.colaboradores_ficha f
  cross join lateral private.saldo_vacaciones(f.colaborador_id) s;

-- The company's people directory as the API serves it: the directory columns only.
create view public.directorio_colaboradores with (security_invoker = true) as
  select c.id, c.empresa_id, c.nombres, c.apellidos, c.cargo, c.area, c.correo, c.telefono, c.jefe_id, c.estado, c.busqueda
  from public.colaboradores c;

-- Triggers --------------------------------------------------------------------------------------------

create trigger colaboradores_atribuir before insert or update on public.colaboradores
  for each row execute function private.atribuir_registro();
create trigger colaboradores_ficha_atribuir before insert or update on public.colaboradores_ficha
  for each row execute function private.atribuir_registro();
create trigger feriados_atribuir before insert or update on public.feriados
  for each row execute function private.atribuir_registro();
create trigger solicitudes_ausencia_atribuir before insert or update on public.solicitudes_ausencia
  for each row execute function private.atribuir_registro();
create trigger marcas_asistencia_atribuir before insert or update on public.marcas_asistencia
  for each row execute function private.atribuir_registro();

-- An employee's manager chain never loops; the linked account belongs to the same company.
create function private.validar_colaborador() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.nombres := btrim(new.nombres);
  new.apellidos := btrim(new.apellidos);
  new.cargo := btrim(coalesce(new.cargo, ''));
  new.area := btrim(coalesce(new.area, ''));
  new.correo := nullif(lower(btrim(new.correo)), '');
  new.telefono := nullif(btrim(new.telefono), '');
  if new.jefe_id is not null and (tg_op = 'INSERT' or new.jefe_id is distinct from old.jefe_id) then
    if exists (
      with recursive arriba (id, nivel) as (
        select new.jefe_id, 1
        union all
        select c.jefe_id, a.nivel + 1 from public.colaboradores c join arriba a on c.id = a.id
        where c.jefe_id is not null and a.nivel < 100
      )
      select 1 from arriba where id = new.id
    ) then
      raise exception using errcode = '23514', message = 'La jefatura directa no puede ser un subordinado del colaborador',
        constraint = 'colaboradores_jefe_no_circular';
    end if;
  end if;
  if new.usuario_id is not null and (tg_op = 'INSERT' or new.usuario_id is distinct from old.usuario_id)
    and auth.uid() is not null
    and not exists (
      select 1 from public.usuarios_plataforma u where u.id = new.usuario_id and u.empresa_id = new.empresa_id
    ) then
    raise exception using errcode = '23503', message = 'La cuenta vinculada no es un usuario de la empresa',
      constraint = 'colaboradores_usuario_empresa';
  end if;
  return new;
end
$$;
-- Named so it runs after colaboradores_atribuir (triggers fire in name order): empresa_id is set.
create trigger colaboradores_validar before insert or update on public.colaboradores
  for each row execute function private.validar_colaborador();

create function private.normalizar_ficha() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.rut := private.normalizar_rut(new.rut);
  new.contacto_emergencia_nombre := nullif(btrim(new.contacto_emergencia_nombre), '');
  new.contacto_emergencia_telefono := nullif(btrim(new.contacto_emergencia_telefono), '');
  return new;
end
$$;
create trigger colaboradores_ficha_normalizar before insert or update on public.colaboradores_ficha
  for each row execute function private.normalizar_ficha();

-- Requests: asked by the employee for themselves, resolved by their direct manager or an admin.
-- A statement without a signed-in user (the seed, the service role) is trusted as given.
create function private.validar_solicitud_ausencia() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
  v_colaborador public.colaboradores%rowtype;
  v_saldo numeric;
  v_es_jefe boolean;
begin
  select * into v_colaborador from public.colaboradores c where c.id = new.colaborador_id;

  if tg_op = 'INSERT' then
    new.dias_habiles := private.dias_habiles_empresa(new.empresa_id, new.fecha_inicio, new.fecha_fin);
    if v_usuario is null then
      return new;
    end if;
    if v_colaborador.usuario_id is distinct from v_usuario then
      raise exception using errcode = '42501', message = 'Solo puedes pedir ausencias para ti';
    end if;
    if v_colaborador.estado <> 'activo' then
      raise exception using errcode = '23514', message = 'Un colaborador desvinculado no puede pedir ausencias';
    end if;
    new.estado := 'pendiente';
    new.comentario_resolucion := null;
    new.resuelto_por := null;
    new.resuelto_en := null;
    if new.dias_habiles = 0 then
      raise exception using errcode = '23514', message = 'El período no tiene días hábiles';
    end if;
    if exists (
      select 1 from public.solicitudes_ausencia s
      where s.colaborador_id = new.colaborador_id and s.estado in ('pendiente', 'aprobada')
        and s.fecha_inicio <= new.fecha_fin and s.fecha_fin >= new.fecha_inicio
    ) then
      raise exception using errcode = '23P01', message = 'Ya tienes una solicitud pendiente o aprobada en esas fechas';
    end if;
    if new.tipo = 'vacaciones' then
      select s.disponible into v_saldo from private.saldo_vacaciones(new.colaborador_id) s;
      if coalesce(v_saldo, 0) < new.dias_habiles then
        raise exception using errcode = '23514',
          message = format('Saldo de vacaciones insuficiente: pides %s días hábiles y tienes %s',
            new.dias_habiles, to_char(coalesce(v_saldo, 0), 'FM9990.##'));
      end if;
    end if;
    return new;
  end if;

  -- UPDATE: the request's terms never change; only its state moves, once, from pendiente.
  if (new.colaborador_id, new.tipo, new.fecha_inicio, new.fecha_fin, new.motivo)
      is distinct from (old.colaborador_id, old.tipo, old.fecha_inicio, old.fecha_fin, old.motivo) then
    if v_usuario is not null then
      raise exception using errcode = '42501', message = 'Una solicitud enviada no se edita: cancélala y pide otra';
    end if;
    new.dias_habiles := private.dias_habiles_empresa(new.empresa_id, new.fecha_inicio, new.fecha_fin);
  end if;
  if v_usuario is null or new.estado = old.estado and new.comentario_resolucion is not distinct from old.comentario_resolucion then
    return new;
  end if;
  if old.estado <> 'pendiente' then
    raise exception using errcode = '23514', message = 'La solicitud ya fue resuelta';
  end if;
  if new.estado = 'cancelada' then
    if v_colaborador.usuario_id is distinct from v_usuario then
      raise exception using errcode = '42501', message = 'Solo quien pidió la ausencia puede cancelarla';
    end if;
  elsif new.estado in ('aprobada', 'rechazada') then
    if v_colaborador.usuario_id = v_usuario then
      raise exception using errcode = '42501', message = 'No puedes resolver tu propia solicitud';
    end if;
    v_es_jefe := v_colaborador.jefe_id is not null and v_colaborador.jefe_id = (select private.mi_colaborador());
    if not (v_es_jefe or private.es_admin_people()) then
      raise exception using errcode = '42501',
        message = 'Solo la jefatura directa o un administrador de la empresa resuelve esta solicitud';
    end if;
    if new.estado = 'rechazada' and coalesce(btrim(new.comentario_resolucion), '') = '' then
      raise exception using errcode = '23514', message = 'Indica el motivo del rechazo';
    end if;
    new.resuelto_por := v_usuario;
    new.resuelto_en := now();
  else
    raise exception using errcode = '23514', message = 'Cambio de estado no permitido';
  end if;
  new.comentario_resolucion := nullif(btrim(new.comentario_resolucion), '');
  return new;
end
$$;
create trigger solicitudes_ausencia_validar before insert or update on public.solicitudes_ausencia
  for each row execute function private.validar_solicitud_ausencia();

-- Attendance: an employee clocks in and out for themselves, at the database's clock. Admins may
-- correct any mark with explicit times; nobody else writes another's marks (the policies).
create function private.validar_marca_asistencia() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_usuario uuid := auth.uid();
  v_propio boolean;
begin
  if v_usuario is null then
    return new;
  end if;
  v_propio := new.colaborador_id = (select private.mi_colaborador());
  if tg_op = 'INSERT' then
    if v_propio and not private.es_admin_people() or v_propio and new.entrada is null then
      new.entrada := now();
      new.fecha := (now() at time zone 'America/Santiago')::date;
      new.salida := null;
    end if;
    if new.fecha is null then
      new.fecha := (new.entrada at time zone 'America/Santiago')::date;
    end if;
  elsif v_propio and not private.es_admin_people() then
    if old.salida is not null then
      raise exception using errcode = '23514', message = 'Ya marcaste la salida de ese día';
    end if;
    if (new.colaborador_id, new.fecha, new.entrada) is distinct from (old.colaborador_id, old.fecha, old.entrada) then
      raise exception using errcode = '42501', message = 'Solo puedes marcar tu salida';
    end if;
    new.salida := now();
  end if;
  return new;
end
$$;
create trigger marcas_asistencia_validar before insert or update on public.marcas_asistencia
  for each row execute function private.validar_marca_asistencia();

-- Clock in / clock out for the caller (the screens' buttons).
create function public.marcar_entrada() returns public.marcas_asistencia
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_colaborador uuid := private.mi_colaborador();
  v_marca public.marcas_asistencia;
begin
  if v_colaborador is null then
    raise exception using errcode = '42501', message = 'Tu cuenta no está vinculada a una ficha de colaborador';
  end if;
  insert into public.marcas_asistencia (colaborador_id, fecha, entrada)
  values (v_colaborador, (now() at time zone 'America/Santiago')::date, now())
  returning * into v_marca;
  return v_marca;
exception when unique_violation then
  raise exception using errcode = '23505', message = 'Ya marcaste tu entrada hoy';
end
$$;

create function public.marcar_salida() returns public.marcas_asistencia
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_colaborador uuid := private.mi_colaborador();
  v_marca public.marcas_asistencia;
begin
  if v_colaborador is null then
    raise exception using errcode = '42501', message = 'Tu cuenta no está vinculada a una ficha de colaborador';
  end if;
  update public.marcas_asistencia m set salida = now()
  where m.colaborador_id = v_colaborador and m.fecha = (now() at time zone 'America/Santiago')::date
  returning * into v_marca;
  if v_marca.id is null then
    raise exception using errcode = 'P0002', message = 'No hay una entrada marcada hoy';
  end if;
  return v_marca;
end
$$;

-- Creating or editing an employee is one directory row and one record row, in one transaction
-- (SECURITY INVOKER: both writes go through the caller's policies). p_datos carries the columns
-- of both tables by name; returns the employee's id.
create function public.guardar_colaborador(p_id uuid, p_datos jsonb) returns uuid
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_id uuid;
begin
  if p_datos is null or jsonb_typeof(p_datos) <> 'object' then
    raise exception using errcode = '22023', message = 'Faltan los datos del colaborador';
  end if;
  if p_id is null then
    insert into public.colaboradores (nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado, usuario_id)
    values (p_datos ->> 'nombres', p_datos ->> 'apellidos', coalesce(p_datos ->> 'cargo', ''), coalesce(p_datos ->> 'area', ''),
      (p_datos ->> 'jefe_id')::uuid, p_datos ->> 'correo', p_datos ->> 'telefono', coalesce(p_datos ->> 'estado', 'activo'),
      (p_datos ->> 'usuario_id')::uuid)
    returning id into v_id;
    insert into public.colaboradores_ficha (colaborador_id, rut, fecha_ingreso, tipo_contrato, contacto_emergencia_nombre,
      contacto_emergencia_telefono, fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial)
    values (v_id, p_datos ->> 'rut', (p_datos ->> 'fecha_ingreso')::date, coalesce(p_datos ->> 'tipo_contrato', 'indefinido'),
      p_datos ->> 'contacto_emergencia_nombre', p_datos ->> 'contacto_emergencia_telefono',
      (p_datos ->> 'fecha_desvinculacion')::date, coalesce((p_datos ->> 'saldo_vacaciones_inicial')::numeric, 0),
      (p_datos ->> 'fecha_saldo_inicial')::date);
    return v_id;
  end if;

  update public.colaboradores c set
    nombres = coalesce(p_datos ->> 'nombres', c.nombres),
    apellidos = coalesce(p_datos ->> 'apellidos', c.apellidos),
    cargo = case when p_datos ? 'cargo' then coalesce(p_datos ->> 'cargo', '') else c.cargo end,
    area = case when p_datos ? 'area' then coalesce(p_datos ->> 'area', '') else c.area end,
    jefe_id = case when p_datos ? 'jefe_id' then (p_datos ->> 'jefe_id')::uuid else c.jefe_id end,
    correo = case when p_datos ? 'correo' then p_datos ->> 'correo' else c.correo end,
    telefono = case when p_datos ? 'telefono' then p_datos ->> 'telefono' else c.telefono end,
    estado = coalesce(p_datos ->> 'estado', c.estado),
    usuario_id = case when p_datos ? 'usuario_id' then (p_datos ->> 'usuario_id')::uuid else c.usuario_id end
  where c.id = p_id
  returning c.id into v_id;
  if v_id is null then
    raise exception using errcode = '42501', message = 'No puedes editar este colaborador';
  end if;
  update public.colaboradores_ficha f set
    rut = coalesce(p_datos ->> 'rut', f.rut),
    fecha_ingreso = coalesce((p_datos ->> 'fecha_ingreso')::date, f.fecha_ingreso),
    tipo_contrato = coalesce(p_datos ->> 'tipo_contrato', f.tipo_contrato),
    contacto_emergencia_nombre = case when p_datos ? 'contacto_emergencia_nombre' then p_datos ->> 'contacto_emergencia_nombre' else f.contacto_emergencia_nombre end,
    contacto_emergencia_telefono = case when p_datos ? 'contacto_emergencia_telefono' then p_datos ->> 'contacto_emergencia_telefono' else f.contacto_emergencia_telefono end,
    fecha_desvinculacion = case when p_datos ? 'fecha_desvinculacion' then (p_datos ->> 'fecha_desvinculacion')::date else f.fecha_desvinculacion end,
    saldo_vacaciones_inicial = coalesce((p_datos ->> 'saldo_vacaciones_inicial')::numeric, f.saldo_vacaciones_inicial),
    fecha_saldo_inicial = case when p_datos ? 'fecha_saldo_inicial' then (p_datos ->> 'fecha_saldo_inicial')::date else f.fecha_saldo_inicial end
  where f.colaborador_id = p_id;
  return v_id;
end
$$;

-- The CSV import: every row in its own subtransaction, so one bad row (a duplicate RUT, a check
-- the client could not know) is reported and the others are saved. p_filas is an array of objects
-- like guardar_colaborador's p_datos, plus 'jefe_rut' (the manager by RUT, among the existing
-- employees or earlier rows). Returns {"creados": n, "errores": [{"fila": i, "mensaje": "..."}]}
-- with i counting from 1 over p_filas.
create function public.importar_colaboradores(p_filas jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_fila jsonb;
  v_i int := 0;
  v_creados int := 0;
  v_errores jsonb := '[]'::jsonb;
  v_datos jsonb;
  v_jefe uuid;
begin
  if not private.es_admin_people() then
    raise exception using errcode = '42501', message = 'Solo un administrador de la empresa importa colaboradores';
  end if;
  if p_filas is null or jsonb_typeof(p_filas) <> 'array' then
    raise exception using errcode = '22023', message = 'Se esperaba una lista de filas';
  end if;
  if jsonb_array_length(p_filas) > 10000 then
    raise exception using errcode = '54000', message = 'Importa como máximo 10.000 filas por vez';
  end if;
  for v_fila in select value from jsonb_array_elements(p_filas) loop
    v_i := v_i + 1;
    begin
      v_datos := v_fila - 'jefe_rut';
      if coalesce(v_fila ->> 'jefe_rut', '') <> '' then
        select f.colaborador_id into v_jefe from public.colaboradores_ficha f
        where f.rut = private.normalizar_rut(v_fila ->> 'jefe_rut');
        if v_jefe is null then
          raise exception using errcode = '23503', message = format('No existe un colaborador con RUT %s para la jefatura', v_fila ->> 'jefe_rut');
        end if;
        v_datos := v_datos || jsonb_build_object('jefe_id', v_jefe);
      end if;
      perform public.guardar_colaborador(null, v_datos);
      v_creados := v_creados + 1;
    exception when others then
      v_errores := v_errores || jsonb_build_object('fila', v_i, 'mensaje', case
        when sqlerrm like '%colaboradores_ficha_rut_key%' then 'El RUT ya está registrado en la empresa'
        when sqlerrm like '%colaboradores_ficha_rut_check%' then 'RUT inválido'
        when sqlerrm like '%colaboradores_correo_check%' then 'Correo inválido'
        when sqlerrm like '%colaboradores_telefono_check%' then 'Teléfono inválido'
        when sqlerrm like '%tipo_contrato_check%' then 'Tipo de contrato inválido'
        when sqlstate = '22007' or sqlstate = '22008' then 'Fecha inválida'
        when sqlstate = '23502' then 'Falta un dato obligatorio'
        else sqlerrm end);
    end;
  end loop;
  return jsonb_build_object('creados', v_creados, 'errores', v_errores);
end
$$;

-- Row-level security -------------------------------------------------------------------------------

-- colaboradores: the directory, for every user of the company with the module; admins write.
create policy colaboradores_leer on public.colaboradores for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people')));
create policy colaboradores_admin_insertar on public.colaboradores for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));
create policy colaboradores_admin_actualizar on public.colaboradores for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.es_admin_people()));
create policy colaboradores_admin_eliminar on public.colaboradores for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));

-- colaboradores_ficha: oneself, one's managers (direct and indirect), the company's admins.
create policy colaboradores_ficha_leer on public.colaboradores_ficha for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and private.puede_ver_colaborador(colaborador_id));
create policy colaboradores_ficha_admin_insertar on public.colaboradores_ficha for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));
create policy colaboradores_ficha_admin_actualizar on public.colaboradores_ficha for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.es_admin_people()));
create policy colaboradores_ficha_admin_eliminar on public.colaboradores_ficha for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));

-- feriados: every user of the module reads the company's holidays; admins write them.
create policy feriados_leer on public.feriados for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people')));
create policy feriados_admin on public.feriados for all to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));

-- solicitudes_ausencia: read like the record; insert for oneself; update (resolve, cancel) by the
-- people who may see it, refined by the trigger (direct manager or admin resolves, the requester
-- cancels); admins delete.
create policy solicitudes_ausencia_leer on public.solicitudes_ausencia for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and private.puede_ver_colaborador(colaborador_id));
create policy solicitudes_ausencia_pedir on public.solicitudes_ausencia for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and colaborador_id = (select private.mi_colaborador()));
create policy solicitudes_ausencia_resolver on public.solicitudes_ausencia for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and private.puede_ver_colaborador(colaborador_id))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people')));
create policy solicitudes_ausencia_admin_eliminar on public.solicitudes_ausencia for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));

-- marcas_asistencia: read like the record; one's own marks, or any by an admin.
create policy marcas_asistencia_leer on public.marcas_asistencia for select to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and private.puede_ver_colaborador(colaborador_id));
create policy marcas_asistencia_marcar on public.marcas_asistencia for insert to authenticated
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people())));
create policy marcas_asistencia_actualizar on public.marcas_asistencia for update to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people())))
  with check (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people())));
create policy marcas_asistencia_admin_eliminar on public.marcas_asistencia for delete to authenticated
  using (empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('people'))
    and (select private.es_admin_people()));

-- Privileges (explicit: hosted Supabase gives new objects none) ---------------------------------------
-- Attribution columns and computed columns are the database's: not in the column grants.
grant select, delete on public.colaboradores, public.colaboradores_ficha, public.feriados,
  public.solicitudes_ausencia, public.marcas_asistencia to authenticated;
grant insert (nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado, usuario_id),
  update (nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado, usuario_id)
  on public.colaboradores to authenticated;
grant insert (colaborador_id, rut, fecha_ingreso, tipo_contrato, contacto_emergencia_nombre, contacto_emergencia_telefono,
    fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial),
  update (rut, fecha_ingreso, tipo_contrato, contacto_emergencia_nombre, contacto_emergencia_telefono,
    fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial)
  on public.colaboradores_ficha to authenticated;
grant insert (fecha, nombre), update (fecha, nombre) on public.feriados to authenticated;
grant insert (colaborador_id, tipo, fecha_inicio, fecha_fin, motivo),
  update (estado, comentario_resolucion) on public.solicitudes_ausencia to authenticated;
grant insert (colaborador_id, fecha, entrada, salida), update (fecha, entrada, salida)
  on public.marcas_asistencia to authenticated;
grant select on public.saldos_vacaciones, public.directorio_colaboradores to authenticated;

grant select, insert, update, delete on public.colaboradores, public.colaboradores_ficha, public.feriados,
  public.solicitudes_ausencia, public.marcas_asistencia to service_role;
grant select on public.saldos_vacaciones, public.directorio_colaboradores to service_role;

revoke all on function private.rut_valido(text), private.normalizar_rut(text), private.es_admin_people(),
  private.mi_colaborador(), private.mis_subordinados(), private.puede_ver_colaborador(uuid),
  private.dias_habiles_empresa(uuid, date, date), private.saldo_vacaciones(uuid, date),
  public.dias_habiles(date, date), public.marcar_entrada(), public.marcar_salida(),
  public.guardar_colaborador(uuid, jsonb), public.importar_colaboradores(jsonb)
  from public, anon;
grant execute on function private.rut_valido(text), private.normalizar_rut(text), private.es_admin_people(),
  private.mi_colaborador(), private.mis_subordinados(), private.puede_ver_colaborador(uuid),
  private.dias_habiles_empresa(uuid, date, date), private.saldo_vacaciones(uuid, date),
  public.dias_habiles(date, date), public.marcar_entrada(), public.marcar_salida(),
  public.guardar_colaborador(uuid, jsonb), public.importar_colaboradores(jsonb)
  to authenticated, service_role;
revoke all on function private.validar_colaborador(), private.normalizar_ficha(),
  private.validar_solicitud_ausencia(), private.validar_marca_asistencia() from public, anon, authenticated;
