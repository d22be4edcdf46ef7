/**
 * A TCP proxy in front of PostgreSQL that records, from the client's side of
 * the wire protocol, every statement sent (simple Query, or extended-protocol
 * Parse + Bind with text parameters, named or not). bench/run.ts puts each contender behind
 * it for one request to prove that the bare handler and the API send the same
 * statements, with the same parameters, in the same order.
 */
import net from 'node:net';

export interface WireStatement {
  sql: string;
  params: (string | null)[];
}

export interface WireRecorder {
  /** postgres://… URL of the proxy for database `dbName`. */
  url(dbName: string): string;
  /** Statements recorded since the last take (all connections, in arrival order). */
  take(): WireStatement[];
  close(): Promise<void>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Parses one connection's frontend messages as they stream in. */
function frontendParser(onStatement: (s: WireStatement) => void) {
  let buf = Buffer.alloc(0);
  let startup = true;
  // Statements by name ('' is the unnamed one): a named statement is parsed once per connection, then only bound.
  const parsed = new Map<string, string>();
  const cstring = (b: Buffer, at: number): [string, number] => {
    const end = b.indexOf(0, at);
    return [b.toString('utf8', at, end), end + 1];
  };
  const message = (type: string, body: Buffer) => {
    if (type === 'Q') onStatement({ sql: cstring(body, 0)[0], params: [] });
    if (type === 'P') {
      const [name, at] = cstring(body, 0);
      parsed.set(name, cstring(body, at)[0]);
    }
    if (type === 'B') {
      const [statement, next] = cstring(body, cstring(body, 0)[1]);
      let at = next;
      const formats = body.readInt16BE(at);
      at += 2 + formats * 2;
      const count = body.readInt16BE(at);
      at += 2;
      const params: (string | null)[] = [];
      for (let i = 0; i < count; i++) {
        const len = body.readInt32BE(at);
        at += 4;
        params.push(len < 0 ? null : body.toString('utf8', at, at + len));
        at += Math.max(len, 0);
      }
      onStatement({ sql: parsed.get(statement) ?? `(statement ${statement} parsed elsewhere)`, params });
    }
  };
  return (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    for (;;) {
      if (startup) {
        // Start-up messages have no type byte: length, then a code.
        if (buf.length < 8) return;
        const len = buf.readInt32BE(0);
        if (buf.length < len) return;
        const code = buf.readInt32BE(4);
        startup = code === SSL_REQUEST || code === GSSENC_REQUEST;
        buf = buf.subarray(len);
        continue;
      }
      if (buf.length < 5) return;
      const len = buf.readInt32BE(1);
      if (buf.length < len + 1) return;
      message(String.fromCharCode(buf[0] ?? 0), buf.subarray(5, len + 1));
      buf = buf.subarray(len + 1);
    }
  };
}

export async function wireRecorder(upstream: URL): Promise<WireRecorder> {
  let recorded: WireStatement[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client).add(db);
    const parse = frontendParser((s) => recorded.push(s));
    client.on('data', (chunk: Buffer) => {
      parse(chunk);
      db.write(chunk);
    });
    db.pipe(client);
    const end = () => {
      client.destroy();
      db.destroy();
      sockets.delete(client);
      sockets.delete(db);
    };
    client.on('close', end).on('error', end);
    db.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url(dbName) {
      const u = new URL(upstream);
      u.host = `127.0.0.1:${port}`;
      u.pathname = `/${dbName}`;
      return u.toString();
    },
    take() {
      const out = recorded;
      recorded = [];
      return out;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
