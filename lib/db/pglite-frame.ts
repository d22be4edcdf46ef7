/**
 * One statement's extended-protocol messages (close, parse, bind, describe, execute, sync), written into one buffer
 * sized up front. PGlite's serializer grows a buffer by doubling and copies it per message: for a statement carrying
 * an email's body that was a tenth of the statement's JavaScript time.
 */
interface Frame {
  /** Named statements to close first. */
  close: readonly string[];
  /** A statement to parse under a name before it is bound. */
  parse?: { name: string; text: string };
  /** The named statement to bind and run. */
  statement: string;
  /** Parameters in PostgreSQL's text format, bytes in binary, null for NULL. */
  values: readonly (string | Uint8Array | null)[];
}

const cstring = (s: string) => Buffer.byteLength(s) + 1;

export function frameBytes(f: Frame): Buffer {
  const valueBytes = f.values.map((v) =>
    v === null ? -1 : typeof v === 'string' ? Buffer.byteLength(v) : v.byteLength,
  );
  // One format code per parameter when any is binary; none means every one is text.
  const formats = f.values.some((v) => v instanceof Uint8Array) ? f.values.length : 0;
  // Each message's length, which counts itself but not its one-byte code.
  const closeLength = (name: string) => 4 + 1 + cstring(name);
  const parseLength = f.parse ? 4 + cstring(f.parse.name) + cstring(f.parse.text) + 2 : 0;
  let bindLength = 4 + 1 + cstring(f.statement) + 2 + 2 * formats + 2 + 2;
  for (const n of valueBytes) bindLength += 4 + Math.max(n, 0);
  const DESCRIBE = 4 + 2; // the unnamed portal
  const EXECUTE = 4 + 1 + 4; // it, every row
  const SYNC = 4;
  let size = (f.parse ? 1 + parseLength : 0) + 1 + bindLength + 1 + DESCRIBE + 1 + EXECUTE + 1 + SYNC;
  for (const name of f.close) size += 1 + closeLength(name);

  const out = Buffer.allocUnsafe(size);
  let at = 0;
  const byte = (b: number) => (at = out.writeUInt8(b, at));
  const int16 = (n: number) => (at = out.writeInt16BE(n, at));
  const int32 = (n: number) => (at = out.writeInt32BE(n, at));
  const text = (s: string) => (at += out.write(s, at, 'utf8'));
  const cstr = (s: string) => {
    text(s);
    byte(0);
  };
  const head = (code: string, length: number) => {
    byte(code.charCodeAt(0));
    int32(length);
  };

  for (const name of f.close) {
    head('C', closeLength(name));
    byte(0x53); // 'S': a statement
    cstr(name);
  }
  if (f.parse) {
    head('P', parseLength);
    cstr(f.parse.name);
    cstr(f.parse.text);
    int16(0); // every parameter's type inferred
  }
  head('B', bindLength);
  byte(0); // the unnamed portal
  cstr(f.statement);
  int16(formats);
  if (formats) for (const v of f.values) int16(v instanceof Uint8Array ? 1 : 0);
  int16(f.values.length);
  f.values.forEach((v, i) => {
    int32(valueBytes[i] ?? -1);
    if (typeof v === 'string') text(v);
    else if (v !== null) {
      out.set(v, at);
      at += v.byteLength;
    }
  });
  int16(0); // every column in text
  head('D', DESCRIBE);
  byte(0x50); // 'P': a portal
  byte(0);
  head('E', EXECUTE);
  byte(0);
  int32(0);
  head('S', SYNC);
  if (at !== size) throw new Error(`a statement's frame is ${at} bytes, not the ${size} reckoned`);
  return out;
}
