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
