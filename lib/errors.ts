import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from './schemas/common';

// The errors every layer may throw (queries, derivation, the API): the API answers each with its status and body
// (lib/api/core/errors.ts).

export type ErrorCode = NonNullable<ApiErrorBody['code']>;

export type FieldIssue = NonNullable<ApiErrorBody['issues']>[number];

/** The one error the API throws; `toApiError` maps everything else onto it. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Field by field, for a request that failed validation (the `issues` extension). */
    readonly issues?: readonly FieldIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, issues?: readonly FieldIssue[]) =>
  new ApiError(400, 'invalid_request', message, {}, issues);
/** A 400 about one field: the message names it, and `issues` carries it, so a form puts it on the field. */
export const invalidField = (path: string, predicate: string, message = `${path} ${predicate}`) =>
  badRequest(message, [{ path, message: predicate }]);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'not found') => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const unauthorized = (message: string) =>
  new ApiError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer' });

/** PostgreSQL's unique_violation, as raised by pg and by PGlite. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return e !== undefined && e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

export function findPgError(err: unknown): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors; the driver's error is the cause.
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return e as { code?: string; constraint?: string };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}
