import { afterAll, expect, it } from 'vitest';
import type { FileItem } from '../../lib/schemas/intake';
import { bigDocx } from '../fixtures/hostile-files';
import { startOwnServer, type OwnServer } from '../helpers/own-server';
import { startServer, type StartedServer } from '../helpers/server';

/**
 * Issue 19: a job whose server died took the next server down too, forever: `claim()` raised
 * `attempts` but never checked it. Here the server is killed while it reads a slow file, as
 * often as the job has attempts; the next server must end the job failed, not take it again.
 */
const ATTEMPTS = 2;
let own: OwnServer | undefined;
let current: StartedServer | undefined;

afterAll(async () => {
  await current?.stop();
  await own?.dispose();
});

async function call<T>(url: string, key: string, method: string, path: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (type) headers['content-type'] = type;
  const res = await fetch(`${url}/api/v1${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Polls the file until its state is one of `states` and its processing was updated after `since`
 * (a claim updates it; a dead server's stale claim does not). The state ends the wait, not the clock.
 */
async function fileIn(url: string, key: string, publicId: string, states: string[], since = ''): Promise<FileItem> {
  for (;;) {
    const res = await call<FileItem>(url, key, 'GET', `/files/${publicId}`);
    expect(res.status, res.text).toBe(200);
    const { state, updatedAt } = res.body.processing;
    if (states.includes(state) && updatedAt > since) return res.body;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function kill(server: StartedServer): Promise<void> {
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGKILL');
  await exited;
}

it(`a job whose server is killed ${ATTEMPTS} times ends failed and is not taken again`, async () => {
  own = await startOwnServer('quarantine', {
    PI_JOB_MAX_ATTEMPTS: String(ATTEMPTS),
    // On PostgreSQL a dead server's claim lapses after this; PGlite releases it at start.
    PI_JOB_LOCK_SECONDS: '2',
    // Room to read the slow file rather than fail it: only the kills stop it.
    PI_PARSE_HEAP_MB: '2048',
    PI_PARSE_TIMEOUT_SECONDS: '600',
  });
  const key = String(own.keys['ada@demo.example']);
  const made = await call<{ publicId: string }>(
    own.url,
    key,
    'POST',
    '/companies',
    JSON.stringify({ name: 'Slow Docs Co', primaryDomain: 'slow-docs.example' }),
    'application/json',
  );
  expect(made.status, made.text).toBe(201);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bigDocx(8))]), 'slow.docx');
  const uploaded = await call<{ publicId: string }>(own.url, key, 'POST', `/companies/${made.body.publicId}/files`, form);
  expect(uploaded.status, uploaded.text).toBe(202);
  const id = uploaded.body.publicId;

  current = own;
  let claimedAt = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    // Each kill must land while this server reads the file, or this test proves nothing.
    const seen = await fileIn(current.url, key, id, ['processing', 'done', 'failed'], claimedAt);
    expect(seen.processing.state).toBe('processing');
    claimedAt = seen.processing.updatedAt;
    await kill(current);
    current = await startServer(own.env);
  }
  const settled = await fileIn(current.url, key, id, ['done', 'failed'], claimedAt);
  expect(settled.processing).toMatchObject({
    state: 'failed',
    error: `Stopped after ${ATTEMPTS} attempts: each time, the server working on it stopped before it finished.`,
  });
  const me = await call(current.url, key, 'GET', '/me');
  expect(me.status).toBe(200);
}, 600_000);
