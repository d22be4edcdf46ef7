import { z } from 'zod';
import { ErrorSchema } from '../../schemas/common';

const descriptions = {
  400: 'Invalid request: validation failed, malformed JSON, unknown field or parameter, or a bad pageToken',
  401: 'Missing, malformed, unknown or revoked API key (sends WWW-Authenticate: Bearer)',
  403: 'The key\'s member may not do this (admins only)',
  404: 'Unknown route or resource, or a resource of another workspace',
  405: 'Known path, other method (sends Allow)',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Request body is not application/json',
  429: 'Rate limited (sends Retry-After)',
  500: 'Unexpected error; logged with the request id',
  503: 'Busy: the embedded database has more queued than it can answer in time (sends Retry-After)',
} as const;

type ErrorStatus = keyof typeof descriptions;

const errorContent = { 'application/json': { schema: ErrorSchema } };

/** Error responses of a route: the ones it names plus those every keyed route can give. */
export function errors(...statuses: ErrorStatus[]) {
  // 503 comes from load shedding, which runs before any route is chosen.
  return errorsOnly(...statuses, 400, 401, 405, 429, 500, 503);
}

/** Exactly these error responses: for a route outside the usual key and rate-limit checks. */
export function errorsOnly(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    [...new Set(statuses)].sort().map((s) => [s, { description: descriptions[s], content: errorContent }]),
  ) as Record<ErrorStatus, { description: string; content: typeof errorContent }>;
}

/** Errors of a route that takes a JSON body. */
export const bodyErrors = [400, 413, 415] as const;

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

/** For routes without query parameters: any parameter is unknown, so 400. */
export const noQuery = z.strictObject({});
