import { describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Fund, FundCompany } from '../../lib/schemas/fund';
import type { List } from '../helpers/api';
import { ada, alan, walk } from '../helpers/api';

/*
 * Read-only checks of the seeded funds. GET /funds sorted by name gives three
 * funds; funds.test.ts and properties.test.ts change memberships and statuses
 * of the second one only, so this file reads the first and the third.
 */

const STATUSES = ['active', 'exited', 'dissolved'] as const;
const q = encodeURIComponent;

const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const pairs = <T>(xs: T[]): [T, T][] => xs.slice(1).map((b, i) => [xs[i] as T, b]);

async function funds(): Promise<Fund[]> {
  const res = await ada()<List<Fund>>('GET', '/funds');
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

async function readOnlyFunds(): Promise<[Fund, Fund]> {
  const [first, , third] = await funds();
  if (!first || !third) throw new Error('the demo workspace should have three funds');
  return [first, third];
}

const companiesOf = (fund: Fund, query = '') =>
  walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies${query ? `?${query}` : ''}`, 100);

describe('GET /funds', () => {
  it('lists {publicId, name} (plus createdAt and counts, extensions) by name, then publicId', async () => {
    const items = await funds();
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const fund of items) {
      expect(Object.keys(fund).sort()).toEqual(['companyCount', 'createdAt', 'name', 'publicId', 'statusCounts']);
      expect(fund.publicId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    }
    for (const [a, b] of pairs(items)) expect(bytes(a.name, b.name) || bytes(a.publicId, b.publicId)).toBeLessThan(0);
  });

  it('pages with limit and omits nextPageToken on the last page', async () => {
    // Ids and names only: other files change the second fund's memberships, and so its counts, meanwhile.
    const idName = ({ publicId, name }: Fund) => ({ publicId, name });
    const all = (await funds()).map(idName);
    expect((await walk<Fund>(ada(), '/funds', 1)).map(idName)).toEqual(all);
    const last = await ada()<List<Fund>>('GET', `/funds?limit=${all.length}`);
    expect(last.body.items.map(idName)).toEqual(all);
    expect(last.body).not.toHaveProperty('nextPageToken');
  });

  it('refuses a bad limit, an unknown parameter and a garbage token', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'name=Demo', 'pageToken=garbage']) {
      const res = await ada()('GET', `/funds?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(new RegExp(query.split('=')[0] ?? ''));
    }
  });

  it("lists only the caller's workspace", async () => {
    const ours = (await funds()).map((f) => f.publicId);
    const theirs = await alan()<List<Fund>>('GET', '/funds');
    expect(theirs.status).toBe(200);
    for (const fund of theirs.body.items) expect(ours).not.toContain(fund.publicId);
  });
});

describe('GET /funds/{id}/companies', () => {
  it('returns Company objects plus a status, by company name (case-insensitive), then publicId', async () => {
    for (const fund of await readOnlyFunds()) {
      const items = await companiesOf(fund);
      expect(items.length).toBeGreaterThanOrEqual(30);
      for (const item of items) expect(STATUSES).toContain(item.status);
      for (const [a, b] of pairs(items)) {
        const order = bytes(a.name.toLowerCase(), b.name.toLowerCase()) || bytes(a.publicId, b.publicId);
        expect(order, `${a.name} / ${b.name}`).toBeLessThan(0);
      }
      for (const item of items.slice(0, 5)) {
        const { status, ...company } = item;
        expect(STATUSES).toContain(status);
        const one = await ada()<Company>('GET', `/companies/${item.publicId}`);
        expect(company).toEqual(one.body);
      }
    }
  });

  it('holds companies in mixed statuses', async () => {
    const [first] = await readOnlyFunds();
    const seen = new Set((await companiesOf(first)).map((c) => c.status));
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it('filters by status, repeatable, keeping the order', async () => {
    for (const fund of await readOnlyFunds()) {
      const all = await companiesOf(fund);
      for (const wanted of [
        ['active'],
        ['exited'],
        ['dissolved'],
        ['active', 'exited'],
        ['exited', 'dissolved'],
        [...STATUSES],
      ]) {
        const query = wanted.map((s) => `status=${s}`).join('&');
        const items = await companiesOf(fund, query);
        expect(items, query).toEqual(all.filter((c) => wanted.includes(c.status)));
      }
    }
  });

  it('refuses an unknown status', async () => {
    const [fund] = await readOnlyFunds();
    for (const query of ['status=closed', 'status=active&status=ACTIVE', 'status=']) {
      const res = await ada()('GET', `/funds/${fund.publicId}/companies?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/status/);
    }
  });

  it('refuses a bad limit and an unknown parameter', async () => {
    const [fund] = await readOnlyFunds();
    for (const query of ['limit=0', 'limit=101', 'limit=2.5', 'name=x']) {
      const res = await ada()('GET', `/funds/${fund.publicId}/companies?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(new RegExp(query.split('=')[0] ?? ''));
    }
  });

  it('binds pageToken to the status filter', async () => {
    const [fund] = await readOnlyFunds();
    const base = `/funds/${fund.publicId}/companies`;
    const first = await ada()<List<FundCompany>>('GET', `${base}?status=active&limit=1`);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('expected more than one active company');
    const ok = await ada()<List<FundCompany>>('GET', `${base}?status=active&limit=1&pageToken=${q(token)}`);
    expect(ok.status).toBe(200);
    for (const query of ['', 'status=exited&', 'status=active&status=exited&']) {
      const res = await ada()('GET', `${base}?${query}pageToken=${q(token)}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/pageToken/);
    }
  });

  it('binds pageToken to the fund', async () => {
    const [a, b] = await readOnlyFunds();
    const first = await ada()<List<FundCompany>>('GET', `/funds/${a.publicId}/companies?limit=1`);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('expected a second page');
    const res = await ada()('GET', `/funds/${b.publicId}/companies?pageToken=${q(token)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/pageToken/);
  });

  it('answers 404 for an unknown or malformed fund id', async () => {
    for (const id of ['x', 'a%2Fb', 'A'.repeat(100), 'AAAAAAAAAAAAAAAAAAAAA']) {
      const res = await ada()('GET', `/funds/${id}/companies`);
      expect(res.status, id).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('answers 404, never 500, for a fund id with a NUL character', async () => {
    const res = await ada()('GET', '/funds/a%00b/companies');
    expect(res.status).toBe(404);
  });

  it("answers 404 for another workspace's fund", async () => {
    const [fund] = await readOnlyFunds();
    expect((await alan()('GET', `/funds/${fund.publicId}/companies`)).status).toBe(404);
    expect(
      (await alan()('PATCH', `/funds/${fund.publicId}/companies/x/status`, { body: { status: 'active' } })).status,
    ).toBe(404);
    expect(
      (await alan()('DELETE', `/funds/${fund.publicId}/companies`, { body: { companyPublicIds: ['x'] } })).status,
    ).toBe(404);
    const theirs = await alan()<List<Fund>>('GET', '/funds');
    for (const other of theirs.body.items) {
      expect((await ada()('GET', `/funds/${other.publicId}/companies`)).status).toBe(404);
    }
  });
});
