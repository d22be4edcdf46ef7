import { describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { List } from '../helpers/api';
import { companyFixtures, type Request } from '../helpers/fixtures';
import { ada, alan, unique } from '../helpers/api';

const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;
const OPTIONAL_FIELDS = ['primaryDomain', 'headline', 'linkedinSlug', 'twitterSlug', 'crunchbaseSlug'] as const;

const { domain, create, get, cleanup } = companyFixtures();

async function expect400(body: Record<string, unknown>, mentions: string | RegExp): Promise<void> {
  const res = await ada()('POST', '/companies', { body });
  if (res.status === 201) cleanup.push(() => ada()('DELETE', `/companies/${String(res.body.publicId)}`));
  expect(res.status, res.text).toBe(400);
  expect(res.body.code).toBe('invalid_request');
  expect(res.body.error).toEqual(expect.stringMatching(mentions));
}

const sorted = (xs: string[]) => [...xs].sort();

describe('POST /companies', () => {
  it('creates a company from a name alone: 201 {publicId}, optional fields omitted, arrays empty', async () => {
    const name = unique('~Solo');
    const res = await ada()('POST', '/companies', { body: { name } });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['publicId']);
    expect(res.body.publicId).toMatch(PUBLIC_ID);
    const id = String(res.body.publicId);
    cleanup.push(() => ada()('DELETE', `/companies/${id}`));
    const company = await get(id);
    expect(company).toEqual({ publicId: id, name, domains: [], alternativeNames: [] });
    for (const field of OPTIONAL_FIELDS) expect(company).not.toHaveProperty(field);
  });

  it('stores every field it is given', async () => {
    const primary = domain();
    const body = {
      name: unique('~Full'),
      primaryDomain: primary,
      domains: [primary, 'alt-full.example'],
      alternativeNames: ['Full Inc.', 'FC'],
      headline: 'Does everything.',
      linkedinSlug: 'full-co-1',
      twitterSlug: 'full_co_1',
      crunchbaseSlug: 'full-co-1',
    };
    const id = await create(body);
    const company = await get(id);
    expect(company).toMatchObject({ ...body, publicId: id, domains: expect.any(Array) });
    expect(sorted(company.domains)).toEqual(sorted(body.domains));
  });

  it('trims the name', async () => {
    const name = unique('~Trimmed');
    const id = await create({ name: `  \t${name}  ` });
    expect((await get(id)).name).toBe(name);
  });

  it('accepts a name of 255 characters', async () => {
    const name = unique('~L').padEnd(255, 'x');
    expect(name).toHaveLength(255);
    const id = await create({ name });
    expect((await get(id)).name).toBe(name);
  });

  it.each([
    ['missing', {}],
    ['empty', { name: '' }],
    ['blank', { name: '   \t ' }],
    ['256 characters', { name: 'n'.repeat(256) }],
    ['null', { name: null }],
    ['a number', { name: 42 }],
  ])('refuses a name that is %s', async (_, body) => {
    await expect400({ headline: 'x', ...body }, /name/);
  });

  it.each([
    ['name', 255, (s: string) => ({ name: s })],
    ['headline', 256, (s: string) => ({ name: unique('~Astral'), headline: s })],
    ['alternativeNames', 255, (s: string) => ({ name: unique('~Astral'), alternativeNames: [s] })],
  ])('counts the characters of %s as Unicode characters, not UTF-16 units', async (field, max, body) => {
    // JSON and the OpenAPI maxLength count characters (code points); 😀 is one, though two UTF-16 units.
    const id = await create(body('😀'.repeat(max)));
    expect(JSON.stringify(await get(id))).toContain('😀'.repeat(max));
    await expect400(body('😀'.repeat(max + 1)), new RegExp(field));
  });

  it('accepts a headline of 256 characters and refuses 257', async () => {
    const id = await create({ name: unique('~Headline'), headline: 'h'.repeat(256) });
    expect((await get(id)).headline).toHaveLength(256);
    await expect400({ name: unique('~Headline'), headline: 'h'.repeat(257) }, /headline/);
  });

  it.each(['example', 'exa mple.com', 'http://acme.com', 'acme.c', 'acme.c0m', 'acme.com/', 'ac_me.com', ''])(
    'refuses primaryDomain %j and the same in domains',
    async (bad) => {
      await expect400({ name: unique('~BadDomain'), primaryDomain: bad }, /primaryDomain/);
      await expect400({ name: unique('~BadDomain'), domains: ['fine.example', bad] }, /domains/);
    },
  );

  it('stores domains lowercase, de-duplicated, and always including primaryDomain', async () => {
    const primary = domain('Mixed');
    const other = domain('Other');
    const id = await create({
      name: unique('~Domains'),
      primaryDomain: primary.toUpperCase(),
      domains: [other.toUpperCase(), other, `Www.${other}`],
    });
    const company = await get(id);
    expect(company.primaryDomain).toBe(primary);
    expect(sorted(company.domains)).toEqual(sorted([primary, other, `www.${other}`]));
  });

  it('accepts 100 domains and refuses 101', async () => {
    const base = domain('Many');
    const hundred = Array.from({ length: 100 }, (_, i) => `d${i}.${base}`);
    const id = await create({ name: unique('~Many'), primaryDomain: hundred[0], domains: hundred });
    expect((await get(id)).domains).toHaveLength(100);
    await expect400({ name: unique('~Many'), domains: [...hundred, `d100.${base}`] }, /domains/);
    // Counted after the primary domain joins the list: a check of the stored form, still named on its field.
    const res = await ada()('POST', '/companies', {
      body: { name: unique('~Many'), primaryDomain: `d100.${base}`, domains: hundred },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body.issues).toEqual([
      { path: 'domains', message: 'must have at most 100 items, primaryDomain included' },
    ]);
  });

  it('accepts alternativeNames of 100 items of 1 to 255 characters, and no more', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `Alt ${i} `.padEnd(i === 0 ? 255 : 10, 'a'));
    const id = await create({ name: unique('~Alts'), alternativeNames: names });
    expect((await get(id)).alternativeNames).toHaveLength(100);
    await expect400({ name: unique('~Alts'), alternativeNames: [...names, 'one more'] }, /alternativeNames/);
    await expect400({ name: unique('~Alts'), alternativeNames: ['ok', ''] }, /alternativeNames/);
    await expect400({ name: unique('~Alts'), alternativeNames: ['a'.repeat(256)] }, /alternativeNames/);
  });

  it.each([
    ['linkedinSlug', 'acme-inc-2', ['acme inc', 'acme_inc', 'acme/inc', '']],
    ['twitterSlug', 'acme_inc_2', ['@acme', 'acme-inc', 'acme inc', '']],
    ['crunchbaseSlug', 'acme-inc-2', ['acme_inc', 'acme.inc', 'acme/inc', '']],
  ] as const)('checks the pattern of %s', async (field, good, bads) => {
    const id = await create({ name: unique('~Slug'), [field]: good });
    expect((await get(id))[field]).toBe(good);
    for (const bad of bads) await expect400({ name: unique('~Slug'), [field]: bad }, new RegExp(field));
  });

  it('refuses an unknown field, naming it', async () => {
    await expect400({ name: unique('~Unknown'), foundedYear: 2020 }, /foundedYear/);
  });

  it('answers 409 when primaryDomain belongs to another live company, in any case', async () => {
    const taken = domain('Taken');
    const first = await create({ name: unique('~First'), primaryDomain: taken });
    for (const variant of [taken, taken.toUpperCase()]) {
      const res = await ada()('POST', '/companies', { body: { name: unique('~Second'), primaryDomain: variant } });
      if (res.status === 201) cleanup.push(() => ada()('DELETE', `/companies/${String(res.body.publicId)}`));
      expect(res.status, res.text).toBe(409);
      expect(res.body.code).toBe('conflict');
      expect(typeof res.body.error).toBe('string');
    }
    expect(await ada()('DELETE', `/companies/${first}`)).toMatchObject({ status: 204 });
    const second = await create({ name: unique('~Second'), primaryDomain: taken.toUpperCase() });
    expect((await get(second)).primaryDomain).toBe(taken);
  });

  it('does not count a secondary domain of another company as a conflict', async () => {
    const shared = domain('Shared');
    await create({ name: unique('~HasItSecondary'), primaryDomain: domain(), domains: [shared] });
    const id = await create({ name: unique('~HasItPrimary'), primaryDomain: shared });
    expect((await get(id)).primaryDomain).toBe(shared);
  });

  it('scopes the primaryDomain conflict to the workspace', async () => {
    const shared = domain('Cross');
    await create({ name: unique('~Ours'), primaryDomain: shared });
    const theirs = await create({ name: unique('~Theirs'), primaryDomain: shared }, alan());
    expect((await get(theirs, alan())).primaryDomain).toBe(shared);
  });
});

describe('GET /companies/{id}', () => {
  it.each([
    ['a short id', 'x'],
    ['an encoded slash', 'a%2Fb'],
    ['a 100-character id', 'A'.repeat(100)],
    ['an id with a NUL byte', 'a%00b'],
    ['an unknown well-formed id', 'AAAAAAAAAAAAAAAAAAAAA'],
  ])('answers 404 for %s on GET, PUT and DELETE', async (_, id) => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { headline: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await ada()(method, `/companies/${id}`, body ? { body } : {});
      expect(res.status, `${method} ${id}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it("hides another workspace's companies, both ways", async () => {
    const theirName = unique('~Alan Co');
    const ourName = unique('~Ada Co');
    const theirs = await create({ name: theirName }, alan());
    const ours = await create({ name: ourName });
    for (const [as, id] of [
      [ada(), theirs],
      [alan(), ours],
    ] as const) {
      expect((await as('GET', `/companies/${id}`)).status).toBe(404);
      expect((await as('PUT', `/companies/${id}`, { body: { headline: 'taken over' } })).status).toBe(404);
      expect((await as('DELETE', `/companies/${id}`)).status).toBe(404);
    }
    // Untouched by the attempts above.
    expect(await get(theirs, alan())).not.toHaveProperty('headline');
    expect(await get(ours)).not.toHaveProperty('headline');
    // Each workspace's search finds its own company only.
    const search = async (as: Request, name: string) =>
      (await as<List<Company>>('GET', `/companies?search=${encodeURIComponent(name)}`)).body.items.map(
        (c) => c.publicId,
      );
    expect(await search(alan(), theirName)).toEqual([theirs]);
    expect(await search(alan(), ourName)).toEqual([]);
    expect(await search(ada(), ourName)).toEqual([ours]);
    expect(await search(ada(), theirName)).toEqual([]);
  });
});

describe('unusual input', () => {
  it('answers 400 naming an unknown query parameter on GET and POST', async () => {
    const id = await create({ name: unique('~Query') });
    const got = await ada()('GET', `/companies/${id}?expand=notes`);
    expect(got.status, got.text).toBe(400);
    expect(got.body.error).toMatch(/expand/);
    const name = unique('~Query');
    const posted = await ada()('POST', '/companies?dryRun=true', { body: { name } });
    if (posted.status === 201) cleanup.push(() => ada()('DELETE', `/companies/${String(posted.body.publicId)}`));
    expect(posted.status, posted.text).toBe(400);
    expect(posted.body.error).toMatch(/dryRun/);
  });

  it('never answers 500 for a NUL character in a name or a search', async () => {
    const res = await ada()('POST', '/companies', { body: { name: unique('~Nul \u0000 Co') } });
    if (res.status === 201) cleanup.push(() => ada()('DELETE', `/companies/${String(res.body.publicId)}`));
    expect([201, 400], res.text).toContain(res.status);
    const search = await ada()('GET', '/companies?search=a%00b');
    expect([200, 400], search.text).toContain(search.status);
  });
});
