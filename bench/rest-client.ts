/**
 * The HTTP client of bench/rest.ts, in a process of its own as a browser is: in the server's
 * process its work (and the event-loop turns it takes) was counted as the server's. It makes each
 * request it is sent, times it (until the body's last byte) and answers with the time.
 *
 * node:http on one kept-alive connection, not fetch: undici's fetch spends about 0.6 ms of its own
 * per request here (WHATWG headers and streams), which the timings would count as the server's.
 */
import { Agent, get } from 'node:http';

interface Ask {
  url: string;
  headers: Record<string, string>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

process.on('message', (ask: Ask) => {
  const t = performance.now();
  get(ask.url, { headers: ask.headers, agent }, (res) => {
    res.on('data', () => {});
    res.on('end', () => process.send?.({ ms: performance.now() - t, status: res.statusCode }));
  }).on('error', (e) => process.send?.({ ms: performance.now() - t, status: 0, error: e.message }));
});
