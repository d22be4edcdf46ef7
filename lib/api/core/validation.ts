import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, type FieldIssue } from '../../errors';

type Target = 'json' | 'query' | 'param' | 'header' | 'cookie' | 'form';

/**
 * The validation hook of every route: turns zod issues into one 400 whose
 * message names each offending field or parameter, and whose `issues` list
 * them one by one for clients that place errors on fields.
 */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError; target: Target },
  c: Context,
): void {
  if (result.success) return;
  const { error, target } = result;
  const repeated = target === 'query' ? c.req.queries() : {};
  const messages = error.issues.map((issue) => describeIssue(issue, target, repeated));
  throw badRequest([...new Set(messages)].join('; '), fieldIssues(error.issues, target, repeated));
}

function describeIssue(issue: z.core.$ZodIssue, target: Target, queries: Record<string, string[]>): string {
  const noun = target === 'query' ? 'parameter' : 'field';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${fieldPath([...issue.path, k])}"`).join(', ');
    return `unknown ${noun}${issue.keys.length === 1 ? '' : 's'} ${keys}`;
  }
  const name = fieldPath(issue.path);
  if (!name) return rootMessage(issue, target);
  return `${name} ${predicate(issue, target, queries)}`;
}

/** One entry per field: an unknown-keys issue names several fields, so it becomes several entries. */
function fieldIssues(issues: z.core.$ZodIssue[], target: Target, queries: Record<string, string[]>): FieldIssue[] {
  const noun = target === 'query' ? 'parameter' : 'field';
  const out = new Map<string, FieldIssue>();
  const add = (path: readonly PropertyKey[], message: string) => {
    const entry = { path: dottedPath(path), message };
    out.set(`${entry.path}\n${message}`, entry);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], `unknown ${noun}`);
    else if (issue.path.length === 0) add([], rootMessage(issue, target));
    else add(issue.path, predicate(issue, target, queries));
  }
  return [...out.values()];
}

/** What is wrong with a named field or parameter, without its name. */
function predicate(issue: z.core.$ZodIssue, target: Target, queries: Record<string, string[]>): string {
  const name = fieldPath(issue.path);
  if (
    target === 'query' &&
    issue.path.length === 1 &&
    (queries[name]?.length ?? 0) > 1 &&
    issue.code === 'invalid_type'
  ) {
    return 'must be given once';
  }
  return issue.message;
}

/** An issue with the request as a whole, such as a body that is not an object. */
function rootMessage(issue: z.core.$ZodIssue, target: Target): string {
  return issue.code === 'custom' || target !== 'json' ? issue.message : `request body ${issue.message}`;
}

/** attendees[2].email: how messages name a field. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/** attendees.2.email: how `issues` name a field, as form libraries do. */
export function dottedPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
