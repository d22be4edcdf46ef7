import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackerValueCounts, TrackerValue } from '../../lib/schemas/tracker';
import { compose } from '../helpers/intake';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

/*
 * GET /tracker-values/counts on a server of this file's own: the shared
 * server's counts move whenever another file's email is derived.
 */

let server: OwnServer;

beforeAll(async () => {
  server = await startOwnServer('counts', {}, ['ada@demo.example', 'grace@demo.example']);
});
afterAll(() => server.dispose());

async function call<T>(email: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.keys[email]}`,
      ...(typeof body === 'string' ? { 'content-type': 'message/rfc822' } : {}),
      ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

const counts = async (email = 'ada@demo.example', query = '') => {
  const res = await call<TrackerValueCounts>(email, 'GET', `/tracker-values/counts${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const countOf = (c: TrackerValueCounts, name: string) => c.trackers.find((t) => t.name === name)?.count ?? 0;

/** Waits for the email's derivation to settle: on state, never on time. */
async function settled(publicId: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const res = await call<{ processing: { state: string } }>('ada@demo.example', 'GET', `/emails/${publicId}`);
    if (res.body.processing.state === 'done') return;
    if (res.body.processing.state === 'failed') throw new Error(res.text);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`email ${publicId} did not settle`);
}

/** A company of its own, and an investor update from its domain reporting ARR, derived. */
async function companyWithUpdate(name: string, domain: string, update: { month: string; sent: string; arr: string }) {
  const company = await call<{ publicId: string }>('ada@demo.example', 'POST', '/companies', {
    name,
    primaryDomain: domain,
  });
  expect(company.status, company.text).toBe(201);
  const raw = await compose({
    from: `Jane Founder <jane@${domain}>`,
    to: 'ada@demo.example',
    subject: `${update.month} investor update`,
    date: new Date(update.sent),
    messageId: `<${update.sent.slice(0, 10)}@${domain}>`,
    text: `Hi all,\n\nARR grew to ${update.arr} at the end of ${update.month.split(' ')[0]}.\n\nBest,\nJane`,
  });
  const posted = await call<{ publicId: string }>('ada@demo.example', 'POST', '/emails', raw.toString('utf8'));
  expect(posted.status, posted.text).toBe(202);
  await settled(posted.body.publicId);
  return company.body;
}

describe('GET /tracker-values/counts', () => {
  it('counts waiting values per visible tracker; a derived value adds one, a review takes it away', async () => {
    const before = await counts();
    expect(before.total).toBe(before.trackers.reduce((s, t) => s + t.count, 0));
    expect(before.trackers.map((t) => t.name)).not.toContain('Net burn');
    expect(countOf(await counts('grace@demo.example'), 'Net burn')).toBeGreaterThan(0);

    const company = await companyWithUpdate('~Counted', 'counted-co.example', {
      month: 'October 2026',
      sent: '2026-11-04T09:00:00Z',
      arr: '$2.41M',
    });

    const after = await counts();
    expect(after.total).toBe(before.total + 1);
    expect(countOf(after, 'ARR')).toBe(countOf(before, 'ARR') + 1);

    const arr = before.trackers.find((t) => t.name === 'ARR');
    if (!arr) throw new Error('the demo has suggested ARR values');
    const list = await call<{ items: TrackerValue[] }>(
      'ada@demo.example',
      'GET',
      `/trackers/${arr.trackerPublicId}/values?companyPublicId=${company.publicId}&status=suggested`,
    );
    const [value] = list.body.items;
    if (!value) throw new Error(list.text);
    const reviewed = await call(
      'ada@demo.example',
      'PATCH',
      `/trackers/${arr.trackerPublicId}/values/${value.publicId}`,
      {
        status: 'rejected',
      },
    );
    expect(reviewed.status, reviewed.text).toBe(200);
    expect((await counts()).total).toBe(before.total);
    expect((await counts('ada@demo.example', '?status=rejected')).total).toBeGreaterThan(0);
  });

  it("leaves out a deleted company's values", async () => {
    const before = await counts();
    const company = await companyWithUpdate('~Counted then deleted', 'deleted-counted.example', {
      month: 'September 2026',
      sent: '2026-10-04T09:00:00Z',
      arr: '$3.10M',
    });
    const withIt = await counts();
    expect(countOf(withIt, 'ARR')).toBe(countOf(before, 'ARR') + 1);

    const deleted = await call('ada@demo.example', 'DELETE', `/companies/${company.publicId}`);
    expect(deleted.status, deleted.text).toBe(204);
    const without = await counts();
    expect(countOf(without, 'ARR')).toBe(countOf(before, 'ARR'));
    expect(without.total).toBe(before.total);
  });

  it('answers 400 for an unknown status or parameter', async () => {
    for (const query of ['?status=pending', '?limit=5']) {
      const res = await call<{ code: string }>('ada@demo.example', 'GET', `/tracker-values/counts${query}`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.code).toBe('invalid_request');
    }
  });
});
