/**
 * The console's API errors: what a failed call throws (see api-client.ts) and
 * how views and forms read it.
 */
import type { components } from './api-schema';

/** One entry of a 400's `issues` extension: a dotted field path (`attendees.1.email`) and what is wrong. */
export type ApiIssue = components['schemas']['ErrorIssue'];

export class ApiRequestError extends Error {
  readonly status: number;
  /** The contract's `code` extension; other deployments may not send it. */
  readonly code: string | undefined;
  /** The `issues` extension of a 400, field by field; absent from other answers and deployments. */
  readonly issues: readonly ApiIssue[] | undefined;
  constructor(status: number, message: string, code?: string, issues?: readonly ApiIssue[]) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** One problem of a 400, placed on the form field it names, if any. */
interface FieldError<F extends string> {
  /** The longest of the form's fields that is the path or contains it (`attendees` holds `attendees.1.email`). */
  field: F | undefined;
  /** Dotted, as in `issues`: `attendees.1.email`; empty for the request as a whole. */
  path: string;
  /** A predicate (`must be an email address`) when there is a path; else a sentence. */
  message: string;
}

/**
 * Every problem of a 400, each with the form field it belongs to. From the
 * `issues` extension when the API sent it; otherwise read off the message,
 * whose parts (joined by "; ") start with the field path, as
 * `attendees[1].email must be …`: all other deployments give.
 */
export function fieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldError<F>[] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  const longestFirst = [...fields].sort((a, b) => b.length - a.length);
  const issues = error.issues ?? error.message.split('; ').map(issueFromText);
  return issues.map(({ path, message }) => ({
    field: path ? longestFirst.find((f) => path === f || path.startsWith(`${f}.`)) : undefined,
    path,
    message,
  }));
}

function issueFromText(text: string): ApiIssue {
  const m = /^([A-Za-z][\w.[\]]*)\s+(.*)$/s.exec(text);
  if (!m?.[1] || !m[2]) return { path: '', message: text };
  return { path: m[1].replace(/\[(\d+)\]/g, '.$1'), message: m[2] };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}
