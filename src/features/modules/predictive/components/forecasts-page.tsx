import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ChartCard, EmptyState, FigureCard, QueryState } from '@/kit';
import { formatDateTime, formatMonth, formatNumber } from '@/lib/format';
import { useForecastSeries } from '../api/forecasts';
import type { MonthlySeries, SeriesKind } from '../lib/forecast-series';
import { HORIZON_MONTHS, MIN_MONTHS, REORDER_PAGE_SIZE } from '../lib/forecast-limits';

const KIND_LABEL: Record<SeriesKind, string> = {
  ventas: 'Ventas netas (sin IVA)',
  por_cobrar: 'Cuentas por cobrar (saldo a fin de mes)',
  por_pagar: 'Cuentas por pagar (saldo a fin de mes)',
  repuesto: 'Consumo de repuesto',
};
const selectClass = 'h-9 rounded-md border border-input bg-card px-2 text-sm';
const n = (v: number | null | undefined, digits = 1) =>
  v == null || !Number.isFinite(v) ? '—' : formatNumber(Math.round(v * 10 ** digits) / 10 ** digits);
const seriesLabel = (s: MonthlySeries) => (s.kind === 'repuesto' ? `Repuesto ${s.label}` : KIND_LABEL[s.kind]);
const loadLib = () => import('../lib/forecast-series');

/** Forecasts of Finance's monthly series and of spare-part consumption, backtested, with reorder points. */
export function ForecastsPage() {
  const data = useForecastSeries();
  return (
    <QueryState
      query={data}
      loadingLabel="Leyendo las series mensuales..."
      errorTitle="No se pudieron leer las series"
      isEmpty={(d) => d.series.length === 0}
      empty={
        <EmptyState title="Aún no hay datos para pronosticar">
          Los pronósticos usan los documentos emitidos y recibidos de Axel Finance y las salidas de repuestos de Axel
          Industrial. Tu empresa o tu usuario no tiene esos módulos, o aún no hay movimientos.
        </EmptyState>
      }
    >
      {(d) => (
        <Forecasts
          series={d.series}
          readAt={d.readAt}
          refreshing={data.isFetching}
          onRefresh={() => void data.refetch()}
        />
      )}
    </QueryState>
  );
}

function Forecasts({
  series,
  readAt,
  refreshing,
  onRefresh,
}: {
  series: MonthlySeries[];
  readAt: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [chosen, setChosen] = useState(`${series[0].kind}:${series[0].key}`);
  const current = series.find((s) => `${s.kind}:${s.key}` === chosen) ?? series[0];
  const parts = series.filter((s) => s.kind === 'repuesto');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="pronostico-serie">Serie</Label>
          <select
            id="pronostico-serie"
            className={selectClass}
            value={`${current.kind}:${current.key}`}
            onChange={(e) => setChosen(e.target.value)}
          >
            {series.map((s) => (
              <option key={`${s.kind}:${s.key}`} value={`${s.kind}:${s.key}`}>
                {seriesLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-muted-foreground">Calculado el {formatDateTime(readAt)}.</p>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? 'Recalculando...' : 'Recalcular'}
          </Button>
        </div>
      </div>
      <SeriesForecastView key={`${current.kind}:${current.key}:${readAt}`} series={current} />
      {parts.length > 0 && <Reorder parts={parts} readAt={readAt} />}
    </div>
  );
}

function SeriesForecastView({ series }: { series: MonthlySeries }) {
  const enough = series.values.length >= MIN_MONTHS;
  const forecast = useQuery({
    queryKey: ['predictive', 'forecast', series.kind, series.key, series.values],
    queryFn: async () => (await loadLib()).forecastSeries(series),
    enabled: enough,
    staleTime: Infinity,
  });
  if (!enough) {
    return (
      <EmptyState title={`Se necesitan al menos ${MIN_MONTHS} meses`}>
        {seriesLabel(series)} tiene {series.values.length}{' '}
        {series.values.length === 1 ? 'mes terminado' : 'meses terminados'} con datos. El pronóstico se calcula con{' '}
        {MIN_MONTHS} meses o más (tres para ajustar nivel y tendencia, tres para probarlo).
      </EmptyState>
    );
  }
  return (
    <QueryState
      query={forecast}
      loadingLabel="Calculando el pronóstico..."
      errorTitle="No se pudo calcular el pronóstico"
    >
      {(f) => {
        if (!f) return null;
        const history = series.months.map((m, i) => ({
          mes: formatMonth(m),
          historia: series.values[i],
          pronostico: null as number | null,
          inferior: null as number | null,
          superior: null as number | null,
        }));
        // The forecast line starts at the last real month so the two lines join.
        history[history.length - 1].pronostico = series.values[series.values.length - 1];
        const ahead = f.points.map((p) => ({
          mes: formatMonth(p.month),
          historia: null,
          pronostico: Math.round(p.mean),
          inferior: p.lower == null ? null : Math.round(p.lower),
          superior: p.upper == null ? null : Math.round(p.upper),
        }));
        const b = f.backtest;
        return (
          <div className="flex flex-col gap-4">
            <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
              <ChartCard
                title={`${seriesLabel(series)}: historia y pronóstico a ${HORIZON_MONTHS} meses`}
                kind="line"
                xKey="mes"
                xLabel="Mes"
                data={[...history, ...ahead]}
                series={[
                  { key: 'historia', label: 'Historia' },
                  { key: 'pronostico', label: 'Pronóstico' },
                  { key: 'inferior', label: 'Límite inferior 95 %', color: '#94a3b8' },
                  { key: 'superior', label: 'Límite superior 95 %', color: '#94a3b8' },
                ]}
              />
              <div className="grid content-start gap-3" aria-label="Prueba retrospectiva">
                <FigureCard
                  label="MAPE del modelo"
                  value={b?.mape == null ? '—' : `${n(b.mape)} %`}
                  hint={`Pronóstico ingenuo: ${b?.naive.mape == null ? '—' : `${n(b.naive.mape)} %`}`}
                />
                <FigureCard
                  label="MASE del modelo"
                  value={n(b?.mase ?? null, 2)}
                  hint={`Pronóstico ingenuo: ${n(b?.naive.mase ?? null, 2)}`}
                  tone={b?.mase != null && b.naive.mase != null && b.mase > b.naive.mase ? 'warning' : 'default'}
                />
                <p className="text-xs text-muted-foreground">
                  Prueba con origen móvil en {b?.origins ?? 0} meses, un mes adelante.
                </p>
              </div>
            </div>
            <section aria-labelledby="pronostico-metodo" className="flex flex-col gap-2">
              <h2 id="pronostico-metodo" className="text-base font-semibold">
                Método: {f.method}
              </h2>
              <p className="text-sm">{f.explanation}</p>
            </section>
            <Table aria-label="Pronóstico por mes">
              <TableHeader>
                <TableRow>
                  <TableHead>Mes</TableHead>
                  <TableHead className="text-right">Pronóstico</TableHead>
                  <TableHead className="text-right">Intervalo 95 %</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {f.points.map((p) => (
                  <TableRow key={p.month}>
                    <TableCell>{formatMonth(p.month)}</TableCell>
                    <TableCell className="text-right">{n(p.mean)}</TableCell>
                    <TableCell className="text-right">
                      {p.lower == null ? 'sin intervalo' : `${n(p.lower)} a ${n(p.upper)}`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <details>
              <summary className="cursor-pointer text-sm font-medium">
                Meses usados ({series.months.length}, de {formatMonth(series.months[0])} a{' '}
                {formatMonth(series.months[series.months.length - 1])})
              </summary>
              <Table aria-label="Meses usados">
                <TableHeader>
                  <TableRow>
                    <TableHead>Mes</TableHead>
                    <TableHead className="text-right">Valor</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {series.months.map((m, i) => (
                    <TableRow key={m}>
                      <TableCell>{formatMonth(m)}</TableCell>
                      <TableCell className="text-right">{n(series.values[i])}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
          </div>
        );
      }}
    </QueryState>
  );
}

function Reorder({ parts, readAt }: { parts: MonthlySeries[]; readAt: string }) {
  const [leadText, setLeadText] = useState('30');
  const [levelText, setLevelText] = useState('95');
  const lead = Number(leadText.replace(',', '.'));
  const level = Number(levelText.replace(',', '.'));
  const leadError =
    Number.isFinite(lead) && lead > 0 && lead <= 730 ? null : 'El plazo debe ser un número de días entre 1 y 730.';
  const levelError =
    Number.isFinite(level) && level >= 50 && level <= 99.9
      ? null
      : 'El nivel de servicio debe estar entre 50 y 99,9 %.';
  const valid = !leadError && !levelError;
  // Most used first; only the page shown is fitted (a fit per part).
  const sorted = useQuery({
    queryKey: ['predictive', 'reorder-order', readAt],
    queryFn: async () => (await loadLib()).partsByRecentUse(parts),
    staleTime: Infinity,
  });
  const pageSize = REORDER_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(parts.length / pageSize));
  const [wanted, setPage] = useState(0);
  // 'Recalcular' may bring fewer parts: never past the last page.
  const page = Math.min(wanted, pages - 1);
  const shown = useMemo(
    () => sorted.data?.slice(page * pageSize, (page + 1) * pageSize) ?? [],
    [sorted.data, page, pageSize],
  );
  const rows = useQuery({
    queryKey: ['predictive', 'reorder', readAt, lead, level, page],
    queryFn: async () => {
      const { partReorder } = await loadLib();
      return shown.map((p) => ({ part: p, r: partReorder(p, lead, level / 100) }));
    },
    enabled: valid && sorted.isSuccess,
    staleTime: Infinity,
  });
  return (
    <section aria-labelledby="reposicion" className="flex flex-col gap-3">
      <h2 id="reposicion" className="text-base font-semibold">
        Punto de reposición por repuesto
      </h2>
      <p className="text-sm text-muted-foreground">
        Punto de reposición = demanda pronosticada durante el plazo de reposición + z × σ del error de pronóstico ×
        √(plazo en meses), con z el cuantil normal del nivel de servicio (probabilidad de no quedar sin stock mientras
        llega el pedido) y σ la desviación de los errores de pronosticar cada mes con los anteriores.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reposicion-plazo">Plazo de reposición (días)</Label>
          <Input
            id="reposicion-plazo"
            inputMode="decimal"
            className="w-32"
            value={leadText}
            aria-invalid={leadError ? true : undefined}
            onChange={(e) => setLeadText(e.target.value)}
          />
          {leadError && <p className="text-sm text-destructive">{leadError}</p>}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="reposicion-nivel">Nivel de servicio (%)</Label>
          <Input
            id="reposicion-nivel"
            inputMode="decimal"
            className="w-32"
            value={levelText}
            aria-invalid={levelError ? true : undefined}
            onChange={(e) => setLevelText(e.target.value)}
          />
          {levelError && <p className="text-sm text-destructive">{levelError}</p>}
        </div>
      </div>
      {valid && (
        <QueryState query={rows} loadingLabel="Calculando puntos de reposición..." errorTitle="No se pudo calcular">
          {(list) => (
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label="Punto de reposición por repuesto">
                <TableHeader>
                  <TableRow>
                    <TableHead>Repuesto</TableHead>
                    <TableHead className="text-right">Meses de historia</TableHead>
                    <TableHead className="text-right">Demanda en el plazo</TableHead>
                    <TableHead className="text-right">σ del error (mes)</TableHead>
                    <TableHead className="text-right">z</TableHead>
                    <TableHead className="text-right">Stock de seguridad</TableHead>
                    <TableHead className="text-right">Punto de reposición</TableHead>
                    <TableHead>Método</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map(({ part, r }) => (
                    <TableRow key={part.key}>
                      <TableCell>{part.label}</TableCell>
                      <TableCell className="text-right">{part.values.length}</TableCell>
                      {r ? (
                        <>
                          <TableCell className="text-right">{n(r.result.demand)}</TableCell>
                          <TableCell className="text-right">{n(r.sigma)}</TableCell>
                          <TableCell className="text-right">{n(r.result.z, 2)}</TableCell>
                          <TableCell className="text-right">{n(r.result.safetyStock)}</TableCell>
                          <TableCell className="text-right font-medium">
                            {n(Math.ceil(r.result.reorderPoint), 0)}
                          </TableCell>
                          <TableCell>{r.method}</TableCell>
                        </>
                      ) : (
                        <TableCell colSpan={6} className="text-muted-foreground">
                          Se necesitan al menos {MIN_MONTHS} meses de consumo.
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
        </QueryState>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground">
            Repuestos {formatNumber(page * pageSize + 1)} a{' '}
            {formatNumber(Math.min(parts.length, (page + 1) * pageSize))} de {formatNumber(parts.length)}, los de más
            consumo en los últimos 12 meses primero.
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Anteriores
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
              Siguientes
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
