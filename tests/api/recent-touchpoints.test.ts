import { describe, expect, it } from 'vitest';
import type { RecentTouchpoint } from '../../lib/schemas/activity';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import { ada, alan, unique, walk, type List } from '../helpers/api';
import { companyFixtures, noteFixtures } from '../helpers/fixtures';

/*
 * GET /touchpoints (extension): every company's touchpoints by their last
 * change, for the console's home page. Other files write touchpoints while
 * this one runs, so assertions narrow to this file's companies or to order.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const fx = noteFixtures();
const companies = companyFixtures();

/** Polls a company's timeline until it holds `count` touchpoints: derivation is asynchronous. */
async function timelineOf(companyPublicId: string, count: number): Promise<Touchpoint[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await ada()<List<Touchpoint>>('GET', `/companies/${companyPublicId}/touchpoints`);
    expect(res.status, res.text).toBe(200);
    if (res.body.items.length >= count) return res.body.items;
    if (Date.now() > deadline) throw new Error(`no touchpoint derived for ${companyPublicId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const byUpdated = (a: RecentTouchpoint, b: RecentTouchpoint) =>
  a.updatedAt === b.updatedAt ? (a.publicId < b.publicId ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1;

describe('GET /touchpoints', () => {
  it('lists a new touchpoint with its company and createdAt, and only changes at or after updatedAfter', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await fx.create({ content: `Board prep ${unique('recent')}`, topics: ['board-meeting'] });
    const [derived] = await timelineOf(fx.company.publicId, 1);
    if (!derived) throw new Error('unreachable');

    const recent = await walk<RecentTouchpoint>(ada(), `/touchpoints?updatedAfter=${before}`, 100);
    const mine = recent.find((t) => t.publicId === derived.publicId);
    expect(mine).toMatchObject({
      ...derived,
      companyPublicId: fx.company.publicId,
      companyName: fx.company.name,
    });
    expect(mine?.createdAt).toMatch(INSTANT);
    expect(recent.every((t) => t.updatedAt >= before)).toBe(true);
    expect([...recent].sort(byUpdated)).toEqual(recent);

    // Inclusive: the exact updatedAt is still in; a millisecond later it is out.
    const at = await walk<RecentTouchpoint>(ada(), `/touchpoints?updatedAfter=${derived.updatedAt}`, 100);
    expect(at.map((t) => t.publicId)).toContain(derived.publicId);
    const later = new Date(Date.parse(derived.updatedAt) + 1).toISOString();
    const after = await walk<RecentTouchpoint>(ada(), `/touchpoints?updatedAfter=${later}`, 100);
    expect(after.map((t) => t.publicId)).not.toContain(derived.publicId);
  });

  it('pages newest change first without gaps or repeats, tokens bound to updatedAfter', async () => {
    const first = await ada()<List<RecentTouchpoint>>('GET', '/touchpoints?limit=7');
    expect(first.status, first.text).toBe(200);
    expect(first.body.items).toHaveLength(7);
    const token = first.body.nextPageToken;
    expect(token).toBeDefined();
    const second = await ada()<List<RecentTouchpoint>>('GET', `/touchpoints?limit=7&pageToken=${token ?? ''}`);
    expect(second.status).toBe(200);
    const both = [...first.body.items, ...second.body.items];
    expect(new Set(both.map((t) => t.publicId)).size).toBe(both.length);
    expect([...both].sort(byUpdated)).toEqual(both);

    const rebound = await ada()(
      'GET',
      `/touchpoints?limit=7&updatedAfter=2020-01-01T00:00:00Z&pageToken=${token ?? ''}`,
    );
    expect(rebound.status).toBe(400);
  });

  it('hides the touchpoints of a deleted company, and those of other workspaces', async () => {
    const id = await companies.create({ name: unique('~Recent gone') });
    const note = await ada()('POST', '/notes', { body: { companyPublicId: id, content: 'Gone soon.' } });
    expect(note.status, note.text).toBe(201);
    const [tp] = await timelineOf(id, 1);
    const since = tp ? new Date(Date.parse(tp.updatedAt) - 1).toISOString() : '';
    const seen = async (as = ada()) =>
      (await walk<RecentTouchpoint>(as, `/touchpoints?updatedAfter=${since}`, 100)).map((t) => t.publicId);
    expect(await seen()).toContain(tp?.publicId);
    expect(await seen(alan())).not.toContain(tp?.publicId);
    expect((await ada()('DELETE', `/companies/${id}`)).status).toBe(204);
    expect(await seen()).not.toContain(tp?.publicId);
  });

  it('rejects a malformed instant or an unknown parameter', async () => {
    for (const q of ['updatedAfter=2026-01-01', 'updatedAfter=yesterday', 'companyPublicId=x', 'limit=0']) {
      const res = await ada()('GET', `/touchpoints?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});
