/**
 * npm run bench:hostile [-- --db pglite,postgres] [--before DIR] [--only docx-60mb,csv-1m] [--idle 300]
 *
 * Besides files, a 5,000,000-character meeting transcript and email body (their texts were read on the loop).
 *
 * Issue 19: reading one hostile file stopped every other request, and one crashed the server.
 * For each database, a fresh server (API only) first answers `--idle` cheap GETs (`/me`) one after
 * another: the idle latency. Then each hostile file is uploaded in turn (from a child process, so
 * that sending it never stalls the loop that times the GETs) while the same GET runs back to back,
 * until the file settles (or the server dies). Reported per file: p50/p99/max of the
 * GET during the upload against idle (goal: p99 ≤ 2× idle), the file's outcome, the server's
 * peak RSS, and its RSS once the file is done and the parse worker has gone idle, against its
 * RSS at start (goal: within 200 MB).
 *
 * `--before DIR` runs the same files, in the same run, on a server started from another checkout
 * (e.g. `git worktree add /tmp/before 74bd6b7` with node_modules linked): side by side, before and
 * after. A server that dies is noted and started again for the next file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { bigCsv, bigDocx, bigPptx, bigXlsx } from '../tests/fixtures/hostile-files';
import { admin, benchEnv, log, percentile, pi, root, startServer, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    before: { type: 'string' },
    only: { type: 'string' },
    idle: { type: 'string', default: '300' },
  },
});

type DbKind = 'pglite' | 'postgres';
/** A file uploaded to the company, a message posted to /emails, or a meeting imported for the company. */
interface HostileFile {
  label: string;
  name: string;
  make: () => Uint8Array;
  kind?: 'file' | 'email' | 'meeting';
}

/** When the bench's meetings took place: their touchpoint is found by it. */
const MEETING_AT = '2026-11-02T10:00:00.000Z';
const FIVE_MILLION = 5_000_000;

/** A message from the bench company whose body is `text`. */
function message(text: string): Uint8Array {
  const head = [
    'From: Jane <jane@hostile-files.example>',
    'To: ada@demo.example',
    'Subject: Notes',
    'Date: Mon, 02 Nov 2026 09:00:00 +0000',
    `Message-ID: <${Math.random().toString(36).slice(2)}@hostile-files.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ].join('\r\n');
  return new TextEncoder().encode(`${head}\r\n\r\n${text}\r\n`);
}

/** A meeting import (JSON) with `transcript`, placed with the bench company by its attendee. */
function meeting(transcript: string): Uint8Array {
  const attendees = [{ name: 'Jane', email: 'jane@hostile-files.example' }];
  return new TextEncoder().encode(
    JSON.stringify({ meetingNoteTitle: 'Long', calendarEventTime: MEETING_AT, attendees, transcript }),
  );
}

const FILES: HostileFile[] = [
  { label: 'docx-0.5mb-xml', name: 'small.docx', make: () => bigDocx(0.3) },
  { label: 'docx-1.8mb-xml', name: 'medium.docx', make: () => bigDocx(1.1) },
  // Passes the zip guard, then needs more than a reader's 512 MB heap: issue 19's crasher.
  { label: 'docx-45mb-xml', name: 'poison.docx', make: () => bigDocx(28) },
  // One part over the 50 MB a part may unpack to: refused before any parser sees it.
  { label: 'docx-97mb-xml', name: 'huge.docx', make: () => bigDocx(60) },
  { label: 'xlsx-100k-rows', name: 'sheet.xlsx', make: () => bigXlsx(100_000, 20) },
  { label: 'pptx-100-slides', name: 'deck.pptx', make: () => bigPptx(100, 600) },
  { label: 'csv-1m-rows', name: 'rows.csv', make: () => bigCsv(1_000_000) },
  // Texts the rules once read on the event loop: a meeting's, inside its transaction (65 s for this one).
  { label: 'meeting-5m-chars', name: '', kind: 'meeting', make: () => meeting('t'.repeat(FIVE_MILLION)) },
  // The slowest text found for the rules: some 35 s of a worker's time (2026-11-28), within the 60 s bound.
  { label: 'email-5m-chars', name: '', kind: 'email', make: () => message('1. '.repeat(FIVE_MILLION / 3)) },
];

interface Server {
  url: string;
  key: string;
  child: ChildProcess;
  company: string;
}

/** Resident memory of a process, in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server of `checkout`, API only; PI_BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it. */
function start(checkout: string, env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const nodeArgs = (process.env.PI_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startServer(env, true, { checkout, nodeArgs, quiet: true });
}

async function call(server: Server, method: string, p: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${server.key}` };
  if (type) headers['content-type'] = type;
  const res = await fetch(`${server.url}/api/v1${p}`, { method, headers, body });
  return { status: res.status, text: await res.text() };
}

const alive = (s: Server) => s.child.exitCode === null && s.child.signalCode === null;

/** GET /me back to back until `done()`; each answer's latency in ms (a failed request ends it). */
async function timeGets(server: Server, done: () => boolean, count = Infinity): Promise<number[]> {
  const ms: number[] = [];
  while (!done() && ms.length < count) {
    const t0 = performance.now();
    try {
      const res = await call(server, 'GET', '/me');
      if (res.status !== 200) throw new Error(`GET /me → ${res.status}`);
    } catch {
      break;
    }
    ms.push(performance.now() - t0);
  }
  return ms;
}

interface FileResult {
  file: string;
  sizeMb: number;
  outcome: string;
  seconds: number;
  gets: number;
  p50: number;
  p99: number;
  max: number;
  peakRssMb: number;
  settledRssMb: number;
}

/**
 * Sends one item from a child process and answers its status and body. The GETs are timed in this process:
 * encoding and sending 19 MB here would stall the very event loop that times them.
 */
function uploadApart(server: Server, file: HostileFile, bytes: Uint8Array): Promise<{ status: number; text: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-hostile-'));
  const filePath = path.join(dir, file.name || 'body');
  fs.writeFileSync(filePath, bytes);
  const script = `
    const fs = require('node:fs');
    const [url, key, filePath, name, type] = process.argv.slice(1);
    (async () => {
      let body = await fs.openAsBlob(filePath);
      const headers = { authorization: 'Bearer ' + key };
      if (type) headers['content-type'] = type;
      else {
        body = new FormData();
        body.append('file', await fs.openAsBlob(filePath), name);
      }
      const res = await fetch(url, { method: 'POST', headers, body });
      process.stdout.write(JSON.stringify({ status: res.status, text: await res.text() }));
    })().catch((err) => { process.stdout.write(JSON.stringify({ status: 0, text: String(err) })); });`;
  const kind = file.kind ?? 'file';
  const url = `${server.url}/api/v1${kind === 'file' ? `/companies/${server.company}/files` : kind === 'email' ? '/emails' : '/meetings'}`;
  const type = kind === 'email' ? 'message/rfc822' : kind === 'meeting' ? 'application/json' : '';
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script, url, server.key, filePath, file.name, type], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => {
      fs.rmSync(dir, { recursive: true, force: true });
      try {
        resolve(JSON.parse(out) as { status: number; text: string });
      } catch {
        resolve({ status: 0, text: out });
      }
    });
  });
}

/** An item's outcome once derived ('done', 'done: notice', 'failed: why'), or undefined while it is not. */
async function settledState(server: Server, kind: NonNullable<HostileFile['kind']>, id: string) {
  if (kind === 'meeting') {
    // Meetings have no processing state: derived, the meeting is on a touchpoint at its time.
    const got = await call(server, 'GET', `/companies/${server.company}/touchpoints?limit=100`);
    const items = (JSON.parse(got.text) as { items: { occurredAt: string }[] }).items;
    return items.some((t) => t.occurredAt === MEETING_AT) ? 'done' : undefined;
  }
  const got = await call(server, 'GET', `/${kind === 'email' ? 'emails' : 'files'}/${id}`);
  const p = (JSON.parse(got.text) as { processing: { state: string; error: string | null } }).processing;
  if (p.state !== 'done' && p.state !== 'failed') return undefined;
  return p.error ? `${p.state}: ${p.error}` : p.state;
}

/** Uploads one file and watches it settle, timing GETs all the while. */
async function runFile(server: Server, file: HostileFile, bytes: Uint8Array, startRss: number): Promise<FileResult> {
  let settled = false;
  let outcome = 'not settled';
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid))), 100);
  const t0 = performance.now();
  const watch = (async () => {
    try {
      const res = await uploadApart(server, file, bytes);
      if (res.status !== 202 && res.status !== 201)
        throw new Error(`upload → ${res.status}: ${res.text.slice(0, 200)}`);
      const id = (JSON.parse(res.text) as { publicId: string }).publicId;
      while (alive(server)) {
        const state = await settledState(server, file.kind ?? 'file', id);
        if (state) {
          outcome = state;
          return;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch (err) {
      outcome = `error: ${err instanceof Error ? err.message : String(err)}`;
    } finally {
      settled = true;
    }
  })();
  const ms = await timeGets(server, () => settled);
  await watch;
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (!alive(server)) outcome = `server died (${server.child.signalCode ?? server.child.exitCode})`;
  // The parse worker exits 5 s after its last task; then the memory it took should be back.
  let settledRss = 0;
  if (alive(server)) {
    await new Promise((r) => setTimeout(r, 8_000));
    settledRss = rssMb(server.child.pid);
  }
  return {
    file: file.label,
    sizeMb: bytes.length / 1024 / 1024,
    outcome,
    seconds,
    gets: ms.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: Math.max(0, ...ms),
    peakRssMb: Math.max(peak, startRss),
    settledRssMb: settledRss,
  };
}

interface Run {
  db: DbKind;
  checkout: string;
  idleP50: number;
  idleP99: number;
  startRssMb: number;
  files: FileResult[];
}

async function runAll(kind: DbKind, checkout: string, files: [HostileFile, Uint8Array][]): Promise<Run> {
  const dbName = `pi_bench_hostile_${kind}_${process.pid}_${path.basename(checkout).replace(/\W/g, '')}`;
  const { env, dataDir } = benchEnv(dbName);
  Object.assign(env, { PI_RATE_LIMIT_PER_SECOND: '1000000', PI_RATE_LIMIT_BURST: '1000000', PI_LOG_LEVEL: 'warn' });
  if (kind === 'pglite') delete env.DATABASE_URL;
  else await admin(`create database ${dbName}`);
  let server: Server | undefined;
  let keyOf = '';
  let companyOf = '';
  const boot = async (): Promise<Server> => {
    const { url, child } = await start(checkout, env);
    return { url, child, key: keyOf, company: companyOf };
  };
  try {
    log(`${kind} (${checkout}): seeding…`);
    pi(env, 'seed', 'demo');
    keyOf = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench-hostile');
    server = await boot();
    const made = await call(
      server,
      'POST',
      '/companies',
      JSON.stringify({ name: 'Hostile Files Co', primaryDomain: 'hostile-files.example' }),
      'application/json',
    );
    companyOf = (JSON.parse(made.text) as { publicId: string }).publicId;
    server.company = companyOf;
    await timeGets(server, () => false, 50);
    const idle = await timeGets(server, () => false, Number(args.idle));
    const startRss = rssMb(server.child.pid);
    const run: Run = {
      db: kind,
      checkout,
      idleP50: percentile(idle, 50),
      idleP99: percentile(idle, 99),
      startRssMb: startRss,
      files: [],
    };
    for (const [file, bytes] of files) {
      if (!alive(server)) server = await boot();
      log(`${kind}: ${file.label} (${(bytes.length / 1024 / 1024).toFixed(1)} MB)…`);
      const result = await runFile(server, file, bytes, startRss);
      log(
        `  ${result.outcome.slice(0, 100)}; GET p99 ${result.p99.toFixed(1)} ms (idle ${run.idleP99.toFixed(1)}), ` +
          `max ${result.max.toFixed(0)} ms; RSS peak ${result.peakRssMb.toFixed(0)}, after ${result.settledRssMb.toFixed(0)} MB`,
      );
      run.files.push(result);
    }
    return run;
  } finally {
    if (server && alive(server)) {
      const exited = new Promise((r) => server?.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    if (kind === 'postgres') await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(runs: Run[]): string {
  const lines = [
    '| Database | Server | File | Size | GET p50 / p99 / max (ms) | p99 ÷ idle | RSS peak / after (MB, start) | Outcome |',
    '|---|---|---|---:|---|---:|---|---|',
  ];
  for (const r of runs) {
    const who = r.checkout === root ? 'this' : path.basename(r.checkout);
    lines.push(
      `| ${r.db} | ${who} | idle | | ${r.idleP50.toFixed(1)} / ${r.idleP99.toFixed(1)} | 1.0 | ${r.startRssMb.toFixed(0)} | |`,
    );
    for (const f of r.files) {
      const after = f.settledRssMb
        ? `${f.settledRssMb.toFixed(0)} (+${(f.settledRssMb - r.startRssMb).toFixed(0)})`
        : '—';
      lines.push(
        `| ${r.db} | ${who} | ${f.file} | ${f.sizeMb.toFixed(1)} MB | ${f.p50.toFixed(1)} / ${f.p99.toFixed(1)} / ${f.max.toFixed(0)} | ` +
          `${(f.p99 / r.idleP99).toFixed(1)} | ${f.peakRssMb.toFixed(0)} / ${after} | ${f.outcome.slice(0, 90)} |`,
      );
    }
  }
  return lines.join('\n');
}

async function main() {
  const kinds = String(args.db).split(',') as DbKind[];
  const only = args.only ? new Set(args.only.split(',')) : undefined;
  log('Building the hostile files…');
  const files = FILES.filter((f) => !only || only.has(f.label)).map((f): [HostileFile, Uint8Array] => [f, f.make()]);
  const checkouts = [root, ...(args.before ? [path.resolve(args.before)] : [])];
  const runs: Run[] = [];
  for (const kind of kinds) for (const checkout of checkouts) runs.push(await runAll(kind, checkout, files));
  const table = report(runs);
  console.log(`\n${table}\n`);
  log(`Results: ${writeResults(`hostile-${timestamp()}`, runs)}`);
}

await main();
