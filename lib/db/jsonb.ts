import { customType } from 'drizzle-orm/pg-core';

// PostgreSQL's jsonb refuses NUL and lone UTF-16 surrogates, both in values
// and in keys. A text parameter's lone surrogate reaches the server as U+FFFD
// (the drivers encode UTF-8), so jsonb takes the same rule, and NUL is dropped
// as intake drops it from text: a row then reads alike in both.

/**
 * In JSON.stringify's output every backslash opens an escape: NUL is written
 * \u0000 and a lone surrogate \udXXX (lower-case; a paired one is written as
 * itself). Matching `\\` too keeps the scan aligned on escaped backslashes.
 */
const ESCAPE = /\\(?:\\|u0000|ud[89a-f][0-9a-f]{2})/g;

const repair = (escape: string): string => (escape === '\\\\' ? escape : escape === '\\u0000' ? '' : '\uFFFD');

/** JSON text that jsonb accepts, whatever strings (or keys) the value holds; one pass over the text. */
export const storableJson = (value: unknown): string => JSON.stringify(value).replace(ESCAPE, repair);

/**
 * drizzle's jsonb, written through storableJson, so no API write, intake or
 * derivation fails on a string PostgreSQL refuses, whichever column it
 * reaches (the audit trail's changes, a text tracker's value, recipients,
 * sheet cells). The SQL type is unchanged: no migration.
 */
export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => storableJson(value),
  // PGlite and pg hand jsonb over parsed: a string here is a JSON string, not JSON text to parse again.
  fromDriver: (value) => value,
});
