import path from 'node:path';

/** Everything the server, the API and `pi` read from the environment. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** APP_BASE_URL when set; otherwise permalinks use the address the server listens on. */
  appBaseUrl: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = parsePort(env.PORT);
  const dataDir = path.resolve(env.PI_DATA_DIR || '.data');
  const appBaseUrl = env.APP_BASE_URL ? env.APP_BASE_URL.replace(/\/+$/, '') : undefined;
  return { host, port, dataDir, databaseUrl: env.DATABASE_URL || undefined, appBaseUrl };
}

export function listenUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${raw}"`);
  }
  return port;
}
