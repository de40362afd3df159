/**
 * Axel Finance's rules in Postgres (issue 17; 20261125200000_finance.sql): IVA and total computed in
 * whole pesos, folios per company, the states that follow payments and the states that freeze a
 * document, payments never settling more than a balance (also two concurrent payments on the same
 * document: on PostgreSQL they really run at once), only admin_empresa annuls, the derived
 * 'vencida', and the ageing and cash-flow figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/types.ts';
import { freshDatabase } from '../support/server.ts';
import { asActor, commitAs, COMPANIES, sqlState, statementFailure, USERS } from './support.ts';

let db: Database;
let client: string;
let supplier: string;

beforeAll(async () => {
  db = await freshDatabase();
  // The seed denies Finance to Ana by an override (the 'denied by override' demo); these tests need
  // a plain usuario with the module, so the override goes.
  await db.query(
    `delete from public.empleados_override_permisos where empleado_id = $1
       and modulo_id = (select id from public.modulos_disponibles where clave = 'finance')`,
    [USERS.ana],
  );
  // Parties with a valid RUT: a document is issued only to one (20261127212829_fin_lineas_tipos_sii.sql).
  const party = async (nombre: string, tipo: string, rut: string) =>
    (
      await db.query<{ id: string }>(
        `insert into public.terceros (empresa_id, nombre, tipo, rut) values ($1, $2, $3, $4) returning id`,
        [COMPANIES.andes, nombre, tipo, rut],
      )
    ).rows[0].id;
  client = await party('Cliente de las reglas', 'cliente', '76.123.456-0');
  supplier = await party('Proveedor de las reglas', 'proveedor', '77654321-7');
});
afterAll(async () => {
  await db?.close();
});

type Doc = {
  id: string;
  folio: string | null;
  neto: string;
  iva: string;
  total: string;
  saldo: string;
  monto_pagado: string;
  estado: string;
};
const one = async <T = Record<string, unknown>>(tx: Queryable, sql: string, params: unknown[] = []) =>
  (await tx.query<T>(sql, params)).rows[0];
const text = (v: unknown) => String(v);

async function newDoc(tx: Queryable, fields: Record<string, unknown> = {}): Promise<Doc> {
  const row = { direccion: 'emitido', tipo: 'factura', tercero_id: client, neto: 100000, estado: 'emitida', ...fields };
  const cols = Object.keys(row);
  return one<Doc>(
    tx,
    `insert into public.fin_documentos (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})
     returning id, folio, neto, iva, total, saldo, monto_pagado, estado`,
    Object.values(row),
  );
}
/** The database's current_date minus n days (never the test machine's calendar). */
const daysAgo = async (tx: Queryable, n: number) =>
  (await one<{ d: string }>(tx, 'select (current_date - $1::int)::text as d', [n])).d;
const doc = (tx: Queryable, id: string) =>
  one<Doc>(
    tx,
    'select id, folio, neto, iva, total, saldo, monto_pagado, estado from public.fin_documentos where id = $1',
    [id],
  );

/** fin_registrar_pago with its jsonb arguments as JSON text (node-postgres would send arrays as arrays). */
async function registerPayment(
  tx: Queryable,
  pago: Record<string, unknown>,
  apps: Array<{ documento_id: string; monto: number }> = [],
): Promise<string> {
  return (
    await one<{ id: string }>(tx, 'select public.fin_registrar_pago($1::jsonb, $2::jsonb) as id', [
      JSON.stringify(pago),
      JSON.stringify(apps),
    ])
  ).id;
}
const registering = (
  tx: Queryable,
  pago: Record<string, unknown>,
  apps: Array<{ documento_id: string; monto: number }> = [],
) =>
  statementFailure(tx, 'select public.fin_registrar_pago($1::jsonb, $2::jsonb)', [
    JSON.stringify(pago),
    JSON.stringify(apps),
  ]);

async function pay(
  tx: Queryable,
  documento: string,
  monto: number,
  direccion = 'cobro',
  tercero = client,
): Promise<string> {
  return registerPayment(tx, { direccion, tercero_id: tercero, monto }, [{ documento_id: documento, monto }]);
}

describe('IVA and total', () => {
  it('computes IVA 19 % rounded to whole pesos (half away from zero) and the total, in Postgres', async () => {
    await asActor(db, 'ana', async (tx) => {
      const cases: Array<[number, string, string]> = [
        [100, '19', '119'],
        [1, '0', '1'],
        [3, '1', '4'], // 0,57
        [50, '10', '60'], // 9,5 rounds up
        [150, '29', '179'], // 28,5 rounds up
        [123456789, '23456790', '146913579'], // 23.456.789,91
      ];
      for (const [neto, iva, total] of cases) {
        const d = await newDoc(tx, { neto });
        expect([text(d.iva), text(d.total), text(d.saldo)]).toEqual([iva, total, total]);
      }
    });
  });

  it('refuses decimals and negative amounts, issuing without an amount, and a client-sent IVA or total', async () => {
    await asActor(db, 'ana', async (tx) => {
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.fin_documentos (direccion, tercero_id, neto) values ('emitido', $1, 100.5)`,
            [client],
          )
        )?.code,
      ).toBe('23514');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.fin_documentos (direccion, tercero_id, neto, estado) values ('emitido', $1, 0, 'emitida')`,
            [client],
          )
        )?.code,
      ).toBe('23514');
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.fin_documentos (direccion, tercero_id, neto) values ('emitido', $1, -10)`,
            [client],
          )
        )?.code,
      ).toBe('23514');
      const generated = await statementFailure(
        tx,
        `insert into public.fin_documentos (direccion, tercero_id, neto, iva) values ('emitido', $1, 100, 1)`,
        [client],
      );
      // IVA is derived from the lines (no longer a generated column, but never the client's).
      expect(generated).toMatchObject({
        code: '23514',
        message: 'El exento y el IVA se calculan de las líneas del documento.',
      });
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.fin_documentos (direccion, tercero_id, neto, total) values ('emitido', $1, 100, 1)`,
            [client],
          )
        )?.code,
      ).toMatch(/^(428C9|42501)$/);
      const d = await newDoc(tx);
      expect(
        (await statementFailure(tx, `update public.fin_documentos set monto_pagado = 1 where id = $1`, [d.id]))?.code,
      ).toBe('42501');
    });
  });
});

describe('folios', () => {
  it('gives an issued document the next folio of its type when it is issued, none while a draft; a received one needs the supplier’s', async () => {
    await asActor(db, 'ana', async (tx) => {
      const draft = await newDoc(tx, { estado: 'borrador', tipo: 'boleta' });
      expect(draft.folio).toBeNull();
      const a = await newDoc(tx, { tipo: 'boleta' });
      const issued = await one<{ folio: string }>(
        tx,
        `update public.fin_documentos set estado = 'emitida' where id = $1 returning folio`,
        [draft.id],
      );
      expect(Number(issued.folio)).toBe(Number(a.folio) + 1);
      // A client-sent folio of an issued document is replaced.
      const b = await newDoc(tx, { tipo: 'boleta', folio: 999999 });
      expect(Number(b.folio)).toBe(Number(a.folio) + 2);
      const missing = await statementFailure(
        tx,
        `insert into public.fin_documentos (direccion, tercero_id, neto) values ('recibido', $1, 100)`,
        [supplier],
      );
      expect(missing).toMatchObject({ code: '23502', message: 'Falta el folio del documento del proveedor.' });
      const received = await newDoc(tx, { direccion: 'recibido', tercero_id: supplier, folio: 4521 });
      expect(Number(received.folio)).toBe(4521);
    });
  });

  it('keeps a row of another company out: the party must be of the caller’s company', async () => {
    await asActor(db, 'adminPacifico', async (tx) => {
      const f = await statementFailure(
        tx,
        `insert into public.fin_documentos (direccion, tercero_id, neto) values ('emitido', $1, 100)`,
        [client],
      );
      expect(f).toMatchObject({ code: '23503', message: 'El cliente no existe en la empresa.' });
    });
  });
});

describe('states', () => {
  it('moves to pagada parcial and pagada as payments are applied, and back when one is removed', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const d = await newDoc(tx, { neto: 100000 }); // total 119.000
      await pay(tx, d.id, 19000);
      expect(await doc(tx, d.id)).toMatchObject({ estado: 'pagada_parcial' });
      expect(text((await doc(tx, d.id)).saldo)).toBe('100000');
      const last = await pay(tx, d.id, 100000);
      expect(await doc(tx, d.id)).toMatchObject({ estado: 'pagada' });
      expect(text((await doc(tx, d.id)).saldo)).toBe('0');
      await tx.query('delete from public.fin_pagos where id = $1', [last]);
      expect(await doc(tx, d.id)).toMatchObject({ estado: 'pagada_parcial' });
      expect(text((await doc(tx, d.id)).saldo)).toBe('100000');
    });
  });

  it('freezes a paid document: no field changes', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const d = await newDoc(tx, { neto: 1000 });
      await pay(tx, d.id, 1190);
      for (const set of [
        `descripcion = 'cambio'`,
        'neto = 2000',
        `fecha_vencimiento = current_date + 90`,
        `estado = 'emitida'`,
      ]) {
        const f = await statementFailure(tx, `update public.fin_documentos set ${set} where id = $1`, [d.id]);
        expect(f?.code, set).toBe('23514');
      }
      expect(
        (await statementFailure(tx, `update public.fin_documentos set descripcion = 'cambio' where id = $1`, [d.id]))
          ?.message,
      ).toMatch(/^Factura N° \d+ ya fue emitida y no se modifica \(la descripción\)\. Corríjala con una nota/);
    });
  });

  it('lets nobody set a payment state by hand, or skip from draft to paid', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const d = await newDoc(tx);
      expect(
        await statementFailure(tx, `update public.fin_documentos set estado = 'pagada' where id = $1`, [d.id]),
      ).toMatchObject({
        code: '23514',
        message: 'El estado de pago lo fijan los pagos y las notas registrados, no se edita.',
      });
      expect(
        (await statementFailure(tx, `update public.fin_documentos set estado = 'vencida' where id = $1`, [d.id]))?.code,
      ).toBe('23514');
      const draft = await newDoc(tx, { estado: 'borrador' });
      expect(
        (
          await registering(tx, { direccion: 'cobro', tercero_id: client, monto: 10 }, [
            { documento_id: draft.id, monto: 10 },
          ])
        )?.message,
      ).toBe('Factura (borrador) no está emitida: solo se registran pagos de documentos emitidos.');
    });
  });

  it('refuses to rewrite a partly paid document below what was paid, saying why in Spanish (issue 32, item 3)', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const d = await newDoc(tx, { neto: 10000 });
      await pay(tx, d.id, 5000);
      const f = await statementFailure(tx, `update public.fin_documentos set neto = 1000 where id = $1`, [d.id]);
      expect(f?.code).toBe('23514');
      expect(f?.message).toMatch(
        /^Factura N° \d+ ya fue emitida y no se modifica \(el monto neto\)\. Corríjala con una nota de crédito o de débito, o anúlela\.$/,
      );
    });
  });

  it("derives 'vencida' from the due date of a document with a balance, and the days overdue", async () => {
    await asActor(db, 'ana', async (tx) => {
      const old = await newDoc(tx, { fecha_emision: '2020-01-01', fecha_vencimiento: '2020-01-31' });
      const fresh = await newDoc(tx);
      const rows = (
        await tx.query<{ id: string; estado: string; estado_actual: string; dias_vencido: number }>(
          'select id, estado, estado_actual, dias_vencido from public.fin_documentos_vista where id = any($1)',
          [[old.id, fresh.id]],
        )
      ).rows;
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[old.id]).toMatchObject({ estado: 'emitida', estado_actual: 'vencida' });
      expect(Number(byId[old.id].dias_vencido)).toBeGreaterThan(365);
      expect(byId[fresh.id]).toMatchObject({ estado: 'emitida', estado_actual: 'emitida' });
    });
  });
});

describe('annulling', () => {
  it('is for admin_empresa only; an annulled document is frozen and stays annulled', async () => {
    const id = await commitAs(db, 'ana', async (tx) => (await newDoc(tx, { descripcion: 'para anular' })).id);
    await asActor(db, 'ana', async (tx) => {
      expect(
        await statementFailure(tx, `update public.fin_documentos set estado = 'anulada' where id = $1`, [id]),
      ).toMatchObject({
        code: '42501',
        message: 'Solo el administrador de la empresa anula documentos.',
      });
    });
    await asActor(db, 'adminAndes', async (tx) => {
      const r = await one<{ estado: string; anulado_en: string | null }>(
        tx,
        `update public.fin_documentos set estado = 'anulada' where id = $1 returning estado, anulado_en`,
        [id],
      );
      expect(r.estado).toBe('anulada');
      expect(r.anulado_en).not.toBeNull();
      for (const set of [`descripcion = 'otra'`, `estado = 'emitida'`, 'neto = 5']) {
        const f = await statementFailure(tx, `update public.fin_documentos set ${set} where id = $1`, [id]);
        expect(f?.code, set).toBe('23514');
        expect(f?.message, set).toMatch(/^Factura N° \d+ (ya fue emitida y no se modifica|está anulada)/);
      }
      // No payment on an annulled document.
      expect(
        (
          await registering(tx, { direccion: 'cobro', tercero_id: client, monto: 10 }, [
            { documento_id: id, monto: 10 },
          ])
        )?.code,
      ).toBe('23514');
    });
  });

  it('refuses to annul a document with payments applied, and to delete an issued one', async () => {
    await asActor(db, 'adminAndes', async (tx) => {
      const d = await newDoc(tx);
      await pay(tx, d.id, 100);
      expect(
        (await statementFailure(tx, `update public.fin_documentos set estado = 'anulada' where id = $1`, [d.id]))
          ?.message,
      ).toMatch(/^Factura N° \d+ tiene pagos aplicados y no se anula: elimine antes los pagos\.$/);
      const issued = await newDoc(tx);
      expect(
        (await statementFailure(tx, 'delete from public.fin_documentos where id = $1', [issued.id]))?.message,
      ).toMatch(/^Factura N° \d+ ya fue emitida: solo se eliminan borradores; un documento emitido se anula\.$/);
      const draft = await newDoc(tx, { estado: 'borrador' });
      expect(
        (await tx.query('delete from public.fin_documentos where id = $1 returning id', [draft.id])).rows,
      ).toHaveLength(1);
    });
  });
});

describe('payments never settle more than a balance', () => {
  it('refuses an application above the balance, or above what is left of the payment', async () => {
    await asActor(db, 'ana', async (tx) => {
      const d = await newDoc(tx, { neto: 1000 }); // 1.190
      const over = await registering(tx, { direccion: 'cobro', tercero_id: client, monto: 1191 }, [
        { documento_id: d.id, monto: 1191 },
      ]);
      expect(over?.code).toBe('23514');
      expect(over?.message).toMatch(/^El monto \(\$1191\) supera el saldo de Factura N° \d+ \(\$1190\)\.$/);
      // The payment was not kept either: one transaction.
      expect(
        Number(
          (
            await one<{ n: string }>(
              tx,
              'select count(*) as n from public.fin_pago_aplicaciones where documento_id = $1',
              [d.id],
            )
          ).n,
        ),
      ).toBe(0);
      const pago = await registerPayment(tx, { direccion: 'cobro', tercero_id: client, monto: 500 });
      const left = await statementFailure(
        tx,
        'insert into public.fin_pago_aplicaciones (pago_id, documento_id, monto) values ($1, $2, 501)',
        [pago, d.id],
      );
      expect(left?.message).toBe('El monto ($501) supera lo que queda por aplicar del pago ($500).');
      // Split over two applications of the same payment: 300 + 200, then nothing more.
      await tx.query(
        'insert into public.fin_pago_aplicaciones (pago_id, documento_id, monto) values ($1, $2, 300), ($1, $2, 200)',
        [pago, d.id],
      );
      expect(
        (
          await statementFailure(
            tx,
            'insert into public.fin_pago_aplicaciones (pago_id, documento_id, monto) values ($1, $2, 1)',
            [pago, d.id],
          )
        )?.code,
      ).toBe('23514');
      expect(text((await doc(tx, d.id)).saldo)).toBe('690');
    });
  });

  it('settles several documents with one payment, and refuses the wrong direction or party', async () => {
    await asActor(db, 'ana', async (tx) => {
      const a = await newDoc(tx, { neto: 1000 });
      const b = await newDoc(tx, { neto: 2000 });
      await registerPayment(tx, { direccion: 'cobro', tercero_id: client, monto: 3570 }, [
        { documento_id: a.id, monto: 1190 },
        { documento_id: b.id, monto: 2380 },
      ]);
      expect([(await doc(tx, a.id)).estado, (await doc(tx, b.id)).estado]).toEqual(['pagada', 'pagada']);
      const c = await newDoc(tx, { neto: 1000 });
      expect(
        (
          await registering(tx, { direccion: 'pago', tercero_id: client, monto: 10 }, [
            { documento_id: c.id, monto: 10 },
          ])
        )?.message,
      ).toBe('Un pago a proveedor se aplica a documentos recibidos.');
      expect(
        (
          await registering(tx, { direccion: 'cobro', tercero_id: supplier, monto: 10 }, [
            { documento_id: c.id, monto: 10 },
          ])
        )?.message,
      ).toBe('El pago y el documento son de distinto cliente o proveedor.');
    });
  });

  it('lets only one of two concurrent payments of 70 % of a document through (the document row is locked)', async () => {
    const id = await commitAs(
      db,
      'adminAndes',
      async (tx) => (await newDoc(tx, { neto: 100000, descripcion: 'concurrencia' })).id,
    );
    const attempt = (who: 'ana' | 'adminAndes') =>
      commitAs(db, who, async (tx) => {
        const p = await pay(tx, id, 83300);
        // Hold the lock a moment, so the other transaction waits on the document's row.
        await new Promise((r) => setTimeout(r, 150));
        return p;
      });
    const results = await Promise.allSettled([attempt('ana'), attempt('adminAndes')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(sqlState(rejected.reason)).toBe('23514');
    const after = (
      await db.query<Doc>('select saldo, monto_pagado, estado from public.fin_documentos where id = $1', [id])
    ).rows[0];
    expect([text(after.monto_pagado), text(after.saldo), after.estado]).toEqual(['83300', '35700', 'pagada_parcial']);
    const applied = (
      await db.query<{ s: string }>(
        'select sum(monto) as s from public.fin_pago_aplicaciones where documento_id = $1',
        [id],
      )
    ).rows[0];
    expect(text(applied.s)).toBe('83300');
  });
});

describe('ageing and cash flow', () => {
  it('puts open balances in the buckets by days overdue, credit notes against the party, with a total row', async () => {
    await asActor(db, 'ana', async (tx) => {
      const buyer = (
        await one<{ id: string }>(
          tx,
          `insert into public.terceros (nombre, rut) values ('Cliente de la antigüedad', '76111222-8') returning id`,
        )
      ).id;
      const at = async (days: number, neto: number, tipo = 'factura', extra: Record<string, unknown> = {}) =>
        newDoc(tx, {
          ...extra,
          tercero_id: buyer,
          neto,
          tipo,
          fecha_emision: '2019-01-01',
          fecha_vencimiento: await daysAgo(tx, days),
        });
      await at(-10, 100); // not due: 119
      await at(0, 200); // due today: 0-30, 238
      const thirty = await at(30, 300); // 0-30, 357
      await at(31, 400); // 31-60, 476
      await at(75, 500); // 61-90, 595
      await at(91, 600); // 90+, 714
      // A credit note of 119 applied to the invoice 30 days overdue: 357 - 119 = 238 left there (the
      // note itself is settled: it is no open document of its own).
      await at(5, 100, 'nota_credito', { documento_referencia_id: thirty.id });
      const partial = await at(120, 1000); // 90+, 1.190 - 190 paid
      await pay(tx, partial.id, 190, 'cobro', buyer);
      await newDoc(tx, { tercero_id: buyer, neto: 7777, estado: 'borrador' }); // drafts are not receivables
      const rows = (await tx.query<Record<string, string>>(`select * from public.fin_antiguedad('emitido')`)).rows;
      const mine = rows.find((r) => r.tercero_id === buyer)!;
      expect([mine.por_vencer, mine.d0_30, mine.d31_60, mine.d61_90, mine.d90_mas, mine.total].map(text)).toEqual([
        '119',
        '476',
        '476',
        '595',
        '1714',
        '3380',
      ]);
      expect(Number(mine.documentos)).toBe(7);
      const total = rows[rows.length - 1];
      expect(total.tercero_id).toBeNull();
      const sum = rows.slice(0, -1).reduce((s, r) => s + BigInt(text(r.total)), 0n);
      expect(BigInt(text(total.total))).toBe(sum);
      // The payables are another list.
      expect(
        (await tx.query<Record<string, string>>(`select * from public.fin_antiguedad('recibido')`)).rows.some(
          (r) => r.tercero_id === buyer,
        ),
      ).toBe(false);
    });
  });

  it('shows what was collected by month and projects open balances by due month (overdue into this month)', async () => {
    await asActor(db, 'adminPacifico', async (tx) => {
      const buyer = (
        await one<{ id: string }>(
          tx,
          `insert into public.terceros (nombre, rut) values ('Cliente del flujo', '76333444-9') returning id`,
        )
      ).id;
      await tx.query(`delete from public.fin_pagos`);
      const overdue = await newDoc(tx, {
        tercero_id: buyer,
        neto: 1000,
        fecha_emision: '2019-01-01',
        fecha_vencimiento: await daysAgo(tx, 40),
      });
      await pay(tx, overdue.id, 190, 'cobro', buyer);
      const rows = (await tx.query<Record<string, string>>(`select * from public.fin_flujo_caja(2, 2)`)).rows;
      expect(rows).toHaveLength(5);
      const thisMonth = rows[2];
      expect(text(thisMonth.cobrado)).toBe('190');
      // This month's projection holds the overdue balance (1.000), plus whatever the demo data has due.
      expect(BigInt(text(thisMonth.por_cobrar))).toBeGreaterThanOrEqual(1000n);
      expect(text(rows[0].por_cobrar)).toBe('0');
    });
  });
});

describe('categories', () => {
  it('are managed by admin_empresa; a document takes an income category when issued and an expense one when received', async () => {
    await asActor(db, 'ana', async (tx) => {
      expect(
        (await statementFailure(tx, `insert into public.fin_categorias (tipo, nombre) values ('ingreso', 'Por Ana')`))
          ?.code,
      ).toBe('42501');
    });
    await asActor(db, 'adminAndes', async (tx) => {
      const cat = (
        await one<{ id: string }>(
          tx,
          `insert into public.fin_categorias (tipo, nombre) values ('gasto', 'Fletes de prueba') returning id`,
        )
      ).id;
      expect(
        (
          await statementFailure(
            tx,
            `insert into public.fin_documentos (direccion, tercero_id, neto, categoria_id) values ('emitido', $1, 100, $2)`,
            [client, cat],
          )
        )?.message,
      ).toBe('La categoría no es una categoría de ingresos de la empresa.');
      const d = await newDoc(tx, { direccion: 'recibido', tercero_id: supplier, folio: 77, categoria_id: cat });
      expect(d.id).toBeTruthy();
    });
  });
});

describe('demo data', () => {
  it('gives Industrias Andes months of documents in every state with payments and overdue balances, and Pacífico its own', async () => {
    const stats = async (who: 'adminAndes' | 'adminPacifico') =>
      await asActor(db, who, async (tx) =>
        one<Record<string, string>>(
          tx,
          `select
          (select count(*) from public.fin_documentos where direccion = 'emitido') as emitidos,
          (select count(*) from public.fin_documentos where direccion = 'recibido') as recibidos,
          (select count(distinct estado_actual) from public.fin_documentos_vista) as estados,
          (select count(*) from public.fin_documentos_vista where estado_actual = 'vencida') as vencidos,
          (select count(*) from public.fin_documentos where tipo = 'nota_credito') as notas,
          (select count(*) from public.fin_pagos) as pagos,
          (select count(*) from public.fin_categorias) as categorias,
          (select max(current_date - fecha_emision) from public.fin_documentos) as dias`,
        ),
      );
    const andes = Object.fromEntries(Object.entries(await stats('adminAndes')).map(([k, v]) => [k, Number(v)]));
    expect(andes.emitidos).toBeGreaterThanOrEqual(120);
    expect(andes.recibidos).toBeGreaterThanOrEqual(60);
    // borrador, emitida, pagada_parcial, pagada, vencida, anulada
    expect(andes.estados).toBe(6);
    expect(andes.vencidos).toBeGreaterThan(5);
    expect(andes.notas).toBeGreaterThanOrEqual(1);
    expect(andes.pagos).toBeGreaterThan(80);
    expect(andes.categorias).toBe(8);
    expect(andes.dias).toBeGreaterThanOrEqual(150);
    const pacifico = Object.fromEntries(Object.entries(await stats('adminPacifico')).map(([k, v]) => [k, Number(v)]));
    expect(pacifico.emitidos).toBeGreaterThanOrEqual(30);
    expect(pacifico.vencidos).toBeGreaterThan(0);
    // Every stored amount paid is the sum of its applications (the triggers kept them).
    const drift = await db.query<{ n: string }>(`select count(*) as n from public.fin_documentos d
      where d.monto_pagado <> coalesce((select sum(a.monto) from public.fin_pago_aplicaciones a where a.documento_id = d.id), 0)`);
    expect(Number(drift.rows[0].n)).toBe(0);
  });

  it('hides Finance from Ana in the seed (her override), and nothing of a company from another', async () => {
    const fresh = await freshDatabase();
    try {
      const ana = await asActor(fresh, 'ana', (tx) =>
        one<{ n: string }>(tx, 'select count(*) as n from public.fin_documentos'),
      );
      expect(Number(ana.n)).toBe(0);
      const cross = await asActor(fresh, 'adminPacifico', (tx) =>
        one<{ n: string }>(tx, 'select count(*) as n from public.fin_documentos where empresa_id = $1', [
          COMPANIES.andes,
        ]),
      );
      expect(Number(cross.n)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
