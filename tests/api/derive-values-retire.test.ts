/**
 * Suggestions follow their source: a meeting imported again with other figures has its old suggestion withdrawn
 * and the new one suggested, while an item derived for the first time has nothing to withdraw.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ada } from '../helpers/api';
import { arrTracker, ownCompany, suggestedValues } from '../helpers/intake';

const api = ada();
let company: Awaited<ReturnType<typeof ownCompany>>;

beforeAll(async () => {
  company = await ownCompany('Retired Suggestions Co');
});
afterAll(async () => {
  await company.remove();
});

/** Polls the company's ARR suggestions until they are `amounts`: derivation is asynchronous. */
async function suggestionsBecome(amounts: number[]): Promise<void> {
  const tracker = await arrTracker();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const now = (await suggestedValues(tracker.publicId, company.publicId)).map((v) => Number(v.value));
    if (JSON.stringify(now.sort()) === JSON.stringify(amounts)) return;
    if (Date.now() > deadline) throw new Error(`suggestions stayed ${JSON.stringify(now)}, not ${amounts}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('withdraws a suggestion its meeting no longer states, and suggests the one it now does', async () => {
  const body = {
    provider: 'test-recorder',
    meetingNoteId: `retire-${company.domain}`,
    meetingNoteTitle: 'Monthly check-in',
    calendarEventTime: '2026-11-10T10:00:00Z',
    attendees: [{ name: 'Founder', email: `founder@${company.domain}` }],
  };
  const first = await api('POST', '/meetings', { body: { ...body, notes: 'ARR was $2.0M at the end of October.' } });
  expect(first.status, first.text).toBe(201);
  await suggestionsBecome([2_000_000]);
  const again = await api('POST', '/meetings', { body: { ...body, notes: 'ARR was $2.5M at the end of October.' } });
  expect(again.status, again.text).toBe(200);
  await suggestionsBecome([2_500_000]);
}, 120_000);
