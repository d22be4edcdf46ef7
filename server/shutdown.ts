import type http from 'node:http';
import type { RequestHandler } from './handler';

/**
 * Graceful stop: refuse new connections, let requests in flight finish (each
 * answer closes its connection), and cut off whatever is still open when the
 * drain time is up.
 */
export async function drainAndClose(server: http.Server, handler: RequestHandler, timeoutMs: number): Promise<void> {
  handler.startDraining();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([handler.idle(), timeUp]);
  clearTimeout(timer);
  server.closeAllConnections();
  await closed;
}
