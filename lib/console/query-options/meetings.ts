import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, unwrapResponse, type ApiSchemas } from '@/lib/console/api-client';

export interface MeetingListParams {
  limit?: number;
  pageToken?: string;
}

/** Hierarchical keys: an import invalidates `meetingKeys.lists()`, every page of the list. */
export const meetingKeys = {
  all: ['meetings'] as const,
  lists: () => [...meetingKeys.all, 'list'] as const,
  list: (params: MeetingListParams) => [...meetingKeys.lists(), params] as const,
};

/** A page of meetings, newest first (GET /meetings: calendarEventTime desc, publicId desc). */
export const meetingListQuery = (params: MeetingListParams) =>
  queryOptions({
    queryKey: meetingKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/meetings', { params: { query: { limit: params.limit, pageToken: params.pageToken } }, signal }),
      ),
    staleTime: 30_000,
  });

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
