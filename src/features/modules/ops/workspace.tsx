import { lazy, Suspense, type ReactNode } from 'react';
import { ModuleWorkspace } from '@/kit';
import { lazyScreen } from '@/kit/screens';
import { afterScreenPainted } from '@/lib/after-screen';
import { manifest } from './manifest';
import { screens } from './screens';

const OpsOverview = lazyScreen(screens[''], (m) => m.OpsOverview);
const OrdersPage = lazyScreen(screens.ordenes, (m) => m.OrdersPage);
const OrderDetail = lazyScreen(screens['ordenes/:id'], (m) => m.OrderDetail);
const BoardPage = lazyScreen(screens.tablero, (m) => m.BoardPage);

/**
 * The live bar's code (the subscriptions, presence, the notice) loads once the screen is painted,
 * as the live connection itself does (src/lib/after-screen.ts: every join refetches the screen's
 * reads, so nothing changed in between is lost): issue 33, a screen's first load is its own code.
 */
const OpsLiveBar = lazy(() =>
  afterScreenPainted()
    .then(() => import('./components/live-bar'))
    .then((m) => ({ default: m.OpsLiveBar })),
);

/** A live screen (docs/realtime.md): its data follows other people's changes; the bar says when it cannot. */
function Live({ children, ...bar }: { children: ReactNode; order?: boolean; presence?: boolean }) {
  return (
    <>
      <Suspense fallback={null}>
        <OpsLiveBar {...bar} />
      </Suspense>
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
