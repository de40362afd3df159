/**
 * Large, realistic demo data for benchmarks: companies with plans, users (through auth.users,
 * so the same trigger as a real sign-up makes their platform rows) and per-user overrides.
 * Set-based SQL only (generate_series over name arrays passed as parameters): 2,000 companies
 * and 50,000 users load in seconds on PGlite.
 *
 *   npm run seed:scale -- --companies 2000 --users 50000 [--database-url URL | --data-dir DIR]
 *
 * Module data for one company (Axel Ops, Industrial and People; Industrias Andes by default):
 *
 *   npm run seed:scale -- --orders 100000 --assets 2000 --parts 10000 --employees 5000 [--company UUID]
 *   npm run seed:scale -- --objectives 500 [--company UUID]
 *
 * (without --companies/--users only the module data is added; with both, both). Work orders get
 * clients, technicians (the company's active users), every state (about 2% open, what the board
 * shows), dates over the last two years; employees get a valid RUT, a manager tree and vacation
 * requests. Axel Think (--objectives N): N objectives of this year in a tree (five children each)
 * over the company's perspectives, three key results each with a weekly check-in since January (the
 * key result's current value is its last one), N / 10 KPIs entered by hand with 24 months of values,
 * N / 5 initiatives and twelve past monthly reviews with decisions and commitments.
 *
 * Every generated account signs in with the demo password (Demo1234!); auth.identities rows are
 * left out (the embedded auth server does not need them for e-mail sign-in, and they would cost a
 * fifth of the time). Run it while the server
 * is stopped when using a PGlite data folder (one process at a time may open it).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import type { Database, Queryable } from '../server/db/types.ts';
import { migrate } from '../server/migrate.ts';

export interface ScaleOptions {
  companies: number;
  users: number;
}

export interface ScaleResult {
  companies: number;
  users: number;
  overrides: number;
  ms: number;
}

/** bcrypt (cost 10) of the demo password Demo1234!, the same literal as supabase/seed.sql. */
const DEMO_PASSWORD_HASH = '$2a$10$j8fsOQASSJldbL0ozhJVB.Rj20TuoOBGFP8zUqlpRsSppCJRIDuE2';

const COMPANY_KINDS = [
  'Industrias',
  'Comercial',
  'Servicios',
  'Constructora',
  'Agrícola',
  'Transportes',
  'Minera',
  'Textil',
  'Alimentos',
  'Logística',
  'Inversiones',
  'Distribuidora',
];
const COMPANY_CORES = [
  'Andina',
  'del Pacífico',
  'Austral',
  'Cordillera',
  'del Sur',
  'Caribe',
  'Amazonía',
  'Altiplano',
  'Patagonia',
  'La Pampa',
  'Atlántico',
  'del Valle',
  'Sierra Madre',
  'Los Lagos',
  'Orinoco',
];
const COMPANY_CITIES = [
  'Santiago',
  'Lima',
  'Bogotá',
  'Quito',
  'Medellín',
  'Arequipa',
  'Valparaíso',
  'Guadalajara',
  'Monterrey',
  'Córdoba',
  'Rosario',
  'Montevideo',
  'Asunción',
  'La Paz',
  'Cusco',
  'Concepción',
];
const COMPANY_SUFFIXES = ['S.A.', 'SpA', 'Ltda.', 'S.A.C.', 'S.A. de C.V.', 'S.A.S.'];
const FIRST_NAMES = [
  'Sofía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Isabella',
  'Sebastián',
  'Camila',
  'Matías',
  'Martina',
  'Nicolás',
  'Lucía',
  'Diego',
  'Daniela',
  'Alejandro',
  'Gabriela',
  'Benjamín',
  'Mariana',
  'Joaquín',
  'Fernanda',
  'Tomás',
  'Catalina',
  'Emiliano',
  'Renata',
  'Andrés',
  'Paula',
  'Felipe',
  'Antonia',
  'Javier',
  'Carolina',
  'Ricardo',
  'Elena',
  'Gonzalo',
  'Ximena',
  'Rodrigo',
  'Natalia',
  'Héctor',
  'Florencia',
  'Ignacio',
  'Josefina',
  'Raúl',
];
const SURNAMES = [
  'González',
  'Rodríguez',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
  'Castillo',
  'Ramírez',
  'Reyes',
  'Gutiérrez',
  'Castro',
  'Vargas',
  'Álvarez',
  'Vásquez',
  'Tapia',
  'Fernández',
  'Sánchez',
  'Cortés',
  'Gómez',
  'Herrera',
  'Núñez',
  'Jara',
  'Vergara',
  'Mendoza',
  'Quispe',
  'Mamani',
  'Ortega',
];

/** Lower-case ASCII for e-mail addresses and domains. */
const ASCII = `translate(lower(%s), 'áéíóúüñ. ', 'aeiouun')`;
const ascii = (expr: string) => ASCII.replace('%s', expr);

/**
 * Adds `companies` companies and `users` users (spread over the new companies; the first user
 * of each company is its admin_empresa, about 3% are inactive, about 8% carry an override).
 * Runs in one transaction; numbering continues after existing rows, so it can run again.
 */
export async function seedScale(db: Database, opts: ScaleOptions): Promise<ScaleResult> {
  const companies = Math.floor(opts.companies);
  const users = Math.floor(opts.users);
  if (!(companies >= 1) || !(users >= 0)) throw new Error('seedScale: companies must be >= 1 and users >= 0');
  const started = performance.now();
  const overrides = await db.transaction(async (tx) => {
    const offsets = (
      await tx.query<{ empresas: string; usuarios: string }>(
        'select (select count(*) from public.empresas) as empresas, (select count(*) from auth.users) as usuarios',
      )
    ).rows[0];
    const companyOffset = Number(offsets.empresas);
    const userOffset = Number(offsets.usuarios);

    // Companies: a mixed-radix walk over kind x core x city x suffix gives unique, plausible names.
    await tx.query(
      `create temp table escala_empresas on commit drop as
       select g.n, gen_random_uuid() as id,
         format('%s %s de %s %s',
           k.arr[1 + g.i % cardinality(k.arr)],
           c.arr[1 + (g.i / cardinality(k.arr)) % cardinality(c.arr)],
           t.arr[1 + (g.i / (cardinality(k.arr) * cardinality(c.arr))) % cardinality(t.arr)],
           s.arr[1 + (g.i / (cardinality(k.arr) * cardinality(c.arr) * cardinality(t.arr))) % cardinality(s.arr)])
           || case when g.i >= cardinality(k.arr) * cardinality(c.arr) * cardinality(t.arr) * cardinality(s.arr)
                then ' ' || g.i::text else '' end as nombre,
         ${ascii('c.arr[1 + (g.i / cardinality(k.arr)) % cardinality(c.arr)]')} || g.i::text || '.demo' as dominio
       from (select n, $2::int + n - 1 as i from generate_series(1, $1::int) n) g,
         (select $3::text[] as arr) k, (select $4::text[] as arr) c, (select $5::text[] as arr) t, (select $6::text[] as arr) s`,
      [companies, companyOffset, COMPANY_KINDS, COMPANY_CORES, COMPANY_CITIES, COMPANY_SUFFIXES],
    );
    await tx.query('insert into public.empresas (id, nombre) select id, nombre from escala_empresas');
    // Plans: about 40% basico, 35% profesional, 20% enterprise, 5% none yet.
    await tx.query(
      `insert into public.planes_empresa (empresa_id, plan_id, fecha_inicio)
       select e.id, p.id, date '2024-01-01' + (e.n * 37) % 700
       from escala_empresas e
       join public.planes_disponibles p on p.clave = case
         when (e.n * 7919) % 100 < 40 then 'basico'
         when (e.n * 7919) % 100 < 75 then 'profesional'
         when (e.n * 7919) % 100 < 95 then 'enterprise' end`,
    );

    // Users: user k belongs to company 1 + k % companies; the first of each company is its admin.
    await tx.query(
      `create temp table escala_usuarios on commit drop as
       select u.k, gen_random_uuid() as id, e.id as empresa_id,
         case when u.k <= $1::int then 'admin_empresa' else 'usuario' end as rol,
         f.arr[1 + (u.k * 7) % cardinality(f.arr)] as nombre,
         s.arr[1 + (u.k * 13) % cardinality(s.arr)] as apellido_paterno,
         case when u.k % 9 = 0 then null else s.arr[1 + (u.k * 29 + 5) % cardinality(s.arr)] end as apellido_materno,
         e.dominio
       from generate_series(1, $2::int) as u (k)
       join escala_empresas e on e.n = 1 + (u.k - 1) % $1::int,
         (select $3::text[] as arr) f, (select $4::text[] as arr) s`,
      [companies, users, FIRST_NAMES, SURNAMES],
    );
    await tx.query(
      `insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         confirmation_token, recovery_token, email_change_token_new, email_change)
       select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
         ${ascii('u.nombre')} || '.' || ${ascii('u.apellido_paterno')} || '.' || ($2::int + u.k)::text || '@' || u.dominio,
         $1, now(),
         jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'rol', u.rol, 'empresa_id', u.empresa_id),
         jsonb_strip_nulls(jsonb_build_object('nombre', u.nombre, 'apellido_paterno', u.apellido_paterno, 'apellido_materno', u.apellido_materno)),
         now(), now(), '', '', '', ''
       from escala_usuarios u`,
      [DEMO_PASSWORD_HASH, userOffset],
    );
    await tx.query(
      `update public.usuarios_plataforma p set estado = 'inactivo'
       from escala_usuarios u where p.id = u.id and u.rol = 'usuario' and u.k % 33 = 0`,
    );
    // Overrides: about 8% of users, one module each (mostly denials, some grants back).
    // The modules are the catalogue the migrations created, never a second list kept here.
    const r = await tx.query(
      `with modulos as (select array_agg(id order by clave) as ids from public.modulos_disponibles)
       insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder)
       select u.id, m.ids[1 + (u.k * 3) % cardinality(m.ids)], u.k % 5 = 0
       from escala_usuarios u, modulos m
       where u.k % 12 = 0`,
    );
    await tx.exec('analyze');
    return r.affectedRows ?? 0;
  });
  return { companies, users, overrides, ms: Math.round(performance.now() - started) };
}

const USAGE =
  'Usage: npm run seed:scale -- [--companies N --users M] [--orders N --assets N --parts N --employees N --objectives N --company UUID] [--database-url URL | --data-dir DIR]';

/** Industrias Andes, the demo company with every module (supabase/seed.sql). */
export const ANDES = 'c0000000-0000-4000-8000-000000000002';

export interface ModuleScaleOptions {
  /** The company that gets the records (default: Industrias Andes). */
  company?: string;
  orders?: number;
  assets?: number;
  parts?: number;
  employees?: number;
  /** Axel Think's objectives (with key results, check-ins, KPIs, initiatives and reviews in proportion). */
  objectives?: number;
}

export interface ModuleScaleResult {
  company: string;
  orders: number;
  clients: number;
  assets: number;
  parts: number;
  employees: number;
  requests: number;
  objectives: number;
  checkIns: number;
  /** Axel Skills: the generated employees' assessments and certifications. */
  assessments: number;
  certifications: number;
  ms: number;
}

const FAULTS = [
  'Ruido anormal en rodamientos',
  'Fuga de aceite',
  'Vibración excesiva',
  'No arranca',
  'Correa cortada',
  'Falla en tablero eléctrico',
  'Sobrecalentamiento del motor',
  'Pérdida de presión',
  'Sensor de nivel descalibrado',
  'Atasco en la descarga',
];
const EQUIPMENT = [
  'Bomba',
  'Compresor',
  'Cinta transportadora',
  'Chancador',
  'Caldera',
  'Molino',
  'Ventilador',
  'Generador',
];
const POSITIONS = [
  'Operador',
  'Técnico mecánico',
  'Técnico eléctrico',
  'Supervisor',
  'Analista',
  'Bodeguero',
  'Jefe de turno',
  'Ingeniero de procesos',
];
const THINK_OBJECTIVES = [
  'Crecer las ventas en',
  'Bajar las detenciones de la línea',
  'Mejorar la satisfacción de clientes de la zona',
  'Certificar técnicos del turno',
  'Reducir el costo de mantención del área',
];

const AREAS = [
  'Producción',
  'Mantención',
  'Logística',
  'Calidad',
  'Administración',
  'Ventas',
  'Prevención de riesgos',
  'Bodega',
];

/**
 * SQL for the RUT of a body (an integer expression of the query), with its module 11 check digit
 * computed as private.rut_valido checks it: the body's digits from the right weighted 2..7.
 */
function rutOf(body: string): string {
  const digits = `(${body})::text`;
  const rest = `11 - sum(substr(${digits}, length(${digits}) - i, 1)::int * (2 + i % 6)) % 11`;
  return `(select ${digits} || '-' || case ${rest} when 11 then '0' when 10 then 'K' else (${rest})::text end
    from generate_series(0, length(${digits}) - 1) i)`;
}

/**
 * Module records for one company, set-based: work orders (with clients), assets, spare parts and
 * employees (with a record, a RUT, a manager tree and vacation requests). The company's own rules
 * hold for the data (states and their dates, stock >= 0, valid RUTs, managers in the company) but
 * the per-row triggers are switched off while it loads (session_replication_role = replica, as
 * pg_restore does): 100,000 orders through the state-machine trigger would take minutes. So the
 * work-order numbers continue the company's counter, which is moved past them at the end, and the
 * generated orders have no transition history. Needs a superuser (PGlite's own user is one).
 * Runs in one transaction; codes continue after existing rows, so it can run again.
 */
export async function seedModules(db: Database, opts: ModuleScaleOptions): Promise<ModuleScaleResult> {
  const company = opts.company ?? ANDES;
  const n = (v: number | undefined) => Math.max(0, Math.floor(v ?? 0));
  const [orders, assets, parts, employees] = [n(opts.orders), n(opts.assets), n(opts.parts), n(opts.employees)];
  const objectives = n(opts.objectives);
  const started = performance.now();
  const counts = await db.transaction(async (tx) => {
    const found = await tx.query('select 1 from public.empresas where id = $1', [company]);
    if (found.rows.length === 0) throw new Error(`seed:scale: no company ${company}`);
    await tx.exec('set local session_replication_role = replica');
    let clients = 0;
    if (orders > 0) {
      // Clients: one for every 500 orders (at least 20), named 'Cliente <k> Ltda.' after the existing ones, each
      // with a valid RUT (one the company already has is skipped).
      const want = Math.max(20, Math.ceil(orders / 500));
      clients =
        (
          await tx.query(
            `insert into public.terceros (empresa_id, tipo, nombre, rut)
           select $1, 'cliente', format('Cliente %s Ltda.', c.numero), ${rutOf('78000000 + c.numero * 7')}
           from (select k + (select count(*) from public.terceros where empresa_id = $1) as numero
                 from generate_series(1, $2::int) k) c
           on conflict do nothing`,
            [company, want],
          )
        ).affectedRows ?? 0;
      // Orders: about 2% open (abierta, asignada, en curso, completada: what the board shows), the
      // rest closed or cancelled; technicians are the company's active users; numbers continue.
      await tx.query(
        `with base as (
           select coalesce(max(numero), 0) as desde from public.ops_ordenes where empresa_id = $1
         ), tecnicos as (
           select array_agg(id order by id) as ids from public.usuarios_plataforma where empresa_id = $1 and estado = 'activo'
         ), clientes as (
           select array_agg(id order by id) as ids from public.terceros where empresa_id = $1 and activo
         ), g as (
           select k, case
               when k % 50 = 0 then (array['abierta', 'asignada', 'en_curso', 'completada'])[1 + (k / 50) % 4]
               when k % 11 = 0 then 'cancelada' else 'cerrada' end as estado,
             now() - make_interval(mins => (($2::bigint - k) * 730 * 24 * 60 / greatest($2::int, 1))::int) as creado
           from generate_series(1, $2::int) k
         )
         insert into public.ops_ordenes (empresa_id, numero, tipo, prioridad, estado, tercero_id, equipo_texto,
           falla_reportada, tecnico_id, fecha_programada, completada_en, cerrada_en, creado_en, actualizado_en)
         select $1, base.desde + g.k,
           (array['correctiva', 'preventiva', 'instalacion', 'garantia'])[1 + g.k % 4],
           (array['baja', 'media', 'alta', 'critica'])[1 + (g.k / 3 + g.k * 7) % 4],
           g.estado,
           c.ids[1 + (g.k * 13) % cardinality(c.ids)],
           case when g.k % 2 = 1 then format('%s %s', ($3::text[])[1 + (g.k / 2) % cardinality($3::text[])], (g.k / 2) % 90) end,
           format('%s en línea %s', ($4::text[])[1 + g.k % cardinality($4::text[])], g.k % 17),
           case when g.estado = 'abierta' or (t.ids is null) then null else t.ids[1 + g.k % cardinality(t.ids)] end,
           case when g.k % 7 <> 0 then (g.creado + make_interval(days => g.k % 20))::date end,
           case when g.estado in ('completada', 'cerrada') then g.creado + make_interval(hours => 4 + g.k % 200) end,
           case when g.estado = 'cerrada' then g.creado + make_interval(hours => 30 + g.k % 300) end,
           g.creado, g.creado
         from g, base, tecnicos t, clientes c`,
        [company, orders, EQUIPMENT, FAULTS],
      );
      // An open state other than 'abierta' needs a technician: without active users, leave them open.
      await tx.query(
        `update public.ops_ordenes set estado = 'abierta' where empresa_id = $1 and tecnico_id is null and estado in ('asignada', 'en_curso', 'completada')`,
        [company],
      );
      await tx.query(
        `insert into private.contadores_empresa (empresa_id, serie, ultimo)
         select $1, 'ot', max(numero) from public.ops_ordenes where empresa_id = $1
         on conflict (empresa_id, serie) do update set ultimo = greatest(private.contadores_empresa.ultimo, excluded.ultimo)`,
        [company],
      );
    }
    if (assets > 0) {
      await tx.query(
        `with base as (select count(*) as desde from public.industrial_activos where empresa_id = $1)
         insert into public.industrial_activos (empresa_id, codigo, nombre, nivel, categoria, ubicacion, fabricante, criticidad, estado, fecha_instalacion)
         select $1, format('ESC-%s', lpad((base.desde + k)::text, 6, '0')),
           format('%s %s', ($3::text[])[1 + k % cardinality($3::text[])], k), 'equipo',
           ($3::text[])[1 + k % cardinality($3::text[])], format('Planta %s, línea %s', 1 + k % 3, 1 + k % 12),
           (array['ABB', 'Siemens', 'WEG', 'SKF', 'Atlas Copco'])[1 + k % 5],
           (array['A', 'B', 'C'])[1 + k % 3],
           case when k % 40 = 0 then 'detenido' when k % 15 = 0 then 'en_mantencion' else 'operativo' end,
           current_date - (k % 3000)
         from generate_series(1, $2::int) k, base`,
        [company, assets, EQUIPMENT],
      );
    }
    if (parts > 0) {
      await tx.query(
        `with base as (select count(*) as desde from public.industrial_repuestos where empresa_id = $1)
         insert into public.industrial_repuestos (empresa_id, sku, nombre, unidad, stock, stock_minimo, ubicacion_bodega, costo_unitario)
         select $1, format('ESC-REP-%s', lpad((base.desde + k)::text, 6, '0')), format('Rodamiento 62%s sellado', k % 100),
           (array['unidad', 'caja', 'metro', 'litro', 'kilogramo', 'juego'])[1 + k % 6],
           k % 80, k % 9, format('Bodega %s, estante %s', k % 4, k % 30), 1000 + k % 5000
         from generate_series(1, $2::int) k, base`,
        [company, parts],
      );
    }
    let requests = 0;
    if (employees > 0) {
      // A manager tree (each employee's manager is employee k / 8 of this batch), then each one's
      // record with a valid RUT (rutOf), then vacation.
      await tx.query(
        `create temp table escala_colaboradores on commit drop as
         select k, gen_random_uuid() as id, (select count(*) from public.colaboradores where empresa_id = $1) + k as numero
         from generate_series(1, $2::int) k`,
        [company, employees],
      );
      await tx.query(
        `insert into public.colaboradores (id, empresa_id, nombres, apellidos, cargo, area, jefe_id, correo, estado, creado_en, actualizado_en)
         select e.id, $1, ($2::text[])[1 + (e.k * 7) % cardinality($2::text[])],
           ($3::text[])[1 + (e.k * 13) % cardinality($3::text[])] || ' ' || ($3::text[])[1 + (e.k * 29 + 5) % cardinality($3::text[])],
           ($4::text[])[1 + e.k % cardinality($4::text[])], ($5::text[])[1 + (e.k / 8) % cardinality($5::text[])],
           j.id, format('colaborador%s@escala.demo', e.numero),
           case when e.k % 40 = 0 then 'desvinculado' else 'activo' end, now(), now()
         from escala_colaboradores e left join escala_colaboradores j on j.k = e.k / 8 and e.k >= 8`,
        [company, FIRST_NAMES, SURNAMES, POSITIONS, AREAS],
      );
      await tx.query(
        `insert into public.colaboradores_ficha (colaborador_id, empresa_id, rut, fecha_ingreso, tipo_contrato, fecha_desvinculacion)
         select e.id, $1, ${rutOf('30000000 + e.numero * 7')},
           current_date - (30 + (e.k * 37) % 3600),
           (array['indefinido', 'indefinido', 'indefinido', 'plazo_fijo', 'por_obra'])[1 + e.k % 5],
           case when e.k % 40 = 0 then current_date - (e.k % 20) end
         from escala_colaboradores e`,
        [company],
      );
      // Vacation: one approved week last year for two in three, a pending week ahead for one in five.
      requests =
        (
          await tx.query(
            `insert into public.solicitudes_ausencia (empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin, dias_habiles, estado)
             select $1, e.id, 'vacaciones', d.inicio, d.inicio + 4, 5, d.estado
             from escala_colaboradores e
             cross join lateral (values
               (case when e.k % 3 <> 0 then date_trunc('week', current_date - 200 + e.k % 60)::date end, 'aprobada'),
               (case when e.k % 5 = 0 then date_trunc('week', current_date + 30 + e.k % 60)::date end, 'pendiente')
             ) as d (inicio, estado)
             where d.inicio is not null`,
            [company],
          )
        ).affectedRows ?? 0;
    }
    const checkIns = objectives > 0 ? await seedThink(tx, company, objectives) : 0;
    let assessments = 0;
    let certifications = 0;
    if (employees > 0) {
      // Axel Skills: a small catalogue when the company has none (the demo's is kept), each generated
      // position requiring three skills and one certification, and for each generated employee an
      // assessment of each required skill and one certification in two, obtained over the last two
      // years (so some have expired and some expire soon). The triggers are off: expiry is computed
      // here as the certification trigger computes it (fecha_obtencion + the type's months).
      await tx.query(
        `insert into public.skills_competencias (empresa_id, nombre, grupo, nivel_1, nivel_2, nivel_3, nivel_4)
         select $1, format('Competencia de escala %s', k), (array['tecnicas', 'seguridad', 'blandas'])[1 + k % 3],
           'Conoce', 'Aplica con ayuda', 'Aplica solo', 'Enseña'
         from generate_series(1, 9) k
         where not exists (select 1 from public.skills_competencias where empresa_id = $1)`,
        [company],
      );
      await tx.query(
        `insert into public.skills_tipos_certificacion (empresa_id, nombre, emisor, vigencia_meses)
         select $1, format('Certificación de escala %s', k), 'OTEC', 12 * k
         from generate_series(1, 3) k
         where not exists (select 1 from public.skills_tipos_certificacion where empresa_id = $1)`,
        [company],
      );
      await tx.query(
        `insert into public.skills_niveles_requeridos (empresa_id, cargo, competencia_id, nivel)
         select $1, p.cargo, s.id, 2 + (p.i + s.n) % 3
         from unnest($2::text[]) with ordinality p (cargo, i)
         cross join lateral (
           select id, row_number() over (order by id) as n from public.skills_competencias
           where empresa_id = $1 order by id offset (p.i % 3) limit 3
         ) s
         on conflict do nothing`,
        [company, POSITIONS],
      );
      await tx.query(
        `insert into public.skills_cargo_certificaciones (empresa_id, cargo, tipo_id)
         select $1, p.cargo, (select id from public.skills_tipos_certificacion where empresa_id = $1 order by id
           offset (p.i % (select count(*) from public.skills_tipos_certificacion where empresa_id = $1)) limit 1)
         from unnest($2::text[]) with ordinality p (cargo, i)
         on conflict do nothing`,
        [company, POSITIONS],
      );
      assessments =
        (
          await tx.query(
            `insert into public.skills_evaluaciones (empresa_id, colaborador_id, competencia_id, nivel, fecha, evidencia, creado_en, actualizado_en)
             select $1, e.id, r.competencia_id, 1 + (e.k + r.nivel) % 4, current_date - (e.k % 300), 'Evaluación de la carga de escala', now(), now()
             from escala_colaboradores e
             join public.colaboradores c on c.id = e.id
             join public.skills_niveles_requeridos r on r.empresa_id = $1 and lower(btrim(r.cargo)) = lower(btrim(c.cargo))`,
            [company],
          )
        ).affectedRows ?? 0;
      certifications =
        (
          await tx.query(
            `insert into public.skills_certificaciones (empresa_id, colaborador_id, tipo_id, fecha_obtencion, vence_el, creado_en, actualizado_en)
             select $1, e.id, q.tipo_id, d.fecha,
               case when t.vigencia_meses is not null then (d.fecha + make_interval(months => t.vigencia_meses))::date end, now(), now()
             from escala_colaboradores e
             join public.colaboradores c on c.id = e.id
             join public.skills_cargo_certificaciones q on q.empresa_id = $1 and lower(btrim(q.cargo)) = lower(btrim(c.cargo))
             join public.skills_tipos_certificacion t on t.id = q.tipo_id
             cross join lateral (select current_date - (e.k * 11) % 730 as fecha) d
             where e.k % 2 = 0`,
            [company],
          )
        ).affectedRows ?? 0;
    }
    await tx.exec('set local session_replication_role = origin');
    // The search's vocabulary (its trigger was off too): the words of the rows just loaded.
    await tx.exec('select private.buscar_palabras_rehacer()');
    await tx.exec('analyze');
    return { clients, requests, checkIns, assessments, certifications };
  });
  return {
    company,
    orders,
    clients: counts.clients,
    assets,
    parts,
    employees,
    requests: counts.requests,
    objectives,
    checkIns: counts.checkIns,
    assessments: counts.assessments,
    certifications: counts.certifications,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Axel Think for one company (inside seedModules' transaction, triggers off): objectives of this year
 * in a tree, their key results and weekly check-ins (the key result's `actual` and `confianza` set to
 * its last one, as the check-in trigger would), KPIs with monthly values, initiatives and past reviews.
 * Returns the check-ins written.
 */
async function seedThink(tx: Queryable, company: string, objectives: number): Promise<number> {
  const year = `extract(year from (now() at time zone 'America/Santiago'))::int`;
  await tx.query(
    `insert into public.think_perspectivas (empresa_id, nombre, descripcion, orden)
     select $1, p.nombre, p.descripcion, p.orden from (values
       ('Financiera', 'Rentabilidad y crecimiento', 1), ('Clientes', 'Lo que los clientes valoran', 2),
       ('Procesos internos', 'Los procesos en que debemos destacar', 3), ('Aprendizaje y crecimiento', 'Personas, competencias y sistemas', 4)
     ) as p (nombre, descripcion, orden)
     where not exists (select 1 from public.think_perspectivas where empresa_id = $1)`,
    [company],
  );
  await tx.query(
    `create temp table escala_objetivos on commit drop as
     select k, gen_random_uuid() as id from generate_series(1, $1::int) k`,
    [objectives],
  );
  await tx.query(
    `with persp as (select array_agg(id order by orden) as ids from public.think_perspectivas where empresa_id = $1),
     personas as (select array_agg(id order by id) as ids from public.usuarios_plataforma where empresa_id = $1 and estado = 'activo')
     insert into public.think_objetivos (id, empresa_id, perspectiva_id, padre_id, titulo, responsable_id, periodo, area)
     select o.id, $1, persp.ids[1 + o.k % cardinality(persp.ids)], p.id,
       format('%s %s', ($2::text[])[1 + o.k % cardinality($2::text[])], o.k),
       personas.ids[1 + o.k % cardinality(personas.ids)], ${year}::text, ($3::text[])[1 + o.k % cardinality($3::text[])]
     from escala_objetivos o left join escala_objetivos p on p.k = o.k / 5 and o.k >= 5, persp, personas`,
    [company, THINK_OBJECTIVES, AREAS],
  );
  await tx.query(
    `insert into public.think_resultados_clave (empresa_id, objetivo_id, titulo, tipo, inicio, meta, actual, unidad, confianza, orden)
     select $1, o.id, format('Resultado clave %s.%s', o.k, r), 'numerico', 0, 100, 0, '%', 'media', r
     from escala_objetivos o, generate_series(1, 3) r`,
    [company],
  );
  const checkIns =
    (
      await tx.query(
        `insert into public.think_checkins (empresa_id, resultado_id, fecha, valor, confianza, comentario)
         select $1, r.id, d.fecha, round(least(100, w * (0.8 + (r.orden % 3) * 0.2) * 100.0 / 52), 1),
           (array['alta', 'media', 'baja'])[1 + (r.orden + w) % 3], null
         from public.think_resultados_clave r join escala_objetivos o on o.id = r.objetivo_id
         cross join lateral (
           select w, (make_date(${year}, 1, 1) + 7 * w)::date as fecha
           from generate_series(0, 52) w
         ) d
         where d.fecha <= (now() at time zone 'America/Santiago')::date`,
        [company],
      )
    ).affectedRows ?? 0;
  await tx.query(
    `update public.think_resultados_clave r set actual = c.valor, confianza = c.confianza
     from (select distinct on (resultado_id) resultado_id, valor, confianza from public.think_checkins
           where empresa_id = $1 order by resultado_id, fecha desc) c
     where c.resultado_id = r.id and r.empresa_id = $1`,
    [company],
  );
  const kpis = Math.max(1, Math.floor(objectives / 10));
  await tx.query(
    `create temp table escala_kpis on commit drop as
     select k, gen_random_uuid() as id from generate_series(1, $1::int) k`,
    [kpis],
  );
  await tx.query(
    `insert into public.think_kpis (id, empresa_id, nombre, unidad, frecuencia, sentido, meta, umbral_verde, umbral_rojo)
     select k.id, $1, format('Indicador %s', k.k), '%', 'mensual', 'mayor_mejor', 95, 90, 80 from escala_kpis k`,
    [company],
  );
  await tx.query(
    `insert into public.think_kpi_valores (empresa_id, kpi_id, fecha, valor)
     select $1, k.id, (date_trunc('month', now() at time zone 'America/Santiago') - m * interval '1 month')::date,
       round((85 + 10 * sin(k.k + m * 0.7))::numeric, 1)
     from escala_kpis k, generate_series(1, 24) m`,
    [company],
  );
  await tx.query(
    `insert into public.think_iniciativas (empresa_id, nombre, objetivo_id, estado, presupuesto, gasto, avance, fecha_inicio, fecha_fin)
     select $1, format('Iniciativa %s', o.k), o.id, (array['planificada', 'en_curso', 'en_curso', 'completada'])[1 + o.k % 4],
       1000000 * (1 + o.k % 50), 1000000 * (1 + o.k % 50) * (o.k % 7) / 6, (o.k * 13) % 101,
       make_date(${year}, 1 + o.k % 6, 1), make_date(${year}, 7 + o.k % 6, 28)
     from escala_objetivos o where o.k % 5 = 0`,
    [company],
  );
  await tx.query(
    `with revisiones as (
       insert into public.think_revisiones (empresa_id, titulo, tipo, fecha, estado, preparada_en)
       select $1, format('Revisión mensual %s', m), 'mensual',
         ((now() at time zone 'America/Santiago')::date - 30 * m), 'realizada', now() - make_interval(days => 30 * m + 2)
       from generate_series(1, 12) m
       returning id, fecha
     ), personas as (select array_agg(id order by id) as ids from public.usuarios_plataforma where empresa_id = $1 and estado = 'activo')
     insert into public.think_revision_puntos (empresa_id, revision_id, tipo, texto, responsable_id, fecha_compromiso, cumplido)
     select $1, r.id, case when p % 2 = 0 then 'decision' else 'compromiso' end, format('Punto %s de la revisión', p),
       case when p % 2 = 1 then personas.ids[1 + p % cardinality(personas.ids)] end,
       case when p % 2 = 1 then r.fecha + 14 end, p % 2 = 1 and r.fecha < (now() at time zone 'America/Santiago')::date - 60
     from revisiones r, personas, generate_series(1, 4) p`,
    [company],
  );
  return checkIns;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string' },
      users: { type: 'string' },
      orders: { type: 'string' },
      assets: { type: 'string' },
      parts: { type: 'string' },
      employees: { type: 'string' },
      objectives: { type: 'string' },
      company: { type: 'string', default: ANDES },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const count = (v: string | undefined, fallback: number) => {
    const n = v === undefined ? fallback : Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(USAGE);
    return n;
  };
  const moduleOpts = {
    company: values.company,
    orders: count(values.orders, 0),
    assets: count(values.assets, 0),
    parts: count(values.parts, 0),
    employees: count(values.employees, 0),
    objectives: count(values.objectives, 0),
  };
  const withModules =
    moduleOpts.orders + moduleOpts.assets + moduleOpts.parts + moduleOpts.employees + moduleOpts.objectives > 0;
  // The platform's companies and users: asked for, or the default when no module data is.
  const withUsers = values.companies !== undefined || values.users !== undefined || !withModules;
  const companies = count(values.companies, 2000);
  const users = count(values.users, 50000);
  if (withUsers && companies < 1) throw new Error(USAGE);
  const url = values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? '.data';
  const db = await openDatabase(url ? { url } : { dataDir });
  const where = url ? 'PostgreSQL' : `PGlite ${dataDir}`;
  try {
    await migrate(db, { log: (l) => console.log(l) });
    if (withUsers) {
      const r = await seedScale(db, { companies, users });
      console.log(
        `seed:scale: ${r.companies} companies, ${r.users} users, ${r.overrides} overrides in ${(r.ms / 1000).toFixed(1)} s (${where})`,
      );
    }
    if (withModules) {
      const r = await seedModules(db, moduleOpts);
      console.log(
        `seed:scale: ${r.orders} work orders (${r.clients} new clients), ${r.assets} assets, ${r.parts} spare parts, ` +
          `${r.employees} employees (${r.requests} vacation requests, ${r.assessments} skill assessments, ` +
          `${r.certifications} certifications), ${r.objectives} Think objectives (${r.checkIns} check-ins) ` +
          `for ${r.company} in ${(r.ms / 1000).toFixed(1)} s (${where})`,
      );
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
