/** Plain-HTTP plumbing shared by the two expert backend calls (docs/product.md §7 'Assistant backend'). */
import { ApiError, NETWORK_ERROR } from '@/lib/api-error';

/** `{backend}/{path}`; a relative backend URL ('/expert', the local server) is on the page's origin. */
export function expertEndpoint(backendUrl: string, path: string): string {
  return new URL(`${backendUrl.replace(/\/+$/, '')}/${path}`, window.location.origin).toString();
}

/**
 * POSTs JSON, aborting when `signal` aborts or after `timeoutMs`. No answer at all (network failure,
 * timeout) rejects with an ApiError (NETWORK_ERROR); an answer, whatever its status, resolves. The
 * timer is cleared however the request ends.
 */
export async function postJson(
  url: string,
  body: unknown,
  { signal, timeoutMs, headers }: { signal?: AbortSignal; timeoutMs: number; headers?: Record<string, string> },
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    const message = timedOut
      ? `El backend no respondió en ${Math.round(timeoutMs / 1000)} s`
      : error instanceof Error
        ? error.message
        : 'Error de red';
    throw new ApiError(message, { code: NETWORK_ERROR, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
