import fc from 'fast-check';
import { typesOf, type JsonSchema } from './openapi';
import { toJson, type Json } from './payload';

/**
 * Mostly-valid values built from a JSON schema, so that requests get past
 * validation into handlers and the database. Ids come from the caller, who
 * knows which real ids exist (`companyPublicId` → companies of the workspace).
 */
export type IdSource = (field: string) => fc.Arbitrary<string>;

/** Generated strings stay short; boundary lengths are tried separately, up to this size. */
const SHORT = 40;
const MAX_BOUNDARY = 4096;

/** A schema that says nothing about its value (e.g. a field that is always refused). */
export function isAnything(s: JsonSchema): boolean {
  return (
    s.type === undefined &&
    s.enum === undefined &&
    s.const === undefined &&
    !s.anyOf &&
    !s.oneOf &&
    !s.allOf &&
    !s.properties &&
    !s.items
  );
}

export const isIdField = (name: string | undefined): name is string => name !== undefined && /PublicId$/.test(name);

export function dateTime(): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T23:59:59Z'), noInvalidDate: true }),
      fc.constantFrom('millis', 'seconds', 'offset'),
      fc.integer({ min: -48, max: 56 }),
    )
    .map(([d, style, quarters]) => {
      const iso = d.toISOString();
      if (style === 'millis') return iso;
      if (style === 'seconds') return `${iso.slice(0, 19)}Z`;
      // The same instant written in another zone: local wall time plus its offset.
      const minutes = quarters * 15;
      const local = new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 19);
      const sign = minutes < 0 ? '-' : '+';
      const abs = Math.abs(minutes);
      return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    });
}

export function calendarDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

const email = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^[a-z]{1,10}$/))
      .map(([u, d]) => `${u}@${d}.example`),
    fc.emailAddress(),
  );

export function text(min: number, max: number): fc.Arbitrary<string> {
  const hi = Math.max(min, Math.min(max, SHORT));
  const arbs: fc.WeightedArbitrary<string>[] = [
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: hi }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: hi }) },
  ];
  // Exactly at the limit, where off-by-one errors live.
  if (max <= MAX_BOUNDARY && max > hi) {
    arbs.push({ weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: max, maxLength: max }) });
  }
  return fc.oneof(...arbs);
}

/** `pattern` as the document gives it; zod writes a `u`-flag regex as `source/u`, so trailing flags are honoured. */
export function regexOf(pattern: string): RegExp | undefined {
  const flagged = /^(.*\$)\/([dgimsuvy]+)$/s.exec(pattern);
  try {
    return flagged ? new RegExp(flagged[1] ?? '', flagged[2]) : new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function matching(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const re = regexOf(pattern);
  if (!re) return text(min, max);
  const fits = (s: string) => s.length >= min && s.length <= max && re.test(s);
  // Unicode property classes cover a million code points: fast-check takes seconds to build them.
  if (/\\[pP]\{/.test(re.source)) return text(min, max).filter(fits);
  try {
    return fc.stringMatching(re, { size: 'small' }).filter(fits);
  } catch {
    // Regex features fast-check cannot generate from (e.g. \p{…}): filter plain text instead.
    return text(min, max).filter(fits);
  }
}

function stringOf(s: JsonSchema, ids: IdSource, name: string | undefined): fc.Arbitrary<string> {
  if (isIdField(name)) return ids(name);
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 10_000;
  if (s.format === 'date-time') return dateTime();
  if (s.format === 'date') return calendarDate();
  if (s.format === 'email') return email().filter((e) => e.length <= max);
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.pattern !== undefined) return matching(s.pattern, min, max);
  return text(min, max);
}

function arrayOf(s: JsonSchema, ids: IdSource, name: string | undefined): fc.Arbitrary<Json[]> {
  const itemSchema = s.items ?? {};
  // `companyPublicIds` holds ids of companies, like `companyPublicId`.
  const itemName = name?.endsWith('PublicIds') ? name.slice(0, -1) : undefined;
  const item = validValue(itemSchema, ids, itemName);
  const minLength = s.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
  if (s.uniqueItems || itemSchema.enum || itemName) {
    return fc.uniqueArray(item, { minLength, maxLength, selector: (v) => toJson(v) });
  }
  return fc.array(item, { minLength, maxLength });
}

function objectOf(s: JsonSchema, ids: IdSource): fc.Arbitrary<Json> {
  const props = Object.entries(s.properties ?? {}).filter(([, p]) => !isAnything(p));
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [k, p] of props) model[k] = validValue(p, ids, k);
  return fc
    .record(model, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) })
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Json);
}

export function validValue(s: JsonSchema, ids: IdSource, name?: string): fc.Arbitrary<Json> {
  if (s.const !== undefined) return fc.constant(s.const as Json);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, ids, name)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf) as JsonSchema, ids, name);
  const types = typesOf(s) ?? (s.properties ? ['object'] : s.items ? ['array'] : ['string']);
  const nonNull = types.filter((t) => t !== 'null');
  const one = (type: string): fc.Arbitrary<Json> => {
    switch (type) {
      case 'string':
        return stringOf(s, ids, name);
      case 'integer':
        return fc.integer({
          min: s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000),
          max: s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000),
        });
      case 'number':
        return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return arrayOf(s, ids, name);
      case 'object':
        return objectOf(s, ids);
      default:
        return fc.constant(null);
    }
  };
  const arbs: fc.WeightedArbitrary<Json>[] = nonNull.map((t) => ({ weight: 8, arbitrary: one(t) }));
  if (types.includes('null')) arbs.push({ weight: 1, arbitrary: fc.constant(null) });
  return arbs.length === 0 ? fc.constant(null) : fc.oneof(...arbs);
}

/** Query values as sent: arrays repeat the parameter (form style, exploded). */
export function queryValues(value: Json): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.flatMap(queryValues);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [toJson(value)];
}
