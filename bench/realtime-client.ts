/**
 * The subscribers of bench/realtime.ts, in a process of their own (their work is not the server's):
 * raw `ws` connections speaking the protocol as realtime-js does (vsn 2.0.0). Told by the parent:
 * { open: n, url, tokens, idle } opens n connections (each joins one channel: idle ones a broadcast
 * topic, the others postgres_changes on ops_ordenes with their own token); then it reports each
 * change's arrival ({ got: falla, at }) and, on { close }, closes everything.
 */
import WebSocket from 'ws';

interface Open {
  open: number;
  url: string;
  apikey: string;
  tokens: string[];
  idle: boolean;
}

const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

async function openOne(i: number, o: Open): Promise<void> {
  const ws = new WebSocket(`${o.url}/realtime/v1/websocket?apikey=${o.apikey}&vsn=2.0.0`);
  sockets.push(ws);
  await new Promise<void>((ok, bad) => (ws.once('open', ok), ws.once('error', bad)));
  const joined = new Promise<void>((ok, bad) =>
    ws.on('message', (raw) => {
      const [, , , event, payload] = JSON.parse(raw.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string; data?: { record: { falla_reportada: string } } },
      ];
      if (event === 'phx_reply' && payload.status !== 'ok') bad(new Error(JSON.stringify(payload)));
      else if (event === 'phx_reply') ok();
      else if (event === 'postgres_changes')
        process.send?.({ got: payload.data?.record.falla_reportada, at: now(), i });
    }),
  );
  const config = o.idle
    ? { broadcast: { self: false } }
    : { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'ops_ordenes' }] };
  ws.send(
    JSON.stringify([
      '1',
      '1',
      `realtime:bench-${o.idle ? 'idle' : 'fanout'}`,
      'phx_join',
      {
        config,
        ...(o.idle ? {} : { access_token: o.tokens[i % o.tokens.length] }),
      },
    ]),
  );
  await joined;
  // Heartbeats as realtime-js sends them (every 25 s), so the server keeps the connection.
  setInterval(
    () => ws.readyState === ws.OPEN && ws.send(JSON.stringify([null, 'h', 'phoenix', 'heartbeat', {}])),
    25_000,
  ).unref();
}

process.on('message', (m: Open | { close: true }) => {
  if ('close' in m) {
    for (const s of sockets) s.terminate();
    process.send?.({ closed: true }, () => process.exit(0));
    return;
  }
  void (async () => {
    try {
      for (let i = 0; i < m.open; i += 25)
        await Promise.all(Array.from({ length: Math.min(25, m.open - i) }, (_, k) => openOne(i + k, m)));
      process.send?.({ ready: sockets.length });
    } catch (e) {
      process.send?.({ error: e instanceof Error ? e.message : String(e) });
    }
  })();
});
