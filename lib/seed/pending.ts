import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Writer } from './batch';

/** A row's id, known only once the chunk it belongs to is written. */
export interface Ref {
  id: number;
}

/**
 * Rows of one table waiting to be written. Each row is built by a closure at
 * flush time, after the ids of the tables flushed before it are assigned, so
 * a child reads its parent's id through the parent's Ref. Random draws happen
 * when the row is added, never inside the closure, to keep the order of draws
 * (and therefore the output) fixed.
 */
export class Pending<T extends PgTable> {
  private withIds: Array<{ ref: Ref; make: () => PgInsertValue<T> }> = [];
  private plain: Array<() => PgInsertValue<T>> = [];

  constructor(private readonly table: T) {}

  /** A row others will reference: its id is reserved before the insert. */
  add(make: (ref: Ref) => PgInsertValue<T>): Ref {
    const ref: Ref = { id: 0 };
    this.withIds.push({ ref, make: () => make(ref) });
    return ref;
  }

  /** A row nobody references: the database assigns its id. */
  addLeaf(make: () => PgInsertValue<T>): void {
    this.plain.push(make);
  }

  get size(): number {
    return this.withIds.length + this.plain.length;
  }

  async flush(w: Writer): Promise<void> {
    const ids = await w.reserveIds(this.table, this.withIds.length);
    const rows: PgInsertValue<T>[] = [];
    this.withIds.forEach((entry, i) => {
      const id = ids[i];
      if (id === undefined) throw new Error('seed: ran out of reserved ids');
      entry.ref.id = id;
      rows.push(entry.make());
    });
    for (const make of this.plain) rows.push(make());
    this.withIds = [];
    this.plain = [];
    await w.insert(this.table, rows);
  }
}
