import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { FUZZ_PAGE_TOKEN_SECRET } from './config';
import type { TokenSample } from './pools';

/**
 * Hostile page tokens. The server signs its tokens (`payload.mac`, the
 * payload base64url JSON `[binding, keys]`), so a token that is merely
 * tampered with never gets past the MAC. The suite's server runs with a
 * known secret, which lets the fuzz also sign tokens that keep a real
 * binding but carry hostile cursor keys: those reach the key checks and SQL.
 */

const sign = (payload: string) =>
  createHmac('sha256', FUZZ_PAGE_TOKEN_SECRET).update(payload).digest('base64url').slice(0, 22);

const encodePayload = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function decode(token: string): unknown[] | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Signs arbitrary payload text: well-formed tokens with malformed insides. */
export const signed = (payloadText: string) => {
  const payload = encodePayload(payloadText);
  return `${payload}.${sign(payload)}`;
};

/** Cursor keys that JavaScript may parse but PostgreSQL refuses, or that no cursor should hold. */
const HOSTILE_KEYS: unknown[] = [
  '0',
  'June 31, 2020',
  '2020-06-31T00:00:00.000Z',
  '2020-02-30T00:00:00.000Z',
  '2020-01-01',
  '2020-01-01T00:00:00Z',
  '2020-01-01T24:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '0000-01-01',
  '0000-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00.000Z',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'allballs',
  'NaN',
  '2020-13-01',
  '1',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  "' or 1=1 --",
  '\\',
  '%',
  'x'.repeat(600),
  0,
  -1,
  1.5,
  null,
  true,
  [],
  {},
  ['2020-01-01T00:00:00.000Z'],
];

export type TokenMutation =
  | { kind: 'flip'; at: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'append'; text: string }
  | { kind: 'case' }
  | { kind: 'no-mac' }
  | { kind: 'swap-mac'; other: number }
  | { kind: 'forge-key'; at: number; value: number }
  | { kind: 'forge-all'; value: number }
  | { kind: 'forge-arity'; extra: boolean }
  | { kind: 'forge-binding'; binding: string }
  | { kind: 'signed-garbage'; text: string };

export function tokenMutation(): fc.Arbitrary<TokenMutation> {
  const key = fc.nat({ max: HOSTILE_KEYS.length - 1 });
  return fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    fc.record({ kind: fc.constantFrom('append' as const), text: fc.constantFrom('x', '=', '.', '%00', '.x', '==') }),
    fc.record({ kind: fc.constant('case' as const) }),
    fc.record({ kind: fc.constant('no-mac' as const) }),
    fc.record({ kind: fc.constant('swap-mac' as const), other: fc.nat() }),
    { arbitrary: fc.record({ kind: fc.constant('forge-key' as const), at: fc.nat(), value: key }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('forge-all' as const), value: key }), weight: 2 },
    fc.record({ kind: fc.constant('forge-arity' as const), extra: fc.boolean() }),
    fc.record({ kind: fc.constant('forge-binding' as const), binding: fc.constantFrom('', 'x', 'A'.repeat(16)) }),
    fc.record({
      kind: fc.constant('signed-garbage' as const),
      text: fc.constantFrom(
        'not json',
        '{}',
        '[]',
        'null',
        '["x"]',
        '[1,2]',
        '["x","y"]',
        '[[],[]]',
        '\ud800',
        '"\\u0000"',
      ),
    }),
  );
}

/** Applies a mutation to a real token; `others` are real tokens of other endpoints and filters. */
export function mutateToken(real: string, m: TokenMutation, others: TokenSample[]): string {
  const dot = real.indexOf('.');
  const parsed = decode(real);
  const forge = (keys: unknown) => signed(JSON.stringify([parsed?.[0], keys]));
  switch (m.kind) {
    case 'flip': {
      const i = m.at % real.length;
      const c = real[i] === 'A' ? 'B' : 'A';
      return `${real.slice(0, i)}${c}${real.slice(i + 1)}`;
    }
    case 'truncate':
      return real.slice(0, Math.max(1, m.at % real.length));
    case 'append':
      return `${real}${m.text}`;
    case 'case':
      return real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase();
    case 'no-mac':
      return dot > 0 ? real.slice(0, dot) : real;
    case 'swap-mac': {
      const other = others[m.other % Math.max(1, others.length)]?.token ?? real;
      return dot > 0 ? `${real.slice(0, dot)}${other.slice(other.indexOf('.'))}` : other;
    }
    case 'forge-key': {
      const keys = Array.isArray(parsed?.[1]) ? [...(parsed[1] as unknown[])] : [];
      keys[m.at % Math.max(1, keys.length)] = HOSTILE_KEYS[m.value];
      return forge(keys);
    }
    case 'forge-all': {
      const n = Array.isArray(parsed?.[1]) ? (parsed[1] as unknown[]).length : 2;
      return forge(Array.from({ length: n }, () => HOSTILE_KEYS[m.value]));
    }
    case 'forge-arity': {
      const keys = Array.isArray(parsed?.[1]) ? [...(parsed[1] as unknown[])] : [];
      return forge(m.extra ? [...keys, keys[0] ?? 'x'] : keys.slice(1));
    }
    case 'forge-binding':
      return signed(JSON.stringify([m.binding, parsed?.[1] ?? []]));
    case 'signed-garbage':
      return signed(m.text);
  }
}

/** Every hostile key in every position of a real token, signed: each cursor check meets each value once. */
export function forgedSweep(real: string): string[] {
  const parsed = decode(real);
  if (!parsed || !Array.isArray(parsed[1])) return [];
  const keys = parsed[1] as unknown[];
  return HOSTILE_KEYS.flatMap((value) =>
    keys.map((_, at) => signed(JSON.stringify([parsed[0], keys.map((k, i) => (i === at ? value : k))]))),
  );
}
