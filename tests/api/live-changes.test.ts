import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker } from '../../lib/schemas/tracker';
import { client, walk } from '../helpers/api';
import { compose, settled } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/*
 * GET /changes and GET/PUT /me/last-visit (extensions for live consoles). A server of this file's own: the
 * marker is the whole workspace's, and on the shared server other files move it all the time.
 */

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let own: OwnServer;
let ada: ReturnType<typeof client>;
let grace: ReturnType<typeof client>;

beforeAll(async () => {
  own = await startOwnServer('live-changes', {}, ['ada@demo.example', 'grace@demo.example']);
  ada = client(String(own.keys['ada@demo.example']), () => own.url);
  grace = client(String(own.keys['grace@demo.example']), () => own.url);
});
afterAll(async () => {
  await own?.dispose();
});

async function changedAt(as = ada): Promise<string> {
  const res = await as<{ changedAt: string | null }>('GET', '/changes');
  expect(res.status, res.text).toBe(200);
  expect(Object.keys(res.body)).toEqual(['changedAt']);
  expect(res.body.changedAt).toMatch(INSTANT);
  return String(res.body.changedAt);
}

describe('GET /changes', () => {
  it('moves when an email arrives and is derived, to the stamp of its derivation', async () => {
    const before = await changedAt();
    const made = await ada('POST', '/companies', { body: { name: 'Live Co', primaryDomain: 'live-co.example' } });
    expect(made.status, made.text).toBe(201);
    const raw = await compose({
      from: 'Jane <jane@live-co.example>',
      to: 'ada@demo.example',
      subject: 'October',
      date: new Date('2026-11-04T09:00:00Z'),
      messageId: '<live-1@live-co.example>',
      text: 'Hi all, ARR reached $1.2M at the end of October.',
    });
    const posted = await ada('POST', '/emails', { raw: raw.toString('utf8'), headers: { 'content-type': 'message/rfc822' } });
    expect(posted.status, posted.text).toBe(202);
    const email = await settled<Email>(`/emails/${String(posted.body.publicId)}`, 60_000, ada);
    expect(email.processing.state).toBe('done');

    const after = await changedAt();
    expect(after > before).toBe(true);
    // The latest change is the email's derivation, when nothing else happened since.
    expect(after).toBe(email.processing.updatedAt);
  });

  it("does not move for another member's private tracker, and moves for that member", async () => {
    const netBurn = (await walk<Tracker>(grace, '/trackers', 100)).find((t) => t.name === 'Net burn');
    if (!netBurn) throw new Error("the demo has Grace's private Net burn tracker");
    const company = await ada('POST', '/companies', { body: { name: 'Private Burn Co' } });
    expect(company.status, company.text).toBe(201);
    const adaBefore = await changedAt();

    const entered = await grace('POST', `/trackers/${netBurn.publicId}/values`, {
      body: { companyPublicId: company.body.publicId, value: 41_000, effectiveAt: '2025-11-30' },
    });
    expect(entered.status, entered.text).toBe(201);

    expect(await changedAt()).toBe(adaBefore);
    expect((await changedAt(grace)) > adaBefore).toBe(true);
  });

  it('answers 401 without a key', async () => {
    const res = await client(null, () => own.url)('GET', '/changes');
    expect(res.status).toBe(401);
  });
});

describe('GET and PUT /me/last-visit', () => {
  it('starts empty, moves only forward, and is per member', async () => {
    const first = await ada<{ lastVisitAt: string | null }>('GET', '/me/last-visit');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ lastVisitAt: null });

    const marked = await ada('PUT', '/me/last-visit', { body: { at: '2026-11-20T10:00:00Z' } });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toEqual({ lastVisitAt: '2026-11-20T10:00:00.000Z' });

    // A stale tab marking an earlier instant leaves the newer mark.
    const earlier = await ada('PUT', '/me/last-visit', { body: { at: '2026-11-19T10:00:00+01:00' } });
    expect(earlier.body).toEqual({ lastVisitAt: '2026-11-20T10:00:00.000Z' });
    expect((await ada('GET', '/me/last-visit')).body).toEqual({ lastVisitAt: '2026-11-20T10:00:00.000Z' });

    expect((await grace('GET', '/me/last-visit')).body).toEqual({ lastVisitAt: null });

    // Forgetting starts over: the next mark may be any instant again.
    expect((await ada('DELETE', '/me/last-visit')).body).toEqual({ lastVisitAt: null });
    expect((await ada('GET', '/me/last-visit')).body).toEqual({ lastVisitAt: null });
    const again = await ada('PUT', '/me/last-visit', { body: { at: '2026-11-01T00:00:00Z' } });
    expect(again.body).toEqual({ lastVisitAt: '2026-11-01T00:00:00.000Z' });
  });

  it('refuses a mark in the future and a malformed one, naming the field', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const at of [future, '2026-11-20', 'yesterday']) {
      const res = await grace('PUT', '/me/last-visit', { body: { at } });
      expect(res.status, at).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_request' });
      expect(res.text).toMatch(/at/);
    }
    const extra = await grace('PUT', '/me/last-visit', { body: { at: '2026-11-20T10:00:00Z', seen: true } });
    expect(extra.status).toBe(400);
    expect((await grace('GET', '/me/last-visit')).body).toEqual({ lastVisitAt: null });
  });
});
