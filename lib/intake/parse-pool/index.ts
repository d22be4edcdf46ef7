/**
 * Files and messages are read in worker threads (piscina), never on the event loop: a hostile
 * file may cost its worker time and memory, but each task is bounded (heap, wall clock) and a
 * worker that breaks a bound is stopped while the server and its other requests carry on.
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { env } from '../../env';
import { NotAMessageError, type ParsedEmail } from '../parse-email';
import { FileParseError, type ParsedFile } from '../types';
import type { FoundValue, TextBlock } from '../../derive/types';
import type { BlobParts } from '../../db/blob-parts-reader';
import type { ParseOutcome, ParseTask, ReadContext } from './task';

interface Limits {
  threads: number;
  heapMb: number;
  timeoutMs: number;
}

function limitsFromEnv(): Limits {
  const e = env();
  // One core stays with the event loop; a single-core machine still gets one worker.
  const threads = e.PI_PARSE_THREADS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  return { threads, heapMb: e.PI_PARSE_HEAP_MB, timeoutMs: e.PI_PARSE_TIMEOUT_SECONDS * 1000 };
}

let state:
  { pool: Piscina<ParseTask, ParseOutcome>; limits: Limits; running: number; waiting: (() => void)[] } | undefined;

function current() {
  if (state) return state;
  const limits = limitsFromEnv();
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: limits.threads,
    // An idle worker exits, so the memory a big file took goes back to the system.
    idleTimeout: 5_000,
    // One task per worker: a task's bounds are its worker's.
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    execArgv: [],
  });
  state = { pool, limits, running: 0, waiting: [] };
  return state;
}

/** Bytes that can move to a worker as they are: they fill their buffer, so transferring it takes nothing else. */
function movable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return whole && buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(bytes);
}

/** What a caller may send a file task: bytes it keeps, bytes it gives up (moved to the worker), or a file. */
type FileBytes = Uint8Array | { handOver: Uint8Array } | { path: string } | { parts: BlobParts };

/**
 * Runs one task, at most `threads` at a time. Waiting happens here, not in piscina's queue, so a
 * task's time limit starts when a worker takes it, not while it waits behind another.
 */
type FileTask = Extract<ParseTask, { kind: 'file' }>;
type RunTask =
  | Extract<ParseTask, { kind: 'email' | 'values' }>
  | (Omit<FileTask, 'bytes'> & { bytes: FileBytes });

/** The task as sent to a worker, and the buffer moved with it (see run). */
function toSend(task: RunTask): { sent: ParseTask; moved?: ArrayBuffer } {
  if (task.kind === 'values') return { sent: task };
  // A path or parts move as they are: the worker reads them. Bytes handed over that fill their own buffer move
  // without a copy (copying 19 MB held the event loop for tens of milliseconds). Other bytes are copied
  // exactly: a pooled Buffer's whole slab would be cloned, and the caller keeps its own.
  const bytes: FileBytes = task.kind === 'file' ? task.bytes : task.raw;
  const where = 'path' in bytes || 'parts' in bytes ? bytes : undefined;
  let own: Uint8Array<ArrayBuffer> | undefined;
  if ('handOver' in bytes) own = movable(bytes.handOver);
  else if (bytes instanceof Uint8Array) own = new Uint8Array(bytes);
  const sent: ParseTask =
    task.kind === 'file'
      ? { ...task, bytes: where ?? own ?? new Uint8Array(0) }
      : { ...task, raw: own ?? new Uint8Array(0) };
  return { sent, ...(own ? { moved: own.buffer } : {}) };
}

async function run(task: RunTask): Promise<{ outcome: ParseOutcome } | { stopped: 'timeout' | 'memory' | 'crash' }> {
  const s = current();
  while (s.running >= s.limits.threads) await new Promise<void>((resolve) => s.waiting.push(resolve));
  s.running++;
  try {
    // A worker's start (a second or two on a busy machine) is not the file's time.
    if (s.pool.threads.length === 0) await s.pool.run({ kind: 'ping' });
    const { sent, moved } = toSend(task);
    const signal = AbortSignal.timeout(s.limits.timeoutMs);
    try {
      return { outcome: await s.pool.run(sent, { signal, transferList: moved ? [moved] : [] }) };
    } catch (error) {
      if (signal.aborted) return { stopped: 'timeout' };
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { stopped: 'memory' };
      // Piscina rejects with the worker's own error for a thrown bug; a worker that died has none.
      if (error instanceof Error && !/worker.*(exit|terminat)/i.test(error.message)) throw error;
      return { stopped: 'crash' };
    }
  } finally {
    s.running--;
    s.waiting.shift()?.();
  }
}

function stoppedReason(stopped: 'timeout' | 'memory' | 'crash', what: string): string {
  const l = current().limits;
  if (stopped === 'timeout') return `${what} took longer than ${l.timeoutMs / 1000} s to read, the most one may take.`;
  if (stopped === 'memory') return `${what} needs more than ${l.heapMb} MB of memory to read, the most one may use.`;
  return `${what} stopped the reader that opened it, so it was not read.`;
}

/** parseFile in a worker: FileParseError for a file that cannot be read or breaks a bound. */
export async function parseFileOffThread(
  name: string,
  declaredType: string | undefined,
  bytes: FileBytes,
): Promise<ParsedFile> {
  return (await readFileOffThread(name, declaredType, bytes)).parsed;
}

/**
 * parseFile in a worker and, given `read`, the rules' values of each element there too (see ParseTask):
 * FileParseError for a file that cannot be read or breaks a bound.
 */
export async function readFileOffThread(
  name: string,
  declaredType: string | undefined,
  bytes: FileBytes,
  read?: ReadContext,
): Promise<{ parsed: ParsedFile; values?: FoundValue[][] }> {
  const result = await run({ kind: 'file', name, declaredType, bytes, ...(read ? { read } : {}) });
  if ('stopped' in result) throw new FileParseError(stoppedReason(result.stopped, `The file ${name}`), 'too_large');
  const { outcome } = result;
  if (outcome.kind === 'refused') {
    throw new FileParseError(outcome.message, outcome.reason === 'not_a_message' ? 'corrupt' : outcome.reason);
  }
  if (outcome.kind !== 'file') throw new Error('a file task came back as another kind');
  return { parsed: outcome.parsed, ...(outcome.values ? { values: outcome.values } : {}) };
}

/** parseEmail in a worker: NotAMessageError for bytes that are not a message or break a bound. */
export async function parseEmailOffThread(raw: Buffer): Promise<ParsedEmail> {
  const result = await run({ kind: 'email', raw });
  if ('stopped' in result) throw new NotAMessageError(stoppedReason(result.stopped, 'The message'));
  const { outcome } = result;
  if (outcome.kind === 'refused') throw new NotAMessageError(outcome.message);
  if (outcome.kind !== 'email') throw new Error('an email task came back as another kind');
  // Buffers cross threads as plain Uint8Arrays.
  const attachments = outcome.parsed.attachments.map((a) => ({
    ...a,
    bytes: Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength),
  }));
  return { ...outcome.parsed, attachments };
}

/**
 * The rules' values of each block, read in a worker: a long text is bounded in time and memory like a file, and
 * the event loop goes on meanwhile. `stopped` says why a text that broke a bound was not read.
 */
export async function findValuesOffThread(
  blocks: TextBlock[],
): Promise<{ values: FoundValue[][] } | { stopped: string }> {
  const result = await run({ kind: 'values', blocks });
  if ('stopped' in result) return { stopped: stoppedReason(result.stopped, 'The text') };
  const { outcome } = result;
  if (outcome.kind !== 'values') throw new Error('a values task came back as another kind');
  return { values: outcome.values };
}

/** Stops the workers (server shutdown); the next task starts new ones. */
export async function closeParsePool(): Promise<void> {
  const s = state;
  state = undefined;
  await s?.pool.destroy();
}
