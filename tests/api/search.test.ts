import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { SearchHit } from '../../lib/schemas/search';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import type { Tracker } from '../../lib/schemas/tracker';
import { ada, alan, grace, SCRATCH_FUND, type List, type Loose } from '../helpers/api';
import { uniqueDomain } from '../helpers/fixtures';
import { compose, postEmail, settled, uploadFile } from '../helpers/intake';
import { fileElementIds, ids, marked, nonsenseWord, searchAll } from '../helpers/search';

// GET /search (contract §9) over items this file writes, each holding the file's own nonsense word W.
const W = nonsenseWord();
const api = ada();
const cleanup: (() => Promise<unknown>)[] = [];
const made = {} as Record<
  'zurich' | 'other' | 'gone' | 'note1' | 'note2' | 'otherNote' | 'goneNote' | 'deleted' | 'meeting' | 'email',
  string
>;
let elements: string[] = [];
let fund: string;
let domain: string;

async function create(path: string, body: Record<string, unknown>, as = api): Promise<string> {
  const res = await as('POST', path, { body });
  expect(res.status, res.text).toBe(201);
  return String(res.body.publicId);
}

async function company(name: string): Promise<string> {
  const id = await create('/companies', { name, primaryDomain: uniqueDomain('search') });
  cleanup.push(() => api('DELETE', `/companies/${id}`));
  return id;
}

beforeAll(async () => {
  made.zurich = await company(`Zürich Robotics ${W}`);
  domain = String((await api<Loose>('GET', `/companies/${made.zurich}`)).body.primaryDomain);
  made.other = await company(`Other Works ${W}`);
  made.gone = await company(`Gone Industries ${W}`);
  made.note1 = await create('/notes', {
    companyPublicId: made.zurich,
    content: `Board notes ${W}\nThe customer churned after the board deck review.`,
    occurredAt: '2025-01-10T10:00:00Z',
  });
  made.note2 = await create('/notes', {
    companyPublicId: made.zurich,
    content: `The deck was shown to the board. Our churn fell. ${W}`,
    occurredAt: '2025-06-10T10:00:00Z',
  });
  made.otherNote = await create('/notes', {
    companyPublicId: made.other,
    content: `A quiet quarter for the other company ${W}.`,
    occurredAt: '2024-01-10T10:00:00Z',
  });
  made.goneNote = await create('/notes', { companyPublicId: made.gone, content: `Soon hidden ${W}.` });
  made.deleted = await create('/notes', { companyPublicId: made.zurich, content: `Deleted note ${W}.` });
  expect((await api('DELETE', `/notes/${made.deleted}`)).status).toBe(204);
  made.meeting = await create('/meetings', {
    meetingNoteTitle: `Offsite ${W}`,
    calendarEventTime: '2025-03-03T09:00:00Z',
    transcript: 'Ada: the pricing model needs a second look.',
    companyPublicId: made.zurich,
  });
  const raw = await compose({
    from: `Jane Founder <jane@${domain}>`,
    to: 'ada@demo.example',
    subject: `Investor update ${W}`,
    date: new Date('2025-04-01T09:00:00Z'),
    messageId: `<search-${W}@${domain}>`,
    text: 'Hi all,\n\nARR grew to $3.1M at the end of September, up from $2.9M in August.\n\nBest,\nJane',
  });
  const posted = await postEmail(raw);
  expect(posted.status, posted.text).toBe(202);
  made.email = String(posted.body.publicId);
  await settled<Email>(`/emails/${made.email}`);
  const file = await uploadFile(made.zurich, 'plan.txt', new TextEncoder().encode(`Hiring plan ${W} for Zürich.`));
  expect(file.status, file.text).toBe(202);
  elements = await fileElementIds(String(file.body.publicId));
  const funds = await api<List<{ publicId: string; name: string }>>('GET', '/funds');
  fund = funds.body.items.find((f) => f.name === SCRATCH_FUND)?.publicId ?? '';
  const added = await api('POST', `/funds/${fund}/companies`, {
    body: { companyPublicId: made.other, status: 'active' },
  });
  expect(added.status, added.text).toBe(201);
  expect((await api('DELETE', `/companies/${made.gone}`)).status).toBe(204);
});
afterAll(async () => {
  for (const undo of cleanup) await undo();
});

describe('GET /search: what it finds', () => {
  it('finds each type: company, note, meeting, email, file element, insight', async () => {
    const hits = await searchAll(W);
    const byId = new Map(hits.map((h) => [h.publicId, h]));
    expect(byId.get(made.zurich)).toMatchObject({ type: 'company', title: `Zürich Robotics ${W}` });
    expect(byId.get(made.note1)).toMatchObject({
      type: 'note',
      title: `Board notes ${W}`,
      companyPublicId: made.zurich,
      companyName: `Zürich Robotics ${W}`,
      occurredAt: '2025-01-10T10:00:00.000Z',
    });
    expect(byId.get(made.note1)?.permalink).toMatch(new RegExp(`/sources/note/${made.note1}\\?q=${W}&quote=${W}$`));
    expect(byId.get(made.meeting)).toMatchObject({ type: 'meeting', title: `Offsite ${W}` });
    expect(byId.get(made.email)).toMatchObject({ type: 'email', title: `Investor update ${W}` });
    expect(elements.length).toBeGreaterThan(0);
    for (const element of elements) expect(byId.get(element)?.type).toBe('element');
    // The update's insights sit on its touchpoint; one of them names ARR.
    const tps = await api<List<Touchpoint>>('GET', `/companies/${made.zurich}/touchpoints?limit=100`);
    const insight = tps.body.items.flatMap((t) => t.insights).find((i) => /ARR/.test(i.content));
    expect(insight, JSON.stringify(tps.body.items)).toBeDefined();
    const arr = await searchAll('ARR', `&type=insight&companyPublicId=${made.zurich}`);
    expect(ids(arr)).toContain(insight?.publicId);
    expect(arr.every((h) => h.type === 'insight' && h.permalink.includes('/sources/touchpoint/'))).toBe(true);
  });

  it('stems words, folds accents, and marks what matched in the snippet', async () => {
    expect(ids(await searchAll(`churned ${W}`, '&type=note'))).toEqual([made.note1, made.note2].sort());
    const zurich = await searchAll(`Zurich ${W}`, '&type=company&type=element');
    expect(ids(zurich)).toEqual([made.zurich, ...elements].sort());
    const hit = zurich.find((h) => h.publicId === made.zurich) as SearchHit;
    expect(marked(hit)).toEqual(expect.arrayContaining(['zürich', W]));
  });

  it('keeps a phrase together, and matches words apart without quotes', async () => {
    const phrase = await searchAll(`"board deck" ${W}`, '&type=note');
    expect(ids(phrase)).toEqual([made.note1]);
    expect(marked(phrase[0] as SearchHit)).toEqual(expect.arrayContaining(['board', 'deck']));
    expect(phrase[0]?.snippet.length).toBeLessThanOrEqual(300);
    expect(ids(await searchAll(`board deck ${W}`, '&type=note'))).toEqual([made.note1, made.note2].sort());
  });

  it('matches the last word as a prefix, and only the last', async () => {
    expect(ids(await searchAll(`${W} boa`, '&type=note'))).toEqual([made.note1, made.note2].sort());
    expect(ids(await searchAll(W.slice(0, 9), '&type=note'))).toEqual([made.note1, made.note2, made.otherNote].sort());
    expect(await searchAll(`${W.slice(0, 9)} board`)).toEqual([]);
  });

  it('leaves out items with an excluded word', async () => {
    expect(ids(await searchAll(`${W} -review`, '&type=note'))).toEqual([made.note2, made.otherNote].sort());
  });
});

describe('GET /search: filters and pages', () => {
  it('narrows by type, company, fund and time', async () => {
    const two = await searchAll(W, '&type=meeting&type=company');
    expect(ids(two)).toEqual([made.zurich, made.other, made.meeting].sort());
    const other = await searchAll(W, `&companyPublicId=${made.other}&type=note&type=company`);
    expect(ids(other)).toEqual([made.other, made.otherNote].sort());
    const inFund = await searchAll(W, `&fundPublicId=${fund}&type=note&type=company`);
    expect(ids(inFund)).toEqual([made.other, made.otherNote].sort());
    const from = encodeURIComponent('2025-01-10T10:00:00Z');
    const to = encodeURIComponent('2025-03-03T09:00:00+00:00');
    const window = await searchAll(W, `&from=${from}&to=${to}&type=note&type=meeting`);
    expect(ids(window)).toEqual([made.note1, made.meeting].sort());
  });

  it('pages in one total order: small pages give exactly the one big page', async () => {
    const types = '&type=note&type=company&type=meeting&type=email&type=element';
    const whole = await searchAll(W, types);
    expect(whole.length).toBeGreaterThanOrEqual(8);
    const paged = await searchAll(W, types, 2);
    expect(paged.map((h) => h.publicId)).toEqual(whole.map((h) => h.publicId));
    for (const [i, h] of whole.entries()) {
      const next = whole[i + 1];
      if (next) expect(h.score > next.score || (h.score === next.score && h.publicId < next.publicId)).toBe(true);
    }
  });
});

describe('GET /search: visibility', () => {
  it("never shows a deleted item, a deleted company's items, or another workspace's", async () => {
    const hits = ids(await searchAll(W));
    for (const hidden of [made.deleted, made.gone, made.goneNote]) expect(hits).not.toContain(hidden);
    const theirs = await create('/companies', { name: `Theirs ${W}` }, alan());
    cleanup.push(() => alan()('DELETE', `/companies/${theirs}`));
    expect(ids(await searchAll(W, '', 100, alan()))).toEqual([theirs]);
    expect(ids(await searchAll(W))).not.toContain(theirs);
  });

  it("never shows another member's private tracker value", async () => {
    const trackers = await grace()<List<Tracker>>('GET', '/trackers?limit=100');
    const mine = new Set((await api<List<Tracker>>('GET', '/trackers?limit=100')).body.items.map((t) => t.publicId));
    // Grace's own private tracker: she sees it, Ada does not.
    const hidden = trackers.body.items.find((t) => !mine.has(t.publicId));
    expect(hidden).toBeDefined();
    const value = await create(
      `/trackers/${hidden?.publicId ?? ''}/values`,
      { companyPublicId: made.zurich, value: 120000, effectiveAt: '2025-08-31', note: `Burn ${W} rose` },
      grace(),
    );
    const hits = await searchAll(`Burn ${W}`);
    expect(ids(hits)).not.toContain(value);
    expect(hits).toEqual([]);
  });
});

describe('GET /search: refusals', () => {
  it('answers 400 naming q for no searchable word, and for bad limits, tokens and filters', async () => {
    for (const q of ['the', 'a of', `-${W}`, '"" -', 'x'.repeat(501)]) {
      const res = await api<Loose>('GET', `/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatch(/^q /);
    }
    for (const query of [
      '',
      `q=${W}&limit=0`,
      `q=${W}&limit=101`,
      `q=${W}&pageToken=nonsense`,
      `q=${W}&type=file`,
      `q=${W}&from=2025-01-01`,
      `q=${W}&from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z`,
      `q=${W}&sort=score`,
    ]) {
      expect((await api('GET', `/search?${query}`)).status, query).toBe(400);
    }
    const first = await api<List<SearchHit>>('GET', `/search?q=${W}&limit=1`);
    const token = encodeURIComponent(first.body.nextPageToken ?? '');
    expect((await api('GET', `/search?q=${W}%20board&limit=1&pageToken=${token}`)).status).toBe(400);
    expect((await api('GET', `/search?q=${W}&limit=1&type=note&pageToken=${token}`)).status).toBe(400);
    expect((await api('GET', `/search?q=${W}&companyPublicId=nope`)).status).toBe(404);
    expect((await api('GET', `/search?q=${W}&fundPublicId=nope`)).status).toBe(404);
  });
});
