-- The admin panel's 'Historial' tab: the audit trail of permission changes, readable as
-- "who, when, what, before and after" without the client resolving ids it may not be allowed to see.

-- Who made the change, as they were called at the time. Written by the audit trigger (security
-- definer), so an admin_empresa reading a change a super_admin made still sees who it was, while
-- the super_admin's user row itself stays out of their reach.
alter table public.auditoria_permisos add column actor_correo text;

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

-- One row per audited change, with the names it concerns resolved. security_invoker: the caller's
-- policies decide which changes (auditoria_permisos) and which names (users, companies) appear.
create view public.historial_permisos with (security_invoker = true) as
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
  a.despues
from public.auditoria_permisos a
cross join lateral (
  select case a.tabla
    when 'usuarios_plataforma' then (coalesce(a.despues, a.antes) ->> 'id')::uuid
    when 'empleados_override_permisos' then (coalesce(a.despues, a.antes) ->> 'empleado_id')::uuid
  end as usuario_id
) t
left join public.empresas e on e.id = a.empresa_id
left join public.usuarios_plataforma u on u.id = t.usuario_id
left join public.modulos_disponibles m on m.id = (coalesce(a.despues, a.antes) ->> 'modulo_id')::uuid
left join public.planes_disponibles pa on pa.id = (a.antes ->> 'plan_id')::uuid
left join public.planes_disponibles pd on pd.id = (a.despues ->> 'plan_id')::uuid;

revoke all on public.historial_permisos from anon, authenticated;
grant select on public.historial_permisos to authenticated;
