/**
 * How the console's client reaches its API, in the browser and on the server.
 *
 * The browser calls the proxy at /api/console over HTTP. Server components
 * (prefetching a page's first data) call the same proxy function in-process,
 * registered by lib/console/server-transport.ts, so the server never makes an
 * HTTP call to itself. This module imports nothing server-side: client
 * bundles include it.
 */

const TRANSPORT_KEY = Symbol.for('portfolio-intelligence.console-transport');

type Transport = (request: Request) => Promise<Response>;

const isServer = typeof window === 'undefined';

/** Where the browser reaches the proxy. */
const BROWSER_BASE_URL = '/api/console';

/** Absolute on the server (a Request needs one there); the host part is never contacted. */
export const CONSOLE_BASE_URL = isServer ? `http://console.invalid${BROWSER_BASE_URL}` : BROWSER_BASE_URL;

export function registerServerTransport(transport: Transport): void {
  (globalThis as Record<symbol, unknown>)[TRANSPORT_KEY] = transport;
}

export function consoleFetch(request: Request): Promise<Response> {
  if (!isServer) return fetch(request);
  const transport = (globalThis as Record<symbol, unknown>)[TRANSPORT_KEY] as Transport | undefined;
  if (!transport) throw new Error('Server-side console requests need lib/console/server-transport imported first');
  return transport(request);
}
