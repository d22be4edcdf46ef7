import { afterAll, describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { List, Loose } from '../helpers/api';
import { ada, unique, walk } from '../helpers/api';

const cleanup: string[] = [];
afterAll(async () => {
  for (const id of cleanup) await ada()('DELETE', `/companies/${id}`);
});

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await ada()('POST', '/companies', { body });
  expect(res.status, res.text).toBe(201);
  const id = res.body.publicId;
  if (typeof id !== 'string') throw new Error(`POST /companies gave no publicId: ${res.text}`);
  cleanup.push(id);
  return id;
}

const q = encodeURIComponent;

async function list(query: string) {
  return ada()<List<Company> & Loose>('GET', `/companies?${query}`);
}

async function search(term: string): Promise<Company[]> {
  const res = await list(`search=${q(term)}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

/** A token from a page of `query` that has a further page. */
async function tokenOf(query: string): Promise<string> {
  const res = await list([query, 'limit=1'].filter(Boolean).join('&'));
  expect(res.status, res.text).toBe(200);
  const token = res.body.nextPageToken;
  if (!token) throw new Error(`no nextPageToken for ${query}`);
  return token;
}

describe('GET /companies?search', () => {
  it('matches a case-insensitive substring of the name, alternative names and domains', async () => {
    const tag = unique('Needle').replace(/[^A-Za-z0-9]+/g, '');
    const byName = await create({ name: `~Acme ${tag} Holdings` });
    const byAlt = await create({ name: unique('~Plain'), alternativeNames: [`Formerly ${tag} Ltd`] });
    const byDomain = await create({ name: unique('~Plain'), domains: [`www.${tag.toLowerCase()}-corp.example`] });
    const byPrimary = await create({ name: unique('~Plain'), primaryDomain: `${tag.toLowerCase()}.example` });
    const all = [byName, byAlt, byDomain, byPrimary].sort();
    for (const term of [tag, tag.toUpperCase(), tag.toLowerCase(), tag.slice(2, -2)]) {
      const ids = (await search(term)).map((c) => c.publicId).sort();
      expect(ids, term).toEqual(all);
    }
    expect((await search(`${tag} Holdings`.toUpperCase())).map((c) => c.publicId)).toEqual([byName]);
    expect((await search(`formerly ${tag}`)).map((c) => c.publicId)).toEqual([byAlt]);
    expect((await search(`${tag}-CORP.EXAMPLE`)).map((c) => c.publicId)).toEqual([byDomain]);
  });

  it('follows updates: new names and domains match, replaced ones no longer do', async () => {
    const tag = unique('Follow')
      .replace(/[^A-Za-z0-9]+/g, '')
      .toLowerCase();
    const id = await create({
      name: `~Old ${tag}`,
      alternativeNames: [`oldalias${tag}`],
      domains: [`old${tag}.example`],
    });
    const res = await ada()('PUT', `/companies/${id}`, {
      body: { name: `~New ${tag}`, alternativeNames: [`newalias${tag}`], domains: [`new${tag}.example`] },
    });
    expect(res.status).toBe(200);
    for (const gone of [`~Old ${tag}`, `oldalias${tag}`, `old${tag}.example`])
      expect(await search(gone), gone).toEqual([]);
    for (const term of [`~NEW ${tag}`, `NewAlias${tag}`, `NEW${tag}.example`]) {
      expect(
        (await search(term)).map((c) => c.publicId),
        term,
      ).toEqual([id]);
    }
  });

  it('treats % and _ literally', async () => {
    const p = unique('~Literal');
    const percent = await create({ name: `${p} 100%` });
    const underscore = await create({ name: `${p} a_b` });
    await create({ name: `${p} 1000` });
    await create({ name: `${p} axb` });
    expect((await search(`${p} 100%`)).map((c) => c.publicId)).toEqual([percent]);
    expect((await search(`${p} a_b`)).map((c) => c.publicId)).toEqual([underscore]);
    expect(await search(`${p} %`)).toEqual([]);
    const backslash = await create({ name: `${p} back\\slash` });
    expect((await search(`${p} back\\`)).map((c) => c.publicId)).toEqual([backslash]);
  });

  it('matches within one field, never across the boundary of two', async () => {
    const p = unique('~Boundary');
    const id = await create({ name: `${p} tail`, alternativeNames: ['head one'], domains: ['edge.example'] });
    expect((await search(`${p} tail`)).map((c) => c.publicId)).toEqual([id]);
    for (const across of [`${p} tail\nhead`, 'tail\nhead one', 'one\nedge.example', `tail head`]) {
      expect(await search(across), JSON.stringify(across)).toEqual([]);
    }
  });

  it('returns full Company objects', async () => {
    const name = unique('~Shape');
    const id = await create({
      name,
      headline: 'Shaped.',
      primaryDomain: `${name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.example`,
    });
    const [item] = await search(name);
    const one = await ada()<Company>('GET', `/companies/${id}`);
    expect(item).toEqual(one.body);
  });

  it('accepts 200 characters and refuses empty or 201', async () => {
    expect((await list(`search=${'z'.repeat(200)}`)).status).toBe(200);
    for (const query of ['search=', `search=${'z'.repeat(201)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/search/);
    }
  });

  it('refuses search given twice', async () => {
    const res = await list('search=a&search=b');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/search/);
  });
});

describe('GET /companies order', () => {
  it('sorts by name case-insensitively, then by publicId', async () => {
    const p = unique('~Order');
    const beta = await create({ name: `${p} beta` });
    const alpha = await create({ name: `${p} Alpha` });
    const charlie = await create({ name: `${p} charlie` });
    const twins = [
      await create({ name: `${p} Delta` }),
      await create({ name: `${p} delta` }),
      await create({ name: `${p} DELTA` }),
    ];
    const items = await search(p);
    expect(items.map((c) => c.publicId)).toEqual([alpha, beta, charlie, ...twins.sort()]);
  });
});

describe('GET /companies limit', () => {
  it.each(['0', '101', '1.5', 'abc', '-1', '10000'])('refuses limit=%s, naming limit', async (limit) => {
    const res = await list(`limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.error).toMatch(/limit/);
  });

  it('refuses limit given twice and unknown parameters', async () => {
    const twice = await list('limit=1&limit=2');
    expect(twice.status).toBe(400);
    expect(twice.body.error).toMatch(/limit/);
    const unknown = await list('limit=1&sort=name');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/sort/);
  });

  it('defaults to 100 and says when there is more', async () => {
    // The demo workspace has 200 companies, so the first page is full.
    const res = await ada()<List<Company>>('GET', '/companies');
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(100);
    expect(typeof res.body.nextPageToken).toBe('string');
  });

  it('returns exactly limit items: 1 and 100', async () => {
    const one = await list('limit=1');
    expect(one.body.items).toHaveLength(1);
    expect(one.body.nextPageToken).toEqual(expect.any(String));
    const hundred = await list('limit=100');
    expect(hundred.body.items).toHaveLength(100);
  });
});

describe('GET /companies pagination', () => {
  it('omits nextPageToken on the last page, even when it is exactly full', async () => {
    const p = unique('~Pages');
    for (const n of ['a', 'b', 'c']) await create({ name: `${p} ${n}` });
    const exact = await list(`search=${q(p)}&limit=3`);
    expect(exact.body.items).toHaveLength(3);
    expect(exact.body).not.toHaveProperty('nextPageToken');
    const first = await list(`search=${q(p)}&limit=2`);
    expect(first.body.items).toHaveLength(2);
    const token = first.body.nextPageToken;
    if (!token) throw new Error('expected a second page');
    const last = await list(`search=${q(p)}&limit=2&pageToken=${q(token)}`);
    expect(last.status).toBe(200);
    expect(last.body.items).toHaveLength(1);
    expect(last.body).not.toHaveProperty('nextPageToken');
    expect([...first.body.items, ...last.body.items]).toEqual(exact.body.items);
  });

  it('continues a walk with the next page, whatever limit the next request asks', async () => {
    const p = unique('~Walk');
    for (const n of ['e', 'd', 'c', 'b', 'a']) await create({ name: `${p} ${n}` });
    const all = await search(p);
    const first = await list(`search=${q(p)}&limit=2`);
    const token = first.body.nextPageToken ?? '';
    const rest = await list(`search=${q(p)}&limit=3&pageToken=${q(token)}`);
    expect(rest.status).toBe(200);
    expect([...first.body.items, ...rest.body.items]).toEqual(all);
    expect(await walk<Company>(ada(), `/companies?search=${q(p)}`, 2)).toEqual(all);
  });

  it('binds pageToken to the search term', async () => {
    const a = unique('~BoundA');
    const b = unique('~BoundB');
    for (const p of [a, b]) for (const n of ['x', 'y']) await create({ name: `${p} ${n}` });
    const token = await tokenOf(`search=${q(a)}`);
    expect((await list(`search=${q(a)}&pageToken=${q(token)}`)).status).toBe(200);
    for (const query of [`search=${q(b)}`, `search=${q(`${a} x`)}`, '']) {
      const res = await list([query, `pageToken=${q(token)}`].filter(Boolean).join('&'));
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatch(/pageToken/);
    }
  });

  it('binds pageToken to the endpoint', async () => {
    const token = await tokenOf('');
    const res = await ada()('GET', `/funds?pageToken=${q(token)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/pageToken/);
  });

  it('refuses a tampered or garbage pageToken', async () => {
    const token = await tokenOf('');
    const mid = Math.floor(token.length / 3);
    const flipped = `${token.slice(0, mid)}${token[mid] === 'A' ? 'B' : 'A'}${token.slice(mid + 1)}`;
    for (const bad of [flipped, 'garbage', 'x'.repeat(40), `${token}x`, token.slice(0, -1), '%%%']) {
      const res = await list(`pageToken=${q(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('invalid_request');
    }
  });
});
