/** The browser's side of the console proxy: every call goes to /api/console, which adds the key. */

export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export class ApiRequestError extends Error {
  readonly status: number;
  /** The contract's `code` extension; other deployments may not send it. */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
}

export function queryString(params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) search.append(name, v);
    else search.set(name, String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/console${path}${queryString(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers: opts.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'The console could not reach its server. Check your connection and retry.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const body = (payload ?? {}) as { error?: unknown; code?: unknown };
    const message = typeof body.error === 'string' ? body.error : `Request failed (${response.status})`;
    if (response.status === 401 && body.code === 'unauthorized' && message.startsWith('Sign in')) {
      window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw new ApiRequestError(response.status, message, typeof body.code === 'string' ? body.code : undefined);
  }
  return payload as T;
}

/**
 * Which form field an API error names. Messages start with the field path
 * (`primaryDomain must be …`, `attendees[1].email must be …`), which is all a
 * deployment without the `code` extension gives us.
 */
export function errorField<F extends string>(error: unknown, fields: readonly F[]): F | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return undefined;
  const head = /^([A-Za-z][\w.[\]]*)/.exec(error.message)?.[1];
  if (!head) return undefined;
  const normalized = head.replace(/\[(\d+)\]/g, '.$1');
  return [...fields]
    .sort((a, b) => b.length - a.length)
    .find((f) => normalized === f || normalized.startsWith(`${f}.`));
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong.';
}
