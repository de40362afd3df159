-- Axel Skills, certifications (issue 38): certification types with their validity, each employee's
-- certifications (date, expiry computed, the certificate as an attachment), the certifications a
-- position requires, the ones Axel Ops' work orders require (by the equipment's category or the
-- order's type) with the company's choice to warn or refuse, and the expiry notices at 60, 30 and 7
-- days and on expiry (docs/skills.md).

-- Certification types -----------------------------------------------------------------------------

create table public.skills_tipos_certificacion (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 120),
  emisor text not null default '' check (char_length(emisor) <= 120),
  -- Months a certification of this type is valid; null: it does not expire.
  vigencia_meses smallint check (vigencia_meses between 1 and 240),
  descripcion text not null default '' check (char_length(descripcion) <= 1000),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id)
);
create unique index skills_tipos_certificacion_nombre_idx on public.skills_tipos_certificacion (empresa_id, lower(btrim(nombre)));

select private.preparar_tabla_modulo('public.skills_tipos_certificacion', 'skills', crear => 'admin', editar => 'admin');

-- Employees' certifications -------------------------------------------------------------------------

create table public.skills_certificaciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  colaborador_id uuid not null,
  tipo_id uuid not null,
  fecha_obtencion date not null,
  -- fecha_obtencion + the type's validity (set by the trigger; null when the type does not expire).
  vence_el date,
  folio text not null default '' check (char_length(folio) <= 80),
  notas text not null default '' check (char_length(notas) <= 1000),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, colaborador_id) references public.colaboradores (empresa_id, id) on delete cascade,
  foreign key (empresa_id, tipo_id) references public.skills_tipos_certificacion (empresa_id, id) on delete restrict
);
create index skills_certificaciones_colaborador_idx on public.skills_certificaciones (colaborador_id, tipo_id, vence_el desc);
create index skills_certificaciones_tipo_idx on public.skills_certificaciones (tipo_id);
create index skills_certificaciones_vence_idx on public.skills_certificaciones (empresa_id, vence_el);

-- Who: as assessments. Everyone reads the certifications of the employees they see (their own,
-- their reports', all for the admin); the employee's manager or the admin registers and corrects;
-- the admin deletes.
select private.preparar_tabla_modulo('public.skills_certificaciones', 'skills',
  leer => null, crear => null, editar => null, borrar => 'admin',
  privilegios => 'select, delete, insert (colaborador_id, tipo_id, fecha_obtencion, folio, notas), update (fecha_obtencion, folio, notas)');

create policy skills_certificaciones_leer_visibles on public.skills_certificaciones for select to authenticated
  using (colaborador_id in (select private.skills_visibles()));
create policy skills_certificaciones_crear_jefe_o_admin on public.skills_certificaciones for insert to authenticated
  with check (empresa_id = (select private.empresa_administrada())
    or colaborador_id in (select private.skills_subordinados()));
create policy skills_certificaciones_editar_jefe_o_admin on public.skills_certificaciones for update to authenticated
  using (empresa_id = (select private.empresa_administrada())
    or colaborador_id in (select private.skills_subordinados()))
  with check (true);

create function private.skills_verificar_certificacion() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_meses smallint;
begin
  if new.fecha_obtencion > private.hoy_chile() then
    raise exception using errcode = '23514', message = 'La fecha de obtención no puede ser futura';
  end if;
  select t.vigencia_meses into v_meses from public.skills_tipos_certificacion t where t.id = new.tipo_id;
  new.vence_el := case when v_meses is null then null else (new.fecha_obtencion + make_interval(months => v_meses))::date end;
  return new;
end
$$;
revoke all on function private.skills_verificar_certificacion() from public;
create trigger b_verificar before insert or update on public.skills_certificaciones
  for each row execute function private.skills_verificar_certificacion();

-- A type's new validity moves the expiry of its certifications (SECURITY INVOKER: only the admin
-- edits types, and the admin may update every certification).
create function private.skills_recalcular_vencimientos() returns trigger
language plpgsql set search_path = '' as $$
begin
  update public.skills_certificaciones c set fecha_obtencion = c.fecha_obtencion where c.tipo_id = new.id;
  return null;
end
$$;
revoke all on function private.skills_recalcular_vencimientos() from public;
create trigger c_recalcular after update of vigencia_meses on public.skills_tipos_certificacion
  for each row when (old.vigencia_meses is distinct from new.vigencia_meses)
  execute function private.skills_recalcular_vencimientos();

-- Each employee's certification per type that counts: the one expiring last (a renewal supersedes).
create view public.skills_certificaciones_vigentes with (security_invoker = true) as
select distinct on (c.colaborador_id, c.tipo_id)
  c.id, c.colaborador_id, c.tipo_id, c.fecha_obtencion, c.vence_el,
  case
    when c.vence_el is null then 'vigente'
    when c.vence_el < private.hoy_chile() then 'vencida'
    when c.vence_el <= private.hoy_chile() + 30 then 'por_vencer'
    else 'vigente'
  end as estado,
  (c.vence_el - private.hoy_chile()) as dias_restantes
from public.skills_certificaciones c
order by c.colaborador_id, c.tipo_id, c.vence_el desc nulls first, c.fecha_obtencion desc, c.id;

revoke all on public.skills_certificaciones_vigentes from public, anon, authenticated, service_role;
grant select on public.skills_certificaciones_vigentes to authenticated, service_role;

-- Certifications a position requires ------------------------------------------------------------------

create table public.skills_cargo_certificaciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  cargo text not null check (char_length(btrim(cargo)) between 1 and 100),
  tipo_id uuid not null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, tipo_id) references public.skills_tipos_certificacion (empresa_id, id) on delete cascade
);
create unique index skills_cargo_certificaciones_idx on public.skills_cargo_certificaciones (empresa_id, lower(btrim(cargo)), tipo_id);
create index skills_cargo_certificaciones_tipo_idx on public.skills_cargo_certificaciones (tipo_id);

select private.preparar_tabla_modulo('public.skills_cargo_certificaciones', 'skills', crear => 'admin', editar => 'admin');

-- Certifications Axel Ops' work orders require ----------------------------------------------------------
-- A rule names a certification type and either an equipment category (Industrial's
-- industrial_activos.categoria, matched without case) or an order type (ops_ordenes.tipo).

create table public.skills_requisitos_ops (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  tipo_id uuid not null,
  categoria_activo text check (char_length(btrim(categoria_activo)) between 1 and 100),
  tipo_orden text check (tipo_orden in ('correctiva', 'preventiva', 'instalacion', 'garantia')),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  constraint skills_requisitos_ops_uno check ((categoria_activo is null) <> (tipo_orden is null)),
  foreign key (empresa_id, tipo_id) references public.skills_tipos_certificacion (empresa_id, id) on delete cascade
);
create unique index skills_requisitos_ops_idx
  on public.skills_requisitos_ops (empresa_id, tipo_id, coalesce(lower(btrim(categoria_activo)), ''), coalesce(tipo_orden, ''));
create index skills_requisitos_ops_tipo_idx on public.skills_requisitos_ops (tipo_id);

select private.preparar_tabla_modulo('public.skills_requisitos_ops', 'skills', crear => 'admin', editar => 'admin');

-- The company's settings: warn (default) or refuse an order assigned to a technician without them.
create table public.skills_ajustes (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null unique,
  modo_ops text not null default 'advertir' check (modo_ops in ('advertir', 'rechazar')),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now()
);
select private.preparar_tabla_modulo('public.skills_ajustes', 'skills', crear => 'admin', editar => 'admin');

-- What an order assignment lacks ------------------------------------------------------------------
-- The certifications required by an order's equipment category or type that the technician (an
-- account, ops_ordenes.tecnico_id) does not hold in force today: none held, or the latest expired.
-- SECURITY DEFINER: Ops users need not have Skills, and the rule must hold for them.
create function private.skills_faltantes_orden(p_empresa uuid, p_tecnico uuid, p_activo uuid, p_tipo_orden text)
returns table (tipo_id uuid, nombre text, vencida_el date)
language sql stable security definer set search_path = '' as $$
  with requeridos as (
    select distinct r.tipo_id from public.skills_requisitos_ops r
    where r.empresa_id = p_empresa
      and (r.tipo_orden = p_tipo_orden
        or lower(btrim(r.categoria_activo)) = (
          select lower(btrim(a.categoria)) from public.industrial_activos a where a.id = p_activo and a.empresa_id = p_empresa))
  ),
  ultima as (
    select c.tipo_id, max(coalesce(c.vence_el, 'infinity'::date)) as vence
    from public.skills_certificaciones c
    join public.colaboradores k on k.id = c.colaborador_id
    where k.usuario_id = p_tecnico and k.empresa_id = p_empresa and c.empresa_id = p_empresa
    group by c.tipo_id
  )
  select t.id, t.nombre, case when u.vence is not null and u.vence <> 'infinity' then u.vence end
  from requeridos q
  join public.skills_tipos_certificacion t on t.id = q.tipo_id
  left join ultima u on u.tipo_id = q.tipo_id
  where p_tecnico is not null and (u.vence is null or u.vence < private.hoy_chile())
  order by t.nombre
$$;
revoke all on function private.skills_faltantes_orden(uuid, uuid, uuid, text) from public, anon, authenticated;

-- The check Ops' assignment screens ask before saving: the company's mode and what is missing.
create function private.skills_verificar_asignacion(p_tecnico uuid, p_activo uuid, p_tipo_orden text)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  v_empresa uuid := private.empresa_actual();
begin
  if v_empresa is null or not (private.tiene_modulo('ops') or private.tiene_modulo('skills')) then
    raise exception using errcode = '42501', message = 'No tienes acceso a las órdenes de trabajo';
  end if;
  if p_tipo_orden is not null and p_tipo_orden not in ('correctiva', 'preventiva', 'instalacion', 'garantia') then
    raise exception using errcode = '22023', message = 'Tipo de orden desconocido';
  end if;
  return jsonb_build_object(
    'modo', coalesce((select a.modo_ops from public.skills_ajustes a where a.empresa_id = v_empresa), 'advertir'),
    'faltantes', coalesce((
      select jsonb_agg(jsonb_build_object('tipo_id', f.tipo_id, 'nombre', f.nombre, 'vencida_el', f.vencida_el))
      from private.skills_faltantes_orden(v_empresa, p_tecnico, p_activo, p_tipo_orden) f), '[]'::jsonb));
end
$$;
revoke all on function private.skills_verificar_asignacion(uuid, uuid, text) from public;
grant execute on function private.skills_verificar_asignacion(uuid, uuid, text) to authenticated, service_role;

create function public.skills_verificar_asignacion(p_tecnico uuid, p_activo uuid default null, p_tipo_orden text default null)
returns jsonb
language sql stable security invoker set search_path = '' as $$
  select private.skills_verificar_asignacion(p_tecnico, p_activo, p_tipo_orden)
$$;
revoke all on function public.skills_verificar_asignacion(uuid, uuid, text) from public, anon;
grant execute on function public.skills_verificar_asignacion(uuid, uuid, text) to authenticated, service_role;

-- In refuse mode, Postgres refuses the assignment itself (whatever screen or client sends it).
create function private.skills_verificar_orden() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_faltan text;
  v_tecnico text;
begin
  if new.tecnico_id is null or new.estado in ('completada', 'cerrada', 'cancelada') then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.tecnico_id, new.activo_id, new.tipo) is not distinct from (old.tecnico_id, old.activo_id, old.tipo) then
    return new;
  end if;
  if coalesce((select a.modo_ops from public.skills_ajustes a where a.empresa_id = new.empresa_id), 'advertir') <> 'rechazar' then
    return new;
  end if;
  select string_agg(f.nombre, ', ' order by f.nombre) into v_faltan
  from private.skills_faltantes_orden(new.empresa_id, new.tecnico_id, new.activo_id, new.tipo) f;
  if v_faltan is not null then
    select btrim(u.nombre || ' ' || coalesce(u.apellido_paterno, '')) into v_tecnico from public.usuarios_plataforma u where u.id = new.tecnico_id;
    raise exception using errcode = '23514',
      message = format('%s no tiene vigente la certificación que exige esta orden: %s', coalesce(nullif(v_tecnico, ''), 'El técnico'), v_faltan);
  end if;
  return new;
end
$$;
revoke all on function private.skills_verificar_orden() from public, anon, authenticated;
create trigger d_certificaciones_skills before insert or update of tecnico_id, activo_id, tipo on public.ops_ordenes
  for each row execute function private.skills_verificar_orden();

-- Files: a certification's certificate and an assessment's evidence ---------------------------------

create or replace function private.modulo_de_tabla_adjuntos(p_tabla text) returns text
language sql immutable set search_path = '' as $$
  select case p_tabla
    when 'ops_ordenes' then 'ops'
    when 'industrial_activos' then 'industrial'
    when 'industrial_repuestos' then 'industrial'
    when 'colaboradores_ficha' then 'people'
    when 'terceros' then 'crm'
    when 'crm_oportunidades' then 'crm'
    when 'fin_documentos' then 'finance'
    when 'fin_pagos' then 'finance'
    when 'proy_proyectos' then 'projects'
    when 'proy_tareas' then 'projects'
    when 'skills_certificaciones' then 'skills'
    when 'skills_evaluaciones' then 'skills'
  end
$$;

create or replace function private.registro_visible(p_tabla text, p_id uuid) returns boolean
language plpgsql stable set search_path = '' as $$
begin
  case p_tabla
    when 'ops_ordenes' then perform 1 from public.ops_ordenes r where r.id = p_id;
    when 'industrial_activos' then perform 1 from public.industrial_activos r where r.id = p_id;
    when 'industrial_repuestos' then perform 1 from public.industrial_repuestos r where r.id = p_id;
    when 'colaboradores_ficha' then perform 1 from public.colaboradores_ficha r where r.colaborador_id = p_id;
    when 'terceros' then perform 1 from public.terceros r where r.id = p_id;
    when 'crm_oportunidades' then perform 1 from public.crm_oportunidades r where r.id = p_id;
    when 'fin_documentos' then perform 1 from public.fin_documentos r where r.id = p_id;
    when 'fin_pagos' then perform 1 from public.fin_pagos r where r.id = p_id;
    when 'proy_proyectos' then perform 1 from public.proy_proyectos r where r.id = p_id;
    when 'proy_tareas' then perform 1 from public.proy_tareas r where r.id = p_id;
    when 'skills_certificaciones' then perform 1 from public.skills_certificaciones r where r.id = p_id;
    when 'skills_evaluaciones' then perform 1 from public.skills_evaluaciones r where r.id = p_id;
    else return false;
  end case;
  return found;
end
$$;

-- Who attaches: Skills' records are written by the employee's manager or the admin, so are their files.
create or replace function private.adjunto_permitido(p_nombre text, p_accion text) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  v_partes text[] := string_to_array(p_nombre, '/');
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  v_empresa uuid;
  v_registro uuid;
  v_tabla text;
begin
  if coalesce(array_length(v_partes, 1), 0) <> 5 or v_partes[1] !~ v_uuid or v_partes[4] !~ v_uuid
     or v_partes[5] = '' then
    return false;
  end if;
  v_empresa := v_partes[1]::uuid;
  v_tabla := v_partes[3];
  v_registro := v_partes[4]::uuid;
  if v_empresa is distinct from private.empresa_actual()
     or private.modulo_de_tabla_adjuntos(v_tabla) is distinct from v_partes[2]
     or not private.tiene_modulo(v_partes[2])
     or not private.registro_visible(v_tabla, v_registro) then
    return false;
  end if;
  if p_accion = 'leer' then
    return true;
  elsif p_accion = 'adjuntar' then
    -- The record's edit rule: People's private record is edited by its admins only; Skills' records
    -- by the employee's manager or the admin.
    return case v_tabla
      when 'colaboradores_ficha' then private.es_admin_people()
      when 'skills_certificaciones' then coalesce(private.empresa_administrada() = v_empresa, false) or exists (
        select 1 from public.skills_certificaciones r
        where r.id = v_registro and r.colaborador_id in (select private.skills_subordinados()))
      when 'skills_evaluaciones' then coalesce(private.empresa_administrada() = v_empresa, false) or exists (
        select 1 from public.skills_evaluaciones r
        where r.id = v_registro and r.evaluador_id = auth.uid())
      else true
    end;
  elsif p_accion = 'borrar' then
    -- The record's delete rule.
    return case v_tabla
      when 'colaboradores_ficha' then private.es_admin_people()
      when 'proy_tareas' then private.empresa_administrada() = v_empresa or exists (
        select 1 from public.proy_tareas t join public.proy_proyectos p on p.id = t.proyecto_id
        where t.id = v_registro and p.gerente_id = auth.uid())
      else coalesce(private.empresa_administrada() = v_empresa, false)
    end;
  end if;
  return false;
end
$$;

-- Expiry notices -------------------------------------------------------------------------------------
-- For each employee's certification that counts (the one expiring last per type) of an active
-- employee, the threshold it has reached today: 60, 30 or 7 days before, or expired (0). Each
-- threshold is given once (the key names it), to the employee's account, their direct manager's
-- and the company's admins. A check that did not run for days gives only the threshold reached,
-- not the ones it skipped.

update public.tipos_notificacion
set descripcion = 'A los 60, 30 y 7 días de que venza una certificación tuya o de tu equipo, y el día que vence.'
where clave = 'certificacion_por_vencer';

create function private.revisar_certificaciones_skills() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_hoy date := private.hoy_chile();
  r record;
  v_persona uuid;
  n integer := 0;
begin
  for r in
    select v.id, v.vence_el, v.vence_el - v_hoy as dias, t.nombre as tipo, k.id as colaborador_id,
      btrim(k.nombres || ' ' || k.apellidos) as colaborador, k.usuario_id, k.empresa_id,
      (select j.usuario_id from public.colaboradores j where j.id = k.jefe_id) as jefe_usuario
    from (
      select distinct on (c.colaborador_id, c.tipo_id) c.id, c.colaborador_id, c.tipo_id, c.vence_el
      from public.skills_certificaciones c
      order by c.colaborador_id, c.tipo_id, c.vence_el desc nulls first
    ) v
    join public.colaboradores k on k.id = v.colaborador_id
    join public.skills_tipos_certificacion t on t.id = v.tipo_id
    where v.vence_el is not null and v.vence_el <= v_hoy + 60 and k.estado = 'activo'
  loop
    for v_persona in
      select distinct p from unnest(array[r.usuario_id, r.jefe_usuario]
        || array(select private.administradores_empresa(r.empresa_id))) p
      where p is not null
    loop
      if private.notificar(v_persona, 'certificacion_por_vencer',
          case when r.dias < 0 then format('Certificación vencida: %s', r.tipo)
            else format('Certificación por vencer: %s', r.tipo) end,
          case
            when r.dias < 0 then format('La certificación «%s» de %s venció el %s.', r.tipo, r.colaborador, to_char(r.vence_el, 'DD-MM-YYYY'))
            when r.dias = 0 then format('La certificación «%s» de %s vence hoy.', r.tipo, r.colaborador)
            else format('La certificación «%s» de %s vence el %s (en %s días).', r.tipo, r.colaborador, to_char(r.vence_el, 'DD-MM-YYYY'), r.dias)
          end,
          '/axel-skills/certificaciones?persona=' || r.colaborador_id,
          format('certificacion_por_vencer:%s:%s:%s', r.id,
            case when r.dias < 0 then 0 when r.dias <= 7 then 7 when r.dias <= 30 then 30 else 60 end, v_persona)) then
        n := n + 1;
      end if;
    end loop;
  end loop;
  return n;
end
$$;
revoke all on function private.revisar_certificaciones_skills() from public, anon, authenticated;

-- Every check the scheduler runs: the keys on main plus Skills' certifications.
create or replace function private.ejecutar_revisiones() returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  return jsonb_build_object(
    'crm_actividad_hoy', private.revisar_actividades_crm(),
    'factura_vencida', private.revisar_documentos_vencidos(),
    'plan_preventivo', private.revisar_planes_preventivos(),
    'think_checkin_pendiente', private.revisar_checkins_think(),
    'certificacion_por_vencer', private.revisar_certificaciones_skills());
end
$$;
