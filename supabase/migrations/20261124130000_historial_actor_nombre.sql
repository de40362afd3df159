-- Issue 16 "one voice": Historial's 'Quién' shows the actor's name, with the e-mail on hover.
-- The name is written at the time of the change by the audit trigger (security definer), like
-- actor_correo, so an admin_empresa still reads who a super_admin was without reaching that row.

alter table public.auditoria_permisos add column actor_nombre text;

-- The trigger of 20261124121000_cuentas_invitaciones.sql, writing the actor's name too.
create or replace function private.auditar_permisos() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_antes jsonb;
  v_despues jsonb;
  v_empresa uuid;
  v_actor_correo text;
  v_actor_nombre text;
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
  select u.correo, nullif(btrim(concat_ws(' ', u.nombre, u.apellido_paterno, u.apellido_materno)), '')
    into v_actor_correo, v_actor_nombre
  from public.usuarios_plataforma u where u.id = auth.uid();
  insert into public.auditoria_permisos (actor_id, actor_correo, actor_nombre, tabla, operacion, empresa_id, antes, despues)
  values (auth.uid(), v_actor_correo, v_actor_nombre, tg_table_name, tg_op, v_empresa, v_antes, v_despues);
  return null;
end
$$;
revoke all on function private.auditar_permisos() from public, anon, authenticated;

-- The rows written before this column existed: the actor's name as it is now.
update public.auditoria_permisos a
set actor_nombre = nullif(btrim(concat_ws(' ', u.nombre, u.apellido_paterno, u.apellido_materno)), '')
from public.usuarios_plataforma u
where u.id = a.actor_id and a.actor_nombre is null;

-- Same view as 20261124121000_cuentas_invitaciones.sql, one more column at the end (create or
-- replace keeps its grants).
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
  a.despues ->> 'nombre' as nombre_despues,
  a.actor_nombre
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
