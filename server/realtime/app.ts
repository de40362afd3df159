/**
 * Supabase Realtime at /realtime/v1: the websocket (`/realtime/v1/websocket?apikey=...&vsn=2.0.0`,
 * what realtime-js connects to) through @hono/node-server's upgrade handling and `ws`, and the
 * broadcast REST endpoint (`POST /realtime/v1/api/broadcast`, realtime-js's fallback for send()).
 */
import { upgradeWebSocket } from '@hono/node-server';
import { Hono } from 'hono';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ServerContext } from '../context.ts';
import { clientAddress, trustedProxiesOf } from '../http/client-address.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import { canWrite } from './authorize.ts';
import { RealtimeHub, type Connection } from './hub.ts';
import type { Vsn } from './protocol.ts';

export interface Realtime {
  app: Hono;
  /** Give to @hono/node-server's serve({ websocket: { server } }). */
  wss: WebSocketServer;
  hub: RealtimeHub;
  close(): Promise<void>;
}

export async function createRealtime(ctx: ServerContext): Promise<Realtime> {
  const { config } = ctx;
  const limits = config.realtime;
  const log = config.log ? (l: string) => console.log(`[realtime] ${l}`) : undefined;
  const hub = new RealtimeHub({
    db: ctx.db,
    jwtSecret: config.jwtSecret,
    jwtRoles: config.jwtRoles,
    limits,
    log,
  });
  await hub.start();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes });

  const app = new Hono();
  app.get('/websocket', async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      return c.json({ error: 'Expected a websocket upgrade' }, 426);
    const vsnParam = c.req.query('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') return c.json({ error: `Unsupported vsn ${vsnParam}` }, 400);
    const vsn: Vsn = vsnParam;
    const token = c.req.query('apikey') ?? c.req.header('x-api-key') ?? c.req.header('apikey');
    const address = clientAddress(c, trustedProxiesOf(config.trustedProxies));
    const refused = await hub.admit(token, address);
    if (refused) return c.json({ error: refused.error }, refused.status as 401);
    let conn: Connection | undefined;
    const upgrade = upgradeWebSocket(() => ({
      onOpen: (_evt, ws) => {
        conn = hub.connect(ws.raw as WebSocket, vsn, address, token!);
      },
      onMessage: (evt) => conn?.receive(evt.data as string | ArrayBuffer),
      onClose: () => conn?.onClose(),
      onError: () => conn?.onClose(),
    }));
    return upgrade(c, next);
  });

  // Broadcast over HTTP: { messages: [{ topic, event, payload, private }] } -> 202.
  app.post('/api/broadcast', async (c) => {
    const auth = c.req.header('authorization');
    const bearer = auth && /^bearer\s+(\S+)$/i.exec(auth)?.[1];
    const token = bearer ?? c.req.header('apikey');
    if (!token) return c.json({ message: 'API key is missing' }, 401);
    let claims: Awaited<ReturnType<typeof verifyJwt>>;
    try {
      claims = await verifyJwt(token, config.jwtSecret);
    } catch (e) {
      return c.json(
        { message: e instanceof JwtError && e.problem === 'expired' ? 'Token has expired' : 'Invalid JWT' },
        401,
      );
    }
    const role = typeof claims.role === 'string' ? claims.role : '';
    if (!config.jwtRoles.includes(role)) return c.json({ message: 'Invalid JWT' }, 401);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ message: 'The body must be JSON: { messages: [...] }' }, 400);
    }
    const messages = (body as { messages?: unknown })?.messages;
    if (!Array.isArray(messages) || messages.length === 0 || messages.length > 100)
      return c.json({ message: 'messages must be a list of 1 to 100 messages' }, 400);
    const identity = { role, claims: claims as Record<string, unknown>, key: '', exp: claims.exp ?? 0 };
    for (const m of messages as Record<string, unknown>[]) {
      if (!m || typeof m.topic !== 'string' || typeof m.event !== 'string' || m.topic === '')
        return c.json({ message: 'each message needs a topic and an event' }, 400);
    }
    for (const m of messages as { topic: string; event: string; payload?: unknown; private?: boolean }[]) {
      if (m.private === true && !(await canWrite(ctx.db, identity, m.topic, 'broadcast')))
        return c.json({ message: `You do not have permissions to write to this Channel topic: ${m.topic}` }, 403);
    }
    for (const m of messages as { topic: string; event: string; payload?: unknown; private?: boolean }[])
      hub.broadcastFromServer(m.topic, m.private === true, m.event, m.payload ?? {});
    return c.body(null, 202);
  });

  app.all('*', (c) => c.json({ message: 'Not found' }, 404));

  return {
    app,
    wss,
    hub,
    async close() {
      await hub.close();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
    },
  };
}
