import { beforeAll, describe, expect, it } from 'vitest';
import type { Fund, FundCompany } from '../../lib/schemas/fund';
import { ada, alan, baseUrl, unique, walk, type ApiResponse, type List, type Loose } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';

/*
 * POST /funds/{id}/companies (contract §7, "Funds"). The demo workspace's
 * funds are read by other files while they run, so this file writes only to
 * the last fund of the other workspace (Alan's), and only companies of its
 * own, named "~…" so they sort after every seeded company; deleting them at
 * the end takes them out of the fund again.
 */

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
const fx = companyFixtures();
let fund: Fund;

beforeAll(async () => {
  const res = await alan()<List<Fund>>('GET', '/funds');
  expect(res.status, res.text).toBe(200);
  const last = res.body.items.at(-1);
  if (!last) throw new Error('the other workspace should have a fund');
  fund = last;
});

const add = (body: unknown, fundId = fund.publicId, headers?: Record<string, string>) =>
  alan()('POST', `/funds/${fundId}/companies`, { body, headers });

const members = () => walk<FundCompany>(alan(), `/funds/${fund.publicId}/companies`, 100);

/** The company's entries in the fund's list: none, or exactly one. */
async function entriesOf(companyId: string): Promise<FundCompany[]> {
  return (await members()).filter((c) => c.publicId === companyId);
}

const newCompany = (label = '~Fund add') => fx.create({ name: unique(label) }, alan());

function expectError(res: ApiResponse<Loose>, status: number, mentions: RegExp) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.code).toBe(status === 404 ? 'not_found' : 'invalid_request');
  expect(res.body.error).toMatch(mentions);
}

describe('POST /funds/{id}/companies', () => {
  it('adds a company: 201 {fundPublicId, companyPublicId, status}, listed as a Company with that status', async () => {
    const id = await newCompany();
    const res = await add({ companyPublicId: id, status: 'exited' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: id, status: 'exited' });
    const company = await fx.get(id, alan());
    expect(await entriesOf(id)).toEqual([{ ...company, status: 'exited' }]);
    const exited = await walk<FundCompany>(alan(), `/funds/${fund.publicId}/companies?status=exited`, 100);
    expect(exited.map((c) => c.publicId)).toContain(id);
    // The membership's copy of the public id is what PATCH …/status finds it by.
    const patched = await alan()('PATCH', `/funds/${fund.publicId}/companies/${id}/status`, {
      body: { status: 'active' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['active']);
  });

  it('answers 200 with the same body when the company is already in the fund with that status', async () => {
    const id = await newCompany();
    expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    const again = await add({ companyPublicId: id, status: 'active' });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: id, status: 'active' });
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['active']);
  });

  it('answers 200 and sets the status when the company is in the fund with another status', async () => {
    const id = await newCompany();
    expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    const res = await add({ companyPublicId: id, status: 'dissolved' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: id, status: 'dissolved' });
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['dissolved']);
    const active = await walk<FundCompany>(alan(), `/funds/${fund.publicId}/companies?status=active`, 100);
    expect(active.map((c) => c.publicId)).not.toContain(id);
  });

  it('brings a removed company back as a new membership: 201', async () => {
    const id = await newCompany();
    expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    const removed = await alan()('DELETE', `/funds/${fund.publicId}/companies`, { body: { companyPublicIds: [id] } });
    expect(removed.status, removed.text).toBe(204);
    expect(await entriesOf(id)).toEqual([]);
    const back = await add({ companyPublicId: id, status: 'exited' });
    expect(back.status, back.text).toBe(201);
    expect(back.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: id, status: 'exited' });
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['exited']);
    // Back once: the next identical add finds it.
    expect((await add({ companyPublicId: id, status: 'exited' })).status).toBe(200);
  });

  it('makes exactly one membership from concurrent identical requests', async () => {
    const id = await newCompany();
    const body = { companyPublicId: id, status: 'active' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    for (const a of answers) {
      expect(a.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: id, status: 'active' });
    }
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['active']);
  });

  it('makes exactly one membership from concurrent adds of a removed company', async () => {
    const id = await newCompany();
    expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    expect(
      (await alan()('DELETE', `/funds/${fund.publicId}/companies`, { body: { companyPublicIds: [id] } })).status,
    ).toBe(204);
    const answers = await Promise.all(Array.from({ length: 6 }, () => add({ companyPublicId: id, status: 'exited' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['exited']);
  });

  it("copies the company's sort key: the list stays ordered by name (case-insensitive), then publicId", async () => {
    const tag = unique('~Fund order').replace(/^~Fund order /, '');
    const upper = await fx.create({ name: `~Fund order B ${tag}` }, alan());
    const lower = await fx.create({ name: `~fund order a ${tag}` }, alan());
    for (const id of [upper, lower]) expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    const all = await members();
    const mine = all.filter((c) => c.publicId === upper || c.publicId === lower).map((c) => c.publicId);
    expect(mine).toEqual([lower, upper]);
    // Renamed after joining, it moves within the fund's list.
    const renamed = await alan()('PUT', `/companies/${upper}`, { body: { name: `~fund order 0 ${tag}` } });
    expect(renamed.status, renamed.text).toBe(200);
    const after = (await members()).filter((c) => c.publicId === upper || c.publicId === lower);
    expect(after.map((c) => [c.publicId, c.name])).toEqual([
      [upper, `~fund order 0 ${tag}`],
      [lower, `~fund order a ${tag}`],
    ]);
    // Pages of one agree with one page: the copied keys drive the cursor.
    expect((await walk<FundCompany>(alan(), `/funds/${fund.publicId}/companies`, 1)).map((c) => c.publicId)).toEqual(
      (await members()).map((c) => c.publicId),
    );
  });

  it('answers 404 for an unknown fund, or a fund of another workspace', async () => {
    const id = await newCompany();
    for (const fundId of [FAKE_ID, 'x']) {
      expectError(await add({ companyPublicId: id, status: 'active' }, fundId), 404, /^fund .* not found$/);
    }
    const res = await ada()('POST', `/funds/${fund.publicId}/companies`, {
      body: { companyPublicId: id, status: 'active' },
    });
    expectError(res, 404, /^fund .* not found$/);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown company, a deleted one, or one of another workspace', async () => {
    const gone = await newCompany('~Fund gone');
    expect((await alan()('DELETE', `/companies/${gone}`)).status).toBe(204);
    const ours = await fx.create({ name: unique('~Fund theirs') }, ada());
    for (const id of [FAKE_ID, 'x', '', gone, ours]) {
      expectError(await add({ companyPublicId: id, status: 'active' }), 404, /^company .* not found$/);
    }
    const listed = (await members()).map((c) => c.publicId);
    expect(listed).not.toContain(gone);
    expect(listed).not.toContain(ours);
  });

  it.each([
    ['no status', { companyPublicId: FAKE_ID }, /^status must be one of "active", "exited", "dissolved"$/],
    ['an unknown status', { companyPublicId: FAKE_ID, status: 'closed' }, /^status must be one of/],
    ['a null status', { companyPublicId: FAKE_ID, status: null }, /^status /],
    ['no companyPublicId', { status: 'active' }, /^companyPublicId is required$/],
    ['a number for companyPublicId', { companyPublicId: 7, status: 'active' }, /^companyPublicId must be a string$/],
    ['an unknown field', { companyPublicId: FAKE_ID, status: 'active', note: 'x' }, /^unknown field "note"$/],
    ['a list of ids', { companyPublicIds: [FAKE_ID], status: 'active' }, /companyPublicId/],
  ])('answers 400 for %s', async (_, body, message) => {
    expectError(await add(body), 400, message);
  });

  it('answers 400 without a body and for an unknown query parameter', async () => {
    const id = await newCompany();
    expectError(await alan()('POST', `/funds/${fund.publicId}/companies`), 400, /request body is required/);
    const res = await alan()('POST', `/funds/${fund.publicId}/companies?notify=true`, {
      body: { companyPublicId: id, status: 'active' },
    });
    expectError(res, 400, /notify/);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('replays a retry with the same Idempotency-Key', async () => {
    const id = await newCompany();
    const key = unique('fund-add-idem');
    const body = { companyPublicId: id, status: 'exited' };
    const first = await add(body, fund.publicId, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    const again = await add(body, fund.publicId, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await entriesOf(id)).map((c) => c.status)).toEqual(['exited']);
  });

  it('lets the company leave the fund when it is deleted', async () => {
    const id = await newCompany();
    expect((await add({ companyPublicId: id, status: 'active' })).status).toBe(201);
    expect((await alan()('DELETE', `/companies/${id}`)).status).toBe(204);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('is in the OpenAPI document with its 201 and 200 answers', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const op = doc.paths['/api/v1/funds/{fundPublicId}/companies']?.post;
    expect(op?.requestBody).toBeDefined();
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '404', '409']));
  });
});
