import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Duplex } from 'node:stream';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP/1.1 response written straight to a socket the HTTP server has given up on. */
function writeRaw(socket: Duplex, status: number, error: string, code: string, extra: Record<string, string> = {}) {
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify({ error, code });
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
  socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\n${head}\r\n${body}`);
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
  // This server proxies nothing: CONNECT is a known method it does not allow.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    writeRaw(socket, 405, 'method CONNECT is not allowed here', 'method_not_allowed', {
      Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE',
    });
  });
}
