import fc from 'fast-check';
import { typesOf, type JsonSchema } from './openapi';
import { Deep, Huge, RawJson, type Body, type Json } from './payload';

/** One megabyte (10^6 units): ASCII fits the 1 MiB body limit, multi-byte units exceed it. */
export const MB = 1_000_000;

export const hugeString = (): fc.Arbitrary<Huge> =>
  fc.constantFrom(new Huge('a', MB), new Huge('é', MB), new Huge('😀', MB / 2), new Huge('\u0000', MB / 10));

/** Nesting past the server's limit (64), far past it (5,000), and just at it. */
export const deep = (): fc.Arbitrary<Deep> =>
  fc
    .tuple(fc.constantFrom(5_000, 5_000, 65, 63, 100_000), fc.constantFrom('array' as const, 'object' as const))
    .map(([d, s]) => new Deep(d, s));

/** Strings that break naive code: NUL, lone surrogates, controls, bidi, injection, JavaScript-isms. */
export const NASTY_STRINGS: string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ude00\ud83d',
  '\ud83d\ude00',
  '\u0001\u001f\u007f',
  '\u202etxt.exe',
  '\ufeff',
  '\u2028\u2029',
  'e\u0301',
  'Z̷̡̛̜͖a̸͎̓l̶̥̈g̴̰̈́o̵͇̔',
  '👩‍👩‍👧‍👦',
  '\uffff\ufffe',
  '%00',
  '%',
  '\\',
  '"',
  "'; drop table companies; --",
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '1e309',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'x'.repeat(10_000),
];

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    // Any code units at all, lone surrogates included.
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 256, maxLength: 300 }) },
  );

const numbers: Json[] = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  new RawJson('1e309'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1.0'),
];

/** A value of any shape: the wrong type for most fields, sometimes huge or deep. */
export const hostileValue = (): fc.Arbitrary<Json> =>
  fc.oneof(
    { weight: 10, arbitrary: nastyString() },
    { weight: 6, arbitrary: fc.constantFrom(...numbers) },
    { weight: 4, arbitrary: fc.constantFrom<Json>(true, false, null, [], {}, [null], { '': null }) },
    { weight: 4, arbitrary: nastyString().map((s): Json => [s]) },
    { weight: 4, arbitrary: nastyString().map((s): Json => ({ [s]: s })) },
    // Rare: costly to send, and a few per operation prove the point.
    { weight: 1, arbitrary: hugeString() },
    { weight: 1, arbitrary: deep() },
  );

/** A value of the wrong JSON type for this schema (a string where a number goes, and so on). */
export const wrongType = (s: JsonSchema): fc.Arbitrary<Json> => {
  const allowed = new Set(typesOf(s) ?? []);
  const all: [string, Json][] = [
    ['string', 'text'],
    ['number', 1.5],
    ['integer', 7],
    ['boolean', true],
    ['null', null],
    ['array', ['text']],
    ['object', { a: 'text' }],
  ];
  const wrong = all.filter(([t]) => !allowed.has(t) && !(t === 'integer' && allowed.has('number'))).map(([, v]) => v);
  return fc.constantFrom(...(wrong.length > 0 ? wrong : [null]));
};

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a":"\t"}',
  '{}}',
  '{}{}',
  '\ufeff{}',
  '/*c*/{}',
  '{"a":1}//',
  'null',
  '[]',
  '[{}]',
  '"x"',
  '0',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\u0000',
];

/** Bodies that are not the UTF-8 JSON object the API takes; `field` is a real field name to wrap bytes in. */
export const garbageBody = (field: string): fc.Arbitrary<Body> => {
  const wrap = (bytes: number[]): Body => ({
    kind: 'bytes',
    bytes: Buffer.concat([Buffer.from(`{"${field}":"`), Buffer.from(bytes), Buffer.from('"}')]),
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text): Body => ({ kind: 'text', text })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        // Invalid UTF-8: a stray byte, an encoded lone surrogate, an overlong NUL, a cut sequence.
        wrap([0xff]),
        wrap([0xed, 0xa0, 0x80]),
        wrap([0xc0, 0x80]),
        wrap([0xe2, 0x82]),
        { kind: 'bytes', bytes: Buffer.from(`\ufeff{"${field}":"x"}`, 'utf16le') },
        { kind: 'bytes', bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`{"${field}":"x"}`)]) },
      ),
    },
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'binary', maxLength: 200 }).map((text): Body => ({ kind: 'text', text })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes): Body => ({ kind: 'bytes', bytes })) },
    { weight: 2, arbitrary: deep().map((d): Body => ({ kind: 'json', value: d })) },
    {
      weight: 2,
      // Duplicate keys and raw escapes: JSON.parse keeps the last duplicate.
      arbitrary: fc
        .constantFrom(
          `{"${field}":"x","${field}":1}`,
          `{"${field}":"\\ud800"}`,
          `{"${field}":"\\u0000"}`,
          `{"${field}\\u0000":1}`,
        )
        .map((text): Body => ({ kind: 'text', text })),
    },
  );
};

const INTEGER_VALUES = [
  '0',
  '-1',
  '101',
  '1.5',
  'abc',
  '',
  '1e2',
  ' 1',
  '01',
  '0x10',
  '１',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '-0',
  '+1',
];
const DATE_VALUES = [
  '2026-02-30',
  '2026-13-01',
  '26-01-01',
  '2026-1-1',
  'now',
  '',
  '2026-03-01T00:00:00Z',
  '+02026-01-01',
  '0000-00-00',
];
const DATE_TIME_VALUES = [
  '2026-03-01T09:30:00',
  '2026-03-01',
  '2026-03-01T09:30Z',
  '2026-03-01T25:00:00Z',
  '2026-02-30T00:00:00Z',
  '0',
  'June 31, 2020',
  '+010000-01-01T00:00:00Z',
  '2026-03-01T09:30:00+24:00',
  '2026-03-01 09:30:00Z',
  '1e12',
];

/** A query value this parameter must refuse (or, sometimes, one it accepts in an odd spelling). */
export const badQueryValue = (s: JsonSchema): fc.Arbitrary<string> => {
  const item = s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array')) ? (s.items ?? {}) : s;
  const specific: string[] = [];
  if (item.type === 'integer' || item.type === 'number') specific.push(...INTEGER_VALUES);
  if (item.format === 'date') specific.push(...DATE_VALUES);
  if (item.format === 'date-time') specific.push(...DATE_TIME_VALUES);
  if (item.enum) {
    const first = String(item.enum[0]);
    specific.push(first.toUpperCase(), ` ${first}`, `${first},${first}`, '', 'x', `${first}\u0000`);
  }
  return specific.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...specific) }, { weight: 1, arbitrary: nastyString() })
    : nastyString();
};

/** Query text appended as-is, unencoded: broken percent-escapes, odd separators, prototype names. */
export const RAW_QUERY_PARTS = [
  '%ZZ',
  '%',
  'a=%',
  'a=%E0%A4',
  'a=%ED%A0%80',
  'a=%C0%80',
  'a=%00',
  '%00=1',
  '&&',
  '=',
  '=x',
  'a=b=c',
  'limit[]=1',
  'limit[0]=1',
  '__proto__=1',
  '__proto__[x]=1',
  'constructor=x',
  'toString=1',
  'hasOwnProperty=1',
  ';limit=1',
  '+=+',
  'a=%2B%20+',
  '%FF%FE=%FF',
];

/** A path segment put where an id goes, as sent: encoded hostile strings and raw oddities. */
export const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%ZZ',
  '%',
  '%00',
  'abc%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF',
  '%20',
  ';x=1',
  '~',
  '*',
  '%2A',
  'null',
  'undefined',
  '0',
  '-1',
  'x'.repeat(10_000),
  '%E2%80%AE',
  '\\',
  'a\\b',
  '%5C',
];
