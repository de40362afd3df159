/**
 * Axel Finance (issue 17): the receivables ageing over 100,000 documents, at the API. An in-memory
 * PGlite, migrated and seeded, behind the real server; 100,000 issued documents of Industrias Andes
 * over two years and 500 clients are loaded in bulk (the document triggers are switched off for the
 * load: folios, amounts paid and states are given, as the seed does for historical rows), then the
 * company's admin calls POST /rest/v1/rpc/fin_antiguedad as the Receivables screen does: median and
 * p95 over repeated requests. Budget: under 500 ms.
 *
 *   npm run bench -- finance
 */
import { PgliteDatabase } from '../server/db/pglite.ts';
import { DEMO_PASSWORD } from '../server/demo-accounts.ts';
import { startServer } from '../server/index.ts';
import { ms, slices, summarize, timeIt, type BenchLine } from './stats.ts';

const ANDES = 'c0000000-0000-4000-8000-000000000002';
const DOCUMENTS = Number(process.env.BENCH_FIN_DOCS ?? 100_000);
const BUDGET_MS = 500;

export default async function financeBench(): Promise<BenchLine[]> {
  const db = await PgliteDatabase.open();
  const server = await startServer({ database: db, port: 0, staticDir: false, config: { log: false } });
  try {
    const loadStart = performance.now();
    await db.exec(`
      insert into public.terceros (id, empresa_id, tipo, nombre)
      select md5('bench-fin-cliente-' || i)::uuid, '${ANDES}', 'cliente', 'Cliente de carga ' || i
      from generate_series(1, 500) i on conflict (id) do nothing;
      alter table public.fin_documentos disable trigger user;
    `);
    for (const [from, to] of slices(DOCUMENTS)) {
      await db.exec(`
        insert into public.fin_documentos (empresa_id, direccion, tipo, folio, tercero_id, fecha_emision, fecha_vencimiento, neto, iva, monto_pagado, estado)
        select '${ANDES}', 'emitido', 'factura', 1000000 + n, md5('bench-fin-cliente-' || (1 + n % 500))::uuid,
          current_date - (n % 730), current_date - (n % 730) + 30, x.neto, round(x.neto * 0.19),
          case when n % 10 < 6 then x.neto + round(x.neto * 0.19) when n % 10 = 6 then round(x.neto / 2) else 0 end,
          case when n % 10 < 6 then 'pagada' when n % 10 = 6 then 'pagada_parcial' else 'emitida' end
        from generate_series(${from}, ${to}) n
        cross join lateral (select (100000 + (n * 7919) % 5000000)::numeric as neto) x;
      `);
    }
    await db.exec(`
      alter table public.fin_documentos enable trigger user;
      analyze public.fin_documentos;
    `);
    const loadMs = performance.now() - loadStart;

    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@andes.demo', password: DEMO_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const call = async () => {
      const r = await fetch(`${server.url}/rest/v1/rpc/fin_antiguedad`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ p_direccion: 'emitido' }),
      });
      if (!r.ok) throw new Error(`fin_antiguedad: ${r.status} ${await r.text()}`);
      return (await r.json()) as Array<{ tercero_id: string | null; documentos: number }>;
    };
    const rows = await call();
    const total = rows.at(-1);
    const samples = await timeIt(call, 20, 3);
    const { median, p95 } = summarize(samples);
    return [
      {
        name: `finance: bulk load of ${DOCUMENTS.toLocaleString('en')} issued documents (setup, not a budget)`,
        value: ms(loadMs),
      },
      {
        name: `finance: receivables ageing (rpc fin_antiguedad) over ${DOCUMENTS.toLocaleString('en')} documents, ${rows.length - 1} clients, ${total?.documentos ?? 0} open, at the API`,
        value: `median ${ms(median)}, p95 ${ms(p95)}`,
        budget: `< ${BUDGET_MS} ms`,
        ok: p95 < BUDGET_MS && total?.tercero_id === null,
      },
    ];
  } finally {
    await server.stop();
    await db.close();
  }
}
