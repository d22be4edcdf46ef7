import { createMiddleware } from 'hono/factory';
import { ApiError, badRequest, invalidField } from '../../errors';
import { API_BASE, findOperation } from '../../schemas/operations';
import { createHash } from 'node:crypto';
import { inspectJsonBody, MAX_JSON_DEPTH } from './input-guard';
import { discardSpooled, readMultipart } from './multipart';
import { dottedPath, fieldPath } from './validation';
import type { AppEnv } from './types';

const MIB = 1024 * 1024;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/json[ \t]*(;.*)?$/i;

/**
 * A body refused by its Content-Length is left unread and Node discards it,
 * so the connection stays usable. A chunked body cut off mid-stream leaves
 * the connection in an unknown state: the client must not reuse it.
 */
const tooLarge = (limit: number, cutOff: boolean) =>
  new ApiError(
    413,
    'payload_too_large',
    `request body must be at most ${Math.floor(limit / MIB)} MiB`,
    cutOff ? { Connection: 'close' } : {},
  );

/**
 * Checks media type and size, then parses the JSON body once and leaves it in
 * Hono's body cache for the route validators. The size is enforced while
 * streaming, so an oversized body is never buffered whole.
 */
export const jsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const method = c.req.method;
  // Unknown routes and methods fall through to 404/405, whatever their body.
  const rule = WITH_BODY.has(method) ? findOperation(method, c.req.path.slice(API_BASE.length))?.body : undefined;
  if (!rule || rule.kind === 'none') return next();
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  const raw = rule.kind === 'bytes' ? rule : undefined;
  if (!hasBody) {
    if (rule.kind === 'bytes' || rule.required)
      throw badRequest(`request body is required: send ${raw ? raw.expected : 'a JSON object'}`);
    return next();
  }
  const type = c.req.header('content-type');
  if (raw) {
    const essence = (type ?? '').split(';', 1)[0]?.trim().toLowerCase();
    if (essence !== raw.mediaType) {
      throw new ApiError(415, 'unsupported_media_type', `Content-Type must be ${raw.expected}`);
    }
    if (length !== undefined && Number(length) > raw.limit) throw tooLarge(raw.limit, false);
    if (raw.mediaType === 'multipart/form-data') {
      // Parsed as it streams in; hashed chunk by chunk: a 25 MB upload never holds the loop for long.
      const hash = createHash('sha256');
      const form = await readMultipart(type ?? '', bodyChunks(c.req.raw, raw.limit), (chunk) => hash.update(chunk));
      c.set('bodyDigest', hash.digest('base64url'));
      c.req.bodyCache.formData = form;
      try {
        return await next();
      } finally {
        // The handler has stored what it keeps; the spooled files were only the way in.
        await discardSpooled(form);
      }
    }
    const bytes = await readBytes(c.req.raw, raw.limit);
    c.set('bodyDigest', createHash('sha256').update(bytes).digest('base64url'));
    c.set('rawBody', bytes);
    // Hono's form validator reads the cache; the stream is already consumed.
    (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    return next();
  }
  if (!type || !JSON_TYPE.test(type.trim())) {
    throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be application/json');
  }
  const limit = rule.limit;
  if (length !== undefined && Number(length) > limit) throw tooLarge(limit, false);
  const text = await readText(c.req.raw, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('request body must be a JSON object');
  }
  const problem = inspectJsonBody(parsed);
  if (problem?.kind === 'too_deep') {
    throw badRequest(`request body must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`);
  }
  if (problem?.kind === 'nul') {
    // Named as validation names fields: attendees[1].email in the message, attendees.1.email in `issues`.
    const name = fieldPath(problem.path) || 'request body';
    throw invalidField(
      dottedPath(problem.path),
      'must not contain NUL characters',
      `${name} must not contain NUL characters`,
    );
  }
  c.set('bodyDigest', createHash('sha256').update(text).digest('base64url'));
  c.req.bodyCache.json = Promise.resolve(parsed);
  await next();
});

/** How much of an oversized chunked body is read and discarded so the client can finish sending and read the 413. */
const DRAIN_CAP = 16 * MIB;

/**
 * Stopping mid-upload makes many clients fail on a broken pipe before they
 * read the answer, so a modest excess is drained (never kept). Past the cap
 * the body is cut off and the connection closed.
 */
async function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number, read: number): Promise<ApiError> {
  for (let total = read; total <= DRAIN_CAP;) {
    const { done, value } = await reader.read();
    if (done) return tooLarge(limit, false);
    total += value.byteLength;
  }
  await reader.cancel();
  return tooLarge(limit, true);
}

/** The body's chunks as they arrive, refused with 413 once they pass `limit`. */
async function* bodyChunks(req: Request, limit: number): AsyncGenerator<Uint8Array> {
  if (!req.body) return;
  const reader = req.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > limit) throw await refuse(reader, limit, size);
    yield value;
  }
}

async function readBytes(req: Request, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bodyChunks(req, limit)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readText(req: Request, limit: number): Promise<string> {
  const bytes = await readBytes(req, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('request body is not valid UTF-8');
  }
}
