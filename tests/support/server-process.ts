/**
 * A server in a process of its own, as `npm start` runs it, for the tests that kill it or start
 * two on one data folder. Environment: DATA_DIR (required; a new one is created, migrated and
 * seeded), PORT (0 = any), STATEMENT_TIMEOUT_MS, SMTP_HOST and the other SMTP_* settings,
 * OUTBOX_LEASE_SECONDS.
 * Prints `READY <url>` when it serves; `[db] ...` lines while it creates the database.
 */
import { startServer } from '../../server/index.ts';
import { smtpFromEnv } from '../../supabase/functions/_shared/mail/smtp.ts';
import { TEST_SHARED_BUFFERS } from './shared-buffers.ts';

try {
  const server = await startServer({
    database: { dataDir: process.env.DATA_DIR!, sharedBuffers: TEST_SHARED_BUFFERS },
    port: Number(process.env.PORT ?? 0),
    staticDir: false,
    config: {
      log: true,
      ...(process.env.STATEMENT_TIMEOUT_MS ? { statementTimeoutMs: Number(process.env.STATEMENT_TIMEOUT_MS) } : {}),
      smtp: smtpFromEnv((name) => process.env[name]),
      checksIntervalMs: 0,
      ...(process.env.OUTBOX_LEASE_SECONDS ? { outboxLeaseSeconds: Number(process.env.OUTBOX_LEASE_SECONDS) } : {}),
    },
  });
  console.log(`READY ${server.url}`);
  process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
} catch (e) {
  console.error(`FAILED ${e instanceof Error ? e.message : String(e)}`);
  process.exit(3);
}
