import { z } from 'zod';
import { DateTimeSchema, PublicIdSchema } from './common';

const PROCESSING_STATES = ['queued', 'processing', 'done', 'failed', 'skipped'] as const;

export const ProcessingSchema = z
  .object({
    state: z.enum(PROCESSING_STATES).meta({
      description:
        '`done`: the company, touchpoint and values derived from the item are written and visible. ' +
        '`failed` and `skipped` say why in `error`; `skipped` (files of an email only): a part that is no document ' +
        'to read (an image, a signature, a reference to content stored elsewhere), kept as it came',
    }),
    error: z.string().nullable().meta({
      description:
        'Why the item `failed` or was `skipped`. On `done`, what was left out, else null: a text whose values ' +
        'took longer to read than a file may take is placed on its timeline without them',
    }),
    updatedAt: DateTimeSchema,
  })
  .meta({ id: 'Processing' });
export type Processing = z.infer<typeof ProcessingSchema>;

const MailboxSchema = z.object({ name: z.string().nullable(), email: z.string() }).meta({ id: 'Mailbox' });

const AttachmentSchema = z
  .object({ publicId: PublicIdSchema, name: z.string(), mediaType: z.string(), size: z.number().int() })
  .meta({ id: 'Attachment' });

export const EmailSchema = z
  .object({
    publicId: PublicIdSchema,
    messageId: z.string().meta({
      description:
        'The Message-ID header; sha256:<hex> of it when longer than 998 bytes. Absent: sha256:<hex> of what the ' +
        'message says (sender, recipients, date, subject, thread, text, HTML, attachments), so the same message ' +
        'saved in an mbox and sent as the mailer wrote it is one email',
    }),
    subject: z.string().nullable(),
    from: MailboxSchema,
    to: z.array(MailboxSchema),
    occurredAt: DateTimeSchema,
    companyPublicId: PublicIdSchema.nullable(),
    files: z.array(AttachmentSchema),
    touchpointPublicIds: z.array(PublicIdSchema),
    processing: ProcessingSchema,
    intakeNotes: z.array(z.string()).meta({
      description:
        '(extension) What intake changed so the message could be stored, one sentence each: NUL characters ' +
        'removed or lone UTF-16 surrogates replaced (naming the headers), a Date outside ' +
        '1970-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z clamped (quoting the header), ' +
        'ids over 998 bytes kept as their SHA-256. Empty when it was stored as it came.',
    }),
  })
  .meta({ id: 'Email' });
export type Email = z.infer<typeof EmailSchema>;

const FileElementRefSchema = z
  .object({ publicId: PublicIdSchema, label: z.string().nullable(), index: z.number().int() })
  .meta({ id: 'FileElementRef' });

export const FileSchema = AttachmentSchema.extend({
  companyPublicId: PublicIdSchema.nullable(),
  elements: z.array(FileElementRefSchema),
  processing: ProcessingSchema,
}).meta({ id: 'File' });
export type FileItem = z.infer<typeof FileSchema>;

export const FileUploadSchema = z
  .object({
    file: z.file().meta({
      type: 'string',
      format: 'binary',
      description: 'PDF, XLSX, CSV, DOCX, PPTX, TXT or MD; at most 25 MB',
    }),
  })
  .meta({ id: 'FileUpload' });
