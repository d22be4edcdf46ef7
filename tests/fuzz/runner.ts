import fc from 'fast-check';
import { problemsOf, type Failures } from './check';
import type { Operation } from './openapi';
import { isTokenParam, toPlan, validParts, type GenEnv } from './parts';
import { encodeQuery, type Plan } from './plan';
import type { Sender } from './send';

/** Requests per operation, counted by `METHOD /path/{template}`, and the rest by method and template. */
export class Tally {
  readonly counted = new Map<string, number>();
  readonly other = new Map<string, number>();
  started = performance.now();

  add(plan: Plan): void {
    const map = plan.counted ? this.counted : this.other;
    map.set(plan.op, (map.get(plan.op) ?? 0) + 1);
  }

  total(map: Map<string, number>): number {
    return [...map.values()].reduce((a, b) => a + b, 0);
  }
}

export interface Run {
  env: GenEnv;
  sender: Sender;
  tally: Tally;
  secrets: Record<string, string>;
  concurrency: number;
}

/** Sends plans a few at a time, checks every answer, and files what 2xx answers show into the id pools. */
export async function runPlans(run: Run, plans: Plan[], failures: Failures): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let plan = plans[next++]; plan !== undefined; plan = plans[next++]) {
      const out = await run.sender.send(plan);
      run.tally.add(plan);
      const problems = problemsOf(plan, out);
      if (problems.length > 0) failures.add(plan, out, problems, run.secrets);
      if (plan.key && out.status !== undefined && out.status < 300 && /json/.test(out.headers['content-type'] ?? '')) {
        let json: unknown;
        try {
          json = JSON.parse(out.body);
        } catch {
          json = undefined;
        }
        run.env.pools.harvest(plan.key, plan.op, plan.method, plan.path, plan.pairs, out.status, json);
      } else if (plan.key && out.status === 204) {
        run.env.pools.harvest(plan.key, plan.op, plan.method, plan.path, plan.pairs, 204, undefined);
      }
    }
  };
  await Promise.all(Array.from({ length: run.concurrency }, worker));
}

/** A seed of its own per operation, so adding an operation leaves the others' requests unchanged. */
export function seedFor(seed: number, op: Operation, salt = 0): number {
  let h = (seed ^ salt) >>> 0;
  for (const c of op.key) h = (Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0) ^ (h >>> 13);
  return h >>> 0;
}

/**
 * Before fuzzing: valid creates in the fuzz workspace (twice, so notes find
 * the companies made in the first round), then valid reads with small pages
 * so every list yields page tokens. Reads go parents first: fund ids before
 * a fund's companies.
 */
export async function prime(run: Run, ops: Operation[], seed: number, failures: Failures): Promise<void> {
  const writes = ops.filter((o) => o.method === 'POST');
  const reads = ops
    .filter((o) => o.method === 'GET')
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  for (const round of [1, 2]) {
    for (const op of writes) {
      const plans = fc.sample(validParts(op, run.env, false), { seed: seedFor(seed, op, round), numRuns: 25 });
      await runPlans(
        run,
        plans.map((p) => toPlan(op, run.env, p, 'valid')),
        failures,
      );
    }
  }
  for (const round of [3, 4]) {
    for (const op of reads) {
      const pageable = op.params.some((p) => p.in === 'query' && isTokenParam(p.name));
      const sampled = fc.sample(validParts(op, run.env, true), { seed: seedFor(seed, op, round), numRuns: 20 });
      const plans = sampled.map((p) => {
        const pairs: [string, string][] = pageable
          ? [...p.pairs.filter(([n]) => n !== 'limit'), ['limit', '2']]
          : p.pairs;
        return toPlan(op, run.env, { ...p, pairs }, 'valid', { query: encodeQuery(pairs) });
      });
      await runPlans(run, plans, failures);
    }
  }
}
