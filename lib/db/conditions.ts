import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/** Conditions joined with AND, typed as always present (drizzle's `and` may return undefined). */
export const allOf = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`;

/** Builds subqueries (for EXISTS) without a database handle, so a visibility rule is a plain SQL value. */
export const subquery = new QueryBuilder();

/**
 * `column = any($1::bigint[])`: the ids travel as one array parameter. drizzle's
 * `inArray` binds one parameter per id and builds the SQL chunk by chunk, which
 * for thousands of ids (a 5,000-point series' citations) costs more than the query.
 */
export const idIn = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::bigint[])`;
