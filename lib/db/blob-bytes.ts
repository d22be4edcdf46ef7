import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A bytea column, selected as base64 text (decoded with `Buffer.from(text, 'base64')`). Embedded PGlite parses a
 * bytea result from hex in JavaScript, on the event loop: 19 MB held it for 3.3 s; as base64
 * (decoded natively), 0.3 s. PostgreSQL is as fast either way, so both take this one path.
 * (Bytes going in take another way on PGlite: see `bytesAsFile` in pglite.ts.)
 */
export function bytesColumn(column: SQLWrapper): SQL<string> {
  return sql<string>`encode(${column}, 'base64')`;
}
