import { z } from '@hono/zod-openapi';
import { SEARCH_TYPES } from './values';
import { DateTimeInputSchema, DateTimeSchema, paginationQuery, PublicIdSchema, repeatable } from './common';

export { SEARCH_TYPES };
export type SearchType = (typeof SEARCH_TYPES)[number];

const SearchTypeSchema = z.enum(SEARCH_TYPES).meta({ id: 'SearchType' });

/** Search's own page size: a screen of hits, not a bulk read. */
export const SEARCH_DEFAULT_LIMIT = 20;

export const SearchQuerySchema = z
  .strictObject({
    q: z
      .string()
      .min(1)
      .max(500)
      .meta({
        description:
          'Words to find, stemmed (English) and accent-folded; "…" is a phrase, -word excludes, and the last word ' +
          'also matches as a prefix. 1–500 characters with at least one searchable word.',
      }),
    type: repeatable(SearchTypeSchema).meta({ description: 'Only hits of these types (repeatable)' }),
    companyPublicId: z.string().max(64).optional().meta({ description: "Only this company's items" }),
    fundPublicId: z.string().max(64).optional().meta({ description: "Only the items of this fund's companies" }),
    from: DateTimeInputSchema.optional().meta({ description: 'Hits whose occurredAt is at or after this time' }),
    to: DateTimeInputSchema.optional().meta({ description: 'Hits whose occurredAt is at or before this time' }),
    limit: paginationQuery.limit.meta({ description: 'Page size, 1 to 100', default: SEARCH_DEFAULT_LIMIT }),
    pageToken: paginationQuery.pageToken,
  })
  .refine((q) => !(q.from && q.to && Date.parse(q.from) > Date.parse(q.to)), {
    path: ['from'],
    error: 'must not be after to',
  });

const HighlightSchema = z
  .object({
    start: z.number().int().meta({ description: 'Offset in the snippet, in UTF-16 code units' }),
    length: z.number().int().meta({ description: 'Length of the matched word, in UTF-16 code units' }),
  })
  .meta({ id: 'SearchHighlight' });
export type Highlight = z.infer<typeof HighlightSchema>;

export const SearchHitSchema = z
  .object({
    type: SearchTypeSchema,
    publicId: PublicIdSchema,
    permalink: z.string().meta({
      description:
        "The item's source page, with the words in ?q= and, on source pages, the first matched word as written in " +
        '?quote=, which the page marks and scrolls to',
    }),
    occurredAt: DateTimeSchema.meta({
      description:
        "When it happened: the email's date, the file's (a section's is its file's), the meeting's time, the " +
        "note's or insight's occurredAt, the company's creation. from and to bound it.",
    }),
    companyPublicId: PublicIdSchema.optional(),
    companyName: z.string().optional(),
    title: z.string().meta({
      description:
        "The subject, file name with section label, meeting title, note's first line, insight's touchpoint " +
        'headline or company name',
    }),
    snippet: z.string().meta({ description: 'Plain text of at most 300 characters around the best match' }),
    highlights: z.array(HighlightSchema).meta({ description: 'One entry per matched word in snippet' }),
    score: z.number().meta({ description: 'Text relevance with a recency boost; higher first' }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHitSchema>;
