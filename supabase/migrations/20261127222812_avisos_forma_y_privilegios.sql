-- The notices' tables (20261127222811_avisos_notificaciones.sql) in the project's shapes.
--
-- The followers of a work order (20261127222811_avisos_notificaciones.sql) take the one shape of
-- module tables (docs/modules.md "Database shape"): Ops' tenancy as the restrictive policy, every
-- user of the module reads them, exact grants. No attribution: a follow is its user's row
-- (usuario_id), written by the user or by the notices' triggers, and nobody edits one. The table's
-- own rules stay: ops_seguidores_seguir (a user follows for themself an order of the company) and
-- ops_seguidores_dejar (a user stops following).
select private.preparar_tabla_modulo('public.ops_seguidores', 'ops', crear => null, editar => null, borrar => null,
  privilegios => 'select, insert, delete', atribucion => false);

-- Exact grants on the notices' tables, the same with and without Supabase's legacy default
-- privileges (20261127195359_privilegios_sin_valores_por_defecto.sql): nothing for anon.
revoke all on public.tipos_notificacion, public.preferencias_notificacion, public.notificaciones
  from public, anon, authenticated, service_role;
grant select on public.tipos_notificacion to authenticated;
grant select, insert, update, delete on public.preferencias_notificacion to authenticated;
grant select on public.notificaciones to authenticated;
grant update (leida_en) on public.notificaciones to authenticated;
grant select, insert, update, delete on public.tipos_notificacion, public.preferencias_notificacion,
  public.notificaciones to service_role;
-- The outbox's numbering is the sender's (it runs as the table's owner through its functions).
revoke all on sequence private.correos_salida_id_seq from public, anon, authenticated, service_role;
