/**
 * Axel People's rules in Postgres (issue 13): the RUT check digit, working days without weekends
 * and the company's holidays, the vacation balance (15 working days a year, accrued monthly), who
 * asks for and who resolves a leave request, clocking in and out, the import, and that revoking the
 * module cuts the data off at once and restoring it brings it back untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { EMPLOYEES } from './people-matrix.ts';
import {
  asActor,
  become,
  COMPANIES,
  createAuthUser,
  moduleIds,
  planIds,
  sqlState,
  statementFailure,
  USERS,
  type Actor,
} from './support.ts';

let db: Database;
let mod: Record<string, string>;
let plan: Record<string, string>;

beforeAll(async () => {
  db = await freshDatabase();
  mod = await moduleIds(db);
  plan = await planIds(db);
});
afterAll(async () => {
  await db?.close();
});

const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];
const count = async (tx: Queryable, sql: string, params: unknown[] = []) =>
  Number((await one<{ n: string | number }>(tx, sql, params)).n);

const bool = (v: unknown) => v === true || v === 't' || v === 'true';

/** Inside asActor: continue as the data load (no user, no role), the way the seed writes. */
async function asLoader(tx: Queryable): Promise<void> {
  await tx.exec('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
}

/** Inside asActor: back to a signed-in user. */
async function asUser(tx: Queryable, who: Exclude<Actor, 'anon'>): Promise<void> {
  await tx.exec('set local role authenticated');
  await become(tx, who);
}

describe('RUT', () => {
  it('accepts a correct check digit (0-9 and K) and refuses a wrong one or a malformed value', async () => {
    const r = await one<Record<string, unknown>>(
      db,
      `select private.rut_valido('12345678-5') as a, private.rut_valido('20987654-K') as b, private.rut_valido('11234876-K') as c,
        private.rut_valido('1-9') as d, private.rut_valido('12345678-6') as e, private.rut_valido('12345678-k') as f,
        private.rut_valido('012345678-5') as g, private.rut_valido('abc') as h, private.rut_valido(null) as i`,
    );
    expect(Object.values(r).map(bool)).toEqual([true, true, true, true, false, false, false, false, false]);
  });

  it('stores a RUT typed with dots, spaces or a lower-case k in one form, and refuses a wrong check digit (23514)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const id = (
        await one<{ id: string }>(tx, `select public.guardar_colaborador(null, $1) as id`, [
          { nombres: 'Rut', apellidos: 'Con Puntos', rut: '22.333 444-k', fecha_ingreso: '2026-01-05' },
        ])
      ).id;
      expect(
        (await one<{ rut: string }>(tx, 'select rut from public.colaboradores_ficha where colaborador_id = $1', [id]))
          .rut,
      ).toBe('22333444-K');
      const bad = await statementFailure(tx, `select public.guardar_colaborador(null, $1)`, [
        { nombres: 'Rut', apellidos: 'Malo', rut: '12.345.678-9', fecha_ingreso: '2026-01-05' },
      ]);
      expect(bad?.code).toBe('23514');
      const dup = await statementFailure(tx, `select public.guardar_colaborador(null, $1)`, [
        { nombres: 'Rut', apellidos: 'Repetido', rut: '22333444-K', fecha_ingreso: '2026-01-05' },
      ]);
      expect(dup?.code).toBe('23505');
    });
  });
});

describe('working days and the vacation balance', () => {
  it("counts Monday to Friday without the company's holidays", async () => {
    const days = async (who: Actor, from: string, to: string) =>
      asActor(db, who, async (tx) => {
        const { d } = await one<{ d: number | string | null }>(tx, 'select public.dias_habiles($1, $2) as d', [
          from,
          to,
        ]);
        return d === null ? null : Number(d);
      });
    // 2026-12-21 (Mon) .. 2027-01-01 (Fri): ten weekdays, Christmas and New Year are holidays.
    expect(await days('ana', '2026-12-21', '2027-01-01')).toBe(8);
    // A weekend alone has none; a reversed range is no answer.
    expect(await days('ana', '2026-11-28', '2026-11-29')).toBe(0);
    expect(await days('ana', '2026-11-30', '2026-11-27')).toBeNull();
    // A company without holidays counts Christmas (Axel Platform has none).
    expect(await days('superadmin', '2026-12-21', '2027-01-01')).toBe(10);
    // A holiday the admin adds counts at once for the company's requests.
    await asActor(db, 'adminAndes', async (tx) => {
      await tx.query(`insert into public.feriados (fecha, nombre) values ('2026-12-24', 'Nochebuena')`);
      expect(
        Number((await one<{ d: number }>(tx, `select public.dias_habiles('2026-12-21', '2027-01-01') as d`)).d),
      ).toBe(7);
    });
  });

  it('accrues 1.25 working days per complete month of service (15 a year) and subtracts approved and pending vacation', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const id = (
        await one<{ id: string }>(tx, `select public.guardar_colaborador(null, $1) as id`, [
          { nombres: 'Nuevo', apellidos: 'Ingreso', rut: '9.876.543-3', fecha_ingreso: '2025-03-10' },
        ])
      ).id;
      const saldo = async (al: string) =>
        one<Record<string, string>>(
          tx,
          'select meses, acumulado, tomados, pendientes, disponible from private.saldo_vacaciones($1, $2)',
          [id, al],
        );
      expect(Number((await saldo('2025-04-09')).acumulado)).toBe(0);
      expect(Number((await saldo('2025-04-10')).acumulado)).toBe(1.25);
      expect(Number((await saldo('2026-03-09')).acumulado)).toBe(13.75);
      expect(Number((await saldo('2026-03-10')).meses)).toBe(12);
      expect(Number((await saldo('2026-03-10')).acumulado)).toBe(15);
      // Five working days taken (approved) and three asked for (pending), entered as the data load would.
      await asLoader(tx);
      await tx.query(
        `insert into public.solicitudes_ausencia (empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin, estado) values
          ($1, $2, 'vacaciones', '2026-02-02', '2026-02-06', 'aprobada'),
          ($1, $2, 'vacaciones', '2026-03-02', '2026-03-04', 'pendiente'),
          ($1, $2, 'permiso_con_goce', '2026-03-05', '2026-03-05', 'aprobada'),
          ($1, $2, 'vacaciones', '2026-03-09', '2026-03-09', 'rechazada')`,
        [COMPANIES.andes, id],
      );
      const s = await saldo('2026-03-10');
      expect([s.tomados, s.pendientes, s.disponible].map(Number)).toEqual([5, 3, 7]);
      // An opening balance moves the start of the accrual.
      await tx.query(
        `update public.colaboradores_ficha set saldo_vacaciones_inicial = 4.5, fecha_saldo_inicial = '2026-01-01' where colaborador_id = $1`,
        [id],
      );
      const s2 = await saldo('2026-03-10');
      expect([s2.acumulado, s2.disponible].map(Number)).toEqual([4.5 + 2 * 1.25, 4.5 + 2.5 - 8]);
    });
  });

  it('refuses a vacation request beyond the balance, and one over a period without working days', async () => {
    await asActor(db, 'ana', async (tx) => {
      const s = await one<{ disponible: string }>(
        tx,
        'select disponible from public.saldos_vacaciones where colaborador_id = $1',
        [EMPLOYEES.ana],
      );
      const available = Number(s.disponible);
      expect(available).toBeGreaterThan(5);
      // Many weeks in March 2031: far more working days than she has.
      const tooMuch = await statementFailure(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'vacaciones', '2031-03-03', '2031-06-27')`,
        [EMPLOYEES.ana],
      );
      expect(tooMuch?.code).toBe('23514');
      expect(tooMuch?.message).toMatch(/Saldo de vacaciones insuficiente/);
      const weekend = await statementFailure(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'permiso_con_goce', '2031-03-01', '2031-03-02')`,
        [EMPLOYEES.ana],
      );
      expect(weekend?.code).toBe('23514');
      // Within the balance: accepted, with its working days computed by the database.
      const row = await one<{ dias_habiles: string; estado: string }>(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'vacaciones', '2031-03-06', '2031-03-10') returning dias_habiles, estado`,
        [EMPLOYEES.ana],
      );
      expect([Number(row.dias_habiles), row.estado]).toEqual([3, 'pendiente']);
      const after = await one<{ pendientes: string; disponible: string }>(
        tx,
        'select pendientes, disponible from public.saldos_vacaciones where colaborador_id = $1',
        [EMPLOYEES.ana],
      );
      expect(Number(after.disponible)).toBe(available - 3);
    });
  });
});

describe('leave requests: asked for oneself, resolved by the direct manager or an admin', () => {
  it('Ana asks, cannot resolve it herself, Carlos (her manager and the admin) approves with a comment, once', async () => {
    await asActor(db, 'ana', async (tx) => {
      const { id } = await one<{ id: string }>(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin, motivo) values ($1, 'permiso_con_goce', '2030-09-02', '2030-09-03', 'Mudanza') returning id`,
        [EMPLOYEES.ana],
      );
      expect(
        (await statementFailure(tx, `update public.solicitudes_ausencia set estado = 'aprobada' where id = $1`, [id]))
          ?.code,
      ).toBe('42501');
      // Overlapping the pending one: refused.
      const overlap = await statementFailure(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'permiso_sin_goce', '2030-09-03', '2030-09-04')`,
        [EMPLOYEES.ana],
      );
      expect(overlap?.code).toBe('23P01');
      // Luis (another company) does not see it; Carlos does and approves.
      await become(tx, 'luis');
      expect(await count(tx, 'select count(*) as n from public.solicitudes_ausencia where id = $1', [id])).toBe(0);
      await become(tx, 'adminAndes');
      const done = await one<{
        estado: string;
        resuelto_por: string;
        resuelto_en: string | null;
        comentario_resolucion: string;
      }>(
        tx,
        `update public.solicitudes_ausencia set estado = 'aprobada', comentario_resolucion = '  Que te vaya bien  ' where id = $1 returning estado, resuelto_por, resuelto_en, comentario_resolucion`,
        [id],
      );
      expect(done.estado).toBe('aprobada');
      expect(done.resuelto_por).toBe(USERS.adminAndes);
      expect(done.resuelto_en).not.toBeNull();
      expect(done.comentario_resolucion).toBe('Que te vaya bien');
      const again = await statementFailure(
        tx,
        `update public.solicitudes_ausencia set estado = 'rechazada', comentario_resolucion = 'No' where id = $1`,
        [id],
      );
      expect(again?.code).toBe('23514');
      expect(again?.message).toBe('La solicitud ya fue resuelta');
    });
  });

  it("resuelto_por is not the client's to set", async () => {
    const e = await asActor(db, 'adminAndes', (tx) =>
      tx.query(`update public.solicitudes_ausencia set resuelto_por = $1 where colaborador_id = $2`, [
        USERS.luis,
        EMPLOYEES.diego,
      ]),
    ).catch(sqlState);
    expect(e).toBe('42501');
  });

  it("Ana approves a direct report's request but not an indirect one's; a manager without an account leaves it to the admin", async () => {
    await asActor(db, 'ana', async (tx) => {
      // Rodrigo (a direct report without an account) asks through the data load; Ana resolves.
      await asLoader(tx);
      const { id } = await one<{ id: string }>(
        tx,
        `insert into public.solicitudes_ausencia (empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, $2, 'permiso_con_goce', '2030-10-07', '2030-10-07') returning id`,
        [COMPANIES.andes, EMPLOYEES.rodrigo],
      );
      await asUser(tx, 'ana');
      const rejected = await one<{ estado: string; resuelto_por: string }>(
        tx,
        `update public.solicitudes_ausencia set estado = 'rechazada', comentario_resolucion = 'Semana de mantención mayor' where id = $1 returning estado, resuelto_por`,
        [id],
      );
      expect(rejected).toEqual({ estado: 'rechazada', resuelto_por: USERS.ana });
      const indirect = await statementFailure(
        tx,
        `update public.solicitudes_ausencia set estado = 'aprobada' where colaborador_id = $1 and estado = 'pendiente'`,
        [EMPLOYEES.diego],
      );
      expect(indirect?.code).toBe('42501');
      expect(indirect?.message).toMatch(/jefatura directa/);
    });
  });

  it('an employee who has left cannot ask, and nobody asks without an employee record', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await tx.query(`update public.colaboradores set estado = 'desvinculado' where id = $1`, [EMPLOYEES.ana]);
      await become(tx, 'ana');
      const left = await statementFailure(
        tx,
        `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'permiso_con_goce', '2030-11-04', '2030-11-04')`,
        [EMPLOYEES.ana],
      );
      expect(left?.code).toBe('23514');
    });
    const superadmin = await asActor(db, 'superadmin', (tx) => tx.query('select public.marcar_entrada()')).catch(
      sqlState,
    );
    expect(superadmin).toBe('42501');
  });
});

describe('attendance', () => {
  it("clocks in and out at the database's clock, once a day, and a manager sees the reports' day", async () => {
    await asActor(db, 'ana', async (tx) => {
      const inMark = await one<{ fecha: string; entrada: string; salida: string | null; today: string }>(
        tx,
        `select m.fecha::text as fecha, m.entrada, m.salida, (now() at time zone 'America/Santiago')::date::text as today from public.marcar_entrada() m`,
      );
      expect(inMark.fecha).toBe(inMark.today);
      expect(inMark.salida).toBeNull();
      const twice = await statementFailure(tx, 'select public.marcar_entrada()');
      expect(twice).toEqual({ code: '23505', message: 'Ya marcaste tu entrada hoy' });
      const outMark = await one<{ salida: string | null }>(tx, 'select m.salida from public.marcar_salida() m');
      expect(outMark.salida).not.toBeNull();
      expect((await statementFailure(tx, 'select public.marcar_salida()'))?.code).toBe('23514');
      // Moving one's own arrival is refused (only admins correct marks).
      const moved = await statementFailure(
        tx,
        `update public.marcas_asistencia set entrada = now() - interval '3 hours' where colaborador_id = $1`,
        [EMPLOYEES.ana],
      );
      expect(moved?.code).toMatch(/^(42501|23514)$/);
      // The day view: her reports' marks of a past day, not Producción's.
      const seen = (
        await tx.query<{ colaborador_id: string }>(
          `select distinct colaborador_id from public.marcas_asistencia where fecha < (now() at time zone 'America/Santiago')::date`,
        )
      ).rows.map((r) => r.colaborador_id);
      expect(seen).toEqual(expect.arrayContaining([EMPLOYEES.javier, EMPLOYEES.diego]));
      expect(seen).not.toContain(EMPLOYEES.matias);
      expect(seen).not.toContain(EMPLOYEES.carlos);
    });
  });
});

describe("the employee's platform account ('Cuenta de usuario')", () => {
  type Account = { id: string; nombre: string; correo: string | null; estado: string };
  const linkable = async (tx: Queryable, employee: string | null) =>
    (await tx.query<Account>('select * from public.cuentas_vinculables($1)', [employee])).rows.map((r) => r.id);
  const accountOf = async (tx: Queryable, employee: string) =>
    (
      await one<{ usuario_id: string | null }>(tx, 'select usuario_id from public.colaboradores where id = $1', [
        employee,
      ])
    ).usuario_id;
  const link = (employee: string, usuario: string | null): [string, unknown[]] => [
    `select public.guardar_colaborador($1, $2)`,
    [employee, { usuario_id: usuario }],
  ];

  it("the admin links a free account of the company, changes it and removes it; a linked one and another company's are refused", async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      await asLoader(tx);
      const nueva = await createAuthUser(tx, {
        email: 'cuenta.nueva@andes.demo',
        nombre: 'Cuenta',
        apellido_paterno: 'Nueva',
        rol: 'usuario',
        empresa_id: COMPANIES.andes,
      });
      await asUser(tx, 'adminAndes');

      // Offered: the company's accounts not linked to another employee. Ana's account is Ana's;
      // Luis is of Pacífico.
      const free = await linkable(tx, EMPLOYEES.rodrigo);
      expect(free).toContain(nueva);
      expect(free).not.toContain(USERS.ana);
      expect(free).not.toContain(USERS.luis);
      expect(await linkable(tx, EMPLOYEES.ana)).toContain(USERS.ana);

      await tx.query(...link(EMPLOYEES.rodrigo, nueva));
      expect(await accountOf(tx, EMPLOYEES.rodrigo)).toBe(nueva);
      expect(await linkable(tx, null)).not.toContain(nueva);
      expect(await linkable(tx, EMPLOYEES.rodrigo)).toContain(nueva);
      // Saving Rodrigo again with his own account is no conflict.
      expect(await statementFailure(tx, ...link(EMPLOYEES.rodrigo, nueva))).toBeUndefined();

      expect(await statementFailure(tx, ...link(EMPLOYEES.javier, nueva))).toEqual({
        code: '23505',
        message: 'La cuenta de usuario ya está vinculada a otro colaborador',
      });
      expect(await statementFailure(tx, ...link(EMPLOYEES.javier, USERS.ana))).toEqual({
        code: '23505',
        message: 'La cuenta de usuario ya está vinculada a otro colaborador',
      });
      expect(await statementFailure(tx, ...link(EMPLOYEES.javier, USERS.luis))).toEqual({
        code: '23503',
        message: 'La cuenta vinculada no es un usuario de la empresa',
      });
      // A new employee with a linked account is refused the same way.
      expect(
        await statementFailure(tx, `select public.guardar_colaborador(null, $1)`, [
          { nombres: 'Otra', apellidos: 'Persona', rut: '9.876.543-3', fecha_ingreso: '2026-01-05', usuario_id: nueva },
        ]),
      ).toEqual({ code: '23505', message: 'La cuenta de usuario ya está vinculada a otro colaborador' });
      expect(await accountOf(tx, EMPLOYEES.javier)).toBeNull();

      // 'Sin cuenta'; then another employee may take it.
      await tx.query(...link(EMPLOYEES.rodrigo, null));
      expect(await accountOf(tx, EMPLOYEES.rodrigo)).toBeNull();
      await tx.query(...link(EMPLOYEES.javier, nueva));
      expect(await accountOf(tx, EMPLOYEES.javier)).toBe(nueva);
    });
  });

  it("only admins get the options, and only their own company's", async () => {
    expect(await asActor(db, 'ana', (tx) => linkable(tx, null))).toEqual([]);
    const pacifico = await asActor(db, 'adminPacifico', (tx) => linkable(tx, null));
    expect(pacifico).not.toContain(USERS.ana);
    expect(await asActor(db, 'adminPacifico', (tx) => linkable(tx, EMPLOYEES.luis))).toContain(USERS.luis);
    // A usuario cannot link an account (colaboradores' write policies are the admins').
    const refused = await asActor(db, 'ana', (tx) =>
      tx.query(`select public.guardar_colaborador($1, $2)`, [EMPLOYEES.rodrigo, { usuario_id: null }]),
    ).catch(sqlState);
    expect(refused).toBe('42501');
  });
});

describe('the org chart and the import', () => {
  it('mis_subordinados walks the whole chain below the caller', async () => {
    const ids = await asActor(db, 'ana', async (tx) =>
      (await tx.query<{ id: string }>('select private.mis_subordinados() as id')).rows.map((r) => r.id),
    );
    expect(ids.sort()).toEqual(
      [
        EMPLOYEES.pedro,
        EMPLOYEES.rodrigo,
        'd1000000-0000-4000-8000-000000000005',
        EMPLOYEES.javier,
        EMPLOYEES.diego,
        'd1000000-0000-4000-8000-000000000008',
        EMPLOYEES.cristobal,
      ].sort(),
    );
  });

  it('imports rows one by one: a bad row is reported with its number and the rest are saved', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const before = await count(tx, 'select count(*) as n from public.colaboradores');
      type Result = { creados: number; errores: { fila: number; mensaje: string }[] };
      const raw = await one<{ r: Result | string }>(tx, 'select public.importar_colaboradores($1) as r', [
        JSON.stringify([
          {
            nombres: 'Eva',
            apellidos: 'Lagos',
            rut: '9.876.543-3',
            fecha_ingreso: '2026-11-02',
            cargo: 'Técnica',
            area: 'Mantención',
            jefe_rut: '13.876.542-3',
          },
          { nombres: 'Repetido', apellidos: 'Rut', rut: '17.654.321-3', fecha_ingreso: '2026-11-02' },
          { nombres: 'Mal', apellidos: 'Jefe', rut: '5.126.663-3', fecha_ingreso: '2026-11-02', jefe_rut: '1-9' },
          { nombres: 'Hugo', apellidos: 'Paz', rut: '5.126.663-3', fecha_ingreso: '2026-11-02', jefe_rut: '9876543-3' },
        ]),
      ]);
      const result = (typeof raw.r === 'string' ? JSON.parse(raw.r) : raw.r) as Result;
      expect(result.creados).toBe(2);
      expect(result.errores).toEqual([
        { fila: 2, mensaje: 'El RUT ya está registrado en la empresa' },
        { fila: 3, mensaje: 'No existe un colaborador con RUT 1-9 para la jefatura' },
      ]);
      expect(await count(tx, 'select count(*) as n from public.colaboradores')).toBe(before + 2);
      const hugo = await one<{ jefe: string }>(
        tx,
        `select j.nombres as jefe from public.colaboradores c join public.colaboradores j on j.id = c.jefe_id where c.nombres = 'Hugo'`,
      );
      expect(hugo.jefe).toBe('Eva');
    });
    expect(
      await asActor(db, 'ana', (tx) => tx.query(`select public.importar_colaboradores('[]')`)).catch(sqlState),
    ).toBe('42501');
  });
});

describe('revoking the module cuts the data off, restoring it brings it back untouched', () => {
  const peopleSeen = (who: Actor) =>
    asActor(db, who, async (tx) => ({
      colaboradores: await count(tx, 'select count(*) as n from public.colaboradores'),
      fichas: await count(tx, 'select count(*) as n from public.colaboradores_ficha'),
      solicitudes: await count(tx, 'select count(*) as n from public.solicitudes_ausencia'),
      marcas: await count(tx, 'select count(*) as n from public.marcas_asistencia'),
      feriados: await count(tx, 'select count(*) as n from public.feriados'),
    }));

  it('an override denying Ana people', async () => {
    const before = await peopleSeen('ana');
    expect(before.colaboradores).toBeGreaterThan(20);
    await db.query(
      'insert into public.empleados_override_permisos (empleado_id, modulo_id, puede_acceder) values ($1, $2, false)',
      [USERS.ana, mod.people],
    );
    try {
      expect(await peopleSeen('ana')).toEqual({ colaboradores: 0, fichas: 0, solicitudes: 0, marcas: 0, feriados: 0 });
      const ask = await asActor(db, 'ana', (tx) =>
        tx.query(
          `insert into public.solicitudes_ausencia (colaborador_id, tipo, fecha_inicio, fecha_fin) values ($1, 'permiso_con_goce', '2030-12-02', '2030-12-02')`,
          [EMPLOYEES.ana],
        ),
      ).catch(sqlState);
      expect(ask).toBe('42501');
      expect(await asActor(db, 'ana', (tx) => tx.query('select public.marcar_entrada()')).catch(sqlState)).toBe(
        '42501',
      );
      // Her colleagues keep theirs.
      expect((await peopleSeen('adminAndes')).colaboradores).toBeGreaterThan(20);
    } finally {
      await db.query('delete from public.empleados_override_permisos where empleado_id = $1 and modulo_id = $2', [
        USERS.ana,
        mod.people,
      ]);
    }
    expect(await peopleSeen('ana')).toEqual(before);
  });

  it('people taken out of the basico plan, and Pacífico moved to a plan without it', async () => {
    const before = await peopleSeen('luis');
    expect(before.colaboradores).toBe(7);
    await db.query('update public.modulos_por_plan set activo = false where plan_id = $1 and modulo_id = $2', [
      plan.basico,
      mod.people,
    ]);
    try {
      expect(await peopleSeen('luis')).toEqual({ colaboradores: 0, fichas: 0, solicitudes: 0, marcas: 0, feriados: 0 });
      expect((await peopleSeen('adminPacifico')).colaboradores).toBe(0);
      const write = await asActor(db, 'adminPacifico', (tx) =>
        tx.query(`insert into public.colaboradores (nombres, apellidos) values ('Sin', 'Plan')`),
      ).catch(sqlState);
      expect(write).toBe('42501');
      expect((await peopleSeen('adminAndes')).colaboradores).toBeGreaterThan(20);
    } finally {
      await db.query('update public.modulos_por_plan set activo = true where plan_id = $1 and modulo_id = $2', [
        plan.basico,
        mod.people,
      ]);
    }
    expect(await peopleSeen('luis')).toEqual(before);
  });

  it("an inactive account sees nothing, and super_admin sees no other company's people", async () => {
    expect(await peopleSeen('inactivo')).toEqual({
      colaboradores: 0,
      fichas: 0,
      solicitudes: 0,
      marcas: 0,
      feriados: 0,
    });
    expect(await peopleSeen('superadmin')).toEqual({
      colaboradores: 0,
      fichas: 0,
      solicitudes: 0,
      marcas: 0,
      feriados: 0,
    });
    await db.query(`update public.usuarios_plataforma set estado = 'inactivo' where id = $1`, [USERS.adminAndes]);
    try {
      expect(await peopleSeen('adminAndes')).toEqual({
        colaboradores: 0,
        fichas: 0,
        solicitudes: 0,
        marcas: 0,
        feriados: 0,
      });
    } finally {
      await db.query(`update public.usuarios_plataforma set estado = 'activo' where id = $1`, [USERS.adminAndes]);
    }
    expect((await peopleSeen('adminAndes')).colaboradores).toBeGreaterThan(20);
  });
});
