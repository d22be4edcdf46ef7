import fc from 'fast-check';
import { pathParamNames, type Operation } from './openapi';

/** Which key a request carries: the fuzz workspace's admin, or a demo/other workspace member (reads only). */
export type KeyName = 'fuzz' | 'ada' | 'alan';

/** A page token as issued, with what it was issued for, so it can be followed, reused elsewhere or tampered with. */
export interface TokenSample {
  op: string;
  key: KeyName;
  path: string;
  query: [string, string][];
  token: string;
}

const POOL_CAP = 500;
const TOKENS_PER_OP = 60;
const RANDOM_ID = fc.stringMatching(/^[A-Za-z0-9_-]{21}$/);
export const randomId = () => RANDOM_ID;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Real ids and page tokens seen in responses, per key (so per workspace).
 * Ids are filed by the collection path that lists or created them
 * (`/api/v1/funds/X/companies`) and by the field that named them
 * (`companyPublicId`), which is how generated requests find them again.
 */
export class Pools {
  private readonly collections = new Map<string, string[]>();
  private readonly fields = new Map<string, string[]>();
  private readonly tokens = new Map<string, TokenSample[]>();
  /** `companyPublicId` → `/api/v1/companies`: the top-level collection a parameter name indexes. */
  private readonly collectionOf = new Map<string, string>();
  private readonly idArbs = new Map<string, fc.Arbitrary<string>>();

  constructor(ops: Operation[]) {
    for (const op of ops) {
      for (const name of pathParamNames(op.path)) {
        const prefix = op.path.slice(0, op.path.indexOf(`/{${name}}`));
        if (!prefix.includes('{') && !this.collectionOf.has(name)) this.collectionOf.set(name, prefix);
      }
    }
  }

  private add(map: Map<string, string[]>, key: string, id: string): void {
    const list = map.get(key) ?? [];
    if (list.includes(id)) return;
    // Full pools replace their oldest entries, so ids created late are used too.
    if (list.length >= POOL_CAP) list[list.length % POOL_CAP] = id;
    else list.push(id);
    map.set(key, list);
  }

  /** Ids a field or path parameter of this name may take, for a key; `collection` is the concrete list path. */
  candidates(key: KeyName, field: string, collection?: string): string[] {
    const top = this.collectionOf.get(field);
    return [
      ...(collection === undefined ? [] : (this.collections.get(`${key} ${collection}`) ?? [])),
      ...(top === undefined ? [] : (this.collections.get(`${key} ${top}`) ?? [])),
      ...(this.fields.get(`${key} ${field}`) ?? []),
    ];
  }

  /**
   * Mostly a real id of the key's workspace; sometimes one of another
   * workspace (must be 404) or a well-formed unknown one. Read when
   * generated, so ids created by earlier operations are used.
   */
  id(key: KeyName, field: string, collection?: string): fc.Arbitrary<string> {
    const cacheKey = `${key} ${field} ${collection ?? ''}`;
    const cached = this.idArbs.get(cacheKey);
    if (cached) return cached;
    const other: KeyName = key === 'ada' ? 'fuzz' : 'ada';
    const from = (k: KeyName) =>
      fc.tuple(fc.nat(), randomId()).map(([i, fallback]) => {
        const list = this.candidates(k, field, collection);
        return list.length === 0 ? fallback : (list[i % list.length] ?? fallback);
      });
    const arb = fc.oneof(
      { weight: 16, arbitrary: from(key) },
      { weight: 1, arbitrary: from(other) },
      { weight: 1, arbitrary: randomId() },
    );
    this.idArbs.set(cacheKey, arb);
    return arb;
  }

  tokensFor(op: string, key?: KeyName): TokenSample[] {
    const all = this.tokens.get(op) ?? [];
    return key === undefined ? all : all.filter((t) => t.key === key);
  }

  allTokens(): TokenSample[] {
    return [...this.tokens.values()].flat();
  }

  /** Files what a response shows: listed and created ids, named ids, and page tokens; forgets deleted ids. */
  harvest(
    key: KeyName,
    op: string,
    method: string,
    path: string,
    query: [string, string][],
    status: number,
    json: unknown,
  ) {
    if (method === 'DELETE' && status === 204) {
      const cut = path.lastIndexOf('/');
      const gone = path.slice(cut + 1);
      for (const [k, list] of this.collections) {
        if (k.startsWith(`${key} `))
          this.collections.set(
            k,
            list.filter((id) => id !== gone),
          );
      }
      return;
    }
    if (status < 200 || status >= 300 || !isObject(json)) return;
    if (Array.isArray(json.items)) {
      for (const item of json.items) {
        if (isObject(item) && typeof item.publicId === 'string')
          this.add(this.collections, `${key} ${path}`, item.publicId);
      }
    }
    if (method === 'POST' && typeof json.publicId === 'string')
      this.add(this.collections, `${key} ${path}`, json.publicId);
    this.walk(key, json, 0);
    if (typeof json.nextPageToken === 'string') {
      const list = this.tokens.get(op) ?? [];
      if (list.length < TOKENS_PER_OP) {
        list.push({ op, key, path, query: query.filter(([n]) => n !== 'pageToken'), token: json.nextPageToken });
        this.tokens.set(op, list);
      }
    }
  }

  private walk(key: KeyName, value: unknown, depth: number): void {
    if (depth > 6) return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 50)) this.walk(key, v, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    for (const [k, v] of Object.entries(value)) {
      if (/PublicId$/.test(k) && typeof v === 'string') this.add(this.fields, `${key} ${k}`, v);
      else if (/PublicIds$/.test(k) && Array.isArray(v)) {
        for (const id of v) if (typeof id === 'string') this.add(this.fields, `${key} ${k.slice(0, -1)}`, id);
      } else this.walk(key, v, depth + 1);
    }
  }
}
