import { useMemo, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { modulePath } from '@/config/product';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { QueryState, useModuleUser } from '../kit';
import { useBoard, useChangeState, useTechnicians, type OrderSummary } from '../api/ops';
import { PRIORITY_LABEL, STATE_LABEL, TRANSITIONS, type OrderState } from './labels';
import { BOARD_CLOSED_CARDS, groupBoard } from './order-list-spec';
import { isOverdue } from './orders-page';

/** Cards per column; the rest are counted and reachable from the list. */
const CARDS_PER_COLUMN = BOARD_CLOSED_CARDS;

/**
 * The board by state: drag a card to another column (only where the transition is allowed; the
 * others refuse the drop), or use the card's buttons, which are the keyboard's way. The change
 * shows at once and goes back, with the reason, if Postgres refuses it.
 */
export function BoardPage() {
  const query = useBoard();
  const technicians = useTechnicians();
  const change = useChangeState();
  const { userId } = useModuleUser();
  const [dragging, setDragging] = useState<OrderSummary | null>(null);
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);

  const move = (o: OrderSummary, estado: OrderState) =>
    // Assigning an order without a technician assigns it to whoever moves it.
    change.mutate({ id: o.id, estado, tecnico_id: estado === 'asignada' && !o.tecnico_id ? userId : undefined });

  return (
    <QueryState query={query} loadingLabel="Cargando tablero...">
      {({ orders, totals }) => {
        const columns = groupBoard(orders, totals);
        return (
          <div className="grid gap-3 overflow-x-auto pb-2 md:grid-cols-3 xl:grid-cols-6" aria-label="Tablero de órdenes por estado">
            {columns.map(({ estado, cards, total }) => {
              const canDrop = !!dragging && TRANSITIONS[dragging.estado as OrderState].includes(estado);
              return (
                <section
                  key={estado}
                  aria-label={`${STATE_LABEL[estado]} (${total})`}
                  data-testid={`columna-${estado}`}
                  className={cn('flex min-h-40 flex-col gap-2 rounded-lg border bg-muted/40 p-2', canDrop && 'border-primary bg-accent', dragging && !canDrop && dragging.estado !== estado && 'opacity-60')}
                  onDragOver={(e: DragEvent) => {
                    if (canDrop) e.preventDefault();
                  }}
                  onDrop={(e: DragEvent) => {
                    e.preventDefault();
                    if (dragging && canDrop) move(dragging, estado);
                    setDragging(null);
                  }}
                >
                  <h2 className="flex items-center justify-between px-1 text-sm font-semibold">
                    {STATE_LABEL[estado]}
                    <span className="text-xs font-normal text-muted-foreground">{formatNumber(total)}</span>
                  </h2>
                  <ul className="flex flex-col gap-2">
                    {cards.slice(0, CARDS_PER_COLUMN).map((o) => (
                      <li
                        key={o.id}
                        draggable={TRANSITIONS[o.estado as OrderState].length > 0}
                        onDragStart={(e) => {
                          e.dataTransfer.setData('text/plain', o.id);
                          e.dataTransfer.effectAllowed = 'move';
                          setDragging(o);
                        }}
                        onDragEnd={() => setDragging(null)}
                        className="rounded-md border bg-card p-2 text-sm shadow-xs"
                        data-testid={`tarjeta-${o.codigo}`}
                      >
                        <div className="flex items-center justify-between gap-2">
                          <Link to={`${modulePath('ops')}/ordenes/${o.id}`} className="font-mono text-xs font-medium underline-offset-2 hover:underline">
                            {o.codigo}
                          </Link>
                          <Badge variant={o.prioridad === 'critica' ? 'destructive' : 'outline'}>{PRIORITY_LABEL[o.prioridad as keyof typeof PRIORITY_LABEL]}</Badge>
                        </div>
                        <p className="mt-1 line-clamp-2">{o.falla_reportada}</p>
                        <p className="mt-1 text-xs text-muted-foreground">
                          {o.tecnico_id ? techName.get(o.tecnico_id) : 'Sin asignar'}
                          {o.fecha_programada && ` · ${formatDate(o.fecha_programada)}`}
                          {isOverdue(o) && <span className="text-destructive"> · vencida</span>}
                        </p>
                        {TRANSITIONS[o.estado as OrderState].length > 0 && (
                          <div className="mt-2 flex flex-wrap gap-1" role="group" aria-label={`Mover ${o.codigo}`}>
                            {TRANSITIONS[o.estado as OrderState].map((to) => (
                              <Button key={to} size="sm" variant="outline" className="h-6 px-2 text-xs" onClick={() => move(o, to)} aria-label={`Mover ${o.codigo} a ${STATE_LABEL[to]}`}>
                                → {STATE_LABEL[to]}
                              </Button>
                            ))}
                          </div>
                        )}
                      </li>
                    ))}
                  </ul>
                  {total > Math.min(cards.length, CARDS_PER_COLUMN) && (
                    <Link to={`${modulePath('ops')}/ordenes?estado=${estado}`} className="px-1 text-xs text-primary underline">
                      y {formatNumber(total - Math.min(cards.length, CARDS_PER_COLUMN))} más en la lista
                    </Link>
                  )}
                </section>
              );
            })}
          </div>
        );
      }}
    </QueryState>
  );
}
