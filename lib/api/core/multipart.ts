import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { once } from 'node:events';
import { ApiError, badRequest } from '../../errors';

/**
 * Reads a multipart/form-data body as it streams in, chunk by chunk (busboy), instead of buffering it
 * whole and parsing it in one go: `Request.formData()` held the event loop for about 150 ms over a
 * 19 MB upload, and the copies around it as long again. Here each network chunk costs a little,
 * and the file's bytes are copied once, into the File the route's validator sees.
 *
 * `chunks` yields the body's chunks and enforces its size limit; `onChunk` sees each one too (the digest).
 */
export async function readMultipart(
  contentType: string,
  chunks: AsyncIterable<Uint8Array>,
  onChunk: (chunk: Uint8Array) => void,
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
  const pending: Promise<void>[] = [];
  parser.on('field', (name: string, value: string) => form.append(name, value));
  let broken: unknown;
  parser.on(
    'file',
    (name: string, stream: NodeJS.ReadableStream, fileName: string, _encoding: string, type: string) => {
      const parts: Uint8Array<ArrayBuffer>[] = [];
      stream.on('data', (part: Buffer) =>
        parts.push(new Uint8Array(part.buffer as ArrayBuffer, part.byteOffset, part.byteLength)),
      );
      // A part cut off mid-way errors on its own stream: unheard, that error would end the process.
      pending.push(
        new Promise<void>((resolve) => {
          stream.once('error', (error: Error) => {
            broken ??= error;
            resolve();
          });
          stream.once('end', () => {
            form.append(name, new File(parts, fileName, { type }));
            resolve();
          });
        }),
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
    if (!(error instanceof Error) || error instanceof ApiError) throw error;
    throw badRequest(`request body is not valid multipart/form-data: ${error.message}`);
  }
  return form;
}
