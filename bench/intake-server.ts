/**
 * A fresh server for the intake benchmark, and the few API calls it makes.
 *
 * Each server gets a new database (a temporary PGlite folder, or a throwaway PostgreSQL database that is dropped
 * afterwards), seeded with the demo as a first start would, and keys for Ada and Grace made with `pi` before the
 * server starts (PGlite admits one process per folder). Grace's key is needed because "Net burn" is her private
 * tracker: only she can read its values. Every server builds its console, if at all, into .next-bench, never into
 * the .next other engineers' tests use. The per-key rate limit is lifted: this measures intake, not the limiter.
 */
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { admin, benchEnv, log, pi, startServer, stop } from './support';
import type { Company } from './intake-corpus';
import { backendCpuMs, cpuMs } from './contenders';

export type DbKind = 'pglite' | 'postgres';
export const NEXT_DIST_DIR = '.next-bench';

export interface BenchServer {
  kind: DbKind;
  /** Base of the API: http://127.0.0.1:PORT/api/v1 */
  api: string;
  ada: Api;
  grace: Api;
  /** CPU time (ms) so far of the server (its process and threads) and, on PostgreSQL, of its backends. */
  cpuMs: () => { server: number; database: number };
  close: () => Promise<void>;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** Refusals (429, or 503 when embedded PGlite sheds load) are retried this many times, as Retry-After says. */
const MAX_RETRIES = 10;

/** JSON calls with one member's key. */
export class Api {
  /** Requests refused with Retry-After and sent again: a well-behaved client waits, and the wait is measured. */
  retried = 0;

  constructor(
    readonly base: string,
    readonly key: string,
  ) {}

  private async send(path: string, init: RequestInit): Promise<{ status: number; text: string }> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${this.base}${path}`, init);
      const text = await res.text();
      const after = Number(res.headers.get('retry-after'));
      if ((res.status !== 429 && res.status !== 503) || !after || attempt >= MAX_RETRIES) {
        return { status: res.status, text };
      }
      this.retried++;
      await new Promise((r) => setTimeout(r, after * 1000));
    }
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.key}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const { status, text } = await this.send(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.call<T>(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** POST /emails with one raw message; the new (202) or earlier (200) email's publicId. */
  async postEmail(raw: Buffer): Promise<string> {
    const { status, text } = await this.send('/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${this.key}`, 'content-type': 'message/rfc822' },
      body: new Uint8Array(raw),
    });
    if (status !== 202 && status !== 200) throw new Error(`POST /emails → ${status}: ${text}`);
    return (JSON.parse(text) as { publicId: string }).publicId;
  }

  /** Every item of a list endpoint, page by page. */
  async all<T>(path: string): Promise<T[]> {
    const out: T[] = [];
    let token: string | undefined;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const page = await this.ok<{ items: T[]; nextPageToken?: string }>(
        'GET',
        `${path}${sep}limit=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
      );
      out.push(...page.items);
      token = page.nextPageToken;
    } while (token);
    return out;
  }
}

export interface ServerOptions {
  /** Serve the console too (`npm start` as is); otherwise --api-only, which derives the same way. */
  console: boolean;
}

export async function startBenchServer(kind: DbKind, label: string, opts: ServerOptions): Promise<BenchServer> {
  const dbName = `pi_bench_intake_${label}_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  Object.assign(env, {
    PI_NEXT_DIST_DIR: NEXT_DIST_DIR,
    PI_RATE_LIMIT_PER_SECOND: '1000000',
    PI_RATE_LIMIT_BURST: '1000000',
    PI_LOG_LEVEL: 'warn',
  });
  if (kind === 'pglite') delete env.DATABASE_URL;
  else await admin(`create database ${dbName}`);
  const drop = async () => {
    if (kind === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let child: ChildProcess | undefined;
  try {
    log(`${kind}: seeding the demo workspace…`);
    pi(env, 'seed', 'demo');
    const ada = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-intake');
    const grace = pi(env, 'keys', 'create', '--email', 'grace@demo.example', '--label', 'bench-intake');
    // PI_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
    const nodeArgs = (process.env.PI_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const server = await startServer(env, !opts.console, { echo: opts.console, nodeArgs });
    child = server.child;
    const api = `${server.url}/api/v1`;
    const running = child;
    return {
      kind,
      api,
      ada: new Api(api, ada),
      grace: new Api(api, grace),
      cpuMs: () => ({
        server: running.pid === undefined ? 0 : cpuMs(running.pid),
        database: kind === 'postgres' ? backendCpuMs(dbName) : 0,
      }),
      close: async () => {
        await stop(running);
        await drop();
      },
    };
  } catch (err) {
    if (child) await stop(child);
    await drop();
    throw err;
  }
}

/** Creates the corpus companies; their publicIds by domain. */
export async function createCompanies(api: Api, companies: Company[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const c of companies) {
    const made = await api.ok<{ publicId: string }>('POST', '/companies', { name: c.name, primaryDomain: c.domain });
    ids.set(c.domain, made.publicId);
  }
  return ids;
}

export interface EmailState {
  publicId: string;
  companyPublicId: string | null;
  touchpointPublicIds: string[];
  files: { publicId: string; name: string }[];
  processing: { state: 'queued' | 'processing' | 'done' | 'failed'; error: string | null };
}

export const settledState = (e: EmailState): boolean =>
  e.processing.state === 'done' || e.processing.state === 'failed';

/** Polls an email until its derivation settles; gives up after `timeoutMs`. */
export async function waitSettled(api: Api, publicId: string, timeoutMs = 120_000, everyMs = 20): Promise<EmailState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const e = await api.ok<EmailState>('GET', `/emails/${publicId}`);
    if (settledState(e)) return e;
    if (Date.now() > deadline) throw new Error(`email ${publicId} still ${e.processing.state} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
