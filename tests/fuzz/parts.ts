import fc from 'fast-check';
import { pathParamNames, type Operation } from './openapi';
import { encodeComponent, encodeQuery, type Plan } from './plan';
import type { Body, Json } from './payload';
import type { KeyName, Pools } from './pools';
import { isAnything, queryValues, text, validValue } from './values';

export type Keys = Record<KeyName | 'revoked', string>;

export interface GenEnv {
  ops: Operation[];
  pools: Pools;
  keys: Keys;
}

/** The pieces of a valid request, before a category makes one of them hostile. */
export interface Parts {
  key: KeyName;
  path: string;
  pairs: [string, string][];
  /** Media type and body, when the operation takes one. */
  body?: { type: string; value: Body };
  extraHeaders: [string, string][];
}

const READS = new Set(['GET', 'HEAD']);

/** Reads may use the demo workspace's rich data (and another workspace's key); anything else writes only as the fuzz member. */
export function keyFor(op: Operation, anyWorkspace: boolean): fc.Arbitrary<KeyName> {
  if (!anyWorkspace || !READS.has(op.method)) return fc.constant('fuzz');
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant<KeyName>('fuzz') },
    { weight: 4, arbitrary: fc.constant<KeyName>('ada') },
    { weight: 1, arbitrary: fc.constant<KeyName>('alan') },
  );
}

/** `/companies/{companyPublicId}` with ids from the key's workspace, each from the list its prefix names. */
export function concretePath(op: Operation, key: KeyName, pools: Pools): fc.Arbitrary<string> {
  let arb: fc.Arbitrary<string> = fc.constant(op.path);
  for (const name of pathParamNames(op.path)) {
    arb = arb.chain((partial) => {
      const at = partial.indexOf(`{${name}}`);
      const collection = partial.slice(0, Math.max(0, at - 1));
      return pools
        .id(key, name, collection)
        .map((id) => `${partial.slice(0, at)}${encodeComponent(id)}${partial.slice(at + name.length + 2)}`);
    });
  }
  return arb;
}

/** Page tokens cannot be made up; valid ones are followed from real responses instead. */
export const isTokenParam = (name: string) => /token/i.test(name);

export function validQuery(op: Operation, key: KeyName, pools: Pools): fc.Arbitrary<[string, string][]> {
  const params = op.params.filter((p) => p.in === 'query' && !isTokenParam(p.name));
  const ids = (field: string) => pools.id(key, field);
  const each = params.map((p) => {
    const value = validValue(p.schema, ids, p.name).map((v) =>
      queryValues(v).map((s): [string, string] => [p.name, s]),
    );
    return p.required ? value : fc.option(value, { freq: 2, nil: [] as [string, string][] });
  });
  return fc.tuple(...each).map((lists) => lists.flat());
}

const FILE_NAMES = [
  'report.txt',
  'metrics.csv',
  'notes.md',
  'deck.pdf',
  'plan.docx',
  'model.xlsx',
  'board.pptx',
  'noext',
  '../../x.txt',
  'é 😀.txt',
];
const FILE_TYPES = ['text/plain', 'text/csv', 'text/markdown', 'application/pdf', 'application/octet-stream'];

function multipartBody(op: Operation, key: KeyName, pools: Pools): fc.Arbitrary<Body> {
  const schema = op.body?.content['multipart/form-data'] ?? {};
  const props = Object.entries(schema.properties ?? { file: { type: 'string', format: 'binary' } });
  const part = ([name, s]: [string, (typeof props)[number][1]]) =>
    s.format === 'binary' || s.contentMediaType !== undefined
      ? fc
          .record({
            filename: fc.constantFrom(...FILE_NAMES),
            type: fc.constantFrom(...FILE_TYPES),
            data: text(0, 400),
          })
          .map((f) => ({ name, ...f }))
      : validValue(s, (f) => pools.id(key, f), name).map((v) => ({ name, data: queryValues(v).join(',') }));
  return fc
    .tuple(fc.nat({ max: 1_000_000 }), fc.tuple(...props.map(part)))
    .map(([n, parts]): Body => ({ kind: 'multipart', boundary: `fuzz${n}`, parts }));
}

function messageBody(): fc.Arbitrary<Body> {
  return fc
    .record({
      subject: text(0, 60),
      body: text(0, 400),
      id: fc.stringMatching(/^[a-z0-9]{6,20}$/),
      from: fc.constantFrom('ceo@acme.example', 'founder@startup.example', 'fuzz@fuzz.example', 'x@y.z'),
      at: fc.date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
    })
    .map((m): Body => ({
      kind: 'text',
      text:
        `From: Someone <${m.from}>\r\nTo: fuzz@fuzz.example\r\nSubject: ${m.subject.replace(/[\r\n]/g, ' ')}\r\n` +
        `Message-ID: <${m.id}@fuzz.example>\r\nDate: ${m.at.toUTCString()}\r\nMIME-Version: 1.0\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\n\r\n${m.body}\r\n`,
    }));
}

/** The operation's preferred media type and a valid body of it. */
export function validBody(
  op: Operation,
  key: KeyName,
  pools: Pools,
): fc.Arbitrary<{ type: string; value: Body }> | undefined {
  const content = op.body?.content;
  if (!content) return undefined;
  const types = Object.keys(content);
  const type = types.find((t) => /json/i.test(t)) ?? types[0];
  if (type === undefined) return undefined;
  const schema = content[type] ?? {};
  let body: fc.Arbitrary<Body>;
  if (/json/i.test(type)) {
    body = validValue(isAnything(schema) ? { type: 'object' } : schema, (f) => pools.id(key, f)).map(
      (value: Json): Body => ({ kind: 'json', value }),
    );
  } else if (type === 'multipart/form-data') body = multipartBody(op, key, pools);
  else if (type === 'message/rfc822') body = messageBody();
  else body = text(1, 400).map((t): Body => ({ kind: 'text', text: t }));
  return body.map((value) => ({ type, value }));
}

/** Headers a well-behaved client might add: its own request id (half the time), an idempotency key on some POSTs. */
function politeHeaders(op: Operation): fc.Arbitrary<[string, string][]> {
  const none = fc.constant(null);
  const requestId = fc.oneof(
    none,
    fc.stringMatching(/^[A-Za-z0-9._:-]{1,40}$/).map((v): [string, string] => ['X-Request-Id', v]),
  );
  const idem =
    op.method === 'POST'
      ? fc.oneof(
          { weight: 16, arbitrary: none },
          { weight: 3, arbitrary: fc.uuid().map((v): [string, string] => ['Idempotency-Key', v]) },
          // Shared by many requests: replays of equal bodies, 409s for different ones.
          {
            weight: 1,
            arbitrary: fc.constantFrom<[string, string]>(
              ['Idempotency-Key', 'fuzz-shared-1'],
              ['Idempotency-Key', 'fuzz-shared-2'],
            ),
          },
        )
      : none;
  return fc.tuple(requestId, idem).map((hs) => hs.filter((h): h is [string, string] => h !== null));
}

/** Built once per operation and key: arbitraries are costly to construct, cheap to draw from. */
const partsCache = new WeakMap<Operation, Map<KeyName, fc.Arbitrary<Parts>>>();

function partsFor(op: Operation, env: GenEnv, key: KeyName): fc.Arbitrary<Parts> {
  const byKey = partsCache.get(op) ?? new Map<KeyName, fc.Arbitrary<Parts>>();
  partsCache.set(op, byKey);
  let arb = byKey.get(key);
  if (!arb) {
    const body = validBody(op, key, env.pools);
    arb = fc
      .record({
        path: concretePath(op, key, env.pools),
        pairs: validQuery(op, key, env.pools),
        body: body ?? fc.constant(undefined),
        extraHeaders: politeHeaders(op),
      })
      .map((r): Parts => ({ key, ...r }));
    byKey.set(key, arb);
  }
  return arb;
}

export function validParts(op: Operation, env: GenEnv, anyWorkspace: boolean): fc.Arbitrary<Parts> {
  return keyFor(op, anyWorkspace).chain((key) => partsFor(op, env, key));
}

/** A plan from parts; `override` replaces whatever a category made hostile. */
export function toPlan(op: Operation, env: GenEnv, parts: Parts, label: string, override: Partial<Plan> = {}): Plan {
  const headers: [string, string][] = [['Authorization', `Bearer ${env.keys[parts.key]}`], ...parts.extraHeaders];
  const body = parts.body?.value;
  if (parts.body) {
    headers.push([
      'Content-Type',
      body?.kind === 'multipart' ? `${parts.body.type}; boundary=${body.boundary}` : parts.body.type,
    ]);
  }
  return {
    op: op.key,
    counted: true,
    label,
    key: parts.key,
    method: op.method,
    path: parts.path,
    query: encodeQuery(parts.pairs),
    pairs: parts.pairs,
    headers,
    body,
    transport: 'keep-alive',
    ...override,
  };
}
