import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField } from '../errors';

export const DEFAULT_LIMIT = 100;

/**
 * Page tokens carry the last row's sort keys plus a digest of everything the
 * token was issued under (endpoint, path ids, sort, filters), and a MAC so a
 * tampered token is refused rather than silently moving the cursor. The MAC
 * key is per deployment (made at first start, kept in the database), so every
 * server of one deployment accepts the others' tokens and nobody can forge one.
 */
type KeyKind = 'string' | 'timestamp' | 'date' | 'float';
export type KeyValue = string;

export function bindingOf(scope: unknown): string {
  return createHash('sha256').update(JSON.stringify(scope)).digest('base64url').slice(0, 16);
}

const invalid = () => invalidField('pageToken', 'is invalid, or was issued for another query');

export interface Page<T> {
  items: T[];
  nextPageToken?: string;
}

export interface PageTokens {
  encode(binding: string, keys: KeyValue[]): string;
  /** The keys of a token issued for `binding`, each valid for its column; anything else is a 400. */
  decode(token: string, binding: string, order: Keyset): KeyValue[];
  /**
   * Rows were fetched with limit + 1: the extra row only proves that a further
   * page exists. `cursorOf` gives a row's keyset values (each list's
   * `…Cursor` function), which the next token carries.
   */
  toPage<R, T>(
    rows: R[],
    limit: number,
    binding: string,
    cursorOf: (row: R) => KeyValue[],
    map: (rows: R[]) => T[],
  ): Page<T>;
}

export function pageTokens(secret: string): PageTokens {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
  const encode = (binding: string, keys: KeyValue[]) => {
    const payload = Buffer.from(JSON.stringify([binding, keys])).toString('base64url');
    return `${payload}.${mac(payload)}`;
  };
  return {
    encode,
    decode(token, binding, order) {
      const dot = token.indexOf('.');
      if (dot <= 0) throw invalid();
      const payload = token.slice(0, dot);
      // Compared as text: base64url's last character has unused bits, so two tags
      // that decode to the same bytes can still differ, and a changed token must fail.
      const tag = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(payload));
      if (tag.length !== expected.length || !timingSafeEqual(tag, expected)) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      if (!Array.isArray(parsed) || parsed[0] !== binding || !Array.isArray(parsed[1])) throw invalid();
      const keys: unknown[] = parsed[1];
      const kinds = order.columns.map((c) => c.kind);
      if (keys.length !== kinds.length || !keys.every((k, i) => isKey(k, kinds[i]))) throw invalid();
      return keys as KeyValue[];
    },
    toPage(rows, limit, binding, cursorOf, map) {
      const hasMore = rows.length > limit;
      const pageRows = hasMore ? rows.slice(0, limit) : rows;
      const last = pageRows[pageRows.length - 1];
      const page: Page<ReturnType<typeof map>[number]> = { items: map(pageRows) };
      if (hasMore && last !== undefined) page.nextPageToken = encode(binding, cursorOf(last));
      return page;
    },
  };
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MAX_STRING_KEY = 2048;

/**
 * Keys are checked in exactly the form the server writes them (ISO instants
 * with milliseconds, calendar dates, plain text), so nothing that PostgreSQL
 * would refuse, and nothing JavaScript merely tolerates, reaches SQL.
 */
function isKey(value: unknown, kind: KeyKind | undefined): boolean {
  if (typeof value !== 'string') return false;
  if (kind === 'timestamp') return TIMESTAMP.test(value) && sameInstant(value);
  if (kind === 'date') return DATE.test(value) && sameInstant(`${value}T00:00:00.000Z`);
  // Only the shortest form JavaScript writes for a finite number: no 'NaN', 'infinity', '1.50' or ' 1'.
  if (kind === 'float') return Number.isFinite(Number(value)) && String(Number(value)) === value;
  return value.length <= MAX_STRING_KEY && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A real calendar instant: `2020-02-30` parses in JavaScript but does not survive the round trip. */
function sameInstant(iso: string): boolean {
  // JavaScript has a year 0; PostgreSQL has none (1 BC follows AD 1).
  if (iso.startsWith('0000-')) return false;
  const time = Date.parse(iso);
  return !Number.isNaN(time) && new Date(time).toISOString() === iso;
}

interface KeysetColumn {
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
  return values === undefined ? undefined : rowAfter(k, values);
}

/**
 * `keysetAfter` for a prepared statement: the cursor's values are placeholders `after0`, `after1`, …, filled by
 * `keysetParams`.
 */
export const keysetAfterPlaceholders = (k: Keyset): SQL =>
  rowAfter(
    k,
    k.columns.map((_, i) => sql.placeholder(`after${i}`)),
  );

function rowAfter(k: Keyset, values: readonly (KeyValue | Placeholder)[]): SQL {
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

export const keysetParams = (values: readonly KeyValue[]): Record<string, KeyValue> =>
  Object.fromEntries(values.map((v, i) => [`after${i}`, v]));

function cast(value: string | Placeholder, kind: KeyKind): SQL {
  if (kind === 'timestamp') return sql`${value}::timestamptz`;
  if (kind === 'date') return sql`${value}::date`;
  if (kind === 'float') return sql`${value}::float8`;
  return sql`${value}::text collate "C"`;
}
