import { describe, expect, it } from 'vitest';
import { storableJson } from '../../lib/db/jsonb';

// What every jsonb column is written as (lib/db/jsonb.ts); the API tests show it end to end.
describe('storableJson', () => {
  it('replaces lone surrogates with U+FFFD and drops NUL, in values and keys', () => {
    expect(storableJson({ 'k\u0000ey': ['a\ud800', 'b\udc00c', 'x\u0000y'], 'l\udbff': 1 })).toBe(
      '{"key":["a\ufffd","b\ufffdc","xy"],"l\ufffd":1}',
    );
    expect(storableJson('\udfff\ud800')).toBe('"\ufffd\ufffd"');
  });

  it('keeps what jsonb holds: pairs, other escapes, and a backslash before look-alike text', () => {
    expect(storableJson(['😀', '\udbff\udfff'])).toBe('["😀","\udbff\udfff"]');
    expect(storableJson('tab\t "q" \u001f')).toBe('"tab\\t \\"q\\" \\u001f"');
    // A literal backslash followed by "u0000" or "ud800" is text, not an escape.
    expect(storableJson(['\\u0000', '\\ud800', '\\\\u0000'])).toBe('["\\\\u0000","\\\\ud800","\\\\\\\\u0000"]');
    // A literal backslash right before a real lone surrogate or NUL.
    expect(storableJson(['\\\ud800', '\\\u0000'])).toBe('["\\\\\ufffd","\\\\"]');
  });

  it('writes other values as JSON.stringify does', () => {
    expect(storableJson({ n: 1.5, b: false, z: null, d: new Date(0) })).toBe(
      '{"n":1.5,"b":false,"z":null,"d":"1970-01-01T00:00:00.000Z"}',
    );
  });
});
