import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import { ada, unique } from '../helpers/api';
import { postEmail } from '../helpers/intake';

// Headers PostgreSQL cannot hold as they arrive (NUL, lone UTF-16 surrogates,
// instants outside timestamptz, ids past the btree row limit): each message is
// stored as well as it can be, and says what was changed, never a 500.
const api = ada();

/** One raw message, headers as given (bytes included), CRLF line ends. */
function message(headers: string[], body = 'Hello, the numbers follow next week.'): Buffer {
  return Buffer.from([...headers, '', body, ''].join('\r\n'), 'utf8');
}

/** An RFC 2047 word holding UTF-16BE bytes: 0xD800 alone, then "A" — a lone high surrogate once decoded. */
const LONE = `=?UTF-16BE?B?${Buffer.from([0xd8, 0x00, 0x00, 0x41]).toString('base64')}?=`;

const id = (label: string) => `${unique(label).replace(/\W+/g, '.')}@headers.example`;

/** One note, of the kind `kind` names, naming every field in `fields` (in whatever order). */
function expectOneNote(email: Email, kind: RegExp, fields: string[]): void {
  expect(email.intakeNotes).toEqual([expect.stringMatching(kind)]);
  for (const field of fields) expect(email.intakeNotes[0]).toContain(field);
}

async function taken(raw: Buffer): Promise<Email> {
  const res = await postEmail(raw);
  expect(res.status, res.text).toBe(202);
  const email = await api<Email>('GET', `/emails/${String(res.body.publicId)}`);
  expect(email.status, email.text).toBe(200);
  return email.body;
}

describe('POST /emails stores headers PostgreSQL cannot hold as they are', () => {
  it('removes a raw NUL from the Subject and says so', async () => {
    const email = await taken(
      message(['From: jane@headers.example', `Message-ID: <${id('raw-nul')}>`, 'Subject: Q3 up\0date']),
    );
    expect(email.subject).toBe('Q3 update');
    expectOneNote(email, /^NUL characters were removed/, ['Subject']);
  });

  it('removes =00 from an encoded Subject, From and To display name', async () => {
    const email = await taken(
      message([
        'From: "=?UTF-8?Q?Jane_Fo=00under?=" <jane@headers.example>',
        'To: "=?UTF-8?Q?A=00da?=" <ada@demo.example>',
        'Cc: "=?UTF-8?Q?Gra=00ce?=" <grace@demo.example>',
        `Message-ID: <${id('encoded-nul')}>`,
        'Subject: =?UTF-8?Q?Board_pa=00ck?=',
      ]),
    );
    expect(email.subject).toBe('Board pack');
    expect(email.from).toEqual({ name: 'Jane Founder', email: 'jane@headers.example' });
    expect(email.to).toEqual([{ name: 'Ada', email: 'ada@demo.example' }]);
    expectOneNote(email, /^NUL characters were removed/, ['Subject', 'From', 'To', 'Cc']);
  });

  it('removes NUL from Message-ID, In-Reply-To and References, and still finds the message again', async () => {
    const clean = id('nul-id');
    const [local, domain] = clean.split('@');
    const raw = message([
      'From: jane@headers.example',
      `Message-ID: <${local}\0@${domain}>`,
      `In-Reply-To: <=?UTF-8?Q?parent=00?=@headers.example>`,
      `References: <root\0@headers.example> <parent@headers.example>`,
      'Subject: Re: numbers',
    ]);
    const email = await taken(raw);
    expect(email.messageId).toBe(clean);
    expectOneNote(email, /^NUL characters were removed/, ['Message-ID', 'In-Reply-To', 'References']);
    const again = await postEmail(raw);
    expect(again.status, again.text).toBe(200);
    expect(again.body.publicId).toBe(email.publicId);
  });

  it('replaces lone UTF-16 surrogates in the Subject, display names and attachment names', async () => {
    const boundary = 'b-lone-surrogate';
    const email = await taken(
      message(
        [
          `From: ${LONE} <jane@headers.example>`,
          `To: ${LONE} <ada@demo.example>`,
          `Message-ID: <${id('surrogate')}>`,
          `Subject: ${LONE}`,
          'MIME-Version: 1.0',
          `Content-Type: multipart/mixed; boundary="${boundary}"`,
        ],
        [
          `--${boundary}`,
          'Content-Type: text/plain; charset=utf-8',
          '',
          'See the sheet.',
          `--${boundary}`,
          'Content-Type: text/csv',
          `Content-Disposition: attachment; filename="${LONE}.csv"`,
          '',
          'Metric,Value',
          `--${boundary}--`,
        ].join('\r\n'),
      ),
    );
    expect(email.subject).toBe('\uFFFDA');
    expect(email.from.name).toBe('\uFFFDA');
    expect(email.to).toEqual([{ name: '\uFFFDA', email: 'ada@demo.example' }]);
    expect(email.files.map((f) => f.name)).toEqual(['\uFFFDA.csv']);
    expectOneNote(email, /^Lone UTF-16 surrogates were replaced/, ['Subject', 'From', 'To', 'attachment names']);
  });

  it.each([
    ['a year past 9999', 'Sat, 1 Jan 10000 00:00:00 +0000', '9999-12-31T23:59:59.999Z'],
    ['31 Dec 9999 west of UTC (year 10000 in UTC)', 'Fri, 31 Dec 9999 23:59:59 -1400', '9999-12-31T23:59:59.999Z'],
    ['a negative year', '-000001-01-01T00:00:00Z', '1970-01-01T00:00:00.000Z'],
    ['year 0', '0000-06-01T00:00:00Z', '1970-01-01T00:00:00.000Z'],
  ])('clamps a Date in %s and records the header as it was', async (_, date, clamped) => {
    const email = await taken(
      message(['From: jane@headers.example', `Message-ID: <${id('date')}>`, `Date: ${date}`, 'Subject: Dated']),
    );
    expect(email.occurredAt).toBe(clamped);
    expect(email.intakeNotes).toEqual([expect.stringContaining(`Date header "${date}"`)]);
    expect(email.intakeNotes[0]).toContain(clamped);
  });

  it('keeps a Message-ID past the index row limit as its SHA-256, which still de-duplicates', async () => {
    // Random, so PostgreSQL cannot compress it under the 2,704-byte btree limit.
    const long = `${randomBytes(2400).toString('base64url')}@headers.example`;
    expect(long.length).toBeGreaterThan(3000);
    const raw = message(['From: jane@headers.example', `Message-ID: <${long}>`, 'Subject: Long id']);
    const email = await taken(raw);
    expect(email.messageId).toBe(`sha256:${createHash('sha256').update(long, 'utf8').digest('hex')}`);
    expectOneNote(email, /SHA-256/, ['Message-ID']);
    const again = await postEmail(raw);
    expect(again.status, again.text).toBe(200);
    expect(again.body.publicId).toBe(email.publicId);
  });

  it('leaves an ordinary message without notes', async () => {
    const email = await taken(
      message(['From: jane@headers.example', `Message-ID: <${id('plain')}>`, 'Date: Tue, 3 Nov 2026 09:00:00 +0000']),
    );
    expect(email.occurredAt).toBe('2026-11-03T09:00:00.000Z');
    expect(email.intakeNotes).toEqual([]);
  });
});
