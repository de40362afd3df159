import { Fragment, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAssetOptions } from '@/features/modules/industrial/public';
import { EmptyState, QueryState, useHasModule } from '@/kit';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useAlertContext, useAlerts, useDecideAlert, useRunReview, type AlertsRun } from '../api/alerts';
import type { StoredAlert } from '../api/types';
import { alertParagraph, precision, RULE_LABEL, type AnomalyRule } from '../lib/alerts';
import { VARIABLE_LABEL, type Variable } from '../lib/readings';

const n2 = (v: number | null) => (v == null ? '—' : formatNumber(Math.round(v * 100) / 100));
const STATE_LABEL: Record<string, string> = { pendiente: 'Pendiente', aceptada: 'Aceptada', descartada: 'Descartada' };
const ORIGIN_LABEL: Record<string, string> = {
  lecturas: 'al llegar lecturas',
  revision: 'revisión programada',
  manual: 'a pedido',
};

/** 'Alertas': anomalies found in the readings, each with its why, accepted or dismissed by a person. */
export function AlertsPage() {
  const hasIndustrial = useHasModule('industrial');
  const alerts = useAlerts(hasIndustrial);
  if (!hasIndustrial) {
    return (
      <EmptyState title="Las alertas necesitan Axel Industrial">
        Se calculan con las lecturas de los activos de Axel Industrial, y tu empresa o tu usuario no lo tiene.
      </EmptyState>
    );
  }
  return (
    <QueryState query={alerts} loadingLabel="Cargando las alertas..." errorTitle="No se pudieron cargar las alertas">
      {(run) => <Alerts run={run} />}
    </QueryState>
  );
}

function Alerts({ run }: { run: AlertsRun }) {
  const review = useRunReview();
  const assets = useAssetOptions();
  const names = useMemo(
    () => new Map((assets.data ?? []).map((a) => [a.id, `${a.codigo} · ${a.nombre}`])),
    [assets.data],
  );
  const [filter, setFilter] = useState<'pendiente' | 'todas'>('pendiente');
  const [open, setOpen] = useState<string | null>(null);
  const p = precision(run.alerts);
  const shown = filter === 'todas' ? run.alerts : run.alerts.filter((a) => a.estado === 'pendiente');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <section aria-label="Precisión medida" className="rounded-lg border bg-card p-4">
          <p className="text-sm text-muted-foreground">Precisión medida</p>
          <p className="text-2xl font-semibold" data-testid="precision">
            {p.value == null ? 'Sin decisiones' : `${formatNumber(Math.round(p.value * 1000) / 10)} %`}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatNumber(p.accepted)} aceptadas de {formatNumber(p.decided)} decididas: la proporción de alertas que
            una persona confirmó como anomalía real.
          </p>
        </section>
        <section aria-label="Pendientes" className="rounded-lg border bg-card p-4">
          <p className="text-sm text-muted-foreground">Pendientes de decidir</p>
          <p className="text-2xl font-semibold">{formatNumber(p.pending)}</p>
          <p className="text-xs text-muted-foreground">{formatNumber(p.dismissed)} descartadas.</p>
        </section>
        <section aria-label="Revisión" className="rounded-lg border bg-card p-4 text-sm">
          {run.review ? (
            <p data-testid="ultima-revision">
              Última revisión el {formatDateTime(run.review.revisado_en)} (
              {ORIGIN_LABEL[run.review.origen] ?? run.review.origen}): {formatNumber(run.review.lecturas)} lecturas en{' '}
              {formatNumber(run.review.series)} series (activo y variable); {formatNumber(run.review.alertas_nuevas)}{' '}
              alertas nuevas.
            </p>
          ) : (
            <p data-testid="ultima-revision">Aún no se ha revisado ninguna lectura.</p>
          )}
          <Button
            className="mt-2"
            size="sm"
            variant="outline"
            onClick={() => review.mutate()}
            disabled={review.isPending}
          >
            {review.isPending ? 'Revisando...' : 'Revisar ahora'}
          </Button>
        </section>
      </div>
      <p className="text-sm text-muted-foreground">
        Tres reglas sobre cada serie: valor atípico (z robusto sobre las 30 lecturas anteriores), deriva (EWMA) y cambio
        de nivel (CUSUM). Corren en el servidor cuando llegan lecturas y en la revisión programada de cada hora; cada
        alerta nueva se avisa a los administradores y a quienes crearon planes preventivos del activo. Cada alerta
        guarda el valor, la banda y el estadístico; «Ver por qué» muestra el cálculo y las lecturas usadas.
      </p>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="alertas-estado">Mostrar</Label>
          <select
            id="alertas-estado"
            className="h-9 rounded-md border border-input bg-card px-2 text-sm"
            value={filter}
            onChange={(e) => setFilter(e.target.value as 'pendiente' | 'todas')}
          >
            <option value="pendiente">Pendientes</option>
            <option value="todas">Todas</option>
          </select>
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={filter === 'pendiente' ? 'No hay alertas pendientes' : 'No hay alertas'}>
          {run.alerts.length
            ? 'Todas las alertas están decididas.'
            : run.review
              ? 'Ninguna lectura salió de sus bandas.'
              : 'Las alertas se calculan con las lecturas de los medidores: regístralas en «Lecturas».'}
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label="Alertas de anomalías">
            <TableHeader>
              <TableRow>
                <TableHead>Medido el</TableHead>
                <TableHead>Activo</TableHead>
                <TableHead>Variable</TableHead>
                <TableHead>Regla</TableHead>
                <TableHead className="text-right">Valor</TableHead>
                <TableHead className="text-right">Banda</TableHead>
                <TableHead>Estado</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((a) => (
                <Fragment key={a.id}>
                  <TableRow data-alert={a.id}>
                    <TableCell>{formatDateTime(a.medido_en)}</TableCell>
                    <TableCell>{(a.activo_id && names.get(a.activo_id)) ?? '—'}</TableCell>
                    <TableCell>{VARIABLE_LABEL[a.variable as Variable] ?? a.variable}</TableCell>
                    <TableCell>{RULE_LABEL[a.regla as AnomalyRule] ?? a.regla}</TableCell>
                    <TableCell className="text-right">{n2(a.valor)}</TableCell>
                    <TableCell className="text-right">
                      {n2(a.banda_baja)} a {n2(a.banda_alta)}
                    </TableCell>
                    <TableCell>
                      <Badge variant={a.estado === 'pendiente' ? 'outline' : 'secondary'}>
                        {STATE_LABEL[a.estado]}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <AlertActions
                        alert={a}
                        open={open === a.id}
                        onToggle={() => setOpen(open === a.id ? null : a.id)}
                      />
                    </TableCell>
                  </TableRow>
                  {open === a.id ? (
                    <TableRow>
                      <TableCell colSpan={8} className="bg-muted/30">
                        <AlertWhy alert={a} />
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

function AlertActions({ alert, open, onToggle }: { alert: StoredAlert; open: boolean; onToggle: () => void }) {
  const decide = useDecideAlert();
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" aria-expanded={open} onClick={onToggle}>
        Ver por qué
      </Button>
      {alert.estado === 'pendiente' ? (
        <>
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: alert.id, estado: 'aceptada' })}
          >
            Aceptar
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: alert.id, estado: 'descartada' })}
          >
            Descartar
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: alert.id, estado: 'pendiente' })}
        >
          Deshacer
        </Button>
      )}
    </div>
  );
}

/** The alert's method with its numbers, and the readings it was read from. */
function AlertWhy({ alert }: { alert: StoredAlert }) {
  const context = useAlertContext(alert);
  const unit = context.data?.find((r) => r.id === alert.lectura_id)?.unidad ?? null;
  return (
    <section aria-label="Por qué se levantó la alerta" className="flex flex-col gap-2 py-2 text-sm">
      <p>{alertParagraph({ ...alert, unidad: unit })}</p>
      {alert.desde ? <p>Desde: {formatDateTime(alert.desde)}.</p> : null}
      {alert.decidida_en ? (
        <p className="text-muted-foreground">
          {STATE_LABEL[alert.estado]} el {formatDateTime(alert.decidida_en)}.
        </p>
      ) : null}
      <QueryState
        query={context}
        loadingLabel="Cargando las lecturas..."
        errorTitle="No se pudieron cargar las lecturas"
      >
        {(rows) => (
          <div>
            <h3 className="font-medium">Lecturas de la serie alrededor de la alerta</h3>
            <ol className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((r) => (
                <li key={r.id} className={r.id === alert.lectura_id ? 'font-semibold' : undefined}>
                  {formatDateTime(r.medido_en)}: {n2(r.valor)} {r.unidad}
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryState>
    </section>
  );
}
