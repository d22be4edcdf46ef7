/**
 * The second outside corpus (tests/fixtures/corpus-outside-2), beyond what corpus-outside.test.ts checks of every
 * outside set: its truth is the messages' own (so a hand edit of the JSON or a stale generation fails here), it
 * holds at least 120 messages, and its companies are its own. No server is needed: this reads files.
 */
import { describe, expect, it } from 'vitest';
import { CORPORA, loadCorpus } from '../../bench/intake-corpus';
import { COMPANIES } from '../fixtures/corpus-outside-2/companies';
import { ALL_MESSAGES } from '../fixtures/corpus-outside-2/messages';
import { COMPANIES as FIRST_COMPANIES } from '../fixtures/corpus-outside/companies';

const dir = CORPORA.dev2;
const corpus = loadCorpus(dir);

describe('second outside corpus', () => {
  it('holds at least 120 messages', () => {
    expect(corpus.messages.length).toBeGreaterThanOrEqual(120);
  });

  it('states the truth written in messages/, in the order sent', () => {
    const byId = new Map(ALL_MESSAGES.map((m) => [m.id, m]));
    expect(corpus.messages.length).toBe(ALL_MESSAGES.length);
    const dates = corpus.messages.map((m) => m.date);
    expect(dates).toEqual([...dates].sort());
    for (const m of corpus.messages) {
      const source = byId.get(/^\d+-(.*)\.eml$/.exec(m.file)?.[1] ?? '');
      expect(source, m.file).toBeDefined();
      expect(m.company, m.file).toBe(source?.company);
      expect(m.values, m.file).toEqual(source?.truth);
    }
  });

  it('is about companies of its own, none of the first corpus', () => {
    expect(corpus.companies).toEqual(COMPANIES);
    const first = new Set(FIRST_COMPANIES.flatMap((c) => [c.name, c.domain]));
    for (const c of COMPANIES) expect(first.has(c.name) || first.has(c.domain), c.name).toBe(false);
  });
});
