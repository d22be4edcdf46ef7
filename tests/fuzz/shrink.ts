import { encodeQuery, type Plan } from './plan';
import type { Json } from './payload';
import type { Outcome } from './send';

/** At most this many extra requests per failure: shrinking explains a failure, it does not fuzz. */
const MAX_ATTEMPTS = 40;
/** Headers a request needs to be understood at all; never dropped. */
const KEEP = /^(authorization|content-type|content-length|transfer-encoding|host)$/i;

const isRecord = (v: Json | undefined): v is { [k: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && v.constructor === Object;

/** Smaller variants of a plan: one header, query parameter or body field fewer. */
function* smaller(plan: Plan): Generator<Plan> {
  for (let i = 0; i < plan.headers.length; i++) {
    const [name] = plan.headers[i] ?? [''];
    if (!KEEP.test(name)) yield { ...plan, headers: plan.headers.filter((_, j) => j !== i) };
  }
  // Only when the query was built from its pairs (not raw text appended to them).
  if (plan.query === encodeQuery(plan.pairs)) {
    for (let i = 0; i < plan.pairs.length; i++) {
      const pairs = plan.pairs.filter((_, j) => j !== i);
      yield { ...plan, pairs, query: encodeQuery(pairs) };
    }
  }
  const body = plan.body;
  if (body?.kind === 'json' && isRecord(body.value)) {
    for (const key of Object.keys(body.value)) {
      const value = Object.fromEntries(Object.entries(body.value).filter(([k]) => k !== key));
      yield { ...plan, body: { kind: 'json', value } };
    }
  }
}

/**
 * Greedy shrinking of a failing request: drops one part at a time and keeps
 * the drop while the same problem still shows. Raw requests are left as
 * they are (their head is the whole point).
 */
export async function shrink(
  plan: Plan,
  stillFails: (p: Plan, out: Outcome) => boolean,
  send: (p: Plan) => Promise<Outcome>,
): Promise<{ plan: Plan; out?: Outcome }> {
  if (plan.transport === 'raw') return { plan };
  let best = plan;
  let bestOut: Outcome | undefined;
  let attempts = 0;
  for (let progress = true; progress && attempts < MAX_ATTEMPTS;) {
    progress = false;
    for (const candidate of smaller(best)) {
      if (++attempts > MAX_ATTEMPTS) break;
      const out = await send(candidate);
      if (stillFails(candidate, out)) {
        best = candidate;
        bestOut = out;
        progress = true;
        break;
      }
    }
  }
  return { plan: best, out: bestOut };
}
