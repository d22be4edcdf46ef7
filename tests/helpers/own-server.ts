import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { startServer, type StartedServer } from './server';

const root = path.resolve(import.meta.dirname, '../..');
const PG_ADMIN_URL = process.env.PI_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface OwnServer extends StartedServer {
  env: NodeJS.ProcessEnv;
  /** Keys made with `pi` before the server started, by member email. */
  keys: Record<string, string>;
  /** Stops the server and removes its data folder and database. */
  dispose(): Promise<void>;
}

/** Runs `pi` with arguments and, optionally, standard input; answers its stdout. */
export type PiRunner = (args: string[], input?: string) => string;

function pi(env: NodeJS.ProcessEnv, ...args: string[]): string {
  return runPi(env, args);
}

function runPi(env: NodeJS.ProcessEnv, args: string[], input?: string): string {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8', input });
  if (res.status !== 0) throw new Error(`pi ${args.join(' ')} failed (${res.status}): ${res.stderr}`);
  return res.stdout.trim();
}

/** A fresh PostgreSQL database on the test server; its URL and a function that drops it. */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pi_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A server of a test file's own, for settings the shared one must not have
 * (a console password, low rate limits), on the run's kind of database.
 */
export async function startOwnServer(
  label: string,
  extraEnv: Record<string, string>,
  keyEmails: string[] = ['ada@demo.example'],
  /** More `pi` commands before the server starts (PGlite admits one process at a time). */
  prepare?: (pi: PiRunner) => void,
): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pi-${label}-`));
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...extraEnv };
  delete env.DATABASE_URL;
  const database = inject('database') === 'postgres' ? await freshPostgresDatabase(label) : undefined;
  if (database) env.DATABASE_URL = database.url;
  pi(env, 'seed', 'demo');
  const keys = Object.fromEntries(keyEmails.map((email) => [email, pi(env, 'keys', 'create', '--email', email)]));
  prepare?.((args, input) => runPi(env, args, input));
  const server = await startServer(env);
  return {
    ...server,
    env,
    keys,
    dispose: async () => {
      await server.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
