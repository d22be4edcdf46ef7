import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaleValueError, Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, grace, type List, type Loose } from '../helpers/api';
import { arrTracker, companyWithQ3Update } from '../helpers/intake';

/*
 * Two reviewers, one value: PATCH with If-Match (the ETag, the value's
 * updatedAt in quotes) refuses a review of a version that is gone, so a
 * second reviewer never overwrites the first silently. The values come from
 * an update of this file's own company, deleted at the end.
 */

let company: Awaited<ReturnType<typeof companyWithQ3Update>>;
let arr: Tracker;

beforeAll(async () => {
  company = await companyWithQ3Update('If-Match Co', 'if-match');
  arr = await arrTracker();
});
afterAll(async () => {
  await company.remove();
});

async function suggested(): Promise<TrackerValue[]> {
  const res = await ada()<List<TrackerValue>>(
    'GET',
    `/trackers/${arr.publicId}/values?companyPublicId=${company.publicId}&status=suggested`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

const review = <T = Loose>(value: TrackerValue, body: unknown, ifMatch?: string, as = ada()) =>
  as<T>('PATCH', `/trackers/${arr.publicId}/values/${value.publicId}`, {
    body,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });

describe('PATCH /trackers/{id}/values/{id} with If-Match', () => {
  it('reviews the version named, answers its new ETag, and refuses the old one with the current state', async () => {
    const [value] = (await suggested()).filter((v) => v.value === 3_100_000);
    if (!value) throw new Error('the update should suggest ARR $3.1M');
    const first = await review<TrackerValue>(value, { status: 'confirmed' }, `"${value.updatedAt}"`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.status).toBe('confirmed');
    expect(first.headers.get('etag')).toBe(`"${first.body.updatedAt}"`);

    // Grace saw the suggestion before Ada confirmed it: her rejection is refused, not applied.
    const second = await review<StaleValueError>(value, { status: 'rejected' }, `"${value.updatedAt}"`, grace());
    expect(second.status, second.text).toBe(412);
    expect(second.body.code).toBe('precondition_failed');
    expect(second.body.error).toMatch(/was changed by someone else \(now confirmed\)/);
    expect(second.body.current).toMatchObject({ publicId: value.publicId, status: 'confirmed', value: 3_100_000 });
    expect(second.body.current.updatedAt).toBe(first.body.updatedAt);

    // With the current ETag her review goes through.
    const third = await review<TrackerValue>(value, { status: 'rejected' }, `"${first.body.updatedAt}"`, grace());
    expect(third.status, third.text).toBe(200);
    expect(third.body.status).toBe('rejected');
  });

  it('takes * and no If-Match as "whatever it is now"', async () => {
    const [value] = (await suggested()).filter((v) => v.value === 2_900_000);
    if (!value) throw new Error('the update should suggest ARR $2.9M');
    const star = await review<TrackerValue>(value, { status: 'confirmed' }, '*');
    expect(star.status, star.text).toBe(200);
    const none = await review<TrackerValue>(value, { status: 'confirmed', note: 'Checked against the deck.' });
    expect(none.status, none.text).toBe(200);
    expect(none.body.note).toBe('Checked against the deck.');
  });

  it.each([
    ['an unquoted version', '2026-01-01T00:00:00.000Z'],
    ['a weak ETag', 'W/"2026-01-01T00:00:00.000Z"'],
  ])('answers 400 for %s', async (_, ifMatch) => {
    // Headers are checked before the value is looked up.
    const res = await ada()<Loose>('PATCH', `/trackers/${arr.publicId}/values/AAAAAAAAAAAAAAAAAAAAA`, {
      body: { status: 'confirmed' },
      headers: { 'if-match': ifMatch },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/If-Match|if-match/);
  });
});
