/**
 * Global setup of the e2e project: builds the SPA into a temporary directory, starts ONE local server
 * (PGlite on a copy, in memory, of the migrated and seeded snapshot, tests/support/seeded-snapshot.ts)
 * serving that build, and ONE Chromium
 * (a playwright browser server every test file connects to). Tests read what they need with
 * `inject('baseUrl')` etc.; the teardown stops both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureSpaBuilt } from '../../scripts/build-spa.ts';
import { startServer, type RunningServer } from '../../server/index.ts';
import { scratchRoot } from '../support/pglite-template.ts';
import { seededSnapshot } from '../support/seeded-snapshot.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/launch-options.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local server that serves the SPA and the API, e.g. http://127.0.0.1:40123. */
    baseUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Websocket endpoint of the shared Chromium (playwright browser server). */
    browserWsEndpoint: string;
  }
}

/** The e2e build talks to the page's own origin with the local anon key, whatever .env.local says. */
const LOCAL_BUILD = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };

interface Shared {
  baseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  browserWsEndpoint: string;
  teardown: () => Promise<void>;
}

/**
 * Both e2e projects ('e2e', whose files run in parallel, and 'e2e-serial', which runs after it one
 * file at a time) use this setup, and vitest runs each project's global setup in its own module
 * graph of the one main process: the first call starts the server and the browser, the second gets
 * the same ones (through a global of that process), and the last teardown stops them.
 */
const SHARED = Symbol.for('axel-suite.e2e-global-setup');
type Holder = { started: Promise<Shared>; users: number };
const registry = globalThis as unknown as Record<symbol, Holder | undefined>;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let holder = registry[SHARED];
  if (!holder) {
    holder = { started: start(), users: 0 };
    registry[SHARED] = holder;
    holder.started.catch(() => {
      registry[SHARED] = undefined;
    });
  }
  holder.users += 1;
  const shared = await holder.started;
  project.provide('baseUrl', shared.baseUrl);
  project.provide('anonKey', shared.anonKey);
  project.provide('serviceRoleKey', shared.serviceRoleKey);
  project.provide('browserWsEndpoint', shared.browserWsEndpoint);
  const mine = holder;
  return async () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    registry[SHARED] = undefined;
    await shared.teardown();
  };
}

async function start(): Promise<Shared> {
  let server: RunningServer | undefined;
  let browser: BrowserServer | undefined;
  // A build of its own (about 5 s), so runs in parallel never serve each other's half-written assets.
  const outDir = mkdtempSync(join(tmpdir(), 'axel-e2e-dist-'));
  const dbDir = mkdtempSync(join(scratchRoot(), 'axel-e2e-db-'));
  const teardown = async () => {
    await browser?.close();
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dbDir, { recursive: true, force: true });
  };
  // The server caches dist/index.html when it starts, so it starts after the build; Chromium
  // starts meanwhile. Whatever fails, everything already started is stopped.
  const [served, launched] = await Promise.allSettled([
    (async () => {
      const [template] = await Promise.all([
        seededSnapshot(),
        ensureSpaBuilt({ env: LOCAL_BUILD, outDir, log: (l) => console.log(`[e2e] ${l}`) }),
      ]);
      server = await startServer({
        database: { dataDir: join(dbDir, 'data'), durable: false, template },
        port: 0,
        staticDir: outDir,
        // Every browser signs in from 127.0.0.1: GoTrue's per-IP limits (30 per 5 min) would
        // throttle a run that signs in a few dozen times. The limits themselves are tested elsewhere.
        config: { log: false, rateLimits: { token: 10_000, recover: 10_000, verify: 10_000, windowSeconds: 300 } },
      });
      return server;
    })(),
    chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS),
  ]);
  if (launched.status === 'fulfilled') browser = launched.value;
  if (served.status === 'rejected' || launched.status === 'rejected') {
    await teardown();
    throw served.status === 'rejected' ? served.reason : (launched as PromiseRejectedResult).reason;
  }
  return {
    baseUrl: served.value.url,
    anonKey: served.value.anonKey,
    serviceRoleKey: served.value.serviceRoleKey,
    browserWsEndpoint: launched.value.wsEndpoint(),
    teardown,
  };
}
