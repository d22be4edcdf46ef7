/**
 * What a parse worker runs: one file or one message, bytes in, plain data out. Failures the
 * caller expects (a damaged file, bytes that are not a message) come back as values, because a
 * class does not survive the trip between threads; anything else is thrown and reported as a bug.
 */
import type { NotAMessageError, ParsedEmail } from '../parse-email';
import { FileParseError, type ParsedFile } from '../types';

export type ParseTask =
  | { kind: 'file'; name: string; declaredType: string | undefined; bytes: Uint8Array }
  | { kind: 'email'; raw: Uint8Array }
  /** Answers once the worker is up, so a task's time limit does not count the worker's start. */
  | { kind: 'ping' };

export type ParseOutcome =
  | { kind: 'file'; parsed: ParsedFile }
  | { kind: 'email'; parsed: ParsedEmail }
  | { kind: 'pong' }
  | { kind: 'refused'; message: string; reason: FileParseError['reason'] | 'not_a_message' };

const isNotAMessage = (error: unknown): error is NotAMessageError =>
  error instanceof Error && error.name === 'NotAMessageError';

export async function runTask(task: ParseTask): Promise<ParseOutcome> {
  try {
    // Loaded on first use: a worker that only reads mail never loads the file parsers, and back.
    if (task.kind === 'ping') return { kind: 'pong' };
    if (task.kind === 'file') {
      const { parseFile } = await import('../files');
      return { kind: 'file', parsed: await parseFile(task.name, task.declaredType, task.bytes) };
    }
    const { parseEmail } = await import('../parse-email');
    const raw = Buffer.from(task.raw.buffer, task.raw.byteOffset, task.raw.byteLength);
    return { kind: 'email', parsed: await parseEmail(raw) };
  } catch (error) {
    if (error instanceof FileParseError) return { kind: 'refused', message: error.message, reason: error.reason };
    if (isNotAMessage(error)) return { kind: 'refused', message: error.message, reason: 'not_a_message' };
    throw error;
  }
}
