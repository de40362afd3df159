/**
 * private.usuarios_por_empresa (issue 33): the users per company and state that the admin panel's
 * counts read for super_admin instead of every user. The statement triggers of usuarios_plataforma
 * keep it equal to a count of the users after inserts (one and many), updates (state, company, both,
 * nothing counted), deletes (through auth.users' cascade) and, on PostgreSQL 15, writers in parallel.
 * Nobody reads the table itself; the definer function gives it to super_admin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, COMPANIES, createAuthUser, sqlState } from './support.ts';

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.close();
});

type Counts = Record<string, number>;
const keyOf = (r: { empresa_id: string | null; estado: string }) => `${r.empresa_id ?? 'sin empresa'}/${r.estado}`;

/** What the table says (keys with no user left dropped). */
async function kept(tx: Queryable): Promise<Counts> {
  const r = await tx.query<{ empresa_id: string | null; estado: string; n: string }>(
    `select empresa_id, case when activo then 'activo' else 'inactivo' end as estado, n
     from private.usuarios_por_empresa where n <> 0`,
  );
  return Object.fromEntries(r.rows.map((x) => [keyOf(x), Number(x.n)]));
}

/** What the users say. */
async function counted(tx: Queryable): Promise<Counts> {
  const r = await tx.query<{ empresa_id: string | null; estado: string; n: string }>(
    'select empresa_id, estado, count(*) as n from public.usuarios_plataforma group by 1, 2',
  );
  return Object.fromEntries(r.rows.map((x) => [keyOf(x), Number(x.n)]));
}

async function expectInStep(tx: Queryable = db): Promise<void> {
  expect(await kept(tx)).toEqual(await counted(tx));
}

describe('private.usuarios_por_empresa', { timeout: 60_000 }, () => {
  it('starts equal to the users of the seed', async () => {
    expect(Object.keys(await counted(db)).length).toBeGreaterThan(2);
    await expectInStep();
  });

  it('follows inserts, updates and deletes, one user and many in a statement', async () => {
    await db
      .transaction(async (tx) => {
        const one = await createAuthUser(tx, { email: 'contar-uno@andes.demo', empresa_id: COMPANIES.andes });
        await expectInStep(tx);
        // Many in one statement (each auth user makes its platform row in the same statement).
        await tx.query(
          `insert into auth.users (id, aud, role, email, raw_app_meta_data)
         select gen_random_uuid(), 'authenticated', 'authenticated', 'contar-' || i || '@pacifico.demo',
           jsonb_build_object('empresa_id', $1::text)
         from generate_series(1, 30) i`,
          [COMPANIES.pacifico],
        );
        await expectInStep(tx);
        // State only; company only; both; a change that moves nobody (names).
        await tx.query(`update public.usuarios_plataforma set estado = 'inactivo' where id = $1`, [one]);
        await expectInStep(tx);
        await tx.query(`update public.usuarios_plataforma set empresa_id = $2 where id = $1`, [
          one,
          COMPANIES.pacifico,
        ]);
        await expectInStep(tx);
        await tx.query(
          `update public.usuarios_plataforma set empresa_id = null, estado = 'activo' where correo like 'contar-1%'`,
        );
        await expectInStep(tx);
        const before = await kept(tx);
        await tx.query(`update public.usuarios_plataforma set nombre = 'Otro' where correo like 'contar-%'`);
        expect(await kept(tx)).toEqual(before);
        // Several users to another company in one statement.
        await tx.query(`update public.usuarios_plataforma set empresa_id = $1 where correo like 'contar-2%'`, [
          COMPANIES.amazonia,
        ]);
        await expectInStep(tx);
        // Deleted through auth.users (cascade).
        await tx.query(`delete from auth.users where email like 'contar-%'`);
        await expectInStep(tx);
        throw new Error('rollback');
      })
      .catch((e: unknown) => {
        if (!(e instanceof Error) || e.message !== 'rollback') throw e;
      });
    await expectInStep();
  });

  it('is read by nobody but the definer function, which answers super_admin only', async () => {
    for (const who of ['anon', 'ana', 'adminAndes', 'superadmin'] as const) {
      const failure = await asActor(db, who, (tx) =>
        tx.query('select * from private.usuarios_por_empresa').then(
          () => undefined,
          (e: unknown) => sqlState(e),
        ),
      );
      expect(failure, who).toBe('42501');
    }
    const rows = (who: 'ana' | 'adminAndes' | 'superadmin') =>
      asActor(db, who, async (tx) => (await tx.query('select * from private.usuarios_por_empresa_visibles()')).rows);
    expect(await rows('ana')).toEqual([]);
    expect(await rows('adminAndes')).toEqual([]);
    expect((await rows('superadmin')).length).toBeGreaterThan(0);
    const anon = await asActor(db, 'anon', (tx) =>
      tx.query('select * from private.usuarios_por_empresa_visibles()').then(
        () => undefined,
        (e: unknown) => sqlState(e),
      ),
    );
    expect(anon).toBe('42501');
  });

  it('stays equal with writers in parallel, whose statements move users between the same companies and states', async () => {
    // 8 writers with 3 users each: the users are disjoint (two statements updating the same users in
    // different orders deadlock on the users' rows whatever the triggers do), the counts are shared.
    const owned: string[][] = [];
    for (let w = 0; w < 8; w++) {
      owned.push([]);
      for (let i = 0; i < 3; i++) {
        owned[w].push(
          await createAuthUser(db, {
            email: `paralelo-${w}-${i}@andes.demo`,
            empresa_id: (w + i) % 2 ? COMPANIES.andes : COMPANIES.pacifico,
          }),
        );
      }
    }
    const ids = owned.flat();
    const companies = [COMPANIES.andes, COMPANIES.pacifico, null];
    // 6 rounds each: one statement moves one of the writer's users, or all three, to another
    // company and state (so one statement changes up to four counts, some up and some down).
    await Promise.all(
      owned.map(async (mine, w) => {
        for (let round = 0; round < 6; round++) {
          await db.transaction(async (tx) => {
            await tx.query('update public.usuarios_plataforma set empresa_id = $2, estado = $3 where id = any ($1)', [
              round % 2 ? mine : [mine[round % 3]],
              companies[(w + round) % companies.length],
              (w + round) % 2 ? 'activo' : 'inactivo',
            ]);
          });
        }
      }),
    );
    await expectInStep();
    await db.query(`delete from auth.users where id = any ($1)`, [ids]);
    await expectInStep();
  });
});
