/**
 * Queries sent to PGlite in one trip (lib/db/pglite-one-trip.ts) answer exactly as PGlite's own query does, on a
 * real embedded database: values of every type they carry, NULLs, array rows, errors, and transactions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textParams } from '../../lib/db/pglite-one-trip';
import { DrizzlePGlite } from '../../lib/db/pglite';

describe('textParams', () => {
  it('writes strings, numbers, bigints, booleans, NULLs and bytes as PostgreSQL text', () => {
    expect(textParams(['a', 1.5, 10n, true, null, undefined, new Uint8Array([0, 171, 255])])).toEqual([
      'a',
      '1.5',
      '10',
      'true',
      null,
      null,
      '\\x00abff',
    ]);
  });

  it('leaves a date, an array or an object to PGlite, which writes them by type', () => {
    expect(textParams([new Date(0)])).toBeUndefined();
    expect(textParams([['a']])).toBeUndefined();
    expect(textParams([{ a: 1 }])).toBeUndefined();
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
});
