-- Accounts (docs/design.md §10, issue 14), part 1: the state of a company and of a session.
--
-- 1. empresas.estado ('activa' | 'inactiva'). A deactivated company grants nothing: every policy
--    helper (usuario_activo, rol_actual, es_super_admin, empresa_actual, empresa_administrada)
--    answers as for an inactive user when the caller's company is inactive, and so do the
--    effective-access rule (private.accesos_modulo), private.tiene_modulo() and mis_modulos().
-- 2. A session that has ended grants nothing either: when the caller's token names a session
--    (GoTrue's session_id claim), that session must still exist. Signing out everywhere, a
--    deactivation or a password change deletes sessions, so an access token that is still within
--    its lifetime is refused at its next request, not an hour later. Tokens without session_id
--    (the API keys, tests' own claims) are not affected.
-- 3. Deactivating a user or a company deletes their sessions (auth.sessions: their refresh tokens
--    go by cascade), in the same transaction as the change, whichever way it is made.
-- 4. A super_admin cannot deactivate their own company (as nobody changes their own estado).
-- 5. Company changes (created, renamed, deactivated, reactivated) go to the audit trail.
--
-- Hosted Supabase: the functions below are owned by postgres, which may read and delete
-- auth.sessions (as the trigger on auth.users in 20261122020000 already relies on).

alter table public.empresas add column estado text not null default 'activa';
alter table public.empresas add constraint empresas_estado_check check (estado in ('activa', 'inactiva'));

-- The caller's session, if their token names one, has not ended.
-- plpgsql, so the id is cast only once it is known to be a uuid (a SQL function is inlined and
-- PostgreSQL may evaluate the cast before the CASE that guards it).
create function private.sesion_vigente() returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_sesion text := auth.jwt() ->> 'session_id';
begin
  if coalesce(v_sesion, '') = '' then
    return true;
  end if;
  if v_sesion !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1 from auth.sessions s
    where s.id = v_sesion::uuid
      and s.user_id = auth.uid()
      and (s.not_after is null or s.not_after > now())
  );
end
$$;

create or replace function private.usuario_activo() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.usuarios_plataforma u
    left join public.empresas e on e.id = u.empresa_id
    where u.id = auth.uid() and u.estado = 'activo' and (u.empresa_id is null or e.estado = 'activa')
  ) and private.sesion_vigente()
$$;

create or replace function private.rol_actual() returns text
language sql stable security definer set search_path = '' as $$
  select u.rol_id from public.usuarios_plataforma u
  left join public.empresas e on e.id = u.empresa_id
  where u.id = auth.uid() and u.estado = 'activo' and (u.empresa_id is null or e.estado = 'activa')
    and private.sesion_vigente()
$$;

create or replace function private.es_super_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.usuarios_plataforma u
    left join public.empresas e on e.id = u.empresa_id
    where u.id = auth.uid() and u.estado = 'activo' and u.rol_id = 'super_admin'
      and (u.empresa_id is null or e.estado = 'activa')
  ) and private.sesion_vigente()
$$;

create or replace function private.empresa_actual() returns uuid
language sql stable security definer set search_path = '' as $$
  select u.empresa_id from public.usuarios_plataforma u
  join public.empresas e on e.id = u.empresa_id
  where u.id = auth.uid() and u.estado = 'activo' and e.estado = 'activa' and private.sesion_vigente()
$$;

create or replace function private.empresa_administrada() returns uuid
language sql stable security definer set search_path = '' as $$
  select u.empresa_id from public.usuarios_plataforma u
  join public.empresas e on e.id = u.empresa_id
  where u.id = auth.uid() and u.estado = 'activo' and u.rol_id = 'admin_empresa' and e.estado = 'activa'
    and private.sesion_vigente()
$$;

revoke all on function private.sesion_vigente() from public, anon;
grant execute on function private.sesion_vigente() to authenticated, service_role;

-- The effective-access rule, once more (20261122060000): a user of an inactive company has no
-- access. empresa_estado is added at the end for the admin panel.
create or replace view private.accesos_modulo with (security_invoker = true) as
select
  u.id as usuario_id,
  u.nombre,
  u.apellido_paterno,
  u.apellido_materno,
  u.correo,
  u.rol_id,
  u.estado,
  u.empresa_id,
  e.nombre as empresa_nombre,
  pe.plan_id,
  p.clave as plan_clave,
  p.nombre as plan_nombre,
  m.id as modulo_id,
  m.clave as modulo_clave,
  m.nombre as modulo_nombre,
  m.descripcion as modulo_descripcion,
  (mp.plan_id is not null) as en_plan,
  o.puede_acceder as override_puede_acceder,
  (o.empleado_id is not null) as override_aplicado,
  (mp.plan_id is not null and coalesce(o.puede_acceder, true) and u.estado = 'activo'
    and coalesce(e.estado, 'activa') = 'activa') as acceso_efectivo,
  u.busqueda || ' ' || m.busqueda as busqueda,
  e.estado as empresa_estado
from public.usuarios_plataforma u
cross join public.modulos_disponibles m
left join public.empresas e on e.id = u.empresa_id
left join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo
left join public.planes_disponibles p on p.id = pe.plan_id
left join public.modulos_por_plan mp on mp.plan_id = pe.plan_id and mp.modulo_id = m.id and mp.activo
left join public.empleados_override_permisos o on o.empleado_id = u.id and o.modulo_id = m.id
where m.activo;

-- tiene_modulo: the super_admin bypass too needs an active account in an active company.
create or replace function private.tiene_modulo(p_clave text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.usuario_activo() and exists (
    select 1 from private.accesos_modulo a
    where a.usuario_id = auth.uid()
      and a.estado = 'activo'
      and a.modulo_clave = p_clave
      and (a.rol_id = 'super_admin' or a.acceso_efectivo)
  )
$$;

create or replace function public.mis_modulos()
returns table (
  modulo_id uuid,
  modulo_clave text,
  modulo_nombre text,
  modulo_descripcion text,
  acceso_efectivo boolean,
  motivo text
)
language sql stable set search_path = '' as $$
  select a.modulo_id, a.modulo_clave, a.modulo_nombre, a.modulo_descripcion,
    (a.rol_id is not distinct from 'super_admin' or a.acceso_efectivo),
    case
      when a.rol_id is not distinct from 'super_admin' then 'super_admin'
      when not a.en_plan then 'fuera_de_plan'
      when a.override_aplicado then 'override'
      else 'plan'
    end
  from private.accesos_modulo a
  where a.usuario_id = auth.uid() and a.estado = 'activo' and (select private.usuario_activo())
  order by a.modulo_nombre
$$;

-- Is the caller's account usable now (active, in an active company, with a live session)? The SPA
-- asks after sign-in: a user of a deactivated company is signed out with the inactive message.
create function public.cuenta_vigente() returns boolean
language sql stable set search_path = '' as $$
  select private.usuario_activo()
$$;
revoke all on function public.cuenta_vigente() from public, anon;
grant execute on function public.cuenta_vigente() to authenticated, service_role;

-- Sessions end with the account ------------------------------------------------------------------

create function private.revocar_sesiones_usuario() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from auth.sessions s where s.user_id = new.id;
  return null;
end
$$;
create trigger usuarios_plataforma_revocar_sesiones
  after update of estado on public.usuarios_plataforma
  for each row when (old.estado = 'activo' and new.estado = 'inactivo')
  execute function private.revocar_sesiones_usuario();

create function private.proteger_empresa() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.id is distinct from old.id then
    raise exception 'El id de una empresa no se puede cambiar' using errcode = '42501';
  end if;
  if new.estado = 'inactiva' and old.estado = 'activa' and exists (
    select 1 from public.usuarios_plataforma u where u.id = auth.uid() and u.empresa_id = new.id
  ) then
    raise exception 'No puedes desactivar tu propia empresa'
      using errcode = '42501', hint = 'Pide el cambio a otro super administrador.';
  end if;
  return new;
end
$$;
create trigger empresas_proteger
  before update on public.empresas
  for each row execute function private.proteger_empresa();

create function private.revocar_sesiones_empresa() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from auth.sessions s
  where s.user_id in (select u.id from public.usuarios_plataforma u where u.empresa_id = new.id);
  return null;
end
$$;
create trigger empresas_revocar_sesiones
  after update of estado on public.empresas
  for each row when (old.estado = 'activa' and new.estado = 'inactiva')
  execute function private.revocar_sesiones_empresa();

revoke all on function private.revocar_sesiones_usuario(), private.proteger_empresa(),
  private.revocar_sesiones_empresa() from public, anon, authenticated;
