import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../lib/schemas/audit-event';
import type { Fund } from '../../lib/schemas/fund';
import type { Tracker, TrackerValue, WorkspaceTrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, SCRATCH_FUND, unique, walk, type List, type Loose } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';
import { arrTracker } from '../helpers/intake';

/*
 * Values and fund events carry their company's name, so the console needs no
 * lookup per company. The name follows companyVisible: a renamed company
 * shows its new name; a deleted one hides its values and leaves its events
 * without a name.
 */

const fx = companyFixtures();
let arr: Tracker;
let fund: Fund;

beforeAll(async () => {
  arr = await arrTracker();
  const funds = await walk<Fund>(ada(), '/funds', 100);
  const scratch = funds.find((f) => f.name === SCRATCH_FUND);
  if (!scratch) throw new Error('the suite template has no scratch fund');
  fund = scratch;
});

/** A company of this file's own with one manual ARR value; returns both ids. */
async function companyWithValue(name: string) {
  const company = await fx.create({ name });
  const res = await ada()<Loose>('POST', `/trackers/${arr.publicId}/values`, {
    body: { companyPublicId: company, value: 1_234_000, effectiveAt: '2026-06-30' },
  });
  expect(res.status, res.text).toBe(201);
  return { company, value: String(res.body.publicId) };
}

const trackerValues = async (company: string) => {
  const res = await ada()<List<TrackerValue>>('GET', `/trackers/${arr.publicId}/values?companyPublicId=${company}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

const confirmedValues = async (company: string) => {
  const res = await ada()<List<WorkspaceTrackerValue>>(
    'GET',
    `/tracker-values?status=confirmed&companyPublicId=${company}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

const fundEvents = async (company: string) => {
  const res = await ada()<List<AuditEvent>>('GET', `/audit-events?entityType=fund_company&entityPublicId=${company}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

describe('companyName on tracker values', () => {
  it('names the company on both lists and on a review, and follows a rename', async () => {
    const name = unique('Named Values Co');
    const { company, value } = await companyWithValue(name);
    expect((await trackerValues(company)).map((v) => [v.publicId, v.companyPublicId, v.companyName])).toEqual([
      [value, company, name],
    ]);
    expect((await confirmedValues(company)).map((v) => [v.publicId, v.companyName])).toEqual([[value, name]]);

    const renamed = unique('Renamed Values Co');
    const put = await ada()('PUT', `/companies/${company}`, { body: { name: renamed } });
    expect(put.status, put.text).toBe(200);
    expect((await trackerValues(company)).map((v) => v.companyName)).toEqual([renamed]);

    const reviewed = await ada()<TrackerValue>('PATCH', `/trackers/${arr.publicId}/values/${value}`, {
      body: { status: 'rejected' },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    expect(reviewed.body).toMatchObject({ publicId: value, companyPublicId: company, companyName: renamed });
  });

  it("hides a deleted company's values, name and all", async () => {
    const { company, value } = await companyWithValue(unique('Deleted Values Co'));
    const [entered] = await trackerValues(company);
    expect(entered?.publicId).toBe(value);
    const del = await ada()('DELETE', `/companies/${company}`);
    expect(del.status, del.text).toBe(204);
    // The company filter now names nothing (404), so read everything written since the value.
    const since = encodeURIComponent(entered?.updatedAt ?? '');
    const listed = await walk<TrackerValue>(ada(), `/trackers/${arr.publicId}/values?updatedAfter=${since}`, 100);
    expect(listed.map((v) => v.publicId)).not.toContain(value);
    expect(listed.map((v) => v.companyPublicId)).not.toContain(company);
  });
});

describe('companyName on fund events', () => {
  it('names a live company, and leaves the name out once the company is deleted', async () => {
    const name = unique('Named Fund Co');
    const company = await fx.create({ name });
    const add = await ada()('POST', `/funds/${fund.publicId}/companies`, {
      body: { companyPublicId: company, status: 'active' },
    });
    expect(add.status, add.text).toBe(201);
    const [added] = await fundEvents(company);
    expect(added).toMatchObject({ action: 'added', entityPublicId: company, companyName: name });

    const del = await ada()('DELETE', `/companies/${company}`);
    expect(del.status, del.text).toBe(204);
    const after = await fundEvents(company);
    expect(after.length).toBeGreaterThan(0);
    for (const e of after) expect(e).not.toHaveProperty('companyName');
  });

  it("names companies on a company's own events, never for another workspace's reader", async () => {
    const name = unique('Named Events Co');
    const company = await fx.create({ name });
    const res = await ada()<List<AuditEvent>>('GET', `/audit-events?entityType=company&entityPublicId=${company}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((e) => [e.action, e.companyName])).toEqual([['created', name]]);
    // Another workspace sees none of this workspace's events, so no name either.
    const other = await alan()<List<AuditEvent>>('GET', `/audit-events?entityPublicId=${company}`);
    expect(other.status, other.text).toBe(200);
    expect(other.body.items).toEqual([]);
  });
});
