import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite runs a parameterised query as six calls into its engine (parse, describe the parameters, bind, describe
 * the portal, execute, sync): it asks for the parameters' types to pick each one's serializer. When every
 * parameter is a string, number, boolean, bigint or bytes, its text is the same whatever the type, so the query
 * can go as one message in one call, and the server infers the types as it would have: 0.3 ms of CPU per
 * statement becomes about 0.1 ms. Anything else (dates, arrays, objects, a blob) takes PGlite's own way.
 */

/** The parameters as PostgreSQL's text format, or undefined when one needs its type to be written. */
export function textParams(params: readonly unknown[] | undefined): (string | null)[] | undefined {
  if (!params) return [];
  const out: (string | null)[] = [];
  for (const p of params) {
    if (p === null || p === undefined) out.push(null);
    else if (typeof p === 'string') out.push(p);
    else if (typeof p === 'number' || typeof p === 'bigint' || typeof p === 'boolean') out.push(String(p));
    // bytea's hex input, as PGlite's bytea serializer writes it.
    else if (p instanceof Uint8Array)
      out.push(`\\x${Buffer.from(p.buffer, p.byteOffset, p.byteLength).toString('hex')}`);
    else return undefined;
  }
  return out;
}

function frame(sql: string, values: (string | null)[]): Uint8Array {
  const parts = [
    protocol.serialize.parse({ text: sql }),
    protocol.serialize.bind({ values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/**
 * The query in one call, under the instance's query lock (the caller's transaction, if any, already holds the
 * transaction lock). An error names its query and parameters, as PGlite's own do.
 */
export function oneTrip<T>(
  db: PGlite,
  sql: string,
  values: (string | null)[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> {
  return db._runExclusiveQuery(async () => {
    let messages;
    try {
      messages = await db.execProtocolStream(frame(sql, values), { syncToFs: false });
    } catch (err) {
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
