import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import DurationsSequencer from './tests/support/test-order.ts';
import { PGLITE_TEST_NODE_FLAGS } from './tests/support/wasm-flags.ts';
import viteConfig from './vite.config.ts';

// SPA tests that need a DOM are .tsx, except these .ts files (the browser's storage, window.location,
// a file download).
const domTests = [
  'src/config/env.test.ts',
  'src/features/assistant/lib/panel-storage.test.ts',
  'src/lib/pdf/download.test.ts',
];
// Component tests share one jsdom and one module graph per worker (isolate: false), which cuts the
// project's CPU time by about two thirds; a file that replaces a module (vi.mock) needs a module graph
// of its own, so those files run isolated in 'web-isolated' (found here, whoever adds one).
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const webTests = readdirSync(here('./src'), { recursive: true, encoding: 'utf8' })
  .map((f) => `src/${f.replaceAll('\\', '/')}`)
  .filter((f) => f.endsWith('.test.tsx') || domTests.includes(f));
/** Test files that replace a module (vi.mock): they need a module graph of their own. */
const mocksModules = (f: string) => /\bvi\.(do)?mock\(/.test(readFileSync(here(`./${f}`), 'utf8'));
const webModuleMocks = webTests.filter(mocksModules);
// The pure files ('unit') share a module graph too; one that replaces a module runs in 'unit-isolated'.
const unitModuleMocks = ['src', 'server', 'scripts']
  .flatMap((d) =>
    readdirSync(here(`./${d}`), { recursive: true, encoding: 'utf8' }).map((f) => `${d}/${f.replaceAll('\\', '/')}`),
  )
  .filter((f) => f.endsWith('.test.ts') && !domTests.includes(f) && mocksModules(f));
// Server test files that start a database (the rest of server/ is pure and runs in 'unit').
const serverDatabaseTests = [
  'server/db/pglite.test.ts',
  'server/expert/app.test.ts',
  'server/expert/standalone.test.ts',
  'server/rest/execute.test.ts',
  'server/rest/testing/fixture-cache.test.ts',
];
const serverTests = [...serverDatabaseTests, 'tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'];
// As in 'web': the server's files share one module graph per worker (isolate: false), so the
// server, supabase-js and pg are imported once per worker instead of once per file; a file that
// replaces a module (vi.mock) runs isolated in 'server-isolated'.
const serverModuleMocks = ['tests/integration', 'tests/db']
  .flatMap((d) => readdirSync(here(`./${d}`)).map((f) => `${d}/${f}`))
  .filter((f) => f.endsWith('.test.ts') && mocksModules(f));
// Integration tests import the SPA's data functions (features/*/api) to run them against the server.
const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

// The database tests, and the integration tests whose code paths differ between the drivers, run
// twice: on PGlite, and on a throwaway Debian PostgreSQL 15 cluster (what hosted Supabase runs)
// wherever its binaries are installed and we may start it as the postgres user (CI installs it;
// see .ci/run). TEST_PG=0 skips it.
const postgresTests = [
  // Policies, triggers, functions, grants, the seed and the lints: PostgreSQL 15, not PGlite's 17.
  'tests/db/**/*.test.ts',
  // The REST layer's SQL, parameters and errors through node-postgres; its schema-cache queries
  // on 15's catalogue (database-types); NOTIFY-driven schema reload over a pooled connection.
  'tests/integration/rest-*.test.ts',
  'tests/integration/database-types.test.ts',
  // Keyset pages of 'Accesos Efectivos': their plans, pg_trgm and row comparisons on 15.
  'tests/integration/admin-effective-access-pages.test.ts',
  // Keyset pages of 'Gestión de Roles' and 'Historial' (issue 20): the same, and their index plans.
  'tests/integration/admin-user-audit-pages.test.ts',
  // The auth server's SQL, with concurrent refreshes on a real connection pool.
  'tests/integration/auth-session.test.ts',
  // GoTrue's protocol cases (issue 34): one-time tokens, the e-mail change's row locks.
  'tests/integration/auth-protocol.test.ts',
  // Realtime's change feed: commit order of concurrent writers, LISTEN on a pooled connection.
  'tests/integration/realtime-load.test.ts',
  // Storage's statements through node-postgres (JSON, text arrays, advisory locks) on 15.
  'tests/integration/storage-protocol.test.ts',
];
const withPostgres =
  process.env.TEST_PG !== '0' && existsSync('/usr/lib/postgresql/15/bin/initdb') && process.getuid?.() === 0;

const server = {
  environment: 'node',
  // supabase-js needs a global WebSocket, which Node 20 has only behind this flag.
  // PGlite's WASM compiled by V8's baseline compiler only (tests/support/wasm-flags.ts).
  execArgv: ['--experimental-websocket', ...PGLITE_TEST_NODE_FLAGS],
  // The template is made in the background (pglite-template.ts); each file waits for it here.
  globalSetup: ['tests/support/pglite-template.ts'],
  setupFiles: ['tests/support/pglite-ready.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
} as const;
const web = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setup-tests.ts'],
  // user-event types a form field by field; on two busy cores that outlasts vitest's 5 s.
  testTimeout: 20_000,
} as const;
const e2e = {
  environment: 'node',
  // The build and the shared server start in the background (global-setup.ts); each file waits here.
  globalSetup: ['tests/e2e/global-setup.ts'],
  setupFiles: ['tests/e2e/support/ready.ts'],
  // A journey may check the API with supabase-js (as the user, outside the browser), which needs
  // a global WebSocket: Node 20 has it only behind this flag.
  execArgv: ['--experimental-websocket'],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // expect.poll without a timeout of its own waits as long as UI_TIMEOUT (tests/e2e/support/browser.ts),
  // not vitest's 1 s: a page that is still loading on two busy cores is not a failure. It asks every
  // 200 ms, not vitest's 50: most polls ask Chromium (the page's text, a box), and each asking costs
  // the renderer, the browser process and both ends of playwright's protocol (docs/testing.md).
  expect: { poll: { timeout: 15_000, interval: 200 } },
} as const;
// A browser journey mostly waits for Chromium and the server (both outside the worker): three
// files at a time keep two cores busy.
const E2E_WORKERS = 3;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // leaves a core idle while the main process mostly waits. The database, unit and component
    // projects run first, two files at a time; then the e2e files, three at a time (sequence.groupOrder).
    maxWorkers: 2,
    // Each file's duration, printed before the default reporter's summary (docs/design.md §7: a budget).
    reporters: ['./tests/support/durations-reporter.ts', 'default'],
    // The files start longest first from committed durations, also from a fresh checkout without
    // vitest's results cache; the projects without a database before those with one (test-order.ts).
    sequence: { sequencer: DurationsSequencer },
    projects: [
      {
        resolve,
        test: {
          ...server,
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...serverModuleMocks],
          isolate: false,
        },
      },
      {
        resolve,
        test: { ...server, name: 'server-isolated', include: serverModuleMocks },
      },
      ...(withPostgres
        ? [
            {
              resolve,
              test: {
                name: 'server-pg',
                environment: 'node',
                execArgv: ['--experimental-websocket'],
                include: postgresTests,
                exclude: [...configDefaults.exclude, ...serverModuleMocks],
                isolate: false,
                // The cluster starts in the background (pg-cluster.ts); each file waits for it here.
                globalSetup: ['tests/support/pg-cluster.ts'],
                setupFiles: ['tests/support/pg-ready.ts'],
                env: {
                  TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${process.env.TEST_PG_PORT ?? 55439}/postgres`,
                },
                testTimeout: 60_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
      // Pure TypeScript (the SPA's and the server's): no database, no DOM, so the node
      // environment, without jsdom and the component-test setup (STYLE 14).
      {
        resolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [...domTests, ...serverDatabaseTests, ...unitModuleMocks],
          // Pure files share a module graph per worker, as 'web' and 'server' do: each file's own
          // graph cost more CPU than its tests (39 s of CPU against 17 s).
          isolate: false,
          testTimeout: 60_000,
        },
      },
      ...(unitModuleMocks.length
        ? [
            {
              resolve,
              test: { name: 'unit-isolated', environment: 'node', include: unitModuleMocks, testTimeout: 60_000 },
            },
          ]
        : []),
      mergeConfig(viteConfig, {
        test: {
          ...web,
          name: 'web',
          include: ['src/**/*.test.tsx', ...domTests],
          exclude: [...configDefaults.exclude, ...webModuleMocks],
          isolate: false,
        },
      }),
      mergeConfig(viteConfig, {
        test: { ...web, name: 'web-isolated', include: webModuleMocks.length ? webModuleMocks : ['no-such-file'] },
      }),
      // Browser journeys: one server and one Chromium (tests/e2e/global-setup.ts), after the groups
      // above; a file that changes the demo data runs on a server of its own (docs/testing.md).
      {
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: E2E_WORKERS,
          isolate: false,
        },
      },
    ],
  },
});
