import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { acceptEmail } from '../intake/emails';
import { withoutBom } from '../intake/mime-parts';
import { refusalReason } from '../intake/refusal';

interface IngestProgress {
  phase: string;
  done: number;
  total: number;
}

interface IngestResult {
  taken: number;
  alreadyHad: number;
  refused: { source: string; reason: string }[];
}

/** A failure that is not the message's: the run stops there, and says where and how far it got. */
class IngestStopped extends Error {
  constructor(source: string, so: IngestResult, cause: unknown) {
    const why = cause instanceof Error && cause.cause instanceof Error ? cause.cause : cause;
    super(
      `stopped at ${source}: ${why instanceof Error ? why.message : String(why)} ` +
        `(${so.taken} taken, ${so.alreadyHad} already here, ${so.refused.length} refused before it)`,
      { cause },
    );
    this.name = 'IngestStopped';
  }
}

/**
 * Splits an mbox file into messages at its "From " separator lines, undoing
 * the ">From " quoting of body lines (mboxrd).
 */
function splitMbox(bytes: Buffer): Buffer[] {
  const text = bytes.toString('latin1');
  const out: Buffer[] = [];
  const starts: number[] = [];
  const separator = /^From [^\r\n]*\r?\n/gm;
  for (let m = separator.exec(text); m; m = separator.exec(text)) starts.push(m.index);
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] ?? 0;
    const head = text.indexOf('\n', start) + 1;
    const end = starts[i + 1] ?? text.length;
    const body = text.slice(head, end).replace(/^>(>*From )/gm, '$1');
    out.push(Buffer.from(body, 'latin1'));
  }
  return out;
}

/** The messages under a path: a folder of .eml and .mbox files (recursively), or one file: a message or an mbox. */
function* messagesAt(target: string): Generator<{ source: string; raw: Buffer }> {
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) {
      const child = path.join(target, name);
      if (fs.statSync(child).isDirectory() || /\.(eml|mbox)$/i.test(name)) yield* messagesAt(child);
    }
    return;
  }
  const bytes = withoutBom(fs.readFileSync(target));
  // By what it holds, whatever its name: an mbox starts with a "From " line; anything else is
  // one message, which intake takes or refuses with its reason (never silently nothing).
  if (/\.eml$/i.test(target) || bytes.subarray(0, 5).toString('latin1') !== 'From ') {
    yield { source: target, raw: bytes };
    return;
  }
  const messages = splitMbox(bytes);
  for (let i = 0; i < messages.length; i++) {
    const raw = messages[i];
    if (raw) yield { source: `${target} #${i + 1}`, raw };
  }
}

/**
 * Takes every message under a path exactly as `POST /emails` would; derivation
 * is queued for each. A message intake refuses for what it is is named in the
 * result and the rest are still taken; any other failure (the database gone)
 * stops the run, naming the message it stopped at.
 */
export async function ingestPath(
  db: Db,
  who: { workspaceId: number; memberId: number },
  target: string,
  progress: (p: IngestProgress) => void,
): Promise<IngestResult> {
  const all = [...messagesAt(target)];
  const result: IngestResult = { taken: 0, alreadyHad: 0, refused: [] };
  for (let i = 0; i < all.length; i++) {
    const item = all[i];
    if (!item) continue;
    try {
      const { created } = await acceptEmail(db, { ...who, raw: item.raw });
      if (created) result.taken += 1;
      else result.alreadyHad += 1;
    } catch (err) {
      const reason = refusalReason(err);
      if (reason === undefined) throw new IngestStopped(item.source, result, err);
      result.refused.push({ source: item.source, reason });
    }
    progress({ phase: 'Taking messages', done: i + 1, total: all.length });
  }
  return result;
}
