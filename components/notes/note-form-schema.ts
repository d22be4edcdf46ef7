import { z } from 'zod';
import { NoteCreateSchema, NoteUpdateSchema } from '@/lib/schemas/note';
import { fromLocalInput } from './format';

const fields = NoteCreateSchema.shape;

/**
 * What the editor holds: the API's own field rules (from the create schema), with
 * `occurredAt` as a `datetime-local` value that is turned into RFC 3339 with an
 * offset, and topics required in the form (the API would default them to "other").
 */
export const noteFormSchema = z.object({
  content: fields.content,
  topics: fields.topics.unwrap(),
  occurredAt: z
    .string()
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const iso = fromLocalInput(value);
      if (iso === undefined) {
        ctx.issues.push({ code: 'custom', message: 'must be a valid date and time', input: value });
        return z.NEVER;
      }
      return iso;
    })
    .pipe(fields.occurredAt),
});

export type NoteFormValues = z.input<typeof noteFormSchema>;
type NoteFormField = keyof NoteFormValues;
export const NOTE_FORM_FIELDS = ['content', 'topics', 'occurredAt'] as const satisfies readonly NoteFormField[];

/**
 * Runs the API's own schema over the form's output, so the body sent is exactly
 * what the API accepts; its issues keep their paths and land on the same fields.
 */
function checkedBy<S extends z.ZodType>(schema: S) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<S> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: value });
    }
    return z.NEVER;
  };
}

/** The form's output becomes a create body for the company. */
export const noteCreateFormSchema = (companyPublicId: string) =>
  noteFormSchema.transform((values, ctx) => checkedBy(NoteCreateSchema)({ ...values, companyPublicId }, ctx));

/** The form's output becomes an update body. */
export const noteUpdateFormSchema = noteFormSchema.transform(checkedBy(NoteUpdateSchema));
