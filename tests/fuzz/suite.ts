import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Failures } from './check';
import { loadOperations, type Operation } from './openapi';
import type { GenEnv } from './parts';
import { Pools } from './pools';
import { extraPlans } from './protocol';
import { countedPlans, tokenSweep } from './requests';
import { prime, runPlans, seedFor, Tally, type Run } from './runner';
import { sender } from './send';
import { startOwnServer } from '../helpers/own-server';
import { SUITE_SERVER_ENV } from '../helpers/template';

/**
 * Fuzzes every operation of the served OpenAPI document: at least
 * its share of 5,000 (PI_FUZZ_REQUESTS_<DATABASE>, or PI_FUZZ_REQUESTS) generated requests each, about 40%
 * valid (reaching handlers and the database; writes only in the fuzz
 * workspace) and the rest hostile, plus other methods and malformed HTTP
 * at the same paths. No answer may be a 5xx, every answer has an
 * X-Request-Id, and every error is exactly `{error, code}` JSON.
 *
 * The operations are split into shards (api-1.test.ts, api-2.test.ts), each
 * with a server of its own, so the fuzz keeps both cores busy rather than
 * running alone on one at the end of the suite.
 *
 * Reproduce a run with PI_FUZZ_SEED=<seed printed in the failure>.
 */

const SEED = Number(process.env.PI_FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Where `npm test` collects each database's counts, to check the suite's total per operation. */
const COUNTS_DIR = process.env.PI_FUZZ_COUNTS_DIR;
/** Other methods and raw HTTP, per operation, as a share of its counted requests. */
const OTHER_SHARE = 0.04;
/** Requests in flight: enough to keep the server busy, few enough to leave the rest of the suite room. */
const CONCURRENCY = 12;
const TEST_TIMEOUT = 900_000;

/** Reads first, then creates, updates and deletes, deepest paths first, so deletes do not starve earlier writes. */
const RANK: Record<string, number> = { GET: 0, HEAD: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };

/** Registers one shard of the fuzz suite: every `shards`-th operation, starting at `shard` (1-based). */
export async function fuzzShard(shard: number, shards: number): Promise<void> {
  // A server of its own, on a copy of the template: on PGlite one process serves every query in turn,
  // and the fuzz's thousands of requests would otherwise hold up every other file on the shared server.
  // Warnings and errors only: an access log line per request cost the server and this process CPU for
  // 50,000 requests a shard, and the fuzz judges answers, not logs (other files test what logs hold).
  const own = await startOwnServer(`fuzz${shard}`, { ...SUITE_SERVER_ENV, PI_LOG_LEVEL: 'warn' }, []);
  const baseUrl = own.url;
  const database = inject('database');
  // `npm test` gives each database its share (scripts/test.mjs); PI_FUZZ_REQUESTS sets one count for both.
  const perOperation = Number(
    process.env.PI_FUZZ_REQUESTS ?? process.env[`PI_FUZZ_REQUESTS_${database.toUpperCase()}`] ?? 5_000,
  );
  const { fuzz, ada, alan, revoked } = inject('keys');
  const operations = await loadOperations(baseUrl);

  const ordered = [...operations].sort(
    (a, b) => (RANK[a.method] ?? 5) - (RANK[b.method] ?? 5) || b.path.localeCompare(a.path),
  );
  // Every `shards`-th operation, in that order: each shard keeps reads first and deletes last.
  const mine = ordered.filter((_, i) => i % shards === shard - 1);

  const pools = new Pools(operations);
  const env: GenEnv = { ops: operations, pools, keys: { fuzz, ada, alan, revoked } };
  const secrets = { fuzz, ada, alan, revoked };
  const host = new URL(baseUrl).host;
  const send = sender(baseUrl, CONCURRENCY);
  const run: Run = { env, sender: send, tally: new Tally(), secrets, concurrency: CONCURRENCY };

  const header = (what: string, n: number) =>
    `fuzz seed ${SEED} on ${database}, shard ${shard}/${shards} (rerun with PI_FUZZ_SEED=${SEED}): ${n} kind(s) of failure in ${what}`;

  describe(`fuzz, shard ${shard} of ${shards}: operations of the OpenAPI document (seed ${SEED})`, () => {
    beforeAll(async () => {
      const failures = new Failures();
      await prime(run, operations, SEED, failures);
      expect(failures.size, failures.report(header('priming requests', failures.size), secrets)).toBe(0);
    }, TEST_TIMEOUT);

    afterAll(async () => {
      send.close();
      await own.dispose();
      if (COUNTS_DIR) {
        fs.writeFileSync(
          path.join(COUNTS_DIR, `${database}-${shard}.json`),
          JSON.stringify(Object.fromEntries(run.tally.counted)),
        );
      }
      const seconds = ((performance.now() - run.tally.started) / 1000).toFixed(1);
      const lost = [...send.lost].map(([on, n]) => `${n} on ${on}`).join(', ') || 'none';
      console.log(
        `fuzz shard ${shard}/${shards} on ${database}, seed ${SEED}: ${run.tally.total(run.tally.counted)} counted requests to ` +
          `${mine.length} operations and ${run.tally.total(run.tally.other)} others in ${seconds} s; ` +
          `connections lost and retried: ${lost}`,
      );
    });

    it('finds operations in the document', () => {
      expect(operations.length).toBeGreaterThan(0);
    });

    it.each(mine.map((op): [string, Operation] => [op.key, op]))(
      '%s answers every generated request without a 5xx, with a request id and {error, code} errors',
      async (_key, op) => {
        const counted = fc.sample(countedPlans(op, env), { seed: seedFor(SEED, op), numRuns: perOperation });
        const other = fc.sample(extraPlans(op, env, host), {
          seed: seedFor(SEED, op, 1),
          numRuns: Math.ceil(perOperation * OTHER_SHARE),
        });
        const failures = new Failures();
        await runPlans(run, [...counted, ...tokenSweep(op, env), ...other], failures);
        await failures.shrinkAll((p) => send.send(p), secrets);
        expect(failures.size, failures.report(header(op.key, failures.size), secrets)).toBe(0);
      },
      TEST_TIMEOUT,
    );

    it(`sent at least ${perOperation} requests to every operation`, () => {
      const short = mine
        .map((op) => [op.key, run.tally.counted.get(op.key) ?? 0] as const)
        .filter(([, n]) => n < perOperation);
      expect(short, `seed ${SEED}: operations below ${perOperation} requests`).toEqual([]);
    });
  });
}
