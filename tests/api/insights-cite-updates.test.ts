/**
 * Issue 20: every update that yields a value yields an insight that cites it. Updates whose figures sit in an
 * HTML table, a CSV attachment, short "ARR $1.12M" lines, a forward, or after "Thanks for today's meeting." were
 * cited by no insight: the figures were values, but no sentence was read as an insight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Insight } from '../../lib/schemas/touchpoint';
import type { TrackerValue } from '../../lib/schemas/tracker';
import { ada, type List } from '../helpers/api';
import { compose, derivedEmail, ownCompany } from '../helpers/intake';

let company: Awaited<ReturnType<typeof ownCompany>>;

beforeAll(async () => {
  company = await ownCompany('Cited Updates Co');
});
afterAll(async () => {
  await company.remove();
});

let n = 0;
/** Posts the update and returns the insights of its touchpoints once derived, with the email. */
async function derive(mail: Parameters<typeof compose>[0]): Promise<{ email: Email; insights: Insight[] }> {
  n += 1;
  const raw = await compose({
    from: `cfo@${company.domain}`,
    to: 'ada@demo.example',
    messageId: `<cited-${n}-${Date.now()}@${company.domain}>`,
    ...mail,
  });
  const { email, touchpoints } = await derivedEmail(raw, company.publicId);
  expect(touchpoints.length).toBe(1);
  return { email, insights: touchpoints.flatMap((t) => t.insights) };
}

describe('an update whose values come from a table or short lines is cited by an insight', () => {
  it('an HTML table: one sentence of its figures, citing the email with the table as written', async () => {
    const { email, insights } = await derive({
      subject: 'Q1 detail',
      date: new Date('2026-04-20T12:00:00Z'),
      html:
        '<p>Following up with detail on Q1:</p><table><tr><th>Q1 2026</th><th>USD</th></tr>' +
        '<tr><td>GMV</td><td>5,100,000</td></tr><tr><td>Net revenue</td><td>780,000</td></tr></table><p>Eli</p>',
    });
    const cited = insights.filter((i) => i.citations.some((c) => c.publicId === email.publicId));
    expect(cited.map((i) => i.content)).toEqual(['GMV was 5,100,000 and Net revenue was 780,000.']);
    expect(cited[0]?.category).toBe('growth');
  });

  it('a CSV attachment: the sentence cites the sheet the values came from', async () => {
    const csv = 'KPI,Aug 2026,Sep 2026\nARR,2450000,2520000\nNet burn,240000,235000\n';
    const { email, insights } = await derive({
      subject: 'Last two months',
      date: new Date('2026-10-04T09:00:00Z'),
      text: 'Hi Ada,\n\nAttached: the last two months.\n\nPieter',
      attachments: [{ filename: 'kpis.csv', content: csv, contentType: 'text/csv' }],
    });
    const [file] = email.files;
    expect(file).toBeDefined();
    const element = insights
      .flatMap((i) => i.citations.map((c) => ({ i, c })))
      .find(({ c }) => c.type === 'element' && c.parent?.publicId === file?.publicId);
    expect(element?.i.content).toBe('In Sep 2026, ARR was 2520000 and Net burn was 235000.');
  });

  it('short figure lines, a board summary opening with thanks, and a forward are read', async () => {
    const short = await derive({
      subject: 'October numbers',
      date: new Date('2026-11-03T09:00:00Z'),
      text: 'Hi all,\n\nOctober numbers:\nARR $1.12M\nNet burn $104k\n\nRui',
    });
    expect(short.insights.map((i) => i.content).sort()).toEqual(['ARR was $1.12M', 'Net burn was $104k']);

    const board = await derive({
      subject: 'Board follow-up',
      date: new Date('2026-08-10T09:00:00Z'),
      text:
        "Hi all,\n\nThanks for today's meeting. For the record, the summary of the pack:\n\n" +
        '- We ended the quarter with ARR of about $1.21M, 10% up on the start of the year.\n\nDana',
    });
    expect(board.insights.map((i) => i.content)).toContain(
      'We ended the quarter with ARR of about $1.21M, 10% up on the start of the year.',
    );

    const forward = await derive({
      subject: 'FW: may update',
      date: new Date('2026-06-06T09:00:00Z'),
      text:
        'fyi\n________________________________\nFrom: Ana Costa <ana@example.org>\n' +
        'Sent: Friday, June 5, 2026 11:55 PM\nTo: Ada Lovelace <ada@demo.example>\nSubject: may\n\n' +
        'hey ada,\n\nMay: ARR $700k, 11 people, burn $95k.\n\nana',
    });
    expect(forward.insights.map((i) => i.content)).toEqual(['May: ARR $700k, 11 people, burn $95k.']);
  });

  it('figures only in the subject line: an insight and a value quote the subject, marked on the email page', async () => {
    const subject = 'Aug numbers: ARR 7.6M / burn 550k';
    const { email, insights } = await derive({
      subject,
      date: new Date('2026-09-02T21:40:00Z'),
      text: 'as per subject. all fine otherwise.\n\nj',
    });
    const cited = insights.filter((i) => i.citations.some((c) => c.publicId === email.publicId));
    expect(cited.map((i) => [i.content, i.citations[0]?.quote])).toEqual([[subject, subject]]);
    const values = await ada()<List<TrackerValue>>(
      'GET',
      `/tracker-values?status=suggested&companyPublicId=${company.publicId}&limit=100`,
    );
    expect(values.status, values.text).toBe(200);
    const fromSubject = values.body.items.filter((v) => v.citations[0]?.publicId === email.publicId);
    // The demo tracks ARR among these, not net burn.
    expect(fromSubject.map((v) => [v.effectiveAt, v.value, v.citations[0]?.quote])).toEqual([
      ['2026-08-31', 7_600_000, subject],
    ]);
    const permalink = cited[0]?.citations[0]?.permalink ?? '';
    const page = await fetch(`${permalink}?quote=${encodeURIComponent(subject)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(
      /<h1[^>]*><span><mark data-quote=""[^>]*>Aug numbers: ARR 7\.6M \/ burn 550k<\/mark>/,
    );
  });

  it('a figure after the sign-off, in no sentence an insight is made of: an insight states its passage', async () => {
    const { email, insights } = await derive({
      subject: 'November',
      date: new Date('2026-12-02T08:00:00Z'),
      text: 'Hi Ada,\n\nThanks,\nTom\n\nARR: $3.1M',
    });
    const cited = insights.filter((i) => i.citations.some((c) => c.publicId === email.publicId));
    expect(cited.map((i) => [i.category, i.content, i.citations[0]?.quote])).toEqual([
      ['growth', 'ARR was $3.1M', 'ARR: $3.1M'],
    ]);
  });
});
