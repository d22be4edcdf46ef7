import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { oneTrip, wireParams } from './pglite-one-trip';
import { TurnSlicer } from './turns';

/**
 * The type parsers drizzle-orm's PGlite driver sends with every query: dates,
 * timestamps, intervals and their arrays stay text, which drizzle then maps
 * itself.
 */
const DRIZZLE_PARSERS: NonNullable<QueryOptions['parsers']> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/**
 * Per-query parsers make PGlite copy its ~320 built-in ones on every query,
 * about 40% of a short query's time. Registered once on the instance instead,
 * they give the same rows; any other per-query parsers pass through as before.
 */
function lean(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((oid) => oid in DRIZZLE_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

/** Bytes bigger than this reach PGlite as a file, not as a parameter. */
const FILE_PARAM_BYTES = 64 * 1024;

/**
 * PGlite escapes a bytea parameter into text in JavaScript, on the event loop: 19 MB held it for
 * 7.5 s. Written to its virtual file `/dev/blob` and read there by the database, the same bytes
 * take 0.3 s. One big parameter per statement goes that way: `$n` becomes `$n || the file`, with
 * `$n` itself sent empty so its type is still inferred as before.
 */
function bytesAsFile(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  const isBig = (p: unknown) => p instanceof Uint8Array && p.byteLength > FILE_PARAM_BYTES;
  const big = params?.findIndex(isBig) ?? -1;
  if (!params || big === -1 || options?.blob || params.filter(isBig).length > 1) return { sql, params, options };
  const bytes = params[big] as Uint8Array;
  const n = big + 1;
  return {
    sql: sql.replace(new RegExp(`\\$${n}(?!\\d)`, 'g'), `($${n} || pg_read_binary_file('/dev/blob'))`),
    params: params.map((p, i) => (i === big ? new Uint8Array(0) : p)),
    options: { ...options, blob: new Blob([new Uint8Array(bytes)]) },
  };
}

/** A query as PGlite should run it: lean parsers, big bytes as a file. */
function prepared(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
  const q = bytesAsFile(sql, params, options);
  return [q.sql, q.params, lean(q.options)] as const;
}

/** The parameters' text when the query can go in one trip (see pglite-one-trip.ts). */
function oneTripValues(params: unknown[] | undefined, options: QueryOptions | undefined) {
  return options?.blob || options?.paramTypes || options?.serializers ? undefined : wireParams(params);
}

function leanTransaction(db: PGlite, tx: Transaction): Transaction {
  return {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      const [text, values, opts] = prepared(sql, params, options);
      const asText = tx.closed ? undefined : oneTripValues(values, opts);
      return asText ? oneTrip<T>(db, text, asText, opts, true) : tx.query<T>(text, values, opts);
    },
    sql: tx.sql,
    exec: tx.exec,
    rollback: tx.rollback,
    listen: tx.listen,
    get closed() {
      return tx.closed;
    },
  };
}

/**
 * Milliseconds of queries per event-loop turn: short enough that sockets are
 * read and connections accepted every few milliseconds under any load, long
 * enough that the turns themselves cost next to nothing.
 */
const TURN_BUDGET_MS = 4;

/**
 * PGlite for drizzle: the same queries and results, without the per-query
 * parser copy, and with statements and transactions taking turns with I/O.
 */
export class DrizzlePGlite extends PGlite {
  readonly #turns = new TurnSlicer(TURN_BUDGET_MS);

  static async open(dataDir: string, options: PGliteOptions = {}): Promise<DrizzlePGlite> {
    // unaccent folds accents in search vectors and queries (the `search` migration makes its configuration).
    const db = new DrizzlePGlite(dataDir, { ...options, extensions: { unaccent, ...options.extensions } });
    await db.waitReady;
    // After start-up, which gives every array type a parser of its own: these must win, as they do per query.
    Object.assign(db.parsers, DRIZZLE_PARSERS);
    return db;
  }

  /** About how long a statement queued now would wait: the basis for shedding load. */
  backlogMs(): number {
    return this.#turns.backlogMs();
  }

  override query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#turns.run(() => {
      const [text, values, opts] = prepared(sql, params, options);
      const asText = oneTripValues(values, opts);
      return asText ? oneTrip<T>(this, text, asText, opts, false) : super.query<T>(text, values, opts);
    });
  }

  // One operation, whole: a callback that awaits only its own queries never spans turns.
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#turns.run(() => super.transaction((tx) => callback(leanTransaction(this, tx))));
  }
}
