import { apiClient, unwrapResponse, type ApiSchemas } from '@/lib/console/api-client';

/** No list or detail endpoint exists for meetings; the key is here so future views can invalidate one root. */
export const meetingKeys = {
  all: ['meetings'] as const,
};

export interface MeetingImportResult {
  publicId: string;
  /** 201 created a meeting; 200 updated the one with the same provider and meetingNoteId. */
  created: boolean;
  status: number;
  /** The company the attendees place the meeting with, by the server's rule; null when none. */
  attendeeCompany: ApiSchemas['MeetingImportResult']['attendeeCompany'];
}

/** POST /meetings. Created or updated is told by the status alone, so the response is kept. */
export async function importMeeting(
  body: ApiSchemas['MeetingImport'],
  signal?: AbortSignal,
): Promise<MeetingImportResult> {
  const { data, response } = await unwrapResponse(apiClient.POST('/meetings', { body, signal }));
  return {
    publicId: data.publicId,
    created: response.status === 201,
    status: response.status,
    attendeeCompany: data.attendeeCompany,
  };
}
