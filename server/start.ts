import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { Logger } from 'pino';
import { buildApi } from '../lib/api/app';
import { findLiveKeyByHash } from '../lib/api/core/auth';
import { IN_PROCESS, verifiedKeys } from '../lib/api/core/key-cache';
import { pageTokens } from '../lib/queries/pagination';
import { listenUrl, loadConfig, type Config } from '../lib/config';
import { openDatabase, type Database } from '../lib/db/client';
import { deploymentSecret } from '../lib/db/deployment';
import { bootstrapDemo } from '../lib/admin/bootstrap';
import { createApiKey } from '../lib/admin/keys';
import { consoleKeyPath } from '../lib/console-key';
import { publishConsoleHost } from '../lib/console/host';
import { consoleHostNames } from '../lib/console/host-names';
import { isLoopbackHost, oidcSettings } from '../lib/console/session';
import { intakeAccept } from '../lib/connections/accept';
import { secretKey } from '../lib/connections/secret-box';
import { startConnectionSync } from '../lib/connections/sync';
import { SessionStore } from '../lib/console/session-store';
import { env as processEnv, type Env } from '../lib/env';
import { memoryBuckets, redisBuckets, type BucketStore } from '../lib/limits/buckets';
import { createLogger } from '../lib/log';
import { consoleGate } from './console-gate';
import { oidcSignIn } from './console-oidc';
import { memberKeyLookup } from '../lib/admin/member-keys';
import { consoleProxyListener } from './console-proxy';
import { handleRequests } from './handler';
import { startMaintenance } from './maintenance';
import { ruleDeriver } from '../lib/derive/pipeline';
import { closeParsePool } from '../lib/intake/parse-pool';
import { releaseOrphanedClaims, startWorker } from '../lib/queue/worker';
import { answerProtocolErrors, apiListenerError } from './protocol-errors';
import { lingerOnClose } from './linger';
import { drainAndClose } from './shutdown';

const DEMO_ADMIN = 'ada@demo.example';
const root = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  url: string;
  server: http.Server;
  database: Database;
  log: Logger;
  close(): Promise<void>;
}

export interface StartOptions {
  dev?: boolean;
  /** Serve only the API (benchmarks compare against it). */
  apiOnly?: boolean;
  log?: (line: string) => void;
  config?: Config;
  env?: Env;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const e = opts.env ?? processEnv();
  const config = opts.config ?? loadConfig();
  const say = opts.log ?? ((line: string) => console.log(line));
  const log = createLogger(e.PI_LOG_LEVEL);
  const password = e.PI_CONSOLE_PASSWORD;
  const oidcConfig = oidcSettings(e);
  if (!opts.apiOnly && !password && !oidcConfig && !isLoopbackHost(config.host)) {
    throw new Error(
      `HOST=${config.host} would expose the console, which acts with a stored API key, to the network without sign-in. ` +
        'Set PI_CONSOLE_PASSWORD or PI_OIDC_ISSUER to require sign-in, or listen on a loopback address (127.0.0.1).',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    holder: 'the Portfolio Intelligence server',
  });
  let buckets: BucketStore | undefined;
  try {
    await database.migrate(say);
    await ensureDemo(database, config, say);
    const { db } = database;
    // Several deployments may share one Redis: each keeps to its own keys.
    const deploymentId = (await deploymentSecret(db, 'deployment-id')).slice(0, 12);
    buckets = e.REDIS_URL
      ? redisBuckets(e.REDIS_URL, {
          prefix: `pi:${deploymentId}:`,
          onError: (err) =>
            log.warn({ err: err.message }, 'Redis rate-limit store unavailable: limiting per server until it is back'),
        })
      : memoryBuckets();
    const limiter = buckets;
    const pages = pageTokens(e.PI_PAGE_TOKEN_SECRET ?? (await deploymentSecret(db, 'page-token-mac')));
    const sessions = new SessionStore(db, await deploymentSecret(db, 'console-session'));
    const handleNext = opts.apiOnly ? undefined : await prepareNext(Boolean(opts.dev), config);

    const appBase = config.appBaseUrl;
    const handler = handleRequests({
      database,
      log,
      dev: Boolean(opts.dev),
      handleNext,
      handleProxy: handleNext ? consoleProxyListener(log) : undefined,
      gate: consoleGate({
        password,
        oidc: oidcConfig
          ? oidcSignIn({
              settings: oidcConfig,
              sessions,
              db,
              appBaseUrl: appBase,
              secureCookie: (appBase ?? '').startsWith('https:'),
              log,
            })
          : undefined,
        sessions,
        buckets: limiter,
        origin: {
          trustProxy: e.PI_TRUST_PROXY,
          allowedOrigins: appBase ? [new URL(appBase).origin] : [],
          // APP_BASE_URL's host, by default HOST's, as permalinks use it.
          allowedHosts: consoleHostNames(appBase ?? listenUrl(config.host, config.port), e.PI_ALLOWED_HOSTS),
        },
        signIn: { perAddressPerMinute: e.PI_SIGNIN_PER_ADDRESS_PER_MINUTE, perMinute: e.PI_SIGNIN_PER_MINUTE },
        secureCookie: (appBase ?? '').startsWith('https:'),
        log,
      }),
    });
    // Without a Host, Node answers an empty 400 itself; the listener answers with the contract's JSON.
    const server = http.createServer({ requireHostHeader: false }, handler.listener);
    answerProtocolErrors(server);
    lingerOnClose(server);
    // Keep-alive longer than common proxies' idle timeouts to avoid reset races.
    server.keepAliveTimeout = 65_000;
    // Bound before the API is built, so that PORT=0 yields real permalinks.
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = listenUrl(config.host, port);
    const appBaseUrl = appBase ?? url;
    const intervalMs = e.PI_IMAP_POLL_SECONDS * 1000;
    const connectionSync = startConnectionSync({
      db,
      log,
      accept: intakeAccept(db, log),
      intervalMs,
      key: () => secretKey(e, { create: false }),
    });
    const api = buildApi({
      db,
      appBaseUrl,
      pages,
      log,
      sync: { now: connectionSync.syncNow },
      shed: database.backlogMs ? { backlogMs: database.backlogMs, afterMs: e.PI_SHED_AFTER_MS } : undefined,
      rateLimit: { perSecond: e.PI_RATE_LIMIT_PER_SECOND, burst: e.PI_RATE_LIMIT_BURST, buckets: limiter },
      ownKeys: verifiedKeys((hash) => findLiveKeyByHash(db, hash), e.PI_KEY_CACHE_SECONDS * 1000),
    });
    publishConsoleHost({
      db,
      appBaseUrl,
      internalApiBaseUrl: `${listenUrl(isLoopbackHost(config.host) ? config.host : '127.0.0.1', port)}/api/v1`,
      apiFetch: (request) => Promise.resolve(api.fetch(request, IN_PROCESS)),
      memberKey: memberKeyLookup(db, () => secretKey(e, { create: false }), e.PI_KEY_CACHE_SECONDS * 1000),
    });
    const apiListener = getRequestListener(api.fetch, { errorHandler: apiListenerError(log) });
    handler.setApi((req, res) => void apiListener(req, res));
    const maintenance = startMaintenance(db, sessions, log, database.kind === 'pglite');
    if (database.kind === 'pglite') await releaseOrphanedClaims(db);
    const derivation = startWorker({
      db,
      log,
      deriver: ruleDeriver,
      // Two jobs in flight by default, on PGlite too: while one waits on a worker thread (a file read, a long
      // text) the other runs; PGlite's transactions still take turns.
      concurrency: e.PI_DERIVATION_JOBS,
      lockMs: e.PI_JOB_LOCK_SECONDS * 1000,
      maxAttempts: e.PI_JOB_MAX_ATTEMPTS,
      // PostgreSQL's autovacuum keeps the queue lean; embedded PGlite has none.
      ...(database.kind === 'pglite' ? { vacuumEvery: 100 } : {}),
    });
    return {
      url,
      server,
      database,
      log,
      close: async () => {
        maintenance.stop();
        await connectionSync.stop();
        await derivation.stop();
        await closeParsePool();
        await drainAndClose(server, handler, e.PI_SHUTDOWN_TIMEOUT_MS);
        await limiter.close();
        await database.close();
        log.flush();
      },
    };
  } catch (err) {
    await buckets?.close();
    await database.close();
    throw err;
  }
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
