import { STAGES, type Stage } from './labels';

/** The columns the opportunity list and the board read (one copy: crm/api/get-opportunities.ts and bench/modules.ts). */
export const OPPORTUNITY_SUMMARY_SELECT =
  'id, nombre, etapa, monto, probabilidad, fecha_cierre_estimada, tercero_id, responsable_id, motivo_perdida, cerrada_en, creado_en';

/** What the board needs of an opportunity (the API's list rows). */
export interface BoardOpportunity {
  id: string;
  nombre: string;
  etapa: string;
  /** CLP without decimals; PostgREST may send numeric as a number or as text. */
  monto: number | string;
  probabilidad: number;
  fecha_cierre_estimada: string | null;
  tercero_id: string;
  responsable_id: string | null;
}

export interface BoardColumn<T extends BoardOpportunity> {
  stage: Stage;
  cards: T[];
  /** Sum of the amounts, exact (BigInt pesos). */
  total: bigint;
  /** Sum of amount × probability / 100, exact in hundredths of a peso, rounded to pesos at the end. */
  weighted: bigint;
}

/** An amount in whole pesos as a BigInt, exact whatever its size ('123', 123, '123.0'). */
export function pesos(value: number | string | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  if (typeof value === 'number') return BigInt(Math.round(value));
  const [whole, frac = ''] = value.trim().split('.');
  const n = BigInt(whole || '0');
  return frac && Number(frac[0]) >= 5 ? n + (n < 0n ? -1n : 1n) : n;
}

/** Rounds hundredths of a peso to the nearest peso (half up). */
const roundHundredths = (h: bigint) => (h + 50n) / 100n;

/**
 * The pipeline board's model: one column per stage, cards by expected close date (soonest first,
 * undated last), then by amount; column totals summed exactly (never floats). Pure, so the bench
 * times it over 5,000 opportunities (bench/modules.ts) and component tests check it directly.
 */
export function buildBoard<T extends BoardOpportunity>(rows: readonly T[]): BoardColumn<T>[] {
  const byStage = new Map<Stage, T[]>(STAGES.map((s) => [s, []]));
  for (const r of rows) byStage.get(r.etapa as Stage)?.push(r);
  return STAGES.map((stage) => {
    const cards = byStage.get(stage)!;
    const amounts = new Map<T, bigint>();
    let total = 0n;
    let weightedHundredths = 0n;
    for (const c of cards) {
      const m = pesos(c.monto);
      amounts.set(c, m);
      total += m;
      weightedHundredths += m * BigInt(c.probabilidad);
    }
    cards.sort((a, b) => {
      const da = a.fecha_cierre_estimada ?? '9999-12-31';
      const db = b.fecha_cierre_estimada ?? '9999-12-31';
      if (da !== db) return da < db ? -1 : 1;
      const ma = amounts.get(a)!;
      const mb = amounts.get(b)!;
      return ma === mb ? a.nombre.localeCompare(b.nombre, 'es-CL') : ma > mb ? -1 : 1;
    });
    return { stage, cards, total, weighted: roundHundredths(weightedHundredths) };
  });
}
