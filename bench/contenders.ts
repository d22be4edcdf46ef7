/**
 * The servers bench/run.ts compares: `npm start` (API + console), the same
 * API alone (`--api-only`), and the bare node:http + pg baseline. Each runs
 * in its own process; its CPU time is read from /proc so a result can be
 * given per request, which the noise of a shared machine disturbs far less
 * than requests per second.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stop } from './support';

export interface Contender {
  name: string;
  /** Base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** Date.now() when it was spawned: a CPU profile's clock starts about then. */
  spawnedAt: number;
}

export type ContenderKind = 'full' | 'api' | 'bare';

/** A data folder per server: servers of one deployment must not share one (README, "Running in production"). */
function ownDataDir(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PI_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'pi-bench-server-')) };
}

/** Spawns node with `argv` on a free port; resolves once it prints its `API: http://…/api/v1` line. */
function spawnReady(argv: string[], env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
      cwd: root,
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let ready = false;
    // Kept reading after start-up too: the access log must not fill the pipe and stall the server.
    child.stdout.on('data', (chunk: Buffer) => {
      if (ready) return;
      out += chunk.toString();
      const m = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(out);
      if (m?.[1]) {
        ready = true;
        resolve({ url: m[1], child });
      }
    });
    child.once('exit', (code) => reject(new Error(`${argv.join(' ')} exited (${code}): ${out}`)));
  });
}

const SCRIPTS: Record<ContenderKind, string[]> = {
  full: ['bin/start.mjs'],
  api: ['bin/start.mjs', '--api-only'],
  bare: ['--import', 'tsx', 'bench/bare-server.ts'],
};

/** `nodeArgs` go before the script, e.g. --cpu-prof (which NODE_OPTIONS does not take). */
export async function startContender(
  name: string,
  kind: ContenderKind,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<Contender> {
  const own = ownDataDir(env);
  const spawnedAt = Date.now();
  // The data folder is only the console key on PostgreSQL; remove it once the server is gone.
  const cleanUp = () => fs.rmSync(own.PI_DATA_DIR ?? '', { recursive: true, force: true });
  try {
    const started = await spawnReady([...nodeArgs, ...SCRIPTS[kind]], own);
    started.child.once('exit', cleanUp);
    return { name, spawnedAt, ...started };
  } catch (err) {
    cleanUp();
    throw err;
  }
}

export const stopContender = (c: Contender) => stop(c.child);

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Every process's parent and CPU ticks (user + system), from /proc. */
function processTicks(): Map<number, { ppid: number; ticks: number }> {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, …, utime (14th), stime (15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    stats.set(Number(entry), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) });
  }
  return stats;
}

/** CPU time (user + system, ms) of a process and its descendants, from /proc. */
export function cpuMs(pid: number): number {
  const stats = processTicks();
  let ticks = 0;
  const walk = (p: number) => {
    ticks += stats.get(p)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === p) walk(child);
  };
  walk(pid);
  return (ticks / CLOCK_TICKS) * 1000;
}

/**
 * CPU time (ms) of the PostgreSQL backends now connected to one database: each names it in its
 * process title ("postgres: user dbname host(port) state"). Backends that exited are not counted.
 */
export function backendCpuMs(dbName: string): number {
  let ticks = 0;
  for (const [pid, s] of processTicks()) {
    let title: string;
    try {
      title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (title.startsWith('postgres: ') && title.split(' ').includes(dbName)) ticks += s.ticks;
  }
  return (ticks / CLOCK_TICKS) * 1000;
}
