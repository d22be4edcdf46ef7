import { inject } from 'vitest';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is instead of JSON. */
  raw?: string;
  headers?: Record<string, string>;
}

/** Default body type: what every error and list has; tests name the precise type otherwise. */
export type Loose = { error?: string; code?: string; publicId?: string; nextPageToken?: string } & Record<
  string,
  unknown
>;

export interface List<T> {
  items: T[];
  nextPageToken?: string;
}

export const baseUrl = () => inject('baseUrl');
export const keys = () => inject('keys');

/** A client for one API key, talking HTTP to the real server: the suite's, or one a test started (`base`). */
export function client(key: string | null, base: () => string = baseUrl) {
  return async function request<T = Loose>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (key !== null) headers.authorization ??= `Bearer ${key}`;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${base()}/api/v1${path}`, { method, headers, body }).catch((error: unknown) => {
      // undici says only "fetch failed"; the cause (a reset, a refused connection, a timeout) is what tells why.
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new Error(`${method} ${path} failed${cause}`, { cause: error });
    });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text && (res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };
}

export const ada = () => client(keys().ada);
export const grace = () => client(keys().grace);
export const alan = () => client(keys().alan);

let counter = 0;
/** A name no other test or run uses. */
/**
 * A fund of the demo workspace that files may add their own companies to. The
 * three seeded funds are read as seeded (or raced on, the second) by other
 * files at the same time; its name sorts after theirs.
 */
export const SCRATCH_FUND = '~Scratch fund';

export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** Follows nextPageToken to the end, returning every item in order. */
export async function walk<T>(request: ReturnType<typeof client>, path: string, limit: number): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  const sep = path.includes('?') ? '&' : '?';
  for (let pages = 0; pages < 10_000; pages++) {
    const res = await request<{ items: T[]; nextPageToken?: string }>(
      'GET',
      `${path}${sep}limit=${limit}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${res.text}`);
    items.push(...res.body.items);
    token = res.body.nextPageToken;
    if (!token) return items;
  }
  throw new Error('pagination did not end');
}
