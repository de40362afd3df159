import { ModuleWorkspace } from '@/kit';
import { BoardPage } from './components/board-page';
import { OrderDetail } from './components/order-detail';
import { OrdersPage } from './components/orders-page';
import { OpsOverview } from './components/overview-page';
import { manifest } from './manifest';

/** Axel Ops at /axel-ops/*: the screens of its manifest's sections and routes. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OpsOverview />,
        ordenes: <OrdersPage />,
        'ordenes/:id': <OrderDetail />,
        tablero: <BoardPage />,
        'mis-ordenes': <OrdersPage mine />,
      }}
    />
  );
}
