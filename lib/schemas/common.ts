import { z } from 'zod';
import { INSIGHT_CATEGORIES, TOPICS } from './values';

export { INSIGHT_CATEGORIES, TOPICS };

/**
 * Messages are phrased as predicates ("must be at most 255 characters") so the
 * API can prefix the field or parameter name: "name must be at most 255 characters".
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return 'is required';
        if (issue.input === null) return 'must not be null';
        if (issue.expected === 'never') return 'is not allowed';
        return `must be ${article(issue.expected)}`;
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
        }
        if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${issue.minimum} items`;
        return `must be at least ${issue.minimum}`;
      case 'too_big':
        if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
        if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${issue.maximum} items`;
        return `must be at most ${issue.maximum}`;
      case 'invalid_format':
        if (issue.format === 'regex' && 'pattern' in issue) return `must match ${String(issue.pattern)}`;
        if (issue.format === 'email') return 'must be an email address';
        return `must be a valid ${issue.format}`;
      case 'invalid_value':
        return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
      case 'unrecognized_keys':
        return `unknown ${issue.keys.length === 1 ? 'field' : 'fields'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
      default:
        return undefined;
    }
  },
});

function article(expected: string): string {
  const noun = expected === 'int' ? 'integer' : expected;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

export const TopicSchema = z.enum(TOPICS).meta({ id: 'Topic' });
export type Topic = z.infer<typeof TopicSchema>;

export const InsightCategorySchema = z.enum(INSIGHT_CATEGORIES).meta({ id: 'InsightCategory' });
export type InsightCategory = z.infer<typeof InsightCategorySchema>;

export const PublicIdSchema = z
  .string()
  .meta({ description: 'Opaque identifier (21-character nanoid)', example: 'V1StGXR8_Z5jdHi6B-myT' });

/** Output timestamps: always UTC with milliseconds. */
export const DateTimeSchema = z.string().meta({ format: 'date-time', example: '2026-03-01T09:30:00.000Z' });

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** RFC 3339 with an explicit offset and seconds; a real calendar instant. */
function isRfc3339(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi, s, , , oh, om] = m;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return false;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return false;
  if (oh !== undefined && (Number(oh) > 23 || Number(om) > 59)) return false;
  return !Number.isNaN(Date.parse(value));
}

/** The offset an RFC 3339 time was written in, in minutes east of UTC (Z is 0). */
export function offsetMinutes(value: string): number | null {
  const m = RFC3339.exec(value);
  if (!m) return null;
  const [, , , , , , , , zone, oh, om] = m;
  if (oh === undefined || om === undefined) return 0;
  const minutes = Number(oh) * 60 + Number(om);
  return zone?.startsWith('-') ? -minutes : minutes;
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

export const DateTimeInputSchema = z
  .string()
  .refine(isRfc3339, {
    error: 'must be an RFC 3339 date-time with seconds and an offset, such as 2026-03-01T09:30:00Z',
  })
  .meta({ format: 'date-time', example: '2026-03-01T09:30:00Z' });

export const DateInputSchema = z
  .string()
  .refine(
    (v) => {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    },
    { error: 'must be a calendar date as YYYY-MM-DD' },
  )
  .meta({ format: 'date', example: '2026-03-01' });

export const ErrorSchema = z
  .object({
    error: z.string().meta({ description: 'Human-readable message naming the offending field or parameter' }),
    code: z
      .enum([
        'invalid_request',
        'unauthorized',
        'forbidden',
        'not_found',
        'method_not_allowed',
        'conflict',
        'precondition_failed',
        'payload_too_large',
        'unsupported_media_type',
        'rate_limited',
        'internal',
        'unavailable',
      ])
      .optional()
      .meta({ description: 'Machine-readable code (extension)' }),
    issues: z
      .array(
        z
          .object({
            path: z.string().meta({
              description:
                'The field or parameter, dotted (`attendees.1.email`); empty when the request as a whole is at fault',
            }),
            message: z
              .string()
              .meta({ description: 'What is wrong with it, as a predicate (`must be an email address`)' }),
          })
          .meta({ id: 'ErrorIssue' }),
      )
      .optional()
      .meta({
        description:
          'On a 400 from validation, one entry per problem, so a form can put each on its field (extension). `error` says the same in one sentence.',
      }),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ErrorSchema>;

const LIMIT_MESSAGE = 'must be an integer from 1 to 100';

/** Query parameters arrive as strings; an integer-looking one is parsed, anything else fails. */
const LimitSchema = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v),
    z
      .number({ error: LIMIT_MESSAGE })
      .int({ error: LIMIT_MESSAGE })
      .min(1, { error: LIMIT_MESSAGE })
      .max(100, { error: LIMIT_MESSAGE }),
  )
  .optional()
  .meta({ description: 'Page size, 1 to 100', default: 100 });

const PageTokenSchema = z
  .string()
  .min(1)
  .max(2048)
  .optional()
  .meta({ description: 'The nextPageToken of the previous page' });

export const paginationQuery = { limit: LimitSchema, pageToken: PageTokenSchema };

/** A repeatable query parameter: one value arrives as a string, several as an array. */
export function repeatable<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item)).optional();
}

export function listSchema<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      nextPageToken: z.string().optional().meta({ description: 'Present when a further page exists' }),
    })
    .meta({ id });
}

export const PublicIdResponseSchema = z.object({ publicId: PublicIdSchema }).meta({ id: 'PublicIdResponse' });
