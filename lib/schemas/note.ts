import { z } from 'zod';
import { DateTimeInputSchema, DateTimeSchema, PublicIdSchema, TopicSchema } from './common';
import { MemberSchema } from './member';

export const NoteSchema = z
  .object({
    publicId: PublicIdSchema,
    content: z.string().meta({ description: 'Markdown' }),
    occurredAt: DateTimeSchema,
    topics: z.array(TopicSchema),
    creator: MemberSchema,
    companyName: z.string().optional(),
    companyPublicId: PublicIdSchema.optional(),
    personPublicId: PublicIdSchema.optional().meta({ description: 'Person the note is attached to (extension)' }),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof NoteSchema>;

const NOTE_MAX_LENGTH = 1_000_000;

const content = z
  .string()
  .min(1)
  .max(NOTE_MAX_LENGTH)
  .refine((v) => v.trim().length > 0, { error: 'must not be only whitespace' })
  .meta({ description: 'Markdown, 1 to 1,000,000 characters' });

const topics = z
  .array(TopicSchema)
  .min(1)
  .max(6)
  .refine((t) => new Set(t).size === t.length, { error: 'must not repeat a topic' })
  .meta({ uniqueItems: true });

/** The fields a person can edit; create adds the parent. */
const NoteFieldsSchema = z.strictObject({
  content,
  occurredAt: DateTimeInputSchema.optional().meta({ description: 'Defaults to now' }),
  topics: topics.optional().meta({ description: 'Defaults to ["other"]' }),
});

export const NoteCreateSchema = NoteFieldsSchema.extend({
  companyPublicId: z.string().max(64).optional(),
  personPublicId: z.string().max(64).optional(),
})
  .superRefine((v, ctx) => {
    if ((v.companyPublicId === undefined) === (v.personPublicId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'exactly one of companyPublicId and personPublicId is required',
      });
    }
  })
  .meta({ id: 'NoteCreate' });
export type NoteCreate = z.infer<typeof NoteCreateSchema>;

/**
 * Accepted by the schema only to be refused with a message that says why. The
 * document types it as the string a client would send; `not: {}` says no value
 * passes, as the API answers 400 to any.
 */
const parentLocked = z
  .unknown()
  .refine((v) => v === undefined, { error: 'cannot be changed: a note keeps the parent it was created with' })
  .optional()
  .meta({ type: 'string', not: {}, description: 'Refused: the parent of a note cannot change' });

export const NoteUpdateSchema = NoteFieldsSchema.partial()
  .extend({ companyPublicId: parentLocked, personPublicId: parentLocked })
  .meta({ id: 'NoteUpdate' });
export type NoteUpdate = z.infer<typeof NoteUpdateSchema>;
