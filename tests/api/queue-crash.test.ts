import { afterAll, expect, it } from 'vitest';
import type { Email } from '../../lib/schemas/intake';
import type { Tracker, TrackerValue } from '../../lib/schemas/tracker';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { startServer, type StartedServer } from '../helpers/server';
import { compose } from '../helpers/intake';

const MESSAGES = 120;
let own: OwnServer | undefined;
let deriving: StartedServer | undefined;
let restarted: StartedServer | undefined;

afterAll(async () => {
  await restarted?.stop();
  await deriving?.stop();
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
  // Taken by a server that derives nothing (PI_DERIVATION_JOBS=0), so all 120 are waiting, however fast either
  // database takes the posts; then a deriving server is killed once the first is done, with the rest in flight
  // or queued. A short claim, so that on PostgreSQL the dead server's job is taken again within seconds.
  own = await startOwnServer('queuecrash', {
    PI_JOB_LOCK_SECONDS: '3',
    PI_RATE_LIMIT_BURST: '1000',
    PI_DERIVATION_JOBS: '0',
  });
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
      }),
    ),
  );
  const posted = await Promise.all(
    raws.map((raw) => call<{ publicId: string }>('POST', '/emails', new Uint8Array(raw), 'message/rfc822')),
  );
  expect(posted.map((p) => p.status)).toEqual(Array(MESSAGES).fill(202));
  const stateOf = async (i: number) =>
    (await call<Email>('GET', `/emails/${String(posted[i]?.body.publicId)}`)).body.processing.state;
  expect(await stateOf(0)).toBe('queued');
  await own.stop();

  deriving = await startServer({ ...own.env, PI_DERIVATION_JOBS: '2' });
  call = caller(deriving.url, key);
  while ((await stateOf(0)) !== 'done') await new Promise((r) => setTimeout(r, 10));
  const crashed = deriving.child;
  const exited = new Promise((done) => crashed.once('exit', done));
  crashed.kill('SIGKILL');
  await exited;
  deriving = undefined;
  // The kill must land while work is still waiting, or this test proves nothing.
  const afterKill = await startServer({ ...own.env, PI_DERIVATION_JOBS: '0' });
  call = caller(afterKill.url, key);
  expect(await stateOf(MESSAGES - 1)).not.toBe('done');
  await afterKill.stop();

  restarted = await startServer({ ...own.env, PI_DERIVATION_JOBS: '2' });
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
}, 300_000);
