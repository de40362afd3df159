/**
 * Guard for development conveniences (the /mailbox, which shows recovery links): only a client
 * on this machine, talking to it by a loopback name. The socket peer must be a loopback address
 * (so no proxy or other machine) and the Host header localhost, 127.0.0.1 or [::1] (so a page
 * whose DNS name was rebound to 127.0.0.1 cannot read it); a cross-site fetch is refused as
 * well. Mounted only when the server is in development mode and listens on loopback.
 */
import type { MiddlewareHandler } from 'hono';
import { socketAddress } from './client-address.ts';
import { isLoopbackAddress, isLoopbackHostHeader } from './net.ts';

export function localOnly(): MiddlewareHandler {
  return async (c, next) => {
    const site = c.req.header('sec-fetch-site');
    if (
      !isLoopbackAddress(socketAddress(c)) ||
      !isLoopbackHostHeader(c.req.header('host')) ||
      (site && site !== 'same-origin' && site !== 'none')
    ) {
      return c.text('Forbidden: the local mailbox is only served to this machine, at localhost.', 403);
    }
    return next();
  };
}
