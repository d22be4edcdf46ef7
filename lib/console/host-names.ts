/**
 * The host names the console answers for. A page on another domain whose name
 * is re-pointed at this machine (DNS rebinding) arrives with its own name in
 * Host, and its Origin matches that Host, so only the name itself tells it
 * apart from the console.
 */

/** `name` or `name:port`, with IPv6 in brackets: nothing else (no `@`, `/`, spaces) is a Host. */
const HOST_VALUE = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i;

/**
 * A Host value as one comparable name: lowercase, port and trailing dot
 * dropped, IP addresses in their canonical form (`[0:0::1]` is `[::1]`).
 * Undefined when the value is not a host name or address.
 */
export function normaliseHost(value: string): string | undefined {
  const name = HOST_VALUE.exec(value.trim())?.[1];
  if (!name) return undefined;
  let canonical: string;
  try {
    canonical = new URL(`http://${name}`).hostname;
  } catch {
    return undefined;
  }
  const bare = canonical.endsWith('.') ? canonical.slice(0, -1) : canonical;
  return bare === '' ? undefined : bare;
}

/** localhost, 127.0.0.0/8 and [::1], on a normalised name. */
function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** The configured names besides loopback: APP_BASE_URL's host and PI_ALLOWED_HOSTS (already normalised). */
export function consoleHostNames(appBaseUrl: string, listed: readonly string[]): ReadonlySet<string> {
  const names = new Set(listed);
  // The default base URL is built from HOST, which may be no URL host at all (`fe80::1%eth0`).
  const base = URL.canParse(appBaseUrl) ? normaliseHost(new URL(appBaseUrl).host) : undefined;
  if (base) names.add(base);
  return names;
}

/** Whether the console answers a request addressed to this Host value. */
export function isConsoleHost(value: string | undefined, allowed: ReadonlySet<string>): boolean {
  const name = value === undefined ? undefined : normaliseHost(value);
  return name !== undefined && (isLoopbackName(name) || allowed.has(name));
}
