import type http from 'node:http';

/**
 * Sets the console's security headers on a response Next.js is about to
 * render, and hands Next the CSP nonce. (To be implemented.)
 */
export function applyConsoleSecurityHeaders(
  _req: http.IncomingMessage,
  _res: http.ServerResponse,
  _opts: { dev: boolean },
): void {}
