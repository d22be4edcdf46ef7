/**
 * The outside corpus (tests/fixtures/corpus-outside) holds together: every expected.json entry has its .eml and
 * every .eml an entry, each file parses as the message expected.json says, truth rows are well formed, and the dev
 * and held-out sets share no message. No server is needed: this reads files.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { CORPORA, type Corpus, loadCorpus } from '../../bench/intake-corpus';
import { split } from '../fixtures/corpus-outside/generate';
import { ALL_MESSAGES } from '../fixtures/corpus-outside/messages';
import { STYLES } from '../fixtures/corpus-outside/spec';

// dev2 is the second outside corpus (tests/fixtures/corpus-outside-2): it must hold together the same way.
const SETS = { dev: CORPORA.dev, heldout: CORPORA.heldout, dev2: CORPORA.dev2 };
const TRACKERS = new Set(['ARR', 'Revenue', 'Headcount', 'Net burn', 'Latest round']);
const MONEY = new Set(['ARR', 'Revenue', 'Net burn']);
const loaded = Object.fromEntries(Object.entries(SETS).map(([name, dir]) => [name, loadCorpus(dir)])) as Record<
  keyof typeof SETS,
  Corpus
>;

describe.each(Object.keys(SETS) as (keyof typeof SETS)[])('outside corpus, %s set', (name) => {
  const corpus = loaded[name];

  it('lists exactly the .eml files it holds', () => {
    const onDisk = fs.readdirSync(path.join(SETS[name], 'eml')).filter((f) => f.endsWith('.eml'));
    expect(corpus.messages.map((m) => m.file).sort()).toEqual(onDisk.sort());
  });

  it('has files that parse as the messages expected.json names', async () => {
    for (const m of corpus.messages) {
      const parsed = await simpleParser(m.raw);
      expect(parsed.messageId, m.file).toBe(m.messageId);
      expect(parsed.subject, m.file).toBe(m.subject);
      expect(parsed.date?.toISOString(), m.file).toBe(new Date(m.date).toISOString());
      expect(`${parsed.text ?? ''}${parsed.html || ''}`.trim().length, m.file).toBeGreaterThan(0);
    }
  });

  it('states truth in the bench shape, on known companies and earlier joins', () => {
    const domains = new Set(corpus.companies.map((c) => c.domain));
    const earlier = new Set<string>();
    for (const m of corpus.messages) {
      if (m.company === null) {
        expect(m.touchpoint, m.file).toBeNull();
        expect(m.values, m.file).toEqual([]);
      } else {
        expect(domains.has(m.company), m.file).toBe(true);
        if (m.touchpoint !== 'new') expect(earlier.has(m.touchpoint?.join ?? ''), m.file).toBe(true);
      }
      for (const v of m.values) {
        expect(TRACKERS.has(v.tracker), `${m.file} ${v.tracker}`).toBe(true);
        expect(v.effectiveAt, m.file).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(new Date(`${v.effectiveAt}T00:00:00Z`).toISOString().slice(0, 10), m.file).toBe(v.effectiveAt);
        if (MONEY.has(v.tracker)) expect(['USD', 'EUR', 'GBP'], m.file).toContain(v.unit);
        expect(typeof v.value, m.file).toBe(v.tracker === 'Latest round' ? 'string' : 'number');
      }
      earlier.add(m.file);
    }
  });

  it('holds every writing style', () => {
    const styles = new Set(corpus.messages.map((m) => m.categories[0]));
    expect([...styles].sort()).toEqual(STYLES.map((s) => `style:${s}`).sort());
  });
});

describe('outside corpus split', () => {
  it('shares no message between dev and held-out, by Message-ID or by bytes', () => {
    const hash = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
    const devIds = new Set(loaded.dev.messages.map((m) => m.messageId));
    const devHashes = new Set(loaded.dev.messages.map((m) => hash(m.raw)));
    for (const m of loaded.heldout.messages) {
      expect(devIds.has(m.messageId), m.file).toBe(false);
      expect(devHashes.has(hash(m.raw)), m.file).toBe(false);
    }
  });

  it('is the seeded split of all the messages, about 60/40, with at least 200 in all', () => {
    const setOf = split(ALL_MESSAGES);
    const total = loaded.dev.messages.length + loaded.heldout.messages.length;
    expect(total).toBe(ALL_MESSAGES.length);
    expect(total).toBeGreaterThanOrEqual(200);
    for (const name of ['dev', 'heldout'] as const) {
      const corpus = loaded[name];
      for (const m of corpus.messages) expect(setOf.get(/^\d+-(.*)\.eml$/.exec(m.file)?.[1] ?? ''), m.file).toBe(name);
    }
    expect(loaded.dev.messages.length / total).toBeCloseTo(0.6, 1);
  });
});
