import { parse, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { frameBytes } from './pglite-frame';

/**
 * PGlite runs a parameterised query as six calls into its engine (parse, describe the parameters, bind, describe
 * the portal, execute, sync): it asks for the parameters' types to pick each one's serializer. When every
 * parameter is a string, number, boolean, bigint or bytes, its text is the same whatever the type, so the query
 * can go as one message in one call, and the server infers the types as it would have: 0.3 ms of CPU per
 * statement becomes about 0.1 ms. A text seen before runs as the named statement it was parsed into. Anything
 * else (dates, arrays, objects, a blob) takes PGlite's own way.
 */

/** A parameter as it goes on the wire: text, bytes (sent in binary, bytea's own format) or NULL. */
type WireValue = string | Uint8Array | null;

/** The parameters as they go on the wire (text, or bytes as they are), or undefined when one needs its type written. */
export function wireParams(params: readonly unknown[] | undefined): WireValue[] | undefined {
  if (!params) return [];
  const out: WireValue[] = [];
  for (const p of params) {
    if (p === null || p === undefined) out.push(null);
    else if (typeof p === 'string') out.push(p);
    else if (typeof p === 'number' || typeof p === 'bigint' || typeof p === 'boolean') out.push(String(p));
    // Binary, as PGlite's own serializer sends bytes: no hex text made and parsed again.
    else if (p instanceof Uint8Array) out.push(p);
    else return undefined;
  }
  return out;
}

/**
 * Statements kept parsed in the engine, by SQL text. Derivation repeats some twenty statements per email; parsed
 * and analysed once, a repeat costs the engine only its bind and execute, and after a few runs PostgreSQL keeps a
 * generic plan too. Bounded, because a list's `in ($1, $2, …)` makes a new text for every length.
 */
const KEPT = 256;

/** One database's named statements: SQL text to name, oldest use first, and names to close in the next call. */
class Statements {
  readonly #names = new Map<string, string>();
  #closing: string[] = [];
  #made = 0;

  /** The frame that runs `sql`, and the name it parses, if it makes one. */
  frame(sql: string, values: WireValue[]): { bytes: Uint8Array; made?: string } {
    const close = this.#closing;
    this.#closing = [];
    const name = this.#names.get(sql);
    if (name !== undefined) {
      // Most recently used goes last, so the first key is the one to drop.
      this.#names.delete(sql);
      this.#names.set(sql, name);
      return { bytes: frameBytes({ close, statement: name, values }) };
    }
    const made = `pi_${++this.#made}`;
    return { bytes: frameBytes({ close, parse: { name: made, text: sql }, statement: made, values }), made };
  }

  /** `sql` now has `name` parsed: keep it, closing the least recently used past the bound. */
  kept(sql: string, name: string): void {
    this.#names.set(sql, name);
    if (this.#names.size <= KEPT) return;
    const [oldest] = this.#names;
    if (!oldest) return;
    this.#names.delete(oldest[0]);
    this.#closing.push(oldest[1]);
  }

  /**
   * A call failed. Whether its parse went through is unknown, and a kept statement may no longer fit its tables
   * ("cached plan must not change result type"): the name is closed with the next call (closing a name that
   * does not exist is no error) and the text parsed afresh.
   */
  failed(sql: string, made: string | undefined): void {
    const name = made ?? this.#names.get(sql);
    if (name === undefined) return;
    this.#names.delete(sql);
    this.#closing.push(name);
  }
}

const statements = new WeakMap<PGlite, Statements>();

function statementsOf(db: PGlite): Statements {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = new Statements()));
  return s;
}

/**
 * The query in one call, under the instance's query lock (the caller's transaction, if any, already holds the
 * transaction lock). An error names its query and parameters, as PGlite's own do.
 */
export function oneTrip<T>(
  db: PGlite,
  sql: string,
  values: WireValue[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  return db._runExclusiveQuery(async () => {
    const kept = statementsOf(db);
    const { bytes, made } = kept.frame(sql, values);
    let messages;
    try {
      messages = await db.execProtocolStream(bytes, { syncToFs: false });
      if (made) kept.kept(sql, made);
    } catch (err) {
      kept.failed(sql, made);
      if (err instanceof Error) Object.assign(err, { query: sql, params: values, queryOptions: options });
      throw err;
    }
    // Outside a transaction a statement is durable on its own, as PGlite's query makes it.
    if (!inTransaction) await db.syncToFs();
    const [result] = parse.parseResults(messages, db.parsers, options);
    if (!result) throw new Error('a query returned no result');
    return result as Results<T>;
  });
}
