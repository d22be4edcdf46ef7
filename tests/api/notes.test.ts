import { describe, expect, it } from 'vitest';
import type { Member } from '../../lib/schemas/member';
import { noteFixtures } from '../helpers/fixtures';
import { ada, alan, grace, unique } from '../helpers/api';

const TOPICS = [
  'periodic-company-update',
  'company-announcement',
  'board-meeting',
  'adhoc-company-update',
  'legal-communication',
  'other',
] as const;
const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';
const MIB = 1024 * 1024;

const fx = noteFixtures();
const { post, create, get, cleanup } = fx;

async function expect400(body: Record<string, unknown>, mentions: RegExp): Promise<void> {
  const res = await post(body);
  expect(res.status, res.text).toBe(400);
  expect(res.body.code).toBe('invalid_request');
  expect(res.body.error).toMatch(mentions);
}

describe('POST /notes', () => {
  it('creates a company note: 201 {publicId}, defaults topics to ["other"] and occurredAt to now', async () => {
    const before = Date.now();
    const res = await post({ companyPublicId: fx.company.publicId, content: '# Hello\n\nMarkdown *kept*.' });
    const after = Date.now();
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['publicId']);
    expect(res.body.publicId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    const note = await get(String(res.body.publicId));
    expect(note).toMatchObject({
      publicId: res.body.publicId,
      content: '# Hello\n\nMarkdown *kept*.',
      topics: ['other'],
      companyPublicId: fx.company.publicId,
      companyName: fx.company.name,
    });
    expect(note).not.toHaveProperty('personPublicId');
    expect(note.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // A generous window: the default is the server's clock at creation.
    const at = Date.parse(note.occurredAt);
    expect(at).toBeGreaterThanOrEqual(before - 60_000);
    expect(at).toBeLessThanOrEqual(after + 60_000);
  });

  it('names the acting member as creator, with the shape of GET /me', async () => {
    for (const as of [ada(), grace()]) {
      const me = await as<Member>('GET', '/me');
      const id = await create({}, as);
      expect((await get(id)).creator).toEqual(me.body);
      expect(me.body).toMatchObject({ publicId: expect.any(String), role: expect.any(String) });
      expect(Object.keys(me.body.user).sort()).toEqual(['email', 'firstName', 'lastName', 'publicId']);
    }
  });

  it('accepts content of 1 and of 1,000,000 characters, and refuses 1,000,001', async () => {
    const one = await create({ content: 'x' });
    expect((await get(one)).content).toBe('x');
    const big = 'm'.repeat(1_000_000);
    const id = await create({ content: big });
    expect((await get(id)).content).toBe(big);
    await expect400({ companyPublicId: fx.company.publicId, content: `${big}m` }, /content/);
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t  '],
    ['not a string', 42],
    ['null', null],
  ])('refuses content that is %s', async (_, content) => {
    await expect400({ companyPublicId: fx.company.publicId, content }, /content/);
  });

  it('requires content', async () => {
    await expect400({ companyPublicId: fx.company.publicId }, /content/);
  });

  it('stores 1 to 6 unique topics', async () => {
    const all = await create({ topics: [...TOPICS] });
    expect((await get(all)).topics.sort()).toEqual([...TOPICS].sort());
    const one = await create({ topics: ['board-meeting'] });
    expect((await get(one)).topics).toEqual(['board-meeting']);
  });

  it.each([
    ['empty', []],
    ['repeated', ['board-meeting', 'board-meeting']],
    ['seven', [...TOPICS, 'other']],
    ['unknown', ['gossip']],
    ['not a list', 'other'],
    ['null', null],
  ])('refuses topics that are %s', async (_, topics) => {
    await expect400({ companyPublicId: fx.company.publicId, content: 'x', topics }, /topics/);
  });

  it('takes occurredAt as RFC 3339 with an offset and returns it in UTC with milliseconds', async () => {
    for (const [input, output] of [
      ['2026-01-01T12:00:00+02:00', '2026-01-01T10:00:00.000Z'],
      ['2025-12-31T23:30:00-01:00', '2026-01-01T00:30:00.000Z'],
      ['2026-03-01T09:30:00Z', '2026-03-01T09:30:00.000Z'],
      ['2026-03-01T09:30:00.123Z', '2026-03-01T09:30:00.123Z'],
      ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ]) {
      const id = await create({ occurredAt: input });
      expect((await get(id)).occurredAt, input).toBe(output);
    }
  });

  it.each([
    '2026-01-01T00:00:00',
    '2026-01-01T00:00Z',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01',
    'yesterday',
    '',
  ])('refuses occurredAt %j', async (occurredAt) => {
    await expect400({ companyPublicId: fx.company.publicId, content: 'x', occurredAt }, /occurredAt/);
  });

  it('needs exactly one parent', async () => {
    await expect400({ content: 'orphan' }, /companyPublicId|personPublicId/);
    await expect400(
      { content: 'twins', companyPublicId: fx.company.publicId, personPublicId: FAKE_ID },
      /companyPublicId|personPublicId/,
    );
  });

  it('answers 404 for a parent that does not exist', async () => {
    for (const body of [
      { companyPublicId: FAKE_ID },
      { companyPublicId: 'x' },
      { personPublicId: FAKE_ID },
      { personPublicId: 'x' },
    ]) {
      const res = await post({ content: 'lost', ...body });
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it("answers 404 for another workspace's company", async () => {
    const res = await post({ content: 'intrusion', companyPublicId: fx.company.publicId }, alan());
    expect(res.status).toBe(404);
  });

  it('refuses an unknown field, naming it', async () => {
    await expect400({ companyPublicId: fx.company.publicId, content: 'x', title: 'no' }, /title/);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await post({ companyPublicId: fx.company.publicId, content: 'y'.repeat(MIB) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });
});

describe('GET /notes/{id}', () => {
  it('answers 404 for unknown and malformed ids on GET, PUT and DELETE', async () => {
    for (const id of ['x', 'a%2Fb', 'A'.repeat(100), FAKE_ID]) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await ada()(method, `/notes/${id}`, method === 'PUT' ? { body: { content: 'x' } } : {});
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    }
  });

  it('answers 404, never 500, for an id with a NUL character', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await ada()(method, '/notes/a%00b', method === 'PUT' ? { body: { content: 'x' } } : {});
      expect(res.status, method).toBe(404);
    }
  });

  it("hides notes from another workspace's members", async () => {
    const id = await create({ content: 'for the demo workspace only' });
    expect((await alan()('GET', `/notes/${id}`)).status).toBe(404);
    expect((await alan()('PUT', `/notes/${id}`, { body: { content: 'changed' } })).status).toBe(404);
    expect((await alan()('DELETE', `/notes/${id}`)).status).toBe(404);
    expect((await get(id)).content).toBe('for the demo workspace only');
  });

  it("follows the company's name when it changes", async () => {
    const res = await ada()('POST', '/companies', { body: { name: unique('~Before') } });
    const parent = String(res.body.publicId);
    cleanup.push(() => ada()('DELETE', `/companies/${parent}`));
    const id = await create({ companyPublicId: parent });
    const name = unique('~After');
    expect((await ada()('PUT', `/companies/${parent}`, { body: { name } })).status).toBe(200);
    expect(await get(id)).toMatchObject({ companyPublicId: parent, companyName: name });
  });

  it('answers 400 naming an unknown query parameter on GET, PUT, DELETE and POST', async () => {
    const id = await create({ content: 'Kept.' });
    for (const [method, path, body] of [
      ['GET', `/notes/${id}?expand=creator`, undefined],
      ['PUT', `/notes/${id}?expand=creator`, { content: 'Changed.' }],
      ['DELETE', `/notes/${id}?expand=creator`, undefined],
      ['POST', '/notes?expand=creator', { companyPublicId: fx.company.publicId, content: 'Another.' }],
    ] as const) {
      const res = await ada()(method, path, body ? { body } : {});
      if (res.status === 201) cleanup.push(() => ada()('DELETE', `/notes/${String(res.body.publicId)}`));
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error).toMatch(/expand/);
    }
    expect((await get(id)).content).toBe('Kept.');
  });

  it('never answers 500 for a NUL character in content', async () => {
    const res = await post({ companyPublicId: fx.company.publicId, content: 'before \u0000 after' });
    expect([201, 400], res.text).toContain(res.status);
  });

  it("shows another member's note in the same workspace with its creator", async () => {
    const id = await create({ content: 'by grace' }, grace());
    const me = await grace()<Member>('GET', '/me');
    expect((await get(id, ada())).creator).toEqual(me.body);
  });
});
