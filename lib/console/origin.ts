import type http from 'node:http';
import { isConsoleHost } from './host-names';

export interface OriginPolicy {
  /** Believe X-Forwarded-Host/-Proto (only behind a proxy that sets them: PI_TRUST_PROXY). */
  trustProxy: boolean;
  /** Origins accepted besides the request's own, e.g. APP_BASE_URL's. */
  allowedOrigins: string[];
  /** Host names the console answers for besides loopback (normalised: see host-names.ts). */
  allowedHosts: ReadonlySet<string>;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The host this request was addressed to, as the browser saw it (the forwarded one behind a trusted proxy). */
export function requestHost(req: http.IncomingMessage, policy: Pick<OriginPolicy, 'trustProxy'>): string | undefined {
  return (policy.trustProxy ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
}

/** The origin this request was addressed to: scheme and host, as the browser saw them. */
function requestOrigin(req: http.IncomingMessage, policy: OriginPolicy): string | undefined {
  const forwardedProto = policy.trustProxy ? first(req.headers['x-forwarded-proto']) : undefined;
  const host = requestHost(req, policy);
  if (!host) return undefined;
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const scheme = forwardedProto ?? (encrypted ? 'https' : 'http');
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * A change must carry an Origin equal to the request's own origin, scheme
 * included, or to a configured one. Forwarded headers count only when the
 * deployment says a proxy sets them; otherwise anyone could send them.
 */
export function isSameOrigin(req: http.IncomingMessage, policy: OriginPolicy): boolean {
  const origin = first(req.headers.origin);
  if (!origin || origin === 'null') return false;
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  return given === requestOrigin(req, policy) || policy.allowedOrigins.includes(given);
}

/**
 * Whether the console answers this request at all: the same host its origin is
 * taken from must be a loopback name or a configured one (DNS rebinding).
 */
export function isConsoleRequestHost(req: http.IncomingMessage, policy: OriginPolicy): boolean {
  return isConsoleHost(requestHost(req, policy), policy.allowedHosts);
}

/** The client's address: the socket's, or the last hop a trusted proxy recorded. */
export function clientAddress(req: http.IncomingMessage, policy: Pick<OriginPolicy, 'trustProxy'>): string {
  if (policy.trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
    const last = hops[hops.length - 1]?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
