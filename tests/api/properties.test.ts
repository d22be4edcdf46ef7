import { afterAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { Fund, FundCompany, FundStatus } from '../../lib/schemas/fund';
import type { Note } from '../../lib/schemas/note';
import type { List } from '../helpers/api';
import { ada, unique, walk } from '../helpers/api';

/*
 * Properties that hold for every list and every concurrent write of the
 * company, fund, note and meeting endpoints. GET /funds sorted by name gives
 * three funds: the first and third stay as seeded; the status race below runs
 * on the second, on the member with the largest publicId among those it
 * shares with another fund (funds.test.ts uses the smallest one).
 */

const STATUSES: FundStatus[] = ['active', 'exited', 'dissolved'];
const q = encodeURIComponent;

const companies: string[] = [];
afterAll(async () => {
  for (const id of companies) await ada()('DELETE', `/companies/${id}`);
});

async function createCompany(body: Record<string, unknown>): Promise<string> {
  const res = await ada()('POST', '/companies', { body });
  expect(res.status, res.text).toBe(201);
  const id = String(res.body.publicId);
  companies.push(id);
  return id;
}

const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const pairs = <T>(xs: T[]): [T, T][] => xs.slice(1).map((b, i) => [xs[i] as T, b]);
const randomLimit = () => 1 + Math.floor(Math.random() * 20);

/** Walks `path` with each limit and expects exactly the single-page result, in order, without repeats. */
async function expectWalksAgree<T extends { publicId: string }>(
  path: string,
  limits: number[],
  project: (item: T) => unknown = (item) => item,
): Promise<T[]> {
  const single = await walk<T>(ada(), path, 100);
  expect(new Set(single.map((i) => i.publicId)).size, `${path}: repeated ids`).toBe(single.length);
  for (const limit of limits) {
    const items = await walk<T>(ada(), path, limit);
    expect(items.map(project), `${path} with limit ${limit}`).toEqual(single.map(project));
  }
  return single;
}

function expectByNameThenId(items: { name: string; publicId: string }[]): void {
  for (const [a, b] of pairs(items)) {
    const order = bytes(a.name.toLowerCase(), b.name.toLowerCase()) || bytes(a.publicId, b.publicId);
    expect(order, `${a.name} (${a.publicId}) before ${b.name} (${b.publicId})`).toBeLessThan(0);
  }
}

async function demoFunds(): Promise<Fund[]> {
  const res = await ada()<List<Fund>>('GET', '/funds');
  expect(res.status).toBe(200);
  expect(res.body.items.length).toBeGreaterThanOrEqual(3);
  return res.body.items;
}

describe('every walk equals the single page', () => {
  it('GET /companies?search=…', async () => {
    const p = unique('~Prop');
    const words = [
      'delta',
      'Alpha',
      'alpha',
      'Bravo',
      'bravo',
      'BRAVO',
      'charlie',
      'Echo',
      'echo',
      'foxtrot',
      'Golf',
      'hotel',
      'India',
      'juliett',
      'kilo',
    ];
    const ids: string[] = [];
    for (const word of words) ids.push(await createCompany({ name: `${p} ${word}` }));
    const items = await expectWalksAgree<Company>(`/companies?search=${q(p)}`, [1, 2, 3, 7, randomLimit()]);
    expect(items.map((c) => c.publicId).sort()).toEqual([...ids].sort());
    expectByNameThenId(items);
  });

  it('GET /companies: a walk has no repeats and is sorted by lower(name), then publicId', async () => {
    // Other files create and delete companies meanwhile, so only the shape is checked.
    const items = await walk<Company>(ada(), '/companies', 50);
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((c) => c.publicId)).size).toBe(items.length);
    expectByNameThenId(items);
  });

  it('GET /funds', async () => {
    // Ids and names: funds.test.ts changes the second fund's memberships, and so its counts, meanwhile.
    const items = await expectWalksAgree<Fund>('/funds', [1, 2, 3, 7, randomLimit()], ({ publicId, name }) => ({
      publicId,
      name,
    }));
    for (const [a, b] of pairs(items)) expect(bytes(a.name, b.name) || bytes(a.publicId, b.publicId)).toBeLessThan(0);
  });

  it('GET /funds/{id}/companies, with and without status filters', async () => {
    const [first, , third] = await demoFunds();
    for (const fund of [first, third]) {
      if (!fund) throw new Error('expected three funds');
      const base = `/funds/${fund.publicId}/companies`;
      const all = await expectWalksAgree<FundCompany>(base, [1, 2, 3, 7, randomLimit()]);
      expectByNameThenId(all);
      for (const filter of [
        'status=active',
        'status=exited&status=dissolved',
        'status=dissolved&status=active&status=exited',
      ]) {
        const wanted = new Set(new URLSearchParams(filter).getAll('status'));
        const items = await expectWalksAgree<FundCompany>(`${base}?${filter}`, [2, 3, 7, randomLimit()]);
        expect(items).toEqual(all.filter((c) => wanted.has(c.status)));
      }
    }
  });

  it('GET /notes?companyPublicId=…', async () => {
    const company = await createCompany({ name: unique('~Prop notes') });
    const made: { id: string; at: number }[] = [];
    for (let i = 0; i < 12; i++) {
      // Four instants, three notes each: the publicId decides within an instant.
      const occurredAt = `2026-02-0${1 + (i % 4)}T12:00:00Z`;
      const res = await ada()('POST', '/notes', {
        body: { companyPublicId: company, content: `note ${i}`, occurredAt },
      });
      expect(res.status).toBe(201);
      made.push({ id: String(res.body.publicId), at: Date.parse(occurredAt) });
    }
    const items = await expectWalksAgree<Note>(`/notes?companyPublicId=${company}`, [1, 2, 3, 7, randomLimit()]);
    const expected = made.sort((a, b) => b.at - a.at || bytes(b.id, a.id)).map((m) => m.id);
    expect(items.map((n) => n.publicId)).toEqual(expected);
  });
});

describe('page tokens', () => {
  it('refuses every one-character change of a token', async () => {
    const p = unique('~Token');
    for (const n of ['a', 'b']) await createCompany({ name: `${p} ${n}` });
    const first = await ada()<List<Company>>('GET', `/companies?search=${q(p)}&limit=1`);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('expected a second page');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const accepted: string[] = [];
    for (let i = 0; i < token.length; i++) {
      const at = alphabet.indexOf(token.charAt(i));
      // The neighbour differing in the lowest bit: the smallest change there is.
      const swap = at < 0 ? 'A' : alphabet.charAt(at ^ 1);
      const changed = `${token.slice(0, i)}${swap}${token.slice(i + 1)}`;
      const res = await ada()('GET', `/companies?search=${q(p)}&limit=1&pageToken=${q(changed)}`);
      if (res.status !== 400) accepted.push(`position ${i}: ${token.charAt(i)}→${swap} answered ${res.status}`);
    }
    expect(accepted).toEqual([]);
  });
});

describe('concurrent writes', () => {
  it('20 identical meeting imports create one meeting: one 201, nineteen 200, one publicId', async () => {
    const body = { provider: 'race', meetingNoteId: unique('race').replace(/\s+/g, '-'), meetingNoteTitle: 'Raced' };
    const results = await Promise.all(Array.from({ length: 20 }, () => ada()('POST', '/meetings', { body })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
    const ids = new Set(results.map((r) => r.body.publicId));
    expect(ids.size).toBe(1);
    // And the meeting stays the one to update.
    const again = await ada()('POST', '/meetings', { body: { ...body, notes: 'after the race' } });
    expect(again.status).toBe(200);
    expect(ids.has(again.body.publicId)).toBe(true);
  });

  it('20 concurrent imports without meetingNoteId create 20 meetings', async () => {
    const body = { provider: 'race', meetingNoteTitle: 'No key' };
    const results = await Promise.all(Array.from({ length: 20 }, () => ada()('POST', '/meetings', { body })));
    expect(results.map((r) => r.status)).toEqual(Array<number>(20).fill(201));
    expect(new Set(results.map((r) => r.body.publicId)).size).toBe(20);
  });

  it('concurrent creates with one primaryDomain: one 201, the rest 409', async () => {
    const domain = `${unique('race')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}.example`;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ada()('POST', '/companies', { body: { name: unique(`~Racer ${i}`), primaryDomain: domain } }),
      ),
    );
    for (const r of results) if (r.status === 201) companies.push(String(r.body.publicId));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('concurrent status PATCHes all succeed and leave one of the values sent', async () => {
    const [first, fund, third] = await demoFunds();
    if (!first || !fund || !third) throw new Error('expected three funds');
    const elsewhere = new Set<string>();
    for (const other of [first, third]) {
      for (const c of await walk<FundCompany>(ada(), `/funds/${other.publicId}/companies`, 100))
        elsewhere.add(c.publicId);
    }
    const members = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
    const target = members
      .filter((c) => elsewhere.has(c.publicId))
      .map((c) => c.publicId)
      .sort()
      .at(-1);
    if (!target) throw new Error('the second fund should share members with another fund');
    const sent = Array.from({ length: 20 }, (_, i) => STATUSES[i % 3] ?? 'active');
    const results = await Promise.all(
      sent.map((status) => ada()('PATCH', `/funds/${fund.publicId}/companies/${target}/status`, { body: { status } })),
    );
    results.forEach((r, i) => {
      expect(r.status, r.text).toBe(200);
      expect(r.body).toEqual({ fundPublicId: fund.publicId, companyPublicId: target, status: sent[i] });
    });
    const after = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies`, 100);
    const final = after.find((c) => c.publicId === target)?.status;
    expect(sent).toContain(final);
    // The filtered lists agree with it: the company is in exactly one of them.
    for (const status of STATUSES) {
      const items = await walk<FundCompany>(ada(), `/funds/${fund.publicId}/companies?status=${status}`, 100);
      expect(
        items.some((c) => c.publicId === target),
        status,
      ).toBe(status === final);
    }
  });
});
