import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditEvents } from '../../../db/schema';
import {
  AuditActionSchema,
  AuditEntityTypeSchema,
  type AuditEntityType,
  type AuditEvent,
} from '../../../schemas/audit-event';
import { keyset, keysetAfter, keysetOrder, type KeyValue } from '../../core/pagination';

type AuditRow = typeof auditEvents.$inferSelect;

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

export async function listAuditEvents(
  db: Db,
  workspaceId: number,
  q: AuditFilters & { limit: number; after?: KeyValue[] },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.workspaceId, workspaceId),
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
  return out;
}
