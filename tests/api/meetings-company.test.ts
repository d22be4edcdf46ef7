import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import { ada, type List } from '../helpers/api';
import { ownCompany } from '../helpers/intake';

// companyPublicId on POST /meetings (an extension): the import names the company, over the attendees'.
const api = ada();
let attendees: Awaited<ReturnType<typeof ownCompany>>;
let named: Awaited<ReturnType<typeof ownCompany>>;

beforeAll(async () => {
  attendees = await ownCompany('Meeting Attendees Co');
  named = await ownCompany('Meeting Named Co');
});
afterAll(async () => {
  await attendees.remove();
  await named.remove();
});

async function meetingTouchpoints(companyPublicId: string): Promise<Touchpoint[]> {
  const res = await api<List<Touchpoint>>('GET', `/companies/${companyPublicId}/touchpoints?limit=100`);
  expect(res.status, res.text).toBe(200);
  return res.body.items.filter((t) => t.meetingCount > 0);
}

/** Polls both timelines until the meeting sits on `on` and on no other: derivation is asynchronous. */
async function filedUnder(on: string, off: string, headline: string): Promise<Touchpoint> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [here, there] = await Promise.all([meetingTouchpoints(on), meetingTouchpoints(off)]);
    const found = here.find((t) => t.headline === headline);
    if (found && !there.some((t) => t.headline === headline)) return found;
    if (Date.now() > deadline) throw new Error(`never filed under ${on}: ${JSON.stringify({ here, there })}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function meetingEvents(publicId: string) {
  const res = await api<{ items: { action: string; changes: Record<string, [unknown, unknown]> }[] }>(
    'GET',
    `/audit-events?entityType=meeting&entityPublicId=${publicId}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

describe('POST /meetings: companyPublicId', () => {
  it('files the meeting under the named company, and null hands it back to the attendees', async () => {
    const meetingNoteId = `named-${named.domain}`;
    const headline = 'Pipeline review with the founders';
    const body = {
      provider: 'test-recorder',
      meetingNoteId,
      meetingNoteTitle: headline,
      calendarEventTime: '2026-08-20T10:00:00Z',
      notes: 'We walked through the sales pipeline.',
      attendees: [{ name: 'Founder', email: `founder@${attendees.domain}` }],
    };
    const created = await api('POST', '/meetings', { body: { ...body, companyPublicId: named.publicId } });
    expect(created.status, created.text).toBe(201);
    const publicId = String(created.body.publicId);
    await filedUnder(named.publicId, attendees.publicId, headline);

    // An update without the field keeps the named company.
    const kept = await api('POST', '/meetings', { body: { ...body, notes: 'We walked through the pipeline again.' } });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.publicId).toBe(publicId);
    await filedUnder(named.publicId, attendees.publicId, headline);

    // null: the attendees decide again.
    const cleared = await api('POST', '/meetings', {
      body: { provider: 'test-recorder', meetingNoteId, companyPublicId: null },
    });
    expect(cleared.status, cleared.text).toBe(200);
    await filedUnder(attendees.publicId, named.publicId, headline);

    const events = await meetingEvents(publicId);
    expect(events.map((e) => e.action)).toEqual(['updated', 'updated', 'created']);
    expect(events[2]?.changes.companyPublicId).toEqual([null, named.publicId]);
    expect(events[1]?.changes.companyPublicId).toBeUndefined();
    expect(events[0]?.changes.companyPublicId).toEqual([named.publicId, null]);
  });

  it('answers 404 for an unknown or deleted company, and creates nothing', async () => {
    const gone = await ownCompany('Meeting Gone Co');
    await gone.remove();
    for (const companyPublicId of ['V1StGXR8_Z5jdHi6B-myT', gone.publicId]) {
      const meetingNoteId = `missing-${companyPublicId}`;
      const res = await api('POST', '/meetings', {
        body: { provider: 'test-recorder', meetingNoteId, meetingNoteTitle: 'Nowhere', companyPublicId },
      });
      expect(res.status, res.text).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', error: `company ${companyPublicId} not found` });
      // Had the first import stored anything, this one would be an update (200).
      const again = await api('POST', '/meetings', {
        body: { provider: 'test-recorder', meetingNoteId, meetingNoteTitle: 'Nowhere' },
      });
      expect(again.status, again.text).toBe(201);
    }
  });

  it('refuses a companyPublicId that is not a string', async () => {
    const res = await api('POST', '/meetings', { body: { meetingNoteTitle: 'Typed', companyPublicId: 42 } });
    expect(res.status, res.text).toBe(400);
    expect(String(res.body.error)).toContain('companyPublicId');
  });
});

describe('POST /meetings: attendeeCompany in the answer', () => {
  const attendeeCompanyOf = async (body: Record<string, unknown>, status: 200 | 201 = 201) => {
    const res = await api('POST', '/meetings', { body });
    expect(res.status, res.text).toBe(status);
    return res.body.attendeeCompany;
  };

  it('names the first attendee whose email is at a company domain, or under one, and the domain', async () => {
    const meetingNoteId = `attendee-company-${attendees.domain}`;
    const body = {
      provider: 'test-recorder',
      meetingNoteId,
      meetingNoteTitle: 'Attendee company',
      attendees: [
        { name: 'No email' },
        { name: 'Elsewhere', email: 'someone@unknown-domain.example' },
        { name: 'Founder', email: `Founder@Mail.${attendees.domain}` },
        { name: 'Other', email: `ceo@${named.domain}` },
      ],
    };
    const expected = {
      publicId: attendees.publicId,
      name: attendees.name,
      email: `founder@mail.${attendees.domain}`,
      domain: attendees.domain,
    };
    expect(await attendeeCompanyOf(body)).toEqual(expected);
    // Named or not, the answer says where the attendees place it; an update without attendees keeps theirs.
    expect(
      await attendeeCompanyOf(
        { provider: 'test-recorder', meetingNoteId, companyPublicId: named.publicId, notes: 'Named now.' },
        200,
      ),
    ).toEqual(expected);
    expect(
      await attendeeCompanyOf(
        { provider: 'test-recorder', meetingNoteId, attendees: [{ name: 'Other', email: `ceo@${named.domain}` }] },
        200,
      ),
    ).toEqual({ publicId: named.publicId, name: named.name, email: `ceo@${named.domain}`, domain: named.domain });
  });

  it('is null when no attendee is at a company domain', async () => {
    expect(
      await attendeeCompanyOf({
        meetingNoteTitle: 'Nobody known',
        attendees: [{ name: 'Elsewhere', email: 'someone@unknown-domain.example' }, { name: 'No email' }],
      }),
    ).toBeNull();
  });
});
