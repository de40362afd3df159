import { lazy, Suspense, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import type { ChartProps } from './chart';

/** The chart library (recharts) loads only when an overview shows a chart, never with first paint. */
const LazyChart = lazy(() => import('./chart'));

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
          <Suspense fallback={<LoadingState label="Cargando gráfico..." className="h-64 min-h-0" />}>
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
