import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
// A cycle, but a harmless one: the references below are only followed once every table exists.
import { members, workspaces } from './schema';
import { ts, ref, textC } from './columns';

// The audit trail of writes made through the API (contract §8).

/** A field's value before and after a write; null where it had none. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceId: ref('workspace_id')
      .notNull()
      .references(() => workspaces.id),
    publicId: textC('public_id').notNull().unique(),
    /** The writing transaction's now(): every event of one write shares it, and the row written has it too. */
    at: ts('at').notNull().defaultNow(),
    actorMemberId: ref('actor_member_id')
      .notNull()
      .references(() => members.id),
    /** The actor's name and email as they were at the time, so the trail reads the same whatever befalls the member. */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: textC('entity_type').notNull(),
    entityPublicId: textC('entity_public_id').notNull(),
    /** For `fund_company` events: the fund (the entity is the company). */
    fundPublicId: textC('fund_public_id'),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (t) => [
    // The two orders the list pages in: the whole workspace, or one entity.
    index('audit_events_list').on(t.workspaceId, t.at.desc(), t.publicId.desc()),
    index('audit_events_entity').on(t.workspaceId, t.entityType, t.entityPublicId, t.at.desc(), t.publicId.desc()),
    check(
      'audit_events_entity_type',
      sql`${t.entityType} in ('company', 'note', 'meeting', 'fund_company', 'tracker_value', 'email', 'file', 'api_key')`,
    ),
  ],
);
