import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyFund, CompanyFundList, Fund, FundCompany } from '../../lib/schemas/fund';
import { ada, alan, walk, type List } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';

/*
 * GET /companies/{companyPublicId}/funds (extension). Reads the demo
 * workspace's first and third funds, which no file writes to; writes only to
 * the other workspace's fund (Alan's), and only companies of its own, named
 * "~…" so they sort after every seeded company; deleting them at the end
 * takes them out of the fund again.
 */

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
const fx = companyFixtures();
let theirs: Fund;

beforeAll(async () => {
  const res = await alan()<List<Fund>>('GET', '/funds');
  expect(res.status, res.text).toBe(200);
  const last = res.body.items.at(-1);
  if (!last) throw new Error('the other workspace should have a fund');
  theirs = last;
});

async function fundsOf(companyId: string, as = alan()): Promise<CompanyFund[]> {
  const res = await as<CompanyFundList>('GET', `/companies/${companyId}/funds`);
  expect(res.status, res.text).toBe(200);
  expect(Object.keys(res.body)).toEqual(['items']);
  return res.body.items;
}

const add = (companyId: string, status: string) =>
  alan()('POST', `/funds/${theirs.publicId}/companies`, { body: { companyPublicId: companyId, status } });

describe('GET /companies/{companyPublicId}/funds', () => {
  it("agrees with the demo funds' company lists, fund by fund, ordered by fund name", async () => {
    const res = await ada()<List<Fund>>('GET', '/funds');
    expect(res.status, res.text).toBe(200);
    const [first, , third] = res.body.items;
    if (!first || !third) throw new Error('the demo workspace should have three funds');
    const firstMembers = await walk<FundCompany>(ada(), `/funds/${first.publicId}/companies`, 100);
    const thirdMembers = new Map(
      (await walk<FundCompany>(ada(), `/funds/${third.publicId}/companies`, 100)).map((c) => [c.publicId, c.status]),
    );
    // A company of both funds, and one of the first only: both orders and absences are checked.
    const both = firstMembers.find((c) => thirdMembers.has(c.publicId));
    const firstOnly = firstMembers.find((c) => !thirdMembers.has(c.publicId));
    if (!both || !firstOnly) throw new Error('the demo funds should overlap, but not entirely');

    const listed = await fundsOf(both.publicId, ada());
    // The second fund is written by funds.test.ts meanwhile; the first and third stay as seeded.
    const stable = listed.filter((f) => f.publicId === first.publicId || f.publicId === third.publicId);
    expect(stable).toEqual([
      { publicId: first.publicId, name: first.name, status: both.status },
      { publicId: third.publicId, name: third.name, status: thirdMembers.get(both.publicId) },
    ]);
    const names = listed.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const single = await fundsOf(firstOnly.publicId, ada());
    expect(single.find((f) => f.publicId === first.publicId)).toEqual({
      publicId: first.publicId,
      name: first.name,
      status: firstOnly.status,
    });
    expect(single.map((f) => f.publicId)).not.toContain(third.publicId);
  });

  it('follows adds, status changes, removals and re-adds', async () => {
    const id = await fx.create({ name: '~Company funds follow' }, alan());
    expect(await fundsOf(id)).toEqual([]);

    expect((await add(id, 'exited')).status).toBe(201);
    expect(await fundsOf(id)).toEqual([{ publicId: theirs.publicId, name: theirs.name, status: 'exited' }]);

    const patched = await alan()('PATCH', `/funds/${theirs.publicId}/companies/${id}/status`, {
      body: { status: 'dissolved' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect((await fundsOf(id)).map((f) => f.status)).toEqual(['dissolved']);

    const removed = await alan()('DELETE', `/funds/${theirs.publicId}/companies`, { body: { companyPublicIds: [id] } });
    expect(removed.status, removed.text).toBe(204);
    // A removed membership is history, not a fund the company is in.
    expect(await fundsOf(id)).toEqual([]);

    expect((await add(id, 'active')).status).toBe(201);
    expect(await fundsOf(id)).toEqual([{ publicId: theirs.publicId, name: theirs.name, status: 'active' }]);
  });

  it('answers 404 for an unknown, a deleted, or another workspace’s company', async () => {
    const unknown = await alan()('GET', `/companies/${FAKE_ID}/funds`);
    expect(unknown.status, unknown.text).toBe(404);
    expect(unknown.body.code).toBe('not_found');

    const id = await fx.create({ name: '~Company funds deleted' }, alan());
    expect((await add(id, 'active')).status).toBe(201);
    // Another workspace's company is not found, whatever funds it is in.
    const foreign = await ada()('GET', `/companies/${id}/funds`);
    expect(foreign.status, foreign.text).toBe(404);

    expect((await alan()('DELETE', `/companies/${id}`)).status).toBe(204);
    const gone = await alan()('GET', `/companies/${id}/funds`);
    expect(gone.status, gone.text).toBe(404);
    expect(gone.body.error).toMatch(id);
  });

  it('refuses query parameters, as the other single reads do', async () => {
    const id = await fx.create({ name: '~Company funds query' }, alan());
    const res = await alan()('GET', `/companies/${id}/funds?limit=5`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });
});
