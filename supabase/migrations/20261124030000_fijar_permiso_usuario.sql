-- The per-user override write of 'Permisos por Usuario', with its rule in the database next to the
-- effective-access rule (private.accesos_modulo: 20261122020000_plataforma_permisos.sql, restated
-- with the active-user condition in 20261122060000_acceso_efectivo_usuario_activo.sql):
--
--   acceso_efectivo = en_plan AND coalesce(override, true)
--   an override equal to what the plan gives (en_plan) says nothing, so it is not kept:
--   asking for the plan's value deletes the override; any other value upserts it.
--
-- Until now the SPA decided which of the two statements to send from the plan value it had on
-- screen, which could be stale (another tab, another admin, a plan changed meanwhile). Here the plan
-- value is read in the same transaction as the write.
--
-- SECURITY INVOKER: the delete and the upsert run under the caller's row-level security, exactly as
-- the SPA's own statements did (empleados_override_permisos_super_admin / _admin_empresa). Because a
-- delete that RLS hides deletes nothing without an error, the same condition as those policies is
-- checked first and refused with 42501: super_admin any user; admin_empresa the users of the
-- company they administer (an inactive caller is neither); nobody else.
--
-- Returns what it did: 'eliminado' (no override remains) or 'fijado' (an override with the value).
create function public.fijar_permiso_usuario(p_usuario_id uuid, p_modulo_id uuid, p_puede_acceder boolean)
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

revoke all on function public.fijar_permiso_usuario(uuid, uuid, boolean) from public, anon;
grant execute on function public.fijar_permiso_usuario(uuid, uuid, boolean) to authenticated, service_role;
