import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request with the path exactly as given: fetch would normalise `..` and `%2e` away. */
export function rawRequest(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: opts.headers,
        agent: false,
        timeout: opts.timeoutMs ?? 10_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 10_000} ms`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Writes bytes straight to a socket and reads until the server closes it. */
export function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let out = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('end', () => resolve(out));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
}

/** Status, headers and JSON body of a raw HTTP/1.1 response text. */
export function parseRaw(response: string): { status: number; headers: Record<string, string>; body: unknown } {
  const [head = '', body = ''] = response.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => {
      const i = l.indexOf(':');
      return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
    }),
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: parsed };
}

/**
 * A slow client: writes `parts` with `gapMs` between them without reading,
 * then reads until the server closes. A server that answered early and then
 * closed outright resets the connection when the later parts arrive, and the
 * reset erases its answer before the client reads it (RFC 9112 §9.6).
 */
export function slowClientExchange(baseUrl: string, parts: string[], gapMs: number): Promise<string> {
  const url = new URL(baseUrl);
  const pause = () => new Promise((r) => setTimeout(r, gapMs));
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    // Paused: the answer stays in the kernel's buffer, where a reset would erase it.
    socket.pause();
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (out += chunk));
    socket.on('end', () => {
      socket.end();
      resolve(out);
    });
    socket.on('error', (err) => reject(new Error(`${err.message} after reading ${JSON.stringify(out)}`)));
    socket.once('connect', async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        await pause();
      }
      socket.resume();
    });
  });
}
