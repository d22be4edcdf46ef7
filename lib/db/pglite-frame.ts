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
  let size = 0;
  for (const name of f.close) size += 1 + 4 + 1 + cstring(name);
  if (f.parse) size += 1 + 4 + cstring(f.parse.name) + cstring(f.parse.text) + 2;
  size += 1 + 4 + 1 + cstring(f.statement) + 2 + 2 * formats + 2 + 2;
  for (const n of valueBytes) size += 4 + Math.max(n, 0);
  size += 1 + 4 + 2; // describe the unnamed portal
  size += 1 + 4 + 1 + 4; // execute it, every row
  size += 1 + 4; // sync

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
  /** A message's code and its length, which counts itself but not the code. */
  const head = (code: string, length: number) => {
    byte(code.charCodeAt(0));
    int32(length);
  };

  for (const name of f.close) {
    head('C', 4 + 1 + cstring(name));
    byte(0x53); // 'S': a statement
    cstr(name);
  }
  if (f.parse) {
    head('P', 4 + cstring(f.parse.name) + cstring(f.parse.text) + 2);
    cstr(f.parse.name);
    cstr(f.parse.text);
    int16(0); // every parameter's type inferred
  }
  let bind = 4 + 1 + cstring(f.statement) + 2 + 2 * formats + 2 + 2;
  for (const n of valueBytes) bind += 4 + Math.max(n, 0);
  head('B', bind);
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
  head('D', 4 + 2);
  byte(0x50); // 'P': a portal
  byte(0);
  head('E', 4 + 1 + 4);
  byte(0);
  int32(0);
  head('S', 4);
  if (at !== size) throw new Error(`a statement's frame is ${at} bytes, not the ${size} reckoned`);
  return out;
}
