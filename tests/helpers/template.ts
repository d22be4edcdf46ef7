import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApiKey, revokeApiKey } from '../../lib/admin/keys';
import { createWorkspace } from '../../lib/admin/workspaces';
import { openDatabase } from '../../lib/db/client';
import { funds, workspaces } from '../../lib/db/schema';
import { newPublicId } from '../../lib/ids';
import { DEMO_SLUG } from '../../lib/seed/demo';
import { FUZZ_MEMBER, FUZZ_PAGE_TOKEN_SECRET, FUZZ_WORKSPACE } from '../fuzz/config';
import { SCRATCH_FUND } from './api';

/*
 * Seeding the demo costs about 18 s of CPU, and starting `pi` alone about 3 s:
 * each run seeds one template per database, once, and every server (the
 * shared one and each file's own) starts on a copy of it — a folder copy on
 * PGlite, `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */

const root = path.resolve(import.meta.dirname, '../..');
export const PG_ADMIN_URL = process.env.PI_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabase = 'pglite' | 'postgres';

/** Settings of the suite's shared server, and of the fuzz suite's own. */
export const SUITE_SERVER_ENV = {
  NEXT_TELEMETRY_DISABLED: '1',
  // The suite sends thousands of requests a second with one key; rate limits have their own tests.
  PI_RATE_LIMIT_PER_SECOND: '1000000',
  PI_RATE_LIMIT_BURST: '1000000',
  // A known page-token key lets the fuzz suite sign tokens with hostile cursors.
  PI_PAGE_TOKEN_SECRET: FUZZ_PAGE_TOKEN_SECRET,
};

/** The shared keys, by role; the template holds them, so every copy knows them. */
export interface TemplateKeys {
  ada: string;
  grace: string;
  alan: string;
  revoked: string;
  fuzz: string;
}

export interface Template {
  database: TestDatabase;
  /** The seeded data folder (the database itself on PGlite). */
  dataDir: string;
  /** The seeded database on PostgreSQL, copied with CREATE DATABASE … TEMPLATE. */
  pgName?: string;
  keys: TemplateKeys;
  /** A live key per member email, for servers of a file's own. */
  keysByEmail: Record<string, string>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function pgUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other database of this or another run has: label, pid, time and a counter. */
let made = 0;
export const databaseName = (label: string) =>
  `pi_${label.replace(/\W/g, '').toLowerCase()}_${process.pid}_${Date.now()}_${made++}`;

export async function createPgDatabase(name: string, template?: string): Promise<void> {
  await admin((c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
}

export async function dropPgDatabase(name: string): Promise<void> {
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
}

/** The environment `pi` and the server need for a data folder and, on PostgreSQL, a database. */
export function databaseEnv(dataDir: string, pgName: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PI_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  if (pgName) env.DATABASE_URL = pgUrl(pgName);
  return env;
}

/** Emails that files' own servers ask keys for; the template holds one each. */
const OWN_SERVER_EMAILS = ['ada@demo.example', 'grace@demo.example'];

/**
 * Seeds the demo with `pi seed demo` (once per run and database, as a user
 * would), then adds the fuzz workspace and the suite's keys in process.
 */
export async function createTemplate(database: TestDatabase): Promise<Template> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pi-template-${database}-`));
  const pgName = database === 'postgres' ? databaseName('template') : undefined;
  if (pgName) await createPgDatabase(pgName);
  const env = databaseEnv(dataDir, pgName);
  const seeded = spawnSync(process.execPath, [path.join(root, 'bin/pi.mjs'), 'seed', 'demo'], {
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`pi seed demo failed (${seeded.status}): ${seeded.stderr}`);

  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, holder: 'test template' });
  try {
    const { db } = opened;
    await createWorkspace(db, { slug: FUZZ_WORKSPACE, name: 'Fuzz', memberEmails: [FUZZ_MEMBER] });
    const [demo] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, DEMO_SLUG));
    if (!demo) throw new Error('pi seed demo made no demo workspace');
    await db.insert(funds).values({ workspaceId: demo.id, publicId: newPublicId(), name: SCRATCH_FUND });
    const key = async (email: string, label: string, workspaceSlug?: string) =>
      (await createApiKey(db, { email, label, workspaceSlug })).key;
    const keys: TemplateKeys = {
      ada: await key('ada@demo.example', 'tests'),
      grace: await key('grace@demo.example', 'tests'),
      alan: await key('alan@other.example', 'tests'),
      revoked: await key('ada@demo.example', 'revoked'),
      fuzz: await key(FUZZ_MEMBER, 'fuzz', FUZZ_WORKSPACE),
    };
    await revokeApiKey(db, keys.revoked.slice(0, 7));
    const keysByEmail: Record<string, string> = {};
    for (const email of OWN_SERVER_EMAILS) keysByEmail[email] = await key(email, 'own server');
    return { database, dataDir, pgName, keys, keysByEmail };
  } finally {
    await opened.close();
  }
}

export interface Copy {
  dataDir: string;
  pgName?: string;
  env: NodeJS.ProcessEnv;
  /** Removes the folder and drops the database. */
  dispose(): Promise<void>;
}

/** A copy of the template: its own data folder and, on PostgreSQL, its own database. */
export async function copyTemplate(template: Template, label: string): Promise<Copy> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pi-${label}-`));
  fs.cpSync(template.dataDir, dataDir, { recursive: true, filter: (src) => path.basename(src) !== 'pi.lock' });
  const pgName = template.pgName ? databaseName(label) : undefined;
  if (pgName) await createPgDatabase(pgName, template.pgName);
  return {
    dataDir,
    pgName,
    env: databaseEnv(dataDir, pgName),
    dispose: async () => {
      if (pgName) await dropPgDatabase(pgName);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function disposeTemplate(template: Template): Promise<void> {
  if (template.pgName) await dropPgDatabase(template.pgName);
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}
