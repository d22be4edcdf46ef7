import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../schemas/common';

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
export const notFound = (message = 'not found') => new ApiError(404, 'not_found', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const unauthorized = (message: string) =>
  new ApiError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer' });

const byStatus: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Maps any thrown value to an ApiError; unknown errors become a generic 500. */
export function toApiError(err: unknown, requestId: string): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (err instanceof HTTPException) {
    const code = byStatus[err.status];
    if (code)
      return { error: new ApiError(err.status, code, err.message || code.replaceAll('_', ' ')), unexpected: false };
  }
  return {
    error: new ApiError(500, 'internal', `internal error; quote request id ${requestId} when reporting it`),
    unexpected: true,
  };
}

/**
 * An error's JSON body, here and wherever the server answers before the app
 * (server/handler.ts, server/protocol-errors.ts). Every 400 carries `issues`:
 * one naming no field is about the request as a whole.
 */
export function errorBody(
  status: number,
  code: ErrorCode,
  message: string,
  issues?: readonly FieldIssue[],
): ApiErrorBody {
  const body: ApiErrorBody = { error: message, code };
  if (issues) body.issues = [...issues];
  else if (status === 400) body.issues = [{ path: '', message }];
  return body;
}

export function errorResponse(c: Context, err: ApiError): Response {
  for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
  return c.json(errorBody(err.status, err.code, err.message, err.issues), err.status);
}

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

/**
 * What an unexpected error may put in the log. Drizzle's errors quote the
 * query's parameters, which can hold note content, so only the driver's own
 * message, code and the stack are kept.
 */
export function loggable(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  if (err.message.startsWith('Failed query:')) {
    const cause = err.cause;
    const code = cause && typeof cause === 'object' && 'code' in cause ? ` (code ${String(cause.code)})` : '';
    const message = cause instanceof Error ? cause.message : 'unknown database error';
    // The message spans lines (query, then params): keep only the stack's frames.
    const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return [`database error: ${message}${code}`, ...frames].join('\n');
  }
  return err.stack ?? `${err.name}: ${err.message}`;
}
