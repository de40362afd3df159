import { createServer } from 'node:net';

/**
 * A port nothing listens on now, chosen by the system. A random port in a fixed range could be one a
 * test's or another session's server holds, and the bench's server would then exit at start.
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok, fail) => probe.once('error', fail).listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise((ok) => probe.close(ok));
  return port;
}
