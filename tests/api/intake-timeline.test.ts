import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Touchpoint } from '../../lib/schemas/touchpoint';
import { ada, type List } from '../helpers/api';
import { compose, ownCompany, postEmail, settled } from '../helpers/intake';

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;

beforeAll(async () => {
  company = await ownCompany('Timeline Co');
});
afterAll(async () => {
  await company.remove();
});

async function timeline(): Promise<Touchpoint[]> {
  const res = await api<List<Touchpoint>>('GET', `/companies/${company.publicId}/touchpoints?limit=100`);
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

/** Polls the company's timeline until `ready` holds: derivation is asynchronous. */
async function timelineWhen(ready: (items: Touchpoint[]) => boolean): Promise<Touchpoint[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const items = await timeline();
    if (ready(items)) return items;
    if (Date.now() > deadline) throw new Error(`timeline never got there: ${JSON.stringify(items)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('derivation onto the timeline', () => {
  it('a reply joins its thread’s touchpoint, and the touchpoint’s updatedAt moves', async () => {
    const root = await postEmail(
      await compose({
        from: `ceo@${company.domain}`,
        to: 'ada@demo.example',
        subject: 'Term sheet from Northstar',
        messageId: `<root-${company.domain}>`,
        date: new Date('2026-09-01T08:00:00Z'),
        text: 'We received a term sheet from Northstar Ventures for our Series A.',
      }),
    );
    const first = await settled<Email>(`/emails/${String(root.body.publicId)}`);
    expect(first.touchpointPublicIds).toHaveLength(1);
    const [before] = (await timeline()).filter((t) => t.publicId === first.touchpointPublicIds[0]);
    expect(before).toMatchObject({ emailCount: 1, headline: expect.stringContaining('Term sheet') });

    const reply = await postEmail(
      await compose({
        from: `ceo@${company.domain}`,
        to: 'ada@demo.example',
        subject: 'Re: Term sheet from Northstar',
        messageId: `<reply-${company.domain}>`,
        inReplyTo: `<root-${company.domain}>`,
        references: [`<root-${company.domain}>`],
        date: new Date('2026-09-09T08:00:00Z'),
        text: 'We signed the term sheet and hired a new CFO.',
      }),
    );
    const second = await settled<Email>(`/emails/${String(reply.body.publicId)}`);
    expect(second.touchpointPublicIds).toEqual(first.touchpointPublicIds);
    const [after] = (await timeline()).filter((t) => t.publicId === first.touchpointPublicIds[0]);
    expect(after).toMatchObject({ emailCount: 2 });
    expect(Date.parse(String(after?.updatedAt))).toBeGreaterThan(Date.parse(String(before?.updatedAt)));
  });

  it('an imported meeting lands on the company its attendees come from', async () => {
    const res = await api('POST', '/meetings', {
      body: {
        meetingNoteTitle: 'Quarterly check-in',
        calendarEventTime: '2026-08-14T15:00:00.000Z',
        notes: 'They launched the self-serve plan and signed two enterprise customers.',
        attendees: [
          { name: 'Ada', email: 'ada@demo.example' },
          { name: 'Founder', email: `founder@${company.domain}` },
        ],
      },
    });
    expect(res.status, res.text).toBe(201);
    const items = await timelineWhen((all) => all.some((t) => t.meetingCount === 1));
    expect(items.find((t) => t.meetingCount === 1)).toMatchObject({
      headline: 'Quarterly check-in',
      occurredAt: '2026-08-14T15:00:00.000Z',
    });
  });

  it('a note joins the timeline, and leaves it when deleted', async () => {
    const res = await api('POST', '/notes', {
      body: {
        companyPublicId: company.publicId,
        content: 'Call with the founder: the board approved a new option pool.',
        topics: ['board-meeting'],
        occurredAt: '2026-07-01T12:00:00.000Z',
      },
    });
    expect(res.status, res.text).toBe(201);
    await timelineWhen((all) => all.some((t) => t.noteCount === 1));
    expect((await api('DELETE', `/notes/${String(res.body.publicId)}`)).status).toBe(204);
    await timelineWhen((all) => all.every((t) => t.noteCount === 0));
  });
});
