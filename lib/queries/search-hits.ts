import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import {
  companies,
  emails,
  fileElements,
  files,
  fundCompanies,
  insights,
  meetings,
  notes,
  touchpoints,
} from '../db/schema';
import type { SearchType } from '../schemas/search';
import { companyVisible } from './companies';
import { elementVisible, emailVisible } from './intake';
import { meetingVisible } from './meetings';
import { noteVisible } from './notes';
import { keyset, type KeyValue } from './pagination';
import { touchpointVisible } from './touchpoints';

/** What narrows a search besides its words; ids already resolved in the reader's workspace. */
interface SearchScope {
  workspaceId: number;
  /** The tsquery, in its text form (`parseSearch`). */
  query: string;
  types: readonly SearchType[];
  companyId?: number;
  fundId?: number;
  from?: string;
  to?: string;
  /** The instant recency is measured from: fixed for all pages of one search, so scores never move. */
  asOf: string;
}

/** One matching item, before its title and snippet are read. */
export interface HitRow {
  type: SearchType;
  id: number;
  publicId: string;
  occurredAt: Date;
  companyId: number | null;
  score: number;
}

/**
 * The page token's layout: the search's `asOf`, then the last hit's score,
 * public id and type. Score descends while the rest ascend, so the cursor
 * condition is written out below rather than as one row comparison.
 */
export const SEARCH_TOKEN = keyset(
  'asc',
  { column: sql`as_of`, kind: 'timestamp' },
  { column: sql`score`, kind: 'float' },
  { column: sql`public_id`, kind: 'string' },
  { column: sql`type`, kind: 'string' },
);

export const hitCursor = (asOf: string, r: HitRow): KeyValue[] => [asOf, String(r.score), r.publicId, r.type];

/** Recency: an item of today counts double, one 90 days old 1.5 times, an old one barely more than once. */
const RECENCY_SECONDS = 90 * 24 * 3600;

/**
 * Relevance (cover density, damped by the log of the text's length so short
 * and long items compare) times the recency boost, as one float8 that the
 * next page recomputes bit for bit.
 */
function scoreOf(vector: AnyPgColumn, occurredAt: SQL | AnyPgColumn, s: SearchScope): SQL {
  const age = sql`greatest(extract(epoch from (${s.asOf}::timestamptz - ${occurredAt}))::float8, 0)`;
  return sql`(ts_rank_cd(${vector}, ${s.query}::tsquery, 1)::float8 * (1 + 1 / (1 + ${age} / ${RECENCY_SECONDS}::float8)))`;
}

/** The filters every type shares, over that type's company and time. */
function narrowed(s: SearchScope, companyId: AnyPgColumn, occurredAt: SQL | AnyPgColumn): SQL | undefined {
  const inFund =
    s.fundId === undefined
      ? undefined
      : sql`exists (select 1 from ${fundCompanies} where ${fundCompanies.fundId} = ${s.fundId}
          and ${fundCompanies.companyId} = ${companyId} and ${fundCompanies.removedAt} is null)`;
  return and(
    s.companyId === undefined ? undefined : eq(companyId, s.companyId),
    inFund,
    s.from === undefined ? undefined : sql`${occurredAt} >= ${s.from}::timestamptz`,
    s.to === undefined ? undefined : sql`${occurredAt} <= ${s.to}::timestamptz`,
  );
}

interface Branch {
  vector: AnyPgColumn;
  id: AnyPgColumn;
  publicId: AnyPgColumn;
  occurredAt: SQL | AnyPgColumn;
  companyId: AnyPgColumn;
}

function select(db: DbOrTx, type: SearchType, b: Branch, s: SearchScope) {
  return {
    query: db.select({
      type: sql<string>`${type}::text collate "C"`.as('type'),
      id: sql<number>`${b.id}`.as('id'),
      publicId: sql<string>`${b.publicId}`.as('public_id'),
      occurredAt: sql<Date>`${b.occurredAt}`.as('occurred_at'),
      companyId: sql<number | null>`${b.companyId}`.as('company_id'),
      score: sql<number>`${scoreOf(b.vector, b.occurredAt, s)}`.as('score'),
    }),
    where: and(sql`${b.vector} @@ ${s.query}::tsquery`, narrowed(s, b.companyId, b.occurredAt)),
  };
}

/** An element has no time of its own; its content dates from its file. */
const elementTime = sql`coalesce(${files.occurredAt}, ${files.createdAt})`;

/** Each type's matches, under that type's one visibility rule (lib/queries/<resource>.ts). */
const BRANCHES: Record<SearchType, (db: DbOrTx, s: SearchScope) => SQL> = {
  email: (db, s) => {
    const b = select(
      db,
      'email',
      {
        vector: emails.searchVector,
        id: emails.id,
        publicId: emails.publicId,
        occurredAt: emails.sentAt,
        companyId: emails.companyId,
      },
      s,
    );
    return b.query
      .from(emails)
      .where(and(emailVisible(s.workspaceId), b.where))
      .getSQL();
  },
  element: (db, s) => {
    const b = select(
      db,
      'element',
      {
        vector: fileElements.searchVector,
        id: fileElements.id,
        publicId: fileElements.publicId,
        occurredAt: elementTime,
        companyId: files.companyId,
      },
      s,
    );
    return b.query
      .from(fileElements)
      .innerJoin(files, eq(files.id, fileElements.fileId))
      .where(and(elementVisible(s.workspaceId), b.where))
      .getSQL();
  },
  meeting: (db, s) => {
    const b = select(
      db,
      'meeting',
      {
        vector: meetings.searchVector,
        id: meetings.id,
        publicId: meetings.publicId,
        occurredAt: meetings.calendarEventTime,
        companyId: meetings.companyId,
      },
      s,
    );
    return b.query
      .from(meetings)
      .where(and(meetingVisible(s.workspaceId), b.where))
      .getSQL();
  },
  note: (db, s) => {
    const b = select(
      db,
      'note',
      {
        vector: notes.searchVector,
        id: notes.id,
        publicId: notes.publicId,
        occurredAt: notes.occurredAt,
        companyId: notes.companyId,
      },
      s,
    );
    return b.query
      .from(notes)
      .where(and(noteVisible(s.workspaceId), b.where))
      .getSQL();
  },
  insight: (db, s) => {
    const b = select(
      db,
      'insight',
      {
        vector: insights.searchVector,
        id: insights.id,
        publicId: insights.publicId,
        occurredAt: insights.occurredAt,
        companyId: touchpoints.companyId,
      },
      s,
    );
    // An insight is seen through its touchpoint: it goes where the touchpoint goes.
    return b.query
      .from(insights)
      .innerJoin(touchpoints, eq(touchpoints.id, insights.touchpointId))
      .where(and(eq(insights.workspaceId, s.workspaceId), touchpointVisible(s.workspaceId), b.where))
      .getSQL();
  },
  company: (db, s) => {
    const b = select(
      db,
      'company',
      {
        vector: companies.searchVector,
        id: companies.id,
        publicId: companies.publicId,
        occurredAt: companies.createdAt,
        companyId: companies.id,
      },
      s,
    );
    return b.query
      .from(companies)
      .where(and(companyVisible(s.workspaceId), b.where))
      .getSQL();
  },
};

/**
 * One page of matches over every asked-for type, by score descending, then
 * public id and type ascending (a total order: pages never skip or repeat).
 */
export async function matchPage(
  db: DbOrTx,
  s: SearchScope,
  limit: number,
  after: readonly KeyValue[] | undefined,
): Promise<HitRow[]> {
  const union = sql.join(
    s.types.map((type) => sql`(${BRANCHES[type](db, s)})`),
    sql` union all `,
  );
  const cursor =
    after === undefined
      ? sql`true`
      : sql`(score < ${after[1]}::float8 or (score = ${after[1]}::float8
          and (public_id, type) > (${after[2]}::text collate "C", ${after[3]}::text collate "C")))`;
  const res = await db.execute(sql`
    select type, id, public_id, company_id, score,
      to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
    from (${union}) hits
    where ${cursor}
    order by score desc, public_id, type
    limit ${limit + 1}`);
  const rows = (res as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    type: r.type as SearchType,
    id: Number(r.id),
    publicId: String(r.public_id),
    occurredAt: new Date(String(r.occurred_at)),
    companyId: r.company_id === null ? null : Number(r.company_id),
    score: Number(r.score),
  }));
}
