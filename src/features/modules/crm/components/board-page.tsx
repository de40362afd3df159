import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatCLP, formatDate, formatNumber, todayIsoDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { QueryState } from '../../kit';
import { useAccounts, useChangeStage, useOpportunities, useOwners, type OpportunitySummary } from '../api/crm';
import { buildBoard, neighbourStage } from '../lib/board-model';
import { isOpenStage, STAGE_LABEL, STAGES, type Stage } from '../lib/labels';
import { CRM_ROOT, opportunityPath } from '../lib/paths';
import { LostReasonDialog } from './lost-reason-dialog';

/** Cards per column; the rest are counted and reachable from the list. */
const CARDS_PER_COLUMN = 100;

/**
 * The pipeline board: a column per stage with its total and weighted amount. A card moves by
 * dragging it to another column, or from the keyboard: ← and → on a focused card move it one stage,
 * and its 'Mover a' menu to any stage. 'Perdida' asks for the reason first. The move shows at once
 * and goes back, with Postgres's reason, if refused.
 */
export default function BoardPage() {
  const query = useOpportunities();
  const accounts = useAccounts();
  const owners = useOwners();
  const change = useChangeStage();
  const [dragging, setDragging] = useState<OpportunitySummary | null>(null);
  const [losing, setLosing] = useState<OpportunitySummary | null>(null);
  const [announce, setAnnounce] = useState('');
  const accountName = useMemo(() => new Map((accounts.data ?? []).map((a) => [a.id, a.nombre])), [accounts.data]);
  const ownerName = useMemo(() => new Map((owners.data ?? []).map((o) => [o.id, o.nombre])), [owners.data]);
  const today = todayIsoDate();
  // After a keyboard move the card remounts in its new column: the focus follows it there.
  const focusTarget = useRef<{ id: string; stage: Stage } | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    const el = document.querySelector<HTMLElement>(`[data-testid="columna-${target.stage}"] [data-card-id="${target.id}"]`);
    if (el) {
      el.focus();
      focusTarget.current = null;
    }
  });

  const move = (o: OpportunitySummary, etapa: Stage) => {
    if (o.etapa === etapa) return;
    if (etapa === 'perdida') {
      setLosing(o);
      return;
    }
    change.mutate({ id: o.id, etapa });
    setAnnounce(`${o.nombre} movida a ${STAGE_LABEL[etapa]}`);
  };

  const onCardKey = (e: KeyboardEvent<HTMLElement>, o: OpportunitySummary) => {
    if (e.target !== e.currentTarget) return;
    const direction = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!direction) return;
    e.preventDefault();
    const to = neighbourStage(o.etapa, direction);
    if (to) {
      move(o, to);
      if (to !== 'perdida') focusTarget.current = { id: o.id, stage: to };
    }
  };

  return (
    <QueryState query={query} loadingLabel="Cargando embudo..." errorTitle="No se pudo cargar el embudo">
      {(rows) => {
        const columns = buildBoard(rows);
        return (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              Arrastra una tarjeta a otra etapa, o enfócala y usa ← → para moverla una etapa (o su menú «Mover a»).
            </p>
            <p className="sr-only" aria-live="polite">
              {announce}
            </p>
            <div className="grid gap-3 overflow-x-auto pb-2 md:grid-cols-3 xl:grid-cols-6" aria-label="Embudo de oportunidades por etapa">
              {columns.map(({ stage, cards, total, weighted }) => {
                const canDrop = !!dragging && dragging.etapa !== stage;
                return (
                  <section
                    key={stage}
                    aria-label={`${STAGE_LABEL[stage]} (${cards.length})`}
                    data-testid={`columna-${stage}`}
                    className={cn('flex min-h-40 flex-col gap-2 rounded-lg border bg-muted/40 p-2', canDrop && 'border-primary bg-accent')}
                    onDragOver={(e: DragEvent) => {
                      if (canDrop) e.preventDefault();
                    }}
                    onDrop={(e: DragEvent) => {
                      e.preventDefault();
                      if (dragging && canDrop) move(dragging, stage);
                      setDragging(null);
                    }}
                  >
                    <h2 className="flex items-center justify-between px-1 text-sm font-semibold">
                      {STAGE_LABEL[stage]}
                      <span className="text-xs font-normal text-muted-foreground">{formatNumber(cards.length)}</span>
                    </h2>
                    <p className="px-1 text-xs text-muted-foreground">
                      {formatCLP(total.toString())}
                      {isOpenStage(stage) && ` · ponderado ${formatCLP(weighted.toString())}`}
                    </p>
                    <ul className="flex flex-col gap-2">
                      {cards.slice(0, CARDS_PER_COLUMN).map((o) => (
                        <li
                          key={o.id}
                          data-card-id={o.id}
                          data-testid={`tarjeta-${o.id}`}
                          tabIndex={0}
                          draggable
                          aria-keyshortcuts="ArrowLeft ArrowRight"
                          aria-label={`${o.nombre}, ${STAGE_LABEL[o.etapa as Stage] ?? o.etapa}, ${formatCLP(o.monto)}`}
                          onKeyDown={(e) => onCardKey(e, o)}
                          onDragStart={(e) => {
                            e.dataTransfer.setData('text/plain', o.id);
                            e.dataTransfer.effectAllowed = 'move';
                            setDragging(o);
                          }}
                          onDragEnd={() => setDragging(null)}
                          className="rounded-md border bg-card p-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <Link to={opportunityPath(o.id)} className="line-clamp-2 font-medium underline-offset-2 hover:underline">
                            {o.nombre}
                          </Link>
                          <p className="mt-1 text-xs text-muted-foreground">{accountName.get(o.tercero_id) ?? ''}</p>
                          <p className="mt-1 flex flex-wrap justify-between gap-1 text-xs">
                            <span className="font-medium">{formatCLP(o.monto)}</span>
                            <span className="text-muted-foreground">{formatNumber(o.probabilidad)} %</span>
                          </p>
                          <p className="mt-1 text-xs text-muted-foreground">
                            {o.responsable_id ? (ownerName.get(o.responsable_id) ?? '') : 'Sin responsable'}
                            {o.fecha_cierre_estimada && ` · cierre ${formatDate(o.fecha_cierre_estimada)}`}
                            {isOpenStage(o.etapa) && o.fecha_cierre_estimada && o.fecha_cierre_estimada < today && <span className="text-destructive"> · atrasada</span>}
                          </p>
                          <label className="mt-2 flex items-center gap-1 whitespace-nowrap text-xs text-muted-foreground">
                            Mover a
                            <select
                              className="h-7 min-w-0 flex-1 rounded-md border border-input bg-card px-1 text-xs text-foreground"
                              value={o.etapa}
                              aria-label={`Mover ${o.nombre} a`}
                              onChange={(e) => move(o, e.target.value as Stage)}
                            >
                              {STAGES.map((s) => (
                                <option key={s} value={s}>
                                  {STAGE_LABEL[s]}
                                </option>
                              ))}
                            </select>
                          </label>
                        </li>
                      ))}
                    </ul>
                    {cards.length > CARDS_PER_COLUMN && (
                      <Link to={`${CRM_ROOT}/oportunidades?etapa=${stage}`} className="px-1 text-xs text-primary underline">
                        y {formatNumber(cards.length - CARDS_PER_COLUMN)} más en la lista
                      </Link>
                    )}
                  </section>
                );
              })}
            </div>
            <LostReasonDialog
              name={losing?.nombre ?? ''}
              open={!!losing}
              onCancel={() => setLosing(null)}
              onConfirm={(reason) => {
                if (losing) {
                  change.mutate({ id: losing.id, etapa: 'perdida', motivo_perdida: reason });
                  setAnnounce(`${losing.nombre} marcada como perdida`);
                }
                setLosing(null);
              }}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
