import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Board, QueryState } from '@/kit';
import { formatDate } from '@/lib/format';
import { useBoard } from '../api/get-board';
import { useTechnicians } from '../api/get-technicians';
import { PRIORITY_LABEL, STATE_LABEL, TRANSITIONS, type OrderState } from '../lib/labels';
import { BOARD_CLOSED_CARDS, groupBoard, type OrderSummary } from '../lib/order-list-spec';
import { orderPath, ordersPath } from '../lib/paths';
import { isOverdue } from './orders-page';
import { useOrderStateChange } from './state-change';

/** Cards per column; the rest are counted and reachable from the list. */
const CARDS_PER_COLUMN = BOARD_CLOSED_CARDS;

/**
 * The board by state (the kit's Board): drag a card to another column or press ← → on it (only
 * where the transition is allowed; the others refuse the move), or use the card's buttons, which
 * reach every allowed state. The change shows at once and goes back, with the reason, if Postgres
 * refuses it; cancelling asks why, closing with unchecked checklist items asks first.
 */
export function BoardPage() {
  const query = useBoard();
  const technicians = useTechnicians();
  const change = useOrderStateChange();
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);

  const move = (o: OrderSummary, estado: OrderState) => change.request(o, estado);

  return (
    <QueryState query={query} loadingLabel="Cargando tablero...">
      {({ orders, totals }) => (
        <>
          {change.dialog}
          <Board
            label="Tablero de órdenes por estado"
            columns={groupBoard(orders, totals).map(({ estado, cards, total }) => ({
              key: estado,
              label: STATE_LABEL[estado],
              cards,
              total,
              moreHref: ordersPath(`?estado=${estado}`),
            }))}
            cardsPerColumn={CARDS_PER_COLUMN}
            cardId={(o) => o.id}
            cardTestId={(o) => o.codigo ?? o.id}
            columnOf={(o) => o.estado as OrderState}
            canMove={(o, to) => TRANSITIONS[o.estado as OrderState].includes(to)}
            onMove={move}
            cardLabel={(o) => `${o.codigo}, ${STATE_LABEL[o.estado as OrderState]}, ${o.falla_reportada}`}
            renderCard={(o) => (
              <>
                <div className="flex items-center justify-between gap-2">
                  <Link
                    to={orderPath(o.id)}
                    className="font-mono text-xs font-medium underline-offset-2 hover:underline"
                  >
                    {o.codigo}
                  </Link>
                  <Badge variant={o.prioridad === 'critica' ? 'destructive' : 'outline'}>
                    {PRIORITY_LABEL[o.prioridad as keyof typeof PRIORITY_LABEL]}
                  </Badge>
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
                      <Button
                        key={to}
                        size="sm"
                        variant="outline"
                        className="h-6 px-2 text-xs"
                        onClick={() => move(o, to)}
                        aria-label={`Mover ${o.codigo} a ${STATE_LABEL[to]}`}
                      >
                        → {STATE_LABEL[to]}
                      </Button>
                    ))}
                  </div>
                )}
              </>
            )}
          />
        </>
      )}
    </QueryState>
  );
}
