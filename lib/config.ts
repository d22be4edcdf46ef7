import { dataDir, env as processEnv, parseEnv, type Env } from './env';

/** What the server, the API and `pi` need to start, derived from the one env schema. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** APP_BASE_URL when set; otherwise permalinks use the address the server listens on. */
  appBaseUrl: string | undefined;
}

export function loadConfig(source?: NodeJS.ProcessEnv): Config {
  const e: Env = source ? parseEnv(source) : processEnv();
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: dataDir(e),
    databaseUrl: e.DATABASE_URL,
    appBaseUrl: e.APP_BASE_URL?.replace(/\/+$/, ''),
  };
}

export function listenUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
