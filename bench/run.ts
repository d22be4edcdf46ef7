/**
 * npm run bench [-- --companies 100000] [--seconds 10] [--connections 32]
 *
 * On a fresh PostgreSQL database (PI_TEST_PG_URL's server), measures in one run:
 *  1. the time `pi seed demo --companies N` takes;
 *  2. median latency of GET /companies?limit=100 on page 1 and on page 1,000,
 *     interleaved so both see the same conditions;
 *  3. requests per second of that request through `npm start` (API + Next.js
 *     in one process) and through the same Hono app served alone.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { admin, benchEnv, log, median, pi, startServer, stop, timestamp, writeResults } from './support';

const { values: args } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '100' },
  },
});
const N = Number(args.companies);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(url: string, key: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

async function timed(url: string, key: string): Promise<number> {
  const t0 = process.hrtime.bigint();
  const res = await get(url, key);
  if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** Closed loop: CONNECTIONS workers, each sending its next request when the last one answers. */
async function throughput(url: string, key: string): Promise<number> {
  const deadline = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        const res = await get(url, key);
        if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

async function main() {
  const dbName = `pi_bench_${process.pid}`;
  const { env, dataDir } = benchEnv(dbName);
  await admin(`create database ${dbName}`);
  const results: Record<string, number | string> = { companies: N, cpus: os.cpus().length, node: process.version };
  try {
    log(`Seeding ${N} companies with proportional data on PostgreSQL…`);
    const t0 = Date.now();
    pi(env, 'seed', 'demo', '--companies', String(N));
    results.seedSeconds = (Date.now() - t0) / 1000;
    const key = pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'bench');

    const full = await startServer(env, false);
    try {
      const first = `${full.url}/api/v1/companies?limit=100`;
      log('Walking to page 1,000…');
      let token: string | undefined;
      let pages = 1;
      for (let res = await get(first, key); pages < 1000; pages++) {
        token = (JSON.parse(res.body) as { nextPageToken?: string }).nextPageToken;
        if (!token) break;
        res = await get(`${first}&pageToken=${encodeURIComponent(token)}`, key);
      }
      if (pages < 1000 || !token) throw new Error(`only ${pages} pages: seed more companies`);
      const deep = `${first}&pageToken=${encodeURIComponent(token)}`;
      for (let i = 0; i < 20; i++) await Promise.all([timed(first, key), timed(deep, key)]);
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        a.push(await timed(first, key));
        b.push(await timed(deep, key));
      }
      results.page1MedianMs = median(a);
      results.page1000MedianMs = median(b);
      results.deepToFirstRatio = median(b) / median(a);
      log('Throughput through npm start…');
      results.rpsNpmStart = await throughput(first, key);
    } finally {
      await stop(full.child);
    }
    const alone = await startServer(env, true);
    try {
      log('Throughput of the Hono app alone…');
      results.rpsHonoAlone = await throughput(`${alone.url}/api/v1/companies?limit=100`, key);
      results.npmStartToHonoRatio = Number(results.rpsNpmStart) / Number(results.rpsHonoAlone);
    } finally {
      await stop(alone.child);
    }
  } finally {
    agent.destroy();
    await admin(`drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const rounded = Object.fromEntries(
    Object.entries(results).map(([k, v]) => [
      k,
      typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(3)) : v,
    ]),
  );
  console.log(JSON.stringify(rounded, null, 2));
  writeResults(timestamp(), rounded);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
