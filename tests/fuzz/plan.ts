import { describeBody, type Body } from './payload';
import type { KeyName } from './pools';

/** One generated request, exactly as it goes on the wire. */
export interface Plan {
  /** The operation it was generated for (`METHOD /path/{template}`). */
  op: string;
  /** Sent with the operation's own method and path template: counts toward its tally. */
  counted: boolean;
  /** What kind of request it is, e.g. `valid` or `body:wrong-type`; failures are grouped by it. */
  label: string;
  /** Whose key it carries, if a working one: responses feed that key's id pools. */
  key: KeyName | null;
  method: string;
  /** Encoded path, no query. */
  path: string;
  /** Encoded query string without `?`, or ''. */
  query: string;
  /** The query as name/value pairs (before encoding), to follow page tokens with the same filters. */
  pairs: [string, string][];
  headers: [string, string][];
  body?: Body;
  /**
   * keep-alive: the shared agent. fresh: a connection of its own (the server
   * may stop reading it). raw: bytes written to a socket, for what an HTTP
   * client refuses to send.
   */
  transport: 'keep-alive' | 'fresh' | 'raw';
  chunked?: boolean;
  /** raw only: the head up to (not including) the blank line, replacing the generated one. */
  head?: string;
}

export const target = (p: Plan) => (p.query ? `${p.path}?${p.query}` : p.path);

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is
 * written as the three bytes WTF-8 gives it, so it still reaches the server.
 */
export function encodeComponent(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (isHigh(c) && isLow(next)) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (isHigh(c) || isLow(c)) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(s[i] ?? '');
  }
  return out;
}

export const encodeQuery = (pairs: [string, string][]) =>
  pairs.map(([n, v]) => `${encodeComponent(n)}=${encodeComponent(v)}`).join('&');

/** A readable reproduction: method, target, headers (keys named, not shown) and a body excerpt. */
export function describePlan(p: Plan, secrets: Record<string, string>): string {
  const redact = (s: string) =>
    Object.entries(secrets).reduce((acc, [name, key]) => acc.split(key).join(`<${name} key>`), s);
  const shorten = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
  // A raw request is its head, sent as it is.
  if (p.head !== undefined) return `raw: ${JSON.stringify(shorten(redact(p.head), 300))}`;
  const lines = [
    `${p.method} ${shorten(target(p), 300)}${p.transport === 'keep-alive' ? '' : `  (${p.transport} connection)`}`,
    ...p.headers.map(([n, v]) => `  ${n}: ${shorten(redact(JSON.stringify(v).slice(1, -1)), 200)}`),
  ];
  if (p.chunked) lines.push('  (body sent chunked)');
  if (p.body) lines.push(`  body: ${describeBody(p.body)}`);
  return lines.join('\n');
}
