-- Issue 30, items 2 and 11: no SECURITY DEFINER function in the exposed schema, and every write a
-- super_admin can make demands aal2 when 'mfa_requerido_super_admin' is on.
--
-- Item 11. Eleven SECURITY DEFINER functions of public were callable by any signed-in user through
-- /rest/v1/rpc (Supabase's splinter lint 0029). Each keeps its privileged part in private, as a
-- SECURITY DEFINER function that checks role, company and aal itself (the only place that can:
-- it reads what the caller may not), and public keeps its name and arguments as a SECURITY
-- INVOKER wrapper, so the SPA, the Edge Functions and PostgREST's schema see no change.
-- tests/db/lints.test.ts keeps it so (splinter 0028/0029 as our own SQL).
--
-- Item 2. With the setting on, a password-only (aal1) super_admin session still invited admins
-- into any company, changed overrides, deactivated companies and edited roles: the invitation
-- functions never asked private.aal_suficiente(), and the restrictive aal2 policies skipped
-- empleados_override_permisos, empresas, roles_sistema (and conversaciones_asistente and
-- solicitudes_contacto, whose super_admin policy writes too). The list of such paths is derived
-- from the schema by tests/db/lints.test.ts ('super_admin write paths'), not kept by hand.

-- Restrictive aal2 policies for the tables that lacked them ---------------------------------------
do $$
declare
  t text;
  c text;
begin
  foreach t in array array['empleados_override_permisos', 'empresas', 'roles_sistema', 'solicitudes_contacto'] loop
    foreach c in array array['insert', 'update', 'delete'] loop
      if c = 'insert' then
        execute format(
          'create policy %I on public.%I as restrictive for insert to authenticated with check (not (select private.es_super_admin()) or (select private.aal_suficiente()))',
          t || '_aal2_' || c, t);
      else
        execute format(
          'create policy %I on public.%I as restrictive for %s to authenticated using (not (select private.es_super_admin()) or (select private.aal_suficiente()))',
          t || '_aal2_' || c, t, c);
      end if;
    end loop;
  end loop;
end
$$;
-- The assistant's conversations: a super_admin's own stay theirs; everyone else's need aal2.
create policy conversaciones_asistente_aal2_insert on public.conversaciones_asistente as restrictive for insert
  to authenticated
  with check (user_id = (select auth.uid()) or not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy conversaciones_asistente_aal2_update on public.conversaciones_asistente as restrictive for update
  to authenticated
  using (user_id = (select auth.uid()) or not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy conversaciones_asistente_aal2_delete on public.conversaciones_asistente as restrictive for delete
  to authenticated
  using (user_id = (select auth.uid()) or not (select private.es_super_admin()) or (select private.aal_suficiente()));

-- The second factor's refusal, in one place -------------------------------------------------------
create function private.exigir_aal_suficiente() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.aal_suficiente() and private.es_super_admin() then
    raise exception using errcode = '42501',
      message = 'Esta acción requiere verificar tu segundo factor (código de autenticación)';
  end if;
end
$$;
revoke all on function private.exigir_aal_suficiente() from public, anon;
grant execute on function private.exigir_aal_suficiente() to authenticated, service_role;

-- The two SECURITY INVOKER writes of the admin panel say so too, instead of changing nothing
-- silently (the restrictive policies leave a super_admin at aal1 no row to change).
create or replace function public.fijar_permiso_usuario(p_usuario_id uuid, p_modulo_id uuid, p_puede_acceder boolean)
returns text
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_en_plan boolean;
begin
  if p_usuario_id is null or p_modulo_id is null or p_puede_acceder is null then
    raise exception using errcode = '22004', message = 'usuario, módulo y valor son obligatorios';
  end if;

  if not (
    (select private.es_super_admin())
    or exists (
      select 1 from public.usuarios_plataforma u
      where u.id = p_usuario_id and u.empresa_id = (select private.empresa_administrada())
    )
  ) then
    raise exception using errcode = '42501', message = 'No tienes permiso para cambiar el acceso de este usuario';
  end if;
  perform private.exigir_aal_suficiente();

  -- What the plan alone gives, from the one place that computes it.
  select a.en_plan into v_en_plan
  from private.accesos_modulo a
  where a.usuario_id = p_usuario_id and a.modulo_id = p_modulo_id;
  if v_en_plan is null then
    raise exception using errcode = 'P0002', message = 'El módulo no existe o no está activo';
  end if;

  if p_puede_acceder = v_en_plan then
    delete from public.empleados_override_permisos o
    where o.empleado_id = p_usuario_id and o.modulo_id = p_modulo_id;
    return 'eliminado';
  end if;

  insert into public.empleados_override_permisos as o (empleado_id, modulo_id, puede_acceder, updated_at)
  values (p_usuario_id, p_modulo_id, p_puede_acceder, now())
  on conflict (empleado_id, modulo_id)
    do update set puede_acceder = excluded.puede_acceder, updated_at = excluded.updated_at;
  return 'fijado';
end
$$;

create or replace function public.cambiar_estado_usuario(p_usuario_id uuid, p_estado text) returns text
language plpgsql volatile security invoker set search_path = '' as $$
declare
  v_filas integer;
begin
  if p_estado is null or p_estado not in ('activo', 'inactivo') then
    raise exception using errcode = '22023', message = 'El estado debe ser activo o inactivo';
  end if;
  if p_usuario_id = auth.uid() then
    raise exception using errcode = '42501', message = 'No puedes cambiar tu propio estado';
  end if;
  if not (select private.administra_usuario(p_usuario_id)) then
    raise exception using errcode = '42501', message = 'No tienes permiso para cambiar el estado de este usuario';
  end if;
  perform private.exigir_aal_suficiente();
  update public.usuarios_plataforma u set estado = p_estado where u.id = p_usuario_id;
  get diagnostics v_filas = row_count;
  if v_filas = 0 then
    raise exception using errcode = '42501', message = 'No se pudo cambiar el estado de este usuario';
  end if;
  return p_estado;
end
$$;

-- The account functions: privileged part in private --------------------------------------------

create function private.crear_invitacion(p_empresa_id uuid, p_correo text, p_nombre text, p_rol_id text)
returns public.invitaciones
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_correo text := lower(btrim(coalesce(p_correo, '')));
  v_nombre text := btrim(coalesce(p_nombre, ''));
  v_inv public.invitaciones;
begin
  if not private.administra_empresa(p_empresa_id) then
    raise exception using errcode = '42501', message = 'No puedes invitar usuarios a esta empresa';
  end if;
  perform private.exigir_aal_suficiente();
  if p_rol_id is null or p_rol_id not in ('usuario', 'admin_empresa') then
    raise exception using errcode = '42501', message = 'Solo se puede invitar con el rol Usuario o Administrador de Empresa';
  end if;
  if char_length(v_correo) > 254 or v_correo !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception using errcode = '22023', message = 'El correo no es válido';
  end if;
  if char_length(v_nombre) not between 1 and 100 then
    raise exception using errcode = '22023', message = 'El nombre debe tener entre 1 y 100 caracteres';
  end if;
  if not exists (select 1 from public.empresas e where e.id = p_empresa_id and e.estado = 'activa') then
    raise exception using errcode = '22023', message = 'La empresa no existe o está desactivada';
  end if;
  if exists (select 1 from auth.users au where lower(au.email) = v_correo and au.email_confirmed_at is not null) then
    raise exception using errcode = '23505', message = 'Ya existe una cuenta con ese correo';
  end if;
  if exists (select 1 from public.invitaciones i where i.correo = v_correo and i.estado = 'pendiente') then
    raise exception using errcode = '23505', message = 'Ya hay una invitación pendiente para ese correo';
  end if;
  insert into public.invitaciones (empresa_id, correo, nombre, rol_id)
  values (p_empresa_id, v_correo, v_nombre, p_rol_id)
  returning * into v_inv;
  return v_inv;
end
$$;

create function private.crear_empresa(p_nombre text, p_plan_clave text, p_admin_correo text, p_admin_nombre text)
returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_id uuid;
  v_plan uuid;
  v_nombre text := btrim(coalesce(p_nombre, ''));
  v_inv public.invitaciones;
begin
  if not private.es_super_admin() then
    raise exception using errcode = '42501', message = 'Solo un super administrador puede crear empresas';
  end if;
  perform private.exigir_aal_suficiente();
  if char_length(v_nombre) not between 1 and 200 then
    raise exception using errcode = '22023', message = 'El nombre de la empresa debe tener entre 1 y 200 caracteres';
  end if;
  select p.id into v_plan from public.planes_disponibles p where p.clave = p_plan_clave and p.activo;
  if v_plan is null then
    raise exception using errcode = '22023', message = 'El plan no existe o no está activo';
  end if;
  if exists (select 1 from public.empresas e where lower(e.nombre) = lower(v_nombre)) then
    raise exception using errcode = '23505', message = 'Ya existe una empresa con ese nombre';
  end if;
  insert into public.empresas (nombre) values (v_nombre) returning id into v_id;
  insert into public.planes_empresa (empresa_id, plan_id) values (v_id, v_plan);
  v_inv := private.crear_invitacion(v_id, p_admin_correo, p_admin_nombre, 'admin_empresa');
  return jsonb_build_object('empresa_id', v_id, 'invitacion', to_jsonb(v_inv));
end
$$;

create function private.reenviar_invitacion(p_invitacion_id uuid) returns public.invitaciones
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
begin
  select * into v_inv from public.invitaciones i where i.id = p_invitacion_id for update;
  if not found or not private.administra_empresa(v_inv.empresa_id) then
    raise exception using errcode = 'P0002', message = 'La invitación no existe';
  end if;
  perform private.exigir_aal_suficiente();
  if v_inv.estado <> 'pendiente' then
    raise exception using errcode = '22023', message = 'La invitación ya no está pendiente';
  end if;
  update public.invitaciones set enviada_en = now(), envios = envios + 1 where id = v_inv.id returning * into v_inv;
  return v_inv;
end
$$;

create function private.revocar_invitacion(p_invitacion_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
  v_usuario uuid;
begin
  select * into v_inv from public.invitaciones i where i.id = p_invitacion_id for update;
  if not found or not private.administra_empresa(v_inv.empresa_id) then
    raise exception using errcode = 'P0002', message = 'La invitación no existe';
  end if;
  perform private.exigir_aal_suficiente();
  if v_inv.estado <> 'pendiente' then
    raise exception using errcode = '22023', message = 'La invitación ya no está pendiente';
  end if;
  update public.invitaciones set estado = 'revocada', respondida_en = now() where id = v_inv.id returning * into v_inv;
  select au.id into v_usuario from auth.users au
  where lower(au.email) = v_inv.correo and au.email_confirmed_at is null;
  return jsonb_build_object('invitacion', to_jsonb(v_inv), 'usuario_id', v_usuario);
end
$$;

create function private.registrar_enlace_recuperacion(p_usuario_id uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_usuario public.usuarios_plataforma;
begin
  if not private.administra_usuario(p_usuario_id) then
    raise exception using errcode = '42501', message = 'No puedes enviar un enlace a este usuario';
  end if;
  perform private.exigir_aal_suficiente();
  select * into v_usuario from public.usuarios_plataforma u where u.id = p_usuario_id;
  if not found or v_usuario.correo is null then
    raise exception using errcode = 'P0002', message = 'El usuario no existe';
  end if;
  if v_usuario.estado <> 'activo' then
    raise exception using errcode = '22023', message = 'La cuenta está desactivada: reactívala antes de enviar un enlace';
  end if;
  insert into public.acciones_cuenta (usuario_id, empresa_id, accion)
  values (v_usuario.id, v_usuario.empresa_id, 'enlace_recuperacion');
  return v_usuario.correo;
end
$$;

create function private.cuentas_empresa(p_empresa_id uuid)
returns table (
  id uuid,
  nombre text,
  apellido_paterno text,
  apellido_materno text,
  correo text,
  rol_id text,
  estado text,
  ultimo_ingreso timestamptz,
  segundo_factor boolean
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.administra_empresa(p_empresa_id) then
    raise exception using errcode = '42501', message = 'No puedes ver las cuentas de esta empresa';
  end if;
  return query
  select u.id, u.nombre, u.apellido_paterno, u.apellido_materno, u.correo, u.rol_id, u.estado,
    au.last_sign_in_at,
    exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status::text = 'verified')
  from public.usuarios_plataforma u
  join auth.users au on au.id = u.id
  where u.empresa_id = p_empresa_id and au.email_confirmed_at is not null
  order by u.nombre, u.apellido_paterno, u.id;
end
$$;

-- The caller's own sessions that have not ended (auth.sessions is not the caller's to read).
create function private.mis_sesiones()
returns table (
  id uuid,
  creada_en timestamptz,
  ultima_actividad timestamptz,
  agente text,
  ip text,
  aal text,
  actual boolean
)
language sql stable security definer set search_path = '' as $$
  select s.id, s.created_at,
    coalesce(s.refreshed_at at time zone 'UTC', s.updated_at, s.created_at),
    s.user_agent, s.ip::text, s.aal::text,
    s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
  from auth.sessions s
  where s.user_id = auth.uid() and (s.not_after is null or s.not_after > now())
    and private.usuario_activo()
  order by 3 desc
$$;

-- The pickers of the modules: the names of the company's active users (or client parties) with the
-- module, which usuario's own policies would not show (a usuario reads only their own row).
create function private.crm_responsables() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('crm')
  order by 2
$$;

create function private.ops_tecnicos() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('ops')
  order by 2
$$;

create function private.proy_usuarios() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select u.id, btrim(u.nombre || ' ' || u.apellido_paterno) as nombre
  from public.usuarios_plataforma u
  where u.empresa_id = private.empresa_actual() and u.estado = 'activo' and private.tiene_modulo('projects')
  order by 2
$$;

create function private.proy_clientes() returns table (id uuid, nombre text)
language sql stable security definer set search_path = '' as $$
  select t.id, t.nombre from public.terceros t
  where t.empresa_id = private.empresa_actual() and t.activo and t.tipo = 'cliente' and private.tiene_modulo('projects')
  order by 2
$$;

revoke all on function private.crear_invitacion(uuid, text, text, text), private.crear_empresa(text, text, text, text),
  private.reenviar_invitacion(uuid), private.revocar_invitacion(uuid), private.registrar_enlace_recuperacion(uuid),
  private.cuentas_empresa(uuid), private.mis_sesiones(), private.crm_responsables(), private.ops_tecnicos(),
  private.proy_usuarios(), private.proy_clientes()
  from public, anon;
grant execute on function private.crear_invitacion(uuid, text, text, text), private.crear_empresa(text, text, text, text),
  private.reenviar_invitacion(uuid), private.revocar_invitacion(uuid), private.registrar_enlace_recuperacion(uuid),
  private.cuentas_empresa(uuid), private.mis_sesiones(), private.crm_responsables(), private.ops_tecnicos(),
  private.proy_usuarios(), private.proy_clientes()
  to authenticated, service_role;

-- The public names: SECURITY INVOKER wrappers (same arguments, same results) ----------------------

create or replace function public.crear_empresa(p_nombre text, p_plan_clave text, p_admin_correo text, p_admin_nombre text)
returns jsonb
language sql volatile security invoker set search_path = '' as $$
  select private.crear_empresa(p_nombre, p_plan_clave, p_admin_correo, p_admin_nombre)
$$;

create or replace function public.crear_invitacion(p_empresa_id uuid, p_correo text, p_nombre text, p_rol_id text)
returns public.invitaciones
language sql volatile security invoker set search_path = '' as $$
  select * from private.crear_invitacion(p_empresa_id, p_correo, p_nombre, p_rol_id)
$$;

create or replace function public.reenviar_invitacion(p_invitacion_id uuid) returns public.invitaciones
language sql volatile security invoker set search_path = '' as $$
  select * from private.reenviar_invitacion(p_invitacion_id)
$$;

create or replace function public.revocar_invitacion(p_invitacion_id uuid) returns jsonb
language sql volatile security invoker set search_path = '' as $$
  select private.revocar_invitacion(p_invitacion_id)
$$;

create or replace function public.registrar_enlace_recuperacion(p_usuario_id uuid) returns text
language sql volatile security invoker set search_path = '' as $$
  select private.registrar_enlace_recuperacion(p_usuario_id)
$$;

create or replace function public.cuentas_empresa(p_empresa_id uuid)
returns table (
  id uuid,
  nombre text,
  apellido_paterno text,
  apellido_materno text,
  correo text,
  rol_id text,
  estado text,
  ultimo_ingreso timestamptz,
  segundo_factor boolean
)
language sql stable security invoker set search_path = '' as $$
  select * from private.cuentas_empresa(p_empresa_id)
$$;

create or replace function public.mis_sesiones()
returns table (
  id uuid,
  creada_en timestamptz,
  ultima_actividad timestamptz,
  agente text,
  ip text,
  aal text,
  actual boolean
)
language sql stable security invoker set search_path = '' as $$
  select * from private.mis_sesiones()
$$;

create or replace function public.crm_responsables() returns table (id uuid, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.crm_responsables()
$$;

create or replace function public.ops_tecnicos() returns table (id uuid, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.ops_tecnicos()
$$;

create or replace function public.proy_usuarios() returns table (id uuid, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.proy_usuarios()
$$;

create or replace function public.proy_clientes() returns table (id uuid, nombre text)
language sql stable security invoker set search_path = '' as $$
  select * from private.proy_clientes()
$$;
