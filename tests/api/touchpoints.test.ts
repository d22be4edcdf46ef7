import { beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_CATEGORIES, TOPICS } from '../../lib/schemas/common';
import type { Company } from '../../lib/schemas/company';
import type { Citation, Touchpoint } from '../../lib/schemas/touchpoint';
import { ada, alan, baseUrl, walk, type List } from '../helpers/api';
import { busiestCompanies } from '../helpers/demo';

let company: Company;
let all: Touchpoint[];

const path = () => `/companies/${company.publicId}/touchpoints`;
const byOccurred = (a: Touchpoint, b: Touchpoint) =>
  a.occurredAt === b.occurredAt ? (a.publicId < b.publicId ? 1 : -1) : a.occurredAt < b.occurredAt ? 1 : -1;
const byUpdated = (a: Touchpoint, b: Touchpoint) =>
  a.updatedAt === b.updatedAt ? (a.publicId < b.publicId ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1;

beforeAll(async () => {
  const busy = await busiestCompanies();
  const first = busy[0];
  if (!first) throw new Error('the demo seed has no company with more than 100 touchpoints');
  company = first.company;
  all = first.touchpoints;
});

describe('GET /companies/{id}/touchpoints', () => {
  it('returns every field of the specification', () => {
    const tp = all[0];
    expect(tp).toBeDefined();
    for (const t of all) {
      expect(t.publicId).toMatch(/^[A-Za-z0-9_-]{21}$/);
      expect(t).toHaveProperty('headline');
      expect(t).toHaveProperty('topics');
      expect(t).toHaveProperty('snippet');
      expect(t.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(t.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      for (const n of [t.emailCount, t.noteCount, t.meetingCount, t.fileCount])
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      expect(Array.isArray(t.insights)).toBe(true);
    }
  });

  it('orders by occurredAt, then publicId, newest first, and walks pages without gaps', async () => {
    expect([...all].sort(byOccurred).map((t) => t.publicId)).toEqual(all.map((t) => t.publicId));
    const small = await walk<Touchpoint>(ada(), path(), 7);
    expect(small.map((t) => t.publicId)).toEqual(all.map((t) => t.publicId));
  });

  it('sorts by updatedAt when asked', async () => {
    const updated = await walk<Touchpoint>(ada(), `${path()}?sort=updatedAt`, 50);
    expect(updated.map((t) => t.publicId)).toEqual([...all].sort(byUpdated).map((t) => t.publicId));
  });

  it('orders insights by occurredAt descending, then publicId', () => {
    for (const t of all) {
      const sorted = [...t.insights].sort((a, b) =>
        a.occurredAt === b.occurredAt ? (a.publicId < b.publicId ? -1 : 1) : a.occurredAt < b.occurredAt ? 1 : -1,
      );
      expect(t.insights.map((i) => i.publicId)).toEqual(sorted.map((i) => i.publicId));
    }
  });

  it('filters by topic: any of the given topics', async () => {
    const wanted = ['board-meeting', 'legal-communication'];
    const filtered = await walk<Touchpoint>(ada(), `${path()}?topic=board-meeting&topic=legal-communication`, 100);
    const expected = all.filter((t) => (t.topics ?? []).some((x) => wanted.includes(x)));
    expect(filtered.map((t) => t.publicId)).toEqual(expected.map((t) => t.publicId));
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('filters by category and narrows the insights to it', async () => {
    const filtered = await walk<Touchpoint>(ada(), `${path()}?category=funding&category=team`, 100);
    const expected = all.filter((t) => t.insights.some((i) => i.category === 'funding' || i.category === 'team'));
    expect(filtered.map((t) => t.publicId)).toEqual(expected.map((t) => t.publicId));
    expect(filtered.length).toBeGreaterThan(0);
    for (const t of filtered) {
      expect(t.insights.length).toBeGreaterThan(0);
      for (const i of t.insights) expect(['funding', 'team']).toContain(i.category);
    }
  });

  it('combines topic and category filters', async () => {
    const filtered = await walk<Touchpoint>(ada(), `${path()}?topic=periodic-company-update&category=growth`, 100);
    const expected = all.filter(
      (t) => (t.topics ?? []).includes('periodic-company-update') && t.insights.some((i) => i.category === 'growth'),
    );
    expect(filtered.map((t) => t.publicId)).toEqual(expected.map((t) => t.publicId));
  });

  it.each([
    ['an unknown topic', 'topic=weather'],
    ['an unknown category', 'category=weather'],
    ['an unknown sort', 'sort=name'],
    ['a repeated sort', 'sort=occurredAt&sort=updatedAt'],
    ['an unknown parameter', 'company=x'],
    ['limit 0', 'limit=0'],
    ['limit 101', 'limit=101'],
  ])('answers 400 for %s', async (_, query) => {
    const res = await ada()('GET', `${path()}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
  });

  it('binds a page token to its sort and filters', async () => {
    const first = await ada()<List<Touchpoint>>('GET', `${path()}?limit=5`);
    const token = encodeURIComponent(first.body.nextPageToken ?? '');
    expect((await ada()('GET', `${path()}?limit=5&pageToken=${token}`)).status).toBe(200);
    expect((await ada()('GET', `${path()}?limit=5&sort=updatedAt&pageToken=${token}`)).status).toBe(400);
    expect((await ada()('GET', `${path()}?limit=5&topic=other&pageToken=${token}`)).status).toBe(400);
    expect((await ada()('GET', `${path()}?limit=5&category=team&pageToken=${token}`)).status).toBe(400);
  });

  it('answers 404 for an unknown company and for a company of another workspace', async () => {
    expect((await ada()('GET', '/companies/nope/touchpoints')).status).toBe(404);
    const theirs = await alan()<List<Company>>('GET', '/companies?limit=1');
    const other = theirs.body.items[0];
    expect(other).toBeDefined();
    expect((await ada()('GET', `/companies/${other?.publicId ?? ''}/touchpoints`)).status).toBe(404);
    expect((await alan()('GET', `${path()}`)).status).toBe(404);
  });
});

describe('insights and citations in the demo workspace', () => {
  // The demo is derived: its insights are sentences the keyword rules classify (never 'other'), citing the
  // email, sheet or page, meeting or note they come from.
  it('covers every insight category the rules assign, every topic and every citation type derivation makes', async () => {
    const busy = await busiestCompanies();
    const touchpoints = busy.flatMap((b) => b.touchpoints);
    const categories = new Set(touchpoints.flatMap((t) => t.insights.map((i) => i.category)));
    for (const c of INSIGHT_CATEGORIES.filter((x) => x !== 'other')) expect(categories).toContain(c);
    const topics = new Set(touchpoints.flatMap((t) => t.topics ?? []));
    for (const t of TOPICS) expect(topics).toContain(t);
    const types = new Set(touchpoints.flatMap((t) => t.insights.flatMap((i) => i.citations.map((c) => c.type))));
    for (const t of ['note', 'email', 'element', 'meeting']) expect(types).toContain(t);
  });

  it('gives each citation its permalink and the fields of its type', () => {
    const citations: Citation[] = all.flatMap((t) => t.insights.flatMap((i) => i.citations));
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) {
      expect(c.permalink).toBe(`${baseUrl()}/sources/${c.type}/${c.publicId}`);
      expect(c).toHaveProperty('occurredAt');
      expect(c.quote === null || (typeof c.quote === 'string' && c.quote.length > 0)).toBe(true);
      switch (c.type) {
        case 'email':
          expect(c).toHaveProperty('subject');
          break;
        case 'file':
          expect(typeof c.name).toBe('string');
          expect(typeof c.extension).toBe('string');
          if (c.parent) expect(c.parent.type).toBe('email');
          break;
        case 'element':
          expect(c).toHaveProperty('label');
          expect(Number.isInteger(c.index)).toBe(true);
          expect(c.parent?.type).toBe('file');
          expect(typeof c.parent?.name).toBe('string');
          expect(c.parent).not.toHaveProperty('permalink');
          break;
        case 'meeting':
          expect(typeof c.title).toBe('string');
          break;
        case 'note':
          expect(typeof c.author).toBe('string');
          break;
        case 'touchpoint':
          expect(c).toHaveProperty('headline');
          expect(c.companyPublicId).toBe(company.publicId);
          break;
      }
    }
  });

  it('counts only live items: deleting a cited note drops its citation, and a touchpoint left empty is retired', async () => {
    const holder = all.find((t) => t.insights.some((i) => i.citations.some((c) => c.type === 'note')));
    if (!holder) throw new Error('no touchpoint of this company cites a note');
    const note = holder.insights.flatMap((i) => i.citations).find((c) => c.type === 'note');
    const notePublicId = note?.publicId ?? '';
    const items = holder.emailCount + holder.fileCount + holder.meetingCount + holder.noteCount;
    expect((await ada()('DELETE', `/notes/${notePublicId}`)).status).toBe(204);
    // Derivation runs after the delete: wait for its outcome, not for a time.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const after = (await walk<Touchpoint>(ada(), path(), 100)).find((t) => t.publicId === holder.publicId);
      const cited = after?.insights.flatMap((i) => i.citations.map((c) => c.publicId)) ?? [];
      if (items === 1 ? after === undefined : after?.noteCount === holder.noteCount - 1) {
        expect(cited).not.toContain(notePublicId);
        break;
      }
      if (Date.now() > deadline) throw new Error(`touchpoint ${holder.publicId} did not settle after the delete`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
