import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/console/client';
import type { Note, NoteCreate, NoteUpdate } from '@/lib/schemas/note';
import type { Page } from './types';

/** A note belongs to exactly one parent: a company or a person. */
export type NoteParent = { companyPublicId: string } | { personPublicId: string };

export type NoteListParams = NoteParent & { limit?: number };

export const NOTE_PAGE_SIZE = 20;

/** Hierarchical keys: invalidating `noteKeys.lists()` refreshes every notes list, whatever its parent. */
export const noteKeys = {
  all: ['notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (params: NoteListParams) => [...noteKeys.lists(), params] as const,
  details: () => [...noteKeys.all, 'detail'] as const,
  detail: (publicId: string) => [...noteKeys.details(), publicId] as const,
};

/** Newest first, as the API orders them (occurredAt desc, publicId desc); pages follow `nextPageToken`. */
export const noteListQuery = (params: NoteListParams) =>
  infiniteQueryOptions({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal, pageParam }) =>
      api<Page<Note>>('/notes', {
        query: { ...params, limit: params.limit ?? NOTE_PAGE_SIZE, pageToken: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageToken,
    staleTime: 30_000,
  });

export const noteQuery = (publicId: string) =>
  queryOptions({
    queryKey: noteKeys.detail(publicId),
    queryFn: ({ signal }) => api<Note>(`/notes/${encodeURIComponent(publicId)}`, { signal }),
    staleTime: 30_000,
  });

export const createNote = (body: NoteCreate) => api<{ publicId: string }>('/notes', { method: 'POST', body });

export const updateNote = (publicId: string, body: NoteUpdate) =>
  api<Note>(`/notes/${encodeURIComponent(publicId)}`, { method: 'PUT', body });

export const deleteNote = (publicId: string) =>
  api<void>(`/notes/${encodeURIComponent(publicId)}`, { method: 'DELETE' });
