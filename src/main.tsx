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
// (server/prerender-spa.ts). That page is hydrated once its route is ready; anywhere
// else (a static host answering every path with index.html, say) the app renders from scratch.
if (env.ok && container.dataset.prerendered === window.location.pathname) {
  await prepareRoute(new URL(window.location.href));
  setHydrating(true);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App />
        <HydratedMark />
      </StrictMode>,
    );
  });
} else {
  delete container.dataset.prerendered;
  container.replaceChildren();
  createRoot(container).render(<StrictMode>{env.ok ? <App /> : <EnvErrorScreen issues={env.issues} />}</StrictMode>);
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
