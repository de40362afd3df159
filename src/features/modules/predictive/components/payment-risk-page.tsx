import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState, QueryState, useHasModule } from '@/kit';
import { formatCLP, formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { usePaymentRisk, usePaymentRiskDocuments, type CustomerPaymentRisk } from '../api/payment-risk';
import { PAYMENT_RISK_METHOD, paymentScoreParts } from '../lib/payment-risk';

const n1 = (v: number | null) => (v == null ? '—' : formatNumber(Math.round(v * 10) / 10));
const TYPE_LABEL: Record<string, string> = {
  factura: 'Factura',
  factura_exenta: 'Factura exenta',
  boleta: 'Boleta',
  boleta_exenta: 'Boleta exenta',
};

/** 'Riesgo de pago': customers ranked by a transparent score of how they have paid, with the reasons. */
export function PaymentRiskPage() {
  const hasFinance = useHasModule('finance');
  const risk = usePaymentRisk(hasFinance);
  if (!hasFinance) {
    return (
      <EmptyState title="El riesgo de pago necesita Axel Finance">
        Se calcula con los documentos emitidos y los pagos de Axel Finance, y tu empresa o tu usuario no lo tiene.
      </EmptyState>
    );
  }
  return (
    <QueryState
      query={risk}
      loadingLabel="Calculando el riesgo de pago..."
      errorTitle="No se pudo calcular el riesgo de pago"
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState title="Aún no hay documentos pagados o vencidos">
          El riesgo se calcula con las facturas y boletas emitidas que ya se pagaron o vencieron: cuando las haya,
          aparecerán aquí los clientes.
        </EmptyState>
      }
    >
      {(rows) => <Ranking rows={rows} refreshing={risk.isFetching} onRefresh={() => void risk.refetch()} />}
    </QueryState>
  );
}

function Ranking({
  rows,
  refreshing,
  onRefresh,
}: {
  rows: CustomerPaymentRisk[];
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string) => setOpen(open === id ? null : id);
  const cell = (r: CustomerPaymentRisk, label: string, text: string) => (
    <button
      type="button"
      className="underline-offset-2 hover:underline"
      aria-expanded={open === r.partyId}
      aria-label={`${label} de ${r.name}: ${text}. Ver cálculo`}
      onClick={() => toggle(r.partyId)}
    >
      {text}
    </button>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-3xl text-sm text-muted-foreground">{PAYMENT_RISK_METHOD}</p>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">Calculado el {formatDateTime(rows[0].computedAt)}.</span>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            {refreshing ? 'Recalculando...' : 'Recalcular'}
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="Riesgo de pago por cliente">
          <TableHeader>
            <TableRow>
              <TableHead>#</TableHead>
              <TableHead>Cliente</TableHead>
              <TableHead className="text-right">Puntaje</TableHead>
              <TableHead className="text-right">Documentos</TableHead>
              <TableHead className="text-right">Con atraso</TableHead>
              <TableHead className="text-right">Atraso promedio (días)</TableHead>
              <TableHead className="text-right">Saldo vencido</TableHead>
              <TableHead>Motivos</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r, k) => (
              <Fragment key={r.partyId}>
                <TableRow data-party={r.partyId}>
                  <TableCell>{k + 1}</TableCell>
                  <TableCell>
                    <Link className="underline-offset-2 hover:underline" to={r.path}>
                      {r.name}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right font-medium">{cell(r, 'Puntaje', String(r.score))}</TableCell>
                  <TableCell className="text-right">{cell(r, 'Documentos', formatNumber(r.documents))}</TableCell>
                  <TableCell className="text-right">
                    {cell(r, 'Con atraso', `${formatNumber(Math.round(r.shareLate * 100))} %`)}
                  </TableCell>
                  <TableCell className="text-right">{cell(r, 'Atraso promedio', n1(r.averageDaysLate))}</TableCell>
                  <TableCell className="text-right">{cell(r, 'Saldo vencido', formatCLP(r.overdueBalance))}</TableCell>
                  <TableCell>
                    <ul className="text-sm">
                      {r.reasons.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  </TableCell>
                </TableRow>
                {open === r.partyId ? (
                  <TableRow>
                    <TableCell colSpan={8} className="bg-muted/30">
                      <Detail risk={r} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

/** What one customer's score is made of: its four parts, and every document used (read then). */
function Detail({ risk }: { risk: CustomerPaymentRisk }) {
  const docs = usePaymentRiskDocuments(risk.partyId);
  return (
    <section aria-label={`Cálculo de ${risk.name}`} className="flex flex-col gap-3 py-2 text-sm">
      <ul>
        {paymentScoreParts(risk).map((p) => (
          <li key={p.label}>
            {p.label}: {n1(p.points)} de {p.weight}
          </li>
        ))}
        <li>
          Atraso promedio de los que vencieron en los últimos 90 días: {n1(risk.recentDaysLate)} días; antes:{' '}
          {n1(risk.earlierDaysLate)} días.
        </li>
        <li className="font-medium">Puntaje (redondeado): {risk.score} de 100</li>
      </ul>
      <QueryState
        query={docs}
        loadingLabel="Cargando los documentos..."
        errorTitle="No se pudieron cargar los documentos"
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-muted-foreground">Los documentos ya no están visibles para ti.</p>}
      >
        {(list) => (
          <Table aria-label={`Documentos de ${risk.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Documento</TableHead>
                <TableHead>Emitido</TableHead>
                <TableHead>Vence</TableHead>
                <TableHead>Pagado</TableHead>
                <TableHead className="text-right">Días de atraso</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead className="text-right">Saldo</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>
                    {TYPE_LABEL[d.type] ?? d.type} N° {d.folio ?? '—'}
                  </TableCell>
                  <TableCell>{formatDate(d.issuedOn)}</TableCell>
                  <TableCell>{formatDate(d.dueOn)}</TableCell>
                  <TableCell>{d.paidOn ? formatDate(d.paidOn) : 'Vencido sin pagar'}</TableCell>
                  <TableCell className="text-right">{formatNumber(d.daysLate)}</TableCell>
                  <TableCell className="text-right">{formatCLP(d.total)}</TableCell>
                  <TableCell className="text-right">{formatCLP(d.balance)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
