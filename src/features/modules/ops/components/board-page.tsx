import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Board, ErrorState, LoadingState, type BoardColumn } from '@/kit';
import { formatDate } from '@/lib/format';
import { useBoardColumn } from '../api/get-board-column';
import { useTechnicians } from '../api/get-technicians';
import { ORDER_STATES, PRIORITY_LABEL, STATE_LABEL, TRANSITIONS, type OrderState } from '../lib/labels';
import { isOverdue, type BoardCard } from '../lib/order-list-spec';
import { orderPath } from '../lib/paths';
import { useOrderStateChange } from './state-change';

/**
 * Cards drawn per column in the board's first paint (a column's scroll area, 70% of the window,
 * shows about six); the rest of its first page follows in the next task (issue 33).
 */
const BOARD_FIRST_PAINT_CARDS = 10;

/** The six columns' queries (a fixed list: one hook per state, in order). */
function useBoardColumns() {
  const abierta = useBoardColumn('abierta');
  const asignada = useBoardColumn('asignada');
  const enCurso = useBoardColumn('en_curso');
  const completada = useBoardColumn('completada');
  const cerrada = useBoardColumn('cerrada');
  const cancelada = useBoardColumn('cancelada');
  return [abierta, asignada, enCurso, completada, cerrada, cancelada] as const;
}

/**
 * The board by state (the kit's Board): drag a card to another column or press ← → on it (only
 * where the transition is allowed; the others refuse the move), or use the card's buttons, which
 * reach every allowed state. The change shows at once and goes back, with the reason, if Postgres
 * refuses it; cancelling asks why, closing with unchecked checklist items asks first. Each column
 * reads its first cards and its count from the server, and the rest as it scrolls (issue 33: the
 * board read every open order whole, 2,000 of them, before painting).
 */
export function BoardPage() {
  const queries = useBoardColumns();
  const technicians = useTechnicians();
  const change = useOrderStateChange();
  const techName = useMemo(() => new Map((technicians.data ?? []).map((t) => [t.id, t.nombre])), [technicians.data]);

  const move = (o: BoardCard, estado: OrderState) => change.request(o, estado);

  const failed = queries.find((q) => q.isError && !q.isFetchNextPageError);
  if (failed) {
    return (
      <ErrorState
        title="No se pudieron cargar los datos"
        error={failed.error}
        onRetry={() => queries.forEach((q) => q.isError && void q.refetch())}
        retrying={queries.some((q) => q.isFetching)}
      />
    );
  }
  if (queries.some((q) => q.isPending)) return <LoadingState label="Cargando tablero..." />;
  const columns: Array<BoardColumn<BoardCard, OrderState>> = ORDER_STATES.map((estado, i) => {
    const q = queries[i];
    const pages = q.data?.pages ?? [];
    return {
      key: estado,
      label: STATE_LABEL[estado],
      cards: pages.flatMap((p) => p.cards),
      total: pages[0]?.total ?? undefined,
      approximate: pages[0]?.approximate,
      more: {
        hasMore: q.hasNextPage,
        loading: q.isFetchingNextPage,
        failed: q.isFetchNextPageError,
        load: q.fetchNextPage,
      },
    };
  });

  return (
    <>
      {change.dialog}
      <Board
        label="Tablero de órdenes por estado"
        columns={columns}
        firstPaintCards={BOARD_FIRST_PAINT_CARDS}
        cardId={(o) => o.id}
        cardTestId={(o) => o.codigo ?? o.id}
        columnOf={(o) => o.estado as OrderState}
        canMove={(o, to) => TRANSITIONS[o.estado as OrderState].includes(to)}
        onMove={move}
        cardLabel={(o) => `${o.codigo}, ${STATE_LABEL[o.estado as OrderState]}, ${o.falla_reportada}`}
        renderCard={(o) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <Link to={orderPath(o.id)} className="font-mono text-xs font-medium underline-offset-2 hover:underline">
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
  );
}
