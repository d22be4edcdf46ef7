import fc from 'fast-check';
import { pathParamNames, type Operation } from './openapi';
import { formatHostile, jsonBodyHostile, otherBodyHostile, pathHostile, queryHostile } from './categories';
import { nastyString } from './hostile';
import { encodeQuery, type Plan } from './plan';
import { isTokenParam, toPlan, validParts, type GenEnv } from './parts';
import type { TokenSample } from './pools';
import { forgedSweep, mutateToken, tokenMutation } from './tokens';

/** Every counted request of an operation: about 40% valid, the rest with one hostile part each. */
export function countedPlans(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const pageable = op.params.some((p) => p.in === 'query' && isTokenParam(p.name));
  const bodyType = Object.keys(op.body?.content ?? {})[0];
  const arbs: fc.WeightedArbitrary<Plan>[] = [
    { weight: 40, arbitrary: validParts(op, env, true).map((p) => toPlan(op, env, p, 'valid')) },
    { weight: 12, arbitrary: queryHostile(op, env) },
    { weight: 6, arbitrary: authHostile(op, env) },
    { weight: 4, arbitrary: headerHostile(op, env) },
    { weight: op.body ? 5 : 2, arbitrary: formatHostile(op, env) },
  ];
  if (pageable) arbs.push({ weight: 5, arbitrary: nextPage(op, env) }, { weight: 7, arbitrary: tokenHostile(op, env) });
  if (pathParamNames(op.path).length > 0) arbs.push({ weight: 6, arbitrary: pathHostile(op, env) });
  if (bodyType !== undefined) {
    arbs.push({
      weight: 16,
      arbitrary: /json/i.test(bodyType) ? jsonBodyHostile(op, env, bodyType) : otherBodyHostile(op, env),
    });
  }
  return fc.oneof(...arbs);
}

function authHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const key = env.keys.fuzz;
  const flip = (i: number) => {
    const at = 3 + (i % (key.length - 3));
    return `${key.slice(0, at)}${key[at] === 'a' ? 'b' : 'a'}${key.slice(at + 1)}`;
  };
  const random = fc.stringMatching(/^[A-Za-z0-9]{40}$/).map((s) => `Bearer pi_${s}`);
  const variants: fc.Arbitrary<[string, string[]]> = fc.oneof(
    fc.constantFrom<[string, string[]]>(
      ['none', []],
      ['scheme-only', ['Bearer']],
      ['empty', ['']],
      ['basic', ['Basic Zm9vOmJhcg==']],
      ['no-scheme', [key]],
      ['lowercase-scheme', [`bearer ${key}`]],
      ['tab', [`BEARER\t${key}`]],
      ['truncated', [`Bearer ${key.slice(0, -1)}`]],
      ['extended', [`Bearer ${key}x`]],
      ['revoked', [`Bearer ${env.keys.revoked}`]],
      ['trailing-word', [`Bearer ${key} extra`]],
      ['other-scheme', [`Token ${key}`]],
      ['twice', [`Bearer ${key}`, 'Bearer nonsense']],
      ['twice-bad-first', ['Bearer nonsense', `Bearer ${key}`]],
      ['huge', [`Bearer ${'x'.repeat(8_000)}`]],
    ),
    fc.nat().map((i): [string, string[]] => ['tampered', [`Bearer ${flip(i)}`]]),
    random.map((v): [string, string[]] => ['unknown', [v]]),
    nastyString().map((s): [string, string[]] => ['nasty', [`Bearer ${s}`]]),
  );
  return fc.tuple(validParts(op, env, false), variants).map(([parts, [label, values]]) => {
    const plan = toPlan(op, env, parts, `auth:${label}`);
    const rest = plan.headers.filter(([n]) => n !== 'Authorization');
    return { ...plan, key: null, headers: [...values.map((v): [string, string] => ['Authorization', v]), ...rest] };
  });
}

const HOSTILE_HEADERS: [string, string][] = [
  ['X-Request-Id', 'x'.repeat(200)],
  ['X-Request-Id', '../../etc'],
  ['X-Request-Id', 'a b'],
  ['X-Request-Id', 'é'],
  ['X-Request-Id', ''],
  ['Idempotency-Key', ''],
  ['Idempotency-Key', 'x'.repeat(300)],
  ['Idempotency-Key', 'é'],
  ['Idempotency-Key', '\t'],
  ['Accept', 'text/html'],
  ['Accept', 'application/xml;q=1, */*;q=0'],
  ['Accept-Encoding', 'gzip, br, zstd'],
  ['Accept-Charset', 'utf-16'],
  ['X-HTTP-Method-Override', 'DELETE'],
  ['X-Method-Override', 'PUT'],
  ['X-Forwarded-For', 'not an address, 999.1.1.1'],
  ['X-Forwarded-Host', 'evil.example'],
  ['X-Forwarded-Proto', 'gopher'],
  ['Forwarded', 'for="[::1"; proto=x'],
  ['Host', 'evil.example'],
  ['Host', 'a b'],
  ['Host', '[::1'],
  ['Host', 'x:99999'],
  ['Host', 'x'.repeat(1_000)],
  ['Cookie', 'pi_session=garbage; =; a'],
  ['Range', 'bytes=0-1'],
  ['If-None-Match', '*'],
  ['If-Modified-Since', 'yesterday'],
  ['Origin', 'null'],
  ['Content-Type', 'text/plain'],
  ['Transfer-Encoding', 'identity'],
];

function headerHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  return fc.tuple(validParts(op, env, false), fc.constantFrom(...HOSTILE_HEADERS)).map(([parts, [name, value]]) => {
    const plan = toPlan(op, env, parts, `header:${name.toLowerCase()}`);
    const lower = name.toLowerCase();
    // Replacing a header a valid request already has (Content-Type, Host) rather than doubling it.
    const headers = plan.headers.filter(([n]) => n.toLowerCase() !== lower || lower === 'x-request-id');
    return { ...plan, headers: [...headers, [name, value]] };
  });
}

/** Following a real nextPageToken with the filters it was issued under: pages past the first. */
function nextPage(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const fallback = validParts(op, env, true).map((p) => toPlan(op, env, p, 'valid'));
  return fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 100 }), fc.boolean(), fallback)
    .map(([i, limit, relimit, valid]) => {
      const samples = env.pools.tokensFor(op.key);
      const sample = samples[i % Math.max(1, samples.length)];
      if (!sample) return valid;
      const pairs: [string, string][] = relimit
        ? [...sample.query.filter(([n]) => n !== 'limit'), ['limit', String(limit)]]
        : sample.query;
      return followPlan(op, env, sample, [...pairs, ['pageToken', sample.token]], 'page:next');
    });
}

function followPlan(op: Operation, env: GenEnv, s: TokenSample, pairs: [string, string][], label: string): Plan {
  return {
    op: op.key,
    counted: true,
    label,
    key: s.key,
    method: op.method,
    path: s.path,
    query: encodeQuery(pairs),
    pairs,
    headers: [['Authorization', `Bearer ${env.keys[s.key]}`]],
    transport: 'keep-alive',
  };
}

/** Tampered, forged, foreign and made-up page tokens. */
function tokenHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const made = fc.oneof(
    fc.constantFrom('.', 'a.b', 'x', '..', 'e30.', '.e30', 'W10.AAAAAAAAAAAAAAAAAAAAAA', '%00', 'x'.repeat(2_049)),
    nastyString(),
  );
  return fc
    .tuple(
      fc.nat(),
      fc.nat(),
      tokenMutation(),
      made,
      fc.constantFrom('mutated', 'foreign', 'made-up'),
      validParts(op, env, true),
    )
    .map(([i, j, mutation, madeUp, kind, parts]) => {
      const own = env.pools.tokensFor(op.key);
      const all = env.pools.allTokens();
      const sample = own[i % Math.max(1, own.length)];
      if (kind === 'mutated' && sample) {
        const token = mutateToken(sample.token, mutation, all);
        return followPlan(op, env, sample, [...sample.query, ['pageToken', token]], `token:${mutation.kind}`);
      }
      // A real token from another endpoint or other filters: its binding must not match.
      const foreign = all[j % Math.max(1, all.length)];
      const token = kind === 'foreign' && foreign ? foreign.token : madeUp;
      const pairs: [string, string][] = [...parts.pairs, ['pageToken', token]];
      return toPlan(op, env, parts, `token:${kind === 'foreign' && foreign ? 'foreign' : 'made-up'}`, {
        pairs,
        query: encodeQuery(pairs),
      });
    });
}

/**
 * Not random: the first real token of each key, re-signed with every
 * hostile cursor key in every position, so a value PostgreSQL refuses is
 * never left to chance.
 */
export function tokenSweep(op: Operation, env: GenEnv): Plan[] {
  const firstPerKey = new Map<string, TokenSample>();
  for (const s of env.pools.tokensFor(op.key)) if (!firstPerKey.has(s.key)) firstPerKey.set(s.key, s);
  return [...firstPerKey.values()].flatMap((s) =>
    forgedSweep(s.token).map((token) => followPlan(op, env, s, [...s.query, ['pageToken', token]], 'token:sweep')),
  );
}
