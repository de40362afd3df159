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
  (76000000 + i * 1234)::text || '-' || (i % 10)::text, 'contacto' || i || '@cliente.demo', '+56 2 2' || lpad((i * 7919 % 1000000)::text, 6, '0'),
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
