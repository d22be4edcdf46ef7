/**
 * What a parse worker runs: one file or one message, bytes in, plain data out. Failures the
 * caller expects (a damaged file, bytes that are not a message) come back as values, because a
 * class does not survive the trip between threads; anything else is thrown and reported as a bug.
 */
import { readFile } from 'node:fs/promises';
import type { NotAMessageError, ParsedEmail } from '../parse-email';
import type { BlobParts } from '../../db/blob-parts-reader';
import type { FoundValue, TextBlock } from '../../derive/types';
import { FileParseError, type ParsedFile } from '../types';

/** What the rules need to find a file's values besides its text: when it was written, and its title. */
export interface ReadContext {
  /** ISO 8601. */
  writtenAt: string;
  subject?: string;
  /** An attachment's email text (see TextBlock.mailText). */
  mailText?: string;
}

export type ParseTask =
  /**
   * A file's bytes, or the path of the blob file that holds them (read here, so they never cross the event loop).
   * With `read`, the rules also find each element's values here: a big sheet takes them a good part of a second.
   */
  | {
      kind: 'file';
      name: string;
      declaredType: string | undefined;
      bytes: Uint8Array | { path: string } | { parts: BlobParts };
      read?: ReadContext;
    }
  | { kind: 'email'; raw: Uint8Array }
  /** Long texts (an email's body, a meeting's transcript): the rules' values of each block, bounded like a file. */
  | { kind: 'values'; blocks: TextBlock[] }
  /** Answers once the worker is up, so a task's time limit does not count the worker's start. */
  | { kind: 'ping' };

export type ParseOutcome =
  /** `values[i]`: element i's values, each citing `{ type: 'element', id: i, fileId: 0 }` until it is stored. */
  | { kind: 'file'; parsed: ParsedFile; values?: FoundValue[][] }
  | { kind: 'email'; parsed: ParsedEmail }
  | { kind: 'values'; values: FoundValue[][] }
  | { kind: 'pong' }
  | { kind: 'refused'; message: string; reason: FileParseError['reason'] | 'not_a_message' };

const isNotAMessage = (error: unknown): error is NotAMessageError =>
  error instanceof Error && error.name === 'NotAMessageError';

export async function runTask(task: ParseTask): Promise<ParseOutcome> {
  try {
    // Loaded on first use: a worker that only reads mail never loads the file parsers, and back.
    if (task.kind === 'ping') return { kind: 'pong' };
    if (task.kind === 'values') {
      const { findValues } = await import('../../derive/rules/values');
      return { kind: 'values', values: task.blocks.map((block) => findValues(block)) };
    }
    if (task.kind === 'file') {
      const { parseFile } = await import('../files');
      const bytes =
        'path' in task.bytes
          ? await readFile(task.bytes.path)
          : 'parts' in task.bytes
            ? await (await import('../../db/blob-parts-reader')).readBlobParts(task.bytes.parts)
            : task.bytes;
      const parsed = await parseFile(task.name, task.declaredType, bytes);
      if (!task.read) return { kind: 'file', parsed };
      const { findValues } = await import('../../derive/rules/values');
      const writtenAt = new Date(task.read.writtenAt);
      const values = parsed.elements.map((e, index) =>
        findValues({
          source: { type: 'element', id: index, fileId: 0 },
          text: e.content,
          rows: e.rows,
          label: e.label,
          writtenAt,
          subject: task.read?.subject,
          mailText: task.read?.mailText,
        }),
      );
      return { kind: 'file', parsed, values };
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
