-- Axel Suite: every privilege the product needs, granted explicitly (issue 18, docs/design.md §11).
--
-- Hosted Supabase no longer gives new objects default privileges (new projects from 2026-05-30,
-- every project from 2026-10-30). The earlier migrations already revoke everything from anon and
-- authenticated and grant exactly what their policies serve; they relied on default privileges
-- for service_role only. This migration grants service_role what the product does with it:
--
-- - the expert backend (server/expert, or `npm run expert` against a hosted project) reads
--   usuarios_plataforma and inserts into conversaciones_asistente, returning the new id;
-- - administration and maintenance with the service-role key (the Supabase dashboard's API, data
--   fixes, exports): read and write every table of the product, read every view, call its
--   functions. service_role bypasses row-level security, so these grants are the whole rule.
--
-- Not TRUNCATE, REFERENCES or TRIGGER: nothing in the product needs them, and a schema change is
-- a migration run by the owner, not an API call. Nothing on auth.*: that schema is Supabase's.
--
-- `supabase db push` runs this as `postgres`, which owns every object here, so it may grant them.
-- Restating the schema usage and the anon/authenticated grants keeps this file the one list of
-- who may do what, and is a no-op where they already hold.

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema private to authenticated, service_role;

-- Tables ------------------------------------------------------------------------------------------
grant select, insert, update, delete on
  public.roles_sistema, public.empresas, public.planes_disponibles, public.modulos_disponibles,
  public.modulos_por_plan, public.planes_empresa, public.usuarios_plataforma,
  public.empleados_override_permisos, public.auditoria_permisos,
  public.app_config, public.videos_demo, public.solicitudes_contacto, public.conversaciones_asistente
  to service_role;

-- The audit identity, for a maintenance insert that does not go through the trigger.
grant usage, select on sequence public.auditoria_permisos_id_seq to service_role;

-- Views (security_invoker: the reader also needs the tables under them, granted above) ----------
grant select on
  public.accesos_efectivos_usuario, public.permisos_usuario_modulo, public.usuarios_autenticados,
  public.empleados_servicio, public.historial_permisos, private.accesos_modulo
  to service_role;

-- Functions ---------------------------------------------------------------------------------------
-- The policy helpers: authenticated evaluates them in every policy; service_role reads the views
-- that call them.
grant execute on function private.usuario_activo(), private.rol_actual(), private.es_super_admin(),
  private.empresa_actual(), private.empresa_administrada() to authenticated, service_role;
grant execute on function public.mis_modulos() to authenticated, service_role;
grant execute on function public.fijar_permiso_usuario(uuid, uuid, boolean) to authenticated, service_role;

-- What anon and authenticated already hold (20261122020000, 20261122020100, 20261122050000),
-- restated so no role depends on a default ----------------------------------------------------------
grant select on public.videos_demo to anon;
grant insert (nombre, empresa, correo, telefono, mensaje, plan_interes, modulo_interes)
  on public.solicitudes_contacto to anon;
grant select, insert, update, delete on public.roles_sistema, public.empresas, public.planes_disponibles,
  public.modulos_disponibles, public.modulos_por_plan, public.planes_empresa, public.empleados_override_permisos,
  public.app_config, public.videos_demo, public.solicitudes_contacto
  to authenticated;
grant select, insert, delete on public.usuarios_plataforma, public.conversaciones_asistente to authenticated;
grant update (nombre, apellido_paterno, apellido_materno, empresa_id, rol_id, estado)
  on public.usuarios_plataforma to authenticated;
grant select on public.auditoria_permisos, public.accesos_efectivos_usuario, public.permisos_usuario_modulo,
  public.usuarios_autenticados, public.historial_permisos, private.accesos_modulo to authenticated;
grant select, update (rol_sistema_id) on public.empleados_servicio to authenticated;
