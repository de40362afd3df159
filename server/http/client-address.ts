/**
 * The client address every rate limiter keys on. By default the socket's peer address. Behind
 * a reverse proxy that is the proxy, so TRUSTED_PROXIES (addresses or CIDR ranges) names the
 * proxies: only when the socket peer is one of them is X-Forwarded-For read, from the right,
 * skipping trusted hops; the first untrusted address is the client. A client cannot spoof its
 * address by sending X-Forwarded-For itself: its own entries sit left of what the proxy appends.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { inCidr, normalizeAddress, parseCidr, type Cidr } from './net.ts';

export class TrustedProxies {
  private readonly ranges: Cidr[];
  constructor(list: readonly string[]) {
    this.ranges = list.filter((s) => s.trim() !== '').map(parseCidr);
  }
  has(address: string): boolean {
    return this.ranges.some((r) => inCidr(address, r));
  }
  get empty(): boolean {
    return this.ranges.length === 0;
  }
}

/** The socket peer's address, or null outside @hono/node-server (app.request in unit tests). */
export function socketAddress(c: Context): string | null {
  try {
    const a = getConnInfo(c).remote.address;
    return a ? normalizeAddress(a) : null;
  } catch {
    return null;
  }
}

/** The client's address from the socket peer and X-Forwarded-For (pure, for tests). */
export function resolveClientAddress(
  peer: string | null,
  forwardedFor: string | undefined | null,
  trusted: TrustedProxies,
): string | null {
  if (peer === null || trusted.empty || !trusted.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((s) => normalizeAddress(s))
    .filter((s) => s !== '');
  let client = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    // Garbage in the header: stop at the last address we could trust.
    if (!/^[0-9a-f.:]+$/.test(hop)) break;
    client = hop;
    if (!trusted.has(hop)) break;
  }
  return client;
}

const cache = new WeakMap<Context, string>();

/** The client address of this request ('unknown' when there is no socket, as in app.request). */
export function clientAddress(c: Context, trusted: TrustedProxies): string {
  let a = cache.get(c);
  if (a === undefined) {
    a = resolveClientAddress(socketAddress(c), c.req.header('x-forwarded-for'), trusted) ?? 'unknown';
    cache.set(c, a);
  }
  return a;
}

const parsedLists = new WeakMap<readonly string[], TrustedProxies>();

/** TrustedProxies of a config's list, parsed once per list. */
export function trustedProxiesOf(list: readonly string[]): TrustedProxies {
  let t = parsedLists.get(list);
  if (!t) parsedLists.set(list, (t = new TrustedProxies(list)));
  return t;
}
