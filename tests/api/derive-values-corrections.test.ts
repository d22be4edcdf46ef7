import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { grace, walk } from '../helpers/api';
import { compose, ownCompany, postEmail, settled } from '../helpers/intake';

/*
 * A figure corrected in a later message, and a round mentioned twice: what the trackers should hold, read by hand
 * from the messages below.
 */

// Net burn is Grace's private tracker; she sees the shared ones too.
const api = grace();
let company: Awaited<ReturnType<typeof ownCompany>>;
const trackers = new Map<string, Tracker>();

beforeAll(async () => {
  company = await ownCompany('Correction Co');
  for (const t of await walk<Tracker>(api, '/trackers', 100)) trackers.set(t.name, t);
});
afterAll(async () => {
  await company.remove();
});

type Company = Awaited<ReturnType<typeof ownCompany>>;

async function values(name: string, of: Company = company): Promise<TrackerValue[]> {
  const tracker = trackers.get(name);
  if (!tracker) throw new Error(`the demo has no ${name} tracker`);
  return walk<TrackerValue>(api, `/trackers/${tracker.publicId}/values?companyPublicId=${of.publicId}`, 100);
}

interface Mail {
  tag: string;
  date: string;
  subject: string;
  text: string;
  inReplyTo?: string;
}

/** Posts a founder's email from the company and waits until it is derived. */
async function send(from: Company, { tag, date, subject, text, inReplyTo }: Mail): Promise<Email> {
  const res = await postEmail(
    await compose({
      from: `Tess Founder <tess@${from.domain}>`,
      to: 'ada@demo.example',
      subject,
      date: new Date(date),
      messageId: `<${tag}@${from.domain}>`,
      ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
      text,
    }),
  );
  expect(res.status, res.text).toBe(202);
  const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
  expect(email.processing).toMatchObject({ state: 'done', error: null });
  return email;
}

describe('a July update, then a correction and a reminder of the round', () => {
  let correction: Email;
  beforeAll(async () => {
    await send(company, {
      tag: 'jul',
      date: '2026-08-06T17:30:00Z',
      subject: 'July',
      text: [
        'Team crossed 100, 101 people on 31 July.',
        '',
        'Burn $1.9M in July.',
        '',
        'Series B closed on 20 May: $42M, led by Meridian Fund.',
      ].join('\n'),
    });
    correction = await send(company, {
      tag: 'jul-fix',
      date: '2026-08-07T16:00:00Z',
      subject: 'Re: July',
      text: [
        'Correction from our CFO: July net burn was $1.85M, not $1.9M.',
        '',
        'As a reminder the Series B of $42M closed 20 May, so we are fine on cash through 2028.',
      ].join('\n'),
      inReplyTo: `<jul@${company.domain}>`,
    });
  });

  it('holds only the corrected burn, citing the correction', async () => {
    const burn = await values('Net burn');
    expect(burn.map((v) => [v.value, v.effectiveAt, v.status])).toEqual([[1_850_000, '2026-07-31', 'suggested']]);
    expect(burn[0]?.citations).toEqual([expect.objectContaining({ type: 'email', publicId: correction.publicId })]);
  });

  it('suggests the round once, as first reported', async () => {
    const round = await values('Latest round');
    expect(round.map((v) => [v.value, v.effectiveAt])).toEqual([
      ['Series B — $42M led by Meridian Fund', '2026-05-20'],
    ]);
  });

  it('leaves figures nobody corrected alone', async () => {
    const headcount = await values('Headcount');
    expect(headcount.map((v) => [v.value, v.effectiveAt])).toEqual([[101, '2026-07-31']]);
  });
});

describe('a correction never withdraws a value a person confirmed', () => {
  it('keeps the confirmed figure beside the corrected suggestion', async () => {
    const other = await ownCompany('Confirmed Co');
    try {
      const tracker = trackers.get('Net burn');
      if (!tracker) throw new Error('the demo has no Net burn tracker');
      await send(other, { tag: 'jun', date: '2026-07-03T09:00:00Z', subject: 'June', text: 'Net burn $400k in June.' });
      const [first] = await values('Net burn', other);
      expect(first?.value).toBe(400_000);
      const confirmed = await api('PATCH', `/trackers/${tracker.publicId}/values/${first?.publicId}`, {
        body: { status: 'confirmed' },
      });
      expect(confirmed.status, confirmed.text).toBe(200);
      await send(other, {
        tag: 'jun-fix',
        date: '2026-07-04T09:00:00Z',
        subject: 'June',
        text: 'Correction: June net burn was $410k, not $400k.',
      });
      const after = await values('Net burn', other);
      expect(after.map((v) => [v.value, v.status]).sort()).toEqual([
        [400_000, 'confirmed'],
        [410_000, 'suggested'],
      ]);
    } finally {
      await other.remove();
    }
  });
});
