import { describe, expect, it } from 'vitest';
import { workerPreparer } from '../../lib/seed/story/pool';
import { prepareStory, type StoryInput } from '../../lib/seed/story/prepare';

const members = [{ id: 7, email: 'ada@demo.example', firstName: 'Ada', lastName: 'Lovelace' }];
const targets = [
  { id: 1, metric: 'arr', kind: 'currency', preferredUnit: 'USD', policy: null },
  { id: 2, metric: 'headcount', kind: 'number', preferredUnit: null, policy: null },
];

function input(index: number): StoryInput {
  return {
    label: 'workers-test',
    company: {
      index,
      name: `Company ${index}`,
      domain: `company${index}.example`,
      sector: 'climate',
      offering: 'battery recycling',
      persons: [
        { id: index + 1, firstName: 'Jo', lastName: 'Founder', email: `jo@company${index}.example`, title: 'CEO' },
      ],
    },
    members,
    count: 9,
    targets,
  };
}

describe('seed stories prepared in worker threads', () => {
  // Big seeds derive in workers; what they write must be exactly what the in-process path writes.
  it('match the in-process preparation, attachments and derived values included', async () => {
    const pool = workerPreparer(2);
    try {
      const indexes = [0, 1, 2, 3, 5, 8];
      const fromWorkers = await Promise.all(indexes.map((i) => pool.prepare(input(i))));
      for (const [n, i] of indexes.entries()) {
        const here = await prepareStory(input(i));
        const there = fromWorkers[n];
        expect(there?.items).toEqual(here.items);
        expect(there?.derived).toEqual(here.derived);
        expect(there?.files.map((f) => ({ ...f, bytes: Buffer.isBuffer(f.bytes) }))).toEqual(
          here.files.map((f) => ({ ...f, bytes: true })),
        );
        expect(there?.files.map((f) => f.bytes.toString('base64'))).toEqual(
          here.files.map((f) => f.bytes.toString('base64')),
        );
      }
      const derivedSomething = fromWorkers.some((s) => (s?.derived.values.length ?? 0) > 0);
      expect(derivedSomething).toBe(true);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
