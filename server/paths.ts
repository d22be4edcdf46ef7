const BASE = 'http://pi.invalid';
/** Encoded dots, slashes and backslashes: a later decoding step could turn them into traversal. */
const ENCODED_SEPARATOR = /%(2e|2f|5c)/i;

/**
 * Why a request target is refused, or undefined when its path is already in
 * normal form. Every decision (API or console, public or signed-in) is made
 * on the path as given, so a path that a URL parser would resolve
 * differently (`..`, `%2e%2e`, `\`) is refused outright rather than resolved
 * after the decision. Console paths must also be free of encoded slashes,
 * backslashes and dots and of empty segments, which Next.js may decode or
 * collapse later; the API matches raw segments, so there an encoded slash is
 * just part of an (unknown) id, answered 404 as the contract says.
 */
export function pathProblem(target: string): string | undefined {
  const pathname = target.split('?', 1)[0] ?? '';
  if (!pathname.startsWith('/')) return 'the request target must be a path starting with /';
  let url: URL;
  try {
    url = new URL(pathname, BASE);
    decodeURIComponent(pathname);
  } catch {
    return 'the path is not a valid URL path';
  }
  if (url.pathname !== pathname) return 'the path must be in normal form (no . or .. segments)';
  if (isApiPath(pathname)) return undefined;
  if (ENCODED_SEPARATOR.test(pathname) || pathname.includes('\\')) {
    return 'the path must not contain encoded dots, slashes or backslashes';
  }
  if (pathname.includes('//')) return 'the path must not contain empty segments';
  return undefined;
}

/** `/api/*` belongs to the API app, except the console's own proxy routes. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return (pathname === '/api' || pathname.startsWith('/api/')) && !pathname.startsWith('/api/console/');
}

/** The console's proxy routes (`/api/console/…`), matched on the normalised path. */
export function isConsoleProxyPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith('/api/console/');
}
