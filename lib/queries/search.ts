import type { DbOrTx } from '../db/client';
import { idIn } from '../db/conditions';
import { companies } from '../db/schema';
import { and } from 'drizzle-orm';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '../schemas/search';
import { companyHref, sourceHref } from '../sources/links';
import { companyVisible } from './companies';
import type { Page, PageTokens } from './pagination';
import { bindingOf } from './pagination';
import { hitDetails, type HitDetail } from './search-details';
import { hitCursor, matchPage, SEARCH_TOKEN, type HitRow } from './search-hits';
import { snippetOf } from './search-snippet';
import { parseSearch } from './search-terms';

interface SearchRequest {
  q: string;
  types?: SearchType[];
  companyId?: number;
  fundId?: number;
  /** As given, for the page token's binding. */
  companyPublicId?: string;
  fundPublicId?: string;
  from?: string;
  to?: string;
  limit: number;
  pageToken?: string;
}

/**
 * Where a hit opens: its source page (the citation permalink's form) with the words in `q`, and the first matched
 * word as it is written in the text in `quote`, which source pages mark and scroll to.
 */
function permalinkOf(
  appBaseUrl: string,
  row: HitRow,
  detail: HitDetail | undefined,
  q: string,
  quote?: string,
): string {
  const query = `?q=${encodeURIComponent(q)}`;
  if (row.type === 'company') return `${appBaseUrl}${companyHref(row.publicId)}${query}`;
  const withQuote = quote ? `${query}&quote=${encodeURIComponent(quote)}` : query;
  if (row.type === 'insight')
    return `${appBaseUrl}${sourceHref('touchpoint', detail?.touchpointPublicId ?? '')}${withQuote}`;
  return `${appBaseUrl}${sourceHref(row.type, row.publicId)}${withQuote}`;
}

/** The passage's snippet, or the title's when only the title matched. */
function snippetFor(detail: HitDetail | undefined) {
  const passage = snippetOf(detail?.marked ?? '');
  if (passage.highlights.length > 0 || detail?.markedTitle === undefined) return passage;
  const title = snippetOf(detail.markedTitle);
  return title.highlights.length > 0 ? title : passage;
}

/**
 * GET /search (contract §9): the reader's workspace's items matching `q`, each
 * type under its own visibility rule, by relevance with a recency boost.
 */
export async function search(
  db: DbOrTx,
  workspaceId: number,
  req: SearchRequest,
  pages: PageTokens,
  appBaseUrl: string,
): Promise<Page<SearchHit>> {
  const types = SEARCH_TYPES.filter((t) => req.types === undefined || req.types.includes(t));
  const binding = bindingOf([
    'search',
    req.q,
    types,
    req.companyPublicId ?? null,
    req.fundPublicId ?? null,
    req.from ?? null,
    req.to ?? null,
  ]);
  const after = req.pageToken === undefined ? undefined : pages.decode(req.pageToken, binding, SEARCH_TOKEN);
  const query = await parseSearch(db, req.q);
  const asOf = after?.[0] ?? new Date().toISOString();
  const scope = {
    workspaceId,
    query,
    types,
    companyId: req.companyId,
    fundId: req.fundId,
    from: req.from,
    to: req.to,
    asOf,
  };
  const rows = await matchPage(db, scope, req.limit, after);
  const page = pages.toPage(
    rows,
    req.limit,
    binding,
    (r) => hitCursor(asOf, r),
    (r) => r,
  );
  const [details, owners] = await Promise.all([
    hitDetails(db, query, page.items),
    companiesOf(db, workspaceId, page.items),
  ]);
  const items = page.items.map((row): SearchHit => {
    const detail = details.get(`${row.type}:${row.id}`);
    const owner = row.companyId === null ? undefined : owners.get(row.companyId);
    const snippet = snippetFor(detail);
    const first = snippet.highlights[0];
    const quote = first && snippet.snippet.slice(first.start, first.start + first.length);
    return {
      type: row.type,
      publicId: row.publicId,
      permalink: permalinkOf(appBaseUrl, row, detail, req.q, quote),
      occurredAt: row.occurredAt.toISOString(),
      ...(owner ? { companyPublicId: owner.publicId, companyName: owner.name } : {}),
      title: detail?.title ?? '',
      ...snippet,
      score: row.score,
    };
  });
  return { items, ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}) };
}

/** The hits' companies, named only when the reader can see them (an email outlives its deleted company). */
async function companiesOf(db: DbOrTx, workspaceId: number, rows: HitRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId])))];
  if (ids.length === 0) return new Map<number, { publicId: string; name: string }>();
  const found = await db
    .select({ id: companies.id, publicId: companies.publicId, name: companies.name })
    .from(companies)
    .where(and(companyVisible(workspaceId), idIn(companies.id, ids)));
  return new Map(found.map((c) => [c.id, c]));
}
