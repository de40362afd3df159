-- Every module table in the one shape of private.preparar_tabla_modulo (20261127194023_tablas_modulo.sql,
-- issue 31): its tenancy becomes one restrictive policy, its attribution trigger `a_atribuir`, its
-- grants revoked and granted again exactly (nothing left for anon, with or without Supabase's legacy
-- default privileges; issue 34). Who may do what is each module's, unchanged (the access matrices
-- of tests/integration/*-module-access.test.ts and tests/db test it): the standard rules come from
-- the helper's options, and a module's own rules follow its call as permissive policies that no
-- longer repeat the tenancy (the restrictive policy ANDs it in).
--
-- The helper replaces the policies named <tabla>_leer, _crear, _editar and _borrar; every other
-- policy a module had is dropped here by name and written again below, without the tenancy.
-- People's tables also get their authors' foreign keys (on delete set null, indexed), which they
-- lacked, and their triggers `<tabla>_atribuir` become `a_atribuir` (still the first to fire).

-- Axel Industrial ----------------------------------------------------------------------------------

select private.preparar_tabla_modulo('public.industrial_activos', 'industrial');
-- The stock changes only through moves: updates leave it out.
select private.preparar_tabla_modulo('public.industrial_repuestos', 'industrial',
  privilegios => 'select, insert, delete, update (sku, nombre, unidad, stock_minimo, ubicacion_bodega, costo_unitario)');
select private.preparar_tabla_modulo('public.industrial_planes', 'industrial');
-- Moves are history: added, never edited or removed.
select private.preparar_tabla_modulo('public.industrial_movimientos', 'industrial',
  editar => null, borrar => null, privilegios => 'select, insert');

-- Axel Ops ---------------------------------------------------------------------------------------

select private.preparar_tabla_modulo('public.ops_ordenes', 'ops');
-- Written only by the state trigger (SECURITY DEFINER): read-only, no authors of its own.
select private.preparar_tabla_modulo('public.ops_transiciones', 'ops',
  crear => null, editar => null, borrar => null, privilegios => 'select', atribucion => false);
-- Checklist: anyone in the module ticks and removes tasks.
select private.preparar_tabla_modulo('public.ops_tareas', 'ops', borrar => 'todos');
-- Parts used are not edited (a wrong line is removed, which returns its stock).
select private.preparar_tabla_modulo('public.ops_repuestos_usados', 'ops',
  editar => null, borrar => 'todos', privilegios => 'select, insert, delete');
-- Hours and comments: their author edits and removes them; admin_empresa removes any.
drop policy ops_horas_editar on public.ops_horas;
drop policy ops_horas_borrar on public.ops_horas;
drop policy ops_comentarios_editar on public.ops_comentarios;
drop policy ops_comentarios_borrar on public.ops_comentarios;
select private.preparar_tabla_modulo('public.ops_horas', 'ops', editar => null, borrar => null);
select private.preparar_tabla_modulo('public.ops_comentarios', 'ops', editar => null, borrar => null);
create policy ops_horas_editar_autor on public.ops_horas for update to authenticated
  using (creado_por = (select auth.uid())) with check (true);
create policy ops_horas_borrar_autor_o_admin on public.ops_horas for delete to authenticated
  using (creado_por = (select auth.uid()) or empresa_id = (select private.empresa_administrada()));
create policy ops_comentarios_editar_autor on public.ops_comentarios for update to authenticated
  using (creado_por = (select auth.uid())) with check (true);
create policy ops_comentarios_borrar_autor_o_admin on public.ops_comentarios for delete to authenticated
  using (creado_por = (select auth.uid()) or empresa_id = (select private.empresa_administrada()));

-- Axel CRM ----------------------------------------------------------------------------------------

select private.preparar_tabla_modulo('public.crm_contactos', 'crm');
select private.preparar_tabla_modulo('public.crm_oportunidades', 'crm');
select private.preparar_tabla_modulo('public.crm_actividades', 'crm');
select private.preparar_tabla_modulo('public.crm_leads', 'crm');

-- Axel Finance ------------------------------------------------------------------------------------

-- Categories are a catalogue: admin_empresa writes it.
select private.preparar_tabla_modulo('public.fin_categorias', 'finance', crear => 'admin', editar => 'admin');
-- The amount paid is the payments' (the trigger sets it); the generated columns are Postgres's.
select private.preparar_tabla_modulo('public.fin_documentos', 'finance',
  privilegios => 'select, insert, delete, update (tipo, folio, tercero_id, categoria_id, documento_referencia_id, descripcion, '
    'fecha_emision, fecha_vencimiento, neto, estado)');
select private.preparar_tabla_modulo('public.fin_pagos', 'finance',
  privilegios => 'select, insert, delete, update (fecha, monto, medio, referencia, notas)');
-- Applications are added and removed (by admin_empresa, giving the balance back), never edited.
select private.preparar_tabla_modulo('public.fin_pago_aplicaciones', 'finance',
  editar => null, privilegios => 'select, insert, delete');

-- Axel Projects -------------------------------------------------------------------------------------

select private.preparar_tabla_modulo('public.proy_proyectos', 'projects');
-- Tasks: admin_empresa, or the project's manager, deletes them (a task carries other people's hours).
drop policy proy_tareas_borrar on public.proy_tareas;
select private.preparar_tabla_modulo('public.proy_tareas', 'projects', borrar => null);
create policy proy_tareas_borrar_admin_o_gerente on public.proy_tareas for delete to authenticated
  using (empresa_id = (select private.empresa_administrada()) or exists (
    select 1 from public.proy_proyectos p where p.id = proyecto_id and p.gerente_id = (select auth.uid())));
-- Dependencies are added and removed by anyone in the module, never edited.
select private.preparar_tabla_modulo('public.proy_dependencias', 'projects',
  editar => null, borrar => 'todos', privilegios => 'select, insert, delete');
-- Time entries: one's own; admin_empresa anyone's.
drop policy proy_horas_crear on public.proy_horas;
drop policy proy_horas_editar on public.proy_horas;
drop policy proy_horas_borrar on public.proy_horas;
select private.preparar_tabla_modulo('public.proy_horas', 'projects', crear => null, editar => null, borrar => null);
create policy proy_horas_crear_propias on public.proy_horas for insert to authenticated
  with check (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada()));
create policy proy_horas_editar_propias on public.proy_horas for update to authenticated
  using (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada()))
  with check (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada()));
create policy proy_horas_borrar_propias on public.proy_horas for delete to authenticated
  using (usuario_id = (select auth.uid()) or empresa_id = (select private.empresa_administrada()));

-- Axel People ---------------------------------------------------------------------------------------
-- Its admins are admin_empresa and super_admin inside their own company (private.es_admin_people);
-- attribution columns and computed columns are the database's (not in the column grants).

drop policy colaboradores_admin_insertar on public.colaboradores;
drop policy colaboradores_admin_actualizar on public.colaboradores;
drop policy colaboradores_admin_eliminar on public.colaboradores;
drop policy colaboradores_ficha_admin_insertar on public.colaboradores_ficha;
drop policy colaboradores_ficha_admin_actualizar on public.colaboradores_ficha;
drop policy colaboradores_ficha_admin_eliminar on public.colaboradores_ficha;
drop policy feriados_admin on public.feriados;
drop policy solicitudes_ausencia_pedir on public.solicitudes_ausencia;
drop policy solicitudes_ausencia_resolver on public.solicitudes_ausencia;
drop policy solicitudes_ausencia_admin_eliminar on public.solicitudes_ausencia;
drop policy marcas_asistencia_marcar on public.marcas_asistencia;
drop policy marcas_asistencia_actualizar on public.marcas_asistencia;
drop policy marcas_asistencia_admin_eliminar on public.marcas_asistencia;

-- The directory: every user of the module reads it; admins write it.
select private.preparar_tabla_modulo('public.colaboradores', 'people', crear => null, editar => null, borrar => null,
  privilegios => 'select, delete, insert (nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado, usuario_id), '
    'update (nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado, usuario_id)');
create policy colaboradores_admin_insertar on public.colaboradores for insert to authenticated
  with check ((select private.es_admin_people()));
create policy colaboradores_admin_actualizar on public.colaboradores for update to authenticated
  using ((select private.es_admin_people())) with check ((select private.es_admin_people()));
create policy colaboradores_admin_eliminar on public.colaboradores for delete to authenticated
  using ((select private.es_admin_people()));

-- The private record: oneself, one's managers (direct and indirect), the company's admins.
select private.preparar_tabla_modulo('public.colaboradores_ficha', 'people', leer => null, crear => null, editar => null, borrar => null,
  privilegios => 'select, delete, insert (colaborador_id, rut, fecha_ingreso, tipo_contrato, contacto_emergencia_nombre, '
    'contacto_emergencia_telefono, fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial), '
    'update (rut, fecha_ingreso, tipo_contrato, contacto_emergencia_nombre, contacto_emergencia_telefono, '
    'fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial)');
create policy colaboradores_ficha_leer_visibles on public.colaboradores_ficha for select to authenticated
  using ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id));
create policy colaboradores_ficha_admin_insertar on public.colaboradores_ficha for insert to authenticated
  with check ((select private.es_admin_people()));
create policy colaboradores_ficha_admin_actualizar on public.colaboradores_ficha for update to authenticated
  using ((select private.es_admin_people())) with check ((select private.es_admin_people()));
create policy colaboradores_ficha_admin_eliminar on public.colaboradores_ficha for delete to authenticated
  using ((select private.es_admin_people()));

-- Holidays: every user of the module reads them; admins write them.
select private.preparar_tabla_modulo('public.feriados', 'people', crear => null, editar => null, borrar => null,
  privilegios => 'select, delete, insert (fecha, nombre), update (fecha, nombre)');
create policy feriados_admin on public.feriados for all to authenticated
  using ((select private.es_admin_people())) with check ((select private.es_admin_people()));

-- Leave requests: read like the record; asked for oneself; resolved or cancelled by those who may
-- see it (refined by the trigger: the direct manager or an admin resolves, the requester cancels);
-- admins delete.
select private.preparar_tabla_modulo('public.solicitudes_ausencia', 'people', leer => null, crear => null, editar => null, borrar => null,
  privilegios => 'select, delete, insert (colaborador_id, tipo, fecha_inicio, fecha_fin, motivo), update (estado, comentario_resolucion)');
create policy solicitudes_ausencia_leer_visibles on public.solicitudes_ausencia for select to authenticated
  using ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id));
create policy solicitudes_ausencia_pedir on public.solicitudes_ausencia for insert to authenticated
  with check (colaborador_id = (select private.mi_colaborador()));
create policy solicitudes_ausencia_resolver on public.solicitudes_ausencia for update to authenticated
  using ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id)) with check (true);
create policy solicitudes_ausencia_admin_eliminar on public.solicitudes_ausencia for delete to authenticated
  using ((select private.es_admin_people()));

-- Attendance: read like the record; one's own marks, or any by an admin.
select private.preparar_tabla_modulo('public.marcas_asistencia', 'people', leer => null, crear => null, editar => null, borrar => null,
  privilegios => 'select, delete, insert (colaborador_id, fecha, entrada, salida), update (fecha, entrada, salida)');
create policy marcas_asistencia_leer_visibles on public.marcas_asistencia for select to authenticated
  using ((select private.es_admin_people()) or private.puede_ver_colaborador(colaborador_id));
create policy marcas_asistencia_marcar on public.marcas_asistencia for insert to authenticated
  with check (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people()));
create policy marcas_asistencia_actualizar on public.marcas_asistencia for update to authenticated
  using (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people()))
  with check (colaborador_id = (select private.mi_colaborador()) or (select private.es_admin_people()));
create policy marcas_asistencia_admin_eliminar on public.marcas_asistencia for delete to authenticated
  using ((select private.es_admin_people()));
