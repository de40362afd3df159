-- Issue 30, items 4 and 10: what a session may reach depends on the session, not only on the user.
--
-- Item 4. A user who has enrolled a verified TOTP factor is aal2-only at the API for everything
-- beyond their own profile (and GoTrue's MFA endpoints, which are not behind these policies), as
-- Supabase's documented restrictive "aal" policy does: a password-only (aal1) token of an
-- admin_empresa with a factor called set-user-state and read every private employee record.
-- Every policy reaches the caller's rights through the helpers of private (es_super_admin,
-- rol_actual, usuario_activo, empresa_actual, empresa_administrada, tiene_modulo, ...), which all
-- ask private.sesion_vigente(); it now also asks that such a user's session is aal2. The own
-- profile row and public.cuenta_vigente() ask only that the session is alive: the SPA reads them
-- after the password, before it asks for the code.
--
-- Item 10. A revoked session (signed out everywhere, deactivated) still read its own profile row
-- until its token expired: the own-row branch of usuarios_plataforma_leer asked nothing of the
-- session. Revoked now means nothing, own profile included.

-- The session in the token has not ended (what sesion_vigente() was).
create function private.sesion_viva() returns boolean
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

-- Every helper of the policies asks this one: a live session, at the level the user enrolled for.
-- One function with both checks written out (not a call of sesion_viva()): it runs once
-- per helper per statement, and each call of a SECURITY DEFINER function costs.
create or replace function private.sesion_vigente() returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_claims jsonb := auth.jwt();
  v_sesion text := v_claims ->> 'session_id';
  v_usuario uuid := auth.uid();
begin
  if coalesce(v_sesion, '') <> '' then
    if v_sesion !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      return false;
    end if;
    if not exists (
      select 1 from auth.sessions s
      where s.id = v_sesion::uuid and s.user_id = v_usuario and (s.not_after is null or s.not_after > now())
    ) then
      return false;
    end if;
  end if;
  return v_usuario is null
    or coalesce(v_claims ->> 'aal', '') = 'aal2'
    or not exists (select 1 from auth.mfa_factors f where f.user_id = v_usuario and f.status::text = 'verified');
end
$$;

-- The account holder: active, in an active company (or none), in a live session, whatever its aal.
create function private.titular_activo() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.usuarios_plataforma u
    left join public.empresas e on e.id = u.empresa_id
    where u.id = auth.uid() and u.estado = 'activo' and (u.empresa_id is null or e.estado = 'activa')
  ) and private.sesion_viva()
$$;

revoke all on function private.sesion_viva(), private.titular_activo()
  from public, anon;
grant execute on function private.sesion_viva(), private.titular_activo()
  to authenticated, service_role;

-- The own profile: readable and editable (names, phone) in a live session, at aal1 too.
drop policy usuarios_plataforma_leer on public.usuarios_plataforma;
create policy usuarios_plataforma_leer on public.usuarios_plataforma for select to authenticated
  using (
    (id = (select auth.uid()) and (select private.sesion_viva()))
    or (select private.es_super_admin())
    or empresa_id = (select private.empresa_administrada())
  );
drop policy usuarios_plataforma_actualizar_propio on public.usuarios_plataforma;
create policy usuarios_plataforma_actualizar_propio on public.usuarios_plataforma for update to authenticated
  using (id = (select auth.uid()) and (select private.titular_activo()))
  with check (id = (select auth.uid()));

-- Is the caller's account usable now? Asked by the SPA after the password, and by the Edge
-- Functions: active, active company, live session (the second factor is the policies' business).
create or replace function public.cuenta_vigente() returns boolean
language sql stable set search_path = '' as $$
  select private.titular_activo()
$$;
