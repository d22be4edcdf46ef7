/**
 * What each table's CSV export holds: the API list it pages through and its
 * columns, headed as the table heads them. Cells are plain values: dates
 * and instants as the API's ISO strings, numbers as numbers, lists joined
 * with "; ". Quoting and the formula guard are the writer's (stream.ts).
 */
import { socialLinks } from '@/components/companies/social';
import { connectionHealth, providerName, type Health } from '@/components/connections/connection-health';
import { STATUS_LABELS as FUND_STATUS_LABELS } from '@/components/funds/status-labels';
import { kindLabel, periodLabel, policySummary, STATUS_LABELS } from '@/components/trackers/format';
import type { ApiSchemas } from '@/lib/console/api-client';
import type { ExportTableId } from './href';

export type Cell = string | number | undefined;

/** What cells are judged against, the same for every row. */
export interface PageLookups {
  /** When the export started: a connection's state is judged against it, once for every row. */
  now: number;
  /** Each company's funds, by fund name, with its status in each: read once, for the tables that show them. */
  fundsOf?: ReadonlyMap<string, readonly Membership[]>;
}

export interface Membership {
  fund: string;
  status: ApiSchemas['FundCompany']['status'];
}

interface Column<Row> {
  header: string;
  cell: (row: Row, lookups: PageLookups) => Cell;
}

interface Spec<List extends { items: unknown[] }> {
  /** The query parameters holding the ids of the API path, in order: `fund` → `/funds/{fund}/companies`. */
  ids?: readonly string[];
  path: (ids: readonly string[]) => string;
  /** Query parameters the table always sends, whatever the request says. */
  fixed?: Readonly<Record<string, string>>;
  /** The file name before the date: a word, or the listed thing's name looked up. */
  fileName: string | { path: (ids: readonly string[]) => string; suffix: string };
  /** Whether its cells need every company's fund memberships (PageLookups.fundsOf). */
  memberships?: boolean;
  columns: readonly Column<List['items'][number]>[];
}

export interface ExportTable {
  ids: readonly string[];
  path: (ids: readonly string[]) => string;
  fixed: Readonly<Record<string, string>>;
  fileName: Spec<{ items: unknown[] }>['fileName'];
  memberships: boolean;
  headers: readonly string[];
  /** One CSV record per item of one page of the API's list. */
  records(items: readonly unknown[], lookups: PageLookups): Cell[][];
}

/**
 * Erases a table's row type once its columns are checked against it. The
 * items come from the API answer the spec's path names, so they are that
 * list's items, as openapi-fetch would also take them to be.
 */
function table<List extends { items: unknown[] }>(spec: Spec<List>): ExportTable {
  type Row = List['items'][number];
  const rows = (items: readonly unknown[]) => items as readonly Row[];
  return {
    ids: spec.ids ?? [],
    path: spec.path,
    fixed: spec.fixed ?? {},
    fileName: spec.fileName,
    memberships: spec.memberships ?? false,
    headers: spec.columns.map((c) => c.header),
    records: (items, lookups) => rows(items).map((row) => spec.columns.map((c) => c.cell(row, lookups))),
  };
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join('; ') : undefined);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function profile(company: ApiSchemas['Company'], network: string): string | undefined {
  return socialLinks(company).find((l) => l.network === network)?.href;
}

const companyColumns: readonly Column<ApiSchemas['Company']>[] = [
  { header: 'Name', cell: (c) => c.name },
  { header: 'Primary domain', cell: (c) => c.primaryDomain },
  { header: 'Headline', cell: (c) => c.headline },
  { header: 'Domains', cell: (c) => list(c.domains) },
  { header: 'Alternative names', cell: (c) => list(c.alternativeNames) },
  { header: 'LinkedIn', cell: (c) => profile(c, 'LinkedIn') },
  { header: 'X (Twitter)', cell: (c) => profile(c, 'X (Twitter)') },
  { header: 'Crunchbase', cell: (c) => profile(c, 'Crunchbase') },
  {
    header: 'Funds',
    cell: (c, l) =>
      list(l.fundsOf?.get(c.publicId)?.map((m) => `${m.fund} (${FUND_STATUS_LABELS[m.status] ?? m.status})`)),
  },
  { header: 'Company ID', cell: (c) => c.publicId },
];

type AnyValue = ApiSchemas['TrackerValue'] | ApiSchemas['WorkspaceTrackerValue'];

/** A number stays a number (a spreadsheet sums it); yes/no and text read as the table shows them. */
const valueCell = (v: AnyValue): Cell => (typeof v.value === 'boolean' ? yesNo(v.value) : v.value);

const valueColumns = {
  effective: { header: 'Effective', cell: (v: AnyValue) => v.effectiveAt },
  company: { header: 'Company', cell: (v: AnyValue) => v.companyName },
  value: { header: 'Value', cell: valueCell },
  unit: { header: 'Unit', cell: (v: AnyValue) => v.unit },
  period: { header: 'Period', cell: (v: AnyValue) => (v.period ? periodLabel(v.period) : undefined) },
  status: { header: 'Status', cell: (v: AnyValue) => STATUS_LABELS[v.status] ?? v.status },
  origin: { header: 'Origin', cell: (v: AnyValue) => v.origin },
  note: { header: 'Note', cell: (v: AnyValue) => v.note },
  citations: { header: 'Citations', cell: (v: AnyValue) => v.citations.length },
  // The passage a reviewer opens first: the first citation's permalink (the console opens it marked).
  source: { header: 'Source', cell: (v: AnyValue) => v.citations[0]?.permalink },
  updated: { header: 'Updated', cell: (v: AnyValue) => v.updatedAt },
  companyId: { header: 'Company ID', cell: (v: AnyValue) => v.companyPublicId },
  valueId: { header: 'Value ID', cell: (v: AnyValue) => v.publicId },
} satisfies Record<string, Column<AnyValue>>;

/** As the connections page words a state (its badges live with React components, which a route cannot import). */
const HEALTH_LABELS: Record<Health, string> = {
  synced: 'Synced',
  errored: 'Error',
  stale: 'Stale',
  disabled: 'Disabled',
  never: 'Never synced',
  upload: 'Upload',
};

export const EXPORTS: Record<ExportTableId, ExportTable> = {
  companies: table<ApiSchemas['CompanyList']>({
    path: () => '/companies',
    fileName: 'companies',
    memberships: true,
    columns: companyColumns,
  }),
  'fund-companies': table<ApiSchemas['FundCompanyList']>({
    ids: ['fund'],
    path: ([fund = '']) => `/funds/${fund}/companies`,
    fileName: { path: ([fund = '']) => `/funds/${fund}`, suffix: 'companies' },
    columns: [
      { header: 'Company', cell: (c) => c.name },
      { header: 'Domain', cell: (c) => c.primaryDomain },
      { header: 'Status in fund', cell: (c) => FUND_STATUS_LABELS[c.status] ?? c.status },
      { header: 'Headline', cell: (c) => c.headline },
      { header: 'Company ID', cell: (c) => c.publicId },
    ],
  }),
  'tracker-values': table<ApiSchemas['TrackerValueList']>({
    ids: ['tracker'],
    path: ([tracker = '']) => `/trackers/${tracker}/values`,
    fileName: { path: ([tracker = '']) => `/trackers/${tracker}`, suffix: 'values' },
    columns: [
      valueColumns.effective,
      valueColumns.company,
      valueColumns.value,
      valueColumns.unit,
      valueColumns.period,
      valueColumns.status,
      valueColumns.origin,
      valueColumns.note,
      valueColumns.citations,
      valueColumns.source,
      valueColumns.updated,
      valueColumns.companyId,
      valueColumns.valueId,
    ],
  }),
  // The queue is the values waiting for review: the suggested ones, whatever else the request asks.
  'review-queue': table<ApiSchemas['WorkspaceTrackerValueList']>({
    path: () => '/tracker-values',
    fixed: { status: 'suggested' },
    fileName: 'review-queue',
    columns: [
      valueColumns.company,
      { header: 'Tracker', cell: (v) => v.trackerName },
      valueColumns.effective,
      valueColumns.value,
      valueColumns.unit,
      valueColumns.period,
      valueColumns.origin,
      valueColumns.note,
      valueColumns.citations,
      valueColumns.source,
      valueColumns.updated,
      valueColumns.companyId,
      { header: 'Tracker ID', cell: (v) => v.trackerPublicId },
      valueColumns.valueId,
    ],
  }),
  trackers: table<ApiSchemas['TrackerList']>({
    path: () => '/trackers',
    fileName: 'trackers',
    columns: [
      { header: 'Name', cell: (t) => t.name },
      { header: 'Description', cell: (t) => t.description },
      { header: 'Kind', cell: (t) => kindLabel(t.kind) },
      { header: 'Unit', cell: (t) => t.preferredUnit },
      { header: 'Ingestion', cell: (t) => (t.ingestionEnabled ? 'On' : 'Off') },
      { header: 'Value policy', cell: (t) => policySummary(t.valuePolicy) },
      { header: 'Created', cell: (t) => t.createdAt },
      { header: 'Updated', cell: (t) => t.updatedAt },
      { header: 'Tracker ID', cell: (t) => t.publicId },
    ],
  }),
  connections: table<ApiSchemas['ConnectionList']>({
    path: () => '/connections',
    fileName: 'connections',
    columns: [
      { header: 'Connection', cell: (c) => c.label || providerName(c.provider) },
      { header: 'Provider', cell: (c) => providerName(c.provider) },
      { header: 'Status', cell: (c, l) => HEALTH_LABELS[connectionHealth(c, l.now)] },
      { header: 'Last synced', cell: (c) => c.syncedAt },
      { header: 'Last error', cell: (c) => c.errorAt },
      { header: 'Error id', cell: (c) => c.errorId },
      { header: 'Follows links', cell: (c) => yesNo(c.followLinks) },
      { header: 'Follows DocSend', cell: (c) => yesNo(c.followDocsend) },
      { header: 'Created', cell: (c) => c.createdAt },
      { header: 'Disabled', cell: (c) => c.disabledAt },
      { header: 'Connection ID', cell: (c) => c.publicId },
    ],
  }),
};
