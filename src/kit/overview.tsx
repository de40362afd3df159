import { lazy, Suspense, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { afterScreenPainted } from '@/lib/after-screen';
import type { ChartProps } from './chart';

/** The chart library (recharts) loads only when an overview shows a chart, never with first paint. */
/**
 * The chart's code (recharts, ~110 KB gzip) is fetched once the screen is painted (issue 33: an
 * overview is usable with its figures; the chart is drawn after them). Its figures are in the card's
 * table for screen readers from the start.
 */
const LazyChart = lazy(() => afterScreenPainted().then(() => import('./chart')));

export function OverviewGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>;
}

/** One live figure: a label, the value (already formatted), and an optional line under it. */
export function FigureCard({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'warning' | 'danger';
}) {
  const color = tone === 'danger' ? 'text-destructive' : tone === 'warning' ? 'text-amber-700' : '';
  return (
    <Card>
      <CardHeader className="pb-1">
        <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className={`text-3xl font-semibold tabular-nums ${color}`} data-testid={`figura-${label}`}>
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}

/** A titled chart card; the chart itself is lazy, with a table of the same figures for screen readers. */
export function ChartCard({ title, ...chart }: ChartProps & { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true">
          {/* Not a loading state: the screen does not wait for its chart (afterScreenPainted). */}
          <Suspense
            fallback={
              <div className="flex h-64 items-center justify-center text-sm text-muted-foreground">
                Cargando gráfico...
              </div>
            }
          >
            <LazyChart {...chart} />
          </Suspense>
        </div>
        <table className="sr-only" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{chart.xLabel ?? ''}</th>
              {chart.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.data.map((d, i) => (
              <tr key={i}>
                <th scope="row">{String(d[chart.xKey] ?? '')}</th>
                {chart.series.map((s) => (
                  <td key={s.key}>{String(d[s.key] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
