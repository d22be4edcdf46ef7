import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { freePort, startTestProvider, type TestProvider } from '../tests/helpers/oidc-provider';
import { startServer, type StartedServer } from '../tests/helpers/server';
import { createPgDatabase, databaseName, dropPgDatabase, pgUrl } from '../tests/helpers/template';

// A server of this file's own, signing in through a real OpenID Connect provider started here, on
// PostgreSQL so that `pi` can revoke a key while it runs.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let provider: TestProvider;
let server: StartedServer;
let dataDir: string;
let base: string;
let dbName: string;
let serverEnv: NodeJS.ProcessEnv;

interface KeyRow {
  publicId: string;
  label: string | null;
  memberEmail: string;
  revokedAt: string | null;
}

function pi(...args: string[]): string {
  const res = spawnSync(process.execPath, ['bin/pi.mjs', ...args], { env: serverEnv, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pi ${args.join(' ')} failed: ${res.stderr}`);
  return res.stdout;
}

const consoleKeysOf = (email: string) =>
  (JSON.parse(pi('keys', 'list', '--json')) as KeyRow[]).filter(
    (k) => k.memberEmail === email && k.label === 'console sign-in',
  );

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  provider = await startTestProvider(`${base}/login/oidc/callback`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-e2e-oidc-'));
  dbName = databaseName('oidc_e2e');
  await createPgDatabase(dbName);
  serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PI_DATA_DIR: dataDir,
    DATABASE_URL: pgUrl(dbName),
    // A revoked key stops at once.
    PI_KEY_CACHE_SECONDS: '0',
    // Exports then read many pages, the later ones while the answer streams.
    PI_EXPORT_PAGE_SIZE: '2',
    PI_CONSOLE_PASSWORD: '',
    PI_SECRET_KEY: randomBytes(32).toString('base64'),
    PI_OIDC_ISSUER: provider.issuer,
    PI_OIDC_CLIENT_ID: provider.clientId,
    PI_OIDC_CLIENT_SECRET: provider.clientSecret,
  };
  server = await startServer(serverEnv, Boolean(process.env.PI_E2E_SERVER_LOG));
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await dropPgDatabase(dbName);
});

/** From a console page through the provider's sign-in page (any password) and back. */
async function signIn(page: Page, email: string, from = '/') {
  await page.goto(`${base}${from}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('link', { name: 'Sign in with your company account' }).click();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function trackerNames(page: Page): Promise<string[]> {
  const res = await page.request.get(`${base}/api/console/trackers?limit=100`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { name: string }[] };
  return body.items.map((t) => t.name);
}

/** The trackers table as the console exports it (streamed, page by page). */
async function exported(page: Page): Promise<string> {
  const res = await page.request.get(`${base}/export/trackers`);
  expect(res.status()).toBe(200);
  return res.text();
}

test('a member signs in through the provider and the console acts as them', async ({ page, context }) => {
  await signIn(page, 'grace@demo.example', '/companies?search=a');
  await expect(page).toHaveURL(`${base}/companies?search=a`);
  await expect(page.getByTestId('current-member')).toHaveText(/Grace Hopper\s*· member/);

  const cookies = await context.cookies(base);
  expect(cookies.find((c) => c.name === 'pi_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(cookies.find((c) => c.name === 'pi_oidc')).toBeUndefined();
  // The member's key stays on the server.
  expect(await page.content()).not.toMatch(/pi_[A-Za-z0-9]{40}/);

  // Grace's private tracker is hers to see, in the console's reads and in its exports.
  expect(await trackerNames(page)).toContain('Net burn');
  expect(await exported(page)).toContain('Net burn');

  // A write through the console is Grace's in the audit trail.
  const companies = await page.request.get(`${base}/api/console/companies?limit=1`);
  const company = ((await companies.json()) as { items: { publicId: string }[] }).items[0];
  expect(company).toBeDefined();
  const created = await page.request.post(`${base}/api/console/notes`, {
    headers: { origin: base },
    data: { companyPublicId: company?.publicId, content: 'Written by Grace through the console' },
  });
  expect(created.status()).toBe(201);
  const note = (await created.json()) as { publicId: string };
  const read = await page.request.get(`${base}/api/console/notes/${note.publicId}`);
  expect(((await read.json()) as { creator: { user: { email: string } } }).creator.user.email).toBe(
    'grace@demo.example',
  );
  const events = await page.request.get(`${base}/api/console/audit-events?entityPublicId=${note.publicId}`);
  const trail = (await events.json()) as { items: { action: string; actor: { email: string; name: string } }[] };
  expect(trail.items).toEqual([
    expect.objectContaining({ action: 'created', actor: { email: 'grace@demo.example', name: 'Grace Hopper' } }),
  ]);
  const removed = await page.request.delete(`${base}/api/console/notes/${note.publicId}`, {
    headers: { origin: base },
  });
  expect(removed.status()).toBe(204);

  // Signing out ends the session on the server.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get(`${base}/api/console/me`)).status()).toBe(401);
});

test("another member does not see Grace's private tracker", async ({ page }) => {
  await signIn(page, 'Ada@Demo.Example', '/trackers');
  await expect(page).toHaveURL(`${base}/trackers`);
  await expect(page.getByTestId('current-member')).toHaveText(/Ada Lovelace\s*· admin/);
  const names = await trackerNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names).not.toContain('Net burn');
  const csv = await exported(page);
  expect(csv).toContain(names[0]);
  expect(csv).not.toContain('Net burn');
});

test('an email that is no member of the workspace is refused with a page that says why', async ({ page, context }) => {
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${base}/login/oidc/callback`)) answers.push(r.status());
  });
  await signIn(page, 'stranger@elsewhere.example', '/funds');
  await expect(page.getByRole('heading', { name: 'Not a member of this workspace' })).toBeVisible();
  await expect(page.getByText('You signed in as stranger@elsewhere.example')).toBeVisible();
  expect(answers).toEqual([403]);
  expect((await context.cookies(base)).map((c) => c.name)).not.toContain('pi_session');
  expect((await page.request.get(`${base}/api/console/me`)).status()).toBe(401);
});

test('a callback without the sign-in it answers is refused', async ({ page }) => {
  const res = await page.request.get(`${base}/login/oidc/callback?code=forged&state=forged`, { maxRedirects: 0 });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain('Sign-in expired');
});

test('the destination after sign-in stays on this site', async ({ page }) => {
  const res = await page.request.get(`${base}/login/oidc?next=${encodeURIComponent('//evil.example/x')}`, {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  const flow = res.headers()['set-cookie'] ?? '';
  const value = /pi_oidc=([^;]+)/.exec(flow)?.[1] ?? '';
  expect(JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))).toMatchObject({ next: '/' });
  expect(new URL(res.headers().location ?? '').origin).toBe(provider.issuer);
});

test("a revoked member key stops that member's console until the next sign-in makes a new one", async ({ page }) => {
  await signIn(page, 'katherine@demo.example', '/funds');
  await expect(page).toHaveURL(`${base}/funds`);
  const [first, ...others] = consoleKeysOf('katherine@demo.example');
  expect(others).toEqual([]);
  expect(first?.revokedAt).toBeNull();
  pi('keys', 'revoke', first?.publicId ?? '');

  const refused = await page.request.get(`${base}/api/console/me`);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: string }).error).toContain('sign in again');

  // A fresh browser: no console session, and the provider asks again.
  await page.context().clearCookies();
  await signIn(page, 'katherine@demo.example', '/funds');
  await expect(page).toHaveURL(`${base}/funds`);
  const me = await page.request.get(`${base}/api/console/me`);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe('katherine@demo.example');
  const keys = consoleKeysOf('katherine@demo.example');
  expect(keys.filter((k) => k.revokedAt === null)).toHaveLength(1);
  expect(keys.map((k) => k.publicId)).toContain(first?.publicId);

  // Stored sealed (AES-256-GCM under PI_SECRET_KEY), never as the key itself.
  const client = new pg.Client({ connectionString: pgUrl(dbName) });
  await client.connect();
  try {
    const { rows } = await client.query<{ sealed_key: string }>('select sealed_key from member_console_keys');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.sealed_key).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
      expect(row.sealed_key).not.toMatch(/pi_[A-Za-z0-9]{40}/);
    }
  } finally {
    await client.end();
  }
});
