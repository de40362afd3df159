/**
 * The migration of today's single-amount documents to lines (issue 32;
 * 20261127212829_fin_lineas_tipos_sii.sql), on the demo data as it was: a database migrated up to
 * just before issue 32's migrations and seeded, every document's figures read, then the new
 * migrations applied and every document read again. Each document became one line, and its neto,
 * IVA and total are the same; balances move only where a credit note is now applied to the
 * document it corrects.
 *
 * On PostgreSQL 15 only (the 'server-pg' project), what the hosted databases that held the old
 * documents run: on PGlite the same checks cost 9 s of the 'server' project (initdb and every
 * migration from scratch, since no snapshot stops before issue 32) against 2 s on PostgreSQL 15, and
 * the migration's SQL and the demo data it converts are the same on both.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/types.ts';
import { MIGRATIONS_DIR, migrate } from '../../server/migrate.ts';
import { emptyDatabase } from '../support/server.ts';

/** Issue 32's migrations: what is applied after the demo data is read. */
const ISSUE_32 = [
  '20261127212829_fin_lineas_tipos_sii.sql',
  '20261127212830_fin_importar_y_lineas.sql',
  '20261127212832_fin_tablas_modulo.sql',
];

/** What issue 32's migrations create and a later migration may use. */
const BUILDS_ON_32 =
  /\b(fin_nombre_documento|fin_documento_lineas|fin_productos|fin_tipos_documento|fin_emisor|fin_caf)\b/;

type Doc = {
  id: string;
  tipo: string;
  estado: string;
  neto: string;
  iva: string;
  total: string;
  saldo: string;
  referencia: string | null;
};
const DOCS = `select id, tipo, estado, neto::text, iva::text, total::text, saldo::text,
  documento_referencia_id as referencia from public.fin_documentos order by id`;

let db: Database;
let before: Doc[];
let dir: string;

describe.skipIf(!process.env.TEST_DATABASE_URL)('single-amount documents become lines', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'axel-migraciones-'));
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(files).toEqual(expect.arrayContaining(ISSUE_32));
    // Every other migration, but those after issue 32 that build on its objects (search, comments),
    // and those that build on what those create in turn (search's word list on search's functions).
    const sql = (f: string) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8');
    const later: string[] = [];
    const created: string[] = [];
    for (const f of files.filter((f) => f > ISSUE_32[0] && !ISSUE_32.includes(f))) {
      const text = sql(f);
      if (!BUILDS_ON_32.test(text) && !created.some((name) => text.includes(name))) continue;
      later.push(f);
      for (const m of text.matchAll(/create (?:or replace )?(?:function|table|view) ((?:public|private)\.\w+)/g))
        created.push(m[1]);
    }
    for (const f of files)
      if (!ISSUE_32.includes(f) && !later.includes(f)) symlinkSync(join(MIGRATIONS_DIR, f), join(dir, f));
    db = await emptyDatabase();
    await migrate(db, { migrationsDir: dir });
    before = (await db.query<Doc>(DOCS)).rows;
    const applied = await migrate(db);
    expect(applied.applied).toEqual([...ISSUE_32, ...later]);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every demo document’s neto, IVA and total, with one line of its amount', async () => {
    expect(before.length).toBeGreaterThan(200);
    const after = (
      await db.query<Doc & { exento: string; lineas: string; linea: string | null }>(
        `select d.id, d.tipo, d.estado, d.neto::text, d.iva::text, d.total::text, d.saldo::text, d.exento::text,
           d.documento_referencia_id as referencia,
           (select count(*) from public.fin_documento_lineas l where l.documento_id = d.id)::text as lineas,
           (select l.monto::text from public.fin_documento_lineas l where l.documento_id = d.id and l.numero = 1) as linea
         from public.fin_documentos d order by d.id`,
      )
    ).rows;
    expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id));
    after.forEach((d, i) => {
      const was = before[i];
      expect([d.tipo, d.neto, d.iva, d.total, d.exento, d.lineas], d.id).toEqual([
        was.tipo,
        was.neto,
        was.iva,
        was.total,
        '0',
        '1',
      ]);
      // The line carries the net amount (a boleta's, the price with IVA).
      expect(d.linea, d.id).toBe(d.tipo === 'boleta' ? was.total : was.neto);
    });
    // And Postgres derives the same figures from the lines.
    const derived = await db.query<{ n: string }>(
      `select count(*)::text as n from public.fin_documentos d
       where private.fin_montos_lineas(d.id, d.tipo) <> array[d.neto, d.exento, d.iva]`,
    );
    expect(derived.rows[0].n).toBe('0');
  });

  it('applies the demo’s credit notes to the invoices they correct: only their balances move', async () => {
    const after = new Map((await db.query<Doc>(DOCS)).rows.map((d) => [d.id, d]));
    const notes = before.filter((d) => d.tipo === 'nota_credito' && d.estado === 'emitida' && d.referencia);
    expect(notes.length).toBeGreaterThanOrEqual(2);
    const corrected = new Map<string, bigint>();
    for (const n of notes) corrected.set(n.referencia!, (corrected.get(n.referencia!) ?? 0n) + BigInt(n.total));
    for (const was of before) {
      const now = after.get(was.id)!;
      if (was.tipo === 'nota_credito' && notes.includes(was)) expect(now.saldo, was.id).toBe('0');
      else if (corrected.has(was.id))
        expect(BigInt(now.saldo), was.id).toBe(BigInt(was.saldo) - corrected.get(was.id)!);
      else expect([now.saldo, now.estado], was.id).toEqual([was.saldo, was.estado]);
    }
  });
});
