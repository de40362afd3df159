import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// SPA tests that need a DOM are .tsx, except these .ts files (the browser's storage, window.location).
const domTests = ['src/config/env.test.ts', 'src/features/assistant/lib/panel-storage.test.ts'];
// Server test files that start a database (the rest of server/ is pure and runs in 'unit').
const serverDatabaseTests = [
  'server/db/pglite.test.ts',
  'server/expert/app.test.ts',
  'server/expert/standalone.test.ts',
  'server/rest/execute.test.ts',
  'server/rest/testing/fixture-cache.test.ts',
];
const serverTests = [...serverDatabaseTests, 'tests/integration/**/*.test.ts', 'tests/db/**/*.test.ts'];
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
  // The auth server's SQL, with concurrent refreshes on a real connection pool.
  'tests/integration/auth-session.test.ts',
];
const withPostgres =
  process.env.TEST_PG !== '0' && existsSync('/usr/lib/postgresql/15/bin/initdb') && process.getuid?.() === 0;

export default defineConfig({
  test: {
    // Each file's duration, printed before the default reporter's summary (docs/design.md §7: a budget).
    reporters: ['./tests/support/durations-reporter.ts', 'default'],
    projects: [
      {
        resolve,
        test: {
          name: 'server',
          environment: 'node',
          // supabase-js needs a global WebSocket, which Node 20 has only behind this flag.
          execArgv: ['--experimental-websocket'],
          include: serverTests,
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
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
                globalSetup: ['tests/support/pg-cluster.ts'],
                env: { TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${process.env.TEST_PG_PORT ?? 55439}/postgres` },
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
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...domTests, ...serverDatabaseTests],
          testTimeout: 60_000,
        },
      },
      mergeConfig(viteConfig, {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...domTests],
          setupFiles: ['src/testing/setup-tests.ts'],
          // user-event types a form field by field; on two busy cores that outlasts vitest's 5 s.
          testTimeout: 20_000,
        },
      }),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
