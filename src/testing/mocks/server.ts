import { setupServer } from 'msw/node';

/**
 * msw is for faults a real backend cannot produce on demand (500s, malformed bodies); tests add the
 * handlers they need with `server.use(...)`. Anything unhandled fails the test.
 */
export const server = setupServer();
