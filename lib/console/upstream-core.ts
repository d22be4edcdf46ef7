import fs from 'node:fs';
import { consoleKeyPath } from '../console-key';
import { dataDir, env } from '../env';
import { consoleHost } from './host';

export interface Upstream {
  /** Base URL of an API deployment, ending in /api/v1 (no trailing slash). */
  baseUrl: string;
  key: string | undefined;
  timeoutMs: number;
  /** How a request reaches it: this server's API in-process, or HTTP. */
  fetch: (request: Request) => Promise<Response>;
  /** True when it is this server's own API, reachable without a network hop. */
  local: boolean;
}

/** The API app's fetch, abandoned (as HTTP would be) when the request's signal aborts. */
function inProcess(apiFetch: (request: Request) => Promise<Response>) {
  return (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
      apiFetch(request).then(resolve, reject);
    });
}

let cachedKey: { file: string; key: string } | undefined;

function storedKey(): string | undefined {
  // Read at run time from the server's data folder; nothing here belongs in the build's file trace.
  const file = consoleKeyPath(dataDir());
  if (cachedKey?.file === file) return cachedKey.key;
  try {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (key) cachedKey = { file, key };
    return key || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the console's requests go and with which key. No `server-only` mark:
 * the console proxy's handler (lib/console/proxy.ts) runs in the server itself
 * as well as in Next.js; other Next.js code imports it through `./upstream`,
 * which has the mark. By default: this
 * server's own API (the server publishes its address once it listens) and the
 * key the first start stored; PI_API_BASE_URL and PI_API_KEY override both.
 */
export function upstream(): Upstream {
  const e = env();
  const key = e.PI_API_KEY ?? storedKey();
  if (e.PI_API_BASE_URL) {
    // Another deployment: reached over HTTP, whether or not this process serves an API of its own.
    const baseUrl = e.PI_API_BASE_URL.replace(/\/+$/, '');
    return { baseUrl, key, timeoutMs: e.PI_API_TIMEOUT_MS, fetch: (request) => fetch(request), local: false };
  }
  const host = consoleHost();
  return {
    baseUrl: host.internalApiBaseUrl.replace(/\/+$/, ''),
    key,
    timeoutMs: e.PI_API_TIMEOUT_MS,
    fetch: host.apiFetch ? inProcess(host.apiFetch) : (request) => fetch(request),
    local: Boolean(host.apiFetch),
  };
}

/**
 * Names the member a console request acts for. Only the server's console gate
 * sets it, after checking the session; it removes whatever a browser sent.
 */
export const MEMBER_HEADER = 'x-pi-console-member';

/**
 * The key a console request acts with: the signed-in member's when the gate
 * named one, else the console's own (shared password, or no sign-in).
 * Undefined when a named member's key is gone (revoked since sign-in).
 */
export async function keyFor(member: string | null | undefined): Promise<string | undefined> {
  if (!member) return upstream().key;
  const id = Number(member);
  const lookup = consoleHost().memberKey;
  if (!Number.isSafeInteger(id) || !lookup) return undefined;
  return lookup(id);
}
