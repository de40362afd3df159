-- Axel Suite demo data (docs/design.md §5). Idempotent: running it again changes nothing.
-- Every demo account's password is Demo1234! (bcrypt, cost 10, computed once with bcryptjs).
-- Catalogue rows (roles, plans, modules) come from the migrations; this file decides which
-- modules each plan includes, the companies, their plans, the accounts and the content.

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
