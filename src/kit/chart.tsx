import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisNumber, formatNumber } from '@/lib/format';

export interface ChartProps {
  kind: 'bar' | 'line';
  data: ReadonlyArray<Record<string, string | number | null>>;
  xKey: string;
  xLabel?: string;
  series: ReadonlyArray<{ key: string; label: string; color?: string }>;
  /** Bars of each x stacked instead of side by side. */
  stacked?: boolean;
}

const PALETTE = ['var(--primary)', '#d97706', '#059669', '#dc2626', '#7c3aed'];

/** recharts, loaded on demand by ChartCard (this module is its own chunk). */
export default function Chart({ kind, data, xKey, series, stacked }: ChartProps) {
  const common = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={xKey} tick={{ fontSize: 12 }} />
      <YAxis
        allowDecimals={false}
        tick={{ fontSize: 12 }}
        tickFormatter={(v: number) => formatAxisNumber(v)}
        width={56}
      />
      <Tooltip formatter={(v) => formatNumber(v as number)} />
      {series.length > 1 && <Legend />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={260}>
      {kind === 'bar' ? (
        <BarChart accessibilityLayer={false} data={data as Array<Record<string, string | number | null>>}>
          {common}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color ?? PALETTE[i % PALETTE.length]}
              stackId={stacked ? 'a' : undefined}
            />
          ))}
        </BarChart>
      ) : (
        <LineChart accessibilityLayer={false} data={data as Array<Record<string, string | number | null>>}>
          {common}
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stroke={s.color ?? PALETTE[i % PALETTE.length]}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
