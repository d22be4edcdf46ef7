import fc from 'fast-check';
import type { Operation } from './openapi';
import { toPlan, validParts, type GenEnv } from './parts';
import { target, type Plan } from './plan';

/**
 * Requests at an operation's path that are not the operation: other and
 * unknown methods, and HTTP that a client library would refuse to send,
 * written straight to a socket. Not counted toward the operation's tally.
 */

const KNOWN = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
/** Methods Node's parser knows (they reach the app) that the API does not serve. */
const EXTENSION = [
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'LINK',
  'UNLINK',
  'SUBSCRIBE',
  'NOTIFY',
  'M-SEARCH',
  'ACL',
  'BIND',
  'QUERY',
  'SOURCE',
];
/** Methods Node's parser refuses before any application code runs. */
const UNKNOWN = ['FOO', 'GETT', 'BREW', 'DESTROY', 'X'.repeat(64), 'G-E-T'];

/** A valid request of the operation, taken apart for writing heads by hand. */
interface Ctx {
  method: string;
  t: string;
  path: string;
  host: string;
  /** Key and Connection: close, so a request that parses gets past auth and the socket ends. */
  more: string;
}

type Raw = (c: Ctx) => string;

/** Whole request heads, without the final blank line. */
const RAW: [string, Raw][] = [
  ['lowercase-method', (c) => `${c.method.toLowerCase()} ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['connect', (c) => `CONNECT ${c.host} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['connect-path', (c) => `CONNECT ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['method-char', (c) => `G@T ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['method-nul', (c) => `GET\u0000 ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['no-host', (c) => `${c.method} ${c.t} HTTP/1.1\r\n${c.more}`],
  ['http10', (c) => `${c.method} ${c.t} HTTP/1.0\r\nHost: ${c.host}\r\n${c.more}`],
  ['http10-no-host', (c) => `${c.method} ${c.t} HTTP/1.0\r\n${c.more}`],
  ['expect', (c) => `${c.method} ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nExpect: something-else\r\n${c.more}`],
  ['asterisk', (c) => `OPTIONS * HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['absolute-form', (c) => `GET http://${c.host}${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['long-url', (c) => `GET ${c.path}?search=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['very-long-url', (c) => `GET ${c.path}/${'y'.repeat(64_000)} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['long-header', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nX-Big: ${'z'.repeat(20_000)}\r\n${c.more}`],
  ['many-headers', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}${'\r\nX-A: 1'.repeat(3_000)}\r\n${c.more}`],
  ['header-nul', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nX-A: a\u0000b\r\n${c.more}`],
  ['header-name-space', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nX A: b\r\n${c.more}`],
  ['header-no-name', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n: b\r\n${c.more}`],
  ['obs-fold', (c) => `GET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nX-A: a\r\n folded\r\n${c.more}`],
  ['bare-lf', (c) => `GET ${c.t} HTTP/1.1\nHost: ${c.host}\n${c.more.replaceAll('\r\n', '\n')}`],
  [
    'cl-and-te',
    (c) => `POST ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n${c.more}`,
  ],
  [
    'bad-chunk',
    (c) =>
      `POST ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n${c.more}\r\n\r\nzz\r\n{}\r\n0`,
  ],
  ['bad-length', (c) => `POST ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Length: abc\r\n${c.more}`],
  ['negative-length', (c) => `POST ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Length: -1\r\n${c.more}`],
  [
    'double-length',
    (c) => `POST ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\nContent-Length: 1\r\nContent-Length: 2\r\n${c.more}`,
  ],
  ['version-2', (c) => `GET ${c.t} HTTP/2.0\r\nHost: ${c.host}\r\n${c.more}`],
  ['version-9', (c) => `GET ${c.t} HTTP/9.9\r\nHost: ${c.host}\r\n${c.more}`],
  ['version-lower', (c) => `GET ${c.t} http/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['no-version', (c) => `GET ${c.t}`],
  ['pri', () => 'PRI * HTTP/2.0\r\n\r\nSM'],
  ['raw-utf8-path', (c) => `GET ${c.path}/é ü HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
  ['tls-hello', () => '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003'],
  ['empty-lines', (c) => `\r\n\r\nGET ${c.t} HTTP/1.1\r\nHost: ${c.host}\r\n${c.more}`],
];

export function extraPlans(op: Operation, env: GenEnv, host: string): fc.Arbitrary<Plan> {
  const served = new Set(env.ops.filter((o) => o.path === op.path).map((o) => o.method));
  const wrong = KNOWN.filter((m) => !served.has(m));
  const parts = validParts(op, env, false);
  const methodPlan = (label: string, methods: string[], transport: Plan['transport']) =>
    fc.tuple(parts, fc.constantFrom(...methods)).map(([p, method]) => {
      const plan = toPlan(op, env, p, label, { method, counted: false, transport });
      return plan;
    });
  const arbs: fc.WeightedArbitrary<Plan>[] = [
    { weight: 3, arbitrary: methodPlan('method:extension', EXTENSION, 'keep-alive') },
    { weight: 3, arbitrary: methodPlan('method:unknown', UNKNOWN, 'fresh') },
    {
      weight: 10,
      arbitrary: fc.tuple(parts, fc.constantFrom(...RAW)).map(([p, [label, head]]) => {
        const plan = toPlan(op, env, p, `raw:${label}`, { counted: false, transport: 'raw' });
        const more = `Authorization: Bearer ${env.keys.fuzz}\r\nConnection: close`;
        return {
          ...plan,
          head: head({ method: plan.method, t: target(plan), path: plan.path, host, more }),
          body: undefined,
        };
      }),
    },
  ];
  if (wrong.length > 0) arbs.push({ weight: 4, arbitrary: methodPlan('method:wrong', wrong, 'keep-alive') });
  if (served.has('GET')) arbs.push({ weight: 1, arbitrary: methodPlan('method:head', ['HEAD'], 'keep-alive') });
  return fc.oneof(...arbs);
}
