import { createMiddleware } from 'hono/factory';
import { badRequest, notFound } from '../../errors';
import type { AppEnv } from './types';

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

/** How deeply a JSON body may nest; no request of this API needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/** `path` as validation issues have it: empty for the body itself. */
type BodyProblem = { kind: 'too_deep' } | { kind: 'nul'; path: (string | number)[] };

/**
 * Walks a parsed JSON body without recursion (a hostile body can nest
 * thousands of levels) and reports the first problem: nesting past
 * MAX_JSON_DEPTH, or a NUL in a key or string (named by its field path).
 */
export function inspectJsonBody(body: unknown): BodyProblem | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { kind: 'too_deep' };
    // Pushed in reverse so fields are visited in document order and the first problem is named.
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i): [number, unknown] => [i, v])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, v] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && key.includes('\u0000')) {
        return { kind: 'nul', path: [...path, key.replaceAll('\u0000', '\\u0000')] };
      }
      stack.push({ value: v, path: [...path, key] });
    }
  }
  return undefined;
}
