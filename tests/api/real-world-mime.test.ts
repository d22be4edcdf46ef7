import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import { postEmail, settled } from '../helpers/intake';

// CPython's email test corpus, written by other people over two decades of
// mail bugs: Debian's libpython3.11-testsuite (installed by .ci/run).
const CORPUS = '/usr/lib/python3.11/test/test_email/data';

/** The corpus's messages (msg_*.txt); the images and sounds beside them are not messages. */
function messages(): string[] {
  if (!existsSync(CORPUS)) {
    throw new Error(
      `${CORPUS} is missing: install Debian's libpython3.11-testsuite (apt-get install libpython3.11-testsuite), as .ci/run does.`,
    );
  }
  return readdirSync(CORPUS)
    .filter((name) => /^msg_.*\.txt$/.test(name))
    .sort();
}

interface Outcome {
  name: string;
  status: number;
  text: string;
  email?: Email;
  files: FileItem[];
}

describe('real-world MIME: every message of the Python email corpus', () => {
  it('is taken or refused for a reason (never 5xx), and every job settles, failures with a reason', async () => {
    const names = messages();
    expect(names.length, `${CORPUS} holds no msg_*.txt`).toBeGreaterThan(40);
    const outcomes: Outcome[] = [];
    for (const name of names) {
      const res = await postEmail(readFileSync(path.join(CORPUS, name)));
      outcomes.push({ name, status: res.status, text: res.text, files: [] });
    }
    const serverFaults = outcomes.filter((o) => o.status >= 500).map((o) => `${o.name}: ${o.status} ${o.text}`);
    expect(serverFaults).toEqual([]);
    for (const o of outcomes) {
      if (o.status >= 400) {
        // A refusal says why, in words.
        expect(JSON.parse(o.text), o.name).toMatchObject({ error: expect.stringMatching(/\w/) });
        continue;
      }
      expect([200, 202], `${o.name}: ${o.text}`).toContain(o.status);
      const id = String((JSON.parse(o.text) as { publicId: string }).publicId);
      o.email = await settled<Email>(`/emails/${id}`);
      for (const f of o.email.files) o.files.push(await settled<FileItem>(`/files/${f.publicId}`));
    }
    const unexplained = outcomes.flatMap((o) =>
      [o.email, ...o.files]
        .filter((item) => item?.processing.state === 'failed' && !item.processing.error?.trim())
        .map(() => o.name),
    );
    expect(unexplained).toEqual([]);
    const taken = outcomes.filter((o) => o.email);
    const count = (items: (Email | FileItem | undefined)[], state: string) =>
      items.filter((i) => i?.processing.state === state).length;
    const allFiles = taken.flatMap((o) => o.files);
    // The numbers the issue note quotes: one line, on both databases.
    console.info(
      `real-world MIME: ${names.length} messages; ${taken.length} taken (2xx), ` +
        `${outcomes.length - taken.length} refused (4xx); emails done ${count(taken.map((o) => o.email), 'done')}, ` +
        `failed ${count(taken.map((o) => o.email), 'failed')}; files ${allFiles.length}: done ${count(allFiles, 'done')}, ` +
        `failed ${count(allFiles, 'failed')}, skipped ${count(allFiles, 'skipped')}`,
    );
    for (const o of outcomes.filter((x) => x.status >= 400)) console.info(`  refused ${o.name}: ${o.text}`);
    for (const o of taken) {
      for (const f of o.files.filter((x) => x.processing.state !== 'done')) {
        console.info(`  ${o.name} ${f.name} (${f.mediaType}): ${f.processing.state}: ${f.processing.error ?? ''}`);
      }
    }
  }, 300_000);
});
