/**
 * The SQL the API runs for `GET /companies?limit=N`, taken from the API's own
 * query functions (findLiveKey, listCompanies) through a Drizzle logger, so
 * the bare contender cannot drift from it. Each function runs once with
 * sentinel arguments; the sentinels' positions among the parameters tell
 * where the real values go.
 */
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { findLiveKey } from '../lib/api/core/auth';
import { listCompanies } from '../lib/queries/companies';
import type { Db } from '../lib/db/client';
import * as schema from '../lib/db/schema';
import { hashApiKey } from '../lib/keys';

export type Param = string | number | boolean | null;

export interface Statement {
  text: string;
  /** The statement's parameters, with the given values in place of the sentinels. */
  params(...values: Param[]): Param[];
}

export interface CompanyListSql {
  /** params(keyHash) */
  auth: Statement;
  /** params(workspaceId, limit + 1) */
  list: Statement;
}

const SENTINEL_KEY = `pi_${'Z'.repeat(40)}`;
const SENTINEL_WORKSPACE = -703_101;
// An odd limit, so its `limit + 1` cannot be mistaken for another parameter.
const SENTINEL_LIMIT = 77;

function template(logged: { query: string; params: unknown[] }, sentinels: Param[]): Statement {
  const slots = sentinels.map((s) => {
    const at = logged.params.indexOf(s);
    if (at < 0) throw new Error(`sentinel ${String(s)} not among the parameters of: ${logged.query}`);
    return at;
  });
  const fixed = logged.params.map((p): Param => {
    if (p === null || ['string', 'number', 'boolean'].includes(typeof p)) return p as Param;
    throw new Error(`unexpected parameter type ${typeof p} in: ${logged.query}`);
  });
  return {
    text: logged.query,
    params: (...values) => {
      const out = [...fixed];
      slots.forEach((slot, i) => (out[slot] = values[i] ?? null));
      return out;
    },
  };
}

/** Runs the API's two queries once (they match nothing) and returns their templates. */
export async function captureCompanyListSql(pool: pg.Pool): Promise<CompanyListSql> {
  const logged: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => void logged.push({ query, params }) },
  }) as unknown as Db;
  await findLiveKey(db, SENTINEL_KEY);
  await listCompanies(db, SENTINEL_WORKSPACE, { limit: SENTINEL_LIMIT });
  const [auth, list] = logged;
  if (logged.length !== 2 || !auth || !list) throw new Error(`expected 2 statements, saw ${logged.length}`);
  return {
    auth: template(auth, [hashApiKey(SENTINEL_KEY)]),
    list: template(list, [SENTINEL_WORKSPACE, SENTINEL_LIMIT + 1]),
  };
}

/** The API's page-token binding for an unsearched company list (pagination.ts's bindingOf). */
export const companiesBinding = (): string =>
  createHash('sha256')
    .update(JSON.stringify(['companies', null]))
    .digest('base64url')
    .slice(0, 16);
