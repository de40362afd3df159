/**
 * Large, realistic demo data for benchmarks: companies with plans, users (through auth.users,
 * so the same trigger as a real sign-up makes their platform rows) and per-user overrides.
 * Set-based SQL only (generate_series over name arrays passed as parameters): 2,000 companies
 * and 50,000 users load in seconds on PGlite.
 *
 *   npm run seed:scale -- --companies 2000 --users 50000 [--database-url URL | --data-dir DIR]
 *
 * Every generated account signs in with the demo password (Demo1234!); auth.identities rows are
 * left out (the embedded auth server does not need them for e-mail sign-in, and they would cost a
 * fifth of the time). Run it while the server
 * is stopped when using a PGlite data folder (one process at a time may open it).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import type { Database } from '../server/db/types.ts';
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

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string', default: '2000' },
      users: { type: 'string', default: '50000' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const companies = Number(values.companies);
  const users = Number(values.users);
  if (!Number.isInteger(companies) || companies < 1 || !Number.isInteger(users) || users < 0) {
    throw new Error('Usage: npm run seed:scale -- --companies N --users M [--database-url URL | --data-dir DIR]');
  }
  const url = values['database-url'] ?? (values['data-dir'] ? undefined : process.env.DATABASE_URL);
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? '.data';
  const db = await openDatabase(url ? { url } : { dataDir });
  try {
    await migrate(db, { log: (l) => console.log(l) });
    const r = await seedScale(db, { companies, users });
    console.log(
      `seed:scale: ${r.companies} companies, ${r.users} users, ${r.overrides} overrides in ${(r.ms / 1000).toFixed(1)} s ` +
        `(${url ? 'PostgreSQL' : `PGlite ${dataDir}`})`,
    );
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
