/**
 * The address of a table's CSV export, `/export/<table>?<filters>`: what the
 * Export button fetches. Filters are named as the API names them, so the
 * export route passes them on untouched; the ids in a list's path (a fund's,
 * a tracker's) travel as `fund` and `tracker`. Paging is the export's own
 * business: `limit`, `pageToken` and `prev` are never part of it.
 *
 * No server imports: the views include this module.
 */

export const EXPORT_TABLES = [
  'companies',
  'fund-companies',
  'tracker-values',
  'review-queue',
  'trackers',
  'connections',
] as const;

export type ExportTableId = (typeof EXPORT_TABLES)[number];

export function isExportTable(value: string): value is ExportTableId {
  return (EXPORT_TABLES as readonly string[]).includes(value);
}

/** Query parameters that belong to paging a table on screen, not to what it lists. */
export const PAGING_PARAMS = ['limit', 'pageToken', 'prev'] as const;

type ExportQuery = Record<string, string | readonly string[] | null | undefined>;

/** A list is the parameter repeated (`status=a&status=b`), as the API reads it; empty values mean no filter. */
export function exportHref(table: ExportTableId, query: ExportQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if ((PAGING_PARAMS as readonly string[]).includes(name)) continue;
    const values: readonly (string | null | undefined)[] = typeof value === 'string' ? [value] : (value ?? []);
    for (const v of values) if (v) search.append(name, v);
  }
  const qs = search.toString();
  return `/export/${table}${qs ? `?${qs}` : ''}`;
}
