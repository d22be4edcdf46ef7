import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../lib/db/client';
import { startServer, type StartedServer } from './server';
import { copyTemplate, createPgDatabase, databaseName, dropPgDatabase, pgUrl } from './template';

const root = path.resolve(import.meta.dirname, '../..');

export interface OwnServer extends StartedServer {
  env: NodeJS.ProcessEnv;
  /** Keys of the seeded template, by member email. */
  keys: Record<string, string>;
  /** Stops the server and removes its data folder and database. */
  dispose(): Promise<void>;
}

/** Runs `pi` with arguments and, optionally, standard input; answers its stdout. */
export type PiRunner = (args: string[], input?: string) => string;

function runPi(env: NodeJS.ProcessEnv, args: string[], input?: string): string {
  const res = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), ...args], { env, encoding: 'utf8', input });
  if (res.status !== 0) throw new Error(`pi ${args.join(' ')} failed (${res.status}): ${res.stderr}`);
  return res.stdout.trim();
}

/** A fresh, empty PostgreSQL database on the test server; its URL and a function that drops it. */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = databaseName(label);
  await createPgDatabase(name);
  return { url: pgUrl(name), drop: () => dropPgDatabase(name) };
}

/**
 * An empty, migrated database of a test file's own, of the run's kind (a PGlite folder or a fresh PostgreSQL
 * database), opened in-process; `dispose` closes and removes it.
 */
export async function ownDatabase(label: string): Promise<Database & { dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pi-${label}-`));
  const fresh = inject('database') === 'postgres' ? await freshPostgresDatabase(label) : undefined;
  const database = await openDatabase({ databaseUrl: fresh?.url, dataDir, holder: `${label} test` });
  await database.migrate();
  return Object.assign(database, {
    dispose: async () => {
      await database.close();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * A server of a test file's own, for settings the shared one must not have
 * (a console password, low rate limits), on a copy of the run's seeded
 * template (tests/helpers/template.ts), on the run's kind of database.
 */
export async function startOwnServer(
  label: string,
  extraEnv: Record<string, string>,
  keyEmails: string[] = ['ada@demo.example'],
  /** More `pi` commands before the server starts (PGlite admits one process at a time). */
  prepare?: (pi: PiRunner) => void,
  /** Rows written straight to the database before the server starts, where the API would take minutes. */
  arrange?: (db: Db) => Promise<void>,
): Promise<OwnServer> {
  const template = inject('template');
  const copy = await copyTemplate(template, label);
  const env: NodeJS.ProcessEnv = { ...copy.env, PORT: '0', HOST: '127.0.0.1', ...extraEnv };
  const keys: Record<string, string> = {};
  for (const email of keyEmails) {
    const key = template.keysByEmail[email];
    if (!key) throw new Error(`the test template has no key for ${email} (tests/helpers/template.ts)`);
    keys[email] = key;
  }
  let server: StartedServer;
  try {
    prepare?.((args, input) => runPi(env, args, input));
    if (arrange) {
      const opened = await openDatabase({
        databaseUrl: env.DATABASE_URL,
        dataDir: copy.dataDir,
        holder: `${label} test`,
      });
      try {
        await arrange(opened.db);
      } finally {
        await opened.close();
      }
    }
    server = await startServer(env);
  } catch (err) {
    await copy.dispose();
    throw err;
  }
  return {
    ...server,
    env,
    keys,
    dispose: async () => {
      await server.stop();
      await copy.dispose();
    },
  };
}
