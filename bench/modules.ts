/**
 * Module workspaces (issue 13), the parts that run in the browser's JavaScript, timed in Node:
 * - the work-order list's search + filter + sort (applyListParams with the list's own rule,
 *   src/features/modules/ops/order-list-spec.ts) over 100,000 orders. This is the data work of
 *   "filter to paint"; the paint itself (a virtualised list of ~30 rows) is not measured here.
 * - a CSV import of 10,000 spare parts: papaparse (the worker's parser) + the zod validation of
 *   every row, with the parts page's own schema.
 * - Axel CRM's pipeline board with 5,000 opportunities (crmBoardLines below).
 * Figures are medians of repeated runs; the machine is shared, read them as orders of magnitude.
 */
import type { OrderSummary } from '../src/features/modules/api/ops.ts';
import { parseCsvText } from '../src/features/modules/kit/csv-parse.ts';
import { validateCsvRows } from '../src/features/modules/kit/csv-import.ts';
import { applyListParams, type ListParams } from '../src/features/modules/kit/list-params.ts';
import { PART_IMPORT_COLUMNS, partSchema } from '../src/features/modules/industrial/part-schema.ts';
import { orderListSpec } from '../src/features/modules/ops/order-list-spec.ts';
import { buildBoard, type BoardOpportunity } from '../src/features/modules/crm/lib/board-model.ts';
import { ms, summarize, timeIt, type BenchLine } from './stats.ts';

const FAULTS = ['Ruido anormal en rodamientos', 'Fuga de aceite', 'Vibración excesiva', 'No arranca', 'Correa cortada', 'Falla en tablero eléctrico', 'Sobrecalentamiento del motor', 'Pérdida de presión'];
const STATES = ['abierta', 'asignada', 'en_curso', 'completada', 'cerrada', 'cancelada'];
const PRIORITIES = ['baja', 'media', 'alta', 'critica'];
const TYPES = ['correctiva', 'preventiva', 'instalacion', 'garantia'];

function orders(n: number): { rows: OrderSummary[]; clients: Map<string, string> } {
  const clients = new Map(Array.from({ length: 200 }, (_, i) => [`c${i}`, `Cliente ${i} Ltda.`] as [string, string]));
  const day = 86_400_000;
  const start = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: n }, (_, i): OrderSummary => ({
    id: `o${i}`,
    numero: i + 1,
    codigo: `OT-${String(i + 1).padStart(6, '0')}`,
    tipo: TYPES[i % 4],
    prioridad: PRIORITIES[(i * 7) % 4],
    estado: STATES[(i * 5) % 6],
    tecnico_id: i % 3 ? `t${i % 12}` : null,
    tercero_id: `c${i % 200}`,
    activo_id: null,
    equipo_texto: i % 2 ? `Bomba ${i % 90}` : null,
    fecha_programada: new Date(start + (i % 600) * day).toISOString().slice(0, 10),
    creado_en: new Date(start + (i % 600) * day).toISOString(),
    falla_reportada: `${FAULTS[i % FAULTS.length]} en línea ${i % 17}`,
  }));
  return { rows, clients };
}

function partsCsv(n: number): string {
  const lines = ['SKU,Nombre,Unidad,Stock,Stock mínimo,Ubicación,Costo unitario'];
  for (let i = 0; i < n; i++) lines.push(`REP-${i},"Rodamiento 62${i % 100}, sellado",Unidad,${i % 80},${i % 9},"Bodega ${i % 4}, estante ${i % 30}",${1000 + (i % 5000)}`);
  return lines.join('\r\n');
}

export default async function run(): Promise<BenchLine[]> {
  const out: BenchLine[] = [];

  const { rows, clients } = orders(100_000);
  const spec = orderListSpec(clients);
  const cases: Array<[string, ListParams]> = [
    ['state filter, sorted by N°', { search: '', filters: { estado: 'abierta', prioridad: '', tipo: '' }, sort: { key: 'numero', dir: 'desc' } }],
    ['search "fuga" + priority, sorted by priority', { search: 'fuga', filters: { estado: '', prioridad: 'alta', tipo: '' }, sort: { key: 'prioridad', dir: 'asc' } }],
    ['search "cliente 17", sorted by scheduled date', { search: 'cliente 17', filters: { estado: '', prioridad: '', tipo: '' }, sort: { key: 'fecha_programada', dir: 'asc' } }],
  ];
  for (const [name, params] of cases) {
    // The first search over a fresh list normalises every row's text (then cached per row object).
    const coldStart = performance.now();
    applyListParams(rows, params, orderListSpec(clients));
    const cold = performance.now() - coldStart;
    const samples = await timeIt(async () => applyListParams(rows, params, spec), 15, 3);
    const { median, p95 } = summarize(samples);
    out.push({ name: `work-order list, 100,000 orders, ${name} (data work of filter-to-paint)`, value: `median ${ms(median)}, p95 ${ms(p95)} (first search of a fresh list ${ms(cold)})`, budget: '< 300 ms', ok: p95 < 300 });
  }

  const csv = partsCsv(10_000);
  let validRows = 0;
  const samples = await timeIt(
    async () => {
      const parsed = parseCsvText(csv);
      validRows = validateCsvRows(parsed, PART_IMPORT_COLUMNS, partSchema, { uniqueField: 'sku' }).valid.length;
    },
    7,
    2,
  );
  if (validRows !== 10_000) throw new Error(`the import validated ${validRows} of 10,000 rows`);
  const { median, p95 } = summarize(samples);
  // No budget in the issue; it runs in a Web Worker, so the page never waits on it. Shown, not judged.
  out.push({ name: 'CSV import of 10,000 spare parts: parse (papaparse) + validate (zod)', value: `median ${ms(median)}, p95 ${ms(p95)}` });
  out.push(...(await crmBoardLines()));
  return out;
}

/**
 * Axel CRM (issue 17): the pipeline board with 5,000 opportunities, from the rows the API sends to
 * the board's model (buildBoard: grouped by stage, ordered, exact BigInt totals and weighted
 * amounts per column), src/features/modules/crm/lib/board-model.ts. Amounts arrive as numeric text.
 */
async function crmBoardLines(): Promise<BenchLine[]> {
  const stages = ['prospecto', 'calificado', 'propuesta', 'negociacion', 'ganada', 'perdida'];
  const rows: BoardOpportunity[] = Array.from({ length: 5_000 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    nombre: `Oportunidad ${i} · Cliente ${i % 300}`,
    etapa: stages[(i * 7) % 6],
    monto: String(((i * 7919) % 480 + 1) * 250_000),
    probabilidad: [10, 25, 50, 75, 100, 0][(i * 7) % 6],
    fecha_cierre_estimada: i % 13 === 0 ? null : `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    tercero_id: `t${i % 300}`,
    responsable_id: `u${i % 9}`,
  }));
  let cards = 0;
  const samples = await timeIt(
    async () => {
      cards = buildBoard(rows).reduce((n, c) => n + c.cards.length, 0);
    },
    15,
    3,
  );
  if (cards !== 5_000) throw new Error(`the board placed ${cards} of 5,000 opportunities`);
  const { median, p95 } = summarize(samples);
  return [{ name: 'CRM pipeline board, 5,000 opportunities: rows to grouped board model (exact totals)', value: `median ${ms(median)}, p95 ${ms(p95)}`, budget: '< 100 ms', ok: p95 < 100 }];
}
