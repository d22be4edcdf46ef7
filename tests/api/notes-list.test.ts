import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../lib/schemas/member';
import type { Note } from '../../lib/schemas/note';
import type { List, Loose } from '../helpers/api';
import { ada, alan, unique, walk } from '../helpers/api';

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
const q = encodeURIComponent;

const companies: string[] = [];
afterAll(async () => {
  for (const id of companies) await ada()('DELETE', `/companies/${id}`);
});

async function newCompany(): Promise<string> {
  const res = await ada()('POST', '/companies', { body: { name: unique('~Listed notes') } });
  expect(res.status).toBe(201);
  const id = String(res.body.publicId);
  companies.push(id);
  return id;
}

async function note(companyPublicId: string, occurredAt: string, content = 'n'): Promise<string> {
  const res = await ada()('POST', '/notes', { body: { companyPublicId, content, occurredAt } });
  expect(res.status, res.text).toBe(201);
  return String(res.body.publicId);
}

const list = (query: string) => ada()<List<Note> & Loose>('GET', `/notes?${query}`);

/** A company with nine notes: three share one instant, two share another. */
let company: string;
let expectedOrder: string[];

beforeAll(async () => {
  company = await newCompany();
  const specs = [
    '2026-01-05T10:00:00Z',
    '2026-01-05T10:00:00Z',
    '2026-01-05T10:00:00Z',
    '2026-01-07T00:00:00Z',
    '2025-12-31T23:59:59.999Z',
    '2026-01-06T00:00:00+05:00',
    '2026-01-05T19:00:00Z',
    '2026-01-06T00:00:00Z',
    '2026-01-05T10:00:00.001Z',
  ];
  const made: { id: string; at: number }[] = [];
  for (const at of specs) made.push({ id: await note(company, at), at: Date.parse(at) });
  // occurredAt descending, then publicId descending (byte order).
  expectedOrder = made.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((m) => m.id);
});

describe('GET /notes', () => {
  it("lists a company's notes by occurredAt descending, then publicId descending", async () => {
    const res = await list(`companyPublicId=${company}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((n) => n.publicId)).toEqual(expectedOrder);
    expect(res.body).not.toHaveProperty('nextPageToken');
  });

  it('gives each item the same Note as GET /notes/{id}, creator included', async () => {
    const me = await ada()<Member>('GET', '/me');
    const res = await list(`companyPublicId=${company}`);
    for (const item of res.body.items) {
      const one = await ada()<Note>('GET', `/notes/${item.publicId}`);
      expect(item).toEqual(one.body);
      expect(item.creator).toEqual(me.body);
      expect(item.companyPublicId).toBe(company);
    }
  });

  it('pages: every walk equals the single page', async () => {
    for (const limit of [1, 2, 4, 8, 9]) {
      const items = await walk<Note>(ada(), `/notes?companyPublicId=${company}`, limit);
      expect(
        items.map((n) => n.publicId),
        `limit ${limit}`,
      ).toEqual(expectedOrder);
    }
  });

  it('returns only live notes of that company', async () => {
    const other = await newCompany();
    const mine = await note(other, '2026-01-01T00:00:00Z', 'mine');
    const gone = await note(other, '2026-01-02T00:00:00Z', 'gone');
    expect((await ada()('DELETE', `/notes/${gone}`)).status).toBe(204);
    const res = await list(`companyPublicId=${other}`);
    expect(res.body.items.map((n) => n.publicId)).toEqual([mine]);
  });

  it('answers an empty list for a company without notes', async () => {
    const empty = await newCompany();
    const res = await list(`companyPublicId=${empty}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('requires exactly one of companyPublicId and personPublicId', async () => {
    for (const query of ['', 'limit=5', `companyPublicId=${company}&personPublicId=${FAKE_ID}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(res.body.error).toMatch(/companyPublicId|personPublicId/);
    }
  });

  it('answers 404 for an unknown parent', async () => {
    for (const query of [
      `companyPublicId=${FAKE_ID}`,
      'companyPublicId=x',
      `personPublicId=${FAKE_ID}`,
      'personPublicId=x',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('never answers 500 for a parent id with a NUL character', async () => {
    // A query parameter, not a path id: refusing it (400) is as good as not finding it (404).
    for (const query of ['companyPublicId=a%00b', 'personPublicId=a%00b']) {
      const res = await list(query);
      expect([400, 404], `${query}: ${res.text}`).toContain(res.status);
    }
  });

  it("answers 404 for another workspace's company", async () => {
    const res = await alan()('GET', `/notes?companyPublicId=${company}`);
    expect(res.status).toBe(404);
  });

  it('answers 404 for a deleted company', async () => {
    const doomed = await newCompany();
    await note(doomed, '2026-01-01T00:00:00Z');
    expect((await ada()('DELETE', `/companies/${doomed}`)).status).toBe(204);
    expect((await list(`companyPublicId=${doomed}`)).status).toBe(404);
  });

  it('applies the limit rules', async () => {
    expect((await list(`companyPublicId=${company}&limit=3`)).body.items).toHaveLength(3);
    for (const limit of ['0', '101', '1.5', 'abc', '-1']) {
      const res = await list(`companyPublicId=${company}&limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.body.error).toMatch(/limit/);
    }
  });

  it('refuses an unknown parameter and a repeated one', async () => {
    for (const [query, name] of [
      [`companyPublicId=${company}&topic=other`, 'topic'],
      [`companyPublicId=${company}&companyPublicId=${company}`, 'companyPublicId'],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toContain(name);
    }
  });

  it('binds pageToken to the parent', async () => {
    const other = await newCompany();
    await note(other, '2026-01-01T00:00:00Z');
    await note(other, '2026-01-02T00:00:00Z');
    const first = await list(`companyPublicId=${company}&limit=2`);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('expected a second page');
    expect((await list(`companyPublicId=${company}&pageToken=${q(token)}`)).status).toBe(200);
    const res = await list(`companyPublicId=${other}&pageToken=${q(token)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/pageToken/);
    const tampered = `${token.slice(0, 5)}${token[5] === 'x' ? 'y' : 'x'}${token.slice(6)}`;
    expect((await list(`companyPublicId=${company}&pageToken=${q(tampered)}`)).status).toBe(400);
    expect((await list(`companyPublicId=${company}&pageToken=garbage`)).status).toBe(400);
  });

  it('moves a note when its occurredAt changes', async () => {
    const c = await newCompany();
    const a = await note(c, '2026-01-01T00:00:00Z');
    const b = await note(c, '2026-01-02T00:00:00Z');
    expect((await list(`companyPublicId=${c}`)).body.items.map((n) => n.publicId)).toEqual([b, a]);
    expect((await ada()('PUT', `/notes/${a}`, { body: { occurredAt: '2026-01-03T00:00:00Z' } })).status).toBe(200);
    expect((await list(`companyPublicId=${c}`)).body.items.map((n) => n.publicId)).toEqual([a, b]);
  });
});
