-- Axel Suite demo data (docs/design.md §5). Idempotent: running it again changes nothing.
-- Every demo account's password is Demo1234! (bcrypt, cost 10, computed once with bcryptjs).
-- Catalogue rows (roles, plans, modules) come from the migrations; this file decides which
-- modules each plan includes, the companies, their plans, the accounts and the content.
-- Demo data is history, not news: no notices or e-mails while it loads (private.notificar).
set axel.avisos = 'off';

-- Companies ----------------------------------------------------------------------------------
insert into public.empresas (id, nombre) values
  ('c0000000-0000-4000-8000-000000000001', 'Axel Platform'),
  ('c0000000-0000-4000-8000-000000000002', 'Industrias Andes'),
  ('c0000000-0000-4000-8000-000000000003', 'Comercial Pacífico'),
  ('c0000000-0000-4000-8000-000000000004', 'Minera Atacama'),
  ('c0000000-0000-4000-8000-000000000005', 'Agroindustrial del Valle'),
  ('c0000000-0000-4000-8000-000000000006', 'Transportes Cordillera'),
  ('c0000000-0000-4000-8000-000000000007', 'Constructora Río Bravo'),
  ('c0000000-0000-4000-8000-000000000008', 'Alimentos La Pampa'),
  ('c0000000-0000-4000-8000-000000000009', 'Textiles Altiplano'),
  ('c0000000-0000-4000-8000-000000000010', 'Logística Caribe'),
  ('c0000000-0000-4000-8000-000000000011', 'Energía Solar del Norte'),
  ('c0000000-0000-4000-8000-000000000012', 'Laboratorios Amazonía')
on conflict (id) do nothing;

-- Modules per plan: basico (people, crm, finance); profesional (basico + think, ops, projects,
-- skills); enterprise (all ten).
insert into public.modulos_por_plan (plan_id, modulo_id, activo)
select p.id, m.id, true
from (values
  ('basico', 'people'), ('basico', 'crm'), ('basico', 'finance'),
  ('profesional', 'people'), ('profesional', 'crm'), ('profesional', 'finance'),
  ('profesional', 'think'), ('profesional', 'ops'), ('profesional', 'projects'), ('profesional', 'skills'),
  ('enterprise', 'people'), ('enterprise', 'think'), ('enterprise', 'crm'), ('enterprise', 'ops'),
  ('enterprise', 'industrial'), ('enterprise', 'finance'), ('enterprise', 'predictive'),
  ('enterprise', 'assistant'), ('enterprise', 'projects'), ('enterprise', 'skills')
) as v (plan_clave, modulo_clave)
join public.planes_disponibles p on p.clave = v.plan_clave
join public.modulos_disponibles m on m.clave = v.modulo_clave
on conflict (plan_id, modulo_id) do nothing;

-- The active plan of each company (Laboratorios Amazonía has none yet: a prospect).
insert into public.planes_empresa (empresa_id, plan_id, fecha_inicio, activo)
select v.empresa_id::uuid, p.id, v.fecha_inicio::date, true
from (values
  ('c0000000-0000-4000-8000-000000000001', 'enterprise', '2025-01-01'),
  ('c0000000-0000-4000-8000-000000000002', 'enterprise', '2025-03-15'),
  ('c0000000-0000-4000-8000-000000000003', 'basico', '2025-06-01'),
  ('c0000000-0000-4000-8000-000000000004', 'enterprise', '2025-02-10'),
  ('c0000000-0000-4000-8000-000000000005', 'profesional', '2025-04-22'),
  ('c0000000-0000-4000-8000-000000000006', 'basico', '2025-05-05'),
  ('c0000000-0000-4000-8000-000000000007', 'profesional', '2025-07-01'),
  ('c0000000-0000-4000-8000-000000000008', 'basico', '2025-08-18'),
  ('c0000000-0000-4000-8000-000000000009', 'profesional', '2025-09-09'),
  ('c0000000-0000-4000-8000-000000000010', 'enterprise', '2025-10-01'),
  ('c0000000-0000-4000-8000-000000000011', 'basico', '2026-01-12')
) as v (empresa_id, plan_clave, fecha_inicio)
join public.planes_disponibles p on p.clave = v.plan_clave
on conflict (empresa_id) where activo do nothing;

-- Demo accounts ------------------------------------------------------------------------------
-- rol and empresa_id ride in raw_app_meta_data (which only the service role can set): the
-- trigger on auth.users creates each platform row with them.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000', v.id::uuid, 'authenticated', 'authenticated', v.email,
  '$2a$10$j8fsOQASSJldbL0ozhJVB.Rj20TuoOBGFP8zUqlpRsSppCJRIDuE2', now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'rol', v.rol, 'empresa_id', v.empresa_id),
  jsonb_strip_nulls(jsonb_build_object('nombre', v.nombre, 'apellido_paterno', v.apellido_paterno, 'apellido_materno', v.apellido_materno)),
  now(), now(), '', '', '', ''
from (values
  ('a0000000-0000-4000-8000-000000000001', 'superadmin@axel.demo', 'Sofía', 'Reyes', 'Valdés', 'super_admin', 'c0000000-0000-4000-8000-000000000001'),
  ('a0000000-0000-4000-8000-000000000002', 'admin@andes.demo', 'Carlos', 'Mendoza', 'Rojas', 'admin_empresa', 'c0000000-0000-4000-8000-000000000002'),
  ('a0000000-0000-4000-8000-000000000003', 'ana@andes.demo', 'Ana', 'Torres', 'Fuentes', 'usuario', 'c0000000-0000-4000-8000-000000000002'),
  ('a0000000-0000-4000-8000-000000000004', 'admin@pacifico.demo', 'María', 'González', null, 'admin_empresa', 'c0000000-0000-4000-8000-000000000003'),
  ('a0000000-0000-4000-8000-000000000005', 'luis@pacifico.demo', 'Luis', 'Herrera', 'Soto', 'usuario', 'c0000000-0000-4000-8000-000000000003'),
  ('a0000000-0000-4000-8000-000000000006', 'inactivo@andes.demo', 'Pedro', 'Castillo', 'Muñoz', 'usuario', 'c0000000-0000-4000-8000-000000000002')
) as v (id, email, nombre, apellido_paterno, apellido_materno, rol, empresa_id)
on conflict (id) do nothing;

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id, u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
  'email', now(), now(), now()
from auth.users u
where u.id in (
  'a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002',
  'a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004',
  'a0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000006'
)
on conflict (provider_id, provider) do nothing;

-- The platform rows as docs/design.md §5 documents them (the trigger made them; this restores the
-- documented state if the rows drifted, and writes nothing when they already match).
insert into public.usuarios_plataforma as u (id, nombre, apellido_paterno, apellido_materno, correo, empresa_id, rol_id, estado)
values
  ('a0000000-0000-4000-8000-000000000001', 'Sofía', 'Reyes', 'Valdés', 'superadmin@axel.demo', 'c0000000-0000-4000-8000-000000000001', 'super_admin', 'activo'),
  ('a0000000-0000-4000-8000-000000000002', 'Carlos', 'Mendoza', 'Rojas', 'admin@andes.demo', 'c0000000-0000-4000-8000-000000000002', 'admin_empresa', 'activo'),
  ('a0000000-0000-4000-8000-000000000003', 'Ana', 'Torres', 'Fuentes', 'ana@andes.demo', 'c0000000-0000-4000-8000-000000000002', 'usuario', 'activo'),
  ('a0000000-0000-4000-8000-000000000004', 'María', 'González', null, 'admin@pacifico.demo', 'c0000000-0000-4000-8000-000000000003', 'admin_empresa', 'activo'),
  ('a0000000-0000-4000-8000-000000000005', 'Luis', 'Herrera', 'Soto', 'luis@pacifico.demo', 'c0000000-0000-4000-8000-000000000003', 'usuario', 'activo'),
  ('a0000000-0000-4000-8000-000000000006', 'Pedro', 'Castillo', 'Muñoz', 'inactivo@andes.demo', 'c0000000-0000-4000-8000-000000000002', 'usuario', 'inactivo')
on conflict (id) do update set
  nombre = excluded.nombre, apellido_paterno = excluded.apellido_paterno, apellido_materno = excluded.apellido_materno,
  empresa_id = excluded.empresa_id, rol_id = excluded.rol_id, estado = excluded.estado
where (u.nombre, u.apellido_paterno, u.apellido_materno, u.empresa_id, u.rol_id, u.estado)
  is distinct from (excluded.nombre, excluded.apellido_paterno, excluded.apellido_materno, excluded.empresa_id, excluded.rol_id, excluded.estado);

-- Ana's override: finance denied although Industrias Andes' plan (enterprise) includes it.
insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder)
select 'a0000000-0000-4000-8000-000000000003', m.id, false
from public.modulos_disponibles m where m.clave = 'finance'
on conflict (empleado_id, modulo_id) do nothing;

-- Configuration and content -------------------------------------------------------------------
-- api_url_backend: the local expert backend, mounted by server/ on the same origin at /expert
-- (POST /expert/ask_expert, /expert/save_expert_session). A production deployment sets an
-- absolute URL here from the config screen.
insert into public.app_config (key, value) values
  ('api_url_backend', '/expert'),
  ('url_servicios_campo', 'https://campo.axel.demo')
on conflict (key) do nothing;

insert into public.videos_demo (slug, titulo, descripcion, url_video, activo) values
  ('home', 'Axel Suite en 2 minutos', 'Recorrido por la suite: personas, clientes, operaciones y finanzas en un solo lugar.', '/videos/home.mp4', true),
  ('predictivo', 'IA Predictiva en acción', 'Cómo Axel anticipa fallas de equipos y quiebres de stock con tus propios datos.', '/videos/predictivo.mp4', true),
  ('inventario', 'Inventario y repuestos', 'Control de repuestos críticos y planes de mantenimiento en Activos Industriales.', '/videos/inventario.mp4', true)
on conflict (slug) do nothing;

-- Modules: people --------------------------------------------------------------------------------
-- Axel People's demo data (issue 13): the staff of Industrias Andes (enterprise) and Comercial
-- Pacífico (basico, which includes people), with a manager chain, private records, the 2026
-- holidays, leave requests and two weeks of attendance. The demo accounts are linked to their
-- employee records: Carlos (admin@andes.demo) is the general manager, Ana (ana@andes.demo) heads
-- maintenance and manages five people directly and two through Javier, Pedro (inactivo@andes.demo)
-- has left the company; María (admin@pacifico.demo) and Luis (luis@pacifico.demo) in Pacífico.
-- Dates of requests and marks are relative to the day the seed runs, so 'absent today' and the
-- attendance day view always have something to show. Fixed ids and unique keys keep it idempotent.
insert into public.colaboradores (id, empresa_id, usuario_id, nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado)
select v.id::uuid, v.empresa_id::uuid, v.usuario_id::uuid, v.nombres, v.apellidos, v.cargo, v.area, v.jefe_id::uuid, v.correo, v.telefono, v.estado
from (values
  ('d1000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000002', 'Carlos', 'Mendoza Rojas', 'Gerente General', 'Gerencia', null, 'admin@andes.demo', '+56 9 5555 0101', 'activo'),
  ('d1000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003', 'Ana', 'Torres Fuentes', 'Jefa de Mantención', 'Mantención', 'd1000000-0000-4000-8000-000000000001', 'ana@andes.demo', '+56 9 5555 0102', 'activo'),
  ('d1000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000006', 'Pedro', 'Castillo Muñoz', 'Técnico Electricista', 'Mantención', 'd1000000-0000-4000-8000-000000000002', 'inactivo@andes.demo', '+56 9 5555 0103', 'desvinculado'),
  ('d1000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', null, 'Rodrigo', 'Vargas Pino', 'Técnico Mecánico', 'Mantención', 'd1000000-0000-4000-8000-000000000002', 'rodrigo.vargas@andes.demo', '+56 9 5555 0104', 'activo'),
  ('d1000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', null, 'Camila', 'Soto Araya', 'Técnica en Instrumentación', 'Mantención', 'd1000000-0000-4000-8000-000000000002', 'camila.soto@andes.demo', '+56 9 5555 0105', 'activo'),
  ('d1000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000002', null, 'Javier', 'Muñoz Leiva', 'Supervisor de Turno', 'Mantención', 'd1000000-0000-4000-8000-000000000002', 'javier.munoz@andes.demo', '+56 9 5555 0106', 'activo'),
  ('d1000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000002', null, 'Diego', 'Rojas Tapia', 'Técnico Mecánico', 'Mantención', 'd1000000-0000-4000-8000-000000000006', 'diego.rojas@andes.demo', '+56 9 5555 0107', 'activo'),
  ('d1000000-0000-4000-8000-000000000008', 'c0000000-0000-4000-8000-000000000002', null, 'Felipe', 'Navarro Bravo', 'Técnico Eléctrico', 'Mantención', 'd1000000-0000-4000-8000-000000000006', 'felipe.navarro@andes.demo', '+56 9 5555 0108', 'activo'),
  ('d1000000-0000-4000-8000-000000000009', 'c0000000-0000-4000-8000-000000000002', null, 'Valentina', 'Pérez Contreras', 'Jefa de Producción', 'Producción', 'd1000000-0000-4000-8000-000000000001', 'valentina.perez@andes.demo', '+56 9 5555 0109', 'activo'),
  ('d1000000-0000-4000-8000-000000000010', 'c0000000-0000-4000-8000-000000000002', null, 'Matías', 'González Silva', 'Operador de Planta', 'Producción', 'd1000000-0000-4000-8000-000000000009', 'matias.gonzalez@andes.demo', '+56 9 5555 0110', 'activo'),
  ('d1000000-0000-4000-8000-000000000011', 'c0000000-0000-4000-8000-000000000002', null, 'Catalina', 'Reyes Morales', 'Operadora de Planta', 'Producción', 'd1000000-0000-4000-8000-000000000009', 'catalina.reyes@andes.demo', '+56 9 5555 0111', 'activo'),
  ('d1000000-0000-4000-8000-000000000012', 'c0000000-0000-4000-8000-000000000002', null, 'Sebastián', 'Díaz Castro', 'Operador de Grúa', 'Producción', 'd1000000-0000-4000-8000-000000000009', 'sebastian.diaz@andes.demo', '+56 9 5555 0112', 'activo'),
  ('d1000000-0000-4000-8000-000000000013', 'c0000000-0000-4000-8000-000000000002', null, 'Francisca', 'Herrera Vega', 'Supervisora de Calidad', 'Calidad', 'd1000000-0000-4000-8000-000000000009', 'francisca.herrera@andes.demo', '+56 9 5555 0113', 'activo'),
  ('d1000000-0000-4000-8000-000000000014', 'c0000000-0000-4000-8000-000000000002', null, 'Tomás', 'Fuentes Ortiz', 'Analista de Calidad', 'Calidad', 'd1000000-0000-4000-8000-000000000013', 'tomas.fuentes@andes.demo', '+56 9 5555 0114', 'activo'),
  ('d1000000-0000-4000-8000-000000000015', 'c0000000-0000-4000-8000-000000000002', null, 'Daniela', 'Espinoza Rivas', 'Jefa de Administración y Finanzas', 'Administración', 'd1000000-0000-4000-8000-000000000001', 'daniela.espinoza@andes.demo', '+56 9 5555 0115', 'activo'),
  ('d1000000-0000-4000-8000-000000000016', 'c0000000-0000-4000-8000-000000000002', null, 'Nicolás', 'Sepúlveda Lagos', 'Contador', 'Administración', 'd1000000-0000-4000-8000-000000000015', 'nicolas.sepulveda@andes.demo', '+56 9 5555 0116', 'activo'),
  ('d1000000-0000-4000-8000-000000000017', 'c0000000-0000-4000-8000-000000000002', null, 'Constanza', 'Morales Pizarro', 'Analista de Remuneraciones', 'Personas', 'd1000000-0000-4000-8000-000000000015', 'constanza.morales@andes.demo', '+56 9 5555 0117', 'activo'),
  ('d1000000-0000-4000-8000-000000000018', 'c0000000-0000-4000-8000-000000000002', null, 'Ignacio', 'Álvarez Núñez', 'Encargado de Bodega', 'Logística', 'd1000000-0000-4000-8000-000000000001', 'ignacio.alvarez@andes.demo', '+56 9 5555 0118', 'activo'),
  ('d1000000-0000-4000-8000-000000000019', 'c0000000-0000-4000-8000-000000000002', null, 'Martina', 'Gutiérrez Campos', 'Asistente de Bodega', 'Logística', 'd1000000-0000-4000-8000-000000000018', 'martina.gutierrez@andes.demo', '+56 9 5555 0119', 'activo'),
  ('d1000000-0000-4000-8000-000000000020', 'c0000000-0000-4000-8000-000000000002', null, 'Benjamín', 'Torres Alarcón', 'Conductor', 'Logística', 'd1000000-0000-4000-8000-000000000018', null, '+56 9 5555 0120', 'activo'),
  ('d1000000-0000-4000-8000-000000000021', 'c0000000-0000-4000-8000-000000000002', null, 'Josefa', 'Carrasco Medina', 'Prevencionista de Riesgos', 'Prevención de Riesgos', 'd1000000-0000-4000-8000-000000000001', 'josefa.carrasco@andes.demo', '+56 9 5555 0121', 'activo'),
  ('d1000000-0000-4000-8000-000000000022', 'c0000000-0000-4000-8000-000000000002', null, 'Cristóbal', 'Saavedra Paredes', 'Técnico en Práctica', 'Mantención', 'd1000000-0000-4000-8000-000000000002', null, null, 'activo'),
  ('d1000000-0000-4000-8000-000000000023', 'c0000000-0000-4000-8000-000000000002', null, 'Antonia', 'Valenzuela Ramírez', 'Operadora de Planta', 'Producción', 'd1000000-0000-4000-8000-000000000009', 'antonia.valenzuela@andes.demo', '+56 9 5555 0123', 'activo'),
  ('d2000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004', 'María', 'González', 'Gerenta General', 'Gerencia', null, 'admin@pacifico.demo', '+56 9 6666 0201', 'activo'),
  ('d2000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003', null, 'Paula', 'Cifuentes Mora', 'Jefa de Ventas', 'Ventas', 'd2000000-0000-4000-8000-000000000001', 'paula.cifuentes@pacifico.demo', '+56 9 6666 0202', 'activo'),
  ('d2000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000005', 'Luis', 'Herrera Soto', 'Ejecutivo Comercial', 'Ventas', 'd2000000-0000-4000-8000-000000000002', 'luis@pacifico.demo', '+56 9 6666 0203', 'activo'),
  ('d2000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000003', null, 'Andrés', 'Olivares Ruiz', 'Ejecutivo Comercial', 'Ventas', 'd2000000-0000-4000-8000-000000000002', 'andres.olivares@pacifico.demo', '+56 9 6666 0204', 'activo'),
  ('d2000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000003', null, 'Carolina', 'Bustos León', 'Asistente Administrativa', 'Administración', 'd2000000-0000-4000-8000-000000000001', 'carolina.bustos@pacifico.demo', '+56 9 6666 0205', 'activo'),
  ('d2000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000003', null, 'Gonzalo', 'Parra Salinas', 'Bodeguero', 'Logística', 'd2000000-0000-4000-8000-000000000001', null, '+56 9 6666 0206', 'activo'),
  ('d2000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000003', null, 'Fernanda', 'Ibáñez Rojas', 'Cajera', 'Ventas', 'd2000000-0000-4000-8000-000000000002', 'fernanda.ibanez@pacifico.demo', '+56 9 6666 0207', 'activo')
) as v (id, empresa_id, usuario_id, nombres, apellidos, cargo, area, jefe_id, correo, telefono, estado)
on conflict (id) do nothing;

insert into public.colaboradores_ficha (colaborador_id, empresa_id, rut, fecha_ingreso, tipo_contrato,
  contacto_emergencia_nombre, contacto_emergencia_telefono, fecha_desvinculacion, saldo_vacaciones_inicial, fecha_saldo_inicial)
select v.id::uuid, c.empresa_id, v.rut, v.ingreso::date, v.contrato, v.emergencia, v.emergencia_telefono,
  v.desvinculacion::date, v.saldo::numeric, v.desde::date
from (values
  ('d1000000-0000-4000-8000-000000000001', '10452318-8', '2012-03-01', 'indefinido', 'Patricia Rojas', '+56 9 7777 0101', null, 12.5, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000002', '13876542-3', '2016-08-16', 'indefinido', 'Jorge Torres', '+56 9 7777 0102', null, 10, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000003', '16234789-6', '2019-05-06', 'indefinido', 'Rosa Muñoz', '+56 9 7777 0103', '2026-09-30', 4, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000004', '17654321-3', '2018-01-15', 'indefinido', 'Carmen Pino', '+56 9 7777 0104', null, 8, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000005', '18345672-5', '2021-04-01', 'indefinido', 'Luis Soto', '+56 9 7777 0105', null, 6.5, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000006', '15987234-3', '2014-11-03', 'indefinido', 'Marcela Leiva', '+56 9 7777 0106', null, 15, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000007', '19234567-7', '2022-02-14', 'indefinido', 'Sandra Tapia', '+56 9 7777 0107', null, 5, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000008', '20123456-5', '2023-07-03', 'plazo_fijo', 'Raúl Navarro', '+56 9 7777 0108', null, 3, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000009', '14567893-5', '2013-06-10', 'indefinido', 'Andrés Pérez', '+56 9 7777 0109', null, 14, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000010', '17890123-0', '2020-09-01', 'indefinido', 'Gloria Silva', '+56 9 7777 0110', null, 7, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000011', '18765432-7', '2021-10-18', 'indefinido', 'Hernán Reyes', '+56 9 7777 0111', null, 9, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000012', '19876543-0', '2022-05-02', 'indefinido', 'Verónica Castro', '+56 9 7777 0112', null, 4.5, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000013', '16789012-1', '2017-03-20', 'indefinido', 'Claudio Herrera', '+56 9 7777 0113', null, 11, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000014', '20456789-1', '2024-01-08', 'indefinido', 'Mónica Ortiz', '+56 9 7777 0114', null, 2, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000015', '12345987-3', '2011-09-05', 'indefinido', 'Pablo Rivas', '+56 9 7777 0115', null, 13, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000016', '15678234-3', '2015-12-01', 'indefinido', 'Teresa Lagos', '+56 9 7777 0116', null, 10, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000017', '18234765-5', '2022-08-22', 'indefinido', 'Ricardo Pizarro', '+56 9 7777 0117', null, 6, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000018', '13456782-1', '2014-04-14', 'indefinido', 'Elena Núñez', '+56 9 7777 0118', null, 12, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000019', '19567234-2', '2025-03-03', 'plazo_fijo', 'Óscar Campos', '+56 9 7777 0119', null, 0, null),
  ('d1000000-0000-4000-8000-000000000020', '20987654-K', '2024-06-17', 'indefinido', 'Lorena Alarcón', '+56 9 7777 0120', null, 3.5, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000021', '17345896-7', '2020-01-20', 'indefinido', 'Felipe Medina', '+56 9 7777 0121', null, 8, '2026-01-01'),
  ('d1000000-0000-4000-8000-000000000022', '21234567-9', '2026-09-01', 'practica', null, null, null, 0, null),
  ('d1000000-0000-4000-8000-000000000023', '20345678-6', '2026-03-02', 'plazo_fijo', 'Rodrigo Ramírez', '+56 9 7777 0123', null, 0, null),
  ('d2000000-0000-4000-8000-000000000001', '11234876-K', '2015-06-01', 'indefinido', 'Jaime González', '+56 9 8888 0201', null, 15, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000002', '17456321-7', '2019-02-11', 'indefinido', 'Sergio Mora', '+56 9 8888 0202', null, 9, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000003', '15234678-6', '2021-07-19', 'indefinido', 'Isabel Soto', '+56 9 8888 0203', null, 7.5, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000004', '16987345-3', '2022-10-03', 'indefinido', 'Cecilia Ruiz', '+56 9 8888 0204', null, 5, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000005', '18456123-9', '2023-03-13', 'indefinido', 'Mario Bustos', '+56 9 8888 0205', null, 4, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000006', '19345876-9', '2024-11-04', 'plazo_fijo', null, null, null, 1, '2026-01-01'),
  ('d2000000-0000-4000-8000-000000000007', '20567432-2', '2025-08-25', 'indefinido', 'Juana Ibáñez', '+56 9 8888 0207', null, 0, null)
) as v (id, rut, ingreso, contrato, emergencia, emergencia_telefono, desvinculacion, saldo, desde)
join public.colaboradores c on c.id = v.id::uuid
on conflict (colaborador_id) do nothing;

-- Chile's 2026 public holidays (and New Year 2027), for both companies.
insert into public.feriados (empresa_id, fecha, nombre)
select e.id, v.fecha::date, v.nombre
from (values
  ('2026-01-01', 'Año Nuevo'), ('2026-04-03', 'Viernes Santo'), ('2026-04-04', 'Sábado Santo'),
  ('2026-05-01', 'Día Nacional del Trabajo'), ('2026-05-21', 'Día de las Glorias Navales'),
  ('2026-06-21', 'Día Nacional de los Pueblos Indígenas'), ('2026-06-29', 'San Pedro y San Pablo'),
  ('2026-07-16', 'Día de la Virgen del Carmen'), ('2026-08-15', 'Asunción de la Virgen'),
  ('2026-09-18', 'Independencia Nacional'), ('2026-09-19', 'Día de las Glorias del Ejército'),
  ('2026-10-12', 'Encuentro de Dos Mundos'), ('2026-10-31', 'Día de las Iglesias Evangélicas y Protestantes'),
  ('2026-11-01', 'Día de Todos los Santos'), ('2026-12-08', 'Inmaculada Concepción'),
  ('2026-12-25', 'Navidad'), ('2027-01-01', 'Año Nuevo')
) as v (fecha, nombre)
cross join public.empresas e
where e.id in ('c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003')
on conflict (empresa_id, fecha) do nothing;

-- Leave requests, relative to today: some resolved, some absent today, some waiting.
insert into public.solicitudes_ausencia (id, empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin, motivo, estado,
  comentario_resolucion, resuelto_por, resuelto_en)
select v.id::uuid, c.empresa_id, c.id, v.tipo, current_date + v.desde, current_date + v.hasta, v.motivo, v.estado,
  v.comentario, v.resuelto_por::uuid, case when v.estado in ('aprobada', 'rechazada') then now() - make_interval(days => greatest(1, -v.desde)) end
from (values
  ('d3000000-0000-4000-8000-000000000001', 'd1000000-0000-4000-8000-000000000002', 'vacaciones', -63, -57, 'Vacaciones de invierno con la familia', 'aprobada', 'Que descanses', 'a0000000-0000-4000-8000-000000000002'),
  ('d3000000-0000-4000-8000-000000000002', 'd1000000-0000-4000-8000-000000000004', 'vacaciones', -2, 4, 'Viaje al sur', 'aprobada', null, 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000003', 'd1000000-0000-4000-8000-000000000005', 'licencia_medica', -1, 1, 'Licencia médica', 'aprobada', 'Recupérate pronto', 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000004', 'd1000000-0000-4000-8000-000000000007', 'vacaciones', 10, 14, 'Vacaciones', 'pendiente', null, null),
  ('d3000000-0000-4000-8000-000000000005', 'd1000000-0000-4000-8000-000000000008', 'permiso_con_goce', 3, 3, 'Trámite notarial', 'pendiente', null, null),
  ('d3000000-0000-4000-8000-000000000006', 'd1000000-0000-4000-8000-000000000004', 'permiso_sin_goce', -30, -29, 'Asuntos personales', 'rechazada', 'Coincide con la parada de planta; reprogramemos', 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000007', 'd1000000-0000-4000-8000-000000000010', 'vacaciones', 17, 21, 'Vacaciones de verano', 'pendiente', null, null),
  ('d3000000-0000-4000-8000-000000000008', 'd1000000-0000-4000-8000-000000000014', 'vacaciones', -45, -41, 'Vacaciones', 'aprobada', null, 'a0000000-0000-4000-8000-000000000002'),
  ('d3000000-0000-4000-8000-000000000009', 'd1000000-0000-4000-8000-000000000016', 'permiso_con_goce', 0, 0, 'Control médico', 'aprobada', null, 'a0000000-0000-4000-8000-000000000002'),
  ('d3000000-0000-4000-8000-000000000010', 'd1000000-0000-4000-8000-000000000019', 'vacaciones', 24, 28, 'Vacaciones', 'pendiente', null, null),
  ('d3000000-0000-4000-8000-000000000011', 'd1000000-0000-4000-8000-000000000003', 'vacaciones', -120, -116, 'Vacaciones', 'aprobada', null, 'a0000000-0000-4000-8000-000000000003'),
  ('d3000000-0000-4000-8000-000000000012', 'd2000000-0000-4000-8000-000000000003', 'vacaciones', 14, 18, 'Vacaciones de fin de año', 'pendiente', null, null),
  ('d3000000-0000-4000-8000-000000000013', 'd2000000-0000-4000-8000-000000000004', 'vacaciones', -1, 3, 'Vacaciones', 'aprobada', null, 'a0000000-0000-4000-8000-000000000004'),
  ('d3000000-0000-4000-8000-000000000014', 'd2000000-0000-4000-8000-000000000007', 'permiso_con_goce', 6, 6, 'Matrimonio de un familiar', 'pendiente', null, null)
) as v (id, colaborador_id, tipo, desde, hasta, motivo, estado, comentario, resuelto_por)
join public.colaboradores c on c.id = v.colaborador_id::uuid
on conflict (id) do nothing;

-- Attendance: the last fourteen days' working days for every active employee not on approved
-- leave, arriving between 7:45 and 8:44 and leaving between 17:15 and 18:14 (Chile's time), and
-- today's arrival for those who came in before now (not the demo accounts: they clock in themselves).
insert into public.marcas_asistencia (empresa_id, colaborador_id, fecha, entrada, salida)
select c.empresa_id, c.id, d.fecha,
  (d.fecha + time '07:45' + make_interval(mins => abs(hashtext(c.id::text || d.fecha::text)) % 60)) at time zone 'America/Santiago',
  case when d.fecha < (now() at time zone 'America/Santiago')::date then
    (d.fecha + time '17:15' + make_interval(mins => abs(hashtext(d.fecha::text || c.id::text)) % 60)) at time zone 'America/Santiago'
  end
from public.colaboradores c
cross join lateral (
  select g::date as fecha from generate_series((now() at time zone 'America/Santiago')::date - 14,
    (now() at time zone 'America/Santiago')::date, interval '1 day') g
) d
join public.colaboradores_ficha f on f.colaborador_id = c.id
where c.empresa_id in ('c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003')
  and c.estado = 'activo'
  and (c.usuario_id is null or d.fecha < (now() at time zone 'America/Santiago')::date)
  and d.fecha >= f.fecha_ingreso
  and extract(isodow from d.fecha) < 6
  and not exists (select 1 from public.feriados h where h.empresa_id = c.empresa_id and h.fecha = d.fecha)
  and not exists (
    select 1 from public.solicitudes_ausencia s
    where s.colaborador_id = c.id and s.estado = 'aprobada' and d.fecha between s.fecha_inicio and s.fecha_fin
  )
  and (d.fecha + time '07:45' + make_interval(mins => abs(hashtext(c.id::text || d.fecha::text)) % 60)) at time zone 'America/Santiago' < now()
on conflict (colaborador_id, fecha) do nothing;

-- Modules: industrial and ops ---------------------------------------------------------------------
-- Industrias Andes' records in Axel Industrial and Axel Ops (issue 13): clients, 45 assets in a
-- plant → line → equipment hierarchy, 40 spare parts (some under their minimum), preventive plans,
-- and 300 work orders over the last four months with their transitions, checklists, hours and
-- comments. Fixed ids (md5 of a name) make every insert idempotent; the work orders are written
-- once, with their historical dates and numbers, and the company's counter set after them.
insert into public.terceros (id, empresa_id, tipo, nombre, rut, correo, telefono, direccion)
select md5('andes-tercero-' || i)::uuid, 'c0000000-0000-4000-8000-000000000002', case when i <= 10 then 'cliente' else 'proveedor' end,
  (array['Minera Los Andes', 'Agrícola San Pedro', 'Viña Santa Emilia', 'Celulosa del Sur', 'Pesquera Austral', 'Constructora Cordillera',
         'Frigorífico Maipo', 'Láctea Osorno', 'Embotelladora Central', 'Cementos Pacífico', 'Rodamientos Chile', 'Hidráulica Industrial'])[i],
  (array['76001234-3', '76002468-6', '76003702-8', '76004936-0', '76006170-0', '76007404-7', '76008638-K', '76009872-8',
         '76011106-6', '76012340-4', '76013574-7', '76014808-3'])[i], 'contacto' || i || '@cliente.demo', '+56 2 2' || lpad((i * 7919 % 1000000)::text, 6, '0'),
  (array['Antofagasta', 'Rancagua', 'Talca', 'Concepción', 'Puerto Montt', 'Santiago', 'San Bernardo', 'Osorno', 'Quilicura', 'Valparaíso', 'Santiago', 'Maipú'])[i]
from generate_series(1, 12) i
on conflict (id) do nothing;

insert into public.industrial_activos (id, empresa_id, padre_id, codigo, nombre, nivel, categoria, ubicacion, criticidad, estado)
select md5('andes-planta-' || p)::uuid, 'c0000000-0000-4000-8000-000000000002', null, 'PL-' || p,
  (array['Planta Rancagua', 'Planta Talca', 'Planta Concepción'])[p], 'planta', 'Planta', (array['Rancagua', 'Talca', 'Concepción'])[p], 'A', 'operativo'
from generate_series(1, 3) p
on conflict (id) do nothing;
insert into public.industrial_activos (id, empresa_id, padre_id, codigo, nombre, nivel, categoria, ubicacion, criticidad, estado)
select md5('andes-linea-' || p || '-' || l)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-planta-' || p)::uuid,
  'PL-' || p || '-L' || l, (array['Línea de envasado', 'Línea de molienda'])[l], 'linea', 'Línea de producción', 'Nave ' || l, 'A', 'operativo'
from generate_series(1, 3) p, generate_series(1, 2) l
on conflict (id) do nothing;
insert into public.industrial_activos (id, empresa_id, padre_id, codigo, nombre, nivel, categoria, ubicacion, fabricante, modelo, numero_serie,
  fecha_instalacion, criticidad, estado)
select md5('andes-equipo-' || p || '-' || l || '-' || e)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-linea-' || p || '-' || l)::uuid,
  'PL-' || p || '-L' || l || '-E' || lpad(e::text, 2, '0'),
  (array['Compresor de tornillo', 'Bomba centrífuga', 'Motor eléctrico 75 kW', 'Correa transportadora', 'Reductor de velocidad', 'Tablero eléctrico'])[e],
  'equipo', (array['Compresores', 'Bombas', 'Motores', 'Transporte', 'Transmisión', 'Eléctrico'])[e], 'Nave ' || l || ', puesto ' || e,
  (array['Atlas Copco', 'KSB', 'WEG', 'Continental', 'SEW-Eurodrive', 'Schneider'])[e], 'M-' || (100 + e * 10 + l), 'SN' || p || l || e || '2020',
  date '2019-01-15' + (p * 97 + l * 31 + e * 13), (array['A', 'B', 'C'])[1 + (e + l) % 3],
  case when (p + l + e) % 11 = 0 then 'detenido' when (p + l + e) % 7 = 0 then 'en_mantencion' else 'operativo' end
from generate_series(1, 3) p, generate_series(1, 2) l, generate_series(1, 6) e
on conflict (id) do nothing;

insert into public.industrial_repuestos (id, empresa_id, sku, nombre, unidad, stock, stock_minimo, ubicacion_bodega, costo_unitario)
select md5('andes-repuesto-' || i)::uuid, 'c0000000-0000-4000-8000-000000000002', 'REP-' || lpad(i::text, 4, '0'),
  (array['Rodamiento 6204', 'Filtro de aceite', 'Correa en V B-52', 'Sello mecánico', 'Contactor 32 A', 'Aceite hidráulico ISO 68', 'Empaquetadura',
         'Fusible NH 100 A', 'Grasa de litio', 'Válvula de retención'])[1 + (i - 1) % 10] || ' (' || (1 + (i - 1) / 10) || ')',
  (array['unidad', 'unidad', 'unidad', 'juego', 'unidad', 'litro', 'metro', 'unidad', 'kilogramo', 'unidad'])[1 + (i - 1) % 10],
  case when i % 6 = 0 then 1 else 5 + (i * 37) % 60 end, 2 + i % 8, 'Bodega ' || (1 + i % 3) || ', estante ' || (1 + i % 12),
  (1500 + (i * 7919) % 180000)
from generate_series(1, 40) i
on conflict (id) do nothing;

insert into public.industrial_planes (id, empresa_id, activo_id, nombre, descripcion, frecuencia_dias, fecha_inicio, ultima_ejecucion)
select md5('andes-plan-' || p || '-' || l || '-' || e)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-equipo-' || p || '-' || l || '-' || e)::uuid,
  (array['Lubricación general', 'Cambio de sellos', 'Revisión de rodamientos'])[1 + e % 3], 'Inspección visual, lubricación y registro de vibraciones.',
  (array[30, 60, 90])[1 + (p + e) % 3], current_date - 200, current_date - ((p * 13 + l * 7 + e * 5) % 80)
from generate_series(1, 3) p, generate_series(1, 2) l, generate_series(1, 6) e
where e <= 4
on conflict (id) do nothing;

do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_tecnicos constant uuid[] := array['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003']::uuid[];
begin
  if exists (select 1 from public.ops_ordenes where empresa_id = v_andes) then
    return;
  end if;
  -- Historical rows: their dates, numbers and states are given here, not by the triggers.
  alter table public.ops_ordenes disable trigger user;
  insert into public.ops_ordenes (id, empresa_id, numero, tipo, prioridad, estado, tercero_id, activo_id, falla_reportada, tecnico_id,
    fecha_programada, creado_por, actualizado_por, creado_en, actualizado_en, completada_en, cerrada_en)
  select md5('andes-ot-' || n)::uuid, v_andes, n, x.tipo, x.prioridad, x.estado,
    md5('andes-tercero-' || (1 + n % 10))::uuid,
    md5('andes-equipo-' || (1 + n % 3) || '-' || (1 + n % 2) || '-' || (1 + n % 6))::uuid,
    (array['Ruido anormal en rodamientos', 'Pérdida de presión', 'Sobrecalentamiento del motor', 'Fuga de aceite', 'Vibración excesiva',
           'No arranca', 'Correa cortada', 'Falla en tablero eléctrico', 'Mantención programada', 'Instalación de equipo nuevo'])[1 + n % 10],
    case when x.estado = 'abierta' then null else v_tecnicos[1 + n % 2] end,
    (x.creado + interval '3 days')::date, v_tecnicos[1 + (n + 1) % 2], v_tecnicos[1 + n % 2], x.creado, x.creado + interval '2 days',
    case when x.estado in ('completada', 'cerrada') then x.creado + (2 + n % 9) * interval '1 day' end,
    case when x.estado = 'cerrada' then x.creado + (3 + n % 12) * interval '1 day' end
  from generate_series(1, 300) n
  cross join lateral (
    select now() - (300 - n) * interval '9 hours 36 minutes' - (n % 5) * interval '1 hour' as creado,
      (array['correctiva', 'correctiva', 'preventiva', 'instalacion', 'garantia'])[1 + n % 5] as tipo,
      (array['media', 'alta', 'baja', 'media', 'critica', 'alta', 'media'])[1 + n % 7] as prioridad,
      case
        when n > 285 then (array['abierta', 'asignada', 'en_curso'])[1 + n % 3]
        when n > 255 then (array['asignada', 'en_curso', 'completada', 'cerrada', 'abierta'])[1 + n % 5]
        when n % 19 = 0 then 'cancelada'
        when n % 13 = 0 then 'completada'
        else 'cerrada'
      end as estado
  ) x;
  alter table public.ops_ordenes enable trigger user;
  insert into private.contadores_empresa (empresa_id, serie, ultimo) values (v_andes, 'ot', 300)
  on conflict (empresa_id, serie) do update set ultimo = greatest(private.contadores_empresa.ultimo, 300);

  -- The transitions each order went through to reach its state.
  insert into public.ops_transiciones (empresa_id, orden_id, desde, hacia, realizado_por, realizado_en)
  select o.empresa_id, o.id, t.desde, t.hacia, o.tecnico_id, o.creado_en + t.paso * interval '1 day'
  from public.ops_ordenes o
  cross join lateral (values
    (0, null, 'abierta'), (1, 'abierta', 'asignada'), (2, 'asignada', 'en_curso'), (3, 'en_curso', 'completada'), (4, 'completada', 'cerrada'),
    (5, 'abierta', 'cancelada')) as t(paso, desde, hacia)
  where o.empresa_id = v_andes and (
    t.paso = 0
    or (o.estado <> 'cancelada' and t.paso between 1 and 4 and t.paso <= array_position(array['abierta', 'asignada', 'en_curso', 'completada', 'cerrada'], o.estado) - 1)
    or (o.estado = 'cancelada' and t.paso = 5));

  insert into public.ops_tareas (empresa_id, orden_id, descripcion, hecha, posicion)
  select v_andes, o.id, t.descripcion, o.estado in ('completada', 'cerrada') or (o.estado = 'en_curso' and t.pos = 0), t.pos
  from public.ops_ordenes o
  cross join (values (0, 'Bloquear y etiquetar el equipo'), (1, 'Diagnosticar la falla'), (2, 'Probar el equipo en marcha')) as t(pos, descripcion)
  where o.empresa_id = v_andes;

  insert into public.ops_horas (empresa_id, orden_id, fecha, horas, nota, creado_por)
  select v_andes, o.id, (o.creado_en + interval '1 day')::date, 1 + (o.numero % 7) * 0.5, 'Trabajo en terreno', o.tecnico_id
  from public.ops_ordenes o
  where o.empresa_id = v_andes and o.estado in ('en_curso', 'completada', 'cerrada');

  insert into public.ops_comentarios (empresa_id, orden_id, texto, creado_por)
  select v_andes, o.id, (array['Cliente informa que el equipo opera con normalidad.', 'Se requiere repuesto adicional.', 'Coordinar visita con el jefe de planta.'])[1 + o.numero % 3], o.tecnico_id
  from public.ops_ordenes o
  where o.empresa_id = v_andes and o.tecnico_id is not null and o.numero % 4 = 0;
end
$$;

-- Modules: projects ---------------------------------------------------------------------------------
-- Axel Projects' demo data (issue 17): Industrias Andes' five projects over the last five months
-- (one finished, two under way, one paused, one planned), their tasks in sequence with
-- dependencies, a task that follows an Ops work order, and the time logged by Carlos and Ana.
-- Comercial Pacífico (basico) has no Projects. Dates are relative to the day the seed runs, so
-- some tasks are always overdue; fixed ids (md5 of a name) keep it idempotent.
insert into public.proy_proyectos (id, empresa_id, nombre, descripcion, tercero_id, gerente_id, fecha_inicio, fecha_fin, presupuesto, estado)
select md5('andes-proy-' || v.p)::uuid, 'c0000000-0000-4000-8000-000000000002', v.nombre, v.descripcion,
  case when v.cliente is null then null else md5('andes-tercero-' || v.cliente)::uuid end, v.gerente::uuid,
  current_date + v.inicio, current_date + v.fin, v.presupuesto, v.estado
from (values
  (1, 'Modernización Planta Talca', 'Reemplazo de motores y variadores de la línea de envasado, con montaje eléctrico y puesta en marcha.', 4, 'a0000000-0000-4000-8000-000000000003', -120, 45, 85000000, 'en_curso'),
  (2, 'Mantenimiento predictivo Minera Los Andes', 'Sensores de vibración en los equipos críticos y alertas tempranas integradas a la plataforma.', 1, 'a0000000-0000-4000-8000-000000000002', -90, 60, 42000000, 'en_curso'),
  (3, 'Ampliación bodega de repuestos', 'Nueva nave de bodega con estanterías, señalética y traslado del inventario.', null, 'a0000000-0000-4000-8000-000000000003', -150, -20, 18500000, 'terminado'),
  (4, 'Auditoría de seguridad eléctrica', 'Inspección de tableros y plan de acción según la norma eléctrica vigente.', 3, 'a0000000-0000-4000-8000-000000000002', 10, 70, 9800000, 'planificado'),
  (5, 'Migración de tableros eléctricos', 'Reemplazo por etapas de los tableros antiguos de la planta de Osorno.', 8, 'a0000000-0000-4000-8000-000000000003', -60, 30, 12000000, 'en_pausa')
) as v (p, nombre, descripcion, cliente, gerente, inicio, fin, presupuesto, estado)
on conflict (id) do nothing;

insert into public.proy_tareas (id, empresa_id, proyecto_id, titulo, responsable_id, fecha_inicio, fecha_vencimiento, estimacion_horas, estado, posicion, orden_id, terminada_en)
select md5('andes-proy-tarea-' || v.p || '-' || v.k)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-proy-' || v.p)::uuid, v.titulo,
  case v.resp when 'A' then 'a0000000-0000-4000-8000-000000000003' else 'a0000000-0000-4000-8000-000000000002' end::uuid,
  p.fecha_inicio + v.desde, p.fecha_inicio + v.desde + v.dias, v.estimacion, v.estado, v.k,
  case when v.ot is null then null else md5('andes-ot-' || v.ot)::uuid end,
  case when v.estado = 'hecha' then (p.fecha_inicio + v.desde + v.dias)::timestamp + interval '18 hours' end
from (values
  (1, 1, 'Levantamiento de equipos', 0, 10, 24, 'hecha', 'A', null),
  (1, 2, 'Ingeniería de detalle', 10, 25, 60, 'hecha', 'C', null),
  (1, 3, 'Compra de motores y variadores', 35, 30, 16, 'hecha', 'C', null),
  (1, 4, 'Montaje eléctrico', 65, 40, 120, 'en_curso', 'A', null),
  (1, 5, 'Pruebas en vacío', 105, 12, 32, 'por_hacer', 'A', null),
  (1, 6, 'Puesta en marcha y capacitación', 117, 20, 40, 'por_hacer', 'C', null),
  (2, 1, 'Definir equipos críticos', 0, 7, 12, 'hecha', 'C', null),
  (2, 2, 'Instalar sensores de vibración', 7, 30, 80, 'hecha', 'A', null),
  (2, 3, 'Reparación del compresor antes de instrumentar', 20, 10, 16, 'hecha', 'A', 290),
  (2, 4, 'Integrar datos a la plataforma', 37, 35, 60, 'en_revision', 'C', null),
  (2, 5, 'Modelos de alerta temprana', 72, 30, 70, 'en_curso', 'C', null),
  (2, 6, 'Capacitación de operadores', 102, 10, 20, 'por_hacer', 'A', null),
  (2, 7, 'Informe de cierre', 112, 7, 8, 'por_hacer', 'C', null),
  (3, 1, 'Diseño del layout', 0, 14, 20, 'hecha', 'A', null),
  (3, 2, 'Obras civiles', 14, 60, 160, 'hecha', 'C', null),
  (3, 3, 'Estanterías y señalética', 74, 20, 40, 'hecha', 'A', null),
  (3, 4, 'Traslado de inventario', 94, 20, 56, 'hecha', 'A', null),
  (3, 5, 'Recepción final', 114, 10, 6, 'hecha', 'C', null),
  (4, 1, 'Plan de auditoría', 0, 7, 10, 'por_hacer', 'C', null),
  (4, 2, 'Inspección de tableros', 7, 30, 60, 'por_hacer', 'A', null),
  (4, 3, 'Informe y recomendaciones', 37, 14, 20, 'por_hacer', 'C', null),
  (5, 1, 'Inventario de tableros', 0, 10, 16, 'hecha', 'A', null),
  (5, 2, 'Cotizaciones de proveedores', 10, 15, 8, 'en_revision', 'C', null),
  (5, 3, 'Reemplazo de tableros, etapa 1', 25, 40, 90, 'por_hacer', 'A', null)
) as v (p, k, titulo, desde, dias, estimacion, estado, resp, ot)
join public.proy_proyectos p on p.id = md5('andes-proy-' || v.p)::uuid
on conflict (id) do nothing;

-- Each task after the previous one of its project, and a few more.
insert into public.proy_dependencias (id, empresa_id, proyecto_id, tarea_id, depende_de_id)
select md5('andes-proy-dep-' || v.p || '-' || v.k || '-' || v.d)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-proy-' || v.p)::uuid,
  md5('andes-proy-tarea-' || v.p || '-' || v.k)::uuid, md5('andes-proy-tarea-' || v.p || '-' || v.d)::uuid
from (values
  (1, 2, 1), (1, 3, 2), (1, 4, 3), (1, 5, 4), (1, 6, 5),
  (2, 2, 1), (2, 3, 1), (2, 4, 2), (2, 4, 3), (2, 5, 4), (2, 6, 5), (2, 7, 6),
  (3, 2, 1), (3, 3, 2), (3, 4, 3), (3, 5, 4),
  (4, 2, 1), (4, 3, 2),
  (5, 2, 1), (5, 3, 2)
) as v (p, k, d)
on conflict (id) do nothing;

-- Time logged on every started task by its assignee: about its estimate when done, less when under
-- way; never after today.
insert into public.proy_horas (id, empresa_id, proyecto_id, tarea_id, usuario_id, fecha, horas, nota, creado_por)
select md5('andes-proy-horas-' || t.id || '-' || i)::uuid, t.empresa_id, t.proyecto_id, t.id, t.responsable_id,
  least(current_date, t.fecha_inicio + ((i - 1) * (t.fecha_vencimiento - t.fecha_inicio)) / n.k),
  (array[4, 3.5, 5])[1 + i % 3], (array['Avance en terreno', 'Reunión de coordinación', 'Documentación'])[1 + i % 3], t.responsable_id
from public.proy_tareas t
cross join lateral (select greatest(1, round(t.estimacion_horas / case when t.estado = 'hecha' then 4 else 8 end))::integer as k) n
cross join lateral generate_series(1, n.k) i
where t.empresa_id = 'c0000000-0000-4000-8000-000000000002' and t.estado <> 'por_hacer'
  and t.proyecto_id in (select md5('andes-proy-' || p)::uuid from generate_series(1, 5) p)
on conflict (id) do nothing;

-- Modules: finance ------------------------------------------------------------------------------
-- Axel Finance (issue 17): Industrias Andes with six months of documents issued to its clients and
-- received from its suppliers, their payments (most paid, some partly, some overdue), a credit note,
-- drafts and an annulled document; Comercial Pacífico (plan basico) with four months of its own.
-- Documents and payments go through the module's triggers (folios, amounts paid, states), in the
-- order of their dates; the block runs once per company (fixed ids, skipped when the company
-- already has documents). Ana is denied Finance by her override above: she does not see any of it.
insert into public.fin_categorias (id, empresa_id, tipo, nombre)
select md5(c.clave || '-fin-categoria-' || x.tipo || '-' || x.nombre)::uuid, c.empresa, x.tipo, x.nombre
from (values ('andes', 'c0000000-0000-4000-8000-000000000002'::uuid), ('pacifico', 'c0000000-0000-4000-8000-000000000003'::uuid)) as c(clave, empresa)
cross join (values
  ('ingreso', 'Venta de servicios'), ('ingreso', 'Venta de repuestos'), ('ingreso', 'Contratos de mantención'),
  ('gasto', 'Repuestos y materiales'), ('gasto', 'Arriendos'), ('gasto', 'Servicios básicos'), ('gasto', 'Fletes'), ('gasto', 'Honorarios')) as x(tipo, nombre)
on conflict (id) do nothing;

insert into public.terceros (id, empresa_id, tipo, nombre, rut, correo, telefono, direccion)
select md5(x.clave || '-fin-tercero-' || x.i)::uuid, x.empresa, x.tipo, x.nombre, x.rut, x.correo, null, x.ciudad
from (values
  ('andes', 1, 'c0000000-0000-4000-8000-000000000002'::uuid, 'proveedor', 'Aceros del Pacífico', '77123456-9', 'ventas@acerosdelpacifico.demo', 'San Antonio'),
  ('andes', 2, 'c0000000-0000-4000-8000-000000000002'::uuid, 'proveedor', 'Inmobiliaria Los Robles', '77234567-4', 'arriendos@losrobles.demo', 'Santiago'),
  ('andes', 3, 'c0000000-0000-4000-8000-000000000002'::uuid, 'proveedor', 'Transportes Cordillera', '77345678-K', 'facturas@tcordillera.demo', 'Rancagua'),
  ('pacifico', 1, 'c0000000-0000-4000-8000-000000000003'::uuid, 'cliente', 'Distribuidora Norte', '76543210-3', 'pagos@distnorte.demo', 'La Serena'),
  ('pacifico', 2, 'c0000000-0000-4000-8000-000000000003'::uuid, 'cliente', 'Supermercados del Valle', '76654321-9', 'proveedores@delvalle.demo', 'Quillota'),
  ('pacifico', 3, 'c0000000-0000-4000-8000-000000000003'::uuid, 'cliente', 'Ferretería Los Aromos', '76765432-4', 'compras@losaromos.demo', 'Viña del Mar'),
  ('pacifico', 4, 'c0000000-0000-4000-8000-000000000003'::uuid, 'cliente', 'Librería Central', '76876543-K', 'contabilidad@libcentral.demo', 'Valparaíso'),
  ('pacifico', 5, 'c0000000-0000-4000-8000-000000000003'::uuid, 'proveedor', 'Importadora Oriente', '77987654-3', 'cobranza@oriente.demo', 'Iquique'),
  ('pacifico', 6, 'c0000000-0000-4000-8000-000000000003'::uuid, 'proveedor', 'Transportes Rápidos', '77876543-8', 'facturacion@rapidos.demo', 'Valparaíso')
) as x(clave, i, empresa, tipo, nombre, rut, correo, ciudad)
on conflict (id) do nothing;

do $$
declare
  c record;
  n int;
  v_dir text;
  v_total int;
  v_doc uuid;
  v_emision date;
  v_vence date;
  v_total_doc numeric;
  v_parte numeric;
  v_tercero uuid;
  v_clientes uuid[];
  v_proveedores uuid[];
  v_ingresos uuid[];
  v_gastos uuid[];
begin
  for c in select * from (values
      ('andes', 'c0000000-0000-4000-8000-000000000002'::uuid, 120, 60, 185),
      ('pacifico', 'c0000000-0000-4000-8000-000000000003'::uuid, 32, 16, 125)) as x(clave, empresa, emitidos, recibidos, dias)
  loop
    continue when exists (select 1 from public.fin_documentos d where d.empresa_id = c.empresa);
    if c.clave = 'andes' then
      v_clientes := array(select md5('andes-tercero-' || i)::uuid from generate_series(1, 10) i);
      v_proveedores := array[md5('andes-tercero-11')::uuid, md5('andes-tercero-12')::uuid, md5('andes-fin-tercero-1')::uuid,
        md5('andes-fin-tercero-2')::uuid, md5('andes-fin-tercero-3')::uuid];
    else
      v_clientes := array(select md5('pacifico-fin-tercero-' || i)::uuid from generate_series(1, 4) i);
      v_proveedores := array(select md5('pacifico-fin-tercero-' || i)::uuid from generate_series(5, 6) i);
    end if;
    v_ingresos := array(select id from public.fin_categorias where empresa_id = c.empresa and tipo = 'ingreso' order by nombre);
    v_gastos := array(select id from public.fin_categorias where empresa_id = c.empresa and tipo = 'gasto' order by nombre);
    -- Issued (emitido) and received (recibido) documents, oldest first, so folios follow the dates.
    foreach v_dir in array array['emitido', 'recibido'] loop
      v_total := case v_dir when 'emitido' then c.emitidos else c.recibidos end;
      for n in 1..v_total loop
        v_emision := current_date - (c.dias - (n * (c.dias - 4)) / v_total);
        v_vence := v_emision + case when n % 4 = 0 then 60 else 30 end;
        v_tercero := case v_dir when 'emitido' then v_clientes[1 + n % array_length(v_clientes, 1)] else v_proveedores[1 + n % array_length(v_proveedores, 1)] end;
        insert into public.fin_documentos (id, empresa_id, direccion, tipo, folio, tercero_id, categoria_id, descripcion, fecha_emision, fecha_vencimiento, neto, estado)
        values (md5(c.clave || '-fin-' || v_dir || '-' || n)::uuid, c.empresa, v_dir,
          case when v_dir = 'emitido' and n % 13 = 0 then 'boleta' else 'factura' end,
          case v_dir when 'recibido' then 10000 + n * 37 end,
          v_tercero,
          case v_dir when 'emitido' then v_ingresos[1 + n % array_length(v_ingresos, 1)] else v_gastos[1 + n % array_length(v_gastos, 1)] end,
          case v_dir
            when 'emitido' then (array['Servicio de mantención preventiva', 'Reparación de equipo en terreno', 'Venta de repuestos', 'Contrato mensual de mantención', 'Inspección y diagnóstico'])[1 + n % 5]
            else (array['Compra de repuestos', 'Arriendo de bodega', 'Flete de equipos', 'Consumo eléctrico', 'Asesoría contable'])[1 + n % 5]
          end || ' (' || to_char(v_emision, 'MM/YYYY') || ')',
          v_emision, v_vence,
          case v_dir when 'emitido' then 180000 + ((n * 7919) % 4800) * 1000 else 90000 + ((n * 3571) % 2400) * 1000 end,
          'emitida')
        returning id, total into v_doc, v_total_doc;
        -- Most old documents are paid, some partly, every eleventh is never paid (it becomes overdue).
        v_parte := case
          when n % 11 = 0 then 0
          when current_date - v_emision > 60 and n % 7 = 0 then 0.5
          when current_date - v_emision > 60 then 1
          when current_date - v_emision > 20 and n % 3 = 0 then 1
          when current_date - v_emision > 20 and n % 4 = 1 then 0.4
          else 0 end;
        if v_parte > 0 then
          insert into public.fin_pagos (id, empresa_id, direccion, tercero_id, fecha, monto, medio, referencia)
          values (md5(c.clave || '-fin-pago-' || v_dir || '-' || n)::uuid, c.empresa, case v_dir when 'emitido' then 'cobro' else 'pago' end, v_tercero,
            least(greatest(v_vence - n % 12, v_emision), current_date), round(v_total_doc * v_parte),
            (array['transferencia', 'transferencia', 'cheque', 'transferencia', 'tarjeta'])[1 + n % 5], 'Op. ' || (400000 + n * 97));
          insert into public.fin_pago_aplicaciones (id, empresa_id, pago_id, documento_id, monto)
          values (md5(c.clave || '-fin-aplicacion-' || v_dir || '-' || n)::uuid, c.empresa, md5(c.clave || '-fin-pago-' || v_dir || '-' || n)::uuid, v_doc,
            round(v_total_doc * v_parte));
        end if;
      end loop;
    end loop;
    -- A credit note for an open invoice, an annulled invoice and two drafts.
    insert into public.fin_documentos (id, empresa_id, direccion, tipo, tercero_id, documento_referencia_id, descripcion, fecha_emision, fecha_vencimiento, neto, estado)
    select md5(c.clave || '-fin-nota-credito')::uuid, c.empresa, 'emitido', 'nota_credito', d.tercero_id, d.id,
      'Descuento por volumen sobre la factura N° ' || d.folio, current_date - 3, current_date + 27, round(d.neto / 10), 'emitida'
    from public.fin_documentos d where d.id = md5(c.clave || '-fin-emitido-' || (c.emitidos - 2))::uuid;
    insert into public.fin_documentos (id, empresa_id, direccion, tipo, tercero_id, descripcion, fecha_emision, fecha_vencimiento, neto, estado)
    values
      (md5(c.clave || '-fin-anulado')::uuid, c.empresa, 'emitido', 'factura', v_clientes[1], 'Factura emitida por error (cliente equivocado)', current_date - 20, current_date + 10, 450000, 'emitida'),
      (md5(c.clave || '-fin-borrador-1')::uuid, c.empresa, 'emitido', 'factura', v_clientes[2], 'Servicio de mantención correctiva (por confirmar)', current_date, current_date + 30, 820000, 'borrador'),
      (md5(c.clave || '-fin-borrador-2')::uuid, c.empresa, 'emitido', 'boleta', v_clientes[3], 'Venta de repuestos en mesón', current_date, current_date, 65000, 'borrador');
    update public.fin_documentos set estado = 'anulada' where id = md5(c.clave || '-fin-anulado')::uuid;
  end loop;
end
$$;

-- Axel Finance's books (issue 32): each company's tax data (the PDF's header), a catalogue of
-- products and services, and for Industrias Andes an invoice of several lines (a discount, an
-- exempt freight), partly paid. (Documents of the other SII types come with the screens that name
-- them.) Skipped on a database migrated before issue 32 (tests/db/finance-migration.test.ts seeds one).
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_pacifico constant uuid := 'c0000000-0000-4000-8000-000000000003';
  v_factura uuid := md5('andes-fin-lineas-factura')::uuid;
begin
  if to_regclass('public.fin_emisor') is null then
    return;
  end if;
  insert into public.fin_emisor (empresa_id, rut, razon_social, giro, direccion, comuna, ciudad, telefono, correo, actividad_economica)
  values
    (v_andes, '76123456-0', 'Industrias Andes SpA', 'Mantención y reparación de maquinaria industrial', 'Av. Industrial 1234',
      'Quilicura', 'Santiago', '+56 2 2345 6789', 'facturacion@andes.demo', 331200),
    (v_pacifico, '76890123-6', 'Comercial Pacífico Ltda.', 'Venta al por mayor de artículos de ferretería', 'Av. Brasil 2150',
      'Valparaíso', 'Valparaíso', '+56 32 221 4455', 'ventas@pacifico.demo', 466300)
  on conflict (empresa_id) do nothing;
  insert into public.fin_productos (id, empresa_id, codigo, nombre, unidad, precio, exento)
  select md5(x.empresa::text || '-fin-producto-' || x.codigo)::uuid, x.empresa, x.codigo, x.nombre, x.unidad, x.precio, x.exento
  from (values
    (v_andes, 'SRV-HH', 'Hora técnica de mantención', 'HR', 25000, false),
    (v_andes, 'SRV-PREV', 'Mantención preventiva mensual', 'UN', 480000, false),
    (v_andes, 'SRV-TERMO', 'Inspección termográfica', 'UN', 180000, false),
    (v_andes, 'REP-6205', 'Rodamiento rígido de bolas 6205-2RS', 'UN', 8450, false),
    (v_andes, 'REP-B52', 'Correa en V B-52', 'UN', 12990.5, false),
    (v_andes, 'LUB-20L', 'Aceite hidráulico ISO 68 (20 L)', 'UN', 64900, false),
    (v_andes, 'FLETE', 'Flete a faena', 'UN', 35000, true),
    (v_andes, 'CAP-OP', 'Capacitación de operadores', 'HR', 45000, true),
    (v_pacifico, 'FER-001', 'Caja de tornillos 1/4" (100 u.)', 'CJ', 5990, false),
    (v_pacifico, 'FER-002', 'Taladro percutor 750 W', 'UN', 54990, false),
    (v_pacifico, 'FER-003', 'Guantes de seguridad (par)', 'PAR', 2490, false),
    (v_pacifico, 'DESP', 'Despacho a domicilio', 'UN', 6000, true)
  ) as x(empresa, codigo, nombre, unidad, precio, exento)
  on conflict (id) do nothing;
  if exists (select 1 from public.fin_documentos where id = v_factura) then
    return;
  end if;
  -- Written as Industrias Andes' admin would (the triggers number, total and lock them).
  perform set_config('request.jwt.claims', '{"sub": "a0000000-0000-4000-8000-000000000002", "role": "authenticated"}', true);
  insert into public.fin_documentos (id, empresa_id, direccion, tipo, tercero_id, categoria_id, descripcion, fecha_emision, fecha_vencimiento,
    contraparte_giro, estado)
  values
    (v_factura, v_andes, 'emitido', 'factura', md5('andes-tercero-1')::uuid,
      md5('andes-fin-categoria-ingreso-Contratos de mantención')::uuid, 'Mantención de chancadores, octubre',
      current_date - 12, current_date + 18, 'Extracción de minerales', 'borrador');
  insert into public.fin_documento_lineas (empresa_id, documento_id, numero, producto_id, cantidad, descuento_pct)
  values
    (v_andes, v_factura, 1, md5(v_andes::text || '-fin-producto-SRV-PREV')::uuid, 2, null),
    (v_andes, v_factura, 2, md5(v_andes::text || '-fin-producto-REP-6205')::uuid, 12, 10),
    (v_andes, v_factura, 3, md5(v_andes::text || '-fin-producto-FLETE')::uuid, 1, null);
  update public.fin_documentos set estado = 'emitida' where id = v_factura;
  perform public.fin_registrar_pago(jsonb_build_object('direccion', 'cobro', 'tercero_id', md5('andes-tercero-1')::uuid,
    'fecha', current_date - 4, 'monto', 500000, 'medio', 'transferencia', 'referencia', 'Op. 771204'),
    jsonb_build_array(jsonb_build_object('documento_id', v_factura, 'monto', 500000)));
  perform set_config('request.jwt.claims', '', true);
end
$$;

-- Modules: crm ------------------------------------------------------------------------------------
-- Axel CRM's demo data (issue 17). Accounts are the shared directory (terceros): Industrias Andes'
-- ten clients of the Ops section get two contacts each, 40 opportunities over the last five months
-- in every stage (won and lost ones closed on their historical dates) and their activities (done,
-- overdue, due today and upcoming, for Carlos and Ana); Comercial Pacífico (basico) gets five
-- clients with contacts, twelve opportunities and activities for María and Luis; Axel Platform's
-- CRM holds leads like the ones the public /contacto form sends (the form's requests become leads
-- by a trigger; the seed writes no contact request, so the platform matrix's counts stay as they
-- are). Historical rows are written once with their dates, with the tables' triggers off (they
-- would stamp today), and fixed ids (md5 of a name) keep the section idempotent.
insert into public.terceros (id, empresa_id, tipo, nombre, rut, correo, telefono, direccion)
select md5('pacifico-tercero-' || i)::uuid, 'c0000000-0000-4000-8000-000000000003', 'cliente',
  (array['Supermercados del Puerto', 'Ferretería Costanera', 'Distribuidora Litoral', 'Hotel Bahía Azul', 'Farmacias Oleaje'])[i],
  (array['77004321-2', '77008642-6', '77012963-K', '77017284-5', '77021605-2'])[i], 'compras' || i || '@pacifico-cliente.demo', '+56 32 2' || lpad((i * 6113 % 1000000)::text, 6, '0'),
  (array['Valparaíso', 'Viña del Mar', 'San Antonio', 'Concón', 'Quilpué'])[i]
from generate_series(1, 5) i
on conflict (id) do nothing;

do $$
declare
  v_axel constant uuid := 'c0000000-0000-4000-8000-000000000001';
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_pacifico constant uuid := 'c0000000-0000-4000-8000-000000000003';
  v_andes_users constant uuid[] := array['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003']::uuid[];
  v_pacifico_users constant uuid[] := array['a0000000-0000-4000-8000-000000000004', 'a0000000-0000-4000-8000-000000000005']::uuid[];
  v_etapas constant text[] := array['prospecto', 'calificado', 'propuesta', 'negociacion'];
  v_tipos constant text[] := array['llamada', 'reunion', 'correo', 'tarea'];
begin
  if exists (select 1 from public.crm_oportunidades where empresa_id = v_andes) then
    return;
  end if;
  alter table public.crm_contactos disable trigger user;
  alter table public.crm_oportunidades disable trigger user;
  alter table public.crm_actividades disable trigger user;
  alter table public.crm_leads disable trigger user;

  -- Contacts: two per client.
  insert into public.crm_contactos (id, empresa_id, tercero_id, nombre, cargo, correo, telefono, creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('andes-contacto-' || i || '-' || k)::uuid, v_andes, md5('andes-tercero-' || i)::uuid,
    (array['Marcela Soto', 'Jorge Araya', 'Paula Vergara', 'Cristián Muñoz', 'Daniela Rojas', 'Felipe Contreras', 'Carolina Silva', 'Rodrigo Pérez',
           'Javiera Díaz', 'Tomás Fuentes', 'Valentina Morales', 'Matías Castro', 'Francisca Núñez', 'Ignacio Reyes', 'Camila Espinoza',
           'Sebastián Tapia', 'Catalina Flores', 'Nicolás Herrera', 'Antonia Guzmán', 'Diego Sepúlveda'])[(i - 1) * 2 + k],
    (array['Gerente de operaciones', 'Jefe de mantención', 'Encargada de compras', 'Gerente general'])[1 + (i + k) % 4],
    'contacto' || i || '.' || k || '@cliente.demo', '+56 9 ' || lpad(((i * 7 + k) * 104729 % 100000000)::text, 8, '0'),
    v_andes_users[1 + i % 2], v_andes_users[1 + i % 2], now() - (170 - i) * interval '1 day', now() - (170 - i) * interval '1 day'
  from generate_series(1, 10) i, generate_series(1, 2) k;

  insert into public.crm_contactos (id, empresa_id, tercero_id, nombre, cargo, correo, telefono, creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('pacifico-contacto-' || i)::uuid, v_pacifico, md5('pacifico-tercero-' || i)::uuid,
    (array['Héctor Olivares', 'Rocío Bravo', 'Andrés Cáceres', 'Pilar Lagos', 'Gonzalo Saavedra'])[i], 'Jefe de compras',
    'jefe' || i || '@pacifico-cliente.demo', '+56 9 ' || lpad((i * 7368787 % 100000000)::text, 8, '0'),
    v_pacifico_users[1 + i % 2], v_pacifico_users[1 + i % 2], now() - 120 * interval '1 day', now() - 120 * interval '1 day'
  from generate_series(1, 5) i;

  -- Andes: 40 opportunities created over the last ~165 days; the older ones closed (won or lost).
  insert into public.crm_oportunidades (id, empresa_id, nombre, tercero_id, contacto_id, responsable_id, etapa, monto, probabilidad,
    fecha_cierre_estimada, motivo_perdida, cerrada_en, descripcion, creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('andes-oportunidad-' || n)::uuid, v_andes,
    (array['Contrato de mantención anual', 'Suministro de repuestos', 'Instalación de compresor', 'Overhaul de bombas', 'Auditoría energética',
           'Monitoreo de vibraciones', 'Capacitación de operadores', 'Repuestos críticos'])[1 + n % 8] || ' · ' || t.nombre,
    t.id, md5('andes-contacto-' || (1 + n % 10) || '-' || (1 + n % 2))::uuid, v_andes_users[1 + n % 2], x.etapa,
    (1 + (n * 7919) % 48) * 500000,
    case x.etapa when 'ganada' then 100 when 'perdida' then 0 when 'prospecto' then 10 when 'calificado' then 25 when 'propuesta' then 50 else 75 end,
    case when x.etapa in ('ganada', 'perdida') then x.cierre else current_date + (n * 11 % 75) - 12 end,
    case when x.etapa = 'perdida' then (array['Precio sobre el presupuesto del cliente', 'Eligió a la competencia', 'Proyecto postergado', 'Sin respuesta del cliente'])[1 + n % 4] end,
    case when x.etapa in ('ganada', 'perdida') then x.cierre end,
    'Oportunidad detectada en visita técnica.', v_andes_users[1 + n % 2], v_andes_users[1 + n % 2], x.creado, x.creado + interval '3 days'
  from generate_series(1, 40) n
  join public.terceros t on t.id = md5('andes-tercero-' || (1 + n % 10))::uuid
  cross join lateral (
    select now() - ((40 - n) * 4 + 5) * interval '1 day' as creado,
      least(current_date - 1, (now() - ((40 - n) * 4 + 5) * interval '1 day')::date + 12 + n % 20) as cierre,
      case when n <= 13 and n % 4 <> 0 then 'ganada' when n <= 18 then 'perdida' else v_etapas[1 + n % 4] end as etapa
  ) x;

  -- Pacífico: twelve opportunities.
  insert into public.crm_oportunidades (id, empresa_id, nombre, tercero_id, contacto_id, responsable_id, etapa, monto, probabilidad,
    fecha_cierre_estimada, motivo_perdida, cerrada_en, creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('pacifico-oportunidad-' || n)::uuid, v_pacifico,
    (array['Pedido de temporada', 'Convenio marco de abastecimiento', 'Reposición mensual', 'Apertura de nueva sucursal'])[1 + n % 4] || ' · ' || t.nombre,
    t.id, md5('pacifico-contacto-' || (1 + n % 5))::uuid, v_pacifico_users[1 + n % 2], x.etapa,
    (2 + (n * 613) % 30) * 250000,
    case x.etapa when 'ganada' then 100 when 'perdida' then 0 when 'prospecto' then 10 when 'calificado' then 25 when 'propuesta' then 50 else 75 end,
    case when x.etapa in ('ganada', 'perdida') then x.cierre else current_date + n * 6 end,
    case when x.etapa = 'perdida' then 'El cliente redujo su presupuesto' end,
    case when x.etapa in ('ganada', 'perdida') then x.cierre end,
    v_pacifico_users[1 + n % 2], v_pacifico_users[1 + n % 2], x.creado, x.creado
  from generate_series(1, 12) n
  join public.terceros t on t.id = md5('pacifico-tercero-' || (1 + n % 5))::uuid
  cross join lateral (
    select now() - (12 - n) * interval '9 days' - interval '2 days' as creado,
      least(current_date - 1, (now() - (12 - n) * interval '9 days')::date + 10) as cierre,
      case when n <= 3 then 'ganada' when n = 4 then 'perdida' else v_etapas[1 + n % 4] end as etapa
  ) x;

  -- Activities: each opportunity has a done one; the open ones a pending one (some overdue, some
  -- due today, most upcoming); and a few on the accounts alone.
  insert into public.crm_actividades (id, empresa_id, tipo, asunto, descripcion, fecha_vencimiento, oportunidad_id, tercero_id, responsable_id,
    completada, completada_en, creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('crm-actividad-' || o.id || '-' || k)::uuid, o.empresa_id, v_tipos[1 + ((hashtext(o.id::text) & 2147483647) + k) % 4],
    case k when 1 then 'Primera reunión con el cliente' else (array['Enviar propuesta actualizada', 'Llamar para seguimiento', 'Coordinar visita a planta', 'Confirmar decisión de compra'])[1 + (hashtext(o.id::text) & 2147483647) % 4] end,
    case k when 1 then 'Levantamiento de necesidades.' end,
    case k when 1 then (o.creado_en + interval '2 days')::date else current_date + ((hashtext(o.id::text) & 2147483647) % 14) - 4 end,
    o.id, o.tercero_id, o.responsable_id, k = 1, case when k = 1 then o.creado_en + interval '2 days' end,
    o.responsable_id, o.responsable_id, o.creado_en, o.creado_en
  from public.crm_oportunidades o
  cross join generate_series(1, 2) k
  where o.empresa_id in (v_andes, v_pacifico) and (k = 1 or o.etapa not in ('ganada', 'perdida'));

  insert into public.crm_actividades (id, empresa_id, tipo, asunto, fecha_vencimiento, tercero_id, responsable_id, completada, completada_en,
    creado_por, actualizado_por, creado_en, actualizado_en)
  select md5('andes-actividad-cuenta-' || i)::uuid, v_andes, v_tipos[1 + i % 4],
    (array['Visita de cortesía', 'Enviar catálogo de servicios', 'Llamar por renovación de contrato', 'Encuesta de satisfacción'])[1 + i % 4],
    current_date + i - 3, md5('andes-tercero-' || i)::uuid, v_andes_users[1 + i % 2], false, null,
    v_andes_users[1 + i % 2], v_andes_users[1 + i % 2], now() - interval '10 days', now() - interval '10 days'
  from generate_series(1, 6) i;

  -- Axel Platform: leads as the contact form leaves them.
  insert into public.crm_leads (id, empresa_id, nombre, organizacion, correo, telefono, mensaje, plan_interes, modulo_interes, estado, creado_en, actualizado_en)
  select md5('axel-lead-' || i)::uuid, v_axel, v.nombre, v.organizacion, v.correo, v.telefono, v.mensaje, v.plan, v.modulo, v.estado,
    now() - v.dias * interval '1 day', now() - v.dias * interval '1 day'
  from (values
    (1, 'Rosa Quiroga', 'Viñedos del Maule', 'rosa@maule.demo', '+56 9 8765 4321', 'Quisiera una demo del plan Profesional.', 'profesional', null, 'nuevo', 1),
    (2, 'Jorge Salinas', 'Pesquera Austral', 'jorge@austral.demo', null, 'Necesito cotizar 40 usuarios.', 'enterprise', null, 'nuevo', 3),
    (3, 'Claudia Ibarra', 'Clínica Los Aromos', 'claudia@aromos.demo', '+56 2 2987 6543', '¿El CRM se integra con nuestro correo?', null, 'crm', 'contactado', 6),
    (4, 'Patricio León', 'Maderas del Sur', 'patricio@maderas.demo', null, 'Busco mantención predictiva para aserradero.', 'enterprise', 'predictive', 'nuevo', 9),
    (5, 'Fernanda Ruiz', null, 'fernanda.ruiz@correo.demo', null, 'Soy independiente, ¿hay plan para una persona?', 'basico', null, 'descartado', 15)
  ) as v (i, nombre, organizacion, correo, telefono, mensaje, plan, modulo, estado, dias);

  alter table public.crm_contactos enable trigger user;
  alter table public.crm_oportunidades enable trigger user;
  alter table public.crm_actividades enable trigger user;
  alter table public.crm_leads enable trigger user;
end
$$;

-- Modules: predictive ------------------------------------------------------------------------------
-- Axel Predictive's demo (issue 39): the year before the Ops history above, as closed corrective
-- orders of ten Andes machines (imported from the previous system: their numbers follow the last
-- one, their dates are older). The most failures go to PL-1-L2-E04 (motor, criticality A), so
-- the risk ranking opens with it; the others range from eight failures to two. Idempotent (fixed
-- ids); numbered from the company's counter, which then moves past them.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_tecnicos constant uuid[] := array['a0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000003']::uuid[];
  v_base bigint;
begin
  if exists (select 1 from public.ops_ordenes where id = md5('andes-pred-ot-1-1')::uuid) then
    return;
  end if;
  select coalesce(max(numero), 0) into v_base from public.ops_ordenes where empresa_id = v_andes;
  alter table public.ops_ordenes disable trigger user;
  with maquinas (k, activo, fallas) as (values
    (1, 'andes-equipo-1-2-4', 12), (2, 'andes-equipo-2-2-2', 8), (3, 'andes-equipo-1-1-1', 6), (4, 'andes-equipo-3-1-3', 6),
    (5, 'andes-equipo-3-2-6', 5), (6, 'andes-equipo-2-1-5', 4), (7, 'andes-equipo-1-1-2', 3), (8, 'andes-equipo-2-2-3', 3),
    (9, 'andes-equipo-3-1-1', 2), (10, 'andes-equipo-1-2-6', 2)
  ), fallas as (
    select m.k, m.activo, f, row_number() over (order by m.k, f) as fila,
      -- Spread over the 240 days before the Ops history (which starts about 120 days ago).
      now() - interval '120 days' - ((m.fallas - f) * (240 / m.fallas) + (m.k * 7 + f * 3) % 11) * interval '1 day'
        - (m.k + f) % 9 * interval '1 hour' as creado
    from maquinas m, generate_series(1, m.fallas) f
  )
  insert into public.ops_ordenes (id, empresa_id, numero, tipo, prioridad, estado, activo_id, falla_reportada, tecnico_id,
    fecha_programada, creado_por, actualizado_por, creado_en, actualizado_en, completada_en, cerrada_en)
  select md5('andes-pred-ot-' || x.k || '-' || x.f)::uuid, v_andes, v_base + x.fila, 'correctiva',
    (array['alta', 'media', 'critica'])[1 + x.fila % 3], 'cerrada', md5(x.activo)::uuid,
    (array['Ruido anormal en rodamientos', 'Sobrecalentamiento del motor', 'Vibración excesiva', 'Fuga de aceite', 'No arranca'])[1 + x.fila % 5]
      || ' (histórico importado)',
    v_tecnicos[1 + x.fila % 2], x.creado::date, v_tecnicos[1 + x.fila % 2], v_tecnicos[1 + x.fila % 2], x.creado, x.creado + interval '1 day',
    x.creado + (2 + (x.fila * 7) % 20) * interval '1 hour', x.creado + interval '1 day'
  from fallas x;
  alter table public.ops_ordenes enable trigger user;
  insert into private.contadores_empresa (empresa_id, serie, ultimo)
  select v_andes, 'ot', max(numero) from public.ops_ordenes where empresa_id = v_andes
  on conflict (empresa_id, serie) do update set ultimo = greatest(private.contadores_empresa.ultimo, excluded.ultimo);

  insert into public.ops_transiciones (empresa_id, orden_id, desde, hacia, realizado_por, realizado_en)
  select o.empresa_id, o.id, t.desde, t.hacia, o.tecnico_id,
    case t.hacia when 'completada' then o.completada_en when 'cerrada' then o.cerrada_en else o.creado_en + t.minutos * interval '1 minute' end
  from public.ops_ordenes o
  cross join (values (0, null, 'abierta'), (20, 'abierta', 'asignada'), (60, 'asignada', 'en_curso'), (0, 'en_curso', 'completada'),
    (0, 'completada', 'cerrada')) as t(minutos, desde, hacia)
  where o.empresa_id = v_andes and o.falla_reportada like '%(histórico importado)';
end
$$;

reset axel.avisos;

-- Modules: think ----------------------------------------------------------------------------------
-- Axel Think's demo data (issue 38): Industrias Andes' balanced scorecard (the four perspectives),
-- this year's company objectives with their area objectives below them (a tree), each with two or
-- three key results of the three kinds, and a check-in per key result every week since the year
-- began (the last one sets the current value and confidence, through the table's trigger). One key
-- result lags and one says 'baja', so the overview has something at risk; the quarter's objectives
-- have no check-in in the last ten days, so some check-ins are due. Fixed ids (md5 of a name); the
-- block runs once.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_carlos constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_ana constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_hoy constant date := (now() at time zone 'America/Santiago')::date;
  v_anio constant text := extract(year from v_hoy)::int::text;
  v_trimestre constant text := v_anio || '-T' || extract(quarter from v_hoy)::int;
  v_inicio constant date := make_date(extract(year from v_hoy)::int, 1, 1);
  v_kr record;
  v_semanas int;
begin
  if exists (select 1 from public.think_perspectivas where empresa_id = v_andes) then
    return;
  end if;
  insert into public.think_perspectivas (id, empresa_id, nombre, descripcion, orden) values
    (md5('andes-think-p1')::uuid, v_andes, 'Financiera', 'Rentabilidad y crecimiento de los ingresos', 1),
    (md5('andes-think-p2')::uuid, v_andes, 'Clientes', 'Lo que nuestros clientes valoran y cómo nos eligen', 2),
    (md5('andes-think-p3')::uuid, v_andes, 'Procesos internos', 'Los procesos en que debemos ser excelentes', 3),
    (md5('andes-think-p4')::uuid, v_andes, 'Aprendizaje y crecimiento', 'Personas, competencias y sistemas', 4);

  insert into public.think_objetivos (id, empresa_id, perspectiva_id, padre_id, titulo, descripcion, responsable_id, periodo, area) values
    (md5('andes-think-o1')::uuid, v_andes, md5('andes-think-p1')::uuid, null, 'Crecer las ventas con margen sano',
      'Crecer en clientes industriales sin bajar el margen bruto', v_carlos, v_anio, 'Gerencia'),
    (md5('andes-think-o2')::uuid, v_andes, md5('andes-think-p2')::uuid, null, 'Ser el proveedor más confiable de la zona',
      null, v_carlos, v_anio, 'Gerencia'),
    (md5('andes-think-o3')::uuid, v_andes, md5('andes-think-p3')::uuid, md5('andes-think-o2')::uuid, 'Mantención que no detiene la planta',
      'Menos detenciones no planificadas y órdenes cerradas a tiempo', v_ana, v_anio, 'Mantención'),
    (md5('andes-think-o4')::uuid, v_andes, md5('andes-think-p4')::uuid, md5('andes-think-o3')::uuid, 'Técnicos certificados para cada tarea crítica',
      null, v_ana, v_anio, 'Mantención'),
    (md5('andes-think-o5')::uuid, v_andes, md5('andes-think-p3')::uuid, md5('andes-think-o1')::uuid, 'Producción a tiempo este trimestre',
      null, v_carlos, v_trimestre, 'Producción');

  insert into public.think_resultados_clave (id, empresa_id, objetivo_id, titulo, tipo, inicio, meta, actual, unidad, responsable_id, orden)
  select md5('andes-think-kr' || k.n)::uuid, v_andes, md5('andes-think-o' || k.o)::uuid, k.titulo, k.tipo, k.inicio, k.meta, k.inicio, k.unidad, k.resp, k.n
  from (values
    (1, 1, 'Ventas anuales en millones de pesos', 'numerico', 2400, 3000, 'MM$', v_carlos),
    (2, 1, 'Margen bruto sobre 32 %', 'porcentaje', 0, 100, '%', v_carlos),
    (3, 2, 'Clientes con contrato de servicio', 'numerico', 4, 10, 'clientes', v_carlos),
    (4, 2, 'Reclamos por atraso al mes', 'numerico', 12, 3, 'reclamos', v_ana),
    (5, 3, 'Horas de detención no planificada al mes', 'numerico', 40, 15, 'h', v_ana),
    (6, 3, 'Plan de mantención preventiva publicado', 'binario', 0, 1, '', v_ana),
    (7, 3, 'Órdenes cerradas dentro del plazo', 'porcentaje', 0, 100, '%', v_ana),
    (8, 4, 'Técnicos con trabajo en altura vigente', 'numerico', 2, 8, 'técnicos', v_ana),
    (9, 4, 'Matriz de competencias de mantención al día', 'binario', 0, 1, '', v_ana),
    (10, 5, 'Pedidos despachados en la fecha comprometida', 'porcentaje', 0, 100, '%', v_carlos),
    (11, 5, 'Cambios de formato bajo 45 minutos', 'numerico', 70, 45, 'min', v_carlos)
  ) as k(n, o, titulo, tipo, inicio, meta, unidad, resp);

  -- Weekly check-ins: each key result moves towards a share of its target that depends on it (kr 4
  -- lags behind the year and says 'baja'; the quarter's objective stopped checking in ten days ago).
  v_semanas := greatest((v_hoy - v_inicio) / 7, 1);
  for v_kr in select r.*, o.periodo from public.think_resultados_clave r join public.think_objetivos o on o.id = r.objetivo_id
              where r.empresa_id = v_andes order by r.orden loop
    insert into public.think_checkins (empresa_id, resultado_id, fecha, valor, confianza, comentario, creado_por, actualizado_por)
    select v_andes, v_kr.id, d.fecha,
      case v_kr.tipo
        when 'binario' then case when d.fraccion >= 0.6 and v_kr.orden <> 9 then 1 else 0 end
        when 'porcentaje' then round(least(100, 40 + d.fraccion * (case v_kr.orden when 7 then 45 else 55 end)), 1)
        else round(v_kr.inicio + (v_kr.meta - v_kr.inicio) * d.fraccion * (case v_kr.orden when 4 then 0.25 when 1 then 0.85 else 0.9 end), 1)
      end,
      case when v_kr.orden = 4 and d.ultima then 'baja' when v_kr.orden in (5, 8) and d.ultima then 'alta' else 'media' end,
      case when d.ultima then 'Avance de la semana' end,
      v_kr.responsable_id, v_kr.responsable_id
    from (
      select f.fecha, (f.fecha - lower(private.think_periodo_rango(v_kr.periodo)))::numeric
          / (upper(private.think_periodo_rango(v_kr.periodo)) - lower(private.think_periodo_rango(v_kr.periodo))) as fraccion,
        f.fecha = max(f.fecha) over () as ultima
      from (
        select (lower(private.think_periodo_rango(v_kr.periodo)) + 7 * s)::date as fecha
        from generate_series(0, v_semanas) s
      ) f
      where f.fecha <= v_hoy - case when v_kr.periodo = v_trimestre then 10 else 0 end
    ) d;
  end loop;
end $$;

-- Axel Think's KPIs (issue 38, item 2): the seven live sources (computed from Ops, Finance, CRM,
-- People and Projects as each viewer may read them) and five KPIs entered by hand with a value per
-- month for the last twelve months. Fixed ids; the block runs once.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_carlos constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_ana constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_hoy constant date := (now() at time zone 'America/Santiago')::date;
begin
  if exists (select 1 from public.think_kpis where empresa_id = v_andes) then
    return;
  end if;
  insert into public.think_kpis (id, empresa_id, nombre, unidad, frecuencia, sentido, meta, umbral_verde, umbral_rojo, fuente, responsable_id)
  select md5('andes-kpi-' || k.n)::uuid, v_andes, k.nombre, k.unidad, k.frecuencia, k.sentido, k.meta, k.verde, k.rojo, k.fuente, k.resp
  from (values
    (1, 'Órdenes de trabajo abiertas', 'OT', 'semanal', 'menor_mejor', 10, 15, 30, 'ordenes_abiertas', v_ana),
    (2, 'Tiempo medio de cierre de OT', 'días', 'mensual', 'menor_mejor', 3, 5, 10, 'tiempo_cierre_ordenes', v_ana),
    (3, 'Cuentas por cobrar vencidas', '$', 'semanal', 'menor_mejor', 0, 5000000, 20000000, 'cuentas_por_cobrar_vencidas', v_carlos),
    (4, 'Ventas ganadas del mes', '$', 'mensual', 'mayor_mejor', 60000000, 50000000, 25000000, 'ventas_ganadas_mes', v_carlos),
    (5, 'Dotación activa', 'personas', 'mensual', 'mayor_mejor', 20, 18, 12, 'dotacion', v_carlos),
    (6, 'Ausentismo del mes', '%', 'mensual', 'menor_mejor', 2, 3, 6, 'ausentismo_mes', v_carlos),
    (7, 'Proyectos atrasados', 'proyectos', 'semanal', 'menor_mejor', 0, 0, 2, 'proyectos_atrasados', v_carlos),
    (8, 'Margen bruto', '%', 'mensual', 'mayor_mejor', 32, 30, 25, null, v_carlos),
    (9, 'Disponibilidad de la línea 1', '%', 'mensual', 'mayor_mejor', 95, 93, 88, null, v_ana),
    (10, 'Accidentes con tiempo perdido', 'casos', 'mensual', 'menor_mejor', 0, 0, 1, null, v_ana),
    (11, 'Satisfacción de clientes', 'puntos', 'trimestral', 'mayor_mejor', 80, 75, 60, null, v_carlos),
    (12, 'Horas de capacitación por persona', 'h', 'mensual', 'mayor_mejor', 4, 3, 1, null, v_ana)
  ) as k(n, nombre, unidad, frecuencia, sentido, meta, verde, rojo, fuente, resp);

  insert into public.think_kpi_valores (empresa_id, kpi_id, fecha, valor, creado_por, actualizado_por)
  select v_andes, md5('andes-kpi-' || k.n)::uuid, (date_trunc('month', v_hoy) - m * interval '1 month')::date,
    round((k.base + k.paso * (12 - m) + k.amplitud * sin(m * 1.7))::numeric, 1), k.resp, k.resp
  from (values
    (8, 27.0, 0.35, 1.2, v_carlos),
    (9, 89.0, 0.45, 1.5, v_ana),
    (10, 1.0, -0.08, 0.6, v_ana),
    (11, 68.0, 0.9, 2.0, v_carlos),
    (12, 1.5, 0.05, 0.8, v_ana)
  ) as k(n, base, paso, amplitud, resp), generate_series(0, 11) m;
  -- Accidents are whole cases, never negative.
  update public.think_kpi_valores set valor = greatest(round(valor), 0) where kpi_id = md5('andes-kpi-10')::uuid;
end $$;

-- Axel Think, part 2 (issue 38): Industrias Andes' mission and vision, three more KPIs entered by hand
-- (15 in all) with a year of values, a year of monthly or weekly readings of the seven live KPIs (their
-- history; written as the service, which may date a reading in the past), four initiatives (one
-- following an Axel Projects project), a quarterly review held last month with decisions and
-- commitments (one overdue, one done) and the next review prepared. Fixed ids; idempotent.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_carlos constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_ana constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_hoy constant date := (now() at time zone 'America/Santiago')::date;
begin
  if not exists (select 1 from public.think_objetivos where id = md5('andes-think-o1')::uuid) then
    return;
  end if;
  insert into public.think_estrategia (id, empresa_id, mision, vision) values
    (md5('andes-think-estrategia')::uuid, v_andes,
     'Mantener funcionando la industria del sur de Chile con servicios técnicos confiables, seguros y a tiempo.',
     'Ser en 2030 el socio de mantención industrial más confiable entre Talca y Puerto Montt.')
  on conflict (empresa_id) do nothing;

  insert into public.think_kpis (id, empresa_id, nombre, unidad, frecuencia, sentido, meta, umbral_verde, umbral_rojo, fuente, responsable_id)
  values
    (md5('andes-kpi-13')::uuid, v_andes, 'Cumplimiento del plan preventivo', '%', 'mensual', 'mayor_mejor', 95, 90, 80, null, v_ana),
    (md5('andes-kpi-14')::uuid, v_andes, 'Costo de mantención sobre ventas', '%', 'mensual', 'menor_mejor', 6, 7, 9, null, v_carlos),
    (md5('andes-kpi-15')::uuid, v_andes, 'Rotación de personal anual', '%', 'trimestral', 'menor_mejor', 8, 10, 15, null, v_carlos)
  on conflict (id) do nothing;
  insert into public.think_kpi_valores (empresa_id, kpi_id, fecha, valor, creado_por, actualizado_por)
  select v_andes, md5('andes-kpi-' || k.n)::uuid, (date_trunc('month', v_hoy) - m * interval '1 month')::date,
    round((k.base + k.paso * (12 - m) + k.amplitud * sin(m * 1.3))::numeric, 1), k.resp, k.resp
  from (values (13, 78.0, 1.2, 2.5, v_ana), (14, 8.6, -0.15, 0.4, v_carlos), (15, 14.0, -0.3, 1.0, v_carlos))
    as k(n, base, paso, amplitud, resp), generate_series(0, 11) m
  on conflict (kpi_id, fecha) do nothing;

  -- The live KPIs' past readings: one per period of their frequency, for the last year, near today's
  -- figure; today's period is left to the first reading of the company's admin.
  insert into public.think_kpi_lecturas (empresa_id, kpi_id, periodo, valor, leido_en)
  select v_andes, k.id, p.periodo,
    greatest(round((coalesce(public.think_fuente_valor(k.fuente), k.meta) * (1 + 0.25 * sin(p.n * 0.9)))::numeric, 1), 0),
    (p.periodo + 1)::timestamptz
  from public.think_kpis k
  cross join lateral (
    select s as n, private.think_periodo_kpi(k.frecuencia, (v_hoy
      - s * case k.frecuencia when 'semanal' then interval '7 days' else interval '1 month' end)::date) as periodo
    from generate_series(1, case k.frecuencia when 'semanal' then 52 else 12 end) s
  ) p
  where k.empresa_id = v_andes and k.fuente is not null
  on conflict (kpi_id, periodo) do nothing;

  insert into public.think_iniciativas (id, empresa_id, nombre, descripcion, objetivo_id, responsable_id, fecha_inicio, fecha_fin,
    estado, presupuesto, gasto, avance, proyecto_id) values
    (md5('andes-think-i1')::uuid, v_andes, 'Mantenimiento predictivo en clientes mineros',
     'Sensores de vibración y alertas tempranas: menos detenciones no planificadas.', md5('andes-think-o3')::uuid, v_carlos,
     v_hoy - 90, v_hoy + 60, 'en_curso', 42000000, 23500000, 0, md5('andes-proy-2')::uuid),
    (md5('andes-think-i2')::uuid, v_andes, 'Programa de certificación en altura',
     'Curso y examen de trabajo en altura para seis técnicos.', md5('andes-think-o4')::uuid, v_ana,
     v_hoy - 60, v_hoy + 30, 'en_curso', 6500000, 4100000, 55, null),
    (md5('andes-think-i3')::uuid, v_andes, 'Cartera de contratos de servicio',
     'Ofrecer contratos anuales de mantención a los diez mayores clientes.', md5('andes-think-o2')::uuid, v_carlos,
     v_hoy - 120, v_hoy + 90, 'en_curso', 3000000, 3400000, 40, null),
    (md5('andes-think-i4')::uuid, v_andes, 'Reducción de cambios de formato (SMED)',
     'Estandarizar los cambios de formato de la línea 1.', md5('andes-think-o5')::uuid, v_carlos,
     v_hoy + 15, v_hoy + 75, 'planificada', 2500000, 0, 0, null)
  on conflict (id) do nothing;

  -- The past review's agenda is written as it stood (the service writes it: the trigger builds it from
  -- today's figures otherwise, so it is set again after the insert).
  insert into public.think_revisiones (id, empresa_id, titulo, tipo, fecha, estado, notas, preparada_en, agenda) values
    (md5('andes-think-rev1')::uuid, v_andes, 'Revisión trimestral de estrategia', 'trimestral', v_hoy - 35, 'realizada',
     'El comité revisó ventas, confiabilidad y certificaciones. Se acordó reforzar el seguimiento semanal de reclamos.',
     (v_hoy - 37)::timestamptz,
     jsonb_build_object(
       'kpis', jsonb_build_array(
         jsonb_build_object('id', md5('andes-kpi-9')::uuid, 'nombre', 'Disponibilidad de la línea 1', 'valor', 87.4,
           'unidad', '%', 'meta', 95, 'sentido', 'mayor_mejor', 'fecha', v_hoy - 40),
         jsonb_build_object('id', md5('andes-kpi-14')::uuid, 'nombre', 'Costo de mantención sobre ventas', 'valor', 9.3,
           'unidad', '%', 'meta', 6, 'sentido', 'menor_mejor', 'fecha', v_hoy - 40)),
       'resultados', jsonb_build_array(
         jsonb_build_object('id', md5('andes-think-kr4')::uuid, 'titulo', 'Reclamos por atraso al mes',
           'objetivo_id', md5('andes-think-o2')::uuid, 'objetivo', 'Ser el proveedor más confiable de la zona',
           'progreso', 18.5, 'confianza', 'baja', 'periodo', extract(year from v_hoy)::int::text)))),
    (md5('andes-think-rev2')::uuid, v_andes, 'Revisión mensual de indicadores', 'mensual', v_hoy + 5, 'preparada', null,
     now(), '{"kpis": [], "resultados": []}'::jsonb)
  on conflict (id) do nothing;
  insert into public.think_revision_puntos (id, empresa_id, revision_id, tipo, texto, responsable_id, fecha_compromiso, cumplido) values
    (md5('andes-think-rp1')::uuid, v_andes, md5('andes-think-rev1')::uuid, 'decision',
     'Priorizar los contratos de servicio sobre las ventas puntuales de repuestos.', null, null, false),
    (md5('andes-think-rp2')::uuid, v_andes, md5('andes-think-rev1')::uuid, 'decision',
     'Congelar nuevas contrataciones de mantención hasta cerrar la certificación en altura.', null, null, false),
    (md5('andes-think-rp3')::uuid, v_andes, md5('andes-think-rev1')::uuid, 'compromiso',
     'Plan de acción para bajar los reclamos por atraso a la mitad.', v_ana, v_hoy - 7, false),
    (md5('andes-think-rp4')::uuid, v_andes, md5('andes-think-rev1')::uuid, 'compromiso',
     'Presentar la propuesta de contrato de servicio a los tres mayores clientes.', v_carlos, v_hoy - 14, true),
    (md5('andes-think-rp5')::uuid, v_andes, md5('andes-think-rev1')::uuid, 'compromiso',
     'Publicar el plan de mantención preventiva del próximo año.', v_ana, v_hoy + 20, false)
  on conflict (id) do nothing;
end $$;

-- Modules: predictive (meter readings) ------------------------------------------------------------
-- A year of daily temperature readings (08:00 Chile) of the ten Andes machines of the failure
-- history above, each around its own level with a bounded noise of ±2 °C, and two planted
-- anomalies for the alerts page (issue 39): a spike of +15 °C on PL-1-L2-E04 twenty days ago, and
-- a sustained rise of +3 °C on PL-2-L2-E02 from forty days ago. Idempotent (fixed ids).
insert into public.predictive_lecturas (id, empresa_id, activo_id, variable, unidad, valor, medido_en, origen)
select md5('andes-lectura-' || m.k || '-' || d)::uuid, 'c0000000-0000-4000-8000-000000000002', md5(m.activo)::uuid,
  'temperatura', '°C',
  round((50 + m.k * 2
    + 2 * (('x' || substr(md5('andes-ruido-' || m.k || '-' || d), 1, 8))::bit(32)::int / 2147483648.0)
    + case when m.k = 1 and d = 20 then 15 else 0 end
    + case when m.k = 2 and d <= 40 then 3 else 0 end)::numeric, 1)::double precision,
  (current_date - d + time '08:00') at time zone 'America/Santiago', 'manual'
from (values
    (1, 'andes-equipo-1-2-4'), (2, 'andes-equipo-2-2-2'), (3, 'andes-equipo-1-1-1'), (4, 'andes-equipo-3-1-3'),
    (5, 'andes-equipo-3-2-6'), (6, 'andes-equipo-2-1-5'), (7, 'andes-equipo-1-1-2'), (8, 'andes-equipo-2-2-3'),
    (9, 'andes-equipo-3-1-1'), (10, 'andes-equipo-1-2-6')
  ) as m(k, activo),
  generate_series(1, 365) d
on conflict (id) do nothing;

-- Modules: predictive (spare-part outflows and meter plans) -------------------------------------------
-- Issue 39. Weekly outflows (salidas) of six Andes spare parts, imported history: four over the
-- last 28 months (two seasons and more, so the forecast is Holt-Winters with a 12-month season) and
-- two over the last 20 (Holt), each around its own weekly level with a yearly wave, a trend and a
-- bounded noise, so Pronósticos shows each part's forecast and reorder point. Written with the
-- table's triggers off, as history: the stock of the parts is not moved by them. Then a running-hours
-- meter (horas_marcha, one reading a day for 180 days) on two machines and a preventive plan on each
-- that repeats every N hours: the compressor's (2.000 h, last done 110 days ago at 20 h a day) is due,
-- the motor's (1.000 h, 30 days ago at 16 h a day) has hours left. Fixed ids; idempotent.
alter table public.industrial_movimientos disable trigger user;
insert into public.industrial_movimientos (id, empresa_id, repuesto_id, tipo, cantidad, motivo, creado_en, actualizado_en)
select md5('andes-salida-' || p.i || '-' || w)::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-repuesto-' || p.i)::uuid,
  'salida', x.cantidad, 'Consumo en mantención (histórico importado)', x.fecha, x.fecha
from (values (1, 6.0, 122), (2, 4.0, 122), (3, 2.5, 122), (6, 9.0, 122), (4, 1.5, 87), (5, 3.0, 87)) as p (i, base, semanas),
  generate_series(1, 122) w
cross join lateral (
  select greatest(1, round(p.base * (1 + 0.25 * sin(2 * pi() * w / 52.18) + 0.003 * (p.semanas - w))
      + p.base * 0.3 * (('x' || substr(md5('andes-salida-ruido-' || p.i || '-' || w), 1, 8))::bit(32)::int / 2147483648.0)))::numeric as cantidad,
    (current_date - 7 * w + time '10:00') at time zone 'America/Santiago' as fecha
) x
where w <= p.semanas
on conflict (id) do nothing;
alter table public.industrial_movimientos enable trigger user;

insert into public.predictive_lecturas (id, empresa_id, activo_id, variable, unidad, valor, medido_en, origen)
select md5('andes-horas-' || m.activo || '-' || d)::uuid, 'c0000000-0000-4000-8000-000000000002', md5(m.activo)::uuid,
  'horas_marcha', 'h', (m.inicio + m.por_dia * (180 - d))::double precision,
  (current_date - d + time '07:00') at time zone 'America/Santiago', 'manual'
from (values ('andes-equipo-1-1-1', 18400, 20), ('andes-equipo-1-2-4', 9650, 16)) as m (activo, inicio, por_dia),
  generate_series(1, 180) d
on conflict (id) do nothing;

insert into public.industrial_planes (id, empresa_id, activo_id, nombre, descripcion, frecuencia_dias, frecuencia_horas, fecha_inicio, ultima_ejecucion)
values
  (md5('andes-plan-horas-1-1-1')::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-equipo-1-1-1')::uuid,
   'Cambio de aceite y filtros del compresor', 'Aceite, filtro de aceite, filtro de aire y separador, según horas de marcha.',
   null, 2000, current_date - 400, current_date - 110),
  (md5('andes-plan-horas-1-2-4')::uuid, 'c0000000-0000-4000-8000-000000000002', md5('andes-equipo-1-2-4')::uuid,
   'Lubricación de rodamientos del motor', 'Engrase de rodamientos lado acople y lado ventilador, según horas de marcha.',
   null, 1000, current_date - 400, current_date - 30)
on conflict (id) do nothing;

-- Modules: skills ---------------------------------------------------------------------------------
-- Axel Skills' demo data (issue 38): Industrias Andes' skills catalogue (técnicas, seguridad,
-- blandas, each with its four levels), the levels its positions require, assessments of its staff by
-- their managers over the last year, six certification types and its staff's certifications (dated
-- relative to today: a few expire within 20 days, one expired last week), the certifications its
-- positions require, and Ops' rules: an 'Eléctrico' equipment needs the SEC licence, an installation
-- order work at height (Ana holds the second, not the first: assigning her an electrical panel's
-- order warns). Fixed ids (md5 of a name); the block runs once.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_carlos constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_ana constant uuid := 'a0000000-0000-4000-8000-000000000003';
  v_hoy constant date := (now() at time zone 'America/Santiago')::date;
begin
  if exists (select 1 from public.skills_competencias where empresa_id = v_andes) then
    return;
  end if;
  insert into public.skills_competencias (id, empresa_id, nombre, descripcion, grupo, nivel_1, nivel_2, nivel_3, nivel_4)
  select md5('andes-skill-' || s.n)::uuid, v_andes, s.nombre, s.descripcion, s.grupo, s.n1, s.n2, s.n3, s.n4
  from (values
    (1, 'Mantención mecánica', 'Desarme, ajuste y montaje de equipos rotatorios', 'tecnicas',
      'Conoce los equipos y asiste en tareas simples', 'Ejecuta mantenciones rutinarias con supervisión', 'Diagnostica y repara fallas sin supervisión', 'Forma a otros y define procedimientos'),
    (2, 'Electricidad industrial', 'Tableros, motores y control eléctrico', 'tecnicas',
      'Identifica componentes y riesgos eléctricos', 'Mide y reemplaza componentes con supervisión', 'Diagnostica circuitos de fuerza y control', 'Diseña y aprueba modificaciones'),
    (3, 'Instrumentación y control', 'Sensores, PLC y lazos de control', 'tecnicas',
      'Reconoce instrumentos y señales', 'Calibra instrumentos con pauta', 'Programa y ajusta lazos de control', 'Integra sistemas y define estándares'),
    (4, 'Lubricación', 'Planes de lubricación y análisis de aceite', 'tecnicas',
      'Aplica la pauta de lubricación', 'Elige lubricantes y frecuencias', 'Interpreta análisis de aceite', 'Diseña el programa de lubricación'),
    (5, 'Operación de planta', 'Puesta en marcha, operación y parada de líneas', 'tecnicas',
      'Opera con supervisión', 'Opera su puesto de forma autónoma', 'Opera toda la línea y resuelve desvíos', 'Optimiza la línea y entrena operadores'),
    (6, 'Bloqueo y etiquetado (LOTO)', 'Aislamiento de energías antes de intervenir', 'seguridad',
      'Conoce el procedimiento', 'Lo aplica en su trabajo', 'Lo supervisa en su equipo', 'Audita y mejora el procedimiento'),
    (7, 'Análisis de riesgos', 'AST y matrices de riesgo', 'seguridad',
      'Participa en el AST', 'Elabora el AST de su tarea', 'Lidera análisis de tareas críticas', 'Define controles para la planta'),
    (8, 'Trabajo en equipo', 'Colaboración y comunicación en el turno', 'blandas',
      'Colabora cuando se le pide', 'Coordina con su equipo', 'Facilita acuerdos entre áreas', 'Referente de colaboración'),
    (9, 'Liderazgo', 'Conducción de personas y turnos', 'blandas',
      'Guía a un compañero', 'Conduce una cuadrilla', 'Conduce un área', 'Desarrolla líderes')
  ) as s (n, nombre, descripcion, grupo, n1, n2, n3, n4);

  insert into public.skills_niveles_requeridos (empresa_id, cargo, competencia_id, nivel)
  select v_andes, r.cargo, md5('andes-skill-' || r.skill)::uuid, r.nivel
  from (values
    ('Jefa de Mantención', 1, 3), ('Jefa de Mantención', 2, 3), ('Jefa de Mantención', 6, 4), ('Jefa de Mantención', 9, 4),
    ('Supervisor de Turno', 1, 3), ('Supervisor de Turno', 6, 3), ('Supervisor de Turno', 9, 3), ('Supervisor de Turno', 8, 3),
    ('Técnico Mecánico', 1, 3), ('Técnico Mecánico', 4, 2), ('Técnico Mecánico', 6, 3), ('Técnico Mecánico', 7, 2), ('Técnico Mecánico', 8, 2),
    ('Técnico Eléctrico', 2, 3), ('Técnico Eléctrico', 6, 3), ('Técnico Eléctrico', 7, 2), ('Técnico Eléctrico', 8, 2),
    ('Técnica en Instrumentación', 3, 3), ('Técnica en Instrumentación', 2, 2), ('Técnica en Instrumentación', 6, 3),
    ('Técnico en Práctica', 1, 1), ('Técnico en Práctica', 6, 2),
    ('Operador de Planta', 5, 3), ('Operador de Planta', 6, 2), ('Operador de Planta', 8, 2),
    ('Operadora de Planta', 5, 3), ('Operadora de Planta', 6, 2), ('Operadora de Planta', 8, 2),
    ('Operador de Grúa', 5, 2), ('Operador de Grúa', 6, 3), ('Operador de Grúa', 7, 2),
    ('Jefa de Producción', 5, 4), ('Jefa de Producción', 9, 3), ('Jefa de Producción', 7, 3)
  ) as r (cargo, skill, nivel);

  -- Assessments: each employee of Mantención and Producción on the skills their position requires
  -- (and teamwork), by their manager, twice in the last year; the level lands around the one
  -- required (some below, so the gap matrix has gaps).
  insert into public.skills_evaluaciones (id, empresa_id, colaborador_id, competencia_id, nivel, fecha, evidencia, evaluador_id)
  select md5('andes-eval-' || c.id || '-' || q.competencia_id || '-' || v.vez)::uuid, v_andes, c.id, q.competencia_id,
    greatest(1, least(4, q.nivel + (abs(hashtext(c.id::text || q.competencia_id::text)) % 3) - 1 - (case when v.vez = 1 then 1 else 0 end))),
    v_hoy - (case when v.vez = 1 then 300 else 40 end) - abs(hashtext(c.id::text)) % 20,
    case when v.vez = 1 then 'Evaluación anual anterior' else 'Observación en terreno y revisión de órdenes de trabajo' end,
    coalesce(j.usuario_id, v_carlos)
  from public.colaboradores c
  join public.skills_niveles_requeridos q on q.empresa_id = v_andes and lower(btrim(q.cargo)) = lower(btrim(c.cargo))
  left join public.colaboradores j on j.id = c.jefe_id
  cross join (values (1), (2)) v (vez)
  where c.empresa_id = v_andes and c.estado = 'activo';

  insert into public.skills_tipos_certificacion (id, empresa_id, nombre, emisor, vigencia_meses, descripcion)
  select md5('andes-cert-' || t.n)::uuid, v_andes, t.nombre, t.emisor, t.meses, t.descripcion
  from (values
    (1, 'Trabajo en altura', 'Mutual de Seguridad', 24, 'Trabajo sobre 1,8 m con arnés y línea de vida'),
    (2, 'Espacios confinados', 'ACHS', 24, 'Ingreso y rescate en espacios confinados'),
    (3, 'Licencia SEC clase A', 'Superintendencia de Electricidad y Combustibles', 48, 'Instalador eléctrico clase A'),
    (4, 'Licencia de grúa horquilla', 'OTEC Logística Sur', 12, 'Operación de grúa horquilla (licencia clase D)'),
    (5, 'Primeros auxilios', 'Cruz Roja Chilena', 24, 'Primeros auxilios y RCP'),
    (6, 'Manejo de sustancias peligrosas', 'ACHS', 36, 'Almacenamiento y manipulación según DS 43')
  ) as t (n, nombre, emisor, meses, descripcion);

  -- Certifications: obtained so many days before today that each expires where the demo needs it
  -- (days_left: days from today to expiry; negative: expired).
  insert into public.skills_certificaciones (id, empresa_id, colaborador_id, tipo_id, fecha_obtencion, folio)
  select md5('andes-certificacion-' || x.colab || '-' || x.tipo)::uuid, v_andes,
    ('d1000000-0000-4000-8000-0000000000' || x.colab)::uuid, md5('andes-cert-' || x.tipo)::uuid,
    (v_hoy + x.dias - make_interval(months => t.vigencia_meses))::date, 'F-' || x.colab || x.tipo || '2026'
  from (values
    ('02', 1, 400), ('02', 5, 250), ('02', 2, 90),
    ('04', 1, 20), ('04', 2, 300), ('04', 5, 45),
    ('05', 3, 900), ('05', 1, 150),
    ('06', 1, 500), ('06', 2, 18), ('06', 5, 200),
    ('07', 1, 330), ('07', 6, 600),
    ('08', 3, -6), ('08', 1, 120),
    ('10', 5, 75), ('11', 5, 400),
    ('12', 4, 12), ('12', 1, 220),
    ('18', 4, 160), ('19', 4, 55), ('20', 4, 230),
    ('21', 5, 500), ('21', 2, 380), ('21', 6, 25)
  ) as x (colab, tipo, dias)
  join public.skills_tipos_certificacion t on t.id = md5('andes-cert-' || x.tipo)::uuid;

  insert into public.skills_cargo_certificaciones (empresa_id, cargo, tipo_id)
  select v_andes, r.cargo, md5('andes-cert-' || r.tipo)::uuid
  from (values
    ('Jefa de Mantención', 1), ('Supervisor de Turno', 1), ('Supervisor de Turno', 2),
    ('Técnico Mecánico', 1), ('Técnico Mecánico', 2), ('Técnico Eléctrico', 3), ('Técnico Eléctrico', 1),
    ('Técnica en Instrumentación', 1), ('Técnica en Instrumentación', 3),
    ('Operador de Grúa', 4), ('Encargado de Bodega', 4), ('Asistente de Bodega', 4), ('Conductor', 4),
    ('Prevencionista de Riesgos', 5), ('Prevencionista de Riesgos', 6),
    ('Operador de Planta', 5), ('Operadora de Planta', 5)
  ) as r (cargo, tipo);

  insert into public.skills_requisitos_ops (empresa_id, tipo_id, categoria_activo, tipo_orden) values
    (v_andes, md5('andes-cert-3')::uuid, 'Eléctrico', null),
    (v_andes, md5('andes-cert-1')::uuid, null, 'instalacion');

  insert into public.skills_ajustes (empresa_id, modo_ops) values (v_andes, 'advertir');
end $$;

-- Modules: skills courses ---------------------------------------------------------------------------
-- Axel Skills' courses (issue 38, docs/skills.md "Cursos") for Industrias Andes: an online course with
-- a quiz (LOTO: Ana and Camila completed it, Rodrigo failed one attempt, Diego has not started), a
-- classroom course (trabajo en altura: two sessions held, one coming; Rodrigo and Felipe attended
-- both), and the induction path for technicians and plant operators (enrolled by position; new hires
-- in those positions are enrolled by the trigger). Completions go through the same function as the
-- app (private.skills_evaluar_finalizacion: certificate and skill level). Fixed ids; safe to run again.
do $$
declare
  v_andes constant uuid := 'c0000000-0000-4000-8000-000000000002';
  v_carlos constant uuid := 'a0000000-0000-4000-8000-000000000002';
  v_hoy date := private.hoy_chile();
  v_anio smallint := extract(year from private.hoy_chile())::smallint;
  v_loto constant uuid := 'd5000000-0000-4000-8000-000000000001';
  v_altura constant uuid := 'd5000000-0000-4000-8000-000000000002';
  v_induccion constant uuid := 'd5000000-0000-4000-8000-000000000003';
  v_comp_loto uuid;
  v_comp_altura uuid;
  v_i uuid;
begin
  -- The skills these courses grant (the catalogue's rows, if the catalogue's seed has not made them).
  insert into public.skills_competencias (id, empresa_id, nombre, grupo, descripcion, nivel_1, nivel_2, nivel_3, nivel_4, creado_por, actualizado_por)
  values
    ('d5100000-0000-4000-8000-000000000001', v_andes, 'Bloqueo y etiquetado de energías', 'seguridad',
     'Aislar y bloquear energías peligrosas antes de intervenir un equipo.',
     'Conoce el procedimiento', 'Lo aplica con supervisión', 'Lo aplica solo', 'Lo enseña y audita', v_carlos, v_carlos),
    ('d5100000-0000-4000-8000-000000000002', v_andes, 'Trabajo en altura', 'seguridad',
     'Trabajo sobre 1,8 m con arnés, línea de vida y andamios certificados.',
     'Conoce los riesgos', 'Trabaja con supervisión', 'Trabaja solo', 'Supervisa cuadrillas', v_carlos, v_carlos)
  on conflict do nothing;
  select id into v_comp_loto from public.skills_competencias
  where empresa_id = v_andes and lower(btrim(nombre)) = 'bloqueo y etiquetado de energías';
  select id into v_comp_altura from public.skills_competencias
  where empresa_id = v_andes and lower(btrim(nombre)) = 'trabajo en altura';

  insert into public.skills_cursos (id, empresa_id, nombre, descripcion, modalidad, es_induccion, horas, competencia_id,
    nivel_otorgado, nota_aprobacion, max_intentos, anio, presupuesto, gasto, creado_por, actualizado_por)
  values
    (v_loto, v_andes, 'Bloqueo y etiquetado (LOTO)', 'Procedimiento de bloqueo de energías de Industrias Andes.',
     'online', false, 4, v_comp_loto, 2, 80, 3, v_anio, 600000, 450000, v_carlos, v_carlos),
    (v_altura, v_andes, 'Trabajo en altura física', 'Curso práctico con relator de la mutualidad.',
     'presencial', false, 16, v_comp_altura, 2, 70, 3, v_anio, 2400000, 1800000, v_carlos, v_carlos),
    (v_induccion, v_andes, 'Inducción de seguridad para nuevos ingresos', 'Reglamento interno, riesgos de la planta y emergencias.',
     'online', true, 2, null, null, 70, 3, v_anio, 0, 0, v_carlos, v_carlos)
  on conflict (id) do nothing;

  insert into public.skills_lecciones (id, empresa_id, curso_id, orden, titulo, tipo, contenido, url, creado_por, actualizado_por)
  values
    ('d5200000-0000-4000-8000-000000000001', v_andes, v_loto, 1, 'Por qué bloquear', 'texto',
     'Toda intervención en un equipo con energía eléctrica, hidráulica, neumática o mecánica exige aislarla y bloquearla con candado personal y tarjeta.', null, v_carlos, v_carlos),
    ('d5200000-0000-4000-8000-000000000002', v_andes, v_loto, 2, 'Los seis pasos del bloqueo', 'video',
     'Mira el video y repasa los pasos: preparar, avisar, detener, aislar, bloquear y verificar.', 'https://www.youtube.com/watch?v=loto-andes', v_carlos, v_carlos),
    ('d5200000-0000-4000-8000-000000000003', v_andes, v_induccion, 1, 'Bienvenida y reglamento interno', 'texto',
     'Horarios, uso de elementos de protección personal y a quién acudir ante un incidente.', null, v_carlos, v_carlos),
    ('d5200000-0000-4000-8000-000000000004', v_andes, v_induccion, 2, 'Plan de emergencia de la planta', 'texto',
     'Vías de evacuación, zonas de seguridad y extintores de cada nave.', null, v_carlos, v_carlos)
  on conflict (id) do nothing;

  insert into public.skills_preguntas (id, empresa_id, curso_id, orden, enunciado, opciones, correcta, creado_por, actualizado_por)
  values
    ('d5300000-0000-4000-8000-000000000001', v_andes, v_loto, 1, '¿Quién retira un candado de bloqueo?',
     array['Cualquier técnico del turno', 'Solo quien lo instaló', 'El supervisor, siempre'], 1, v_carlos, v_carlos),
    ('d5300000-0000-4000-8000-000000000002', v_andes, v_loto, 2, '¿Cuál es el último paso antes de intervenir?',
     array['Verificar energía cero', 'Poner la tarjeta', 'Avisar al operador'], 0, v_carlos, v_carlos),
    ('d5300000-0000-4000-8000-000000000003', v_andes, v_induccion, 1, '¿Dónde se reúne el personal en una evacuación?',
     array['En la zona de seguridad señalizada', 'En el casino', 'En el estacionamiento'], 0, v_carlos, v_carlos)
  on conflict (id) do nothing;

  insert into public.skills_sesiones (id, empresa_id, curso_id, fecha, hora_inicio, lugar, instructor, creado_por, actualizado_por)
  values
    ('d5400000-0000-4000-8000-000000000001', v_andes, v_altura, v_hoy - 21, '09:00', 'Sala de capacitación', 'Josefa Carrasco Medina', v_carlos, v_carlos),
    ('d5400000-0000-4000-8000-000000000002', v_andes, v_altura, v_hoy - 14, '09:00', 'Torre de práctica', 'Josefa Carrasco Medina', v_carlos, v_carlos)
  on conflict (id) do nothing;

  -- Enrolments: LOTO and trabajo en altura by the admin; the induction by position.
  insert into public.skills_inscripciones (id, empresa_id, curso_id, colaborador_id, origen, creado_por, actualizado_por)
  select md5('andes-curso-' || v.curso || '-' || v.colaborador)::uuid, v_andes, v.curso::uuid, v.colaborador::uuid, 'admin', v_carlos, v_carlos
  from (values
    (v_loto::text, 'd1000000-0000-4000-8000-000000000002'), -- Ana
    (v_loto::text, 'd1000000-0000-4000-8000-000000000005'), -- Camila
    (v_loto::text, 'd1000000-0000-4000-8000-000000000004'), -- Rodrigo
    (v_loto::text, 'd1000000-0000-4000-8000-000000000007'), -- Diego
    (v_altura::text, 'd1000000-0000-4000-8000-000000000004'), -- Rodrigo
    (v_altura::text, 'd1000000-0000-4000-8000-000000000008'), -- Felipe
    (v_altura::text, 'd1000000-0000-4000-8000-000000000007') -- Diego
  ) as v (curso, colaborador)
  on conflict do nothing;
  insert into public.skills_cursos_cargos (id, empresa_id, curso_id, cargo, creado_por, actualizado_por)
  values
    ('d5500000-0000-4000-8000-000000000001', v_andes, v_induccion, 'Técnico Mecánico', v_carlos, v_carlos),
    ('d5500000-0000-4000-8000-000000000002', v_andes, v_induccion, 'Operadora de Planta', v_carlos, v_carlos)
  on conflict do nothing;

  -- Results. LOTO: Ana and Camila saw both lessons and passed; Rodrigo failed once.
  for v_i in
    select i.id from public.skills_inscripciones i
    where i.curso_id = v_loto and i.colaborador_id in ('d1000000-0000-4000-8000-000000000002', 'd1000000-0000-4000-8000-000000000005')
  loop
    insert into public.skills_lecciones_vistas (empresa_id, inscripcion_id, leccion_id, visto_en)
    select v_andes, v_i, l.id, now() - interval '10 days' from public.skills_lecciones l where l.curso_id = v_loto
    on conflict do nothing;
    insert into public.skills_intentos (empresa_id, inscripcion_id, numero, respuestas, correctas, total, puntaje, aprobado)
    values (v_andes, v_i, 1, '{"d5300000-0000-4000-8000-000000000001": 1, "d5300000-0000-4000-8000-000000000002": 0}', 2, 2, 100, true)
    on conflict do nothing;
    perform private.skills_evaluar_finalizacion(v_i);
  end loop;
  insert into public.skills_intentos (empresa_id, inscripcion_id, numero, respuestas, correctas, total, puntaje, aprobado)
  select v_andes, i.id, 1, '{"d5300000-0000-4000-8000-000000000001": 0, "d5300000-0000-4000-8000-000000000002": 0}', 1, 2, 50, false
  from public.skills_inscripciones i where i.curso_id = v_loto and i.colaborador_id = 'd1000000-0000-4000-8000-000000000004'
  on conflict do nothing;

  -- Trabajo en altura: Rodrigo and Felipe attended both sessions (certified); Diego missed the second.
  insert into public.skills_asistencias (empresa_id, sesion_id, inscripcion_id, presente, registrado_por)
  select v_andes, s.id, i.id, not (i.colaborador_id = 'd1000000-0000-4000-8000-000000000007' and s.id = 'd5400000-0000-4000-8000-000000000002'), v_carlos
  from public.skills_sesiones s join public.skills_inscripciones i on i.curso_id = s.curso_id
  where s.id in ('d5400000-0000-4000-8000-000000000001', 'd5400000-0000-4000-8000-000000000002')
  on conflict do nothing;
  for v_i in select i.id from public.skills_inscripciones i where i.curso_id = v_altura loop
    perform private.skills_evaluar_finalizacion(v_i);
  end loop;

  -- The next session, after the certifications above (a future session would hold them back).
  insert into public.skills_sesiones (id, empresa_id, curso_id, fecha, hora_inicio, lugar, instructor, instructor_id, creado_por, actualizado_por)
  values ('d5400000-0000-4000-8000-000000000003', v_andes, v_altura, v_hoy + 10, '09:00', 'Torre de práctica', 'Ana Torres Fuentes',
    'a0000000-0000-4000-8000-000000000003', v_carlos, v_carlos)
  on conflict (id) do nothing;
end $$;
