import { sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/** Conditions joined with AND, typed as always present (drizzle's `and` may return undefined). */
export const allOf = (...conditions: SQL[]): SQL => sql`(${sql.join(conditions, sql` and `)})`;

/** Builds subqueries (for EXISTS) without a database handle, so a visibility rule is a plain SQL value. */
export const subquery = new QueryBuilder();
