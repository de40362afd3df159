import type { ReactNode } from 'react';
import { ModuleWorkspace } from '@/kit';
import { BoardPage } from './components/board-page';
import { OpsLiveBar } from './components/live-bar';
import { OrderDetail } from './components/order-detail';
import { OrdersPage } from './components/orders-page';
import { OpsOverview } from './components/overview-page';
import { manifest } from './manifest';

/** A live screen (docs/realtime.md): its data follows other people's changes; the bar says when it cannot. */
function Live({ children, ...bar }: { children: ReactNode; order?: boolean; presence?: boolean }) {
  return (
    <>
      <OpsLiveBar {...bar} />
      {children}
    </>
  );
}

/** Axel Ops at /axel-ops/*: the screens of its manifest's sections and routes. */
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
