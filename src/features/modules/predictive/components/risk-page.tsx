import { Fragment, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { modulePath } from '@/config/product';
import { useSavePlan } from '@/features/modules/industrial/public';
import { orderPath, useCreateOrder } from '@/features/modules/ops/public';
import { EmptyState, QueryState, useHasModule } from '@/kit';
import { todayInChile } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useFailureOrders, useFailureRisk } from '../api/get-failure-risk';
import {
  HORIZON_DAYS,
  methodParagraph,
  MODEL_LABEL,
  suggestedPlanDays,
  type AssetRisk,
  type RiskRanking,
} from '../lib/risk-ranking';

const n1 = (v: number | null) => (v == null ? '—' : formatNumber(Math.round(v * 10) / 10));
const pct = (p: number | null) => (p == null ? '—' : `${formatNumber(Math.round(p * 1000) / 10)} %`);
const orderCode = (n: number) => `OT-${String(n).padStart(6, '0')}`;

const BETA_SHORT = { infantil: 'Fallas tempranas', aleatoria: 'Al azar', desgaste: 'Desgaste' } as const;

/** The failure-risk ranking: every asset's model, its probability in 30 days, and the inputs behind it. */
export function RiskPage() {
  const hasOps = useHasModule('ops');
  const risk = useFailureRisk(hasOps);
  if (!hasOps) {
    return (
      <EmptyState title="El riesgo de falla necesita Axel Ops">
        Se calcula con las órdenes correctivas de Axel Ops, y tu empresa o tu usuario no lo tiene.
      </EmptyState>
    );
  }
  return (
    <QueryState
      query={risk}
      loadingLabel="Calculando el riesgo de falla..."
      errorTitle="No se pudo calcular el riesgo de falla"
      isEmpty={(r) => r.assets.every((a) => a.failures === 0)}
      empty={
        <EmptyState title="Aún no hay órdenes correctivas">
          El riesgo se calcula con las órdenes correctivas de Axel Ops: cuando se registren fallas, aparecerán aquí.
        </EmptyState>
      }
    >
      {(ranking) => <Ranking ranking={ranking} refreshing={risk.isFetching} onRefresh={() => void risk.refetch()} />}
    </QueryState>
  );
}

function Ranking({
  ranking,
  refreshing,
  onRefresh,
}: {
  ranking: RiskRanking;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Probabilidad de falla en los próximos {HORIZON_DAYS} días por activo, ordenada por riesgo × criticidad (A pesa
          3, B 2, C 1). Calculado el {formatDateTime(ranking.computedAt)}.
        </p>
        <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Recalculando...' : 'Recalcular'}
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <Table aria-label="Riesgo de falla por activo">
          <TableHeader>
            <TableRow>
              <TableHead>#</TableHead>
              <TableHead>Activo</TableHead>
              <TableHead>Criticidad</TableHead>
              <TableHead className="text-right">Fallas</TableHead>
              <TableHead className="text-right">MTBF (días)</TableHead>
              <TableHead className="text-right">MTTR (h)</TableHead>
              <TableHead>Modelo</TableHead>
              <TableHead className="text-right">P(falla {HORIZON_DAYS} días)</TableHead>
              <TableHead className="text-right">Riesgo × criticidad</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ranking.assets.map((a, k) => (
              <Fragment key={a.key}>
                <TableRow data-asset={a.key}>
                  <TableCell>{k + 1}</TableCell>
                  <TableCell>
                    <button
                      type="button"
                      className="text-left underline-offset-2 hover:underline"
                      aria-expanded={open === a.key}
                      aria-label={`Ver cálculo de ${a.name}`}
                      onClick={() => setOpen(open === a.key ? null : a.key)}
                    >
                      {a.code ? <span className="text-muted-foreground">{a.code} · </span> : null}
                      {a.name}
                    </button>
                  </TableCell>
                  <TableCell>{a.criticality ?? '—'}</TableCell>
                  <TableCell className="text-right">{formatNumber(a.failures)}</TableCell>
                  <TableCell className="text-right">{n1(a.mtbfDays)}</TableCell>
                  <TableCell className="text-right">{n1(a.mttrHours)}</TableCell>
                  <TableCell>
                    {MODEL_LABEL[a.model.kind]}
                    {a.betaReading ? (
                      <Badge variant="outline" className="ml-1">
                        {BETA_SHORT[a.betaReading]}
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right">{pct(a.probability)}</TableCell>
                  <TableCell className="text-right font-medium">{n1(a.score == null ? null : a.score * 100)}</TableCell>
                </TableRow>
                {open === a.key ? (
                  <TableRow>
                    <TableCell colSpan={9} className="bg-muted/30">
                      <RiskDetail risk={a} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </div>
      <CategoryTable ranking={ranking} />
    </div>
  );
}

/** What one asset's numbers are made of: its orders, its intervals, the fit and the method. */
function RiskDetail({ risk }: { risk: AssetRisk }) {
  return (
    <section aria-label={`Cálculo de ${risk.name}`} className="flex flex-col gap-3 py-2 text-sm">
      <p>{methodParagraph(risk)}</p>
      <RiskActions risk={risk} />
      {risk.failures ? <RiskOrders risk={risk} /> : <p>Sin órdenes correctivas propias.</p>}
    </section>
  );
}

/** The orders behind the numbers, read when the calculation is opened. */
function RiskOrders({ risk }: { risk: AssetRisk }) {
  const orders = useFailureOrders(risk.key);
  return (
    <div>
      <h3 className="font-medium">Órdenes correctivas usadas ({formatNumber(risk.failures)})</h3>
      <QueryState
        query={orders}
        loadingLabel="Cargando las órdenes..."
        errorTitle="No se pudieron cargar las órdenes"
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-muted-foreground">Las órdenes ya no están visibles para ti.</p>}
      >
        {(list) => (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((o, k) => (
              <li key={o.id}>
                <Link className="underline" to={orderPath(o.id)}>
                  {orderCode(o.number)}
                </Link>{' '}
                {formatDateTime(o.at)}
                {o.repairHours != null ? `, ${n1(o.repairHours)} h hasta completarse` : ', sin completar'}
                {k > 0 && risk.intervals[k - 1] != null ? `; ${n1(risk.intervals[k - 1])} días desde la anterior` : ''}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

/** 'Generar OT' (with Ops) and 'Crear plan preventivo' (with Industrial, for a wear-out asset). */
function RiskActions({ risk }: { risk: AssetRisk }) {
  const hasIndustrial = useHasModule('industrial');
  const navigate = useNavigate();
  const createOrder = useCreateOrder({
    onSuccess: (order) => {
      toast.success(`Orden ${order.codigo} creada`);
      void navigate(orderPath(order.id));
    },
  });
  const savePlan = useSavePlan({
    onSuccess: () => toast.success('Plan preventivo creado'),
  });
  const planDays = suggestedPlanDays(risk);
  const why = `Riesgo de falla ${pct(risk.probability)} en ${HORIZON_DAYS} días (${MODEL_LABEL[risk.model.kind]}), según Axel Predictive.`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        disabled={createOrder.isPending}
        onClick={() =>
          createOrder.mutate({
            tipo: 'preventiva',
            prioridad: risk.criticality === 'A' && (risk.probability ?? 0) >= 0.5 ? 'alta' : 'media',
            activo_id: risk.assetId,
            equipo_texto: risk.assetId ? null : risk.name,
            falla_reportada: `Inspección preventiva de ${risk.name}. ${why}`,
          })
        }
      >
        {createOrder.isPending ? 'Generando...' : 'Generar OT'}
      </Button>
      {hasIndustrial && risk.assetId ? (
        planDays ? (
          <Button
            size="sm"
            variant="outline"
            disabled={savePlan.isPending || savePlan.isSuccess}
            onClick={() =>
              savePlan.mutate({
                values: {
                  activo_id: risk.assetId!,
                  nombre: `Preventivo por desgaste de ${risk.name}`.slice(0, 200),
                  descripcion: `Cada ${formatNumber(planDays)} días: la vida B10 del ajuste de Weibull (el 10 % de las fallas ocurre antes). ${why}`,
                  frecuencia_dias: planDays,
                  fecha_inicio: todayInChile(),
                },
              })
            }
          >
            {savePlan.isSuccess ? 'Plan creado' : `Crear plan preventivo (cada ${formatNumber(planDays)} días)`}
          </Button>
        ) : (
          <span className="text-muted-foreground">
            Sin plan preventivo sugerido: solo ayuda cuando el modelo muestra desgaste (β &gt; 1).
          </span>
        )
      ) : null}
      {savePlan.isSuccess ? (
        <Link className="underline" to={`${modulePath('industrial')}/planes`}>
          Ver planes
        </Link>
      ) : null}
    </div>
  );
}

function CategoryTable({ ranking }: { ranking: RiskRanking }) {
  if (!ranking.categories.length) return null;
  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label="Fallas por categoría">
        <TableHeader>
          <TableRow>
            <TableHead>Categoría</TableHead>
            <TableHead className="text-right">Activos</TableHead>
            <TableHead className="text-right">Fallas</TableHead>
            <TableHead className="text-right">MTBF (días)</TableHead>
            <TableHead className="text-right">MTTR (h)</TableHead>
            <TableHead className="text-right">β</TableHead>
            <TableHead className="text-right">η (días)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ranking.categories.map((c) => (
            <TableRow key={c.category}>
              <TableCell>{c.category}</TableCell>
              <TableCell className="text-right">{formatNumber(c.assets)}</TableCell>
              <TableCell className="text-right">{formatNumber(c.failures)}</TableCell>
              <TableCell className="text-right">{n1(c.mtbfDays)}</TableCell>
              <TableCell className="text-right">{n1(c.mttrHours)}</TableCell>
              <TableCell className="text-right">{n1(c.beta)}</TableCell>
              <TableCell className="text-right">{n1(c.eta)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
