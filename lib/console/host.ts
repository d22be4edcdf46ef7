import type { Db } from '../db/client';

/** What the server process shares with the console's server components (same process, one database). */
interface ConsoleHost {
  db: Db;
  appBaseUrl: string;
  /** This server's own API, for the console's proxy when PI_API_BASE_URL is unset. */
  internalApiBaseUrl: string;
  /** The API app's own fetch: the console calls it in-process instead of over loopback HTTP. */
  apiFetch?: (request: Request) => Promise<Response>;
  /** The console key of a member signed in through OpenID Connect, opened; undefined when it is gone. */
  memberKey?: (memberId: number) => Promise<string | undefined>;
}

const HOST_KEY = Symbol.for('portfolio-intelligence.console-host');

export function publishConsoleHost(host: ConsoleHost): void {
  (globalThis as Record<symbol, unknown>)[HOST_KEY] = host;
}

export function consoleHost(): ConsoleHost {
  const host = (globalThis as Record<symbol, unknown>)[HOST_KEY] as ConsoleHost | undefined;
  if (!host) throw new Error('The console runs inside the Portfolio Intelligence server (npm start)');
  return host;
}
