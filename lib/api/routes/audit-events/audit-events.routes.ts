import { createRoute, z } from '@hono/zod-openapi';
import { AuditEntityTypeSchema, AuditEventSchema } from '../../../schemas/audit-event';
import { DateTimeInputSchema, listSchema, paginationQuery, repeatable } from '../../../schemas/common';
import { errors, json } from '../../core/openapi';
import { operation } from '../../../schemas/operations';

const tags = ['Audit events'];

export const list = createRoute({
  ...operation('listAuditEvents'),
  tags,
  summary: 'List the audit trail of writes made through the API (extension)',
  description:
    'Every write through the API (company, note, meeting, fund membership and status, value review or entry, ' +
    'email and file intake) records who made it, when, and the fields it changed. A write that changed nothing ' +
    '(an update to the same values, a repeated email) records nothing; a review always records. Writes of the ' +
    'derivation pipeline, IMAP connections and the command-line tool are not recorded. Events about a tracker ' +
    "value show only to members who see its tracker: another member's private tracker's values are left out.",
  request: {
    query: z.strictObject({
      ...paginationQuery,
      entityType: repeatable(AuditEntityTypeSchema).meta({
        description: 'Only events about entities of these types; repeat to pass several',
      }),
      entityPublicId: z
        .string()
        .min(1)
        .max(64)
        .optional()
        .meta({ description: 'Only events about this entity (for fund_company events, the company)' }),
      actorEmail: z
        .string()
        .min(1)
        .max(320)
        .optional()
        .meta({ description: 'Only events made by the member with this email (case-insensitive)' }),
      since: DateTimeInputSchema.optional().meta({ description: 'Only events at or after this instant' }),
    }),
  },
  responses: {
    200: json(listSchema(AuditEventSchema, 'AuditEventList'), 'Events by at descending, then publicId descending'),
    ...errors(400),
  },
});
