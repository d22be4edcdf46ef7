import { describe, expect, it } from 'vitest';
import type { Note } from '../../lib/schemas/note';
import { noteFixtures } from '../helpers/fixtures';
import { ada, unique } from '../helpers/api';

const FAKE_ID = 'AAAAAAAAAAAAAAAAAAAAA';

const fx = noteFixtures();
const { create, get, cleanup } = fx;

describe('PUT /notes/{id}', () => {
  it('changes content, occurredAt and topics, each alone, leaving the rest', async () => {
    const id = await create({ content: 'v1', occurredAt: '2026-01-01T00:00:00Z', topics: ['other'] });
    const before = await get(id);
    const steps: [Record<string, unknown>, Partial<Note>][] = [
      [{ content: 'v2' }, { content: 'v2' }],
      [{ occurredAt: '2026-02-01T08:00:00+01:00' }, { occurredAt: '2026-02-01T07:00:00.000Z' }],
      [{ topics: ['board-meeting', 'legal-communication'] }, { topics: ['board-meeting', 'legal-communication'] }],
      [{}, {}],
    ];
    let expected: Note = before;
    for (const [body, change] of steps) {
      const res = await ada()<Note>('PUT', `/notes/${id}`, { body });
      expect(res.status, res.text).toBe(200);
      expected = { ...expected, ...change };
      expect({ ...res.body, topics: [...res.body.topics].sort() }).toEqual({
        ...expected,
        topics: [...expected.topics].sort(),
      });
      expect(await get(id)).toEqual(res.body);
    }
  });

  it('refuses to change the parent', async () => {
    const other = await ada()('POST', '/companies', { body: { name: unique('~Other parent') } });
    const otherId = String(other.body.publicId);
    cleanup.push(() => ada()('DELETE', `/companies/${otherId}`));
    const id = await create({});
    for (const body of [
      { companyPublicId: otherId },
      { companyPublicId: fx.company.publicId },
      { personPublicId: FAKE_ID },
      { companyPublicId: null },
      { content: 'moved', companyPublicId: otherId },
    ]) {
      const res = await ada()('PUT', `/notes/${id}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/companyPublicId|personPublicId/);
    }
    expect(await get(id)).toMatchObject({ companyPublicId: fx.company.publicId, content: 'A note.' });
  });

  it('validates like create', async () => {
    const id = await create({});
    for (const [body, field] of [
      [{ content: '' }, 'content'],
      [{ content: '   ' }, 'content'],
      [{ content: 'c'.repeat(1_000_001) }, 'content'],
      [{ content: null }, 'content'],
      [{ occurredAt: '2026-01-01T00:00:00' }, 'occurredAt'],
      [{ occurredAt: null }, 'occurredAt'],
      [{ topics: [] }, 'topics'],
      [{ topics: ['nope'] }, 'topics'],
      [{ pinned: true }, 'pinned'],
    ] as const) {
      const res = await ada()('PUT', `/notes/${id}`, { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error).toContain(field);
    }
    expect((await get(id)).content).toBe('A note.');
  });
});

describe('DELETE /notes/{id}', () => {
  it('answers 204, then the note is gone from GET, PUT, DELETE and the list', async () => {
    const id = await create({ content: 'short-lived' });
    const res = await ada()('DELETE', `/notes/${id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await ada()('GET', `/notes/${id}`)).status).toBe(404);
    expect((await ada()('PUT', `/notes/${id}`, { body: { content: 'back' } })).status).toBe(404);
    expect((await ada()('DELETE', `/notes/${id}`)).status).toBe(404);
    const list = await ada()<{ items: Note[] }>('GET', `/notes?companyPublicId=${fx.company.publicId}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((n) => n.publicId)).not.toContain(id);
  });
});
