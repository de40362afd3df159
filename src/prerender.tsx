import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

export { PRERENDERED_PATHS } from './app/router';

/**
 * The build-time renderer of the public pages (docs/design.md §8: the landing and the module pages
 * paint before any JavaScript arrives). scripts/prerender-spa.ts bundles this file for Node, renders
 * each of PRERENDERED_PATHS and writes the HTML into the build; main.tsx hydrates it.
 *
 * The static handler runs the route loaders (a module page's loads its data file into the query
 * cache), and `prerenderToNodeStream` waits for every Suspense boundary, so the lazily loaded parts
 * (the landing's sections below the hero) are in the HTML too. StaticRouterProvider adds the
 * router's hydration data, which createBrowserRouter reads, so the browser does not run the
 * loaders again before its first render. React puts the page's hoisted elements
 * (<title>, preloads) first; the caller moves them into <head>.
 */
export async function renderPage(pathname: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${pathname} redirects (${context.status}); it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} />
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), status: context.statusCode };
}
