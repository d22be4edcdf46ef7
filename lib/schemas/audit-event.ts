import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';

/** What an event is about (the database checks the same list: `audit_events_entity_type`). */
const AUDIT_ENTITY_TYPES = [
  'company',
  'note',
  'meeting',
  'fund_company',
  'tracker_value',
  'email',
  'file',
  'api_key',
] as const;
export const AuditEntityTypeSchema = z.enum(AUDIT_ENTITY_TYPES).meta({ id: 'AuditEntityType' });
export type AuditEntityType = z.infer<typeof AuditEntityTypeSchema>;

const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'added',
  'removed',
  'status_changed',
  'confirmed',
  'rejected',
  'corrected',
  'entered',
  'received',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS).meta({ id: 'AuditAction' });
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** Stands in for a body (note content, meeting notes and transcript): the trail says that it changed, never what it says. */
export const REDACTED = '<redacted>';

export const AuditEventSchema = z
  .object({
    publicId: PublicIdSchema,
    at: DateTimeSchema,
    actor: z
      .object({ name: z.string(), email: z.string() })
      .meta({ description: 'The member whose API key made the write, as they were named then' }),
    action: AuditActionSchema,
    entityType: AuditEntityTypeSchema,
    entityPublicId: PublicIdSchema.meta({
      description: 'The entity written; for fund_company events, the company (the fund is fundPublicId)',
    }),
    fundPublicId: PublicIdSchema.optional().meta({ description: 'For fund_company events: the fund' }),
    companyName: z
      .string()
      .optional()
      .meta({
        description:
          "For company and fund_company events: the company's name now, while the reader can see the company " +
          '(absent once it is deleted) (extension)',
      }),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).meta({
      description:
        'Only the fields that changed, as [before, after]; null where a field had no value (so a create has ' +
        `null befores and a delete null afters). Bodies are never copied: a note's content and a meeting's notes ` +
        `and transcript appear as "${REDACTED}", a meeting's attendees as their number; an email's body and a ` +
        `file's bytes are left out.`,
    }),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof AuditEventSchema>;
