import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email, FileItem } from '../../lib/schemas/intake';
import type { Tracker } from '../../lib/schemas/tracker';
import { unique } from '../helpers/api';
import { arrTracker, compose, ownCompany, postEmail, settled, suggestedValues } from '../helpers/intake';

// Issue 20, defects 7 and 15: MIME as real mailers write it.
let company: Awaited<ReturnType<typeof ownCompany>>;
let arr: Tracker;

beforeAll(async () => {
  company = await ownCompany('Mime Parts Co');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

describe('a forward as an attachment (message/rfc822)', () => {
  it('is read as the email it is: its sender names the company, its text and its attachments give cited values', async () => {
    const inner = await compose({
      from: `Jane Founder <jane@${company.domain}>`,
      to: 'investors@outside.example',
      subject: 'Mime Parts Co: October update',
      date: new Date('2026-11-03T08:00:00Z'),
      messageId: `<inner-${company.domain}>`,
      text: 'Hi all,\n\nARR reached $3.7M at the end of October.\n\nJane',
      attachments: [{ filename: 'kpis.csv', contentType: 'text/csv', content: 'Metric,Sep 2026\nARR,3450000\n' }],
    });
    const outer = await compose({
      from: 'Ada <ada@demo.example>',
      to: 'deals@demo.example',
      subject: 'Fwd: Mime Parts Co: October update',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: `<outer-${company.domain}>`,
      text: 'See the attached update.',
      // As Gmail and Outlook attach a message: a part of its own, disposition attachment.
      attachments: [
        { filename: 'update.eml', contentType: 'message/rfc822', contentDisposition: 'attachment', content: inner },
      ],
    });
    const res = await postEmail(outer);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing).toMatchObject({ state: 'done', error: null });
    expect(email.companyPublicId).toBe(company.publicId);
    // The attached message is read into the email; its own attachment is a file of the email.
    expect(email.files.map((f) => [f.name, f.mediaType])).toEqual([['kpis.csv', 'text/csv']]);

    const values = await suggestedValues(arr.publicId, company.publicId);
    const fromText = values.find((v) => v.value === 3_700_000);
    expect(fromText, JSON.stringify(values)).toMatchObject({ effectiveAt: '2026-10-31' });
    expect(fromText?.citations).toEqual([
      expect.objectContaining({ type: 'email', publicId: email.publicId, quote: expect.stringContaining('$3.7M') }),
    ]);
    const fromSheet = values.find((v) => v.value === 3_450_000);
    expect(fromSheet, JSON.stringify(values)).toMatchObject({ effectiveAt: '2026-09-30' });
  });
});

describe('parts that are not documents', () => {
  it('marks images, signatures and external-body references skipped, with a reason, not failed', async () => {
    const boundary = unique('b').replace(/\W/g, '');
    const raw = [
      `From: Jane Founder <jane@${company.domain}>`,
      'To: ada@demo.example',
      'Subject: Signed note with a photo',
      `Message-ID: <${unique('skip')}@${company.domain}>`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'A photo of the team offsite.',
      `--${boundary}`,
      'Content-Type: image/png; name="team.png"',
      'Content-Disposition: attachment; filename="team.png"',
      'Content-Transfer-Encoding: base64',
      '',
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      `--${boundary}`,
      'Content-Type: message/external-body; access-type=URL; URL="https://files.example/deck.pdf"',
      '',
      'Content-Type: application/pdf',
      '',
      `--${boundary}`,
      'Content-Type: application/pgp-signature; name="signature.asc"',
      'Content-Disposition: attachment; filename="signature.asc"',
      '',
      '-----BEGIN PGP SIGNATURE-----',
      'iQEzBAEBCAAdFiEE',
      '-----END PGP SIGNATURE-----',
      `--${boundary}`,
      'Content-Type: application/pkcs7-signature; name="smime.p7s"',
      'Content-Disposition: attachment; filename="smime.p7s"',
      'Content-Transfer-Encoding: base64',
      '',
      'MIAGCSqGSIb3DQEHAqCAMIACAQEx',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing.state).toBe('done');
    expect(email.files.map((f) => f.mediaType).sort()).toEqual([
      'application/pgp-signature',
      'application/pkcs7-signature',
      'image/png',
      'message/external-body',
    ]);
    for (const f of email.files) {
      const file = await settled<FileItem>(`/files/${f.publicId}`);
      expect(file.processing.state, `${f.name}: ${JSON.stringify(file.processing)}`).toBe('skipped');
      expect(file.processing.error).toMatch(/\w/);
      expect(file.processing.error).not.toMatch(/Upload a PDF/);
    }
  });
});

/** A message with no Message-ID, as a mailer writes it (CRLF). */
async function withoutMessageId(label: string): Promise<Buffer> {
  const raw = await compose({
    from: `Jane Founder <jane@${company.domain}>`,
    to: 'ada@demo.example',
    subject: `${unique(label)}: November numbers`,
    date: new Date('2026-12-02T09:00:00Z'),
    text: 'From now on we report monthly.\nNet burn was $210k in November.',
  });
  // The header and its folded continuation.
  return Buffer.from(raw.toString('latin1').replace(/^Message-ID:.*\r\n(?:[ \t].*\r\n)*/im, ''), 'latin1');
}

describe('framing that is not the message', () => {
  it('takes a message after a UTF-8 byte-order mark', async () => {
    const raw = await withoutMessageId('bom');
    const res = await postEmail(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), raw]));
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.from).toEqual({ name: 'Jane Founder', email: `jane@${company.domain}` });
  });

  it('takes a message after a leading mbox "From " line', async () => {
    const raw = await withoutMessageId('from-line');
    const res = await postEmail(Buffer.concat([Buffer.from('From jane@example.com Wed Dec  2 09:00:00 2026\n'), raw]));
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.from.email).toBe(`jane@${company.domain}`);
  });
});

describe('a message without a Message-ID, arriving by two paths', () => {
  it('is stored once: the form an mbox keeps (From line, LF, a blank line after) finds the first', async () => {
    const raw = await withoutMessageId('two-paths');
    const first = await postEmail(raw);
    expect(first.status, first.text).toBe(202);
    // What an mbox holds of the same message, and what `pi ingest` hands to intake after splitting it.
    const lf = raw.toString('latin1').replace(/\r\n/g, '\n');
    const mboxForm = `From jane@example.com Wed Dec  2 09:00:00 2026\n${lf}\n`;
    const second = await postEmail(Buffer.from(mboxForm, 'latin1'));
    expect(second.status, second.text).toBe(200);
    expect(second.body.publicId).toBe(first.body.publicId);
    const third = await postEmail(Buffer.from(`${lf}\n`, 'latin1'));
    expect(third.status, third.text).toBe(200);
    expect(third.body.publicId).toBe(first.body.publicId);
  });

  it('still tells two different messages apart', async () => {
    const a = await postEmail(await withoutMessageId('apart'));
    const b = await postEmail(await withoutMessageId('apart'));
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.publicId).not.toBe(b.body.publicId);
  });
});
