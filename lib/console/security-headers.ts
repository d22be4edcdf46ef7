import { randomBytes } from 'node:crypto';
import type http from 'node:http';

/** Request header that carries the nonce to server components (app/layout.tsx reads it). */
export const NONCE_HEADER = 'x-nonce';

/**
 * The console's policy. Scripts run only with this response's nonce (and what
 * they load, via 'strict-dynamic'); everything else is same-origin, since the
 * product never loads anything from elsewhere.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // Next's dev mode evaluates modules from strings (HMR, React refresh); a build never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React's style attributes (Radix positions popovers with them) are inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Sets the console's security headers on a response Next.js is about to
 * render, and hands Next the CSP nonce.
 */
export function applyConsoleSecurityHeaders(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  opts: { dev: boolean },
): void {
  // 128 bits, fresh for every response, so a nonce seen once is no use later.
  const nonce = randomBytes(16).toString('base64');
  const policy = contentSecurityPolicy(nonce, opts.dev);
  // Next takes the nonce for its own inline scripts from the *request's* CSP header
  // (getScriptNonceFromHeaders in next/dist/server/app-render/get-script-nonce-from-header);
  // both headers are overwritten, so nothing a client sends is believed.
  req.headers['content-security-policy'] = policy;
  req.headers[NONCE_HEADER] = nonce;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // same-origin: no referrer leaves the product at all. Not no-referrer: browsers then send
  // `Origin: null` on POST/PUT/DELETE, and the gate refuses changes without a same-origin Origin.
  res.setHeader('Referrer-Policy', 'same-origin');
  // For browsers that predate frame-ancestors.
  res.setHeader('X-Frame-Options', 'DENY');
}
