import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../lib/config';
import { debugEnabled, env } from '../lib/env';
import { startServer } from './start';

export { startServer, type RunningServer, type StartOptions } from './start';
export { isApiPath } from './paths';

export async function runMain(): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`Portfolio Intelligence could not start: ${err instanceof Error ? err.message : String(err)}`);
    if (debugEnabled()) console.error(err);
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
    running.log.info({ signal, drainMs: env().PI_SHUTDOWN_TIMEOUT_MS }, 'shutting down: draining requests in flight');
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
