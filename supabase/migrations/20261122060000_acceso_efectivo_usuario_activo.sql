-- An inactive user has no effective access (docs/design.md §3: they get nothing beyond their own profile
-- row). mis_modulos() already returned nothing for them, but the admin panel's views said 'Sí' for
-- the modules of their company's plan, so 'Accesos Efectivos' and its CSV told an admin that a
-- deactivated account could use them. The rule stays written once, here:
-- acceso_efectivo = in the active plan AND coalesce(override, true) AND the user is active.
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
  (mp.plan_id is not null and coalesce(o.puede_acceder, true) and u.estado = 'activo') as acceso_efectivo,
  u.busqueda || ' ' || m.busqueda as busqueda
from public.usuarios_plataforma u
cross join public.modulos_disponibles m
left join public.empresas e on e.id = u.empresa_id
left join public.planes_empresa pe on pe.empresa_id = u.empresa_id and pe.activo
left join public.planes_disponibles p on p.id = pe.plan_id
left join public.modulos_por_plan mp on mp.plan_id = pe.plan_id and mp.modulo_id = m.id and mp.activo
left join public.empleados_override_permisos o on o.empleado_id = u.id and o.modulo_id = m.id
where m.activo;
