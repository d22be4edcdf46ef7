import { afterAll, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { startServer, type StartedServer } from '../helpers/server';
import { compose } from '../helpers/intake';
import { bigXlsx } from '../fixtures/hostile-files';

/** Enough that some are still waiting when the kill lands, on either database. */
const MESSAGES = 120;
const SHEET = bigXlsx(1_000, 8);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let own: OwnServer | undefined;
let restarted: StartedServer | undefined;

afterAll(async () => {
  await restarted?.stop();
  await own?.dispose();
});

function caller(url: string, key: string) {
  return async <T>(
    method: string,
    path: string,
    body?: BodyInit,
    type?: string,
  ): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (type) headers['content-type'] = type;
    const res = await fetch(`${url}/api/v1${path}`, { method, headers, body });
    return { status: res.status, body: (await res.json()) as T };
  };
}

it('derivation work survives kill -9: every queued email is derived once after a restart', async () => {
  // A short claim, so that on PostgreSQL the dead server's job is taken again within seconds. The 120 posts go at
  // once: on a quick machine they outran the default burst (100) and its refill, and rate limits have tests of their own.
  own = await startOwnServer('queuecrash', { PI_JOB_LOCK_SECONDS: '3', PI_RATE_LIMIT_BURST: '1000' });
  const key = String(own.keys['ada@demo.example']);
  let call = caller(own.url, key);
  const made = await call<{ publicId: string }>(
    'POST',
    '/companies',
    JSON.stringify({ name: 'Crash Test Co', primaryDomain: 'crash-test.example' }),
    'application/json',
  );
  expect(made.status).toBe(201);
  const raws = await Promise.all(
    Array.from({ length: MESSAGES }, (_, i) =>
      compose({
        from: `cfo@crash-test.example`,
        to: 'ada@demo.example',
        subject: `Update ${i}`,
        messageId: `<crash-${i}@crash-test.example>`,
        date: new Date(Date.UTC(2020, i, 5)),
        text: `ARR was $${i + 1}.5M at the end of last month.`,
        // A sheet of figures with no metric to read: it weighs on derivation (parsed, stored) and hardly on
        // intake, so work is still waiting when the kill lands however fast both databases take the posts.
        attachments: [{ filename: `stock-${i}.xlsx`, content: Buffer.from(SHEET), contentType: XLSX }],
      }),
    ),
  );
  const posted = await Promise.all(
    raws.map((raw) => call<{ publicId: string }>('POST', '/emails', new Uint8Array(raw), 'message/rfc822')),
  );
  expect(posted.map((p) => p.status)).toEqual(Array(MESSAGES).fill(202));
  const last = await call<Email>('GET', `/emails/${String(posted.at(-1)?.body.publicId)}`);
  // The kill must land while work is still waiting, or this test proves nothing.
  expect(last.body.processing.state).not.toBe('done');
  const crashed = own.child;
  const exited = new Promise((done) => crashed.once('exit', done));
  crashed.kill('SIGKILL');
  await exited;

  restarted = await startServer(own.env);
  call = caller(restarted.url, key);
  const emails: Email[] = [];
  for (const p of posted) {
    for (;;) {
      const res = await call<Email>('GET', `/emails/${p.body.publicId}`);
      if (res.body.processing.state === 'done') {
        emails.push(res.body);
        break;
      }
      expect(res.body.processing.state).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  for (const e of emails) expect(e.touchpointPublicIds).toHaveLength(1);
  const trackers = await call<{ items: Tracker[] }>('GET', '/trackers?limit=100');
  const arr = trackers.body.items.find((t) => t.name === 'ARR');
  const values: TrackerValue[] = [];
  let token = '';
  do {
    const page = await call<{ items: TrackerValue[]; nextPageToken?: string }>(
      'GET',
      `/trackers/${String(arr?.publicId)}/values?companyPublicId=${made.body.publicId}&limit=100${token}`,
    );
    values.push(...page.body.items);
    token = page.body.nextPageToken ? `&pageToken=${encodeURIComponent(page.body.nextPageToken)}` : '';
  } while (token);
  // One suggestion per message: none lost, none written twice.
  expect(values.map((v) => v.value).sort((a, b) => Number(a) - Number(b))).toEqual(
    Array.from({ length: MESSAGES }, (_, i) => (i + 1.5) * 1_000_000),
  );
}, 600_000);
