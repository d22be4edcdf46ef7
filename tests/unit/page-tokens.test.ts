import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import { keyset, pageTokens } from '../../lib/queries/pagination';
import { notes } from '../../lib/db/schema';

const order = keyset(
  'desc',
  { column: notes.occurredAt, kind: 'timestamp' },
  { column: notes.publicId, kind: 'string' },
);
const dates = keyset('desc', { column: notes.occurredAt, kind: 'date' }, { column: notes.publicId, kind: 'string' });

describe('page token keys are checked before they reach SQL', () => {
  const tokens = pageTokens('a test secret of enough length');

  it.each([
    '0',
    'June 31, 2020',
    '2020-13-45T00:00:00.000Z',
    '2020-02-30T00:00:00.000Z',
    '2020-01-01',
    '2020-01-01T00:00:00Z',
    '0000-01-01T00:00:00.000Z',
  ])('refuses timestamp key %j with a 400', (bad) => {
    const token = tokens.encode('b', [bad, 'x']);
    expect(() => tokens.decode(token, 'b', order)).toThrow(ApiError);
    try {
      tokens.decode(token, 'b', order);
    } catch (err) {
      expect((err as ApiError).status).toBe(400);
    }
  });

  it.each(['2020-02-30', '2020-1-1', '0', '0000-01-01'])('refuses date key %j', (bad) => {
    expect(() => tokens.decode(tokens.encode('b', [bad, 'x']), 'b', dates)).toThrow(ApiError);
  });

  it.each(['a\u0000b', '\ud800', 'x'.repeat(5000)])('refuses string key %j', (bad) => {
    expect(() => tokens.decode(tokens.encode('b', ['2020-01-01T00:00:00.000Z', bad]), 'b', order)).toThrow(ApiError);
  });

  const scores = keyset('desc', { column: notes.id, kind: 'float' }, { column: notes.publicId, kind: 'string' });

  it.each(['June 31, 2020', 'infinity', 'NaN', '-0', '1.50', ' 1', '', '0x10', '1e400'])('refuses float key %j', (bad) => {
    expect(() => tokens.decode(tokens.encode('b', [bad, 'x']), 'b', scores)).toThrow(ApiError);
  });

  it.each(['0', '1.5', '0.3333333333333333', '1e-7', '-2'])('accepts float key %j', (good) => {
    expect(tokens.decode(tokens.encode('b', [good, 'x']), 'b', scores)).toEqual([good, 'x']);
  });

  it('accepts the keys the server writes, and refuses another deployment’s token', () => {
    const keys = ['2026-11-23T12:00:00.123Z', 'V1StGXR8_Z5jdHi6B-myT'];
    expect(tokens.decode(tokens.encode('b', keys), 'b', order)).toEqual(keys);
    const other = pageTokens('another deployment secret!!');
    expect(() => other.decode(tokens.encode('b', keys), 'b', order)).toThrow(ApiError);
  });
});
