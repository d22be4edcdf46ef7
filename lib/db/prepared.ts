import type { Column } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * A statement built once per database handle and run with placeholders. Building a drizzle query walks its
 * parts with `is()` checks and costs more CPU than running a short indexed read, so the API's busiest reads
 * (the key of every request, a list's pages) keep theirs. On PostgreSQL, `build` names the statement
 * (`.prepare(name)`), so each connection parses and plans it once. A transaction handle gets its own, built
 * on first use and dropped with it.
 */
export function preparedOn<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const built = new WeakMap<DbOrTx, P>();
  return (db) => {
    let p = built.get(db);
    if (p === undefined) {
      p = build(db);
      built.set(db, p);
    }
    return p;
  };
}

/**
 * A prepared select whose rows are mapped by a loop built once from its flat `fields`, instead of drizzle's
 * general walk per row and column (`is()` checks, path arrays, null maps): on a 100-row company page that walk
 * took about a tenth of the request's CPU. Both drivers' prepared queries take a result mapper (their
 * relational queries use it); a drizzle that dropped it fails here, at the first build, not silently.
 */
export function withFlatRows<P extends object>(prepared: P, fields: Record<string, Column>): P {
  if (!('customResultMapper' in prepared)) throw new Error('drizzle prepared queries no longer take a result mapper');
  const keys = Object.keys(fields);
  const columns = Object.values(fields);
  const map = (rows: unknown[][]) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        out[keys[i] as string] = value === null ? null : (columns[i] as Column).mapFromDriverValue(value);
      }
      return out;
    });
  return Object.assign(prepared, { customResultMapper: map });
}
