import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

export const DEFAULT_LIMIT = 100;

/**
 * Page tokens carry the last row's sort keys plus a digest of everything the
 * token was issued under (endpoint, path ids, sort, filters), and a MAC so a
 * tampered token is refused rather than silently moving the cursor. The MAC
 * key guards integrity, not secrecy: the keys inside are the caller's own data.
 */
const MAC_KEY = process.env.PI_PAGE_TOKEN_SECRET || 'portfolio-intelligence/page-token/v1';

export type KeyKind = 'string' | 'timestamp' | 'date';
export type KeyValue = string;

export function bindingOf(scope: unknown): string {
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url').slice(0, 16);
}

export function encodePageToken(binding: string, keys: KeyValue[]): string {
  const payload = Buffer.from(JSON.stringify([binding, keys])).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

const INVALID = 'pageToken is invalid, or was issued for another query';

export function decodePageToken(token: string, binding: string, order: Keyset): KeyValue[] {
  const kinds = order.columns.map((c) => c.kind);
  const dot = token.indexOf('.');
  if (dot <= 0) throw badRequest(INVALID);
  const payload = token.slice(0, dot);
  // Compared as text: base64url's last character has unused bits, so two tags
  // that decode to the same bytes can still differ, and a changed token must fail.
  const tag = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(payload));
  if (tag.length !== expected.length || !timingSafeEqual(tag, expected)) throw badRequest(INVALID);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID);
  }
  if (!Array.isArray(parsed) || parsed[0] !== binding || !Array.isArray(parsed[1])) throw badRequest(INVALID);
  const keys: unknown[] = parsed[1];
  if (keys.length !== kinds.length || !keys.every((k, i) => isKey(k, kinds[i]))) throw badRequest(INVALID);
  return keys as KeyValue[];
}

function isKey(value: unknown, kind: KeyKind | undefined): boolean {
  if (typeof value !== 'string') return false;
  if (kind === 'timestamp') return !Number.isNaN(Date.parse(value));
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value);
  return true;
}

function mac(payload: string): string {
  return createHmac('sha256', MAC_KEY).update(payload).digest('base64url').slice(0, 22);
}

export interface KeysetColumn {
  column: AnyPgColumn | SQL;
  kind: KeyKind;
}

/**
 * A list's total order: the columns it sorts by, all in one direction, the
 * last one unique. Its ORDER BY, cursor condition and token layout all derive
 * from it, so they cannot drift apart.
 */
export interface Keyset {
  direction: 'asc' | 'desc';
  columns: readonly KeysetColumn[];
}

export const keyset = (direction: 'asc' | 'desc', ...columns: KeysetColumn[]): Keyset => ({ direction, columns });

export function keysetOrder(k: Keyset): SQL[] {
  return k.columns.map((c) => (k.direction === 'asc' ? asc(c.column) : desc(c.column)));
}

/**
 * `(a, b) > (x, y)` for ascending lists, `<` for descending ones: one
 * direction for all keys, so a row comparison matches the index.
 */
export function keysetAfter(k: Keyset, values: readonly KeyValue[] | undefined): SQL | undefined {
  if (values === undefined) return undefined;
  const cols = sql.join(
    k.columns.map((c) => sql`${c.column}`),
    sql`, `,
  );
  const vals = sql.join(
    k.columns.map((c, i) => cast(values[i] ?? '', c.kind)),
    sql`, `,
  );
  return k.direction === 'asc' ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
}

function cast(value: string, kind: KeyKind): SQL {
  if (kind === 'timestamp') return sql`${value}::timestamptz`;
  if (kind === 'date') return sql`${value}::date`;
  return sql`${value}::text collate "C"`;
}

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

/**
 * Rows were fetched with limit + 1: the extra row only proves that a further
 * page exists.
 */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  binding: string,
  keysOf: (row: R) => KeyValue[],
  map: (rows: R[]) => T[],
): Page<T> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  const page: Page<T> = { items: map(pageRows) };
  if (hasMore && last !== undefined) page.nextPageToken = encodePageToken(binding, keysOf(last));
  return page;
}
