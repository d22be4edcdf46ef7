import 'server-only';
import { MEMBER_HEADER } from '@/lib/console/upstream-core';
import { env } from '@/lib/env';
import { apiGet, ExportError, fundMemberships, listPage } from './api';
import { isExportTable, PAGING_PARAMS } from './href';
import { csvStream } from './stream';
import { EXPORTS, type ExportTable } from './tables';

/** The ids the API hands out; anything else names nothing. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Rows per API page: the API's largest (100) unless tests lower it. */
const pageSize = () => env().PI_EXPORT_PAGE_SIZE;

const errorAnswer = (status: number, error: string, code: string) =>
  Response.json({ error, code }, { status, headers: { 'cache-control': 'no-store' } });

/** "Demo Ventures Fund II" → "demo-ventures-fund-ii": safe in any file system and in a header. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

async function fileStem(table: ExportTable, ids: readonly string[], member: string | null): Promise<string> {
  if (typeof table.fileName === 'string') return table.fileName;
  const body = await apiGet(table.fileName.path(ids), member);
  const name = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).name : undefined;
  const stem = typeof name === 'string' ? slug(name) : '';
  return stem ? `${stem}-${table.fileName.suffix}` : table.fileName.suffix;
}

/**
 * `GET /export/<table>?<filters>`: every row of a table as CSV, streamed.
 * The filters are the API's query parameters, passed on as they are (so an
 * unknown or malformed one gets the API's own 400); paging is the export's.
 * Sign-in is the server's console gate, which has let this request through.
 */
export async function exportCsv(request: Request, tableName: string): Promise<Response> {
  if (!isExportTable(tableName)) return errorAnswer(404, 'There is no such table to export', 'not_found');
  const table = EXPORTS[tableName];
  const query = new URL(request.url).searchParams;
  const ids: string[] = [];
  for (const name of table.ids) {
    const id = query.get(name);
    if (!id || !ID.test(id)) return errorAnswer(404, 'What this table lists could not be found', 'not_found');
    ids.push(id);
    query.delete(name);
  }
  for (const name of PAGING_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(table.fixed)) query.set(name, value);
  query.set('limit', String(pageSize()));

  const path = table.path(ids);
  // Set by the console gate alone: the signed-in member the export reads as.
  const member = request.headers.get(MEMBER_HEADER);
  const now = Date.now();
  let first;
  let stem;
  let fundsOf;
  try {
    [first, stem, fundsOf] = await Promise.all([
      listPage(path, member, query),
      fileStem(table, ids, member),
      table.memberships ? fundMemberships(member, pageSize()) : undefined,
    ]);
  } catch (err) {
    if (err instanceof ExportError) return errorAnswer(err.status, err.message, err.code);
    throw err;
  }

  const stream = csvStream({
    headers: table.headers,
    first,
    next: (pageToken) => {
      const pageQuery = new URLSearchParams(query);
      pageQuery.set('pageToken', pageToken);
      return listPage(path, member, pageQuery);
    },
    records: (items) => table.records(items, { now, fundsOf }),
  });
  const date = new Date(now).toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${stem}-${date}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
