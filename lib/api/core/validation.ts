import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors';

type Target = 'json' | 'query' | 'param' | 'header' | 'cookie' | 'form';

/**
 * The validation hook of every route: turns zod issues into one 400 whose
 * message names each offending field or parameter.
 */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target: Target },
  c: Context,
): void {
  if (result.success) return;
  const { error, target } = result;
  const repeated = target === 'query' ? c.req.queries() : {};
  const messages = error.issues.map((issue) => describeIssue(issue, target, repeated));
  throw badRequest([...new Set(messages)].join('; '));
}

function describeIssue(issue: z.core.$ZodIssue, target: Target, queries: Record<string, string[]>): string {
  const noun = target === 'query' ? 'parameter' : 'field';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${fieldPath([...issue.path, k])}"`).join(', ');
    return `unknown ${noun}${issue.keys.length === 1 ? '' : 's'} ${keys}`;
  }
  const name = fieldPath(issue.path);
  if (
    target === 'query' &&
    issue.path.length === 1 &&
    (queries[name]?.length ?? 0) > 1 &&
    issue.code === 'invalid_type'
  ) {
    return `${name} must be given once`;
  }
  if (!name) return issue.code === 'custom' || target !== 'json' ? issue.message : `request body ${issue.message}`;
  return `${name} ${issue.message}`;
}

/** attendees[2].email */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}
