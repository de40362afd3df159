import {
  backtest,
  chooseSeasonality,
  fitSmoothing,
  forecastWithIntervals,
  normalQuantile,
  smoothingForecaster,
  type Backtest,
  type ForecastPoint,
  type Seasonality,
  type SmoothingFit,
} from './forecast';
import { HORIZON_MONTHS, MIN_MONTHS } from './forecast-limits';

/**
 * The Forecasts screen's arithmetic (issue 39): monthly series from public.predictive_series_mensuales,
 * their forecast 6 months ahead with a 95 % interval, the rolling-origin backtest, and the reorder
 * point of a spare part. Loaded on demand (the page imports it when it computes).
 */

/** The backtest's origins: the last 12 months at most (each origin refits the model). */
const BACKTEST_ORIGINS = 12;
const DAYS_PER_MONTH = 365.25 / 12;

export type SeriesKind = 'ventas' | 'por_cobrar' | 'por_pagar' | 'repuesto';

/** A row of public.predictive_series_mensuales: one series, a value per month from `desde` on. */
export interface SeriesRow {
  serie: string;
  clave: string;
  nombre: string;
  /** The first month (its first day, YYYY-MM-01). */
  desde: string;
  /** One value per consecutive month from `desde` to the current month (numeric: may come as text). */
  valores: (number | string)[];
}

export interface MonthlySeries {
  kind: SeriesKind;
  key: string;
  label: string;
  /** First day of each month (YYYY-MM-01), consecutive, up to the last finished month. */
  months: string[];
  values: number[];
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
const monthIso = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/**
 * One series per row, its months consecutive from its first month to the last finished one (the
 * month before `today`'s): the current, unfinished month is dropped; a month the answer lacks is 0.
 */
export function buildSeries(rows: readonly SeriesRow[], today: string): MonthlySeries[] {
  const last = monthIndex(today) - 1;
  const out: MonthlySeries[] = rows.map((r) => {
    const first = monthIndex(r.desde);
    const months: string[] = [];
    const values: number[] = [];
    for (let m = first; m <= last; m++) {
      months.push(monthIso(m));
      values.push(Number(r.valores[m - first] ?? 0));
    }
    return { kind: r.serie as SeriesKind, key: r.clave, label: r.nombre, months, values };
  });
  const order: SeriesKind[] = ['ventas', 'por_cobrar', 'por_pagar', 'repuesto'];
  return out.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.label.localeCompare(b.label, 'es'));
}

export interface SeriesForecast {
  seasonality: Seasonality;
  method: string;
  fit: SmoothingFit;
  /** The next HORIZON_MONTHS months with their 95 % interval. */
  points: (ForecastPoint & { month: string })[];
  backtest: Backtest | null;
  explanation: string;
  computedAt: string;
}

export const METHOD_LABEL: Record<Seasonality, string> = {
  ninguna: 'Holt (nivel y tendencia, sin estacionalidad)',
  aditiva: 'Holt-Winters con estacionalidad aditiva de 12 meses',
  multiplicativa: 'Holt-Winters con estacionalidad multiplicativa de 12 meses',
};

const fmt = (v: number, digits = 2) => v.toLocaleString('es-CL', { maximumFractionDigits: digits });

/** The forecast of a series, or null when it has fewer than MIN_MONTHS months. */
export function forecastSeries(series: MonthlySeries, now = new Date()): SeriesForecast | null {
  const y = series.values;
  const seasonality = chooseSeasonality(y.length);
  if (y.length < MIN_MONTHS || !seasonality) return null;
  const fit = fitSmoothing(y, seasonality);
  const lastMonth = monthIndex(series.months[series.months.length - 1]);
  const points = forecastWithIntervals(fit, HORIZON_MONTHS).map((p) => ({
    ...p,
    month: monthIso(lastMonth + p.step),
  }));
  const minTrain = Math.max(3, y.length - BACKTEST_ORIGINS);
  const test = backtest(y, smoothingForecaster(12), { minTrain, period: seasonality === 'ninguna' ? 1 : 12 });
  const { alpha, beta, gamma } = fit.params;
  const season =
    seasonality === 'ninguna'
      ? `Con ${y.length} meses no hay dos temporadas completas (se necesitan 26 meses), así que no se estima estacionalidad.`
      : `Con ${y.length} meses hay al menos dos temporadas completas, así que se estima un patrón de 12 meses (γ = ${fmt(gamma, 3)}).`;
  const scores = test
    ? ` Se probó en ${test.origins} meses pasados, pronosticando cada uno solo con los meses anteriores: error medio ${
        test.mape == null ? 'sin MAPE (valores en cero)' : `de ${fmt(test.mape, 1)} %`
      } contra ${test.naive.mape == null ? '—' : `${fmt(test.naive.mape, 1)} %`} del pronóstico ingenuo (repetir el último valor${
        seasonality === 'ninguna' ? '' : ' de la misma temporada'
      }); un MASE menor que 1 indica que el modelo supera al ingenuo.`
    : '';
  const explanation =
    `Suavizamiento exponencial: el nivel y la tendencia se actualizan cada mes dando peso α = ${fmt(alpha, 3)} al último dato y β = ${fmt(beta, 3)} al último cambio de nivel; los parámetros minimizan el error de pronosticar cada mes con los anteriores. ${season} El intervalo de 95 % se calcula con la varianza de esos errores y se ensancha con el horizonte.` +
    scores;
  return {
    seasonality,
    method: METHOD_LABEL[seasonality],
    fit,
    points,
    backtest: test,
    explanation,
    computedAt: now.toISOString(),
  };
}

export interface ReorderInput {
  /** Forecast demand of the coming months (units per month), from month 1 on. */
  monthlyForecast: readonly number[];
  /** Standard deviation of the one-step (one-month) forecast error, in units. */
  sigma: number;
  leadTimeDays: number;
  /** e.g. 0.95. */
  serviceLevel: number;
}

export interface ReorderPoint {
  leadTimeMonths: number;
  /** Forecast demand over the lead time. */
  demand: number;
  z: number;
  safetyStock: number;
  reorderPoint: number;
}

/**
 * Reorder point = forecast demand over the lead time + z × σ × √(lead time in months), with
 * z the normal quantile of the service level (cycle service level: the chance of no stock-out
 * while a replenishment is on its way). A lead time that ends inside a month takes that month's
 * share. Demand below 0 (a falling trend) counts as 0.
 */
export function reorderPoint({ monthlyForecast, sigma, leadTimeDays, serviceLevel }: ReorderInput): ReorderPoint {
  if (!(leadTimeDays > 0)) throw new RangeError('El plazo de reposición debe ser mayor que 0 días.');
  if (!(serviceLevel > 0.5 && serviceLevel < 1))
    throw new RangeError('El nivel de servicio debe estar entre 50 % y 99,9 %.');
  const months = leadTimeDays / DAYS_PER_MONTH;
  let demand = 0;
  for (let k = 0; k < Math.ceil(months); k++) {
    const share = Math.min(1, months - k);
    const f = monthlyForecast[Math.min(k, monthlyForecast.length - 1)] ?? 0;
    demand += share * Math.max(0, f);
  }
  const z = normalQuantile(serviceLevel);
  const safetyStock = z * sigma * Math.sqrt(months);
  return { leadTimeMonths: months, demand, z, safetyStock, reorderPoint: demand + safetyStock };
}

/** A part's reorder suggestion: its model's forecast and one-step error, or null with too little history. */
export function partReorder(
  series: MonthlySeries,
  leadTimeDays: number,
  serviceLevel: number,
): { forecast: number[]; sigma: number; method: string; result: ReorderPoint } | null {
  const seasonality = chooseSeasonality(series.values.length);
  if (series.values.length < MIN_MONTHS || !seasonality) return null;
  const fit = fitSmoothing(series.values, seasonality);
  const months = Math.max(HORIZON_MONTHS, Math.ceil(leadTimeDays / DAYS_PER_MONTH));
  const forecast = forecastWithIntervals(fit, months).map((p) => p.mean);
  const sigma = Math.sqrt(fit.residualVariance);
  return {
    forecast,
    sigma,
    method: METHOD_LABEL[seasonality],
    result: reorderPoint({ monthlyForecast: forecast, sigma, leadTimeDays, serviceLevel }),
  };
}

/**
 * The parts in the reorder table's order: most units taken out in their last 12 months first (the
 * parts whose stock-out costs most often), then by name. Only the page shown is fitted, so a company
 * with hundreds of parts waits for 20 fits, not for all of them.
 */
export function partsByRecentUse(parts: readonly MonthlySeries[]): MonthlySeries[] {
  const recent = (s: MonthlySeries) => s.values.slice(-12).reduce((a, v) => a + v, 0);
  return parts
    .map((s) => ({ s, use: recent(s) }))
    .sort((a, b) => b.use - a.use || a.s.label.localeCompare(b.s.label, 'es'))
    .map((x) => x.s);
}
