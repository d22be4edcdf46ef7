import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { buildApi } from '../lib/api/app';
import { listenUrl, loadConfig, type Config } from '../lib/config';
import { openDatabase, type Database } from '../lib/db/client';
import { bootstrapDemo } from '../lib/admin/bootstrap';
import { createApiKey } from '../lib/admin/keys';
import { consoleKeyPath } from '../lib/console-key';
import { publishConsoleHost } from '../lib/console/host';
import { applyConsoleSecurityHeaders } from '../lib/console/security-headers';
import { CONSOLE_API_PREFIX, matchOperation, notFoundBody } from '../lib/console/proxy';
import {
  consolePassword,
  isLoopbackHost,
  isPublicConsolePath,
  readCookie,
  SESSION_COOKIE,
  verifySession,
} from '../lib/console/session';

const DEMO_ADMIN = 'ada@demo.example';
const root = fileURLToPath(new URL('..', import.meta.url));

/** `/api/*` belongs to the API app, except the console's own proxy routes. */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return (pathname === '/api' || pathname.startsWith('/api/')) && !pathname.startsWith('/api/console/');
}

export interface RunningServer {
  url: string;
  server: http.Server;
  database: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  dev?: boolean;
  /** Serve only the API (benchmarks compare against it). */
  apiOnly?: boolean;
  log?: (line: string) => void;
  config?: Config;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? ((line: string) => console.log(line));
  const password = consolePassword();
  if (!opts.apiOnly && !password && !isLoopbackHost(config.host)) {
    throw new Error(
      `HOST=${config.host} would expose the console, which acts with a stored API key, to the network without sign-in. ` +
        'Set PI_CONSOLE_PASSWORD to require sign-in, or listen on a loopback address (127.0.0.1).',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'the Portfolio Intelligence server',
  });
  try {
    await database.migrate();
    await ensureDemo(database, config, log);

    const handleNext = opts.apiOnly ? undefined : await prepareNext(Boolean(opts.dev), config);
    // Bound before the API is built, so that PORT=0 yields real permalinks.
    const apiSlot: { handle?: http.RequestListener } = {};
    const server = http.createServer((req, res) => {
      if (!handleNext || isApiPath(req.url ?? '/')) {
        if (apiSlot.handle) apiSlot.handle(req, res);
        else res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"starting up"}');
        return;
      }
      if (!admitConsole(req, res, password)) return;
      applyConsoleSecurityHeaders(req, res, { dev: Boolean(opts.dev) });
      handleNext(req, res).catch((err: unknown) => {
        console.error('console request failed:', err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal error');
      });
    });
    // Keep-alive longer than common proxies' idle timeouts to avoid reset races.
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const address = server.address();
    const url = listenUrl(config.host, typeof address === 'object' && address ? address.port : config.port);
    const appBaseUrl = config.appBaseUrl ?? url;
    const api = buildApi({ db: database.db, appBaseUrl });
    publishConsoleHost({ db: database.db, appBaseUrl });
    // The console's proxy calls this server's own API unless PI_API_BASE_URL says otherwise.
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.env.PI_INTERNAL_API_BASE_URL = `${listenUrl(isLoopbackHost(config.host) ? config.host : '127.0.0.1', port)}/api/v1`;
    const apiListener = getRequestListener(api.fetch);
    apiSlot.handle = (req, res) => void apiListener(req, res);
    return {
      url,
      server,
      database,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Hands the raw path to the console's proxy (Next normalises URLs) and, when
 * sign-in is on, turns away requests without a valid session.
 */
function admitConsole(req: http.IncomingMessage, res: http.ServerResponse, password: string | undefined): boolean {
  const raw = req.url ?? '/';
  const pathname = raw.split('?', 1)[0] ?? '/';
  req.headers['x-pi-raw-path'] = pathname;
  // Answered here, before Next could normalise the path (`/me/`, `%2e%2e`) into a redirect.
  if (pathname.startsWith(`${CONSOLE_API_PREFIX}/`) && !matchOperation(req.method ?? 'GET', pathname)) {
    res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(notFoundBody(req.method ?? 'GET', pathname)));
    return false;
  }
  if (!password || isPublicConsolePath(pathname)) return true;
  if (verifySession(password, readCookie(req.headers.cookie, SESSION_COOKIE))) return true;
  if (pathname.startsWith('/api/console/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ error: 'Sign in to the console first', code: 'unauthorized' }));
  } else {
    res.writeHead(303, { location: `/login?next=${encodeURIComponent(raw)}`, 'cache-control': 'no-store' });
    res.end();
  }
  return false;
}

async function prepareNext(dev: boolean, config: Config) {
  const { default: next } = await import('next');
  const app = next({ dev, dir: root, hostname: config.host, port: config.port });
  await app.prepare();
  const handle = app.getRequestHandler();
  return (req: http.IncomingMessage, res: http.ServerResponse) => handle(req, res);
}

/**
 * On a fresh database: seed the demo workspace. Either way, make sure the
 * console has a key of the demo admin in the data folder.
 */
async function ensureDemo(database: Database, config: Config, log: (line: string) => void): Promise<void> {
  const keyFile = consoleKeyPath(config.dataDir);
  let announced = false;
  const result = await bootstrapDemo(database.db, {
    onProgress: () => {
      if (!announced) log('First start: seeding the demo workspace…');
      announced = true;
    },
  });
  const demo = result.summary?.workspaces.find((w) => w.slug === 'demo');
  if (result.summary && demo) {
    const n = (table: string) => (demo.counts[table] ?? 0).toLocaleString('en-US');
    log(
      `Seeded ${n('companies')} companies, ${n('touchpoints')} touchpoints and ${n('tracker_values')} tracker values ` +
        `in ${(result.summary.elapsedMs / 1000).toFixed(1)} s.`,
    );
  }
  let key = result.key;
  if (!key && !fs.existsSync(keyFile)) {
    key = (await createApiKey(database.db, { email: DEMO_ADMIN, workspaceSlug: 'demo', label: 'console' })).key;
  }
  if (key) {
    fs.mkdirSync(path.dirname(keyFile), { recursive: true });
    fs.writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    fs.chmodSync(keyFile, 0o600);
  }
}

export async function runMain(): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`Portfolio Intelligence could not start: ${err instanceof Error ? err.message : String(err)}`);
    if (process.env.PI_DEBUG) console.error(err);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const apiOnly = process.argv.includes('--api-only');
  const running = await startServer({ dev, apiOnly });
  const config = loadConfig();
  const dbLine =
    running.database.kind === 'pglite'
      ? `embedded PGlite in ${running.database.where}`
      : `PostgreSQL at ${running.database.where}`;
  console.log(`Portfolio Intelligence is running on ${dbLine}.`);
  console.log(`  Console: ${running.url}/`);
  console.log(`  API:     ${running.url}/api/v1  (OpenAPI: ${running.url}/api/v1/openapi.json)`);
  console.log(
    `  API key: npm run pi -- keys create --email ada@demo.example${running.database.kind === 'pglite' ? '  (with the server stopped)' : ''}`,
  );
  if (config.appBaseUrl && config.appBaseUrl !== running.url)
    console.log(`  Permalinks use APP_BASE_URL=${config.appBaseUrl}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void runMain();
