import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** Rows per INSERT: parameters stay one per column, so only statement size limits this. */
const ROWS_PER_INSERT = 4000;

type Encode = (value: unknown) => string | null;

interface ColumnMeta {
  key: string;
  name: string;
  /** Element type of the unnest() parameter. */
  paramType: string;
  /** A text[] column travels as text (an array literal per row) and is cast back per row. */
  nested: boolean;
  encode: Encode;
}

interface TableMeta {
  name: string;
  columns: ColumnMeta[];
}

const metaCache = new WeakMap<PgTable, TableMeta>();

/** getTableConfig rebuilds the index list on every call, so it is read once per table. */
export function tableMeta(table: PgTable): TableMeta {
  const cached = metaCache.get(table);
  if (cached) return cached;
  const name = getTableConfig(table).name;
  // Generated columns (search vectors) are computed by the database and cannot be written.
  const written = Object.entries(getTableColumns(table)).filter(([, column]) => column.generated === undefined);
  const columns = written.map(([key, column]): ColumnMeta => {
    const sqlType = column.getSQLType().replace(/ COLLATE .*$/, '');
    if (sqlType.endsWith('[]'))
      return { key, name: column.name, paramType: 'text', nested: true, encode: encodeNested };
    if (sqlType === 'jsonb')
      return { key, name: column.name, paramType: 'jsonb', nested: false, encode: (v) => JSON.stringify(v) };
    if (sqlType === 'bytea') return { key, name: column.name, paramType: 'bytea', nested: false, encode: encodeBytes };
    if (sqlType.startsWith('timestamp'))
      return { key, name: column.name, paramType: 'timestamptz', nested: false, encode: encodeScalar };
    const paramType = sqlType === 'bigserial' ? 'bigint' : sqlType;
    return { key, name: column.name, paramType, nested: false, encode: encodeScalar };
  });
  const meta = { name, columns };
  metaCache.set(table, meta);
  return meta;
}

function encodeScalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

/** bytea's hex input form; the array literal escapes its backslash. */
function encodeBytes(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('seed: expected bytes');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

function encodeNested(value: unknown): string {
  if (!Array.isArray(value)) throw new Error('seed: expected an array value');
  return arrayLiteral(value.map((v) => (v === null || v === undefined ? null : String(v))));
}

/** A PostgreSQL array literal; every element quoted, so any text is safe. */
function arrayLiteral(items: Array<string | null>): string {
  const parts = items.map((s) => (s === null ? 'NULL' : `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${parts.join(',')}}`;
}

/** Statements built ahead of the database; bounds the memory they hold. */
const MAX_QUEUED = 4;

/**
 * Writes seed rows and counts them per table. Rows go in as one array
 * parameter per column (INSERT … SELECT FROM unnest(…)): far cheaper than
 * multi-row VALUES, whose statement building dominated the seed's time.
 *
 * Inserts are queued and run one after another in order, while the caller
 * goes on generating the next rows: the database and the generator work at
 * the same time. A failed statement fails every later one, and the error
 * surfaces at the next insert or at drain().
 *
 * Row ids are reserved from the table's sequence beforehand, so children can
 * reference parents without RETURNING (whose row order PostgreSQL does not
 * promise).
 */
export class Writer {
  readonly counts: Record<string, number> = {};
  private queue: Array<Promise<void>> = [];
  private tail: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(readonly tx: DbOrTx) {}

  async reserveIds(table: PgTable, n: number): Promise<number[]> {
    if (n === 0) return [];
    const { name } = tableMeta(table);
    const rows = await this.tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence(${name}, 'id'))`.mapWith(Number) })
      .from(sql`generate_series(1, ${n})`);
    return rows.map((r) => r.id);
  }

  async insert<T extends PgTable>(table: T, rows: PgInsertValue<T>[]): Promise<void> {
    if (rows.length === 0) return;
    const meta = tableMeta(table);
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const statement = insertStatement(meta, rows.slice(i, i + ROWS_PER_INSERT));
      this.tail = this.tail.then(async () => {
        if (this.stopped) throw new Error('seed: writer stopped');
        try {
          await this.tx.execute(statement);
        } catch (err) {
          // The driver's error quotes the whole statement: megabytes of parameters.
          const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
          const reason = cause instanceof Error ? cause.message : String(cause);
          throw new Error(`seed: inserting into ${meta.name} failed: ${reason}`, { cause });
        }
      });
      // Observed through the queue; this only keeps Node from reporting it as unhandled meanwhile.
      this.tail.catch(() => {});
      this.queue.push(this.tail);
      while (this.queue.length > MAX_QUEUED) await this.queue.shift();
    }
    this.counts[meta.name] = (this.counts[meta.name] ?? 0) + rows.length;
  }

  /** Waits until every queued insert has run; rethrows the first failure. */
  async drain(): Promise<void> {
    while (this.queue.length > 0) await this.queue.shift();
  }

  /**
   * On failure elsewhere: runs nothing more and waits out the statement in
   * flight, so none can reach the connection after the transaction ends.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.tail.catch(() => {});
  }
}

function insertStatement(meta: TableMeta, rows: ReadonlyArray<Record<string, unknown>>): SQL {
  // Columns no row sets are left to their defaults.
  const used = meta.columns.filter((c) => rows.some((r) => r[c.key] !== undefined));
  const params = used.map((c) => {
    const values = rows.map((r) => {
      const v = r[c.key];
      return v === null || v === undefined ? null : c.encode(v);
    });
    return sql`${arrayLiteral(values)}::${sql.raw(c.paramType)}[]`;
  });
  const names = used.map((c) => `"${c.name}"`).join(', ');
  const select = used.map((c) => (c.nested ? `"${c.name}"::text[]` : `"${c.name}"`)).join(', ');
  return sql`insert into ${sql.raw(`"${meta.name}"`)} (${sql.raw(names)}) select ${sql.raw(select)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(names)})`;
}

/** Hands out reserved ids one at a time. */
export class IdPool {
  private next = 0;

  constructor(private readonly ids: number[]) {}

  take(): number {
    const id = this.ids[this.next++];
    if (id === undefined) throw new Error('seed: ran out of reserved ids');
    return id;
  }
}
