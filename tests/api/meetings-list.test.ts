import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting, MeetingSummary } from '../../lib/schemas/meeting';
import { ada, alan, walk } from '../helpers/api';
import { ownCompany } from '../helpers/intake';

// GET /meetings and GET /meetings/{id} (contract §9), on meetings of a company of the file's own.
const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;
/** Imported below, in this order; times chosen so that the list order differs from it. */
const TIMES = ['2026-05-02T09:00:00Z', '2026-05-04T15:30:00+02:00', '2026-05-03T12:00:00Z', '2026-05-04T13:30:00Z'];
const ids: string[] = [];

async function byCompany(query = ''): Promise<MeetingSummary[]> {
  return walk<MeetingSummary>(api, `/meetings?companyPublicId=${company.publicId}${query}`, 100);
}

beforeAll(async () => {
  company = await ownCompany('Meetings List Co');
  for (const [i, calendarEventTime] of TIMES.entries()) {
    const res = await api<{ publicId: string }>('POST', '/meetings', {
      body: {
        provider: 'test-recorder',
        meetingNoteId: `list-${i}-${company.domain}`,
        meetingNoteTitle: i === 2 ? null : `Meeting ${i}`,
        calendarEventTitle: `Calendar ${i}`,
        calendarEventTime,
        notes: `Notes of meeting ${i}.`,
        ...(i === 0 ? { transcript: 'Ada: hello.' } : {}),
        companyPublicId: company.publicId,
        creatorEmail: 'grace@demo.example',
        attendees: [{ name: 'Founder', email: `founder@${company.domain}` }, { email: `cfo@${company.domain}` }],
      },
    });
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.publicId);
  }
  // Derivation files each meeting under its company: wait until all four are listed there.
  const deadline = Date.now() + 60_000;
  while ((await byCompany()).length < TIMES.length) {
    if (Date.now() > deadline) throw new Error('the meetings were never filed under their company');
    await new Promise((r) => setTimeout(r, 50));
  }
});
afterAll(() => company.remove());

describe('GET /meetings', () => {
  it('lists newest first by calendarEventTime, with title, time, company, owner, attendees and permalink', async () => {
    const listed = await byCompany();
    // 13:30Z on the 4th (ids[1], 15:30+02:00) ties with ids[3]: publicId descending breaks it.
    const tied = [ids[1], ids[3]].sort().reverse();
    expect(listed.map((m) => m.publicId)).toEqual([...tied, ids[2], ids[0]]);
    const first = listed.find((m) => m.publicId === ids[1]);
    expect(first).toMatchObject({
      title: 'Meeting 1',
      calendarEventTime: '2026-05-04T15:30:00+02:00',
      provider: 'test-recorder',
      meetingNoteId: `list-1-${company.domain}`,
      companyPublicId: company.publicId,
      companyName: company.name,
      attendeeCount: 2,
      owner: { user: { email: 'grace@demo.example' } },
    });
    expect(first?.permalink).toMatch(new RegExp(`/sources/meeting/${ids[1] ?? ''}$`));
    // No note title: the calendar's.
    expect(listed.find((m) => m.publicId === ids[2])?.title).toBe('Calendar 2');
  });

  it('bounds calendarEventTime with from and to, both inclusive', async () => {
    const within = await byCompany(
      `&from=${encodeURIComponent('2026-05-03T12:00:00Z')}&to=${encodeURIComponent('2026-05-04T13:30:00Z')}`,
    );
    expect(new Set(within.map((m) => m.publicId))).toEqual(new Set([ids[1], ids[2], ids[3]]));
  });

  it('pages with small limits exactly like one page', async () => {
    const one = await byCompany();
    const paged = await walk<MeetingSummary>(api, `/meetings?companyPublicId=${company.publicId}`, 1);
    expect(paged.map((m) => m.publicId)).toEqual(one.map((m) => m.publicId));
  });

  it('answers 400 for bad filters and 404 for an unknown company', async () => {
    for (const query of [
      'from=2026-05-04T00:00:00Z&to=2026-05-03T00:00:00Z',
      'from=2026-05-04',
      'limit=0',
      'sort=title',
    ]) {
      expect((await api('GET', `/meetings?${query}`)).status, query).toBe(400);
    }
    expect((await api('GET', '/meetings?companyPublicId=nope')).status).toBe(404);
  });

  it("shows no other workspace's meetings, and a deleted company's meetings without the company", async () => {
    const theirs = await walk<MeetingSummary>(alan(), '/meetings', 100);
    expect(theirs.map((m) => m.publicId).filter((id) => ids.includes(id))).toEqual([]);
    expect((await alan()('GET', `/meetings/${ids[0] ?? ''}`)).status).toBe(404);
  });
});

describe('GET /meetings/{id}', () => {
  it('answers the summary with the current attendees, notes and transcript', async () => {
    const res = await api<Meeting>('GET', `/meetings/${ids[0] ?? ''}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      publicId: ids[0],
      title: 'Meeting 0',
      calendarEventTime: '2026-05-02T09:00:00+00:00',
      notes: 'Notes of meeting 0.',
      transcript: 'Ada: hello.',
      attendees: [{ name: 'Founder', email: `founder@${company.domain}` }, { email: `cfo@${company.domain}` }],
    });
    const other = await api<Meeting>('GET', `/meetings/${ids[3] ?? ''}`);
    expect(other.body.transcript).toBeNull();
  });

  it('shows a replaced attendee list, not the one before', async () => {
    const updated = await api('POST', '/meetings', {
      body: {
        provider: 'test-recorder',
        meetingNoteId: `list-3-${company.domain}`,
        attendees: [{ name: 'Only One' }],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    const res = await api<Meeting>('GET', `/meetings/${ids[3] ?? ''}`);
    expect(res.body.attendees).toEqual([{ name: 'Only One' }]);
    expect(res.body.attendeeCount).toBe(1);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api('GET', '/meetings/nope')).status).toBe(404);
  });
});

describe('a deleted company', () => {
  it('leaves its meetings listed, without the company', async () => {
    const own = await ownCompany('Meetings Deleted Co');
    const res = await api<{ publicId: string }>('POST', '/meetings', {
      body: { meetingNoteTitle: 'Before the company went', companyPublicId: own.publicId },
    });
    expect(res.status, res.text).toBe(201);
    const deadline = Date.now() + 60_000;
    while ((await walk<MeetingSummary>(api, `/meetings?companyPublicId=${own.publicId}`, 100)).length === 0) {
      if (Date.now() > deadline) throw new Error('never filed under its company');
      await new Promise((r) => setTimeout(r, 50));
    }
    await own.remove();
    const after = await api<Meeting>('GET', `/meetings/${res.body.publicId}`);
    expect(after.status, after.text).toBe(200);
    expect(after.body.companyPublicId).toBeUndefined();
    expect(after.body.title).toBe('Before the company went');
    // Its time defaulted to its creation: the list around now holds it, without the company.
    const around = (ms: number) => encodeURIComponent(new Date(Date.now() + ms).toISOString());
    const listed = await walk<MeetingSummary>(api, `/meetings?from=${around(-600_000)}&to=${around(60_000)}`, 100);
    const item = listed.find((m) => m.publicId === res.body.publicId);
    expect(item?.title).toBe('Before the company went');
    expect(item?.companyPublicId).toBeUndefined();
  });
});
