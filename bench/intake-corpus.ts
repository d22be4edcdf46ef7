/**
 * The labelled corpora as the benchmark reads them, and copies for throughput runs: unique Message-IDs (the API
 * answers a repeated one with the first email and derives nothing) and shifted dates.
 *
 * - tuned: tests/fixtures/intake (its generate.ts), the corpus the rules were tuned on;
 * - dev, heldout: tests/fixtures/corpus-outside, written apart from the rules (its README.md); tune on dev only;
 * - dev2: tests/fixtures/corpus-outside-2, a second corpus written apart from the rules, all of it to tune on;
 * - dev3: tests/fixtures/corpus-outside-3, a third, messier one (other languages, fiscal years, HTML-only), to tune on;
 * - dev4: tests/fixtures/corpus-outside-4, a fourth (long letters, forwards of forwards, quoted figures), to tune on;
 * - dev5: tests/fixtures/corpus-outside-5, a fifth (ten new companies, subject-line values, corrections), to tune on;
 * - dev6: tests/fixtures/corpus-outside-6, a sixth (CSV/XLSX layouts, AUD and BRL, localized headers), to tune on;
 * - dev7: tests/fixtures/corpus-outside-7, a seventh (the first corpus's mix again, PDF packs), to tune on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './support';

export const CORPUS_DIR = path.join(root, 'tests', 'fixtures', 'intake');
const OUTSIDE_DIR = path.join(root, 'tests', 'fixtures', 'corpus-outside');

/** Each corpus by the name `--corpus` takes. */
export const CORPORA = {
  tuned: CORPUS_DIR,
  dev: path.join(OUTSIDE_DIR, 'dev'),
  heldout: path.join(OUTSIDE_DIR, 'heldout'),
  dev2: path.join(root, 'tests', 'fixtures', 'corpus-outside-2'),
  dev3: path.join(root, 'tests', 'fixtures', 'corpus-outside-3'),
  dev4: path.join(root, 'tests', 'fixtures', 'corpus-outside-4'),
  dev5: path.join(root, 'tests', 'fixtures', 'corpus-outside-5'),
  dev6: path.join(root, 'tests', 'fixtures', 'corpus-outside-6'),
  dev7: path.join(root, 'tests', 'fixtures', 'corpus-outside-7'),
} as const;
export type CorpusName = keyof typeof CORPORA;

export interface ExpectedValue {
  tracker: string;
  /** A number, or for a text tracker the words a suggested value must contain. */
  value: number | string;
  effectiveAt: string;
  unit?: string;
}

export type TouchpointExpectation = 'new' | { join: string } | null;

export interface CorpusMessage {
  file: string;
  messageId: string;
  date: string;
  subject: string;
  categories: string[];
  company: string | null;
  touchpoint: TouchpointExpectation;
  values: ExpectedValue[];
  raw: Buffer;
}

export interface Company {
  name: string;
  domain: string;
}

export interface Corpus {
  companies: Company[];
  messages: CorpusMessage[];
}

/** The corpus in `dir`: its companies.json, expected.json and the eml/ files expected.json names. */
export function loadCorpus(dir: string = CORPUS_DIR): Corpus {
  const readJson = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
  const companies = readJson<Company[]>('companies.json');
  const expected = readJson<{ messages: Omit<CorpusMessage, 'raw'>[] }>('expected.json');
  const messages = expected.messages.map((m) => ({ ...m, raw: fs.readFileSync(path.join(dir, 'eml', m.file)) }));
  return { companies, messages };
}

const DAY_MS = 86_400_000;

/**
 * Message `raw` as copy `tag`: every Message-ID in its headers (its own, In-Reply-To, References) gets the tag, so
 * threads stay threads within a copy, and its Date moves `shiftDays` back. Only the header section is touched.
 */
export function copyOf(raw: Buffer, tag: string, shiftDays: number): Buffer {
  // latin1 keeps every byte as one character: the body (attachments included) goes back unchanged.
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = text.slice(0, end);
  const rest = text.slice(end);
  const unfolded = head.replace(
    /^(Message-ID|In-Reply-To|References):((?:.*)(?:\r\n[ \t].*)*)/gim,
    (_all, name: string, value: string) => `${name}:${value.replace(/<([^<>@\s]+)@/g, `<$1.${tag}@`)}`,
  );
  const dated = unfolded.replace(/^Date: (.*)$/im, (_all, value: string) => {
    const when = new Date(Date.parse(value) - shiftDays * DAY_MS);
    return `Date: ${when.toUTCString()}`;
  });
  return Buffer.from(dated + rest, 'latin1');
}

/** `total` messages: the corpus over and over, copy c tagged `${prefix}${c}` and dated c weeks earlier. */
export function replicate(corpus: Corpus, total: number, prefix: string): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; out.length < total; i++) {
    const copy = Math.floor(i / corpus.messages.length);
    const m = corpus.messages[i % corpus.messages.length];
    if (m) out.push(copyOf(m.raw, `${prefix}${copy}`, copy * 7));
  }
  return out;
}
