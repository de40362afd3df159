import { lazy, type ReactNode } from 'react';
import { ModuleWorkspace } from '@/kit';
import { OpsLiveBar } from './components/live-bar';
import { manifest } from './manifest';
import { loadBoard, loadOrderDetail, loadOrders, loadOverview } from './screens';

const OpsOverview = lazy(() => loadOverview().then((m) => ({ default: m.OpsOverview })));
const OrdersPage = lazy(() => loadOrders().then((m) => ({ default: m.OrdersPage })));
const OrderDetail = lazy(() => loadOrderDetail().then((m) => ({ default: m.OrderDetail })));
const BoardPage = lazy(() => loadBoard().then((m) => ({ default: m.BoardPage })));

/** A live screen (docs/realtime.md): its data follows other people's changes; the bar says when it cannot. */
function Live({ children, ...bar }: { children: ReactNode; order?: boolean; presence?: boolean }) {
  return (
    <>
      <OpsLiveBar {...bar} />
      {children}
    </>
  );
}

/** Axel Ops at /axel-ops/*: the screens of its manifest's sections and routes, each loaded when first opened. */
export function Workspace() {
  return (
    <ModuleWorkspace
      manifest={manifest}
      screens={{
        '': <OpsOverview />,
        ordenes: (
          <Live>
            <OrdersPage />
          </Live>
        ),
        'ordenes/:id': (
          <Live order>
            <OrderDetail />
          </Live>
        ),
        tablero: (
          <Live presence>
            <BoardPage />
          </Live>
        ),
        'mis-ordenes': (
          <Live>
            <OrdersPage mine />
          </Live>
        ),
      }}
    />
  );
}
