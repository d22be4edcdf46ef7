import { describe, expect, it } from 'vitest';
import type { ApiResponse, Loose } from '../helpers/api';
import { ada, alan, type client, unique } from '../helpers/api';

/*
 * Meetings cannot be read through the API: these tests observe status codes
 * and ids only. Meetings cannot be deleted either, so nothing is cleaned up;
 * every upsert key is unique to its test.
 */

type Request = ReturnType<typeof client>;

const MIB = 1024 * 1024;
const PUBLIC_ID = /^[A-Za-z0-9_-]{21}$/;

const post = (body: unknown, as: Request = ada()) => as('POST', '/meetings', { body });

function idOf(res: ApiResponse<Loose>, status: 200 | 201): string {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['attendeeCompany', 'publicId']);
  const id = res.body.publicId;
  expect(id).toMatch(PUBLIC_ID);
  return String(id);
}

async function expect400(body: unknown, mentions: RegExp): Promise<void> {
  const res = await post(body);
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  expect(res.body.code).toBe('invalid_request');
  expect(res.body.error).toMatch(mentions);
}

const noteId = () => unique('mtg').replace(/\s+/g, '-');

describe('POST /meetings: upsert', () => {
  it('creates with 201, then answers 200 with the same publicId for the same provider and meetingNoteId', async () => {
    const key = { provider: 'granola', meetingNoteId: noteId() };
    const first = idOf(await post({ ...key, meetingNoteTitle: 'Weekly sync' }), 201);
    const second = idOf(await post({ ...key, notes: 'Updated notes' }), 200);
    expect(second).toBe(first);
    const third = idOf(await post({ ...key, meetingNoteTitle: 'Renamed', attendees: [{ name: 'Ada' }] }), 200);
    expect(third).toBe(first);
  });

  it('counts a missing provider as the empty string', async () => {
    const id = noteId();
    const first = idOf(await post({ meetingNoteId: id, meetingNoteTitle: 'No provider' }), 201);
    expect(idOf(await post({ meetingNoteId: id, notes: 'again' }), 200)).toBe(first);
    expect(idOf(await post({ provider: '', meetingNoteId: id, notes: 'explicitly empty' }), 200)).toBe(first);
    const other = idOf(await post({ provider: 'x', meetingNoteId: id, meetingNoteTitle: 'With provider' }), 201);
    expect(other).not.toBe(first);
    expect(idOf(await post({ provider: 'x', meetingNoteId: id, notes: 'x again' }), 200)).toBe(other);
  });

  it('keys on the pair: another meetingNoteId or another provider is another meeting', async () => {
    const id = noteId();
    const a = idOf(await post({ provider: 'otter', meetingNoteId: id, meetingNoteTitle: 'A' }), 201);
    const b = idOf(await post({ provider: 'otter', meetingNoteId: `${id}-2`, meetingNoteTitle: 'B' }), 201);
    const c = idOf(await post({ provider: 'fathom', meetingNoteId: id, meetingNoteTitle: 'C' }), 201);
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('always creates a new meeting without meetingNoteId', async () => {
    const body = { provider: 'granola', meetingNoteTitle: 'Ad hoc' };
    const first = idOf(await post(body), 201);
    const second = idOf(await post(body), 201);
    expect(second).not.toBe(first);
  });

  it('keeps upsert keys apart between workspaces', async () => {
    const key = { provider: 'fireflies', meetingNoteId: noteId() };
    const ours = idOf(await post({ ...key, meetingNoteTitle: 'Ours' }), 201);
    const theirs = idOf(await post({ ...key, meetingNoteTitle: 'Theirs' }, alan()), 201);
    expect(theirs).not.toBe(ours);
    expect(idOf(await post({ ...key, notes: 'ours again' }), 200)).toBe(ours);
    expect(idOf(await post({ ...key, notes: 'theirs again' }, alan()), 200)).toBe(theirs);
  });
});

describe('POST /meetings: content rule', () => {
  it('refuses a body without content', async () => {
    await expect400({}, /meetingNoteTitle|calendarEventTitle|notes|transcript/);
    await expect400({ provider: 'p', meetingNoteId: noteId() }, /meetingNoteTitle/);
    await expect400({ meetingNoteId: noteId(), attendees: [{ name: 'Only people' }] }, /meetingNoteTitle/);
    await expect400({ meetingNoteTitle: '', notes: '', transcript: '', calendarEventTitle: '' }, /meetingNoteTitle/);
  });

  it.each(['meetingNoteTitle', 'calendarEventTitle', 'notes', 'transcript'])('accepts %s alone', async (field) => {
    idOf(await post({ [field]: 'Something' }), 201);
  });

  it('applies the rule after merging an update with the stored meeting', async () => {
    const key = { provider: 'granola', meetingNoteId: noteId() };
    const id = idOf(await post({ ...key, meetingNoteTitle: 'Kept' }), 201);
    // Nothing about content in the body, but the stored title remains.
    expect(idOf(await post({ ...key, attendees: [{ email: 'someone@example.com' }] }), 200)).toBe(id);
    expect(idOf(await post(key), 200)).toBe(id);
    // Clearing the only content field leaves nothing.
    const cleared = await post({ ...key, meetingNoteTitle: null });
    expect(cleared.status).toBe(400);
    expect((await post({ ...key, meetingNoteTitle: '' })).status).toBe(400);
    // Clearing it while adding another is fine.
    expect(idOf(await post({ ...key, meetingNoteTitle: null, transcript: 'Now a transcript' }), 200)).toBe(id);
    expect((await post({ ...key, transcript: null })).status).toBe(400);
    expect(idOf(await post({ ...key, notes: 'Notes too' }), 200)).toBe(id);
    expect(idOf(await post({ ...key, transcript: null }), 200)).toBe(id);
  });
});

describe('POST /meetings: fields', () => {
  it('accepts a full import', async () => {
    idOf(
      await post({
        provider: 'granola',
        meetingNoteId: noteId(),
        meetingNoteTitle: 'Board meeting',
        creatorName: 'Grace Hopper',
        creatorEmail: 'GRACE@demo.example',
        attendees: [
          { name: 'Ada Lovelace', email: 'ada@demo.example' },
          { name: 'Only a name' },
          { email: 'only@email.example' },
        ],
        calendarEventId: 'evt_123',
        calendarEventTitle: 'Q1 board meeting',
        calendarEventTime: '2026-03-01T09:30:00+01:00',
        notes: '## Notes\n- one',
        transcript: 'Ada: hello',
      }),
      201,
    );
  });

  it('needs a name or an email on each attendee, naming the attendee', async () => {
    await expect400({ meetingNoteTitle: 'x', attendees: [{ name: 'fine' }, {}] }, /attendees\[1\]/);
    await expect400(
      { meetingNoteTitle: 'x', attendees: [{ name: 'fine' }, { email: 'a@b.example' }, { name: '' }] },
      /attendees\[2\]/,
    );
    await expect400({ meetingNoteTitle: 'x', attendees: [{ email: 'not-an-email' }] }, /attendees\[0\]/);
    await expect400({ meetingNoteTitle: 'x', attendees: [{ name: 'x', role: 'host' }] }, /role/);
    await expect400({ meetingNoteTitle: 'x', attendees: 'Ada' }, /attendees/);
  });

  it('accepts 1,000 attendees and refuses 1,001', async () => {
    const attendees = Array.from({ length: 1000 }, (_, i) => ({ name: `Person ${i}`, email: `p${i}@example.com` }));
    idOf(await post({ meetingNoteTitle: 'Town hall', attendees }), 201);
    await expect400({ meetingNoteTitle: 'Town hall', attendees: [...attendees, { name: 'One more' }] }, /attendees/);
  });

  it('replaces attendees on update', async () => {
    const key = { provider: 'granola', meetingNoteId: noteId() };
    const id = idOf(await post({ ...key, meetingNoteTitle: 'Crew', attendees: [{ name: 'A' }, { name: 'B' }] }), 201);
    expect(idOf(await post({ ...key, attendees: [{ name: 'C' }] }), 200)).toBe(id);
    expect(idOf(await post({ ...key, attendees: [] }), 200)).toBe(id);
  });

  it('checks calendarEventTime as RFC 3339', async () => {
    idOf(await post({ meetingNoteTitle: 'Timed', calendarEventTime: '2026-03-01T09:30:00Z' }), 201);
    for (const bad of [
      '2026-03-01',
      '2026-03-01T09:30:00',
      '2026-03-01T09:30Z',
      '2026-02-30T09:30:00Z',
      'tomorrow',
      1767225600,
    ]) {
      await expect400({ meetingNoteTitle: 'Timed', calendarEventTime: bad }, /calendarEventTime/);
    }
  });

  it('takes creatorEmail as optional, and as an email address', async () => {
    idOf(await post({ meetingNoteTitle: 'Unknown creator', creatorEmail: 'stranger@elsewhere.example' }), 201);
    idOf(await post({ meetingNoteTitle: 'No creator' }), 201);
    await expect400({ meetingNoteTitle: 'Bad creator', creatorEmail: 'not an email' }, /creatorEmail/);
  });

  it('refuses an unknown field, naming it', async () => {
    await expect400({ meetingNoteTitle: 'x', durationMinutes: 30 }, /durationMinutes/);
  });

  it('answers 400 naming an unknown query parameter', async () => {
    const res = await ada()('POST', '/meetings?dryRun=true', { body: { meetingNoteTitle: 'Query' } });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/dryRun/);
  });

  it('never answers 500 for a NUL character in a text field', async () => {
    const res = await post({ meetingNoteTitle: 'Title \u0000 with NUL', provider: 'p', meetingNoteId: noteId() });
    expect([201, 400], res.text).toContain(res.status);
  });

  it('refuses fields of the wrong type', async () => {
    await expect400({ meetingNoteTitle: 42 }, /meetingNoteTitle/);
    await expect400({ meetingNoteTitle: 'x', meetingNoteId: 7 }, /meetingNoteId/);
  });
});

describe('POST /meetings: sizes', () => {
  it('accepts notes and a transcript of 5,000,000 characters each and refuses 5,000,001', async () => {
    const five = 't'.repeat(5_000_000);
    idOf(await post({ meetingNoteTitle: 'Long', notes: five }), 201);
    idOf(await post({ meetingNoteTitle: 'Long', transcript: five }), 201);
    await expect400({ meetingNoteTitle: 'Too long', transcript: `${five}t` }, /transcript/);
    await expect400({ meetingNoteTitle: 'Too long', notes: `${five}n` }, /notes/);
  });

  it('accepts a body between 1 MiB and 12 MiB here, where POST /notes answers 413', async () => {
    const transcript = 'w'.repeat(2 * MIB);
    idOf(await post({ meetingNoteTitle: 'Two MiB', transcript }), 201);
    const company = await ada()('POST', '/companies', { body: { name: unique('~Big note') } });
    expect(company.status).toBe(201);
    const note = await ada()('POST', '/notes', {
      body: { companyPublicId: company.body.publicId, content: transcript },
    });
    expect(note.status).toBe(413);
    expect(note.body.code).toBe('payload_too_large');
    await ada()('DELETE', `/companies/${String(company.body.publicId)}`);
  });

  it('accepts a body just under 12 MiB, counting bytes of non-ASCII text', async () => {
    // 6,000,000 two-byte characters in each field: 12,000,000 bytes, under 12 MiB (12,582,912).
    const half = 'é'.repeat(3_000_000);
    const body = JSON.stringify({ meetingNoteTitle: 'Big', notes: half, transcript: half });
    expect(Buffer.byteLength(body)).toBeGreaterThan(11 * MIB);
    expect(Buffer.byteLength(body)).toBeLessThan(12 * MIB);
    idOf(await ada()('POST', '/meetings', { raw: body, headers: { 'content-type': 'application/json' } }), 201);
  });

  it('answers 413 for a body over 12 MiB', async () => {
    const res = await post({ meetingNoteTitle: 'Huge', transcript: 'h'.repeat(12 * MIB + 1) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });
});
