import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { discardSpooled, readMultipart, spooledContent } from '../../lib/api/core/multipart';
import { ApiError } from '../../lib/errors';

const BOUNDARY = 'x0boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
let spool: string;

beforeEach(() => {
  spool = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-multipart-test-'));
});
afterEach(() => {
  fs.rmSync(spool, { recursive: true, force: true });
});

/** Bytes whose every 4-byte word says where it is: a chunk lost, doubled or reordered shows. */
function counted(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let at = 0; at + 4 <= size; at += 4) bytes.writeUInt32BE(at, at);
  return bytes;
}

function body(parts: { name: string; file?: string; bytes: Buffer }[], close = true): Buffer {
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.file ? `; filename="${p.file}"` : ''}`;
    pieces.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (close) pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

/** The body in network-sized chunks. */
async function* chunks(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

it('spools a big file part to disk as it arrives and keeps a small one in memory', async () => {
  const big = counted(3 * 1024 * 1024 + 3);
  const small = counted(200 * 1024);
  const form = await readMultipart(
    TYPE,
    chunks(
      body([
        { name: 'file', file: 'big.csv', bytes: big },
        { name: 'note', bytes: Buffer.from('hello') },
        { name: 'other', file: 'small.csv', bytes: small },
      ]),
    ),
    () => {},
    spool,
  );
  const bigFile = form.get('file') as File;
  const content = spooledContent(bigFile);
  expect(content).toEqual({ path: expect.any(String), size: big.length, sha256: sha256(big) });
  expect(fs.readFileSync(content?.path ?? '').equals(big)).toBe(true);
  expect(bigFile.size).toBe(big.length);
  expect(bigFile.name).toBe('big.csv');
  const smallFile = form.get('other') as File;
  expect(spooledContent(smallFile)).toBeUndefined();
  expect(Buffer.from(await smallFile.arrayBuffer()).equals(small)).toBe(true);
  expect(form.get('note')).toBe('hello');
  expect(fs.readdirSync(spool)).toHaveLength(1);
  await discardSpooled(form);
  expect(fs.readdirSync(spool)).toEqual([]);
});

it('keeps a part of exactly the spool size in memory, and spools one byte more', async () => {
  for (const [size, spooled] of [
    [1024 * 1024, false],
    [1024 * 1024 + 1, true],
  ] as const) {
    const bytes = counted(size);
    const form = await readMultipart(
      TYPE,
      chunks(body([{ name: 'file', file: 'a.txt', bytes }]), 1000),
      () => {},
      spool,
    );
    const file = form.get('file') as File;
    expect(spooledContent(file) !== undefined).toBe(spooled);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    await discardSpooled(form);
  }
  expect(fs.readdirSync(spool)).toEqual([]);
});

it('leaves no spooled file behind when the body breaks off in a big part', async () => {
  const whole = body([{ name: 'file', file: 'big.csv', bytes: counted(3 * 1024 * 1024) }], false);
  const cut = whole.subarray(0, 2 * 1024 * 1024);
  const error: unknown = await readMultipart(TYPE, chunks(cut), () => {}, spool).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(400);
  expect(fs.readdirSync(spool)).toEqual([]);
});
