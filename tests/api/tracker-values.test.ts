import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker, WorkspaceTrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, grace, walk, type List, type Loose } from '../helpers/api';
import { arrTracker, compose, ownCompany, postEmail, settled } from '../helpers/intake';

/*
 * GET /tracker-values (the review queue across trackers). Suggested values
 * only come from derivation, so this file posts two investor updates from a
 * company of its own and reads them back; the company is deleted at the end,
 * which hides its values.
 */

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
let company: Awaited<ReturnType<typeof ownCompany>>;
let arr: Tracker;
let headcount: Tracker;

async function update(month: string, sent: string, sentence: string): Promise<Email> {
  const raw = await compose({
    from: `Jane Founder <jane@${company.domain}>`,
    to: 'ada@demo.example',
    subject: `${month} 2026 investor update`,
    date: new Date(sent),
    messageId: `<${month.toLowerCase()}-queue-${company.domain}>`,
    text: `Hi all,\n\n${sentence}\n\nBest,\nJane`,
  });
  const res = await postEmail(raw);
  expect(res.status, res.text).toBe(202);
  return settled<Email>(`/emails/${String(res.body.publicId)}`);
}

beforeAll(async () => {
  company = await ownCompany('Queue Co');
  arr = await arrTracker();
  const trackers = await walk<Tracker>(ada(), '/trackers', 100);
  const found = trackers.find((t) => t.name === 'Headcount');
  if (!found) throw new Error('the demo has no Headcount tracker');
  headcount = found;
  await update('September', '2026-10-05T09:00:00Z', 'ARR grew to $2.3M at the end of September.');
  await update('October', '2026-11-04T09:00:00Z', 'ARR grew to $2.41M at the end of October, up from $2.3M.');
});
afterAll(async () => {
  await company.remove();
});

const queue = (query: string, as = ada()) => as<List<WorkspaceTrackerValue>>('GET', `/tracker-values?${query}`);

describe('GET /tracker-values', () => {
  it("lists a company's suggested values across trackers, newest first, each with its tracker", async () => {
    const res = await queue(`companyPublicId=${company.publicId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.nextPageToken).toBeUndefined();
    expect(res.body.items.map((v) => [v.trackerName, v.value, v.effectiveAt, v.status])).toEqual([
      ['ARR', 2_410_000, '2026-10-31', 'suggested'],
      ['ARR', 2_300_000, '2026-09-30', 'suggested'],
    ]);
    for (const v of res.body.items) {
      expect(v).toMatchObject({ trackerPublicId: arr.publicId, companyPublicId: company.publicId, kind: 'money' });
      expect(v.citations).toEqual([expect.objectContaining({ type: 'email' })]);
    }
  });

  it('filters by tracker, fund and dates, and pages with a token bound to its filters', async () => {
    const byArr = await queue(`companyPublicId=${company.publicId}&trackerPublicId=${arr.publicId}`);
    expect(byArr.body.items).toHaveLength(2);
    const byHeadcount = await queue(`companyPublicId=${company.publicId}&trackerPublicId=${headcount.publicId}`);
    expect(byHeadcount.status, byHeadcount.text).toBe(200);
    expect(byHeadcount.body.items).toEqual([]);
    const both = await queue(
      `companyPublicId=${company.publicId}&trackerPublicId=${headcount.publicId}&trackerPublicId=${arr.publicId}`,
    );
    expect(both.body.items).toHaveLength(2);
    const october = await queue(`companyPublicId=${company.publicId}&effectiveFrom=2026-10-01&effectiveTo=2026-10-31`);
    expect(october.body.items.map((v) => v.value)).toEqual([2_410_000]);
    // The company is in no fund.
    const [fund] = (await ada()<List<{ publicId: string }>>('GET', '/funds')).body.items;
    if (!fund) throw new Error('the demo has funds');
    const inFund = await queue(`companyPublicId=${company.publicId}&fundPublicId=${fund.publicId}`);
    expect(inFund.status, inFund.text).toBe(200);
    expect(inFund.body.items).toEqual([]);

    const first = await queue(`companyPublicId=${company.publicId}&limit=1`);
    expect(first.body.items.map((v) => v.value)).toEqual([2_410_000]);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('a second page was expected');
    const second = await queue(`companyPublicId=${company.publicId}&limit=1&pageToken=${encodeURIComponent(token)}`);
    expect(second.body.items.map((v) => v.value)).toEqual([2_300_000]);
    expect(second.body.nextPageToken).toBeUndefined();
    const otherFilter = await ada()<Loose>(
      'GET',
      `/tracker-values?companyPublicId=${company.publicId}&status=confirmed&limit=1&pageToken=${encodeURIComponent(token)}`,
    );
    expect(otherFilter.status, otherFilter.text).toBe(400);
  });

  it('drops a value from the queue once reviewed, and lists it under its new status', async () => {
    const [newest] = (await queue(`companyPublicId=${company.publicId}`)).body.items;
    if (!newest) throw new Error('a suggested value was expected');
    const reviewed = await ada()('PATCH', `/trackers/${arr.publicId}/values/${newest.publicId}`, {
      body: { status: 'confirmed' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    const waiting = await queue(`companyPublicId=${company.publicId}`);
    expect(waiting.body.items.map((v) => v.value)).toEqual([2_300_000]);
    const confirmed = await queue(`companyPublicId=${company.publicId}&status=confirmed`);
    expect(confirmed.body.items.map((v) => [v.publicId, v.status])).toEqual([[newest.publicId, 'confirmed']]);
  });

  it("is scoped: another workspace's key and an invisible tracker see nothing of it", async () => {
    const foreign = await queue(`companyPublicId=${company.publicId}`, alan());
    expect(foreign.status, foreign.text).toBe(404);
    const trackers = await walk<Tracker>(grace(), '/trackers', 100);
    const netBurn = trackers.find((t) => t.name === 'Net burn');
    if (!netBurn) throw new Error("the demo has Grace's private Net burn tracker");
    const notAda = await queue(`trackerPublicId=${netBurn.publicId}`);
    expect(notAda.status, notAda.text).toBe(404);
  });

  it.each([
    ['an unknown status', 'status=pending', /^status /],
    ['two statuses', 'status=suggested&status=confirmed', /^status /],
    ['an unknown parameter', 'order=asc', /order/],
    [
      'dates the wrong way round',
      'effectiveFrom=2026-02-01&effectiveTo=2026-01-01',
      /^effectiveFrom must not be after effectiveTo$/,
    ],
    ['an impossible date', 'effectiveTo=2026-02-30', /^effectiveTo /],
    ['a limit of 0', 'limit=0', /^limit must be an integer from 1 to 100$/],
  ])('answers 400 for %s', async (_, query, message) => {
    const res = await ada()<Loose>('GET', `/tracker-values?${query}`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toMatch(message);
  });

  it.each([
    ['company', `companyPublicId=${FAKE_ID}`, /^company AAAAAAAAAAAAAAAAAAAAA not found$/],
    ['tracker', `trackerPublicId=${FAKE_ID}`, /^tracker AAAAAAAAAAAAAAAAAAAAA not found$/],
    ['fund', `fundPublicId=${FAKE_ID}`, /^fund AAAAAAAAAAAAAAAAAAAAA not found$/],
  ])('answers 404 for an unknown %s', async (_, query, message) => {
    const res = await ada()<Loose>('GET', `/tracker-values?${query}`);
    expect(res.status, res.text).toBe(404);
    expect(res.body.error).toMatch(message);
  });
});
