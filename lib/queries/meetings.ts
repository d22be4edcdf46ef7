import { ApiRequestError } from '@/lib/console/client';
import type { MeetingImport } from '@/lib/schemas/meeting';

/** No list or detail endpoint exists for meetings; the key is here so future views can invalidate one root. */
export const meetingKeys = {
  all: ['meetings'] as const,
};

export interface MeetingImportResult {
  publicId: string;
  /** 201 created a meeting; 200 updated the one with the same provider and meetingNoteId. */
  created: boolean;
  status: number;
}

/**
 * POST /meetings. `api()` hands back only the body, but created-vs-updated is
 * told by the status alone, so this call reads the response itself.
 */
export async function importMeeting(body: MeetingImport, signal?: AbortSignal): Promise<MeetingImportResult> {
  let response: Response;
  try {
    response = await fetch('/api/console/meetings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'The console could not reach its server. Check your connection and retry.');
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const message = typeof payload.error === 'string' ? payload.error : `Request failed (${response.status})`;
    const code = typeof payload.code === 'string' ? payload.code : undefined;
    // Same rule as api(): an expired console session sends the person back to sign in.
    if (response.status === 401 && code === 'unauthorized' && message.startsWith('Sign in')) {
      window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
    }
    throw new ApiRequestError(response.status, message, code);
  }
  if (typeof payload.publicId !== 'string') {
    throw new ApiRequestError(response.status, 'The API answered without the meeting id');
  }
  return { publicId: payload.publicId, created: response.status === 201, status: response.status };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
