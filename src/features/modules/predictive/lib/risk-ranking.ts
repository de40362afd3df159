import { formatNumber } from '@/lib/format';
import {
  BETA_READING_LABEL,
  chooseRiskModel,
  CRITICALITY_WEIGHT,
  failureProbability,
  fitWeibull,
  mtbf,
  mttr,
  readBeta,
  timesBetweenFailures,
  WEIBULL_MIN_INTERVALS,
  type BetaReading,
  type Failure,
  type RiskModel,
} from './reliability';

/**
 * One row of public.predictive_resumen_fallas(): an asset and the numbers of its corrective orders
 * (the orders themselves are read when its calculation is opened: public.predictive_ordenes_falla).
 */
export interface FailureHistoryRow {
  clave: string;
  activo_id: string | null;
  codigo: string | null;
  nombre: string;
  categoria: string | null;
  criticidad: string | null;
  /** Each failure's report in whole minutes since 1970-01-01 UTC, oldest first. */
  minutos: number[];
  /** Minutes from each report to its completion; null while not completed. */
  minutos_reparacion: (number | null)[];
}

export interface AssetRisk {
  key: string;
  assetId: string | null;
  code: string | null;
  name: string;
  category: string | null;
  criticality: 'A' | 'B' | 'C' | null;
  /** Number of failures (corrective orders). */
  failures: number;
  /** Days between consecutive failures. */
  intervals: number[];
  mtbfDays: number | null;
  mttrHours: number | null;
  daysSinceLast: number | null;
  model: RiskModel;
  betaReading: BetaReading | null;
  /** P(failure in the next 30 days), null without data. */
  probability: number | null;
  /** probability × the criticality's weight (A 3, B 2, C 1; unknown as B). */
  score: number | null;
}

export interface CategoryRisk {
  category: string;
  assets: number;
  failures: number;
  intervals: number;
  mtbfDays: number | null;
  mttrHours: number | null;
  beta: number | null;
  eta: number | null;
}

export interface RiskRanking {
  /** When the computation ran (ISO). */
  computedAt: string;
  assets: AssetRisk[];
  categories: CategoryRisk[];
}

const DAY = 86_400_000;
export const HORIZON_DAYS = 30;

/** Computes every asset's model, probability and score, ranked by score (then failures). */
export function rankFailureRisk(rows: readonly FailureHistoryRow[], now: Date): RiskRanking {
  const prepared = rows.map((row) => {
    const failures: Failure[] = row.minutos.map((minute, k) => {
      const repair = row.minutos_reparacion[k];
      return { day: minute / 1440, repairHours: repair == null ? null : repair / 60 };
    });
    return { row, failures, intervals: timesBetweenFailures(failures) };
  });

  const byCategory = new Map<string, typeof prepared>();
  for (const p of prepared) {
    if (!p.row.categoria) continue;
    const list = byCategory.get(p.row.categoria) ?? [];
    list.push(p);
    byCategory.set(p.row.categoria, list);
  }
  const categoryIntervals = new Map([...byCategory].map(([c, list]) => [c, list.flatMap((p) => p.intervals)]));
  const categoryFits = new Map(
    [...categoryIntervals].map(([c, pooled]) => [
      c,
      pooled.length >= WEIBULL_MIN_INTERVALS ? fitWeibull(pooled) : null,
    ]),
  );

  const today = now.getTime() / DAY;
  const assets = prepared.map(({ row, failures, intervals }): AssetRisk => {
    const pooled = row.categoria ? (categoryIntervals.get(row.categoria) ?? []) : [];
    const last = failures.length ? failures[failures.length - 1].day : null;
    const daysSinceLast = last == null ? null : Math.max(0, today - last);
    // Without a failure of its own there is no age to condition on: the category's rate (memoryless).
    let model: RiskModel =
      failures.length === 0
        ? mtbf(pooled) != null
          ? { kind: 'exponencial-categoria', mtbf: mtbf(pooled)! }
          : { kind: 'sin-datos' }
        : chooseRiskModel(intervals, pooled, row.categoria ? categoryFits.get(row.categoria) : null);
    if (model.kind === 'weibull-activo' || model.kind === 'weibull-categoria') {
      if (!(model.fit.eta > 0) || !Number.isFinite(model.fit.beta)) model = { kind: 'sin-datos' };
    }
    const probability = failureProbability(model, daysSinceLast ?? 0, HORIZON_DAYS);
    const criticality =
      row.criticidad === 'A' || row.criticidad === 'B' || row.criticidad === 'C' ? row.criticidad : null;
    return {
      key: row.clave,
      assetId: row.activo_id,
      code: row.codigo,
      name: row.nombre,
      category: row.categoria,
      criticality,
      failures: failures.length,
      intervals,
      mtbfDays: mtbf(intervals),
      mttrHours: mttr(failures),
      daysSinceLast,
      model,
      betaReading: 'fit' in model ? readBeta(model.fit.beta) : null,
      probability,
      score: probability == null ? null : probability * CRITICALITY_WEIGHT[criticality ?? 'B'],
    };
  });
  assets.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || b.failures - a.failures || a.name.localeCompare(b.name));

  const categories = [...byCategory].map(([category, list]): CategoryRisk => {
    const pooled = categoryIntervals.get(category)!;
    const fit = categoryFits.get(category) ?? null;
    return {
      category,
      assets: list.length,
      failures: list.reduce((s, p) => s + p.failures.length, 0),
      intervals: pooled.length,
      mtbfDays: mtbf(pooled),
      mttrHours: mttr(list.flatMap((p) => p.failures)),
      beta: fit?.beta ?? null,
      eta: fit?.eta ?? null,
    };
  });
  categories.sort((a, b) => b.failures - a.failures || a.category.localeCompare(b.category));
  return { computedAt: now.toISOString(), assets, categories };
}

const n1 = (v: number) => formatNumber(Math.round(v * 10) / 10);
const pct = (p: number) => `${formatNumber(Math.round(p * 1000) / 10)} %`;

/** The method in one paragraph of Spanish, with this asset's numbers. */
export function methodParagraph(risk: AssetRisk): string {
  const m = risk.model;
  const failures = `${formatNumber(risk.failures)} ${risk.failures === 1 ? 'falla' : 'fallas'}`;
  const base =
    `Se cuentan como fallas las órdenes correctivas no canceladas del activo (${failures}); ` +
    'el tiempo entre fallas es el que pasa entre dos órdenes seguidas, suponiendo que cada reparación deja el equipo como estaba. ';
  const age = risk.daysSinceLast == null ? '' : `Lleva ${n1(risk.daysSinceLast)} días desde su última falla. `;
  const p =
    risk.probability == null
      ? ''
      : `La probabilidad de falla en los próximos ${HORIZON_DAYS} días es ${pct(risk.probability)}`;
  switch (m.kind) {
    case 'weibull-activo':
    case 'weibull-categoria': {
      const source =
        m.kind === 'weibull-activo'
          ? `sus ${formatNumber(m.fit.n)} intervalos`
          : `los ${formatNumber(m.fit.n)} intervalos de su categoría (${risk.category}), porque el activo tiene menos de ${WEIBULL_MIN_INTERVALS}`;
      return (
        base +
        `Con ${source} se ajustó una distribución de Weibull de dos parámetros por regresión de rangos medianos (aproximación de Benard, mínimos cuadrados): ` +
        `β = ${n1(m.fit.beta)}, η = ${n1(m.fit.eta)} días (correlación ${formatNumber(Math.round(m.fit.rho * 1000) / 1000)}). ` +
        `${BETA_READING_LABEL[readBeta(m.fit.beta)]}. ` +
        age +
        (p ? `${p}: 1 − R(t + ${HORIZON_DAYS}) / R(t), con R(t) = exp(−(t/η)^β).` : '')
      );
    }
    case 'exponencial-activo':
    case 'exponencial-categoria': {
      const source =
        m.kind === 'exponencial-activo'
          ? `su propio MTBF (${n1(m.mtbf)} días), porque tiene menos de ${WEIBULL_MIN_INTERVALS} intervalos ni su categoría los suma`
          : `el MTBF de su categoría (${n1(m.mtbf)} días), porque el activo no tiene intervalos propios`;
      return (
        base +
        `Con pocos datos se usa el modelo exponencial (tasa de falla constante) con ${source}. ` +
        age +
        (p
          ? `${p}: 1 − exp(−${HORIZON_DAYS} / MTBF). No dice si el equipo se desgasta: faltan fallas para saberlo.`
          : '')
      );
    }
    case 'sin-datos':
      return (
        base +
        'No hay intervalos entre fallas del activo ni de su categoría: no se calcula una probabilidad. Se necesita al menos dos órdenes correctivas.'
      );
  }
}

export const MODEL_LABEL: Record<RiskModel['kind'], string> = {
  'weibull-activo': 'Weibull del activo',
  'weibull-categoria': 'Weibull de la categoría',
  'exponencial-activo': 'Exponencial del activo',
  'exponencial-categoria': 'Exponencial de la categoría',
  'sin-datos': 'Sin datos suficientes',
};

/**
 * The preventive interval a plan suggests for a wear-out asset: its B10 life, the age at which
 * 10 % of failures have happened, t = η (−ln 0.9)^(1/β), in whole days (at least one).
 */
export function suggestedPlanDays(risk: AssetRisk): number | null {
  if (!('fit' in risk.model) || readBeta(risk.model.fit.beta) !== 'desgaste') return null;
  const { beta, eta } = risk.model.fit;
  return Math.max(1, Math.min(3650, Math.round(eta * Math.pow(-Math.log(0.9), 1 / beta))));
}
