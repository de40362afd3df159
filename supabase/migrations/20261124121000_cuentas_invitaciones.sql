-- Accounts (docs/design.md §10, issue 14), part 2: invitations, account actions, the profile's
-- phone and sessions, and the rules the Edge Functions (supabase/functions) call.
--
-- Every function here that changes something runs as the CALLER (their JWT: the Edge Function
-- forwards it) and checks the caller's scope itself, so the database refuses what the function
-- would have refused even when called directly over REST:
--   super_admin:   any company;  admin_empresa: their own company, never a super_admin account;
--   roles given by an invitation: usuario or admin_empresa, never super_admin.
-- Only the parts that need the service-role key (creating the auth user and mailing the GoTrue
-- invite or recovery link) stay in the Edge Function.

-- Invitations ------------------------------------------------------------------------------------
create table public.invitaciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references public.empresas (id) on delete cascade,
  correo text not null,
  nombre text not null,
  rol_id text not null references public.roles_sistema (id),
  estado text not null default 'pendiente',
  invitado_por uuid default auth.uid(),
  creada_en timestamptz not null default now(),
  enviada_en timestamptz not null default now(),
  envios integer not null default 1,
  respondida_en timestamptz,
  constraint invitaciones_correo_check check (
    char_length(correo) <= 254 and correo = lower(btrim(correo))
    and correo ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  constraint invitaciones_nombre_check check (char_length(btrim(nombre)) between 1 and 100),
  constraint invitaciones_rol_check check (rol_id in ('usuario', 'admin_empresa')),
  constraint invitaciones_estado_check check (estado in ('pendiente', 'aceptada', 'revocada'))
);
-- One pending invitation per address.
create unique index invitaciones_pendiente_correo_key on public.invitaciones (correo) where estado = 'pendiente';
create index invitaciones_empresa_id_idx on public.invitaciones (empresa_id, creada_en desc);
create index invitaciones_rol_id_idx on public.invitaciones (rol_id);
alter table public.invitaciones enable row level security;

-- Read by the admins of the company (and super_admin); written only by the functions below.
create policy invitaciones_leer on public.invitaciones for select to authenticated
  using ((select private.es_super_admin()) or empresa_id = (select private.empresa_administrada()));

-- Account actions that change no row of their own (a recovery link sent by an admin): kept so the
-- audit trail shows them.
create table public.acciones_cuenta (
  id bigint generated always as identity primary key,
  usuario_id uuid not null references public.usuarios_plataforma (id) on delete cascade,
  empresa_id uuid references public.empresas (id) on delete set null,
  accion text not null,
  actor_id uuid default auth.uid(),
  ocurrida_en timestamptz not null default now(),
  constraint acciones_cuenta_accion_check check (accion in ('enlace_recuperacion'))
);
create index acciones_cuenta_usuario_id_idx on public.acciones_cuenta (usuario_id);
create index acciones_cuenta_empresa_id_idx on public.acciones_cuenta (empresa_id);
alter table public.acciones_cuenta enable row level security;
create policy acciones_cuenta_leer on public.acciones_cuenta for select to authenticated
  using ((select private.es_super_admin()) or empresa_id = (select private.empresa_administrada()));

-- The profile's phone ----------------------------------------------------------------------------
alter table public.usuarios_plataforma add column telefono text;
alter table public.usuarios_plataforma add constraint usuarios_plataforma_telefono_check check (
  telefono is null or telefono ~ '^\+?[0-9][0-9 ().-]{5,29}$'
);
grant update (telefono) on public.usuarios_plataforma to authenticated;

-- The audit trigger learns the new tables -------------------------------------------------------
create or replace function private.auditar_permisos() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_antes jsonb;
  v_despues jsonb;
  v_empresa uuid;
  v_actor_correo text;
begin
  if tg_op <> 'INSERT' then v_antes := to_jsonb(old); end if;
  if tg_op <> 'DELETE' then v_despues := to_jsonb(new); end if;
  if tg_table_name = 'empleados_override_permisos' then
    select u.empresa_id into v_empresa from public.usuarios_plataforma u
    where u.id = (coalesce(v_despues, v_antes) ->> 'empleado_id')::uuid;
  elsif tg_table_name = 'empresas' then
    v_empresa := (coalesce(v_despues, v_antes) ->> 'id')::uuid;
  else
    v_empresa := (coalesce(v_despues, v_antes) ->> 'empresa_id')::uuid;
  end if;
  select u.correo into v_actor_correo from public.usuarios_plataforma u where u.id = auth.uid();
  insert into public.auditoria_permisos (actor_id, actor_correo, tabla, operacion, empresa_id, antes, despues)
  values (auth.uid(), v_actor_correo, tg_table_name, tg_op, v_empresa, v_antes, v_despues);
  return null;
end
$$;
revoke all on function private.auditar_permisos() from public, anon, authenticated;

create trigger empresas_auditar
  after insert or update of nombre, estado on public.empresas
  for each row execute function private.auditar_permisos();
create trigger invitaciones_auditar
  after insert or update on public.invitaciones
  for each row execute function private.auditar_permisos();
create trigger acciones_cuenta_auditar
  after insert on public.acciones_cuenta
  for each row execute function private.auditar_permisos();

-- 'Historial' resolves the new rows: the user of an account action, the invited address and
-- name, the company's state. New columns at the end.
create or replace view public.historial_permisos with (security_invoker = true) as
select
  a.id,
  a.ocurrido_en,
  a.actor_id,
  a.actor_correo,
  a.tabla,
  a.operacion,
  a.empresa_id,
  e.nombre as empresa_nombre,
  t.usuario_id,
  nullif(btrim(concat_ws(' ', u.nombre, u.apellido_paterno, u.apellido_materno)), '') as usuario_nombre,
  u.correo as usuario_correo,
  m.clave as modulo_clave,
  m.nombre as modulo_nombre,
  pa.nombre as plan_antes,
  pd.nombre as plan_despues,
  a.antes ->> 'rol_id' as rol_antes,
  a.despues ->> 'rol_id' as rol_despues,
  a.antes ->> 'estado' as estado_antes,
  a.despues ->> 'estado' as estado_despues,
  (a.antes ->> 'puede_acceder')::boolean as acceso_antes,
  (a.despues ->> 'puede_acceder')::boolean as acceso_despues,
  a.antes,
  a.despues,
  case when a.tabla = 'invitaciones' then coalesce(a.despues, a.antes) ->> 'correo' end as invitacion_correo,
  case when a.tabla = 'invitaciones' then coalesce(a.despues, a.antes) ->> 'nombre' end as invitacion_nombre,
  case when a.tabla = 'acciones_cuenta' then a.despues ->> 'accion' end as accion,
  a.antes ->> 'nombre' as nombre_antes,
  a.despues ->> 'nombre' as nombre_despues
from public.auditoria_permisos a
cross join lateral (
  select case a.tabla
    when 'usuarios_plataforma' then (coalesce(a.despues, a.antes) ->> 'id')::uuid
    when 'empleados_override_permisos' then (coalesce(a.despues, a.antes) ->> 'empleado_id')::uuid
    when 'acciones_cuenta' then (coalesce(a.despues, a.antes) ->> 'usuario_id')::uuid
  end as usuario_id
) t
left join public.empresas e on e.id = a.empresa_id
left join public.usuarios_plataforma u on u.id = t.usuario_id
left join public.modulos_disponibles m on m.id = (coalesce(a.despues, a.antes) ->> 'modulo_id')::uuid
left join public.planes_disponibles pa on pa.id = (a.antes ->> 'plan_id')::uuid
left join public.planes_disponibles pd on pd.id = (a.despues ->> 'plan_id')::uuid;

-- A new auth user invited by e-mail takes company and role from their pending invitation
-- (raw_app_meta_data, which only the service role writes, still wins when it names them).
create or replace function private.crear_usuarios_plataforma() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.usuarios_plataforma (id, nombre, apellido_paterno, apellido_materno, correo, empresa_id, rol_id)
  select
    n.id,
    left(coalesce(nullif(btrim(n.raw_user_meta_data ->> 'nombre'), ''), i.nombre, split_part(coalesce(n.email, ''), '@', 1)), 100),
    left(coalesce(nullif(btrim(n.raw_user_meta_data ->> 'apellido_paterno'), ''), ''), 100),
    left(nullif(btrim(n.raw_user_meta_data ->> 'apellido_materno'), ''), 100),
    n.email,
    coalesce(e.id, i.empresa_id),
    coalesce(r.id, i.rol_id, 'usuario')
  from nuevos n
  left join public.roles_sistema r on r.id = n.raw_app_meta_data ->> 'rol'
  left join public.empresas e on e.id = case
    when n.raw_app_meta_data ->> 'empresa_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (n.raw_app_meta_data ->> 'empresa_id')::uuid end
  left join public.invitaciones i on i.correo = lower(n.email) and i.estado = 'pendiente'
  on conflict (id) do nothing;
  return null;
end
$$;
revoke all on function private.crear_usuarios_plataforma() from public, anon, authenticated;

-- Accepting: when an invited address is confirmed (the invite link was followed), the pending
-- invitation is accepted and its company and role are the account's.
create function private.aceptar_invitacion() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
begin
  select * into v_inv from public.invitaciones i
  where i.correo = lower(new.email) and i.estado = 'pendiente'
  for update;
  if not found then
    return null;
  end if;
  update public.invitaciones set estado = 'aceptada', respondida_en = now() where id = v_inv.id;
  update public.usuarios_plataforma u
     set empresa_id = v_inv.empresa_id, rol_id = v_inv.rol_id, estado = 'activo'
   where u.id = new.id
     and (u.empresa_id is distinct from v_inv.empresa_id or u.rol_id is distinct from v_inv.rol_id or u.estado <> 'activo');
  return null;
end
$$;
create trigger axel_aceptar_invitacion
  after update of email_confirmed_at on auth.users
  for each row when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function private.aceptar_invitacion();
revoke all on function private.aceptar_invitacion() from public, anon, authenticated;

-- Scope ------------------------------------------------------------------------------------------

-- May the caller administer accounts of company p_empresa_id?
create function private.administra_empresa(p_empresa_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_empresa_id is not null and (
    private.es_super_admin() or coalesce(p_empresa_id = private.empresa_administrada(), false)
  )
$$;

-- May the caller act on the account p_usuario_id (deactivate, reactivate, send a link)? The same
-- rule as roles: super_admin anyone; admin_empresa their company's users, never a super_admin.
create function private.administra_usuario(p_usuario_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.es_super_admin() or exists (
    select 1 from public.usuarios_plataforma u
    where u.id = p_usuario_id
      and u.empresa_id = private.empresa_administrada()
      and u.rol_id is distinct from 'super_admin'
  )
$$;
revoke all on function private.administra_empresa(uuid), private.administra_usuario(uuid) from public, anon;
grant execute on function private.administra_empresa(uuid), private.administra_usuario(uuid) to authenticated, service_role;

-- A second factor for super_admin (docs/design.md §10) -------------------------------------------
-- app_config 'mfa_requerido_super_admin' = 'true' makes the super_admin's writes to roles, plans,
-- modules per plan and configuration demand an aal2 session. Off unless set.
alter table public.app_config add constraint app_config_mfa_requerido_check check (
  key <> 'mfa_requerido_super_admin' or value in ('true', 'false')
);
insert into public.app_config (key, value) values ('mfa_requerido_super_admin', 'false')
on conflict (key) do nothing;

create function private.aal_suficiente() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select c.value from public.app_config c where c.key = 'mfa_requerido_super_admin'), 'false') <> 'true'
    or coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
$$;
revoke all on function private.aal_suficiente() from public, anon;
grant execute on function private.aal_suficiente() to authenticated, service_role;

-- Restrictive: added to (ANDed with) the permissive policies. Only super_admin is affected.
do $$
declare
  t text;
  c text;
begin
  foreach t in array array['planes_empresa', 'modulos_por_plan', 'app_config', 'videos_demo', 'planes_disponibles', 'modulos_disponibles'] loop
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
-- Roles (and company, estado) of users: a super_admin's own row (names, phone) stays editable.
create policy usuarios_plataforma_aal2_update on public.usuarios_plataforma as restrictive for update to authenticated
  using (id = (select auth.uid()) or not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy usuarios_plataforma_aal2_insert on public.usuarios_plataforma as restrictive for insert to authenticated
  with check (not (select private.es_super_admin()) or (select private.aal_suficiente()));
create policy usuarios_plataforma_aal2_delete on public.usuarios_plataforma as restrictive for delete to authenticated
  using (not (select private.es_super_admin()) or (select private.aal_suficiente()));

-- The functions ----------------------------------------------------------------------------------

-- A new company with its plan (super_admin) and the pending invitation of its first admin, in one
-- transaction: a refused invitation (an address that already has an account) creates nothing.
-- Returns { empresa_id, invitacion }. The Edge Function then sends the GoTrue invite.
create function public.crear_empresa(p_nombre text, p_plan_clave text, p_admin_correo text, p_admin_nombre text)
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
  if not private.aal_suficiente() then
    raise exception using errcode = '42501', message = 'Esta acción requiere verificar tu segundo factor (código de autenticación)';
  end if;
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
  v_inv := public.crear_invitacion(v_id, p_admin_correo, p_admin_nombre, 'admin_empresa');
  return jsonb_build_object('empresa_id', v_id, 'invitacion', to_jsonb(v_inv));
end
$$;

-- Records a pending invitation (scope checked). Returns it. The Edge Function then sends the
-- GoTrue invite; if that fails it revokes the invitation again.
create function public.crear_invitacion(p_empresa_id uuid, p_correo text, p_nombre text, p_rol_id text)
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

-- Marks a pending invitation sent again (scope checked). Returns it.
create function public.reenviar_invitacion(p_invitacion_id uuid) returns public.invitaciones
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
begin
  select * into v_inv from public.invitaciones i where i.id = p_invitacion_id for update;
  if not found or not private.administra_empresa(v_inv.empresa_id) then
    raise exception using errcode = 'P0002', message = 'La invitación no existe';
  end if;
  if v_inv.estado <> 'pendiente' then
    raise exception using errcode = '22023', message = 'La invitación ya no está pendiente';
  end if;
  update public.invitaciones set enviada_en = now(), envios = envios + 1 where id = v_inv.id returning * into v_inv;
  return v_inv;
end
$$;

-- Revokes a pending invitation (scope checked). Returns { invitacion, usuario_id }: the auth user
-- the invite created, which never accepted; the Edge Function deletes it, which voids the link.
create function public.revocar_invitacion(p_invitacion_id uuid) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
  v_usuario uuid;
begin
  select * into v_inv from public.invitaciones i where i.id = p_invitacion_id for update;
  if not found or not private.administra_empresa(v_inv.empresa_id) then
    raise exception using errcode = 'P0002', message = 'La invitación no existe';
  end if;
  if v_inv.estado <> 'pendiente' then
    raise exception using errcode = '22023', message = 'La invitación ya no está pendiente';
  end if;
  update public.invitaciones set estado = 'revocada', respondida_en = now() where id = v_inv.id returning * into v_inv;
  select au.id into v_usuario from auth.users au
  where lower(au.email) = v_inv.correo and au.email_confirmed_at is null;
  return jsonb_build_object('invitacion', to_jsonb(v_inv), 'usuario_id', v_usuario);
end
$$;

-- Deactivates or reactivates an account (scope checked, as roles). Nobody changes their own
-- (private.proteger_usuario_plataforma). Deactivating ends the account's sessions (trigger).
create function public.cambiar_estado_usuario(p_usuario_id uuid, p_estado text) returns text
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
  update public.usuarios_plataforma u set estado = p_estado where u.id = p_usuario_id;
  get diagnostics v_filas = row_count;
  if v_filas = 0 then
    -- Hidden by a policy (e.g. a super_admin without the second factor when it is required).
    raise exception using errcode = '42501', message = 'No se pudo cambiar el estado de este usuario';
  end if;
  return p_estado;
end
$$;

-- Records that a recovery link is sent to an account (scope checked) and returns its e-mail.
create function public.registrar_enlace_recuperacion(p_usuario_id uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_usuario public.usuarios_plataforma;
begin
  if not private.administra_usuario(p_usuario_id) then
    raise exception using errcode = '42501', message = 'No puedes enviar un enlace a este usuario';
  end if;
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

-- The accounts of a company with their state, last sign-in and second factor (scope checked).
-- Invited addresses that have not accepted yet are in invitaciones, not here.
create function public.cuentas_empresa(p_empresa_id uuid)
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

-- The caller's own sessions that have not ended (Mi Perfil).
create function public.mis_sesiones()
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
  order by 3 desc
$$;

revoke all on function public.crear_empresa(text, text, text, text), public.crear_invitacion(uuid, text, text, text),
  public.reenviar_invitacion(uuid), public.revocar_invitacion(uuid), public.cambiar_estado_usuario(uuid, text),
  public.registrar_enlace_recuperacion(uuid), public.cuentas_empresa(uuid), public.mis_sesiones()
  from public, anon;
grant execute on function public.crear_empresa(text, text, text, text), public.crear_invitacion(uuid, text, text, text),
  public.reenviar_invitacion(uuid), public.revocar_invitacion(uuid), public.cambiar_estado_usuario(uuid, text),
  public.registrar_enlace_recuperacion(uuid), public.cuentas_empresa(uuid), public.mis_sesiones()
  to authenticated, service_role;

-- Privileges (explicit, docs/design.md §11) -------------------------------------------------------
revoke all on public.invitaciones, public.acciones_cuenta from anon, authenticated;
grant select on public.invitaciones, public.acciones_cuenta to authenticated;
grant select, insert, update, delete on public.invitaciones, public.acciones_cuenta to service_role;
grant select on public.historial_permisos to authenticated, service_role;
