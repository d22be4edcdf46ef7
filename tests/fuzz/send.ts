import http from 'node:http';
import net from 'node:net';
import { bodyBytes } from './payload';
import { target, type Plan } from './plan';

export interface Outcome {
  /** Absent when no response arrived (connection reset, closed early, timed out). */
  status?: number;
  headers: Record<string, string>;
  body: string;
  error?: string;
}

/** No request should take long; one that does is reported, not waited for. */
const TIMEOUT_MS = 30_000;
/** Attempts of a request the server shed (503 with Retry-After) before its 503 counts. */
const SHED_RETRIES = 4;

export interface Sender {
  send(plan: Plan): Promise<Outcome>;
  /** Connections lost without an answer and retried, by kind ('a reused connection', 'a new connection'). */
  lost: Map<string, number>;
  close(): void;
}

export function sender(baseUrl: string, concurrency: number): Sender {
  const url = new URL(baseUrl);
  const host = url.hostname;
  const port = Number(url.port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const lost = new Map<string, number>();

  function viaHttp(plan: Plan, retried = false): Promise<Outcome> {
    return new Promise((resolve) => {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of plan.headers) {
        const prior = headers[name];
        headers[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
      }
      const body = plan.body ? bodyBytes(plan.body) : undefined;
      // Node's client frames a GET, HEAD, DELETE or OPTIONS body with no length at all; say it explicitly.
      const framed = plan.headers.some(([n]) => /^(content-length|transfer-encoding)$/i.test(n));
      if (body && !framed) {
        if (plan.chunked) headers['Transfer-Encoding'] = 'chunked';
        else headers['Content-Length'] = String(body.length);
      }
      // A retry gets a connection of its own, not another idle one that may be just as stale. It does not
      // ask the server to close (the client closes once the answer is in): a server closing right after an
      // early answer, with request bytes still arriving, resets the connection before the answer is read.
      const fresh = plan.transport === 'fresh' || retried;
      if (plan.transport === 'fresh') headers.Connection = 'close';
      const req = http.request({
        host,
        port,
        method: plan.method,
        path: target(plan),
        headers,
        agent: plan.transport === 'fresh' ? false : retried ? new http.Agent({ keepAlive: true }) : agent,
        // Keep header names as generated: a second Host or Authorization is the point of some requests.
        setHost: !plan.headers.some(([n]) => n.toLowerCase() === 'host'),
      });
      let settled = false;
      const done = (o: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(o);
        if (fresh) req.destroy();
      };
      // node:http passes socket errors to the request only while it is in flight: a server that answered
      // early (a 413) and closed can still fail a late body write with EPIPE, which is the client's, not an answer.
      req.on('socket', (socket) => {
        if (!socket.listeners('error').includes(ignoreLateError)) socket.on('error', ignoreLateError);
      });
      req.setTimeout(TIMEOUT_MS, () => {
        done({ headers: {}, body: '', error: 'timeout' });
        req.destroy();
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        // Which connection failed tells a stale kept-alive socket from a server that dropped a live one.
        const on = retried ? 'a retry' : req.reusedSocket ? 'a reused connection' : 'a new connection';
        // A kept-alive socket the server closed while idle fails on reuse, which is the client's race (RFC 9112
        // §9.3.1). A lost connection is retried once, on a new one, and counted; only a second loss is a failure.
        if (!retried && (err.code === 'ECONNRESET' || err.code === 'EPIPE')) {
          if (!settled) {
            settled = true;
            lost.set(on, (lost.get(on) ?? 0) + 1);
            resolve(viaHttp(plan, true));
          }
          return;
        }
        done({ headers: {}, body: '', error: `${err.code ?? err.message} on ${on}` });
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err: NodeJS.ErrnoException) =>
          done({ headers: {}, body: '', error: err.code ?? err.message }),
        );
        res.on('end', () =>
          done({
            status: res.statusCode,
            headers: flatten(res.headers),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      if (body && plan.chunked) {
        // Several chunks, so the server streams it rather than seeing one read.
        const step = Math.max(1, Math.ceil(body.length / 3));
        for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
        req.end();
      } else req.end(body);
    });
  }

  function viaSocket(plan: Plan): Promise<Outcome> {
    return new Promise((resolve) => {
      const socket = net.connect(port, host);
      const chunks: Buffer[] = [];
      let settled = false;
      const done = (o: Outcome) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(o);
      };
      socket.setTimeout(TIMEOUT_MS, () => done(parseRaw(Buffer.concat(chunks), 'timeout')));
      socket.on('data', (c: Buffer) => {
        chunks.push(c);
        const parsed = parseRaw(Buffer.concat(chunks));
        if (parsed.status !== undefined && !parsed.error) done(parsed);
      });
      socket.on('error', (err: NodeJS.ErrnoException) =>
        done(parseRaw(Buffer.concat(chunks), err.code ?? err.message)),
      );
      socket.on('close', () => done(parseRaw(Buffer.concat(chunks), 'connection closed', true)));
      const head = plan.head ?? `${plan.method} ${target(plan)} HTTP/1.1\r\nHost: ${host}:${port}`;
      // Written, not ended: a server may stop reading at end-of-input before it answers.
      socket.write(
        Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'utf8'), plan.body ? bodyBytes(plan.body) : Buffer.alloc(0)]),
      );
    });
  }

  /**
   * A 503 with Retry-After is the server shedding load on a busy embedded
   * database (lib/api/core/shed.ts), not an answer to what was sent: retried
   * after the time it asks for, as a client would, a few times at most.
   */
  async function viaHttpPatiently(plan: Plan): Promise<Outcome> {
    for (let attempt = 1; ; attempt++) {
      const out = await viaHttp(plan);
      const wait = Number(out.headers['retry-after']);
      if (out.status !== 503 || !Number.isInteger(wait) || attempt >= SHED_RETRIES) return out;
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
  }

  return {
    async send(plan) {
      if (plan.transport === 'raw') return viaSocket(plan);
      try {
        return await viaHttpPatiently(plan);
      } catch (err) {
        // Node's client refuses some methods, targets and header values outright: write those by hand.
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (!/^ERR_(INVALID|UNESCAPED|HTTP)/.test(code)) throw err;
        const lines = plan.headers.map(([n, v]) => `${n}: ${v}`);
        const body = plan.body ? bodyBytes(plan.body) : undefined;
        if (body) lines.push(`Content-Length: ${body.length}`);
        const head = [
          `${plan.method} ${target(plan)} HTTP/1.1`,
          `Host: ${host}:${port}`,
          'Connection: close',
          ...lines,
        ];
        return viaSocket({ ...plan, transport: 'raw', head: head.join('\r\n') });
      }
    },
    lost,
    close: () => agent.destroy(),
  };
}

function ignoreLateError(): void {}

function flatten(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/**
 * Parses one HTTP/1.x response from raw bytes, skipping interim 1xx
 * responses. Incomplete (no status yet, or body short of its length) →
 * `error` set unless `atEnd` says the peer closed, which ends a body without
 * a length.
 */
export function parseRaw(bytes: Buffer, error?: string, atEnd = false): Outcome {
  let text = bytes.toString('latin1');
  for (;;) {
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return { headers: {}, body: '', error: error ?? 'incomplete response' };
    const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1]);
    if (!Number.isInteger(status))
      return { headers: {}, body: '', error: `not an HTTP response: ${JSON.stringify(statusLine.slice(0, 60))}` };
    const rest = text.slice(end + 4);
    if (status >= 100 && status < 200) {
      text = rest;
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) {
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
    }
    const raw = Buffer.from(rest, 'latin1');
    const length = headers['content-length'];
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const body = dechunk(raw);
      if (body === undefined)
        return {
          status,
          headers,
          body: '',
          error: error ?? (atEnd ? 'truncated chunked body' : 'incomplete response'),
        };
      return { status, headers, body: body.toString('utf8') };
    }
    if (length !== undefined) {
      const n = Number(length);
      if (raw.length < n)
        return { status, headers, body: '', error: error ?? (atEnd ? 'truncated body' : 'incomplete response') };
      return { status, headers, body: raw.subarray(0, n).toString('utf8') };
    }
    if (status === 204 || status === 304) return { status, headers, body: '' };
    // No length: the body runs to the end of the connection.
    return atEnd
      ? { status, headers, body: raw.toString('utf8') }
      : { status, headers, body: '', error: 'incomplete response' };
  }
}

function dechunk(raw: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at, 'latin1');
    if (eol < 0) return undefined;
    const size = parseInt(raw.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size)) return undefined;
    if (size === 0) return Buffer.concat(parts);
    if (raw.length < eol + 2 + size + 2) return undefined;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
