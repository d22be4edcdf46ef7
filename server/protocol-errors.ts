import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { errorBody } from '../lib/api/core/errors';
import { type ErrorCode } from '../lib/errors';
import { lingeringClose } from './linger';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP/1.1 response written straight to a socket the HTTP server has given up on. */
function writeRaw(socket: Duplex, status: number, error: string, code: ErrorCode, extra: Record<string, string> = {}) {
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify(errorBody(status, code, error));
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'X-Request-Id': randomUUID(),
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...extra,
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  lingeringClose(socket, `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${head}\r\n${body}`);
}

/**
 * Requests Node's parser refuses never reach the app; without this they get
 * an empty 400 (or 431), and CONNECT loses its connection. They get the
 * contract's JSON error and a request id instead, where the socket allows.
 */
export function answerProtocolErrors(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that went away, or a socket Node already answered, needs nothing more.
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    switch (err.code) {
      case 'HPE_HEADER_OVERFLOW':
        return writeRaw(socket, 431, 'request headers (or the URL) are too large: at most 16 KB', 'invalid_request');
      case 'HPE_INVALID_METHOD':
        return writeRaw(socket, 400, 'unknown HTTP method', 'invalid_request');
      case 'ERR_HTTP_REQUEST_TIMEOUT':
        return writeRaw(socket, 408, 'the request took too long to arrive', 'invalid_request');
      default:
        return writeRaw(socket, 400, 'malformed HTTP request', 'invalid_request');
    }
  });
  // Node answers an unknown Expect with an empty 417; say why, as every other error does.
  server.on('checkExpectation', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const body = JSON.stringify({ error: 'only "Expect: 100-continue" is supported', code: 'invalid_request' });
    res.writeHead(417, {
      'content-type': 'application/json',
      'x-request-id': randomUUID(),
      'x-content-type-options': 'nosniff',
      connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // This server proxies nothing: CONNECT is a known method it does not allow.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    writeRaw(socket, 405, 'method CONNECT is not allowed here', 'method_not_allowed', {
      Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE',
    });
  });
}

/**
 * @hono/node-server cannot build a Request from some messages Node accepts
 * (an unparsable Host, say); its default answer is an empty 400. This one is
 * the contract's error. Anything else thrown before the app runs is a 500.
 */
export function apiListenerError(log: Logger): (err: unknown) => Response {
  return (err) => {
    const requestError = err instanceof Error && err.name === 'RequestError';
    if (!requestError) log.error({ err: err instanceof Error ? err.message : String(err) }, 'api listener failed');
    const [status, error, code]: [number, string, ErrorCode] = requestError
      ? [400, 'the request URL or Host header is malformed', 'invalid_request']
      : [500, 'internal error', 'internal'];
    return new Response(JSON.stringify(errorBody(status, code, error)), {
      status,
      headers: {
        'content-type': 'application/json',
        'x-request-id': randomUUID(),
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
