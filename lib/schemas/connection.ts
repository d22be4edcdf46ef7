import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';

export const ConnectionSchema = z
  .object({
    publicId: PublicIdSchema,
    provider: z.string().meta({ description: 'upload, imap, gmail, outlook, google_drive, dropbox, …' }),
    createdAt: DateTimeSchema,
    errorId: z.string().optional(),
    errorAt: DateTimeSchema.optional(),
    syncedAt: DateTimeSchema.optional(),
    disabledAt: DateTimeSchema.optional(),
    label: z.string().optional(),
    followLinks: z.boolean(),
    followDocsend: z.boolean(),
    refusedMessages: z
      .number()
      .int()
      .meta({
        description:
          '(extension) How many messages the connection found but could not take (listed by ' +
          '`GET /connections/{connectionPublicId}/refused-messages`); polling went on past them',
      }),
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof ConnectionSchema>;

export const RefusedMessageSchema = z
  .object({
    publicId: PublicIdSchema,
    connectionPublicId: PublicIdSchema,
    uidValidity: z.string().optional().meta({ description: "IMAP: the mailbox's UIDVALIDITY when it was polled" }),
    uid: z
      .number()
      .int()
      .optional()
      .meta({ description: 'IMAP: the UID of the message, which with uidValidity finds it in the mailbox' }),
    messageId: z.string().optional().meta({ description: 'Its Message-ID header, when one could be read' }),
    size: z.number().int().optional().meta({ description: 'Its size in bytes, as the mail server gave it' }),
    reason: z.string().meta({ description: 'Why it was not taken, in words for a person' }),
    refusedAt: DateTimeSchema,
  })
  .meta({
    id: 'RefusedMessage',
    description:
      'A message a connection passed over: not a message intake can take (no sender, no header section), larger ' +
      'than 25 MB, or holding a value the database refused. The mailbox still has it; nothing of it was stored.',
  });
export type RefusedMessage = z.infer<typeof RefusedMessageSchema>;
