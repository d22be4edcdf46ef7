import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { createHash } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { ApiError, badRequest } from '../../errors';
import type { SpooledBytes } from '../../db/blobs';

/** A file part bigger than this goes to a file of its own as it streams in. */
const SPOOL_BYTES = 1024 * 1024;

/** Spooled files, by the File the route sees, until the request is done. */
const spooled = new WeakMap<File, SpooledBytes>();

/** A file part's bytes spooled to disk as they arrived, with their digest; undefined for a part kept in memory. */
export function spooledContent(file: File): SpooledBytes | undefined {
  return spooled.get(file);
}

/** Removes the spooled files of a form's parts: the request is done with them. */
export async function discardSpooled(form: FormData): Promise<void> {
  for (const value of form.values()) {
    const content = typeof value === 'string' ? undefined : spooled.get(value);
    if (content) await fs.rm(path.dirname(content.path), { recursive: true, force: true });
  }
}

/**
 * One file part. Small, it is kept in memory. Past SPOOL_BYTES it goes to a temporary file as it
 * streams in, written by the thread pool and digested a chunk at a time: `new File(parts)` copied
 * 19 MB in one go (20–45 ms of event loop) and the handler's `arrayBuffer()` again (50–65 ms), during
 * which no other request was answered. A spooled part's File is backed by its file (`openAsBlob`).
 */
class FilePart {
  readonly done: Promise<void>;
  #parts: Uint8Array<ArrayBuffer>[] = [];
  #size = 0;
  #hash = createHash('sha256');
  #spool: { dir: string; path: string; out: fs.FileHandle } | undefined;
  #writing: Promise<unknown> = Promise.resolve();
  readonly #spoolIn: string;

  constructor(stream: NodeJS.ReadableStream, spoolIn: string) {
    this.#spoolIn = spoolIn;
    this.done = new Promise<void>((resolve, reject) => {
      stream.on('data', (chunk: Buffer) => {
        this.#size += chunk.length;
        if (!this.#spool && this.#size <= SPOOL_BYTES) {
          this.#parts.push(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength));
          return;
        }
        // Writes go in order, one after another; the stream waits while one is under way.
        stream.pause();
        this.#writing = this.#writing.then(() => this.#write(chunk)).then(() => stream.resume(), reject);
      });
      stream.once('error', reject);
      stream.once('end', () => {
        this.#writing.then(async () => {
          await this.#spool?.out.close();
          resolve();
        }, reject);
      });
    });
    // Whatever happens, a spool that was opened is removed if the part never became a File.
    this.done.catch(() => this.discard());
  }

  async #write(chunk: Buffer): Promise<void> {
    if (!this.#spool) {
      const dir = await fs.mkdtemp(path.join(this.#spoolIn, 'pi-upload-'));
      const file = path.join(dir, 'part');
      this.#spool = { dir, path: file, out: await fs.open(file, 'w') };
      for (const part of this.#parts.splice(0)) await this.#spooled(part);
    }
    await this.#spooled(chunk);
  }

  /** Only spooled bytes are digested here: a part kept in memory is digested where it is stored. */
  async #spooled(bytes: Uint8Array): Promise<void> {
    this.#hash.update(bytes);
    await this.#spool?.out.write(bytes);
  }

  /** Removes the spool, if one was opened: the part failed, or the form it belongs to did. */
  async discard(): Promise<void> {
    const spool = this.#spool;
    if (!spool) return;
    await spool.out.close().catch(() => {});
    await fs.rm(spool.dir, { recursive: true, force: true });
  }

  /** The part as the File a route sees; a spooled one remembers where its bytes are. */
  async file(name: string, type: string): Promise<File> {
    if (!this.#spool) return new File(this.#parts, name, { type });
    const file = new File([await openAsBlob(this.#spool.path)], name, { type });
    spooled.set(file, { path: this.#spool.path, size: this.#size, sha256: this.#hash.digest('hex') });
    return file;
  }
}

/**
 * Reads a multipart/form-data body as it streams in, chunk by chunk (busboy), instead of buffering it
 * whole and parsing it in one go: `Request.formData()` held the event loop for about 150 ms over a
 * 19 MB upload, and the copies around it as long again. Here each network chunk costs a little;
 * a small file part is copied once, into the File the route's validator sees, and a big one is
 * spooled to disk (FilePart).
 *
 * `chunks` yields the body's chunks and enforces its size limit; `onChunk` sees each one too (the digest).
 * Big file parts are spooled in a folder of their own inside `spoolIn`.
 */
export async function readMultipart(
  contentType: string,
  chunks: AsyncIterable<Uint8Array>,
  onChunk: (chunk: Uint8Array) => void,
  spoolIn = os.tmpdir(),
): Promise<FormData> {
  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { parts: 100, fields: 50, fieldSize: 64 * 1024 },
    });
  } catch (error) {
    throw badRequest(`request body is not valid multipart/form-data: ${(error as Error).message}`);
  }
  const form = new FormData();
  const fileParts: FilePart[] = [];
  const pending: Promise<void>[] = [];
  parser.on('field', (name: string, value: string) => form.append(name, value));
  let broken: unknown;
  parser.on(
    'file',
    (name: string, stream: NodeJS.ReadableStream, fileName: string, _encoding: string, type: string) => {
      const part = new FilePart(stream, spoolIn);
      fileParts.push(part);
      // A part cut off mid-way errors on its own stream: unheard, that error would end the process.
      pending.push(
        part.done.then(
          async () => form.append(name, await part.file(fileName, type)),
          (error: unknown) => {
            broken ??= error;
          },
        ),
      );
    },
  );
  const done = new Promise<void>((resolve, reject) => {
    parser.once('finish', resolve);
    parser.once('error', reject);
  });
  done.catch((error: unknown) => (broken = error));
  try {
    for await (const chunk of chunks) {
      onChunk(chunk);
      if (broken) throw broken;
      if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), done]);
    }
    parser.end();
    await done;
    await Promise.all(pending);
    if (broken) throw broken;
  } catch (error) {
    // No spooled file outlives a form that failed.
    await Promise.all(fileParts.map((p) => p.discard()));
    if (!(error instanceof Error) || error instanceof ApiError) throw error;
    throw badRequest(`request body is not valid multipart/form-data: ${error.message}`);
  }
  return form;
}
