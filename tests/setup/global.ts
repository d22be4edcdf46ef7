import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer, type StartedServer } from '../helpers/server';
import { FUZZ_MEMBER, FUZZ_PAGE_TOKEN_SECRET, FUZZ_WORKSPACE } from '../fuzz/config';

const root = path.resolve(import.meta.dirname, '../..');
export const PG_ADMIN_URL = process.env.PI_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    database: 'pglite' | 'postgres';
    /** `fuzz` acts in a workspace of its own, where the fuzz suite writes. */
    keys: { ada: string; grace: string; alan: string; revoked: string; fuzz: string };
    /** The running server's data folder and database, for `pi` tests. */
    serverEnv: { PI_DATA_DIR: string; DATABASE_URL?: string };
  }
}

let server: StartedServer | undefined;
let dataDir = '';
let dbName: string | undefined;

function pi(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pi ${args.join(' ')} failed (${res.status}): ${res.stderr}`);
  return res.stdout.trim();
}

/**
 * One real server per run, started the way `npm start` starts it, on a fresh
 * data folder (PGlite) or a fresh database (PostgreSQL). Keys are made with
 * `pi` before the server starts, since PGlite admits one process at a time.
 */
export default async function setup(project: TestProject) {
  const database = process.env.PI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-test-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PI_DATA_DIR: dataDir,
    NEXT_TELEMETRY_DISABLED: '1',
    // The suite sends thousands of requests a second with one key; rate limits have their own tests.
    PI_RATE_LIMIT_PER_SECOND: '1000000',
    PI_RATE_LIMIT_BURST: '1000000',
    // A known page-token key lets the fuzz suite sign tokens with hostile cursors.
    PI_PAGE_TOKEN_SECRET: FUZZ_PAGE_TOKEN_SECRET,
  };
  delete env.DATABASE_URL;
  if (database === 'postgres') {
    dbName = `pi_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  pi(env, 'seed', 'demo');
  pi(env, 'workspaces', 'create', FUZZ_WORKSPACE, '--name', 'Fuzz', '--member', FUZZ_MEMBER);
  const keys = {
    ada: pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'tests'),
    grace: pi(env, 'keys', 'create', '--email', 'grace@demo.example', '--label', 'tests'),
    alan: pi(env, 'keys', 'create', '--email', 'alan@other.example', '--label', 'tests'),
    revoked: pi(env, 'keys', 'create', '--email', 'ada@demo.example', '--label', 'revoked'),
    fuzz: pi(env, 'keys', 'create', '--email', FUZZ_MEMBER, '--workspace', FUZZ_WORKSPACE, '--label', 'fuzz'),
  };
  pi(env, 'keys', 'revoke', keys.revoked.slice(0, 7));

  server = await startServer({ ...env, PORT: '0', HOST: '127.0.0.1' });
  const baseUrl = server.url;
  project.provide('baseUrl', baseUrl);
  project.provide('database', database);
  project.provide('keys', keys);
  project.provide('serverEnv', {
    PI_DATA_DIR: dataDir,
    ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
  });
  return teardown;
}

async function teardown() {
  await server?.stop();
  if (dbName) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
