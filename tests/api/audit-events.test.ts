import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../lib/schemas/audit-event';
import type { Fund } from '../../lib/schemas/fund';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { ada, alan, grace, unique, walk, type ApiResponse, type List, type Loose } from '../helpers/api';
import { companyFixtures, type Request } from '../helpers/fixtures';
import { compose, postEmail, settled, uploadFile } from '../helpers/intake';

/*
 * GET /audit-events (contract §8). The trail only grows, and other files
 * write to it while this one runs, so every assertion here narrows the list
 * to entities this file made (entityPublicId) or to instants it saw.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;
const ADA = { name: 'Ada Lovelace', email: 'ada@demo.example' };
const GRACE = { name: 'Grace Hopper', email: 'grace@demo.example' };
const ALAN = { name: 'Alan Turing', email: 'alan@other.example' };

const fx = companyFixtures();

/** Every event of the query, newest first, over pages of `limit`. */
const trail = (query: string, as: Request = ada(), limit = 100) =>
  walk<AuditEvent>(as, `/audit-events?${query}`, limit);

/** An entity's events as [action, changes] pairs, oldest first: what a test reads most easily. */
async function history(entityPublicId: string, as: Request = ada(), filter = '') {
  const events = await trail(`entityPublicId=${entityPublicId}${filter}`, as);
  return events.reverse().map((e) => [e.action, e.changes]);
}

async function ok<T = Loose>(res: Promise<ApiResponse<T>>, status: number): Promise<T> {
  const r = await res;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

describe('GET /audit-events: what each write records', () => {
  it('records company create, update and delete with the fields before and after', async () => {
    const domain = fx.domain('audit');
    const id = await fx.create({ name: 'Audit Co', primaryDomain: domain, alternativeNames: ['AC'] });
    await ok(ada()('PUT', `/companies/${id}`, { body: { headline: 'Robots', alternativeNames: [] } }), 200);
    // The same values again change nothing, and record nothing.
    await ok(ada()('PUT', `/companies/${id}`, { body: { headline: 'Robots' } }), 200);
    await ok(ada()('DELETE', `/companies/${id}`), 204);

    const events = await trail(`entityPublicId=${id}`);
    expect(events).toHaveLength(3);
    const [deleted] = events;
    expect(Object.keys(deleted ?? {}).sort()).toEqual([
      'action',
      'actor',
      'at',
      'changes',
      'entityPublicId',
      'entityType',
      'publicId',
    ]);
    expect(deleted).toMatchObject({ actor: ADA, entityType: 'company', entityPublicId: id, action: 'deleted' });
    expect(deleted?.publicId).toMatch(PUBLIC_ID);
    expect(deleted?.at).toMatch(INSTANT);
    expect(await history(id)).toEqual([
      [
        'created',
        {
          name: [null, 'Audit Co'],
          primaryDomain: [null, domain],
          domains: [null, [domain]],
          alternativeNames: [null, ['AC']],
        },
      ],
      ['updated', { headline: [null, 'Robots'], alternativeNames: [['AC'], null] }],
      [
        'deleted',
        {
          name: ['Audit Co', null],
          primaryDomain: [domain, null],
          domains: [[domain], null],
          headline: ['Robots', null],
        },
      ],
    ]);
  });

  it('records note writes with the content only as a marker', async () => {
    const company = await fx.create({ name: unique('~Audit notes') });
    const body = { companyPublicId: company, content: 'Secret plans', topics: ['board-meeting'] };
    const { publicId: note } = await ok(
      grace()('POST', '/notes', { body: { ...body, occurredAt: '2026-03-01T09:30:00Z' } }),
      201,
    );
    const id = String(note);
    await ok(grace()('PUT', `/notes/${id}`, { body: { content: 'More secret plans', topics: ['other'] } }), 200);
    await ok(grace()('PUT', `/notes/${id}`, { body: { topics: ['other'] } }), 200);
    await ok(ada()('DELETE', `/notes/${id}`), 204);
    const events = await trail(`entityPublicId=${id}`);
    expect(events.map((e) => [e.actor, e.entityType])).toEqual([
      [ADA, 'note'],
      [GRACE, 'note'],
      [GRACE, 'note'],
    ]);
    expect(await history(id)).toEqual([
      [
        'created',
        {
          companyPublicId: [null, company],
          content: [null, '<redacted>'],
          topics: [null, ['board-meeting']],
          occurredAt: [null, '2026-03-01T09:30:00.000Z'],
        },
      ],
      ['updated', { content: ['<redacted>', '<redacted>'], topics: [['board-meeting'], ['other']] }],
      [
        'deleted',
        { content: ['<redacted>', null], topics: [['other'], null], occurredAt: ['2026-03-01T09:30:00.000Z', null] },
      ],
    ]);
    expect(JSON.stringify(events)).not.toContain('Secret');
  });

  it('records a meeting import, then only what a re-import changed', async () => {
    const noteId = unique('audit-meeting');
    const meeting = {
      provider: 'granola',
      meetingNoteId: noteId,
      meetingNoteTitle: 'Weekly sync',
      calendarEventTime: '2026-02-02T10:00:00Z',
      transcript: 'Long words',
      attendees: [{ name: 'Ada', email: 'ada@demo.example' }],
    };
    const { publicId } = await ok(ada()('POST', '/meetings', { body: meeting }), 201);
    const id = String(publicId);
    await ok(ada()('POST', '/meetings', { body: meeting }), 200);
    const attendees = [{ name: 'Ada', email: 'ada@demo.example' }, { name: 'Grace' }];
    await ok(ada()('POST', '/meetings', { body: { ...meeting, notes: 'Notes', attendees } }), 200);
    expect(await history(id)).toEqual([
      [
        'created',
        {
          provider: [null, 'granola'],
          meetingNoteId: [null, noteId],
          meetingNoteTitle: [null, 'Weekly sync'],
          calendarEventTime: [null, '2026-02-02T10:00:00.000Z'],
          transcript: [null, '<redacted>'],
          attendees: [null, 1],
        },
      ],
      ['updated', { notes: [null, '<redacted>'], attendees: [1, 2] }],
    ]);
  });

  it('records fund membership: added, status changed, and one removal per company', async () => {
    const funds = await ok(alan()<List<Fund>>('GET', '/funds'), 200);
    const fund = funds.items.at(-1);
    if (!fund) throw new Error('the other workspace should have a fund');
    const [a, b] = [
      await fx.create({ name: unique('~Audit fund') }, alan()),
      await fx.create({ name: unique('~Audit fund') }, alan()),
    ];
    const path = `/funds/${fund.publicId}/companies`;
    for (const id of [a, b]) await ok(alan()('POST', path, { body: { companyPublicId: id, status: 'active' } }), 201);
    await ok(alan()('POST', path, { body: { companyPublicId: a, status: 'active' } }), 200);
    await ok(alan()('PATCH', `${path}/${a}/status`, { body: { status: 'exited' } }), 200);
    await ok(alan()('PATCH', `${path}/${a}/status`, { body: { status: 'exited' } }), 200);
    await ok(alan()('DELETE', path, { body: { companyPublicIds: [a, b] } }), 204);
    const events = await trail(`entityType=fund_company&entityPublicId=${a}`, alan());
    expect(events.every((e) => e.fundPublicId === fund.publicId && e.actor.email === ALAN.email)).toBe(true);
    expect(await history(a, alan(), '&entityType=fund_company')).toEqual([
      ['added', { status: [null, 'active'] }],
      ['status_changed', { status: ['active', 'exited'] }],
      ['removed', { status: ['exited', null] }],
    ]);
    const removedB = await trail(`entityType=fund_company&entityPublicId=${b}`, alan());
    expect(removedB.map((e) => e.action)).toEqual(['removed', 'added']);
    expect(removedB[0]?.at).toBe(events[0]?.at);
  });

  it('records a value entered by hand and each review of it', async () => {
    const trackers = await walk<Tracker>(ada(), '/trackers', 100);
    const headcount = trackers.find((t) => t.name === 'Headcount');
    if (!headcount) throw new Error('the demo has no Headcount tracker');
    const company = await fx.create({ name: unique('~Audit values') });
    const values = `/trackers/${headcount.publicId}/values`;
    const entry = { companyPublicId: company, value: 12, effectiveAt: '2025-12-31', note: 'From the deck' };
    const id = String((await ok(ada()('POST', values, { body: entry }), 201)).publicId);
    await ok(grace()('PATCH', `${values}/${id}`, { body: { status: 'rejected' } }), 200);
    await ok(grace()('PATCH', `${values}/${id}`, { body: { status: 'confirmed', value: 14 } }), 200);
    await ok(ada()('PATCH', `${values}/${id}`, { body: { status: 'confirmed', note: 'From the deck' } }), 200);
    expect(await history(id)).toEqual([
      [
        'entered',
        {
          companyPublicId: [null, company],
          value: [null, 12],
          unit: [null, 'employees'],
          note: [null, 'From the deck'],
          status: [null, 'confirmed'],
          effectiveAt: [null, '2025-12-31'],
        },
      ],
      ['rejected', { status: ['confirmed', 'rejected'] }],
      ['corrected', { status: ['rejected', 'confirmed'], value: [12, 14] }],
      ['confirmed', {}],
    ]);
    const actors = (await trail(`entityType=tracker_value&entityPublicId=${id}`)).map((e) => e.actor.email);
    expect(actors).toEqual([ADA.email, GRACE.email, GRACE.email, ADA.email]);
  });

  it('records email and file intake, once, without bodies, and nothing for derivation', async () => {
    const domain = fx.domain('audit-mail');
    const company = await fx.create({ name: unique('~Audit intake'), primaryDomain: domain });
    const raw = await compose({
      from: `Jane Founder <jane@${domain}>`,
      to: 'ada@demo.example',
      subject: 'Audit update',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: `<audit-${domain}>`,
      text: 'Confidential body: ARR grew to $2.41M at the end of October.',
      attachments: [{ filename: 'kpis.csv', content: 'month,arr\n2026-10,2410000\n' }],
    });
    const first = await postEmail(raw);
    expect(first.status, first.text).toBe(202);
    const email = String(first.body.publicId);
    expect((await postEmail(raw)).status).toBe(200);
    await settled(`/emails/${email}`);
    const upload = await uploadFile(company, 'board.md', new TextEncoder().encode('# Board\nSecret'), 'text/markdown');
    expect(upload.status, upload.text).toBe(202);
    const file = String(upload.body.publicId);
    await settled(`/files/${file}`);

    expect(await history(email)).toEqual([
      [
        'received',
        {
          messageId: [null, `audit-${domain}`],
          subject: [null, 'Audit update'],
          from: [null, { name: 'Jane Founder', email: `jane@${domain}` }],
          occurredAt: [null, '2026-11-04T09:00:00.000Z'],
          files: [null, 1],
        },
      ],
    ]);
    expect(await history(file)).toEqual([
      [
        'received',
        {
          name: [null, 'board.md'],
          mediaType: [null, 'text/markdown'],
          size: [null, 14],
          companyPublicId: [null, company],
        },
      ],
    ]);
    // Derivation put the email on the company; that write is not the API's.
    expect((await history(company)).map(([action]) => action)).toEqual(['created']);
  });
});

describe('GET /audit-events: who sees what', () => {
  it("shows events of a private tracker's values only to the member who sees the tracker", async () => {
    const netBurn = (await walk<Tracker>(grace(), '/trackers', 100)).find((t) => t.name === 'Net burn');
    if (!netBurn) throw new Error("the demo has Grace's private Net burn tracker");
    expect((await ada()('GET', `/trackers/${netBurn.publicId}`)).status).toBe(404);
    const company = await fx.create({ name: unique('~Audit private') });
    const values = `/trackers/${netBurn.publicId}/values`;
    const entry = { companyPublicId: company, value: 41_000, effectiveAt: '2025-11-30', note: 'Burn from the bank' };
    const id = String((await ok(grace()('POST', values, { body: entry }), 201)).publicId);
    await ok(
      grace()('PATCH', `${values}/${id}`, { body: { status: 'confirmed', value: 43_500, note: 'Recount' } }),
      200,
    );

    const graceSees = await trail(`entityPublicId=${id}`, grace());
    expect(graceSees.map((e) => e.action)).toEqual(['corrected', 'entered']);
    expect(await trail(`entityPublicId=${id}`)).toEqual([]);
    const since = encodeURIComponent(graceSees.at(-1)?.at ?? '');
    const adaSees = await trail(`entityType=tracker_value&since=${since}`);
    expect(adaSees.filter((e) => e.entityPublicId === id)).toEqual([]);
    expect(JSON.stringify(adaSees)).not.toMatch(/Burn from the bank|Recount/);
    // The workspace's other members see the trail of team trackers: see "records a value entered by hand".
  });
});

/*
 * PostgreSQL's jsonb refuses a lone UTF-16 surrogate (JSON.stringify writes it
 * as "\ud800"), while a text column stores it as U+FFFD. The trail says what
 * the row holds.
 */
describe('GET /audit-events: text PostgreSQL cannot hold as it came', () => {
  it('records a lone surrogate in a value and its note as U+FFFD, as the value itself stores them', async () => {
    const trackers = await walk<Tracker>(ada(), '/trackers', 100);
    const find = (name: string) => {
      const t = trackers.find((x) => x.name === name);
      if (!t) throw new Error(`the demo has no ${name} tracker`);
      return t;
    };
    const company = await fx.create({ name: unique('~Audit surrogates') });
    const headcount = `/trackers/${find('Headcount').publicId}/values`;
    const entry = { companyPublicId: company, value: 9, effectiveAt: '2025-12-31', note: 'half \ud800 pair' };
    const id = String((await ok(ada()('POST', headcount, { body: entry }), 201)).publicId);
    const [listed] = await walk<TrackerValue>(ada(), `${headcount}?companyPublicId=${company}`, 100);
    expect(listed?.note).toBe('half \ufffd pair');
    expect(await history(id)).toEqual([
      [
        'entered',
        {
          companyPublicId: [null, company],
          value: [null, 9],
          unit: [null, 'employees'],
          note: [null, 'half \ufffd pair'],
          status: [null, 'confirmed'],
          effectiveAt: [null, '2025-12-31'],
        },
      ],
    ]);
    await ok(ada()('PATCH', `${headcount}/${id}`, { body: { status: 'confirmed', note: '\udc00 low' } }), 200);
    expect((await history(id)).at(-1)).toEqual(['confirmed', { note: ['half \ufffd pair', '\ufffd low'] }]);

    const round = `/trackers/${find('Latest round').publicId}/values`;
    const text = { companyPublicId: company, value: 'Series A \udbff', effectiveAt: '2025-12-31' };
    const textId = String((await ok(ada()('POST', round, { body: text }), 201)).publicId);
    const [textValue] = await walk<TrackerValue>(ada(), `${round}?companyPublicId=${company}`, 100);
    expect(textValue?.value).toBe('Series A \ufffd');
    expect((await history(textId))[0]?.[1]).toMatchObject({ value: [null, 'Series A \ufffd'] });
  });

  it('records a lone surrogate in a company name as U+FFFD, as the company stores it', async () => {
    const name = unique('~Surrogate \ud83d Co');
    const company = await fx.create({ name });
    const stored = name.replace('\ud83d', '\ufffd');
    expect((await fx.get(company)).name).toBe(stored);
    expect((await history(company))[0]).toEqual(['created', { name: [null, stored] }]);
  });
});

describe('GET /audit-events: filters, pages and scope', () => {
  let company: string;
  let events: AuditEvent[];

  beforeAll(async () => {
    company = await fx.create({ name: unique('~Audit filters') });
    for (let i = 1; i <= 4; i++) {
      await ok((i % 2 ? ada() : grace())('PUT', `/companies/${company}`, { body: { headline: `v${i}` } }), 200);
    }
    events = await trail(`entityPublicId=${company}`);
    expect(events.map((e) => e.action)).toEqual(['updated', 'updated', 'updated', 'updated', 'created']);
  });

  it('pages newest first: pages of one, two or all agree, ordered by at then publicId', async () => {
    for (const limit of [1, 2, 3]) expect(await trail(`entityPublicId=${company}`, ada(), limit)).toEqual(events);
    const keys = events.map((e) => `${e.at} ${e.publicId}`);
    expect([...keys].sort().reverse()).toEqual(keys);
    const first = await ok(ada()<List<AuditEvent>>('GET', `/audit-events?entityPublicId=${company}&limit=5`), 200);
    expect(first.nextPageToken).toBeUndefined();
  });

  it('filters by actorEmail (any case), entityType (repeatable) and since (inclusive)', async () => {
    const byGrace = await trail(`entityPublicId=${company}&actorEmail=GRACE@demo.example`);
    expect(byGrace.map((e) => e.changes.headline)).toEqual([
      ['v3', 'v4'],
      ['v1', 'v2'],
    ]);
    expect(await trail(`entityPublicId=${company}&entityType=note&entityType=company`)).toEqual(events);
    expect(await trail(`entityPublicId=${company}&entityType=note&entityType=meeting`)).toEqual([]);
    const third = events[2];
    if (!third) throw new Error('five events expected');
    expect(await trail(`entityPublicId=${company}&since=${encodeURIComponent(third.at)}`)).toEqual(
      events.filter((e) => e.at >= third.at),
    );
    expect(await trail(`entityPublicId=${company}&since=2999-01-01T00:00:00%2B02:00`)).toEqual([]);
    const recent = await trail(`since=${encodeURIComponent(third.at)}&entityType=company`, ada(), 100);
    expect(recent.map((e) => e.publicId)).toEqual(expect.arrayContaining(events.slice(0, 3).map((e) => e.publicId)));
  });

  it("shows a workspace only its own events: another workspace's key sees none of them", async () => {
    expect(await trail(`entityPublicId=${company}`, alan())).toEqual([]);
    const theirs = await trail('entityType=company', alan(), 100);
    expect(theirs.filter((e) => e.actor.email !== ALAN.email)).toEqual([]);
    expect(await trail('actorEmail=ada@demo.example', alan())).toEqual([]);
  });

  it('answers 400 for a bad since, an unknown entityType or parameter, and a token used elsewhere', async () => {
    const bad = async (query: string, mentions: RegExp) => {
      const res = await ada()('GET', `/audit-events?${query}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe('invalid_request');
      expect(res.body.error).toMatch(mentions);
      return res;
    };
    const since = await bad('since=2026-01-01', /^since must be an RFC 3339 date-time/);
    expect(since.body.issues).toEqual([
      {
        path: 'since',
        message: 'must be an RFC 3339 date-time with seconds and an offset, such as 2026-03-01T09:30:00Z',
      },
    ]);
    await bad('entityType=person', /^entityType\[0\] must be one of "company", "note"/);
    await bad('limit=0', /^limit /);
    await bad('actor=ada', /unknown parameter "actor"/);
    const page = await ok(ada()<List<AuditEvent>>('GET', `/audit-events?entityPublicId=${company}&limit=1`), 200);
    const token = encodeURIComponent(page.nextPageToken ?? '');
    await bad(`entityPublicId=${company}&entityType=company&limit=1&pageToken=${token}`, /^pageToken is invalid/);
  });
});
