import fs from 'node:fs';
import os from 'node:os';
import { afterAll, expect, it } from 'vitest';
import { FileParseError } from '../../lib/intake/types';
import { bigDocx } from '../fixtures/hostile-files';

// Read once, on first use: set before the pool is loaded.
// Three seconds: the slow file takes over ten; a small one read at low priority on a loaded CI machine, well under.
process.env.PI_PARSE_TIMEOUT_SECONDS = '3';
process.env.PI_PARSE_HEAP_MB = '2048';
const { closeParsePool, parseFileOffThread } = await import('../../lib/intake/parse-pool');

afterAll(async () => {
  await closeParsePool();
});

it('stops a file that takes longer than the limit to read, then reads the next one', async () => {
  // Eight megabytes of paragraphs keep mammoth busy for about ten seconds; the limit is three.
  const error: unknown = await parseFileOffThread('slow.docx', undefined, bigDocx(8)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FileParseError);
  expect((error as FileParseError).reason).toBe('too_large');
  expect((error as FileParseError).message).toBe(
    'The file slow.docx took longer than 3 s to read, the most one may take.',
  );
  const next = await parseFileOffThread('note.txt', undefined, new TextEncoder().encode('ARR was $2.1M.'));
  expect(next.elements).toEqual([{ kind: 'text', label: 'note.txt', index: 0, content: 'ARR was $2.1M.' }]);
});

it('keeps a parser’s own refusal and its reason across the thread', async () => {
  const error: unknown = await parseFileOffThread('broken.docx', undefined, new Uint8Array([80, 75, 3, 4, 1, 2])).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileParseError);
  expect((error as FileParseError).reason).toBe('corrupt');
  expect((error as FileParseError).message).toMatch(/^The Word document could not be read/);
});

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

it('reads at a lower priority than the event loop', async () => {
  // Idle workers exit after a few seconds; right after a read, the one that read is still there.
  await parseFileOffThread('note.txt', undefined, new TextEncoder().encode('Headcount: 12.'));
  const nices = threadNices();
  // The main thread's id is the process's: listed first, and left as it was (0, or whatever nice it was run under).
  const main = os.getPriority(0);
  expect(nices[0]).toBe(main);
  expect(nices.filter((n) => n === Math.min(19, main + 10)).length).toBeGreaterThan(0);
});
