/** supabase/seed.sql: the demo data of docs/design.md §5, and safe to run again. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { SEED_FILE } from '../../server/migrate.ts';
import { MODULE_KEYS, MODULES } from '../../src/config/product.ts';
import { freshDatabase } from '../support/server.ts';
import { tableCounts } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

const rows = async <T = Record<string, string>>(sql: string) => (await db.query<T>(sql)).rows;

describe('seed.sql', () => {
  it("names the modules as the SPA's product constants do (issue 16: one voice, the catalogue wins)", async () => {
    const catalogue = await rows<{ clave: string; nombre: string }>(
      'select clave, nombre from public.modulos_disponibles order by clave',
    );
    const expected = MODULE_KEYS.map((key) => ({ clave: key, nombre: MODULES[key].area })).sort((a, b) =>
      a.clave.localeCompare(b.clave),
    );
    expect(catalogue).toEqual(expected);
  });

  it('orders the plans by tier (nivel), not by name', async () => {
    const plans = await rows<{ nombre: string }>('select nombre from public.planes_disponibles order by nivel, nombre');
    expect(plans.map((p) => p.nombre)).toEqual(['Básico', 'Profesional', 'Enterprise']);
  });

  it('is idempotent: a second and third run change no count, not even the audit trail', async () => {
    // Recent attendance follows the clock by design (an employee's arrival is written once it is
    // past, Chile's time). The database may have been seeded up to a day ago (the cached image is
    // made once per day), so the day it was seeded may have ended since: the marks of today and
    // yesterday in Chile are counted apart, and may only grow.
    const counts = async () => {
      const all = await tableCounts(db);
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from public.marcas_asistencia
         where fecha >= (now() at time zone 'America/Santiago')::date - 1`,
      );
      return {
        all: { ...all, marcas_asistencia: all.marcas_asistencia - Number(rows[0].n) },
        today: Number(rows[0].n),
      };
    };
    const before = await counts();
    const sql = await readFile(SEED_FILE, 'utf8');
    await db.transaction((tx) => tx.exec(sql));
    await db.transaction((tx) => tx.exec(sql));
    const after = await counts();
    expect(after.all).toEqual(before.all);
    expect(after.today).toBeGreaterThanOrEqual(before.today);
  });

  it('has the six demo accounts with confirmed e-mail, bcrypt password, identity and platform row', async () => {
    const accounts = await rows(`
      select u.email, p.rol_id, e.nombre as empresa, p.estado, (u.email_confirmed_at is not null)::text as confirmado,
        (u.encrypted_password like '$2_$%')::text as bcrypt, (i.provider_id = u.id::text)::text as identidad
      from auth.users u
      join public.usuarios_plataforma p on p.id = u.id
      join public.empresas e on e.id = p.empresa_id
      join auth.identities i on i.user_id = u.id and i.provider = 'email'
      order by u.email`);
    expect(accounts.map((a) => [a.email, a.rol_id, a.empresa, a.estado])).toEqual([
      ['admin@andes.demo', 'admin_empresa', 'Industrias Andes', 'activo'],
      ['admin@pacifico.demo', 'admin_empresa', 'Comercial Pacífico', 'activo'],
      ['ana@andes.demo', 'usuario', 'Industrias Andes', 'activo'],
      ['inactivo@andes.demo', 'usuario', 'Industrias Andes', 'inactivo'],
      ['luis@pacifico.demo', 'usuario', 'Comercial Pacífico', 'activo'],
      ['superadmin@axel.demo', 'super_admin', 'Axel Platform', 'activo'],
    ]);
    for (const a of accounts)
      expect(
        [a.confirmado, a.bcrypt, a.identidad].map((v) => String(v)),
        a.email,
      ).toEqual(['true', 'true', 'true']);
  });

  it("stores GoTrue's bcrypt hash of Demo1234! (cost 10) in the seed file", async () => {
    // The test databases hold a cheaper hash of the same password (tests/support/fast-passwords.ts).
    const bcrypt = await import('bcryptjs');
    const hashes = (await readFile(SEED_FILE, 'utf8')).match(/\$2a\$\d\d\$[./A-Za-z0-9]{53}/g) ?? [];
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) {
      expect(hash.startsWith('$2a$10$'), hash).toBe(true);
      expect(await bcrypt.compare('Demo1234!', hash)).toBe(true);
    }
  });

  it('stores the bcrypt hash of Demo1234!', async () => {
    const bcrypt = await import('bcryptjs');
    const [{ hash }] = await rows<{ hash: string }>(
      `select encrypted_password as hash from auth.users where email = 'ana@andes.demo'`,
    );
    expect(await bcrypt.compare('Demo1234!', hash)).toBe(true);
  });

  it('has plans with their modules, at least twelve companies, Andes on enterprise and Pacífico on basico', async () => {
    const planes = await rows<{ clave: string; nombre: string; modulos: string }>(`
      select p.clave, p.nombre, string_agg(m.clave, ',' order by m.clave) as modulos
      from public.planes_disponibles p
      join public.modulos_por_plan mp on mp.plan_id = p.id and mp.activo
      join public.modulos_disponibles m on m.id = mp.modulo_id
      group by p.clave, p.nombre order by p.clave`);
    expect(planes).toEqual([
      { clave: 'basico', nombre: 'Básico', modulos: 'crm,finance,people' },
      {
        clave: 'enterprise',
        nombre: 'Enterprise',
        modulos: 'assistant,crm,finance,industrial,ops,people,predictive,projects,skills,think',
      },
      { clave: 'profesional', nombre: 'Profesional', modulos: 'crm,finance,ops,people,projects,skills,think' },
    ]);
    const [{ n }] = await rows<{ n: string }>('select count(*) as n from public.empresas');
    expect(Number(n)).toBeGreaterThanOrEqual(12);
    const plans =
      await rows(`select e.nombre, p.clave from public.planes_empresa pe join public.empresas e on e.id = pe.empresa_id
      join public.planes_disponibles p on p.id = pe.plan_id where pe.activo and e.nombre in ('Industrias Andes', 'Comercial Pacífico') order by 1`);
    expect(plans).toEqual([
      { nombre: 'Comercial Pacífico', clave: 'basico' },
      { nombre: 'Industrias Andes', clave: 'enterprise' },
    ]);
  });

  it("has Ana's override denying finance, the config keys and the three active videos", async () => {
    expect(
      await rows(`select u.correo, m.clave, o.puede_acceder::text as puede from public.empleados_override_permisos o
        join public.usuarios_plataforma u on u.id = o.empleado_id join public.modulos_disponibles m on m.id = o.modulo_id`),
    ).toEqual([{ correo: 'ana@andes.demo', clave: 'finance', puede: 'false' }]);
    expect(await rows('select key, value from public.app_config order by key')).toEqual([
      { key: 'api_url_backend', value: '/expert' },
      // Each company's file quota in MB (20261127225925_adjuntos.sql, docs/storage.md).
      { key: 'cuota_adjuntos_mb', value: '1024' },
      // An invitation's lifetime in seconds (INVITE_EXPIRY_SECONDS; docs/deploy.md).
      { key: 'invitacion_vigencia_segundos', value: '604800' },
      // Off in the demo (docs/design.md §10); docs/deploy.md turns it on.
      { key: 'mfa_requerido_super_admin', value: 'false' },
      { key: 'url_servicios_campo', value: 'https://campo.axel.demo' },
    ]);
    expect(await rows(`select slug, activo::text as activo from public.videos_demo order by slug`)).toEqual([
      { slug: 'home', activo: 'true' },
      { slug: 'inventario', activo: 'true' },
      { slug: 'predictivo', activo: 'true' },
    ]);
  });
});
