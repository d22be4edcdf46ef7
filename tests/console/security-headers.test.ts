import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../lib/console/security-headers';
import { ada, baseUrl, type List } from '../helpers/api';
import { startOwnServer, type OwnServer } from '../helpers/own-server';

interface Page {
  status: number;
  headers: Headers;
  text: string;
}

const NONCE = /^'nonce-([A-Za-z0-9+/]{22}==)'$/;

async function get(path: string, opts: { base?: string; headers?: Record<string, string> } = {}): Promise<Page> {
  const res = await fetch(`${opts.base ?? baseUrl()}${path}`, { headers: opts.headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  const entries = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name = '', ...sources]): [string, string[]] => [name, sources]);
  return new Map(entries);
}

/** Checks every header the console promises and returns the response's nonce. */
function expectSecurityHeaders(page: Page): string {
  const policy = directives(page.headers.get('content-security-policy') ?? '');
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toEqual(["'self'", expect.stringMatching(NONCE), "'strict-dynamic'"]);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // The shared server runs a build, not dev mode.
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(Object.fromEntries([...policy].filter(([name]) => name !== 'script-src'))).toEqual({
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('referrer-policy')).toBe('same-origin');
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  return NONCE.exec(scriptSrc[1] ?? '')?.[1] ?? '';
}

/** Every <script> tag of a page carries exactly the response's nonce. */
function expectScriptsNonced(page: Page, nonce: string): void {
  const tags = page.text.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(1);
  for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
  // The root layout's inline theme script, where the server renders the layout (a not-found
  // page is Next's error shell, which leaves the layout to the browser).
  if (page.status === 200) {
    expect(page.text).toContain(`<script nonce="${nonce}">(function(){try{var m=window.matchMedia`);
  }
}

let companyId = '';
let sourcePath = '';

beforeAll(async () => {
  const companies = await ada()<List<{ publicId: string }>>('GET', '/companies?limit=20');
  companyId = companies.body.items[0]?.publicId ?? '';
  for (const c of companies.body.items) {
    type Tp = { insights: { citations: { permalink: string }[] }[] };
    const tps = await ada()<List<Tp>>('GET', `/companies/${c.publicId}/touchpoints?limit=20`);
    const permalink = tps.body.items.flatMap((t) => t.insights.flatMap((i) => i.citations))[0]?.permalink;
    if (permalink) {
      sourcePath = new URL(permalink).pathname;
      break;
    }
  }
  expect(companyId).not.toBe('');
  expect(sourcePath).toMatch(/^\/sources\//);
});

describe('console pages carry the security headers and a per-response nonce', () => {
  const pages = () => [
    '/companies',
    `/companies/${companyId}`,
    `/companies/${companyId}/touchpoints`,
    '/funds',
    '/trackers',
    '/meetings',
    '/connections',
    sourcePath,
  ];

  it('sets every header, and the nonce on every script, on each page', async () => {
    for (const path of pages()) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expectScriptsNonced(page, expectSecurityHeaders(page));
    }
  });

  it('does the same on not-found pages (a missing source, an unknown path)', async () => {
    for (const path of ['/sources/note/AAAAAAAAAAAAAAAAAAAAA', '/no-such-console-page']) {
      const page = await get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expectScriptsNonced(page, expectSecurityHeaders(page));
    }
  });

  it('sets the headers on /_next assets, the console proxy and redirects', async () => {
    const html = await get('/companies');
    const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html.text)?.[1];
    expect(asset).toBeTruthy();
    const js = await get(asset ?? '');
    expect(js.status).toBe(200);
    expectSecurityHeaders(js);
    const proxied = await get('/api/console/companies?limit=1');
    expect(proxied.status).toBe(200);
    expectSecurityHeaders(proxied);
    // Without a console password, /login redirects to the home page; the redirect still carries the headers.
    const redirect = await get('/login');
    expect(redirect.status).toBe(307);
    expectSecurityHeaders(redirect);
  });

  it('uses a fresh nonce for every response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(expectSecurityHeaders(await get('/companies')));
    expect(nonces.size).toBe(5);
  });

  it('believes no nonce or policy a client sends', async () => {
    const page = await get('/companies', {
      headers: {
        'x-nonce': 'AAAAAAAAAAAAAAAAAAAAAA==',
        'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='",
      },
    });
    const nonce = expectSecurityHeaders(page);
    expect(nonce).not.toBe('AAAAAAAAAAAAAAAAAAAAAA==');
    expect(page.text).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==');
    expectScriptsNonced(page, nonce);
  });
});

describe('with sign-in on', () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnServer('csp', { PI_CONSOLE_PASSWORD: 'correct horse battery staple' });
  });
  afterAll(() => server.dispose());

  it('the sign-in page carries the headers and its scripts the nonce', async () => {
    const page = await get('/login', { base: server.url });
    expect(page.status).toBe(200);
    expectScriptsNonced(page, expectSecurityHeaders(page));
  });
});

describe('the policy', () => {
  it("allows 'unsafe-eval' only in dev mode, which Next's dev runtime needs", () => {
    const scriptSrc = (dev: boolean) => directives(contentSecurityPolicy('bm9uY2U=', dev)).get('script-src');
    expect(scriptSrc(false)).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(scriptSrc(true)).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'", "'unsafe-eval'"]);
  });
});
