import { afterAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Fund, FundCompany, FundStatus } from '../../lib/schemas/fund';
import type { List } from '../helpers/api';
import { ada, unique, walk } from '../helpers/api';

/*
 * The writes of the fund endpoints. GET /funds sorted by name gives three
 * funds; this file changes only the second one ("the fund"), and only ever:
 *  - statuses of the member with the smallest publicId among those it shares
 *    with the third fund (properties.test.ts patches the largest one);
 *  - removes members that belong to no other fund, and deletes only companies it made.
 * Other files read the first and third funds, which stay as seeded.
 */

const STATUSES: FundStatus[] = ['active', 'exited', 'dissolved'];
const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';

const cleanup: string[] = [];
afterAll(async () => {
  for (const id of cleanup) await ada()('DELETE', `/companies/${id}`);
});

interface Setup {
  fund: Fund;
  others: Fund[];
  members: FundCompany[];
  otherMembers: Set<string>;
}

async function setup(): Promise<Setup> {
  const res = await ada()<List<Fund>>('GET', '/funds');
  expect(res.status).toBe(200);
  const [first, fund, third] = res.body.items;
  if (!first || !fund || !third) throw new Error('the demo workspace should have three funds');
  const members = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
  const otherMembers = new Set<string>();
  for (const other of [first, third]) {
    for (const c of await walk<FundCompany>(ada(), `/funds/${other.publicId}/companies`, 100))
      otherMembers.add(c.publicId);
  }
  return { fund, others: [first, third], members, otherMembers };
}

const byId = (a: { publicId: string }, b: { publicId: string }) => (a.publicId < b.publicId ? -1 : 1);
const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const pairs = <T>(xs: T[]): [T, T][] => xs.slice(1).map((b, i) => [xs[i] as T, b]);

/** Members of the fund that no other fund holds, smallest publicId first. */
const exclusive = (s: Setup) => s.members.filter((c) => !s.otherMembers.has(c.publicId)).sort(byId);

/** The member this file's status tests use. */
function patchTarget(s: Setup): FundCompany {
  const [target] = s.members.filter((c) => s.otherMembers.has(c.publicId)).sort(byId);
  if (!target) throw new Error('the fund should share members with another fund');
  return target;
}

async function statusIn(fund: Fund, companyId: string): Promise<FundStatus | undefined> {
  const items = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
  return items.find((c) => c.publicId === companyId)?.status;
}

const patch = (fundId: string, companyId: string, body: unknown) =>
  ada()('PATCH', `/funds/${fundId}/companies/${companyId}/status`, { body });

const remove = (fundId: string, body: unknown) => ada()('DELETE', `/funds/${fundId}/companies`, { body });

async function createCompany(): Promise<string> {
  const res = await ada()('POST', '/companies', { body: { name: unique('~Fundless') } });
  expect(res.status).toBe(201);
  const id = String(res.body.publicId);
  cleanup.push(id);
  return id;
}

describe('PATCH /funds/{id}/companies/{organizationPublicId}/status', () => {
  it('answers 200 {fundPublicId, companyPublicId, status} and persists it', async () => {
    const s = await setup();
    const target = patchTarget(s);
    const next = STATUSES.find((x) => x !== target.status) ?? 'exited';
    const res = await patch(s.fund.publicId, target.publicId, { status: next });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ fundPublicId: s.fund.publicId, companyPublicId: target.publicId, status: next });
    expect(await statusIn(s.fund, target.publicId)).toBe(next);
    const filtered = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies?status=${next}`, 100);
    expect(filtered.map((c) => c.publicId)).toContain(target.publicId);
  });

  it('lets any status follow any status, including itself', async () => {
    const s = await setup();
    const target = patchTarget(s);
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        expect((await patch(s.fund.publicId, target.publicId, { status: from })).status).toBe(200);
        const res = await patch(s.fund.publicId, target.publicId, { status: to });
        expect(res.status, `${from} → ${to}`).toBe(200);
        expect(res.body.status).toBe(to);
        expect(await statusIn(s.fund, target.publicId), `${from} → ${to}`).toBe(to);
      }
    }
  });

  it("changes the status in that fund only, not in the company's other funds", async () => {
    const s = await setup();
    const target = patchTarget(s);
    const elsewhere = await Promise.all(s.others.map((f) => statusIn(f, target.publicId)));
    for (const status of STATUSES) expect((await patch(s.fund.publicId, target.publicId, { status })).status).toBe(200);
    expect(await Promise.all(s.others.map((f) => statusIn(f, target.publicId)))).toEqual(elsewhere);
  });

  it.each([
    ['an unknown status', { status: 'closed' }, /status/],
    ['a status in capitals', { status: 'ACTIVE' }, /status/],
    ['a null status', { status: null }, /status/],
    ['no status', {}, /status/],
    ['an unknown field', { status: 'active', reason: 'x' }, /reason/],
  ])('answers 400 for %s', async (_, body, mentions) => {
    const s = await setup();
    const target = patchTarget(s);
    const res = await patch(s.fund.publicId, target.publicId, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toMatch(mentions);
    expect(STATUSES).toContain(await statusIn(s.fund, target.publicId));
  });

  it('answers 404 for a company not in the fund', async () => {
    const s = await setup();
    const notInFund = await createCompany();
    const [otherFundOnly] = [...s.otherMembers].filter((id) => !s.members.some((m) => m.publicId === id));
    for (const id of [notInFund, otherFundOnly ?? FAKE_ID, FAKE_ID, 'x', 'A'.repeat(100)]) {
      const res = await patch(s.fund.publicId, id, { status: 'active' });
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('answers 400 naming an unknown query parameter, and changes nothing', async () => {
    const s = await setup();
    const target = patchTarget(s);
    const before = await statusIn(s.fund, target.publicId);
    const next = STATUSES.find((x) => x !== before) ?? 'active';
    const res = await ada()('PATCH', `/funds/${s.fund.publicId}/companies/${target.publicId}/status?notify=true`, {
      body: { status: next },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/notify/);
    expect(await statusIn(s.fund, target.publicId)).toBe(before);
    const del = await ada()('DELETE', `/funds/${s.fund.publicId}/companies?dryRun=true`, {
      body: { companyPublicIds: [FAKE_ID] },
    });
    expect(del.status, del.text).toBe(400);
    expect(del.body.error).toMatch(/dryRun/);
  });

  it('answers 404, never 500, for path ids with a NUL character', async () => {
    const s = await setup();
    const target = patchTarget(s);
    expect((await patch('a%00b', target.publicId, { status: 'active' })).status).toBe(404);
    expect((await patch(s.fund.publicId, 'a%00b', { status: 'active' })).status).toBe(404);
    expect((await remove('a%00b', { companyPublicIds: [FAKE_ID] })).status).toBe(404);
  });

  it('answers 404 for an unknown fund', async () => {
    const s = await setup();
    const target = patchTarget(s);
    for (const fundId of [FAKE_ID, 'x']) {
      const res = await patch(fundId, target.publicId, { status: 'active' });
      expect(res.status).toBe(404);
    }
  });
});

describe('DELETE /funds/{id}/companies', () => {
  const ids = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => `${tag}${String(i).padStart(21 - tag.length, '0')}`);

  it.each([
    ['no ids', { companyPublicIds: [] }, /companyPublicIds/],
    ['501 ids', { companyPublicIds: ids(501, 'Z') }, /companyPublicIds/],
    ['a repeated id', { companyPublicIds: [FAKE_ID, 'B'.repeat(21), FAKE_ID] }, /companyPublicIds/],
    ['no companyPublicIds', {}, /companyPublicIds/],
    ['a string instead of a list', { companyPublicIds: FAKE_ID }, /companyPublicIds/],
    ['ids that are not strings', { companyPublicIds: [1, 2] }, /companyPublicIds/],
    ['an unknown field', { companyPublicIds: [FAKE_ID], force: true }, /force/],
  ])('answers 400 for %s and removes nothing', async (_, body, mentions) => {
    const s = await setup();
    const res = await remove(s.fund.publicId, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toMatch(mentions);
  });

  it('answers 400 without a body', async () => {
    const s = await setup();
    const res = await ada()('DELETE', `/funds/${s.fund.publicId}/companies`);
    expect(res.status, res.text).toBe(400);
  });

  it('answers 404 for an unknown fund', async () => {
    for (const fundId of [FAKE_ID, 'x']) {
      const res = await remove(fundId, { companyPublicIds: [FAKE_ID] });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('ignores ids that are not in the fund, up to 500 of them', async () => {
    const s = await setup();
    const [otherFundMember] = [...s.otherMembers].filter((id) => !s.members.some((m) => m.publicId === id));
    if (!otherFundMember) throw new Error('expected a member of another fund only');
    const mine = await createCompany();
    const body = { companyPublicIds: [...ids(497, 'N'), otherFundMember, mine, 'x'] };
    expect(body.companyPublicIds).toHaveLength(500);
    const res = await remove(s.fund.publicId, body);
    expect(res.status, res.text).toBe(204);
    expect(res.text).toBe('');
    const after = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies`, 100);
    expect(after.map((c) => c.publicId)).toEqual(expect.arrayContaining(s.members.map((c) => c.publicId)));
    const holders = await Promise.all(s.others.map((f) => statusIn(f, otherFundMember)));
    expect(holders.some((status) => status !== undefined)).toBe(true);
    expect((await ada()('GET', `/companies/${mine}`)).status).toBe(200);
  });

  it('never answers 500 for an id with a NUL character', async () => {
    const s = await setup();
    const res = await remove(s.fund.publicId, { companyPublicIds: ['a\u0000b'] });
    expect([204, 400], res.text).toContain(res.status);
  });

  it('removes the listed members: they leave the fund and stay companies', async () => {
    const s = await setup();
    const [a, b] = exclusive(s);
    if (!a || !b) throw new Error('the fund should have members of its own');
    const res = await remove(s.fund.publicId, { companyPublicIds: [a.publicId, FAKE_ID, b.publicId] });
    expect(res.status, res.text).toBe(204);
    const after = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies`, 100);
    const left = after.map((c) => c.publicId);
    expect(left).not.toContain(a.publicId);
    expect(left).not.toContain(b.publicId);
    for (const gone of [a, b]) {
      const company = await ada()<Company>('GET', `/companies/${gone.publicId}`);
      expect(company.status).toBe(200);
      const { status: _status, ...fields } = gone;
      expect(company.body).toEqual(fields);
      for (const status of STATUSES) {
        const filtered = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies?status=${status}`, 100);
        expect(filtered.map((c) => c.publicId)).not.toContain(gone.publicId);
      }
      expect((await patch(s.fund.publicId, gone.publicId, { status: 'active' })).status).toBe(404);
    }
    // Removing them again is removing ids not in the fund: ignored.
    expect((await remove(s.fund.publicId, { companyPublicIds: [a.publicId, b.publicId] })).status).toBe(204);
  });
});

describe('a fund member renamed, then deleted', () => {
  it('moves in the fund list when renamed, and leaves its funds when deleted', async () => {
    // A member of this test's own, never a seeded company: other files (the demo's truth) read every seeded one.
    // Named to sort last ('~' after letters); renamed, it moves back to the middle of the fund list (never to the
    // front of GET /companies, which other files read).
    const fund = (await setup()).fund;
    const victimId = await createCompany();
    const added = await ada()('POST', `/funds/${fund.publicId}/companies`, {
      body: { companyPublicId: victimId, status: 'active' },
    });
    expect(added.status, added.text).toBe(201);
    const s = await setup();
    const victim = s.members.find((c) => c.publicId === victimId);
    if (!victim) throw new Error('the new member should be in the fund');
    const name = unique('M Renamed');
    if (bytes(victim.name.toLowerCase(), name.toLowerCase()) <= 0)
      throw new Error(`${victim.name} should sort after ${name}`);
    const before = s.members.findIndex((c) => c.publicId === victim.publicId);
    expect((await ada()('PUT', `/companies/${victim.publicId}`, { body: { name } })).status).toBe(200);
    const renamed = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies`, 100);
    const after = renamed.findIndex((c) => c.publicId === victim.publicId);
    expect(renamed[after]).toMatchObject({ name, status: victim.status });
    expect(after).toBeLessThan(before);
    for (const [x, y] of pairs(renamed)) {
      expect(
        bytes(x.name.toLowerCase(), y.name.toLowerCase()) || bytes(x.publicId, y.publicId),
        `${x.name} / ${y.name}`,
      ).toBeLessThan(0);
    }
    const paged = await walk<FundCompany>(ada(), `/funds/${s.fund.publicId}/companies`, 7);
    expect(paged.map((c) => c.publicId)).toEqual(renamed.map((c) => c.publicId));
    expect((await ada()('DELETE', `/companies/${victim.publicId}`)).status).toBe(204);
    const all = await ada()<List<Fund>>('GET', '/funds');
    for (const fund of all.body.items) {
      const items = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
      expect(
        items.map((c) => c.publicId),
        fund.name,
      ).not.toContain(victim.publicId);
    }
    expect((await patch(s.fund.publicId, victim.publicId, { status: 'active' })).status).toBe(404);
  });
});
