import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

let own: OwnServer | undefined;
afterAll(async () => {
  await own?.dispose();
});

const BURST = 300;

it('sheds load with 503 + Retry-After when the embedded database queue is too long; PostgreSQL has no such queue', async () => {
  // A threshold of 1 ms: any queue at all is too long, so the burst must meet it.
  // The per-key rate limit is lifted: this burst is about the database queue, not the limiter.
  own = await startOwnServer('shed', {
    PI_SHED_AFTER_MS: '1',
    PI_RATE_LIMIT_PER_SECOND: '1000000',
    PI_RATE_LIMIT_BURST: '1000000',
  });
  const key = String(own.keys['ada@demo.example']);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  // With a 1 ms threshold even this read may be shed (the server's own work queues too): it is asked again, as
  // Retry-After says, until it is served.
  let listed = await fetch(`${own.url}/api/v1/companies?limit=1`, { headers });
  while (listed.status === 503) {
    await listed.text();
    await new Promise((r) => setTimeout(r, Number(listed.headers.get('retry-after')) * 1000));
    listed = await fetch(`${own.url}/api/v1/companies?limit=1`, { headers });
  }
  expect(listed.status).toBe(200);
  const companies = (await listed.json()) as { items: { publicId: string }[] };
  const companyPublicId = companies.items[0]?.publicId;
  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const res = await fetch(`${own?.url}/api/v1/notes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ companyPublicId, content: `Burst note ${i}` }),
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
    }),
  );
  const shed = answers.filter((a) => a.status === 503);
  expect(answers.filter((a) => a.status !== 503 && a.status !== 201)).toEqual([]);
  if (inject('database') === 'pglite') {
    expect(shed.length).toBeGreaterThan(0);
    for (const a of shed) {
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(30);
      expect(JSON.parse(a.body)).toEqual({
        code: 'unavailable',
        error: `the server is busy: retry in ${a.retryAfter} s`,
      });
    }
  } else {
    expect(shed).toEqual([]);
  }
  // A client that honours Retry-After gets its write through once the queue drains.
  let after: Response | undefined;
  for (let attempt = 0; attempt < 120; attempt++) {
    after = await fetch(`${own.url}/api/v1/notes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ companyPublicId, content: 'After the burst' }),
    });
    if (after.status !== 503) break;
    await new Promise((r) => setTimeout(r, Number(after?.headers.get('retry-after')) * 1000));
  }
  expect(after?.status).toBe(201);
}, 300_000);
