import { useQuery } from '@tanstack/react-query';
import { unwrapRows } from '@/lib/api-error';
import { todayInChile } from '@/lib/dates';
import { supabase } from '@/lib/supabase';
import type { MonthlySeries, SeriesRow } from '../lib/forecast-series';
import { predictiveKeys } from './keys';

/** The company's monthly series (public.predictive_series_mensuales), built on Chile's today. */
export async function getForecastSeries(): Promise<{ series: MonthlySeries[]; readAt: string }> {
  const rows: SeriesRow[] = unwrapRows(await supabase.rpc('predictive_series_mensuales'));
  // The arithmetic is its own chunk: nothing of it is in the module's first paint.
  const { buildSeries } = await import('../lib/forecast-series');
  return { series: buildSeries(rows, todayInChile()), readAt: new Date().toISOString() };
}

/** Re-read when the page opens again or 'Recalcular' is pressed (the forecast is recomputed on it). */
export function useForecastSeries() {
  return useQuery({ queryKey: predictiveKeys.forecastSeries(), queryFn: getForecastSeries });
}
