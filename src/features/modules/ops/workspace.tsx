import { type ReactNode } from 'react';
import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { OpsLiveBar } from './components/live-bar';
import { manifest } from './manifest';
import { screens } from './screens';

const OpsOverview = lazyScreen(screens[''], (m) => m.OpsOverview);
const OrdersPage = lazyScreen(screens.ordenes, (m) => m.OrdersPage);
const OrderDetail = lazyScreen(screens['ordenes/:id'], (m) => m.OrderDetail);
const BoardPage = lazyScreen(screens.tablero, (m) => m.BoardPage);

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
