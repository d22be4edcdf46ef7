import type http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { proxy } from '../lib/console/proxy';
import { upstream } from '../lib/console/upstream-core';
import { apiListenerError } from './protocol-errors';

/**
 * `/api/console/*` answered by the console's proxy function directly, after
 * the console gate: the same code the Next.js route handler runs (which stays
 * for `next dev` alone), without Next.js routing every read a second time.
 */
export function consoleProxyListener(log: Logger): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const listener = getRequestListener((request) => proxy(request, upstream()), {
    errorHandler: apiListenerError(log),
  });
  return (req, res) => void listener(req, res);
}
