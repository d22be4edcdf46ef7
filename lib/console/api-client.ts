/**
 * The console's one way to call the API: openapi-fetch, typed by the document
 * (api-schema.d.ts, written by `npm run gen:api`), through the console proxy.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from './api-schema';
import { ApiRequestError, type ApiIssue } from './client';
import { CONSOLE_BASE_URL, consoleFetch } from './transport';

export const apiClient = createClient<paths>({ baseUrl: CONSOLE_BASE_URL, fetch: consoleFetch, querySerializer });

/**
 * Query parameters as the API reads them: a list as the parameter repeated
 * (`status=a&status=b`), and empty values left out, as an empty filter means none.
 */
function querySerializer(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') search.append(name, String(v));
    }
  }
  return search.toString();
}

/** The API's schemas by name, as the document states them: `ApiSchemas['Company']`. */
export type ApiSchemas = components['schemas'];

/** What openapi-fetch resolves to, for any operation: `data` on success, `error` otherwise. */
interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}
/** The success body: `data` is optional in the result type only because a failure lacks it. */
type Data<R extends Result> = Exclude<R['data'], undefined>;

/** The data of a successful answer; otherwise throws the ApiRequestError the views and forms expect. */
export async function unwrap<R extends Result>(call: Promise<R>): Promise<Data<R>> {
  return (await unwrapResponse(call)).data;
}

/** As unwrap, with the response, for callers that read its status. */
export async function unwrapResponse<R extends Result>(
  call: Promise<R>,
): Promise<{ data: Data<R>; response: Response }> {
  let result: R;
  try {
    result = await call;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'The console could not reach its server. Check your connection and retry.');
  }
  if (result.error === undefined && result.response.ok) {
    return { data: result.data as Data<R>, response: result.response };
  }
  throw toRequestError(result.response, result.error);
}

function toRequestError(response: Response, body: unknown): ApiRequestError {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const message = inWords(response.status, code, typeof fields.error === 'string' ? fields.error : undefined);
  // The console's session expired: back to sign-in, then here again.
  if (
    typeof window !== 'undefined' &&
    response.status === 401 &&
    code === 'unauthorized' &&
    message.startsWith('Sign in')
  ) {
    window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  return new ApiRequestError(response.status, message, code, issuesOf(fields.issues));
}

/**
 * What a person reads for the answers whose API text is for machines: the
 * key's rate limit, an internal error (its request id kept as a reference),
 * load shedding, and any answer without a message. Other messages, written
 * to name the field or the thing at fault, pass through.
 */
export function inWords(status: number, code: string | undefined, message: string | undefined): string {
  if (status === 429 || code === 'rate_limited') {
    return 'Too many requests in a short time. Wait a few seconds, then try again.';
  }
  if (code === 'internal') {
    const reference = /request id (\S+)/.exec(message ?? '')?.[1];
    return `Something went wrong on the server.${reference ? ` If it keeps happening, quote reference ${reference}.` : ''}`;
  }
  if (code === 'unavailable') return 'The server is busy. Try again in a few seconds.';
  if (message) return message;
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 404) return 'It could not be found: it may have been deleted.';
  if (status === 413) return 'That is too large to send.';
  if (status >= 500) return 'The server could not answer. Try again in a moment.';
  return 'The request could not be completed.';
}

/** The `issues` extension, when the API sent it well-formed; other deployments send none. */
function issuesOf(value: unknown): ApiIssue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const issues = value.filter(
    (i): i is ApiIssue =>
      i !== null && typeof i === 'object' && typeof i.path === 'string' && typeof i.message === 'string',
  );
  return issues.length === value.length ? issues : undefined;
}
