import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiClient, unwrap, type ApiSchemas } from '@/lib/console/api-client';

/** A note belongs to exactly one parent: a company or a person. */
type NoteParent = { companyPublicId: string } | { personPublicId: string };

type NoteListParams = NoteParent & { limit?: number };

const NOTE_PAGE_SIZE = 20;

/** Hierarchical keys: invalidating `noteKeys.lists()` refreshes every notes list, whatever its parent. */
export const noteKeys = {
  all: ['notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (params: NoteListParams) => [...noteKeys.lists(), params] as const,
  details: () => [...noteKeys.all, 'detail'] as const,
  detail: (publicId: string) => [...noteKeys.details(), publicId] as const,
};

const notePath = (publicId: string) => ({ path: { notePublicId: publicId } });

/** Newest first, as the API orders them (occurredAt desc, publicId desc); pages follow `nextPageToken`. */
export const noteListQuery = (params: NoteListParams) =>
  infiniteQueryOptions({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal, pageParam }) =>
      unwrap(
        apiClient.GET('/notes', {
          params: { query: { ...params, limit: params.limit ?? NOTE_PAGE_SIZE, pageToken: pageParam } },
          signal,
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 30_000,
  });

export const createNote = (body: ApiSchemas['NoteCreate']) => unwrap(apiClient.POST('/notes', { body }));

export const updateNote = (publicId: string, body: ApiSchemas['NoteUpdate']) =>
  unwrap(apiClient.PUT('/notes/{notePublicId}', { params: notePath(publicId), body }));

export const deleteNote = async (publicId: string): Promise<void> => {
  await unwrap(apiClient.DELETE('/notes/{notePublicId}', { params: notePath(publicId) }));
};
