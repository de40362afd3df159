import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { MODULE_KEYS, moduleMarketingPath, modulePath } from '@/config/product';
import { RouteErrorBoundary } from './routes/route-error';

function RouteFallback() {
  return <LoadingState label="Cargando..." className="min-h-screen" />;
}

/**
 * A page reached through a link opens at its top (or at its #section), and Back returns to where the
 * visitor was: the router's scroll restoration, for the pages that scroll the window (the public
 * ones; the workspace scrolls its own <main>).
 */
function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/**
 * docs/product.md §2. Every route module loads lazily. The AuthProvider (and with it supabase-js) is a layout
 * route around /login, /reset-password and the workspace, so the landing page never loads it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { path: paths.home.path, lazy: () => import('./routes/landing') },
      { path: paths.moduleMarketing.path, lazy: () => import('./routes/module-marketing') },
      { path: paths.contact.path, lazy: () => import('./routes/contact') },
      { path: paths.notAuthorized.path, lazy: () => import('./routes/not-authorized') },
      {
        id: 'auth',
        lazy: () => import('./routes/auth-root'),
        children: [
          { path: paths.login.path, lazy: () => import('./routes/login') },
          { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
          { path: paths.acceptInvitation.path, lazy: () => import('./routes/accept-invitation') },
          {
            id: 'workspace',
            lazy: () => import('./routes/workspace'),
            children: [
              { path: paths.app.dashboard.path, lazy: () => import('./routes/dashboard') },
              { path: paths.app.profile.path, lazy: () => import('./routes/profile') },
              {
                id: 'admin',
                lazy: () => import('./routes/admin-guard'),
                children: [
                  {
                    // docs/design.md §3: only super_admin configures the system; admin_empresa is denied.
                    id: 'super-admin',
                    lazy: () => import('./routes/super-admin-guard'),
                    children: [{ path: paths.app.configBackend.path, lazy: () => import('./routes/config-backend') }],
                  },
                  { path: paths.app.adminPanel.path, lazy: () => import('./routes/admin-panel') },
                ],
              },
              ...MODULE_KEYS.map((key): RouteObject => ({
                path: `${modulePath(key)}/*`,
                handle: { moduleKey: key },
                lazy: () => import('./routes/module-workspace'),
              })),
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The public pages the build renders to HTML (src/prerender.tsx): the landing and the ten module
 * pages, the ones prospects arrive at. /contacto is left out: it fills its form from the query.
 */
export const PRERENDERED_PATHS: readonly string[] = [paths.home.getHref(), ...MODULE_KEYS.map(moduleMarketingPath)];

/**
 * Gets the route matching `url` ready to render at once, as the build rendered it: loads the
 * lazy route modules into the route objects and runs their loaders (which fill the query cache),
 * so a router created afterwards starts initialised, with the data the prerender had, instead of
 * rendering its HydrateFallback. Hydrating prerendered HTML needs exactly that first render.
 */
export async function prepareRoute(url: URL, routeList: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(routeList, url.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );
  const pattern = matches
    .map(({ route }) => route.path ?? '')
    .join('/')
    .replace(/\/+/g, '/');
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ params, request: new Request(url), url, pattern, context: undefined })
        : null,
    ),
  );
}
