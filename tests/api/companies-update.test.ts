import { describe, expect, it } from 'vitest';
import type { Company } from '../../lib/schemas/company';
import type { List } from '../helpers/api';
import { companyFixtures } from '../helpers/fixtures';
import { ada, unique } from '../helpers/api';

const OPTIONAL_FIELDS = ['primaryDomain', 'headline', 'linkedinSlug', 'twitterSlug', 'crunchbaseSlug'] as const;

const { domain, create, get } = companyFixtures();

const sorted = (xs: string[]) => [...xs].sort();

describe('PUT /companies/{id}', () => {
  const full = () => {
    const primary = domain('Put');
    return {
      name: unique('~Put'),
      primaryDomain: primary,
      domains: [primary, domain('PutAlt')],
      alternativeNames: ['Put Inc.'],
      headline: 'Before.',
      linkedinSlug: 'put-before',
      twitterSlug: 'put_before',
      crunchbaseSlug: 'put-before',
    };
  };

  it('changes only the fields sent and returns the updated company', async () => {
    const body = full();
    const id = await create(body);
    const before = await get(id);
    const res = await ada()<Company>('PUT', `/companies/${id}`, { body: { headline: 'After.' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ...before, headline: 'After.' });
    expect(await get(id)).toEqual(res.body);
  });

  it('accepts an empty body and changes nothing', async () => {
    const id = await create(full());
    const before = await get(id);
    const res = await ada()<Company>('PUT', `/companies/${id}`, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before);
  });

  it('clears optional fields sent as null: they disappear from the response', async () => {
    const id = await create(full());
    const res = await ada()<Company>('PUT', `/companies/${id}`, {
      body: { primaryDomain: null, headline: null, linkedinSlug: null, twitterSlug: null, crunchbaseSlug: null },
    });
    expect(res.status, res.text).toBe(200);
    for (const field of OPTIONAL_FIELDS) expect(res.body).not.toHaveProperty(field);
    const stored = await get(id);
    for (const field of OPTIONAL_FIELDS) expect(stored).not.toHaveProperty(field);
    expect(stored.alternativeNames).toEqual(['Put Inc.']);
  });

  it('clears arrays sent as null to [] (domains keeping primaryDomain)', async () => {
    const body = full();
    const id = await create(body);
    const res = await ada()<Company>('PUT', `/companies/${id}`, { body: { domains: null, alternativeNames: null } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.alternativeNames).toEqual([]);
    expect(res.body.domains).toEqual([body.primaryDomain]);
  });

  it('replaces arrays rather than merging them', async () => {
    const body = full();
    const id = await create(body);
    const extra = domain('Replaced');
    const res = await ada()<Company>('PUT', `/companies/${id}`, {
      body: { alternativeNames: ['Only One'], domains: [extra.toUpperCase()] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.alternativeNames).toEqual(['Only One']);
    expect(sorted(res.body.domains)).toEqual(sorted([body.primaryDomain, extra]));
  });

  it('lowercases a new primaryDomain and adds it to domains', async () => {
    const id = await create({ name: unique('~NewPrimary') });
    const next = domain('NewPrimary');
    const res = await ada()<Company>('PUT', `/companies/${id}`, { body: { primaryDomain: next.toUpperCase() } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.primaryDomain).toBe(next);
    expect(res.body.domains).toContain(next);
  });

  it('renames, trimming the new name, and refuses a null, blank or too long name', async () => {
    const id = await create({ name: unique('~Rename b') });
    const next = unique('~Rename a');
    const res = await ada()<Company>('PUT', `/companies/${id}`, { body: { name: ` ${next} ` } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe(next);
    for (const name of [null, '', '  ', 'n'.repeat(256)]) {
      const bad = await ada()('PUT', `/companies/${id}`, { body: { name } });
      expect(bad.status, JSON.stringify(name)).toBe(400);
      expect(bad.body.error).toMatch(/name/);
    }
    expect((await get(id)).name).toBe(next);
  });

  it('validates like create: patterns, headline length, unknown fields', async () => {
    const id = await create({ name: unique('~PutRules') });
    for (const [body, field] of [
      [{ primaryDomain: 'nope' }, 'primaryDomain'],
      [{ domains: ['nope'] }, 'domains'],
      [{ headline: 'h'.repeat(257) }, 'headline'],
      [{ twitterSlug: '@x' }, 'twitterSlug'],
      [{ alternativeNames: [''] }, 'alternativeNames'],
      [{ publicId: 'AAAAAAAAAAAAAAAAAAAAA' }, 'publicId'],
      [{ color: 'red' }, 'color'],
    ] as const) {
      const res = await ada()('PUT', `/companies/${id}`, { body });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toContain(field);
    }
    expect(await get(id)).toEqual({ publicId: id, name: expect.any(String), domains: [], alternativeNames: [] });
  });

  it("answers 409 for another live company's primaryDomain, but not for the company's own", async () => {
    const taken = domain('PutTaken');
    await create({ name: unique('~Holder'), primaryDomain: taken });
    const own = domain('PutOwn');
    const id = await create({ name: unique('~Mover'), primaryDomain: own });
    const res = await ada()('PUT', `/companies/${id}`, { body: { primaryDomain: taken.toUpperCase() } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('conflict');
    expect((await get(id)).primaryDomain).toBe(own);
    const same = await ada()<Company>('PUT', `/companies/${id}`, { body: { primaryDomain: own, headline: 'kept' } });
    expect(same.status).toBe(200);
    expect(same.body.primaryDomain).toBe(own);
  });
});

describe('DELETE /companies/{id}', () => {
  it('answers 204, then the company is gone from GET, PUT, DELETE and the list', async () => {
    const name = unique('~Doomed');
    const id = await create({ name, primaryDomain: domain('Doomed') });
    const res = await ada()('DELETE', `/companies/${id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await ada()('GET', `/companies/${id}`)).status).toBe(404);
    expect((await ada()('PUT', `/companies/${id}`, { body: { headline: 'back?' } })).status).toBe(404);
    expect((await ada()('DELETE', `/companies/${id}`)).status).toBe(404);
    const list = await ada()<List<Company>>('GET', `/companies?search=${encodeURIComponent(name)}`);
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
  });

  it("hides the deleted company's notes", async () => {
    const id = await create({ name: unique('~WithNotes') });
    const note = await ada()('POST', '/notes', { body: { companyPublicId: id, content: 'kept out of sight' } });
    expect(note.status).toBe(201);
    const noteId = String(note.body.publicId);
    expect((await ada()('GET', `/notes/${noteId}`)).status).toBe(200);
    expect((await ada()('DELETE', `/companies/${id}`)).status).toBe(204);
    expect((await ada()('GET', `/notes/${noteId}`)).status).toBe(404);
    expect((await ada()('PUT', `/notes/${noteId}`, { body: { content: 'edit' } })).status).toBe(404);
    expect((await ada()('GET', `/notes?companyPublicId=${id}`)).status).toBe(404);
    expect((await ada()('POST', '/notes', { body: { companyPublicId: id, content: 'late' } })).status).toBe(404);
  });
});

describe('unknown query parameters on PUT and DELETE', () => {
  it('answer 400 naming the parameter, and change nothing', async () => {
    const id = await create({ name: unique('~Query'), headline: 'Kept.' });
    const put = await ada()('PUT', `/companies/${id}?notify=true`, { body: { headline: 'Changed.' } });
    expect(put.status, put.text).toBe(400);
    expect(put.body.error).toMatch(/notify/);
    const del = await ada()('DELETE', `/companies/${id}?force=true`);
    expect(del.status, del.text).toBe(400);
    expect(del.body.error).toMatch(/force/);
    expect(await get(id)).toMatchObject({ publicId: id, headline: 'Kept.' });
  });
});
