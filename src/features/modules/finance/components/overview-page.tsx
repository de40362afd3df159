import { formatNumber } from '@/lib/format';
import { FigureCard, OverviewGrid, QueryState } from '@/kit';
import { useFinanceSummary } from '../api/get-summary';
import { CashFlowChart } from './cash-flow';
import { formatPesos, toPesos } from '@/lib/money';

export function FinanceOverview() {
  const summary = useFinanceSummary();
  return (
    <div className="flex flex-col gap-4">
      <QueryState query={summary} loadingLabel="Cargando resumen..." errorTitle="No se pudo cargar el resumen">
        {(s) => (
          <OverviewGrid>
            <FigureCard
              label="Por cobrar"
              value={formatPesos(s.por_cobrar)}
              hint={`Vencido: ${formatPesos(s.vencido_cobrar)}`}
              tone={toPesos(s.vencido_cobrar) > 0n ? 'warning' : 'default'}
            />
            <FigureCard
              label="Por pagar"
              value={formatPesos(s.por_pagar)}
              hint={`Vencido: ${formatPesos(s.vencido_pagar)}`}
              tone={toPesos(s.vencido_pagar) > 0n ? 'warning' : 'default'}
            />
            <FigureCard
              label="Documentos vencidos"
              value={formatNumber(s.documentos_vencidos)}
              tone={s.documentos_vencidos ? 'danger' : 'default'}
              hint={`Borradores: ${formatNumber(s.borradores)}`}
            />
            <FigureCard
              label="Este mes"
              value={formatPesos(s.facturado_mes)}
              hint={`Facturado · cobrado ${formatPesos(s.cobrado_mes)} · pagado ${formatPesos(s.pagado_mes)}`}
            />
          </OverviewGrid>
        )}
      </QueryState>
      <CashFlowChart />
    </div>
  );
}
