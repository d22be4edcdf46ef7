import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { FileItem } from '../../lib/schemas/intake';
import { bigDocx } from '../fixtures/hostile-files';
import { startServer, type StartedServer } from '../helpers/server';
import { copyTemplate } from '../helpers/template';

/**
 * Issue 19: a poison DOCX killed the server that read it; its job's claim then lapsed and the
 * next server took it and died too. Two servers on one PostgreSQL, each with a small parse heap:
 * the file must end failed with its reason, both servers up and serving throughout.
 */
const HEAP_MB = 128;
let a: StartedServer;
let b: StartedServer;
let drop: () => Promise<void>;
let key = '';
const dataDirs: string[] = [];

beforeAll(async () => {
  // A copy of the run's seeded template: its data folder serves the first server.
  const template = inject('template');
  const database = await copyTemplate(template, 'poison');
  drop = database.dispose;
  const envFor = (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-poison-'))): NodeJS.ProcessEnv => {
    dataDirs.push(dir);
    return {
      ...process.env,
      DATABASE_URL: database.env.DATABASE_URL,
      PI_DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      PI_PARSE_HEAP_MB: String(HEAP_MB),
      // Memory must be what stops the reads: on a busy CI machine the low-priority parse threads can
      // take longer than the default minute to fill 128 MB.
      PI_PARSE_TIMEOUT_SECONDS: '900',
      // A claim lapses fast, so a server that died would hand the job on within the test.
      PI_JOB_LOCK_SECONDS: '2',
    };
  };
  const first = envFor(database.dataDir);
  key = String(template.keysByEmail['ada@demo.example']);
  [a, b] = await Promise.all([startServer(first), startServer(envFor())]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await drop?.();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function call<T>(server: StartedServer, method: string, p: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (type) headers['content-type'] = type;
  const res = await fetch(`${server.url}/api/v1${p}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T };
}

it('a poison DOCX ends failed with its reason; both servers stay up and serve throughout', async () => {
  const made = await call<{ publicId: string }>(
    a,
    'POST',
    '/companies',
    JSON.stringify({ name: 'Two Poison Co', primaryDomain: 'two-poison.example' }),
    'application/json',
  );
  expect(made.status, made.text).toBe(201);
  // Three poison files, so both servers' workers take some.
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bigDocx(24, i + 1))]), `poison-${i}.docx`);
    const res = await call<{ publicId: string }>(i % 2 ? b : a, 'POST', `/companies/${made.body.publicId}/files`, form);
    expect(res.status, res.text).toBe(202);
    ids.push(res.body.publicId);
  }
  for (const [i, id] of ids.entries()) {
    for (;;) {
      // Both servers answer while the files are read.
      const [fromA, fromB] = await Promise.all([call<FileItem>(a, 'GET', `/files/${id}`), call(b, 'GET', '/me')]);
      expect(fromA.status, fromA.text).toBe(200);
      expect(fromB.status, fromB.text).toBe(200);
      const { state, error } = fromA.body.processing;
      if (state === 'done' || state === 'failed') {
        expect(state, error ?? '').toBe('failed');
        expect(error).toBe(`The file poison-${i}.docx needs more than ${HEAP_MB} MB of memory to read, the most one may use.`);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  expect(a.child.exitCode).toBeNull();
  expect(b.child.exitCode).toBeNull();
}, 600_000);
