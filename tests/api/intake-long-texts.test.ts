import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import { ada, client } from '../helpers/api';
import { arrTracker, compose, ownCompany, postEmail, settled, suggestedValues } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/**
 * Issue 19: an email's body and a meeting's notes and transcript were read by the rules on the event loop, a
 * meeting's inside its transaction, with no bound: a 5,000,000-character transcript held every request of an
 * embedded server for over a minute. Long texts are now read in a worker, bounded like a file.
 */

/** Talk with no figure in it, this many characters: longer than what is read on the event loop (8,192). */
const FILLER = 'We talked through the hiring plan and the roadmap for the coming weeks.\n'.repeat(600);

describe('long texts, read in a worker', () => {
  let company: Awaited<ReturnType<typeof ownCompany>>;
  beforeAll(async () => {
    company = await ownCompany('~Long texts');
  });
  afterAll(async () => {
    await company.remove();
  });

  it("finds a value at the end of a long email's body and cites it", async () => {
    expect(FILLER.length).toBeGreaterThan(40_000);
    const raw = await compose({
      from: `Jane Founder <jane@${company.domain}>`,
      to: 'ada@demo.example',
      subject: 'October 2026 investor update',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: `<long-body-${company.domain}>`,
      text: `Hi all,\n\n${FILLER}\nARR grew to $2.47M at the end of October.\n\nBest,\nJane`,
    });
    const res = await postEmail(raw);
    expect(res.status, res.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(res.body.publicId)}`);
    expect(email.processing).toMatchObject({ state: 'done', error: null });
    const values = await suggestedValues((await arrTracker()).publicId, company.publicId);
    const value = values.find((v) => v.value === 2_470_000);
    expect(value, JSON.stringify(values)).toMatchObject({
      effectiveAt: '2026-10-31',
      note: 'ARR grew to $2.47M at the end of October.',
    });
    expect(value?.citations).toEqual([expect.objectContaining({ type: 'email', publicId: email.publicId })]);
  });

  it('finds a value in a long meeting transcript and cites the meeting', async () => {
    const res = await ada()('POST', '/meetings', {
      body: {
        meetingNoteTitle: 'Board prep',
        calendarEventTime: '2026-11-10T15:00:00Z',
        companyPublicId: company.publicId,
        transcript: `${FILLER}Jane: ARR reached $2.6M at the end of October.\n`,
      },
    });
    expect(res.status, res.text).toBe(201);
    const arr = await arrTracker();
    // Derivation runs in the background: wait for the value, not for a time.
    let value: Awaited<ReturnType<typeof suggestedValues>>[number] | undefined;
    while (!value) {
      value = (await suggestedValues(arr.publicId, company.publicId)).find((v) => v.value === 2_600_000);
      if (!value) await new Promise((r) => setTimeout(r, 50));
    }
    expect(value).toMatchObject({ effectiveAt: '2026-10-31', note: 'Jane: ARR reached $2.6M at the end of October.' });
    expect(value.citations).toEqual([expect.objectContaining({ type: 'meeting', publicId: res.body.publicId })]);
  });
});

describe('a text the rules cannot read in time', () => {
  let own: OwnServer | undefined;
  afterAll(async () => {
    await own?.dispose();
  });

  it('puts the email on its timeline and says its values were left out', async () => {
    own = await startOwnServer('long-text-timeout', { PI_PARSE_TIMEOUT_SECONDS: '5' });
    const url = own.url;
    const api = client(String(own.keys['ada@demo.example']), () => url);
    const made = await api('POST', '/companies', {
      body: { name: 'Slow Text Co', primaryDomain: 'slow-text.example' },
    });
    expect(made.status, made.text).toBe(201);
    // "1. " 600,000 times on one line: the message is read in under 0.1 s, its text would take the rules about 30 s
    // (the slowest text measured, per character). The bound stops the values and not the message, even on a busy
    // machine where the worker waits its turn.
    const raw = await compose({
      from: 'Jane <jane@slow-text.example>',
      to: 'ada@demo.example',
      subject: 'Numbers',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: '<slow-text@slow-text.example>',
      text: '1. '.repeat(600_000),
    });
    const posted = await api('POST', '/emails', {
      raw: raw.toString('utf8'),
      headers: { 'content-type': 'message/rfc822' },
    });
    expect(posted.status, posted.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(posted.body.publicId)}`, 60_000, api);
    expect(email.processing.state).toBe('done');
    expect(email.processing.error).toBe(
      'Values were not read from a text: The text took longer than 5 s to read, the most one may take.',
    );
    expect(email.companyPublicId).toBe(made.body.publicId);
    expect(email.touchpointPublicIds).toHaveLength(1);
  });
});
