-- The same grants with and without Supabase's legacy default privileges (issue 34). A project that
-- still has them gives every new table, view and sequence ALL to anon, authenticated and
-- service_role. The module tables are granted exactly by private.preparar_tabla_modulo
-- (20261127194023); what anon and authenticated still got by default is taken back here:
--
-- - the modules' views (security_invoker, so anon read nothing through them, but held INSERT,
--   UPDATE, DELETE, TRUNCATE, REFERENCES and TRIGGER on them): select for authenticated and
--   service_role, nothing else;
-- - the identity sequences of the account actions and the audit trail: anon and authenticated could
--   call setval() on them. Only service_role uses one (a maintenance insert into the audit trail).
--
-- tests/db/hosted-grants.test.ts builds the database both ways on PostgreSQL 15 and compares every
-- table, view and sequence of public and private.

revoke all on public.directorio_colaboradores, public.saldos_vacaciones, public.fin_documentos_vista, public.proy_avance
  from public, anon, authenticated, service_role;
grant select on public.directorio_colaboradores, public.saldos_vacaciones, public.fin_documentos_vista, public.proy_avance
  to authenticated, service_role;

revoke all on sequence public.acciones_cuenta_id_seq, public.auditoria_permisos_id_seq
  from public, anon, authenticated, service_role;
grant usage, select on sequence public.auditoria_permisos_id_seq to service_role;

-- service_role (the API's administrator: it bypasses row-level security, so this is hygiene, not a
-- boundary): no TRUNCATE, REFERENCES or TRIGGER anywhere (20261124040000_privilegios_explicitos.sql
-- says so), only select on the platform's views, nothing on the counters (siguiente_numero's).
revoke truncate, references, trigger on all tables in schema public, private from anon, authenticated, service_role;
revoke insert, update, delete on public.accesos_efectivos_usuario, public.permisos_usuario_modulo, public.usuarios_autenticados,
  public.empleados_servicio, public.historial_permisos, private.accesos_modulo
  from service_role;
revoke all on private.contadores_empresa from service_role;
