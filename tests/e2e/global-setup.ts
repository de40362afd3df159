/**
 * Global setup of the e2e project: builds the SPA into a temporary directory, starts ONE local server
 * (PGlite on a copy of the migrated and seeded snapshot, tests/support/seeded-snapshot.ts) serving
 * that build, and ONE Chromium (a playwright browser server every test file connects to). Tests
 * read what they need with `inject('baseUrl')` etc.; the teardown stops both.
 *
 * A file that changes the demo data gets a server of its own instead (useOwnServer,
 * tests/e2e/support/server.ts): it asks this process's server factory, a loopback endpoint that
 * starts another server on another copy of the snapshot, serving the same build with the same
 * settings. Those servers live here, where the server's modules are already loaded. A worker's
 * server of its own runs until the worker's next file asks for one, which replaces it by a fresh
 * one on the same port (the same origin: the worker's browser context for it keeps its cache and
 * renderer, tests/e2e/support/browser.ts); the teardown stops the last ones.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { cachedSpaBuild } from '../../scripts/build-spa.ts';
import { defaultConfig } from '../../server/config.ts';
import { TEST_BCRYPT_COST } from '../support/fast-passwords.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/index.ts';
import { makeApiKeys } from '../../server/keys.ts';
import { scratchRoot } from '../support/pglite-template.ts';
import { testSnapshot } from '../support/seeded-snapshot.ts';
import { openTemplateCopy } from '../support/server.ts';
import { E2E_CHROMIUM_LAUNCH_OPTIONS, HEADLESS_SHELL } from './support/launch-options.ts';

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
    /** Written when the shared server is up: '' on success, else why not (support/ready.ts waits). */
    e2eReadyFile: string;
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
  // Passwords the journeys set (invitations, resets, the admin's new users) are hashed at the demo
  // accounts' cost, as in the other projects' servers (tests/support/fast-passwords.ts).
  passwordHashCost: TEST_BCRYPT_COST,
};

/**
 * A server on a new copy of the seeded snapshot, serving `staticDir`; stopping it removes the copy.
 * `checks`: run the scheduled checks as a deployed server does (first 5 s after start), for a file
 * that follows a notice they give.
 */
async function serverOnCopy(template: string, staticDir: string, checks = false, port = 0): Promise<RunningServer> {
  const db = await openTemplateCopy(template, join(scratchRoot(), 'axel-e2e-db-'));
  try {
    const config = checks ? { ...CONFIG, checksIntervalMs: 3_600_000 } : CONFIG;
    const server = await startServer({ database: db, port, staticDir, config });
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
 * { url, anonKey, serviceRoleKey }; `?replace=<origin>` first stops that server (the worker's
 * previous one) and starts the new one on its port, when the port is still free. The teardown
 * stops the last ones.
 */
function serverFactory(start: (checks: boolean, port: number) => Promise<RunningServer>): {
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
      const previous = running.get(url.searchParams.get('replace') ?? '');
      (async () => {
        if (!previous) return start(url.searchParams.get('checks') === '1', 0);
        running.delete(previous.url);
        await previous.stop();
        const port = (await portIsFree(previous.port)) ? previous.port : 0;
        return start(url.searchParams.get('checks') === '1', port);
      })().then(
        (server) => {
          running.set(server.url, server);
          reply(201, { url: server.url, anonKey: server.anonKey, serviceRoleKey: server.serviceRoleKey });
        },
        (e: unknown) => reply(500, { error: e instanceof Error ? e.message : String(e) }),
      );
      return;
    }
    reply(405, { error: 'POST' });
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

/** Whether a loopback port is free (a server of a file's own takes its predecessor's port again). */
function portIsFree(port: number): Promise<boolean> {
  const probe = createNetServer();
  return new Promise((done) => {
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/** Listens on a free loopback port, to hold it until the shared server takes it over. */
async function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = createNetServer();
  await new Promise<void>((ok, fail) => {
    holder.once('error', fail);
    holder.listen(0, '127.0.0.1', () => ok());
  });
  const port = (holder.address() as AddressInfo).port;
  return { port, release: () => new Promise<void>((done) => holder.close(() => done())) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: RunningServer | undefined;
  let browser: BrowserServer | undefined;
  let factory: ReturnType<typeof serverFactory> | undefined;
  // The build is the last run's when no source changed (cachedSpaBuild: a folder per version of
  // the sources, complete before any run serves it); its folder is known once the sources are hashed.
  const readyDir = mkdtempSync(join(tmpdir(), 'axel-e2e-'));
  const readyFile = join(readyDir, 'ready');
  const spa = cachedSpaBuild({ env: LOCAL_BUILD, log: (l) => console.log(`[e2e] ${l}`) });
  const outDir = spa.dir;
  spa.built.catch(() => {}); // its failure is reported through `ready` below
  // The build and the shared server are made in the background: vitest runs every project's global
  // setup one after another before the first test file of any project, and the build held all of
  // them up; the e2e files run last, and each waits for readyFile first (support/ready.ts). What
  // the files are given must be known now: the server's and Chromium's ports are taken at once and
  // held until they listen on them, and the server's keys are those of the configuration's secret.
  const hold = await holdPort();
  const browserHold = await holdPort();
  const browserPath = `/e2e-${randomUUID()}`;
  const browserEndpoint = `ws://127.0.0.1:${browserHold.port}${browserPath}`;
  const keys = await makeApiKeys(defaultConfig(CONFIG).jwtSecret);
  const built = (async () => {
    const [template] = await Promise.all([testSnapshot(), spa.built]);
    return template;
  })();
  const launched = (async () => {
    await browserHold.release();
    if (E2E_CHROMIUM_LAUNCH_OPTIONS.executablePath !== HEADLESS_SHELL)
      console.log(`[e2e] ${HEADLESS_SHELL} is not installed: the full Chromium instead (same checks, more CPU)`);
    browser = await chromium.launchServer({
      ...E2E_CHROMIUM_LAUNCH_OPTIONS,
      host: '127.0.0.1',
      port: browserHold.port,
      wsPath: browserPath,
    });
    if (browser.wsEndpoint() !== browserEndpoint)
      throw new Error(`Chromium listens at ${browser.wsEndpoint()}, not at ${browserEndpoint} as the files were told`);
  })();
  const ready = (async () => {
    const [template] = await Promise.all([built, launched]);
    await hold.release();
    server = await serverOnCopy(template, outDir, false, hold.port);
    if (server.anonKey !== keys.anonKey || server.serviceRoleKey !== keys.serviceRoleKey)
      throw new Error('The shared e2e server signs with other keys than the ones the files were given');
  })().then(
    () => writeFileSync(readyFile, ''),
    (e: unknown) => {
      writeFileSync(readyFile, `The e2e server could not start: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
    },
  );
  const teardown = async () => {
    await ready;
    await hold.release();
    await browserHold.release();
    await factory?.close();
    await browser?.close();
    await server?.stop();
    rmSync(readyDir, { recursive: true, force: true });
  };
  try {
    factory = serverFactory(async (checks, port) => serverOnCopy(await built, outDir, checks, port));
    const factoryUrl = await factory.listening;
    project.provide('baseUrl', `http://127.0.0.1:${hold.port}`);
    project.provide('anonKey', keys.anonKey);
    project.provide('serviceRoleKey', keys.serviceRoleKey);
    project.provide('serverFactoryUrl', factoryUrl);
    project.provide('browserWsEndpoint', browserEndpoint);
    project.provide('e2eReadyFile', readyFile);
    project.provide('spaDir', outDir);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
