import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every schema file uses: one definition, so a table's types cannot drift from the others'. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const ref = (name: string) => bigint(name, { mode: 'number' });
/** Byte-wise text, as sort keys and public ids, so lists order alike everywhere. */
export const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
