import 'server-only';
import { handleConsoleRequest } from '@/lib/console/proxy';
import { CONSOLE_BASE_URL } from '@/lib/console/transport';
import { MEMBER_HEADER } from '@/lib/console/upstream-core';
import type { ApiSchemas } from '@/lib/console/api-client';
import type { Membership } from './tables';

/** Why an export could not go on: the API's own answer (status and sentence), or the console's. */
export class ExportError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, message: string, code: string) {
    super(message);
    this.name = 'ExportError';
    this.status = status;
    this.code = code;
  }
}

export interface ListPage {
  items: unknown[];
  nextPageToken?: string;
}

/** Refusals for too many requests, per GET, before the export gives up. */
const MAX_WAITS = 10;
/** The longest single wait on the rate limit. */
const MAX_WAIT_MS = 30_000;
/** How long to hold back while the key's bucket is low, so the reader's own clicks still get through. */
const EASE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Paces an export on the console's key, whose rate limit it shares with
 * everything the reader does meanwhile: below a quarter of the bucket it
 * waits a moment before the next request, and on a refusal it waits as long
 * as the API says and tries again.
 */
async function paced(send: () => Promise<Response>): Promise<Response> {
  for (let waits = 0; ; waits++) {
    const res = await send();
    if (res.status === 429 && waits < MAX_WAITS) {
      const seconds = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      await sleep(Math.min(MAX_WAIT_MS, Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000));
      continue;
    }
    const limit = Number(res.headers.get('ratelimit-limit'));
    const remaining = Number(res.headers.get('ratelimit-remaining'));
    if (limit > 0 && remaining < limit / 4) await sleep(EASE_MS);
    return res;
  }
}

/**
 * A GET through the console's proxy function, as server components prefetch:
 * the same operation allow-list, key and upstream (this server's API
 * in-process, or PI_API_BASE_URL), and the same error answers. `member` is
 * the one the gate named on the export's request: its later pages are read
 * while the answer streams, after that request's scope.
 */
export async function apiGet(path: string, member: string | null, query?: URLSearchParams): Promise<unknown> {
  const qs = query?.toString();
  const url = `${CONSOLE_BASE_URL}${path}${qs ? `?${qs}` : ''}`;
  const headers = new Headers({ accept: 'application/json' });
  if (member) headers.set(MEMBER_HEADER, member);
  const res = await paced(() => handleConsoleRequest(new Request(url, { headers })));
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (res.ok && body !== undefined) return body;
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  throw new ExportError(
    res.ok ? 502 : res.status,
    typeof fields.error === 'string' ? fields.error : 'The API gave an answer the console cannot read',
    typeof fields.code === 'string' ? fields.code : 'bad_gateway',
  );
}

/** One page of a list, checked for the shape every list has. */
export async function listPage(path: string, member: string | null, query: URLSearchParams): Promise<ListPage> {
  const body = await apiGet(path, member, query);
  const page = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (!Array.isArray(page.items))
    throw new ExportError(502, 'The API answered with something other than a list', 'bad_gateway');
  const token = page.nextPageToken;
  return { items: page.items, nextPageToken: typeof token === 'string' && token ? token : undefined };
}

/** Every item of a list, page by page. */
async function listAll<T>(path: string, member: string | null, limit: number): Promise<T[]> {
  const items: T[] = [];
  const query = new URLSearchParams({ limit: String(limit) });
  for (;;) {
    const page = await listPage(path, member, query);
    items.push(...(page.items as T[]));
    if (!page.nextPageToken) return items;
    query.set('pageToken', page.nextPageToken);
  }
}

/**
 * Every company's funds and its status in each, by company id, in fund-name order: one walk over the
 * funds and their members, rather than a request per exported company.
 */
export async function fundMemberships(member: string | null, limit: number): Promise<Map<string, Membership[]>> {
  const byCompany = new Map<string, Membership[]>();
  for (const fund of await listAll<ApiSchemas['Fund']>('/funds', member, limit)) {
    const members = await listAll<ApiSchemas['FundCompany']>(`/funds/${fund.publicId}/companies`, member, limit);
    for (const c of members) {
      const held = byCompany.get(c.publicId) ?? [];
      held.push({ fund: fund.name, status: c.status });
      byCompany.set(c.publicId, held);
    }
  }
  return byCompany;
}
