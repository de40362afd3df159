import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { EnvErrorScreen } from './app/env-error-screen';
import { prepareRoute } from './app/router';
import { parseEnv } from './config/env';
import { setHydrating } from './lib/prerender-state';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root');

const env = parseEnv(import.meta.env);

// The build renders the public pages to HTML and marks #root with the path it rendered
// (scripts/prerender-spa.ts). That page is hydrated once its route is ready; anywhere
// else (a static host answering every path with index.html, say) the app renders from scratch.
if (env.ok && container.dataset.prerendered === window.location.pathname) {
  // Not a top-level await: the bundler would then split every module the lazy routes share with
  // this entry into chunks of their own (6 KB more gzip and a dozen more requests).
  // Should its route fail to load (a deploy replaced the chunk, the network dropped), the app
  // renders from scratch, and the router shows the failure with its error page.
  hydratePrerendered(container).catch((error: unknown) => {
    console.error('Could not hydrate the prerendered page', error);
    renderFromScratch(container);
  });
} else {
  renderFromScratch(container);
}

function renderFromScratch(root: HTMLElement) {
  delete root.dataset.prerendered;
  root.replaceChildren();
  createRoot(root).render(<StrictMode>{env.ok ? <App /> : <EnvErrorScreen issues={env.issues} />}</StrictMode>);
}

async function hydratePrerendered(root: HTMLElement) {
  await prepareRoute(new URL(window.location.href));
  setHydrating(true);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <HydratedMark />
      </StrictMode>,
    );
  });
}

/**
 * Runs after the hydration commits and drops the marker: from then on the page is React's, its
 * buttons answer, and a browser test waiting for `#root:not([data-prerendered])` may click.
 */
function HydratedMark() {
  useEffect(() => {
    setHydrating(false);
    document.getElementById('root')?.removeAttribute('data-prerendered');
  }, []);
  return null;
}
