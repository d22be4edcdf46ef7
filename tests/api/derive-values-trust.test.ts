import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, walk } from '../helpers/api';
import { compose, ownCompany, postEmail, settled } from '../helpers/intake';

/*
 * Issue 20, defects 1, 3, 4, 5 and 9 end to end: an update posted to POST /emails, the suggestions read back over
 * HTTP. What each tracker should hold is what the message says, read by hand.
 */

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;
const trackers = new Map<string, Tracker>();

beforeAll(async () => {
  company = await ownCompany('Trust Co');
  for (const t of await walk<Tracker>(api, '/trackers', 100)) trackers.set(t.name, t);
});
afterAll(async () => {
  await company.remove();
});

async function suggested(name: string): Promise<TrackerValue[]> {
  const tracker = trackers.get(name);
  if (!tracker) throw new Error(`the demo has no ${name} tracker`);
  return walk<TrackerValue>(api, `/trackers/${tracker.publicId}/values?companyPublicId=${company.publicId}`, 100);
}

const BODY = [
  'Hi all,',
  '',
  'Short one this month: USD 3.2m ARR in October.',
  '',
  '- Headcount: 24 (3 joined)',
  '- October revenue was $412k.',
  '- One mid-market churn (about $40k ARR).',
  '',
  'We closed our $15M Series A led by Sequoia.',
  '',
  'Best,',
  'Jane',
].join('\n');

describe('an October update sent on 5 November', () => {
  let email: Email;
  beforeAll(async () => {
    const res = await postEmail(
      await compose({
        from: `Jane Founder <jane@${company.domain}>`,
        to: 'ada@demo.example',
        subject: 'Short update',
        date: new Date('2026-11-05T09:00:00Z'),
        messageId: `<trust-${company.domain}>`,
        text: BODY,
      }),
    );
    expect(res.status, res.text).toBe(202);
    email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing).toMatchObject({ state: 'done', error: null });
  });

  it('suggests October ARR for October, and not the churned account as ARR', async () => {
    const arr = await suggested('ARR');
    expect(arr.map((v) => [v.value, v.unit, v.effectiveAt, v.note])).toEqual([
      [3_200_000, 'USD', '2026-10-31', 'Short one this month: USD 3.2m ARR in October.'],
    ]);
  });

  it('suggests the headcount, not the people who joined', async () => {
    const headcount = await suggested('Headcount');
    expect(headcount.map((v) => [v.value, v.effectiveAt, v.note])).toEqual([
      [24, '2026-10-31', 'Headcount: 24 (3 joined)'],
    ]);
  });

  it('suggests no monthly revenue to a tracker that takes quarters and years', async () => {
    expect(await suggested('Revenue')).toEqual([]);
  });

  it('fills the Latest round text tracker, citing the sentence', async () => {
    const round = await suggested('Latest round');
    expect(round.map((v) => [v.value, v.status, v.origin, v.effectiveAt, v.note])).toEqual([
      [
        'Series A — $15M led by Sequoia',
        'suggested',
        'system',
        '2026-11-05',
        'We closed our $15M Series A led by Sequoia.',
      ],
    ]);
    expect(round[0]?.citations).toEqual([expect.objectContaining({ type: 'email', publicId: email.publicId })]);
  });
});
