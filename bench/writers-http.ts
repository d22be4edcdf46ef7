/**
 * A minimal keep-alive JSON client for bench/writers.ts: one socket per
 * writer, latency measured from the request until the last byte of the answer.
 */
import http from 'node:http';

export interface Answer {
  /** HTTP status, or `error:<code>` when no answer came. */
  status: string;
  ms: number;
  body: string;
  /** Seconds from a `Retry-After` header, when the answer had one. */
  retryAfter?: number;
}

/** Past this nothing useful is measured any more; the request counts as `error:timeout`. */
const GIVE_UP_MS = 120_000;

export function client(writers: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: writers, maxFreeSockets: writers });

  function send(method: string, url: string, key: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    return new Promise((resolve) => {
      const req = http.request(
        url,
        {
          method,
          agent,
          timeout: GIVE_UP_MS,
          headers: {
            authorization: `Bearer ${key}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          const retryAfter = Number(res.headers['retry-after']);
          res.on('end', () =>
            resolve({
              status: String(res.statusCode ?? 0),
              ms: elapsed(),
              body: text,
              ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
            }),
          );
          res.on('error', (err: NodeJS.ErrnoException) =>
            resolve({ status: `error:${err.code ?? 'response'}`, ms: elapsed(), body: '' }),
          );
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      req.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ status: `error:${err.code ?? 'request'}`, ms: elapsed(), body: '' }),
      );
      req.end(payload);
    });
  }

  /** A GET that must succeed (setting up targets, not measured). */
  async function getJson<T>(url: string, key: string): Promise<T> {
    const res = await send('GET', url, key);
    if (res.status !== '200') throw new Error(`GET ${url} → ${res.status}: ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as T;
  }

  return { send, getJson, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof client>;
