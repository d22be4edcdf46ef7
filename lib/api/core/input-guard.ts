import { createMiddleware } from 'hono/factory';
import { badRequest, notFound } from './errors';
import type { AppEnv } from './types';
import { fieldPath } from './validation';

/**
 * PostgreSQL text cannot hold NUL, so a NUL anywhere would surface as a
 * driver error. Path ids with one are simply unknown (404); query and body
 * values with one are invalid (400, naming the parameter or field).
 */
export const rejectNul = createMiddleware<AppEnv>(async (c, next) => {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path);
  } catch {
    throw notFound(`no route for ${c.req.method} ${c.req.path}`);
  }
  if (path.includes('\u0000')) throw notFound('not found');
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (name.includes('\u0000') || values.some((v) => v.includes('\u0000'))) {
      throw badRequest(`${name.replaceAll('\u0000', '\\u0000')} must not contain NUL characters`);
    }
  }
  await next();
});

/** The path of the first string holding a NUL in a parsed JSON body, if any. */
export function findNul(value: unknown, path: (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? fieldPath(path) || 'request body' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\u0000')) return fieldPath([...path, key.replaceAll('\u0000', '\\u0000')]);
      const found = findNul(v, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
