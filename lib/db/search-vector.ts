import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * The text search configuration every search vector and query uses: English
 * stemming with accents folded (`unaccent` before `english_stem`), made by the
 * `search` migration. Named in one place so stored vectors, queries and
 * headlines always agree.
 */
export const SEARCH_CONFIG = 'pi_search';

/**
 * Characters of one field that are indexed. A tsvector holds at most 1 MB, and
 * an insert whose vector would be larger fails (its lexemes may not pass 1 MB): two fields of 150,000
 * characters stay under it even where folding accents lengthens a word.
 */
const SEARCH_FIELD_CHARS = 150_000;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type Weight = 'A' | 'B' | 'C' | 'D';

/** One field of a search vector: a SQL text expression over the table's own columns, and its weight. */
interface SearchField {
  expr: string;
  weight: Weight;
}

/** The capped text of a column, as indexed: the headline of a hit reads the same characters. */
export const capped = (column: string): string => `left(coalesce(${column}, ''), ${SEARCH_FIELD_CHARS})`;

/**
 * A generated column holding the row's search vector, so it is current in the
 * very transaction that writes the row (no separate engine, nothing to sync).
 * Every function in it is immutable, as PostgreSQL requires of a generated column.
 */
export function searchVector(fields: SearchField[]) {
  const parts = fields.map(
    (f) => `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, ${f.expr}), '${f.weight}')`,
  );
  return tsvector('search_vector').generatedAlwaysAs(sql.raw(parts.join(' || ')));
}
