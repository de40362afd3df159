/**
 * The HTTP client of bench/rest.ts, in a process of its own as a browser is: in the server's
 * process its work (and the event-loop turns it takes) was counted as the server's. It makes each
 * request it is sent, times it (until the body's last byte) and answers with the time.
 */
interface Ask {
  url: string;
  headers: Record<string, string>;
}

process.on('message', (ask: Ask) => {
  void (async () => {
    const t = performance.now();
    const r = await fetch(ask.url, { headers: ask.headers });
    await r.arrayBuffer();
    process.send?.({ ms: performance.now() - t, status: r.status });
  })();
});
