import { z } from 'zod';
import { DateTimeSchema, InsightCategorySchema, PublicIdSchema, TopicSchema } from './common';

import { CITATION_TYPES } from './values';

export const CitationTypeSchema = z.enum(CITATION_TYPES).meta({ id: 'CitationType' });
export type CitationType = z.infer<typeof CitationTypeSchema>;

const citationFields = {
  type: CitationTypeSchema,
  publicId: PublicIdSchema,
  occurredAt: DateTimeSchema.nullable().optional().meta({ description: 'When the cited content occurred' }),
  subject: z.string().nullable().optional().meta({ description: 'Emails: subject line' }),
  name: z.string().optional().meta({ description: 'Files: file name' }),
  extension: z.string().optional().meta({ description: 'Files: file extension' }),
  title: z.string().optional().meta({ description: 'Meetings: title' }),
  headline: z.string().nullable().optional().meta({ description: 'Touchpoints: headline' }),
  companyPublicId: PublicIdSchema.optional().meta({ description: 'Touchpoints: owning company' }),
  author: z.string().optional().meta({ description: 'Notes: author display name' }),
  label: z.string().nullable().optional().meta({ description: 'Elements: section label' }),
  index: z.number().int().optional().meta({ description: 'Elements: position within the file' }),
};

export const CitationParentSchema = z.object(citationFields).meta({
  id: 'CitationParent',
  description: 'The source containing the cited item: a file for an element, an email for a file',
});

export const CitationSchema = z
  .object({
    ...citationFields,
    permalink: z.string().meta({ description: 'Link to the source in the application' }),
    quote: z
      .string()
      .nullable()
      .meta({
        description:
          'Extension: the exact passage of the cited source the claim rests on, as written there; for a table cell, ' +
          'its metric label, period header and cell, each as written, joined by " · " ("ARR · Oct 2026 · 1,180,000"); ' +
          'null when the claim rests on the source as a whole',
      }),
    parent: CitationParentSchema.optional(),
  })
  .meta({ id: 'Citation' });
export type Citation = z.infer<typeof CitationSchema>;
export type CitationParent = z.infer<typeof CitationParentSchema>;

export const InsightSchema = z
  .object({
    publicId: PublicIdSchema,
    category: InsightCategorySchema,
    content: z.string(),
    occurredAt: DateTimeSchema,
    citations: z.array(CitationSchema),
  })
  .meta({ id: 'Insight' });
export type Insight = z.infer<typeof InsightSchema>;

export const TouchpointSchema = z
  .object({
    publicId: PublicIdSchema,
    headline: z.string().nullable(),
    topics: z.array(TopicSchema).nullable(),
    occurredAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
    snippet: z.string().nullable(),
    emailCount: z.number().int(),
    noteCount: z.number().int(),
    meetingCount: z.number().int(),
    fileCount: z.number().int(),
    insights: z.array(InsightSchema),
  })
  .meta({ id: 'Touchpoint' });
export type Touchpoint = z.infer<typeof TouchpointSchema>;

export { TOUCHPOINT_SORTS } from './values';
