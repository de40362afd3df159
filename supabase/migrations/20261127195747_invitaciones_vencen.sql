-- Issue 30, item 9: an invitation's expiry applied only to its link. The invitee's platform row was
-- active, with the invited role, from the moment of the invitation, and a recovery requested for
-- the invited address confirmed it (and accepted the invitation) after the invitation had expired.
--
-- Now an invited account is inactive until it accepts; accepting needs a pending invitation sent
-- (or sent again) within its lifetime, seven days (the invite link's, server/config.ts
-- inviteExpiry); an expired invitation accepts nothing: its row stays inactive until an admin sends
-- it again ('Reenviar') or revokes it. The local auth server also refuses recovery to an invited
-- address that never accepted (server/auth/recovery.ts).

-- The lifetime, in one place (the SPA may show it; the triggers use it).
create function private.invitacion_vigente(p_enviada_en timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select p_enviada_en > now() - interval '7 days'
$$;
revoke all on function private.invitacion_vigente(timestamptz) from public, anon;
grant execute on function private.invitacion_vigente(timestamptz) to authenticated, service_role;

-- A new auth user: invited (a pending invitation names the address, and the service role's
-- app_metadata does not name company or role) means inactive until accepted.
create or replace function private.crear_usuarios_plataforma() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.usuarios_plataforma (id, nombre, apellido_paterno, apellido_materno, correo, empresa_id, rol_id, estado)
  select
    n.id,
    left(coalesce(nullif(btrim(n.raw_user_meta_data ->> 'nombre'), ''), i.nombre, split_part(coalesce(n.email, ''), '@', 1)), 100),
    left(coalesce(nullif(btrim(n.raw_user_meta_data ->> 'apellido_paterno'), ''), ''), 100),
    left(nullif(btrim(n.raw_user_meta_data ->> 'apellido_materno'), ''), 100),
    n.email,
    coalesce(e.id, i.empresa_id),
    coalesce(r.id, i.rol_id, 'usuario'),
    case when i.id is not null and e.id is null and r.id is null and n.email_confirmed_at is null
      then 'inactivo' else 'activo' end
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

-- Accepting: only a pending invitation within its lifetime.
create or replace function private.aceptar_invitacion() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_inv public.invitaciones;
begin
  select * into v_inv from public.invitaciones i
  where i.correo = lower(new.email) and i.estado = 'pendiente' and private.invitacion_vigente(i.enviada_en)
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

-- Rows of invitees who never accepted, left active by the old trigger: inactive until they accept.
update public.usuarios_plataforma u set estado = 'inactivo'
from auth.users au
where au.id = u.id and au.email_confirmed_at is null and u.estado = 'activo'
  and exists (select 1 from public.invitaciones i where i.correo = lower(au.email) and i.estado = 'pendiente');
