import { beforeAll, describe, expect, it } from 'vitest';
import type { Fund, FundCompany, FundStatusCounts } from '../../lib/schemas/fund';
import { ada, alan, unique, walk, type List } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';

/*
 * Fund counts (GET /funds, GET /funds/{id}) and search within a fund
 * (extensions). Reads the demo workspace's first and third funds, which no
 * file writes to; writes only to the other workspace's last fund (Alan's),
 * and only companies of its own, named "~…" so they sort after every seeded
 * company; deleting them at the end takes them out of the fund again.
 * funds-add.test.ts and audit-events.test.ts write to that fund too, so
 * counts there are compared with a snapshot the list agrees with.
 */

const q = encodeURIComponent;
const fx = companyFixtures();
let theirs: Fund;

beforeAll(async () => {
  const res = await alan()<List<Fund>>('GET', '/funds');
  expect(res.status, res.text).toBe(200);
  const last = res.body.items.at(-1);
  if (!last) throw new Error('the other workspace should have a fund');
  theirs = last;
});

async function demoFunds(): Promise<[Fund, Fund]> {
  const res = await ada()<List<Fund>>('GET', '/funds');
  expect(res.status, res.text).toBe(200);
  const [first, , third] = res.body.items;
  if (!first || !third) throw new Error('the demo workspace should have three funds');
  return [first, third];
}

const tally = (items: FundCompany[]): FundStatusCounts => ({
  active: items.filter((c) => c.status === 'active').length,
  exited: items.filter((c) => c.status === 'exited').length,
  dissolved: items.filter((c) => c.status === 'dissolved').length,
});

/** The fund's counts and its listed companies, read until two reads of the counts bracket an unchanged list. */
async function agreeingSnapshot(as: typeof ada, fundId: string) {
  for (let attempt = 0; ; attempt++) {
    const before = await as()<Fund>('GET', `/funds/${fundId}`);
    const items = await walk<FundCompany>(as(), `/funds/${fundId}/companies`, 100);
    const after = await as()<Fund>('GET', `/funds/${fundId}`);
    expect(after.status, after.text).toBe(200);
    const stable = JSON.stringify(before.body) === JSON.stringify(after.body);
    if ((stable && JSON.stringify(tally(items)) === JSON.stringify(after.body.statusCounts)) || attempt === 4) {
      return { fund: after.body, items };
    }
  }
}

describe('fund counts', () => {
  it('GET /funds gives each fund createdAt, companyCount and statusCounts matching its company list', async () => {
    for (const fund of await demoFunds()) {
      expect(fund.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const items = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
      expect(fund.statusCounts).toEqual(tally(items));
      expect(fund.companyCount).toBe(items.length);
      expect(fund.companyCount).toBeGreaterThanOrEqual(30);
      for (const status of ['active', 'exited', 'dissolved'] as const) {
        const filtered = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies?status=${status}`, 100);
        expect(fund.statusCounts[status], status).toBe(filtered.length);
      }
    }
  });

  it('GET /funds/{id} reads one fund as GET /funds lists it; unknown or foreign ids are 404', async () => {
    const [first] = await demoFunds();
    const one = await ada()<Fund>('GET', `/funds/${first.publicId}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual(first);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAA', 'nope', theirs.publicId]) {
      const res = await ada()('GET', `/funds/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const extra = await ada()('GET', `/funds/${first.publicId}?limit=5`);
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatch(/limit/);
  });

  it('counts what the list shows as memberships are added, changed, removed and companies deleted', async () => {
    const token = unique('~Counts').replace(/\s+/g, '-');
    const [a, b, c] = [
      await fx.create({ name: `${token} Alpha` }, alan()),
      await fx.create({ name: `${token} Beta` }, alan()),
      await fx.create({ name: `${token} Gamma` }, alan()),
    ];
    const path = `/funds/${theirs.publicId}/companies`;
    for (const [id, status] of [
      [a, 'active'],
      [b, 'active'],
      [c, 'dissolved'],
    ] as const) {
      const res = await alan()('POST', path, { body: { companyPublicId: id, status } });
      expect(res.status, res.text).toBe(201);
    }
    expect((await alan()('PATCH', `${path}/${b}/status`, { body: { status: 'exited' } })).status).toBe(200);
    const mine = async () =>
      (await walk<FundCompany>(alan(), `${path}?search=${q(token)}`, 100)).map((x) => [x.name, x.status]);
    expect(await mine()).toEqual([
      [`${token} Alpha`, 'active'],
      [`${token} Beta`, 'exited'],
      [`${token} Gamma`, 'dissolved'],
    ]);
    let snap = await agreeingSnapshot(alan, theirs.publicId);
    expect(snap.fund.statusCounts).toEqual(tally(snap.items));
    expect(snap.fund.companyCount).toBe(snap.items.length);

    // A removed membership and a deleted company both leave the counts with the list.
    expect((await alan()('DELETE', path, { body: { companyPublicIds: [a] } })).status).toBe(204);
    expect((await alan()('DELETE', `/companies/${c}`)).status).toBe(204);
    expect(await mine()).toEqual([[`${token} Beta`, 'exited']]);
    snap = await agreeingSnapshot(alan, theirs.publicId);
    expect(snap.fund.statusCounts).toEqual(tally(snap.items));
    expect(snap.items.map((x) => x.publicId)).not.toContain(a);
    expect(snap.items.map((x) => x.publicId)).not.toContain(c);
  });
});

describe('GET /funds/{id}/companies?search=', () => {
  it('matches name, alternative names and domains case-insensitively, as GET /companies does', async () => {
    const token = unique('~Fund search').replace(/\s+/g, '-');
    const domain = fx.domain('fundsearch');
    const named = await fx.create({ name: `${token} One` }, alan());
    const aliased = await fx.create({ name: '~Zz other', alternativeNames: [`${token} alias`] }, alan());
    const domained = await fx.create({ name: '~Zz third', primaryDomain: domain }, alan());
    const outside = await fx.create({ name: `${token} Not in the fund` }, alan());
    for (const id of [named, aliased, domained]) {
      const res = await alan()('POST', `/funds/${theirs.publicId}/companies`, {
        body: { companyPublicId: id, status: 'active' },
      });
      expect(res.status, res.text).toBe(201);
    }
    const ids = async (query: string) =>
      (await walk<FundCompany>(alan(), `/funds/${theirs.publicId}/companies?${query}`, 1)).map((x) => x.publicId);
    expect(await ids(`search=${q(token)}`)).toEqual([named, aliased]);
    expect(await ids(`search=${q(token.toUpperCase())}`)).toEqual([named, aliased]);
    expect(await ids(`search=${q(domain.toUpperCase())}`)).toEqual([domained]);
    expect(await ids(`search=${q(token)}&status=exited`)).toEqual([]);
    expect(await ids(`search=${q(token)}&status=active`)).toEqual([named, aliased]);
    // GET /companies finds the one outside the fund too: the same match, narrowed to the fund here.
    const everywhere = await walk<{ publicId: string }>(alan(), `/companies?search=${q(token)}`, 100);
    expect(everywhere.map((x) => x.publicId).sort()).toEqual([named, aliased, outside].sort());
    // Wildcards match literally; a control character matches nothing.
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
    expect(await ids(`search=${q(token)}%01`)).toEqual([]);
  });

  it('binds page tokens to the search and refuses a bad one', async () => {
    const res = await alan()<List<FundCompany>>('GET', `/funds/${theirs.publicId}/companies?search=a&limit=1`);
    expect(res.status, res.text).toBe(200);
    const token = res.body.nextPageToken;
    if (!token) throw new Error('expected more than one company matching "a"');
    const base = `/funds/${theirs.publicId}/companies?limit=1&pageToken=${q(token)}`;
    expect((await alan()('GET', `${base}&search=a`)).status).toBe(200);
    for (const query of [`${base}&search=b`, base]) {
      const other = await alan()('GET', query);
      expect(other.status, query).toBe(400);
      expect(other.body.error).toMatch(/pageToken/);
    }
    for (const bad of ['search=', `search=${'x'.repeat(201)}`, 'search=a&search=b']) {
      const other = await alan()('GET', `/funds/${theirs.publicId}/companies?${bad}`);
      expect(other.status, bad).toBe(400);
      expect(other.body.error).toMatch(/search/);
    }
  });
});
