/**
 * Helpers shared by the benchmarks (bench/run.ts, bench/console.ts): a
 * throwaway PostgreSQL database, the `pi` CLI, the server, statistics.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const ADMIN_URL = process.env.PI_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function log(line: string) {
  process.stderr.write(`${line}\n`);
}

export async function admin(sql: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function databaseExists(name: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    const res = await c.query('select 1 from pg_database where datname = $1', [name]);
    return res.rowCount === 1;
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Environment for `pi` and the server: database `dbName`, a fresh data folder. */
export function benchEnv(dbName: string): { env: NodeJS.ProcessEnv; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(dbName),
    PI_DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  return { env, dataDir };
}

export function pi(env: NodeJS.ProcessEnv, ...argv: string[]): string {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...argv], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`pi ${argv.join(' ')} failed`);
  return res.stdout.trim();
}

export interface StartOptions {
  /** Copy the server's output until it is ready (e.g. a `next build` it runs first) to stderr. */
  echo?: boolean;
  /** Node's own flags, before the script: `--cpu-prof` (which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
  /** Another checkout's server (a before-and-after bench), run from that checkout. */
  checkout?: string;
  /** Drop the server's stderr rather than show it. */
  quiet?: boolean;
}

/** `node bin/start.mjs` on a free port; resolves with the base URL once it listens. */
export function startServer(
  env: NodeJS.ProcessEnv,
  apiOnly: boolean,
  opts: StartOptions = {},
): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const checkout = opts.checkout ?? root;
    const argv = [...(opts.nodeArgs ?? []), path.join(checkout, 'bin/start.mjs'), ...(apiOnly ? ['--api-only'] : [])];
    const child = spawn(process.execPath, argv, {
      cwd: checkout,
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', opts.quiet ? 'ignore' : 'inherit'],
    });
    let out = '';
    let ready = false;
    // Read to the end (a full pipe would stall the server), scanned only until it listens: scanning the whole
    // access log on every line grew quadratic, and took the event loop of a bench that times requests.
    child.stdout.on('data', (chunk: Buffer) => {
      if (opts.echo && !ready) process.stderr.write(chunk);
      if (ready) return;
      out += chunk.toString();
      const m = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(out);
      if (m?.[1]) {
        ready = true;
        resolve({ url: m[1], child });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** Nearest-rank percentile, p in [0, 100]. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};

/** Writes `bench/results/<name>.json` (the folder is gitignored) and returns its path. */
export function writeResults(name: string, value: unknown): string {
  const outDir = path.join(root, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  return file;
}

export const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');
