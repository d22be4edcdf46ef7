import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../../schemas/common';
import { ApiError, type ErrorCode, type FieldIssue } from '../../errors';

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
