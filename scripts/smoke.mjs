#!/usr/bin/env node
/* global fetch, setTimeout, clearTimeout */
// A server start and a few API calls, under whichever Node runs this script: CI runs it on
// Node 22 LTS (.ci/run) while the rest of the suite runs on the engines' floor. On a temporary
// PGlite folder: a small demo and a key made with `pi`, then `npm start --api-only`'s
// equivalent, the answers checked, and a clean stop.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-smoke-'));
const env = { ...process.env, PI_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', PI_LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.PI_API_BASE_URL;
delete env.PI_API_KEY;
const START_TIMEOUT_MS = 120_000;

const pi = (...args) =>
  execFileSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' }).trim();

function check(ok, what) {
  if (!ok) throw new Error(`smoke: ${what}`);
  console.log(`  ok  ${what}`);
}

/** Starts the server and resolves with its base URL once it says where it listens. */
function start() {
  const child = spawn(process.execPath, [path.join(root, 'bin/start.mjs'), '--api-only'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk) => {
      output += chunk;
      const found = /API:\s+(http:\/\/\S+)\/api\/v1/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout.setEncoding('utf8').on('data', read);
    child.stderr.setEncoding('utf8').on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, url, output: () => output };
}

async function main() {
  console.log(`Smoke test on Node ${process.version}, PGlite in ${dataDir}`);
  pi('seed', 'demo', '--companies', '3');
  const key = pi('keys', 'create', '--email', 'ada@demo.example', '--workspace', 'demo', '--label', 'smoke');
  check(/^pi_[A-Za-z0-9_-]+$/.test(key), '`pi keys create` prints a key');

  const server = start();
  const base = await server.url;
  const exited = new Promise((resolve) => server.child.once('exit', (code, signal) => resolve(code ?? signal)));
  try {
    const api = async (method, p, body) => {
      const res = await fetch(`${base}/api/v1${p}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    };
    const ready = await fetch(`${base}/readyz`);
    check(ready.status === 200 && (await ready.json()).database === 'pglite', '/readyz: ready on PGlite');

    const me = await api('GET', '/me');
    check(me.status === 200 && me.body.user.email === 'ada@demo.example', 'GET /me answers for the key');

    const anonymous = await fetch(`${base}/api/v1/me`);
    check(anonymous.status === 401, 'GET /me without a key: 401');

    const companies = await api('GET', '/companies?limit=2');
    check(
      companies.status === 200 && companies.body.items.length === 2 && typeof companies.body.nextPageToken === 'string',
      'GET /companies?limit=2: a page of the 3 seeded companies and a token for the next',
    );

    const company = companies.body.items[0].publicId;
    const created = await api('POST', '/notes', { companyPublicId: company, content: 'Smoke test note' });
    check(created.status === 201, 'POST /notes: 201');
    const note = await api('GET', `/notes/${created.body.publicId}`);
    check(note.status === 200 && note.body.content === 'Smoke test note', 'GET /notes/{id}: the note written');
    check((await api('DELETE', `/notes/${created.body.publicId}`)).status === 204, 'DELETE /notes/{id}: 204');

    const doc = await fetch(`${base}/api/v1/openapi.json`);
    check(doc.status === 200 && (await doc.json()).openapi.startsWith('3.'), 'GET /openapi.json without a key');
  } catch (err) {
    console.error(server.output());
    throw err;
  } finally {
    server.child.kill('SIGTERM');
  }
  const code = await exited;
  check(code === 0, `the server stops cleanly on SIGTERM (exit ${code})`);
}

try {
  await main();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
