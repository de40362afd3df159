-- Axel Finance's book tables take the one shape of module tables (docs/modules.md "Database shape"):
-- 20261127212829_fin_lineas_tipos_sii.sql wrote their policies in Finance's own style, beside the
-- helper; the same rules, now from private.preparar_tabla_modulo.

-- The company's tax data and its CAF folio ranges are configuration: admin_empresa writes them.
select private.preparar_tabla_modulo('public.fin_emisor', 'finance', crear => 'admin', editar => 'admin');
select private.preparar_tabla_modulo('public.fin_caf', 'finance', crear => 'admin', editar => 'admin');
-- The catalogue of products and services: module users write it, admin_empresa deletes.
select private.preparar_tabla_modulo('public.fin_productos', 'finance');
-- A draft's lines are written and removed by whoever edits the draft (the lock on issued documents
-- is the trigger's, for every role).
select private.preparar_tabla_modulo('public.fin_documento_lineas', 'finance', borrar => 'todos');

-- The documents' view was made again by 20261127212829_fin_lineas_tipos_sii.sql, after
-- 20261127195359_privilegios_sin_valores_por_defecto.sql: on a project with Supabase's legacy default
-- privileges it would get them back. Its grants, exactly.
revoke all on public.fin_documentos_vista from public, anon, authenticated, service_role;
grant select on public.fin_documentos_vista to authenticated, service_role;
-- The SII's document types: read by signed-in users, written by no API user (the service role
-- administers every table, as on hosted Supabase).
revoke all on public.fin_tipos_documento from public, anon, authenticated, service_role;
grant select on public.fin_tipos_documento to authenticated;
grant select, insert, update, delete on public.fin_tipos_documento to service_role;
