/**
 * auth.users -> usuarios_plataforma: the trigger that creates the platform row, the e-mail
 * sync, the cascade on delete, and the guard on a user's own role, company and estado.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, createAuthUser, moduleIds, selectAs, sqlState, USERS } from './support.ts';

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

interface Perfil {
  id: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  correo: string;
  empresa_id: string | null;
  rol_id: string;
  estado: string;
}
const perfil = async (id: string) =>
  (
    await db.query<Perfil>(
      'select id, nombre, apellido_paterno, apellido_materno, correo, empresa_id, rol_id, estado from public.usuarios_plataforma where id = $1',
      [id],
    )
  ).rows[0];

describe('platform rows follow auth.users', () => {
  it('creates the platform row from the metadata: names from user metadata, rol and empresa from app metadata', async () => {
    const id = await createAuthUser(db, {
      email: 'Nueva.Persona@Andes.demo',
      rol: 'admin_empresa',
      empresa_id: COMPANIES.andes,
      userMeta: { nombre: ' Lucía ', apellido_paterno: 'Paredes', apellido_materno: 'Lagos' },
    });
    expect(await perfil(id)).toEqual({
      id,
      nombre: 'Lucía',
      apellido_paterno: 'Paredes',
      apellido_materno: 'Lagos',
      correo: 'Nueva.Persona@Andes.demo',
      empresa_id: COMPANIES.andes,
      rol_id: 'admin_empresa',
      estado: 'activo',
    });
  });

  it("defaults to rol usuario, estado activo, no company, and the e-mail's local part as nombre", async () => {
    const id = await createAuthUser(db, { email: 'sin.datos@ejemplo.demo' });
    expect(await perfil(id)).toMatchObject({
      nombre: 'sin.datos',
      apellido_paterno: '',
      apellido_materno: null,
      empresa_id: null,
      rol_id: 'usuario',
      estado: 'activo',
    });
  });

  it('ignores rol and empresa_id in user metadata (a user can write their own user metadata)', async () => {
    const id = await createAuthUser(db, {
      email: 'trampa@ejemplo.demo',
      userMeta: { rol: 'super_admin', empresa_id: COMPANIES.andes },
    });
    expect(await perfil(id)).toMatchObject({ rol_id: 'usuario', empresa_id: null });
  });

  it('ignores an unknown role or a company that does not exist', async () => {
    const id = await createAuthUser(db, {
      email: 'raro@ejemplo.demo',
      rol: 'dios',
      empresa_id: 'c0000000-0000-4000-8000-0000000000ff',
    });
    expect(await perfil(id)).toMatchObject({ rol_id: 'usuario', empresa_id: null });
  });

  it('creates every row of a multi-row insert (the trigger is set-based, per statement)', async () => {
    const r = await db.query<{ id: string }>(
      `insert into auth.users (email, raw_app_meta_data, raw_user_meta_data)
       select 'lote' || g || '@pacifico.demo', jsonb_build_object('empresa_id', $1::text), jsonb_build_object('nombre', 'Lote ' || g)
       from generate_series(1, 3) g returning id`,
      [COMPANIES.pacifico],
    );
    const rows = await db.query<{ nombre: string; empresa_id: string; rol_id: string }>(
      'select nombre, empresa_id, rol_id from public.usuarios_plataforma where id = any($1::uuid[]) order by nombre',
      [r.rows.map((x) => x.id)],
    );
    expect(rows.rows).toEqual(
      [1, 2, 3].map((g) => ({ nombre: `Lote ${g}`, empresa_id: COMPANIES.pacifico, rol_id: 'usuario' })),
    );
  });

  it('syncs e-mail changes into correo (what usuarios_autenticados shows)', async () => {
    const id = await createAuthUser(db, { email: 'antes@ejemplo.demo' });
    await db.query(`update auth.users set email = 'despues@ejemplo.demo' where id = $1`, [id]);
    expect((await perfil(id)).correo).toBe('despues@ejemplo.demo');
  });

  it('deleting the auth user deletes the platform row, overrides and saved conversations (cascade)', async () => {
    const mod = await moduleIds(db);
    const id = await createAuthUser(db, { email: 'se.va@andes.demo', empresa_id: COMPANIES.andes });
    await db.query(
      'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
      [id, mod.crm],
    );
    await db.query(`insert into public.conversaciones_asistente (user_id, conversation) values ($1, '[]')`, [id]);
    await db.query('delete from auth.users where id = $1', [id]);
    expect(await perfil(id)).toBeUndefined();
    const left = await db.query<{ n: string }>(
      `select (select count(*) from public.empleados_override_permisos where empleado_id = $1)
            + (select count(*) from public.conversaciones_asistente where user_id = $1) as n`,
      [id],
    );
    expect(Number(left.rows[0].n)).toBe(0);
  });

  it('never exposes auth.users to the API roles', async () => {
    for (const who of ['anon', 'ana', 'superadmin'] as const) {
      const error = await selectAs(db, who, 'select id from auth.users').then(
        () => null,
        (e: unknown) => e,
      );
      expect(sqlState(error), who).toBe('42501');
    }
  });
});

describe('nobody changes their own role, company or estado', () => {
  const own: Array<[string, string, string]> = [
    ['rol_id', `'super_admin'`, 'ana'],
    ['rol_id', `'usuario'`, 'superadmin'],
    ['rol_id', `'usuario'`, 'adminAndes'],
    ['empresa_id', `'${COMPANIES.pacifico}'`, 'ana'],
    ['empresa_id', `'${COMPANIES.pacifico}'`, 'superadmin'],
    ['estado', `'inactivo'`, 'adminAndes'],
  ];
  it.each(own)('%s = %s by %s on their own row: 42501', async (col, value, who) => {
    const k = who as keyof typeof USERS;
    const error = await asActor(db, k, (tx) =>
      tx.query(`update public.usuarios_plataforma set ${col} = ${value} where id = $1`, [USERS[k]]),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('42501');
  });

  it('the same through empleados_servicio', async () => {
    const error = await asActor(db, 'ana', (tx) =>
      tx.query(`update public.empleados_servicio set rol_sistema_id = 'super_admin' where id = $1`, [USERS.ana]),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(error)).toBe('42501');
  });

  it('an inactive user cannot reactivate themself (no row matches)', async () => {
    const r = await asActor(db, 'inactivo', (tx) =>
      tx.query(`update public.usuarios_plataforma set estado = 'activo' where id = $1 returning id`, [USERS.inactivo]),
    );
    expect(r.rows).toEqual([]);
  });

  it('a user may change their own names', async () => {
    const r = await asActor(db, 'ana', (tx) =>
      tx.query(`update public.usuarios_plataforma set nombre = 'Ana María' where id = $1 returning nombre`, [
        USERS.ana,
      ]),
    );
    expect(r.rows).toEqual([{ nombre: 'Ana María' }]);
  });

  it('nobody writes correo or id through the API (column privileges)', async () => {
    for (const sql of [
      `update public.usuarios_plataforma set correo = 'x@y.demo' where id = $1`,
      `update public.usuarios_plataforma set id = gen_random_uuid() where id = $1`,
    ]) {
      const error = await asActor(db, 'superadmin', (tx) => tx.query(sql, [USERS.luis])).then(
        () => null,
        (e: unknown) => e,
      );
      expect(sqlState(error), sql).toBe('42501');
    }
  });
});
