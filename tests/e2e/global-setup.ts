/**
 * Global setup of the e2e project: builds the SPA into a temporary directory, starts ONE local server
 * (PGlite on a copy of the migrated and seeded snapshot, tests/support/seeded-snapshot.ts) serving
 * that build, and ONE Chromium (a playwright browser server every test file connects to). Tests
 * read what they need with `inject('baseUrl')` etc.; the teardown stops both.
 *
 * A file that changes the demo data gets a server of its own instead (useOwnServer,
 * tests/e2e/support/server.ts): it asks this process's server factory, a loopback endpoint that
 * starts another server on another copy of the snapshot, serving the same build with the same
 * settings. Those servers live here, where the server's modules are already loaded, and the
 * teardown stops any a file left running.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureSpaBuilt } from '../../scripts/build-spa.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/index.ts';
import { scratchRoot } from '../support/pglite-template.ts';
import { testSnapshot } from '../support/seeded-snapshot.ts';
import { openTemplateCopy } from '../support/server.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/launch-options.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the local server that serves the SPA and the API, e.g. http://127.0.0.1:40123. */
    baseUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Websocket endpoint of the shared Chromium (playwright browser server). */
    browserWsEndpoint: string;
    /** Origin of the server factory: POST /servers starts a server of a file's own (useOwnServer). */
    serverFactoryUrl: string;
    /** The SPA's production build the server serves (tests/e2e/bundle-boundaries.test.ts reads its manifest). */
    spaDir: string;
  }
}

/** The e2e build talks to the page's own origin with the local anon key, whatever .env.local says. */
const LOCAL_BUILD = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' };

/**
 * Every browser signs in from 127.0.0.1: GoTrue's per-IP limits (30 per 5 min) would throttle a run
 * that signs in a few dozen times. The limits themselves are tested elsewhere.
 */
const CONFIG: StartOptions['config'] = {
  log: false,
  rateLimits: { token: 10_000, recover: 10_000, verify: 10_000, windowSeconds: 300 },
  // The scheduled checks would give the demo accounts notices (and mail) at a moment no test chose.
  checksIntervalMs: 0,
};

/**
 * A server on a new copy of the seeded snapshot, serving `staticDir`; stopping it removes the copy.
 * `checks`: run the scheduled checks as a deployed server does (first 5 s after start), for a file
 * that follows a notice they give.
 */
async function serverOnCopy(template: string, staticDir: string, checks = false): Promise<RunningServer> {
  const db = await openTemplateCopy(template, join(scratchRoot(), 'axel-e2e-db-'));
  try {
    const config = checks ? { ...CONFIG, checksIntervalMs: 3_600_000 } : CONFIG;
    const server = await startServer({ database: db, port: 0, staticDir, config });
    const stop = server.stop.bind(server);
    return Object.assign(server, {
      async stop() {
        try {
          await stop();
        } finally {
          await db.close();
        }
      },
    });
  } catch (e) {
    await db.close();
    throw e;
  }
}

/**
 * POST /servers starts a server of a file's own (`?checks=1`: with the scheduled checks) and answers
 * { url, anonKey, serviceRoleKey };
 * DELETE /servers?url=<origin> stops it.
 */
function serverFactory(start: (checks: boolean) => Promise<RunningServer>): {
  listening: Promise<string>;
  close: () => Promise<void>;
} {
  const running = new Map<string, RunningServer>();
  const http: Server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://factory');
    if (url.pathname !== '/servers') return reply(404, { error: 'not found' });
    if (req.method === 'POST') {
      start(url.searchParams.get('checks') === '1').then(
        (server) => {
          running.set(server.url, server);
          reply(201, { url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey });
        },
        (e: unknown) => reply(500, { error: e instanceof Error ? e.message : String(e) }),
      );
      return;
    }
    if (req.method === 'DELETE') {
      const server = running.get(url.searchParams.get('url') ?? '');
      if (!server) return reply(404, { error: 'no such server' });
      running.delete(server.url);
      server.stop().then(
        () => reply(200, {}),
        (e: unknown) => reply(500, { error: e instanceof Error ? e.message : String(e) }),
      );
      return;
    }
    reply(405, { error: 'POST or DELETE' });
  });
  const listening = new Promise<string>((ok, fail) => {
    http.once('error', fail);
    http.listen(0, '127.0.0.1', () => {
      const address = http.address();
      ok(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
  return {
    listening,
    close: async () => {
      await new Promise<void>((done) => http.close(() => done()));
      await Promise.allSettled([...running.values()].map((s) => s.stop()));
      running.clear();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: RunningServer | undefined;
  let browser: BrowserServer | undefined;
  let factory: ReturnType<typeof serverFactory> | undefined;
  // A build of its own, so runs in parallel never serve each other's half-written assets.
  const outDir = mkdtempSync(join(tmpdir(), 'axel-e2e-dist-'));
  const teardown = async () => {
    await factory?.close();
    await browser?.close();
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
  // The server caches dist/index.html when it starts, so it starts after the build; Chromium
  // starts meanwhile. Whatever fails, everything already started is stopped.
  const [served, launched] = await Promise.allSettled([
    (async () => {
      const [template] = await Promise.all([
        testSnapshot(),
        ensureSpaBuilt({ env: LOCAL_BUILD, outDir, log: (l) => console.log(`[e2e] ${l}`) }),
      ]);
      server = await serverOnCopy(template, outDir);
      factory = serverFactory((checks) => serverOnCopy(template, outDir, checks));
      return { server, factoryUrl: await factory.listening };
    })(),
    chromium.launchServer(CHROMIUM_LAUNCH_OPTIONS),
  ]);
  if (launched.status === 'fulfilled') browser = launched.value;
  if (served.status === 'rejected' || launched.status === 'rejected') {
    await teardown();
    throw served.status === 'rejected' ? served.reason : (launched as PromiseRejectedResult).reason;
  }
  project.provide('baseUrl', served.value.server.url);
  project.provide('anonKey', served.value.server.anonKey);
  project.provide('serviceRoleKey', served.value.server.serviceRoleKey);
  project.provide('serverFactoryUrl', served.value.factoryUrl);
  project.provide('browserWsEndpoint', launched.value.wsEndpoint());
  project.provide('spaDir', outDir);
  return teardown;
}
