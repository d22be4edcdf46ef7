/**
 * Queries sent to PGlite in one trip (lib/db/pglite-one-trip.ts) answer exactly as PGlite's own query does, on a
 * real embedded database: values of every type they carry, NULLs, array rows, errors, and transactions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireParams } from '../../lib/db/pglite-one-trip';
import { DrizzlePGlite } from '../../lib/db/pglite';

describe('wireParams', () => {
  it('writes strings, numbers, bigints, booleans and NULLs as PostgreSQL text, and keeps bytes as bytes', () => {
    expect(wireParams(['a', 1.5, 10n, true, null, undefined, new Uint8Array([0, 171, 255])])).toEqual([
      'a',
      '1.5',
      '10',
      'true',
      null,
      null,
      new Uint8Array([0, 171, 255]),
    ]);
  });

  it('leaves a date, an array or an object to PGlite, which writes them by type', () => {
    expect(wireParams([new Date(0)])).toBeUndefined();
    expect(wireParams([['a']])).toBeUndefined();
    expect(wireParams([{ a: 1 }])).toBeUndefined();
  });
});

describe('DrizzlePGlite', () => {
  let dir: string;
  let one: DrizzlePGlite;
  let plain: PGlite;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pi-one-trip-'));
    one = await DrizzlePGlite.open(path.join(dir, 'one'));
    plain = new PGlite(path.join(dir, 'plain'));
    const schema = `create table t (id serial primary key, n int, big bigint, price numeric, flag boolean,
      body text, doc jsonb, bytes bytea, at timestamptz)`;
    await one.exec(schema);
    await plain.exec(schema);
  }, 60_000);

  afterAll(async () => {
    await one.close();
    await plain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insert = `insert into t (n, big, price, flag, body, doc, bytes, at) values ($1, $2, $3, $4, $5, $6, $7, $8)
    returning id, n, big, price, flag, body, doc, bytes`;
  const rows: unknown[][] = [
    [7, 9007199254740993n, '12.50', false, 'naïve — “quoted”', '{"a":[1,2]}', new Uint8Array([1, 2, 3]), null],
    [null, null, 3, true, '', null, null, '2026-11-29T10:00:00.000Z'],
  ];

  it('inserts and reads back the same values as PGlite’s own query', async () => {
    for (const params of rows) {
      const [a, b] = [await one.query(insert, params), await plain.query(insert, params)];
      expect(a.rows).toEqual(b.rows);
      expect(a.fields).toEqual(b.fields);
    }
    const select = 'select n, big, price, flag, body, doc, bytes from t where id = any(array[$1::int, $2::int])';
    const [a, b] = [
      await one.query(select, [1, 2], { rowMode: 'array' }),
      await plain.query(select, [1, 2], { rowMode: 'array' }),
    ];
    expect(a.rows).toEqual(b.rows);
    expect(a.rows).toHaveLength(2);
  });

  it('counts affected rows and raises errors with their code and query', async () => {
    const updated = await one.query('update t set flag = $1 where n = $2', [true, 7]);
    expect(updated.affectedRows).toBe(1);
    const failed = await one.query('select 1 / $1::int', [0]).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012', query: 'select 1 / $1::int' });
    // The session is usable after the error.
    expect((await one.query('select $1::text as ok', ['yes'])).rows).toEqual([{ ok: 'yes' }]);
  });

  it('runs inside a transaction, and an error rolls it back whole', async () => {
    const before = (await one.query<{ count: number }>('select count(*)::int as count from t')).rows[0]?.count;
    const failed = await one
      .transaction(async (tx) => {
        await tx.query('insert into t (n) values ($1)', [100]);
        await tx.query('insert into t (n) values ($1)', ['not a number']);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22P02' });
    const after = (await one.query<{ count: number }>('select count(*)::int as count from t')).rows[0]?.count;
    expect(after).toBe(before);
    await one.transaction(async (tx) => {
      await tx.query('insert into t (n) values ($1)', [101]);
    });
    expect((await one.query('select n from t where n = $1', [101])).rows).toEqual([{ n: 101 }]);
  });

  it('runs a statement seen before under its name, and never keeps more than a bounded number', async () => {
    const named = () =>
      one.query<{ count: number }>("select count(*)::int as count from pg_prepared_statements where name like 'pi_%'");
    const before = (await named()).rows[0]?.count ?? 0;
    for (let i = 0; i < 3; i++)
      expect((await one.query('select n, body from t where n = $1', [7])).rows).toEqual([
        { n: 7, body: 'naïve — “quoted”' },
      ]);
    // One more than before (the count was named by its first run), however often the select ran.
    expect((await named()).rows[0]?.count).toBe(before + 1);
    // 300 different texts: the oldest are closed as new ones come, and every one still answers.
    for (let i = 0; i < 300; i++)
      expect((await one.query(`select $1::int + ${i} as v`, [1])).rows).toEqual([{ v: 1 + i }]);
    expect((await named()).rows[0]?.count).toBeLessThanOrEqual(256 + 1);
    expect((await one.query('select n from t where n = $1', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('parses afresh after an error, a rolled-back transaction or a changed table', async () => {
    // A statement that fails to parse fails the same way again, not with "already exists".
    for (let i = 0; i < 2; i++)
      expect(await one.query('select nope from t where n = $1', [1]).catch((e: unknown) => e)).toMatchObject({
        code: '42703',
      });
    // Parsed inside a transaction that rolls back: the name outlives it and still runs.
    const q = 'select count(*)::int as c from t where n = $1';
    await one
      .transaction(async (tx) => {
        await tx.query(q, [7]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await one.query<{ c: number }>(q, [7])).rows).toEqual([{ c: 1 }]);
    // A table changed under a kept `select *`: the failed call drops the name, the next parses it anew.
    await one.exec('create table w (a int); insert into w values (1)');
    expect((await one.query('select * from w where a = $1', [1])).rows).toEqual([{ a: 1 }]);
    await one.exec('alter table w add column b text');
    const changed = await one.query('select * from w where a = $1', [1]).catch((e: unknown) => e);
    const again = await one.query('select * from w where a = $1', [1]);
    expect(again.rows).toEqual([{ a: 1, b: null }]);
    // PostgreSQL may replan a kept statement itself; if it refused instead, that refusal was the only one.
    if (changed instanceof Error) expect(changed.message).toMatch(/cached plan must not change result type/);
    else expect((changed as { rows: unknown[] }).rows).toEqual([{ a: 1, b: null }]);
  });

  it('sends bytes in binary, big and small, and reads them back as they were', async () => {
    const small = new Uint8Array([0, 1, 2, 255]);
    const big = new Uint8Array(70_000).map((_, i) => i % 251);
    for (const bytes of [small, big]) {
      const [row] = (await one.query<{ id: number }>('insert into t (bytes) values ($1) returning id', [bytes])).rows;
      const read = await one.query<{ bytes: Uint8Array }>('select bytes from t where id = $1', [row?.id]);
      expect(read.rows[0]?.bytes).toEqual(bytes);
    }
  });
});
