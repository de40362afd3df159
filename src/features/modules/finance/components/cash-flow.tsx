import { formatMonth } from '@/lib/format';
import { ChartCard, QueryState } from '@/kit';
import { useCashFlow } from '../api/get-cash-flow';
import type { CashFlowRow } from '../api/types';
import { formatPesos, toPesos } from '@/lib/money';

/** A month's label: 'nov 2026'. */
export const monthLabel = (iso: string) => formatMonth(iso);

/**
 * The chart's rows: amounts as numbers only to draw them (whole pesos, exact far beyond any figure
 * here); each month's net is a BigInt difference.
 */
export function cashFlowChartData(rows: readonly CashFlowRow[]) {
  return rows.map((r) => ({
    mes: monthLabel(r.mes),
    cobrado: Number(toPesos(r.cobrado)),
    pagado: Number(toPesos(r.pagado)),
    por_cobrar: Number(toPesos(r.por_cobrar)),
    por_pagar: Number(toPesos(r.por_pagar)),
  }));
}

export function CashFlowChart({ monthsBack = 6, monthsAhead = 5 }: { monthsBack?: number; monthsAhead?: number }) {
  const query = useCashFlow(monthsBack, monthsAhead);
  return (
    <QueryState query={query} loadingLabel="Cargando flujo de caja..." errorTitle="No se pudo cargar el flujo de caja">
      {(rows) => (
        <ChartCard
          title="Flujo de caja por mes (real y proyectado)"
          kind="bar"
          xKey="mes"
          xLabel="Mes"
          data={cashFlowChartData(rows)}
          series={[
            { key: 'cobrado', label: 'Cobrado', color: '#16a34a' },
            { key: 'pagado', label: 'Pagado', color: '#dc2626' },
            { key: 'por_cobrar', label: 'Por cobrar (proyectado)', color: '#86efac' },
            { key: 'por_pagar', label: 'Por pagar (proyectado)', color: '#fca5a5' },
          ]}
        />
      )}
    </QueryState>
  );
}

export function CashFlowPage() {
  const query = useCashFlow();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Real: los pagos registrados en cada mes. Proyectado: los saldos abiertos según su vencimiento; lo ya vencido se
        proyecta en el mes actual.
      </p>
      <CashFlowChart />
      <QueryState
        query={query}
        loadingLabel="Cargando flujo de caja..."
        errorTitle="No se pudo cargar el flujo de caja"
      >
        {(rows) => (
          <table className="w-full text-sm" aria-label="Flujo de caja por mes">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">Mes</th>
                <th className="py-1 text-right font-medium">Cobrado</th>
                <th className="py-1 text-right font-medium">Pagado</th>
                <th className="py-1 text-right font-medium">Neto real</th>
                <th className="py-1 text-right font-medium">Por cobrar</th>
                <th className="py-1 text-right font-medium">Por pagar</th>
                <th className="py-1 text-right font-medium">Neto proyectado</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.mes} className="border-t tabular-nums">
                  <td className="py-1">{monthLabel(r.mes)}</td>
                  <td className="py-1 text-right">{formatPesos(r.cobrado)}</td>
                  <td className="py-1 text-right">{formatPesos(r.pagado)}</td>
                  <td className="py-1 text-right">{formatPesos(toPesos(r.cobrado) - toPesos(r.pagado))}</td>
                  <td className="py-1 text-right">{formatPesos(r.por_cobrar)}</td>
                  <td className="py-1 text-right">{formatPesos(r.por_pagar)}</td>
                  <td className="py-1 text-right">{formatPesos(toPesos(r.por_cobrar) - toPesos(r.por_pagar))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </div>
  );
}
