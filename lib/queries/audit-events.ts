import { and, eq, exists, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allOf, subquery } from '../db/conditions';
import { auditEvents, companies, members, trackers, trackerValues } from '../db/schema';
import {
  AuditActionSchema,
  AuditEntityTypeSchema,
  type AuditEntityType,
  type AuditEvent,
} from '../schemas/audit-event';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from './pagination';
import { companyVisible } from './companies';
import { trackerOpenTo } from './trackers';

type AuditRow = typeof auditEvents.$inferSelect & { companyName: string | null };

/** The entity types whose entityPublicId is a company's. */
const COMPANY_EVENT_TYPES: AuditEntityType[] = ['company', 'fund_company'];

/** Newest first, over audit_events_list or, for one entity, audit_events_entity. */
export const AUDIT_ORDER = keyset(
  'desc',
  { column: auditEvents.at, kind: 'timestamp' },
  { column: auditEvents.publicId, kind: 'string' },
);

export const auditCursor = (row: AuditRow): KeyValue[] => [row.at.toISOString(), row.publicId];

export interface AuditFilters {
  entityTypes?: AuditEntityType[];
  entityPublicId?: string;
  /** Lower-cased. */
  actorEmail?: string;
  since?: string;
}

/** A tracker value's events: open to whom its tracker is open. */
const valueOpenTo = (workspaceId: number, memberId: number): SQL =>
  exists(
    subquery
      .select({ one: sql`1` })
      .from(trackerValues)
      .innerJoin(trackers, eq(trackers.id, trackerValues.trackerId))
      .where(
        and(
          eq(trackerValues.workspaceId, workspaceId),
          eq(trackerValues.publicId, auditEvents.entityPublicId),
          trackerOpenTo(memberId),
        ),
      ),
  );

/** Key events are for admins, who alone manage keys. */
const adminOnly = (workspaceId: number, memberId: number): SQL =>
  exists(
    subquery
      .select({ one: sql`1` })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.workspaceId, workspaceId), eq(members.role, 'admin'))),
  );

/**
 * Which members of the workspace see an entity's events: the entity's own
 * rule, without liveness (the trail keeps what was deleted). null where the
 * rule is the workspace alone: companyVisible, noteVisible, meetingVisible,
 * emailVisible and fileVisible ask nothing of the member. Every type is
 * named, so a new one cannot slip through unruled.
 */
const MEMBER_RULE: Record<AuditEntityType, ((workspaceId: number, memberId: number) => SQL) | null> = {
  company: null,
  fund_company: null,
  note: null,
  meeting: null,
  email: null,
  file: null,
  tracker_value: valueOpenTo,
  api_key: adminOnly,
};

/** The events the member may see: of the workspace, each by its entity type's rule. */
function auditVisible(workspaceId: number, memberId: number): SQL {
  const ruled = Object.entries(MEMBER_RULE).flatMap(([type, rule]) =>
    rule === null ? [] : [sql`(${auditEvents.entityType} <> ${type} or ${rule(workspaceId, memberId)})`],
  );
  return allOf(eq(auditEvents.workspaceId, workspaceId), ...ruled);
}

export async function listAuditEvents(
  db: Db,
  workspaceId: number,
  memberId: number,
  q: AuditFilters & { limit: number; after?: KeyValue[] },
): Promise<AuditRow[]> {
  return db
    .select({ ...getTableColumns(auditEvents), companyName: companies.name })
    .from(auditEvents)
    // The company's name while the reader can see it (companyVisible): a deleted company's events keep no name.
    .leftJoin(
      companies,
      and(
        inArray(auditEvents.entityType, COMPANY_EVENT_TYPES),
        eq(companies.publicId, auditEvents.entityPublicId),
        companyVisible(workspaceId),
      ),
    )
    .where(
      and(
        auditVisible(workspaceId, memberId),
        q.entityTypes ? inArray(auditEvents.entityType, q.entityTypes) : undefined,
        q.entityPublicId === undefined ? undefined : eq(auditEvents.entityPublicId, q.entityPublicId),
        q.actorEmail === undefined ? undefined : sql`lower(${auditEvents.actorEmail}) = ${q.actorEmail}`,
        // Compared in the database so sub-millisecond input keeps its exact meaning.
        q.since === undefined ? undefined : sql`${auditEvents.at} >= ${q.since}::timestamptz`,
        keysetAfter(AUDIT_ORDER, q.after),
      ),
    )
    .orderBy(...keysetOrder(AUDIT_ORDER))
    .limit(q.limit + 1);
}

/** Stored enums are parsed on the way out, so a row that does not fit the published schema fails loudly. */
export function toAuditEvent(row: AuditRow): AuditEvent {
  const out: AuditEvent = {
    publicId: row.publicId,
    at: row.at.toISOString(),
    actor: { name: row.actorName, email: row.actorEmail },
    action: AuditActionSchema.parse(row.action),
    entityType: AuditEntityTypeSchema.parse(row.entityType),
    entityPublicId: row.entityPublicId,
    changes: row.changes,
  };
  if (row.fundPublicId !== null) out.fundPublicId = row.fundPublicId;
  if (row.companyName !== null) out.companyName = row.companyName;
  return out;
}

/** The latest event the member may see, as a SQL scalar (null when none): open consoles poll it (changes.ts). */
export function latestVisibleAuditAt(workspaceId: number, memberId: number): SQL {
  return sql`(${subquery
    .select({ at: auditEvents.at })
    .from(auditEvents)
    .where(auditVisible(workspaceId, memberId))
    .orderBy(sql`${auditEvents.at} desc`)
    .limit(1)})`;
}
