/**
 * The baseline of bench/run.ts: `node:http` + `pg.Pool`, no framework,
 * serving only `GET /api/v1/companies?limit=N`. Per request it does what the
 * API's path for that request must do — parse the bearer key, hash it, look
 * it up, list the page, build the same JSON body with the same page token —
 * and nothing else (no request id, access log, rate limit or validation
 * library). Its SQL is the API's own, captured at start-up (bare-sql.ts).
 *
 * Env: DATABASE_URL, PORT (0 = any), PI_PAGE_TOKEN_SECRET (else the
 * deployment's stored secret, as the API reads it). Prints
 * `API: http://…/api/v1` when listening, like the real server.
 */
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../lib/db/client';
import { deploymentSecret } from '../lib/db/deployment';
import * as schema from '../lib/db/schema';
import { KEY_PATTERN } from '../lib/keys';
import { captureCompanyListSql, companiesBinding } from './bare-sql';

interface CompanyRow {
  public_id: string;
  name: string;
  sort_name: string;
  domains: string[];
  alternative_names: string[];
  primary_domain: string | null;
  headline: string | null;
  linkedin_slug: string | null;
  twitter_slug: string | null;
  crunchbase_slug: string | null;
}

type Company = Record<string, string | string[]>;

const SCHEME = /^bearer[ \t]+(\S+)[ \t]*$/i;
const LIMIT = /^\d{1,4}$/;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
// The API's pool size (lib/db/client.ts), so both have the same number of connections to work with.
const pool = new pg.Pool({ connectionString: url, max: 10 });
const sql = await captureCompanyListSql(pool);
const secret =
  process.env.PI_PAGE_TOKEN_SECRET ??
  (await deploymentSecret(drizzle(pool, { schema }) as unknown as Db, 'page-token-mac'));

/** toCompany's field order, absent fields left out, so JSON.stringify gives the API's bytes. */
function toCompany(r: CompanyRow): Company {
  const out: Company = {
    publicId: r.public_id,
    name: r.name,
    domains: r.domains,
    alternativeNames: r.alternative_names,
  };
  if (r.primary_domain !== null) out.primaryDomain = r.primary_domain;
  if (r.headline !== null) out.headline = r.headline;
  if (r.linkedin_slug !== null) out.linkedinSlug = r.linkedin_slug;
  if (r.twitter_slug !== null) out.twitterSlug = r.twitter_slug;
  if (r.crunchbase_slug !== null) out.crunchbaseSlug = r.crunchbase_slug;
  return out;
}

function pageToken(binding: string, last: CompanyRow): string {
  const payload = Buffer.from(JSON.stringify([binding, [last.sort_name, last.public_id]])).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22)}`;
}

function send(res: http.ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const error = (code: string, message: string) => JSON.stringify({ error: message, code });

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const [path, query = ''] = (req.url ?? '/').split('?', 2);
  if (req.method !== 'GET' || path !== '/api/v1/companies') return send(res, 404, error('not_found', 'not found'));
  const rawLimit = new URLSearchParams(query).get('limit') ?? '100';
  const limit = LIMIT.test(rawLimit) ? Number(rawLimit) : NaN;
  if (!(limit >= 1 && limit <= 100)) return send(res, 400, error('invalid_request', 'limit must be 1 to 100'));
  const key = SCHEME.exec(req.headers.authorization ?? '')?.[1];
  if (!key || !KEY_PATTERN.test(key)) return send(res, 401, error('unauthorized', 'missing or malformed API key'));
  const hash = createHash('sha256').update(key).digest('hex');
  const auth = await pool.query<{ workspace_id: number }>(sql.auth.text, sql.auth.params(hash));
  const actor = auth.rows[0];
  if (!actor) return send(res, 401, error('unauthorized', 'unknown or revoked API key'));
  const { rows } = await pool.query<CompanyRow>(sql.list.text, sql.list.params(actor.workspace_id, limit + 1));
  const pageRows = rows.length > limit ? rows.slice(0, limit) : rows;
  const page: { items: Company[]; nextPageToken?: string } = { items: pageRows.map(toCompany) };
  const last = pageRows[pageRows.length - 1];
  if (rows.length > limit && last) page.nextPageToken = pageToken(companiesBinding(), last);
  send(res, 200, JSON.stringify(page));
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err: unknown) => {
    console.error(err);
    if (!res.headersSent) send(res, 500, error('internal', 'internal error'));
    else res.destroy();
  });
});
// The real server's keep-alive timeout, so idle benchmark sockets are treated alike.
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Bare node:http + pg baseline listening.\n  API:     http://127.0.0.1:${port}/api/v1`);
});
const shutdown = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
