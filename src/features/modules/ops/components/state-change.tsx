import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterScreenPainted } from '@/lib/after-screen';
import { useModuleUser } from '@/kit/module-user';
import { errorToast } from '@/lib/error-message';
import { formatNumber } from '@/lib/format';
import { useChangeOrderState } from '../api/change-order-state';
import { getOpenTaskCount } from '../api/get-open-task-count';
import type { OrderState } from '../lib/labels';

/**
 * The confirmation dialog (Radix's dialog, focus scope and scroll lock: ~13 KB gzip) is not part of
 * the board's first load (issue 33): its code is fetched once the screen is painted.
 */
const loadConfirmDialog = () => import('@/components/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

interface OrderRef {
  id: string;
  codigo: string | null;
  tecnico_id: string | null;
}

type Pending = { kind: 'cancel'; order: OrderRef } | { kind: 'close'; order: OrderRef; openTasks: number } | null;

/**
 * Moving an order to another state, from the board (drag, keys, buttons) or its page, with the
 * confirmations a destructive move needs (issue 31): cancelling asks for the reason (Postgres
 * refuses a cancellation without one), closing with unchecked checklist items says how many and
 * asks. Other moves go at once (optimistic, rolled back if Postgres refuses).
 */
export function useOrderStateChange(): {
  request: (order: OrderRef, to: OrderState, openTasks?: number) => void;
  pending: boolean;
  dialog: ReactNode;
} {
  const change = useChangeOrderState();
  const { userId } = useModuleUser();
  const [asking, setAsking] = useState<Pending>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    void afterScreenPainted()
      .then(loadConfirmDialog)
      .catch(() => {
        // Opening the dialog asks again (React.lazy) and shows the failure.
      });
  }, []);
  const move = (order: OrderRef, estado: OrderState, motivo_cancelacion?: string) =>
    change.mutate({
      id: order.id,
      estado,
      // Assigning an order without a technician assigns it to whoever moves it.
      tecnico_id: estado === 'asignada' && !order.tecnico_id ? userId : undefined,
      motivo_cancelacion,
    });
  const request = (order: OrderRef, to: OrderState, openTasks?: number) => {
    if (to === 'cancelada') return setAsking({ kind: 'cancel', order });
    if (to !== 'cerrada') return move(order, to);
    if (openTasks !== undefined) {
      if (openTasks > 0) setAsking({ kind: 'close', order, openTasks });
      else move(order, to);
      return;
    }
    setChecking(true);
    getOpenTaskCount(order.id)
      .then((n) => (n > 0 ? setAsking({ kind: 'close', order, openTasks: n }) : move(order, to)))
      .catch(errorToast('No se pudo revisar el checklist de la orden'))
      .finally(() => setChecking(false));
  };
  const dialog =
    asking?.kind === 'cancel' ? (
      <ConfirmDialog
        open
        title={`Cancelar la orden ${asking.order.codigo ?? ''}`}
        description="Una orden cancelada no se puede reabrir ni modificar."
        confirmLabel="Cancelar orden"
        destructive
        reason={{ label: 'Motivo de la cancelación', required: 'Indica por qué se cancela la orden' }}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          move(asking.order, 'cancelada', reason);
          setAsking(null);
        }}
      />
    ) : asking?.kind === 'close' ? (
      <ConfirmDialog
        open
        title={`Cerrar la orden ${asking.order.codigo ?? ''}`}
        description={
          asking.openTasks === 1
            ? 'Una tarea del checklist no está marcada como hecha. Una orden cerrada ya no se modifica.'
            : `${formatNumber(asking.openTasks)} tareas del checklist no están marcadas como hechas. Una orden cerrada ya no se modifica.`
        }
        confirmLabel="Cerrar de todos modos"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          move(asking.order, 'cerrada');
          setAsking(null);
        }}
      />
    ) : null;
  return {
    request,
    pending: change.isPending || checking,
    dialog: dialog && <Suspense fallback={null}>{dialog}</Suspense>,
  };
}
