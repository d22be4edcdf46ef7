import fc from 'fast-check';
import { pathParamNames, type Operation } from './openapi';
import {
  badQueryValue,
  deep,
  garbageBody,
  hostileValue,
  hugeString,
  MB,
  nastyString,
  RAW_QUERY_PARTS,
  RAW_SEGMENTS,
  wrongType,
} from './hostile';
import { encodeComponent, encodeQuery, type Plan } from './plan';
import { Huge, type Body, type Json } from './payload';
import { isTokenParam, toPlan, validParts, type GenEnv, type Parts } from './parts';
import { validValue } from './values';

/**
 * Requests with the operation's own method and path template, counted
 * toward its tally: valid ones, and ones with exactly one hostile part.
 */

const isRecord = (v: Json | undefined): v is { [k: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && v.constructor === Object;

const pick = <T>(list: readonly T[], i: number): T | undefined => list[i % Math.max(1, list.length)];

function queryHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const params = op.params.filter((p) => p.in === 'query');
  const scalars = params.filter((p) => p.schema.type !== 'array' && !isTokenParam(p.name));
  const names = fc.oneof(
    fc.constantFrom(
      'foo',
      '__proto__',
      'constructor',
      'toString',
      'LIMIT',
      'Limit',
      'limit ',
      'offset',
      'cursor',
      'page',
      '',
    ),
    nastyString(),
  );
  const kinds: fc.Arbitrary<[string, (parts: Parts) => Partial<Plan>]>[] = [
    fc.tuple(names, nastyString()).map(([n, v]) => ['unknown', (p) => ({ pairs: [...p.pairs, [n, v]] })]),
    fc
      .constantFrom(...RAW_QUERY_PARTS)
      .map((raw) => ['raw', (p) => ({ query: [encodeQuery(p.pairs), raw].filter(Boolean).join('&') })]),
    fc
      .integer({ min: 3_000, max: 12_000 })
      .map((n) => ['long', (p) => ({ pairs: [...p.pairs, ['search', 'x'.repeat(n)]] })]),
  ];
  if (params.length > 0) {
    kinds.push(
      fc
        .oneof(...params.map((param) => badQueryValue(param.schema).map((v) => [param.name, v] as const)))
        .map(([name, v]) => ['bad-value', (p) => ({ pairs: [...p.pairs.filter(([n]) => n !== name), [name, v]] })]),
    );
  }
  if (scalars.length > 0) {
    kinds.push(
      fc.tuple(fc.nat(), fc.boolean()).map(([i, same]) => {
        const name = pick(scalars, i)?.name ?? 'limit';
        return [
          'repeat',
          (p) => {
            const first = p.pairs.find(([n]) => n === name)?.[1] ?? '1';
            return {
              pairs: [...p.pairs.filter(([n]) => n !== name), [name, first], [name, same ? first : `${first}0`]],
            };
          },
        ];
      }),
    );
  }
  return fc.tuple(validParts(op, env, true), fc.oneof(...kinds)).map(([parts, [kind, change]]) => {
    const override = change(parts);
    const pairs = override.pairs ?? parts.pairs;
    return toPlan(op, env, parts, `query:${kind}`, { query: encodeQuery(pairs), ...override, pairs });
  });
}

function pathHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const template = op.path.split('/');
  const slots = pathParamNames(op.path).map((n) => template.indexOf(`{${n}}`));
  const segment = fc.oneof(fc.constantFrom(...RAW_SEGMENTS), nastyString().map(encodeComponent));
  // Kept under /api/: anything else is the console's, which answers in HTML by design.
  const api = '/api/v1/';
  const rest = (p: string) => p.slice(api.length);
  const structural = fc.constantFrom(
    (p: string) => `${p}/`,
    (p: string) => `${api}/${rest(p)}`,
    (p: string) => `${api}${rest(p).toUpperCase()}`,
    (p: string) => `${p}/extra`,
    (p: string) => `${api}./${rest(p)}`,
    (p: string) => `${api}x/../${rest(p)}`,
    (p: string) => `/api/v2/${rest(p)}`,
    (p: string) => `/api/${rest(p)}`,
    (p: string) => `${api}${rest(p).replaceAll('/', '%2F')}`,
    (p: string) => `${api}${rest(p).replaceAll('/', '\\')}`,
  );
  return fc
    .tuple(validParts(op, env, false), fc.nat(), segment, structural, fc.boolean())
    .map(([parts, i, seg, change, useSegment]) => {
      const slot = pick(slots, i);
      if (useSegment && slot !== undefined) {
        const segments = parts.path.split('/');
        segments[slot] = seg;
        return toPlan(op, env, parts, 'path:segment', { path: segments.join('/') });
      }
      return toPlan(op, env, parts, 'path:structure', { path: change(parts.path) });
    });
}

function jsonBodyHostile(op: Operation, env: GenEnv, schemaType: string): fc.Arbitrary<Plan> {
  const schema = op.body?.content[schemaType] ?? {};
  const props = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const field = (i: number) => pick(props, i) ?? ['field', {}];
  type Change = [string, (body: { [k: string]: Json }) => Body];
  const json = (value: Json): Body => ({ kind: 'json', value });
  // Megabyte and deep values are costly to send and parse: a few per operation prove the point.
  const w = (arbitrary: fc.Arbitrary<Change>, weight = 4): fc.WeightedArbitrary<Change> => ({ arbitrary, weight });
  const kinds: fc.WeightedArbitrary<Change>[] = [
    w(
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              'foo',
              '__proto__',
              'constructor',
              'prototype',
              'publicId',
              'id',
              'workspaceId',
              'createdAt',
              'deletedAt',
              '',
            ),
            nastyString(),
          ),
          hostileValue(),
        )
        .map(([name, v]): Change => ['unknown-field', (b) => json({ ...b, [name]: v })]),
    ),
    w(fc.constant<Change>(['null-all', (b) => json(Object.fromEntries(Object.keys(b).map((k) => [k, null])))])),
    w(garbageBody(props[0]?.[0] ?? 'name').map((body): Change => ['garbage', () => body])),
  ];
  if (props.length > 0) {
    // One arbitrary per field, built up front: drawing is cheap, building is not.
    const each = (label: string, value: (i: number) => fc.Arbitrary<Json>) =>
      fc.oneof(...props.map(([name], i) => value(i).map((v): Change => [label, (b) => json({ ...b, [name]: v })])));
    kinds.push(
      w(each('wrong-type', (i) => wrongType(field(i)[1]))),
      w(each('nasty-string', () => nastyString())),
      w(each('hostile-value', () => hostileValue())),
      w(
        each('huge', () => hugeString()),
        1,
      ),
      w(
        each('deep', () => deep()),
        1,
      ),
      // One element of an array of objects (attendees) made hostile.
      w(
        each('nested', () =>
          fc.tuple(nastyString(), hostileValue()).map(([k, v]): Json => [{ [k]: v }, { name: v, email: v }]),
        ),
      ),
    );
  }
  // Past maxItems (1–500 ids, at most 1,000 attendees): the limits a bulk write relies on.
  const arrays = props.filter(([, p]) => p.items !== undefined && (p.maxItems ?? Infinity) <= 1_000);
  if (arrays.length > 0) {
    kinds.push(
      ...arrays.map(([name, s]) => {
        const item = validValue(s.items ?? {}, (f) => env.pools.id('fuzz', f), name.replace(/s$/, ''));
        const n = (s.maxItems ?? 0) + 1;
        return w(
          fc
            .array(item, { minLength: n, maxLength: n })
            .map((v): Change => ['too-many-items', (b) => json({ ...b, [name]: v })]),
          1,
        );
      }),
    );
  }
  if (required.length > 0) {
    kinds.push(
      w(
        fc.nat().map((i): Change => {
          const name = pick(required, i) ?? '';
          return ['missing', (b) => json(Object.fromEntries(Object.entries(b).filter(([k]) => k !== name)))];
        }),
      ),
    );
  }
  return fc.tuple(validParts(op, env, false), fc.oneof(...kinds)).map(([parts, [label, apply]]) => {
    const value = parts.body?.value;
    const base = value?.kind === 'json' && isRecord(value.value) ? value.value : {};
    return toPlan(op, env, parts, `body:${label}`, { body: apply(base) });
  });
}

function otherBodyHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const bodies: fc.Arbitrary<[string, Body]> = fc.oneof(
    garbageBody('x').map((b) => ['garbage', b] as [string, Body]),
    fc.constant<[string, Body]>([
      'huge',
      { kind: 'multipart', boundary: 'fuzz', parts: [{ name: 'file', filename: 'big.txt', data: new Huge('a', MB) }] },
    ]),
    fc.constant<[string, Body]>(['empty', { kind: 'text', text: '' }]),
    hostileValue().map((v) => ['json', { kind: 'json', value: { file: v } }] as [string, Body]),
  );
  return fc
    .tuple(validParts(op, env, false), bodies)
    .map(([parts, [label, body]]) => toPlan(op, env, parts, `body:${label}`, { body }));
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/json-patch+json',
  'application/merge-patch+json',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;',
  'application/json ; charset=utf-8',
  'application/json, text/plain',
  'json',
  '*/*',
  'application/*',
  'text/json',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'message/rfc822',
  `application/json; x=${'y'.repeat(2_000)}`,
];

function formatHostile(op: Operation, env: GenEnv): fc.Arbitrary<Plan> {
  const withoutType = (p: Plan) => p.headers.filter(([n]) => n.toLowerCase() !== 'content-type');
  type Change = [string, (p: Plan) => Partial<Plan>];
  const kinds: fc.Arbitrary<Change> = fc.oneof(
    fc.constant<Change>(['no-content-type', (p) => ({ headers: withoutType(p) })]),
    fc
      .constantFrom(...CONTENT_TYPES)
      .map((t): Change => ['content-type', (p) => ({ headers: [...withoutType(p), ['Content-Type', t]] })]),
    fc.constant<Change>(['chunked', () => ({ chunked: true })]),
    // Refused from the header alone; the server never reads the body, so the connection is not reused.
    fc.constant<Change>([
      'huge-length',
      (p) => ({ headers: [...p.headers, ['Content-Length', '99999999999']], transport: 'fresh' }),
    ]),
    fc.constant<Change>(['content-encoding', (p) => ({ headers: [...p.headers, ['Content-Encoding', 'gzip']] })]),
    fc.constantFrom('', ' ', '\n').map((text): Change => ['empty-body', () => ({ body: { kind: 'text', text } })]),
  );
  return fc.tuple(validParts(op, env, false), kinds).map(([parts, [label, change]]) => {
    const plan = toPlan(op, env, parts, `format:${label}`);
    // An operation without a body gets one anyway: it must be ignored or refused, never crash.
    if (!plan.body) {
      plan.body = { kind: 'json', value: { name: 'x', nested: { a: [1, 2] } } };
      plan.headers.push(['Content-Type', 'application/json']);
    }
    return { ...plan, ...change(plan) };
  });
}

export { formatHostile, jsonBodyHostile, otherBodyHostile, pathHostile, queryHostile };
